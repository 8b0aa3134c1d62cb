"""From a theme's data (themes.py) to MIDI tracks: the melody as written, and a rhythm
section arranged by rule from the chord chart (bass, comping, pad, drums).

Everything is deterministic (a seeded random varies velocities), so a rebuild writes the
same MIDI file."""
from __future__ import annotations

import random

from midi import Track

NOTE = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
QUALITY = {"": (0, 4, 7), "6": (0, 4, 7, 9), "maj7": (0, 4, 7, 11), "7": (0, 4, 7, 10),
           "7b9": (0, 4, 7, 10, 13), "m": (0, 3, 7), "m6": (0, 3, 7, 9),
           "m7": (0, 3, 7, 10), "mM7": (0, 3, 7, 11), "m7b5": (0, 3, 6, 10),
           "dim7": (0, 3, 6, 9)}
DRUM_CH = 9
KICK, SNARE, HAT_PEDAL, RIDE, SIDE_STICK = 36, 38, 44, 51, 37


def pitch(name: str) -> int:
    """'Bb4' → 70 (C4 is 60)."""
    pc = NOTE[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        pc += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + pc


def chord(symbol: str) -> tuple[int, tuple[int, ...]]:
    """'Ebmaj7' → (pitch class 3, intervals)."""
    root = NOTE[symbol[0]]
    i = 1
    if len(symbol) > 1 and symbol[1] in "#b":
        root += 1 if symbol[1] == "#" else -1
        i = 2
    return root % 12, QUALITY[symbol[i:]]


def bars_of(chart: str) -> list[list[str]]:
    return [b.split() for b in chart.split("|") if b.strip()]


def melody_notes(text: str, meter: int) -> list[tuple[float, float, int | None]]:
    """(start beat, beats, pitch or None for a rest); every bar must fill the meter."""
    out, t = [], 0.0
    for n, bar in enumerate(b for b in text.split("|") if b.strip()):
        start = t
        for token in bar.split():
            name, beats = token.split("/")
            out.append((t, float(beats), None if name == "r" else pitch(name)))
            t += float(beats)
        if abs(t - start - meter) > 1e-9:
            raise ValueError(f"melody bar {n + 1} holds {t - start} beats, not {meter}")
    return out


def swung(beat: float, ratio: float) -> float:
    """Move off-beat eighths later: the half-beat lands at `ratio` of the beat."""
    whole, frac = divmod(beat, 1.0)
    if frac <= 0.5:
        return whole + frac * ratio / 0.5
    return whole + ratio + (frac - 0.5) * (1 - ratio) / 0.5


def near(pc: int, low: int) -> int:
    """The pitch of class pc at or above `low`, within an octave."""
    return low + (pc - low) % 12


def voicing(root: int, intervals, low: int) -> list[int]:
    """A close voicing without the root (the bass has it), from `low` up."""
    tones = [(root + i) % 12 for i in intervals[1:]] or [root]
    return sorted(near(pc, low) for pc in tones)


def _chord_spans(bars, meter):
    """(start beat, beats, root, intervals) for each chord of the chart."""
    spans = []
    for b, symbols in enumerate(bars):
        each = meter / len(symbols)
        if len(symbols) == 2 and meter == 4:
            each = 2
        for k, s in enumerate(symbols):
            root, iv = chord(s)
            spans.append((b * meter + k * each, each, root, iv))
    return spans


def arrange(theme: dict, repeats: int) -> tuple[list[Track], float]:
    """The theme's tracks, its form played `repeats` times; and the length in beats."""
    meter, ratio, style = theme["meter"], theme["swing"], theme["style"]
    bars = bars_of(theme["chords"]) * theme["choruses"]
    form = len(bars) * meter
    tune = melody_notes(theme["melody"], meter)
    tune_beats = len(bars_of(theme["chords"])) * meter
    if sum(d for _, d, _ in tune) != tune_beats:
        raise ValueError("the melody and the chart differ in length")
    spans = _chord_spans(bars, meter)
    lead, bass = Track("lead", 0), Track("bass", 1)
    comp, pad, drums = Track("comp", 2), Track("pad", 3), Track("drums", DRUM_CH)
    tracks = [lead, bass, comp, drums] + ([pad] if theme["pad"] is not None else [])
    for track, volume, pan in ((lead, 104, 70), (bass, 108, 58), (comp, 72, 44),
                               (pad, 62, 84), (drums, 80, 64)):
        track.control(0, 7, volume)
        track.control(0, 10, pan)
        track.control(0, 91, theme["reverb"])
    bass.program(0, 32)
    comp.program(0, theme["comp"])
    if theme["pad"] is not None:
        pad.program(0, theme["pad"])
    drums.program(0, theme["kit"])

    def at(beat):
        return swung(beat, ratio)

    for rep in range(repeats):
        base = rep * form
        rnd = random.Random(1947)        # every pass the same, so the loop's joint is true
        # melody: each chorus its own lead instrument, switched just before it starts
        for c, program in enumerate(theme["leads"][:theme["choruses"]]):
            start = base + c * tune_beats
            lead.program(max(0.0, start - 0.25), program)
            for t, d, p in tune:
                if p is None:
                    continue
                v = 92 + rnd.randint(-8, 8) + (6 if t % 1 == 0 else 0)
                s, e = at(start + t), at(start + t + d)
                lead.note(s, max(0.1, (e - s) * 0.92), p, v)
        for n, (t, d, root, iv) in enumerate(spans):
            nxt = spans[(n + 1) % len(spans)][2]
            _bass(bass, base + t, d, root, iv, nxt, style, rnd)
            _comp(comp, base + t, d, root, iv, style, rnd, at)
            if theme["pad"] is not None:
                for p in voicing(root, iv, 60):
                    pad.note(base + t, d - 0.05, p, 58 + rnd.randint(-4, 4))
        _drums(drums, base, form, meter, style, rnd, at)
    return tracks, form * repeats


def _bass(track, t, d, root, iv, nxt, style, rnd):
    r = near(root, 36)
    fifth = r + iv[2] - iv[0] if len(iv) > 2 else r + 7
    if style == "ballad" or (style == "waltz"):
        beats = [(0, r), (d / 2, fifth)] if d >= 2 and style == "ballad" else [(0, r)]
        if style == "waltz" and d >= 3:
            beats = [(0, r), (2, fifth)]
        for k, (o, p) in enumerate(beats):
            length = (beats[k + 1][0] if k + 1 < len(beats) else d) - o
            track.note(t + o, length * 0.95, p, 96 + rnd.randint(-6, 6))
        return
    # walking: root, a chord tone, the fifth, then a half step into the next root
    target = near(nxt, 36)
    approach = target - 1 if rnd.random() < 0.6 else target + 1
    third = r + iv[1]
    line = [r, third, fifth, approach][:int(d)] if d >= 4 else [r, approach]
    if d >= 4 and rnd.random() < 0.4:
        line[1] = r + 12 if r + 12 <= 52 else fifth - 12
    for k, p in enumerate(line):
        track.note(t + k, 0.9, p, 100 + rnd.randint(-6, 6) + (6 if k == 0 else 0))


def _comp(track, t, d, root, iv, style, rnd, at):
    chord_notes = voicing(root, iv, 53)
    if style == "ballad":
        hits = [(0, d * 0.95, 62)]               # whole chords, softly
    elif style == "waltz":
        hits = [(o, 0.7, 66) for o in (1, 2) if o < d]
    else:                                        # swing: Charleston-like, varied
        pattern = rnd.choice(((0, 1.5), (1, 3), (0.5, 2.5), (1.5, 3)))
        hits = [(o, 0.45, 70) for o in pattern if o < d]
    for o, length, v in hits:
        s = at(t + o)
        for p in chord_notes:
            track.note(s, length, p, v + rnd.randint(-5, 5))


def _drums(track, base, form, meter, style, rnd, at):
    bars = int(form // meter)
    for b in range(bars):
        t = base + b * meter
        if meter == 3:
            ride = [0, 1, 1.5, 2]
            hat = [1]
        elif style == "ballad":
            ride = [0, 1, 2, 3]
            hat = [1, 3]
        else:
            ride = [0, 1, 1.5, 2, 3, 3.5]
            hat = [1, 3]
        for o in ride:
            accent = 10 if o in (1, 3) else 0
            track.note(at(t + o), 0.3, RIDE, 62 + accent + rnd.randint(-6, 6))
        for o in hat:
            track.note(at(t + o), 0.2, HAT_PEDAL, 58 + rnd.randint(-5, 5))
        track.note(t, 0.2, KICK, 46 + rnd.randint(-4, 4))
        if style == "swing" and b % 4 == 3:      # a snare comment before each phrase
            track.note(at(t + meter - 0.5), 0.2, SNARE, 64 + rnd.randint(-6, 6))
        elif style != "swing" and b % 2 == 1:
            track.note(at(t + meter - 1), 0.2, SIDE_STICK, 50 + rnd.randint(-6, 6))
