"""The score's build tooling (build/music, build/make_music.py), checked without rendering:
the themes are well formed, every pass of a theme is the same music (so the middle pass
loops true), the tempo puts each pass on fluidsynth's block grid, and the MIDI writer
writes a valid Standard MIDI File."""
from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build" / "music"))
sys.path.insert(0, str(ROOT / "build"))

import make_music  # noqa: E402
import midi  # noqa: E402
import score  # noqa: E402
from themes import THEMES  # noqa: E402


def test_there_is_a_theme_for_the_title_and_each_game():
    assert set(THEMES) == {"title", "hollywood", "poker", "hollywood1947", "cannes"}


@pytest.mark.parametrize("name", sorted(THEMES))
def test_a_theme_lasts_45_to_90_seconds_and_its_melody_fills_its_chart(name):
    theme = THEMES[name]
    tracks, beats = score.arrange(theme, repeats=1)     # raises if a bar is short or long
    usec = make_music.beat_usec(theme["tempo"], beats)
    assert 45 <= beats * usec / 1e6 <= 90
    assert abs(60e6 / usec - theme["tempo"]) < 2.5       # near the tempo it was written at
    for bar in score.bars_of(theme["chords"]):
        assert 1 <= len(bar) <= 2 and all(score.chord(c) for c in bar)
    pitches = [p for _, _, p in score.melody_notes(theme["melody"], theme["meter"]) if p]
    assert 55 <= min(pitches) and max(pitches) <= 88     # a horn's or a flute's range


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_pass_of_a_theme_is_the_same_music(name):
    tracks, beats = score.arrange(THEMES[name], repeats=3)
    one = beats // 3 * midi.TICKS
    for track in tracks:
        notes = sorted((t, d) for t, order, d in track.events if order in (2, 3))
        passes = [[(t - k * one, d) for t, d in notes if k * one <= t < (k + 1) * one]
                  for k in range(3)]
        assert passes[0] == passes[1] == passes[2], track.name


@pytest.mark.parametrize("beats", [64, 128, 144, 96])
def test_a_pass_lasts_a_whole_number_of_fluidsynth_grid_steps(beats):
    usec = make_music.beat_usec(120, beats)
    samples = beats * usec * make_music.RATE / 1e6
    assert samples == int(samples) and int(samples) % 28224 == 0


def test_the_midi_writer_writes_a_format_1_file(tmp_path):
    track = midi.Track("lead", 0)
    track.program(0, 56)
    track.note(0, 1, 60, 100)
    track.note(1, 0.5, 64, 90)
    path = tmp_path / "t.mid"
    midi.write_midi(path, [track], 120, 4, 4)
    data = path.read_bytes()
    assert data[:4] == b"MThd"
    fmt, ntracks, division = struct.unpack(">HHH", data[8:14])
    assert (fmt, ntracks, division) == (1, 2, midi.TICKS)
    assert data.count(b"MTrk") == 2 and data.endswith(b"\xff\x2f\x00")
    assert b"\x00\xff\x51\x03" + (500000).to_bytes(3, "big") in data     # 120 bpm


def test_variable_length_quantities():
    assert midi._varlen(0) == b"\x00"
    assert midi._varlen(0x7F) == b"\x7f"
    assert midi._varlen(0x80) == b"\x81\x00"
    assert midi._varlen(0x0FFFFFFF) == b"\xff\xff\xff\x7f"
