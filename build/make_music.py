"""Render the score (build/music/themes.py) to the looping OGG Vorbis files in assets/music/.

    python build/make_music.py [--keep DIR] [theme ...]

Offline only (the app plays the shipped files and synthesizes no music): each theme is
written to MIDI by our own writer (build/music/midi.py), its form three times over,
rendered by fluidsynth with the FluidR3_GM soundfont (MIT; Debian's fluid-soundfont-gm),
and the middle pass is cut out sample-exactly: it starts with the reverb tail of the pass
before it, as it will when the file loops back, so the joint has no seam. Then peak-
normalised and encoded with oggenc (vorbis-tools). Needs: apt-get install fluidsynth
fluid-soundfont-gm vorbis-tools sox. --keep DIR leaves the MIDI and WAV files there.
"""
from __future__ import annotations

import argparse
import math
import shutil
import subprocess
import sys
import tempfile
import wave
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build" / "music"))

from midi import write_midi  # noqa: E402
from score import arrange  # noqa: E402
from themes import THEMES  # noqa: E402

SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
RATE = 44100
PEAK_DB = -1.5           # headroom for the Vorbis coder's overshoot
MAX_SEAM = 0.1           # see seam_error
QUALITY = "1"            # oggenc -q 1: about 80 kbit/s stereo
OUT = ROOT / "assets" / "music"


def render(name: str, work: Path) -> Path:
    theme = THEMES[name]
    tracks, beats = arrange(theme, repeats=3)
    mid, wav, cut = work / f"{name}.mid", work / f"{name}.full.wav", work / f"{name}.wav"
    usec = beat_usec(theme["tempo"], beats // 3)
    write_midi(mid, tracks, 60e6 / usec, theme["meter"], beats + 8 * theme["meter"])
    # no chorus: its modulation never repeats with the music, so the passes would differ
    subprocess.run(["fluidsynth", "-ni", "-q", "-C", "0", "-g", "0.5", "-r", str(RATE),
                    "-F", str(wav), "-T", "wav", str(SOUNDFONT), str(mid)], check=True)
    loop = beats // 3 * usec * RATE // 1_000_000          # one pass, in samples (exact)
    seam = seam_error(wav, loop)
    if seam > MAX_SEAM:
        raise SystemExit(f"{name}: the loop joint differs from the music by {seam:.3f}")
    subprocess.run(["sox", str(wav), str(cut), "trim", f"{loop}s", f"{loop}s",
                    "gain", "-n", str(PEAK_DB)], check=True)
    print(f"{name}: {loop / RATE:.1f} s, joint differs by {seam:.4f} of the music's level")
    return cut


def beat_usec(tempo_bpm: float, beats: int) -> int:
    """A quarter note's length in µs near `tempo_bpm`, chosen so that one pass lasts a whole
    number of 28,224 samples: fluidsynth starts notes on 64-sample blocks and keeps its
    clock in whole ms, and 28,224 samples is both 441 blocks and exactly 640 ms, so every
    pass is rendered on the same grid and comes out the same, sample for sample."""
    step = 640_000 / beats                    # µs a beat per 28,224 samples a pass
    k = max(1, round(60e6 / tempo_bpm / step))
    while (640_000 * k) % beats:
        k += 1
    return 640_000 * k // beats


def seam_error(wav: Path, loop: int, seconds: float = 0.25) -> float:
    """How far what the loop plays after its joint (the start of pass 2, with pass 1's
    tail) is from what the music really plays there (pass 3 after pass 2): the RMS of the
    difference over the first quarter second, relative to the music's RMS. 0 is a perfect
    seam (the passes later differ a little: fluidsynth is not quite deterministic); a
    cut from the first pass (no tail at its start) gives about twice the middle pass's."""
    with wave.open(str(wav)) as w:
        w.setpos(loop)
        looped = array("h", w.readframes(int(seconds * RATE)))
        w.setpos(2 * loop)
        real = array("h", w.readframes(int(seconds * RATE)))
    n = min(len(looped), len(real))
    diff = sum((a - b) ** 2 for a, b in zip(looped[:n], real[:n])) / n
    level = sum(a * a for a in real[:n]) / n or 1.0
    return math.sqrt(diff / level)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("themes", nargs="*", default=list(THEMES))
    ap.add_argument("--keep", type=Path, help="leave the MIDI and WAV files in this folder")
    args = ap.parse_args(argv)
    for tool in ("fluidsynth", "sox", "oggenc"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install fluidsynth vorbis-tools sox")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for name in args.themes:
            wav = render(name, work)
            ogg = OUT / f"{name}.ogg"
            subprocess.run(["oggenc", "-Q", "-q", QUALITY, "-o", str(ogg), str(wav)], check=True)
            print(f"{ogg.relative_to(ROOT)}  {ogg.stat().st_size / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
