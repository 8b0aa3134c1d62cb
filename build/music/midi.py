"""A small Standard MIDI File writer (format 1, one track per part): enough for the score.

Events are (time in beats, kind, data); the writer sorts them, turns beats into ticks and
writes delta times. No dependency beyond the standard library."""
from __future__ import annotations

import struct

TICKS = 480          # ticks per quarter note


def _varlen(n: int) -> bytes:
    """A MIDI variable-length quantity: 7 bits a byte, high bit set on all but the last."""
    out = [n & 0x7F]
    n >>= 7
    while n:
        out.append(0x80 | (n & 0x7F))
        n >>= 7
    return bytes(reversed(out))


class Track:
    def __init__(self, name: str, channel: int):
        self.name, self.channel = name, channel
        self.events: list[tuple[int, int, bytes]] = []   # (tick, order, bytes)

    def _add(self, beat: float, order: int, data: bytes) -> None:
        self.events.append((round(beat * TICKS), order, data))

    def program(self, beat: float, program: int, bank: int = 0) -> None:
        ch = self.channel
        if bank:
            self._add(beat, 0, bytes((0xB0 | ch, 0, bank)))
        self._add(beat, 0, bytes((0xC0 | ch, program)))

    def control(self, beat: float, number: int, value: int) -> None:
        self._add(beat, 1, bytes((0xB0 | self.channel, number, max(0, min(127, value)))))

    def note(self, beat: float, length: float, pitch: int, velocity: int) -> None:
        """A note; its off comes before any note starting at the same tick (order 2 < 3)."""
        velocity = max(1, min(127, velocity))
        self._add(beat, 3, bytes((0x90 | self.channel, pitch, velocity)))
        self._add(beat + length, 2, bytes((0x80 | self.channel, pitch, 0)))

    def chunk(self, end_beat: float) -> bytes:
        body = bytearray(b"\x00\xff\x03" + _varlen(len(self.name)) + self.name.encode())
        now = 0
        for tick, _order, data in sorted(self.events, key=lambda e: (e[0], e[1])):
            body += _varlen(tick - now) + data
            now = tick
        end = max(now, round(end_beat * TICKS))
        body += _varlen(end - now) + b"\xff\x2f\x00"
        return b"MTrk" + struct.pack(">I", len(body)) + bytes(body)


def write_midi(path, tracks: list[Track], tempo_bpm: float, meter: int, end_beat: float) -> None:
    """Write a format-1 file: a tempo track, then one track per part."""
    usec = round(60_000_000 / tempo_bpm)
    head = (b"\x00\xff\x51\x03" + usec.to_bytes(3, "big")
            + b"\x00\xff\x58\x04" + bytes((meter, 2, 24, 8)))
    end = _varlen(round(end_beat * TICKS)) + b"\xff\x2f\x00"
    conductor = b"MTrk" + struct.pack(">I", len(head) + len(end)) + head + end
    data = (b"MThd" + struct.pack(">IHHH", 6, 1, len(tracks) + 1, TICKS) + conductor
            + b"".join(t.chunk(end_beat) for t in tracks))
    with open(path, "wb") as f:
        f.write(data)
