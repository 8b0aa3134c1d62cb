"""The table's sound effects, synthesized in code (no sound files, no numpy; the music is
in music.py).

Each sound is a pure function `rate → list of float samples in [-1, 1]` (mono), scaled so
its loudest sample is a modest fraction of full scale and faded to silence at the end (no
click when it stops). `Sounds` turns one into a `pygame.mixer.Sound` the first time it is
played (lazily: nothing is built before the first title frame) in the mixer's own
frequency, sample format and channel count, and keeps it.

    sounds = Sounds(lambda: app.audio and app.settings.get("sound", True))
    sounds.play("place")      # silent when disabled, when there is no mixer, or throttled

Synthesis is pure Python, kept to C-looped list operations (repeated wave blocks,
itertools.accumulate envelopes, map): all seven sounds take 50–65 ms of CPU at
44.1 kHz stereo on the development machine, the fanfare alone 20–27 ms
(`python -m cinetable.client.sounds` prints each). So nothing is built at start-up: a
sound is built when first played, or ahead of that by `warm()` in an idle frame.
"""
from __future__ import annotations

import math
import random
import time
from array import array
from collections.abc import Callable
from itertools import accumulate, repeat
from operator import add, mul, truediv

TAU = 2 * math.pi
PEAK_LIMIT = 0.35           # no sound louder than this fraction of full scale
FADE_S = 0.006              # every sound ends on a linear fade this long
KNOCK = 5e-3                # pitch tolerance of a knock (9 cents): nobody hears its tuning

# how loud each sound is at its peak (fraction of full scale): soft, never in the way
PEAKS = {"place": 0.30, "push": 0.30, "deal": 0.10, "award": 0.13, "film": 0.22,
         "studio": 0.30, "fanfare": 0.26, "flip": 0.12, "dice": 0.26, "gavel": 0.32,
         "projector": 0.16, "applause": 0.20, "win": 0.26, "loss": 0.22}
# the same sound again sooner than this is dropped: a 14-card deal is a soft ripple,
# not a machine gun, and a skipped animation group does not stack copies of one sound.
# Cards fly 60 ms apart at normal speed, which frames turn into 50 or 67 ms: a gap just
# under 50 ms hears every card there, and every other one at "fast" (33 ms apart).
MIN_GAP_S = {"deal": 0.045}
DEFAULT_GAP_S = 0.03
# sounds still played at "instant" animation speed (the others would all fire at once)
ALWAYS = frozenset({"fanfare", "win", "loss"})


# ---- building blocks ---------------------------------------------------------------------
def _finish(samples: list[float], peak: float, rate: int,
            fade_s: float = FADE_S) -> list[float]:
    """Scale to `peak` (never above PEAK_LIMIT) and fade the end linearly to exactly 0
    (a tone still ringing needs a longer fade than a few ms, or it ends in a click)."""
    top = max(map(abs, samples), default=0.0)
    k = min(peak, PEAK_LIMIT) / top if top > 0 else 0.0
    out = list(map(mul, samples, repeat(k)))
    n = len(out)
    fade = min(n, max(2, int(fade_s * rate)))
    ramp = map(truediv, range(fade - 1, -1, -1), repeat(fade - 1))    # 1 → 0
    out[n - fade:] = map(mul, out[n - fade:], ramp)
    return out


def _cycle(freq: float, rate: float, harmonics, tolerance: float = 2e-4) -> list[float]:
    """One whole number of periods of a tone (fundamental plus weighted harmonics), a
    block of samples that can be repeated seamlessly. Its length N and cycle count m are
    chosen so m·rate/N is within a fraction of a cent of `freq`; repeating a block (list
    multiplication) is far cheaper than computing every sample in Python."""
    best = (2.0, 1, 1)
    for n in range(64, 2400):
        m = round(freq * n / rate)
        err = abs(m * rate / n - freq) / freq
        if m and err < best[0]:
            best = (err, n, m)
            if err < tolerance:          # 2e-4 is a third of a cent: inaudible
                break
    _err, n, m = best
    w = TAU * m / n
    return [sum(a * math.sin(w * h * i) for h, a in harmonics) for i in range(n)]


def tone(rate: float, length: int, freq: float, decay_s: float, harmonics=((1, 1.0),),
         attack_s: float = 0.002, tolerance: float = 2e-4) -> list[float]:
    """A struck, exponentially decaying tone, at most `length` samples long: it stops
    once it has decayed by 60 dB (the sound's end fade hides the cut). The envelope is a
    running product (itertools.accumulate, looped in C); a short linear attack keeps the
    onset from clicking. A knock needs no exact pitch: pass a looser `tolerance`."""
    length = min(length, int(6.9 * decay_s * rate) + 1)
    block = _cycle(freq, rate, harmonics, tolerance)
    wave = (block * (length // len(block) + 1))[:length]
    fall = math.exp(-1.0 / (decay_s * rate))
    env = accumulate(repeat(fall, max(0, length - 1)), mul, initial=1.0)
    out = list(map(mul, wave, env))
    attack = min(length, max(1, int(attack_s * rate)))
    for i in range(attack):
        out[i] *= i / attack
    return out


def _mix(buf: list[float], start: int, part: list[float], gain: float = 1.0) -> None:
    """Add `part` (times gain) into buf from `start`, cut at the end of buf."""
    end = min(len(buf), start + len(part))
    if gain != 1.0:
        part = list(map(mul, part, repeat(gain)))
    buf[start:end] = map(add, buf[start:end], part[:end - start])


def _upsample2(xs: list[float], length: int) -> list[float]:
    """Twice the sample rate by linear interpolation, cut to `length` (xs holds
    (length + 1) // 2 samples). Tones made only of low partials (under 4 kHz) are
    synthesized and finished at half rate this way: half the work, and the interpolation
    leaves only faint images far above the notes. It keeps the peak (no interpolated
    sample exceeds its neighbours) and a silent last sample stays silent."""
    out = [0.0] * (2 * len(xs))
    out[0::2] = xs
    out[1::2] = map(mul, map(add, xs, xs[1:] + [0.0]), repeat(0.5))
    return out[:length]


def _noise(n: int, seed: int) -> list[float]:
    r = random.Random(seed)        # fixed seed: the same sound on every start
    return [r.random() * 2 - 1 for _ in range(n)]


def _lowpass(xs: list[float], k: float) -> list[float]:
    """One-pole low-pass: k in (0, 1], bigger lets more high end through."""
    y = 0.0
    out = []
    for x in xs:
        y += k * (x - y)
        out.append(y)
    return out


def _highpass(xs: list[float], k: float) -> list[float]:
    """The input minus its low-passed self: removes the rumble."""
    return [x - y for x, y in zip(xs, _lowpass(xs, k))]


# ---- the sounds ----------------------------------------------------------------------------
def tock(rate: int, freq: float = 760.0) -> list[float]:
    """A reel token set on a card: a soft wooden knock (a fast-decaying sine with a weaker
    inharmonic overtone) over a tiny noise click at the very start."""
    n = int(0.09 * rate)
    buf = [0.0] * n
    _mix(buf, 0, tone(rate, n, freq, 0.016, attack_s=0.0008, tolerance=KNOCK))
    _mix(buf, 0, tone(rate, n, freq * 2.76, 0.006, attack_s=0.0005, tolerance=KNOCK), 0.35)
    click = int(0.003 * rate)
    r = random.Random(7)
    for i in range(click):
        buf[i] += 0.5 * (r.random() * 2 - 1) * (1 - i / click) ** 2
    return _finish(buf, PEAKS["place"], rate)


def push_tock(rate: int) -> list[float]:
    """The same knock a little lower: the placed token shoved others up its column."""
    return _finish(tock(rate, freq=620.0), PEAKS["push"], rate)


def flick(rate: int) -> list[float]:
    """A card dealt: a very short band-limited noise burst, sharp start, quick decay."""
    n = int(0.04 * rate)
    xs = _highpass(_lowpass(_noise(n, 11), 0.35), 0.08)
    fall = math.exp(-1.0 / (0.009 * rate))
    xs = list(map(mul, xs, accumulate(repeat(fall, n - 1), mul, initial=1.0)))
    attack = max(1, int(0.002 * rate))
    for i in range(attack):
        xs[i] *= i / attack
    return _finish(xs, PEAKS["deal"], rate)


def whoosh(rate: int) -> list[float]:
    """A card slid across the table: noise whose brightness swells and fades with it."""
    n = int(0.2 * rate)
    xs = _noise(n, 23)
    y = 0.0
    out = []
    for i, x in enumerate(xs):
        shape = math.sin(math.pi * i / n) ** 2        # swell, then fade
        y += (0.03 + 0.22 * shape) * (x - y)          # the low-pass opens with the swell
        out.append(y * shape)
    return _finish(_highpass(out, 0.02), PEAKS["award"], rate)


def chime(rate: int) -> list[float]:
    """A film made: two bell-like notes a major third apart (C6 then E6)."""
    half, length = rate / 2, int(0.6 * rate)
    n = (length + 1) // 2
    buf = [0.0] * n
    for start_s, freq in ((0.0, 1046.5), (0.11, 1318.5)):
        s = int(start_s * half)
        _mix(buf, s, tone(half, n - s, freq, 0.16, ((1, 1.0), (2, 0.12)), attack_s=0.003))
    return _upsample2(_finish(buf, PEAKS["film"], half, fade_s=0.1), length)


def clack(rate: int) -> list[float]:
    """A studio card played: a clapperboard's clack, two quick wooden hits with a dull
    body under them."""
    n = int(0.12 * rate)
    buf = [0.0] * n
    noise = _highpass(_noise(n, 31), 0.25)
    burst = int(0.012 * rate)
    for start_s, amp in ((0.0, 1.0), (0.014, 0.6)):
        s = int(start_s * rate)
        for i in range(min(burst, n - s)):
            buf[s + i] += amp * noise[s + i] * (1 - i / burst) ** 3
        _mix(buf, s, tone(rate, n - s, 1850.0, 0.01, attack_s=0.0004, tolerance=KNOCK),
             0.5 * amp)
        _mix(buf, s, tone(rate, n - s, 190.0, 0.02, attack_s=0.001, tolerance=KNOCK),
             0.25 * amp)
    return _finish(buf, PEAKS["studio"], rate)


def fanfare(rate: int) -> list[float]:
    """The game is over: a short rising arpeggio (C5 E5 G5 C6), the last note ringing."""
    half, length = rate / 2, int(0.8 * rate)
    n = (length + 1) // 2
    buf = [0.0] * n
    notes = ((0.0, 523.25), (0.1, 659.25), (0.2, 783.99), (0.3, 1046.5))
    for k, (start_s, freq) in enumerate(notes):
        s = int(start_s * half)
        ring = 0.35 if k == len(notes) - 1 else 0.14
        _mix(buf, s, tone(half, n - s, freq, ring, ((1, 1.0), (2, 0.25), (3, 0.08)),
                          attack_s=0.008))
    return _upsample2(_finish(buf, PEAKS["fanfare"], half, fade_s=0.25), length)


def flip(rate: int) -> list[float]:
    """A card turned over: a short brushed 'fwip', noise whose brightness rises and falls."""
    n = int(0.07 * rate)
    xs = _noise(n, 41)
    y, out = 0.0, []
    for i, x in enumerate(xs):
        shape = math.sin(math.pi * i / n)
        y += (0.05 + 0.45 * shape) * (x - y)
        out.append(y * shape * shape)
    return _finish(_highpass(out, 0.05), PEAKS["flip"], rate)


def dice(rate: int) -> list[float]:
    """Two dice tumbling: a few quick knocks of different pitch, closer and softer each
    time, as they settle."""
    n = int(0.42 * rate)
    buf = [0.0] * n
    r = random.Random(6)
    t = 0.0
    for k in range(7):
        s = int(t * rate)
        amp = 1.0 - k * 0.1
        freq = r.uniform(1400.0, 2600.0)
        _mix(buf, s, tone(rate, n - s, freq, 0.006, attack_s=0.0004, tolerance=KNOCK), amp)
        _mix(buf, s, tone(rate, n - s, freq * 1.6, 0.003, attack_s=0.0003,
                          tolerance=KNOCK), 0.4 * amp)
        t += r.uniform(0.035, 0.075) * (1.0 - k * 0.08)
    return _finish(buf, PEAKS["dice"], rate)


def gavel(rate: int) -> list[float]:
    """Sold: an auctioneer's gavel, a solid wooden strike with a low body, then a lighter
    second tap."""
    n = int(0.32 * rate)
    buf = [0.0] * n
    noise = _highpass(_noise(n, 53), 0.2)
    for start_s, amp in ((0.0, 1.0), (0.16, 0.45)):
        s = int(start_s * rate)
        burst = int(0.006 * rate)
        for i in range(min(burst, n - s)):
            buf[s + i] += 0.6 * amp * noise[s + i] * (1 - i / burst) ** 2
        _mix(buf, s, tone(rate, n - s, 330.0, 0.028, attack_s=0.0006, tolerance=KNOCK), amp)
        _mix(buf, s, tone(rate, n - s, 940.0, 0.012, attack_s=0.0005, tolerance=KNOCK),
             0.45 * amp)
    return _finish(buf, PEAKS["gavel"], rate)


def projector(rate: int) -> list[float]:
    """The premiere's projector starting: the shutter's clatter, 18 frames a second,
    over the motor's hum, swelling in and dying away."""
    n = int(1.1 * rate)
    hum = tone(rate, n, 110.0, 100.0, ((1, 1.0), (2, 0.5), (3, 0.25)), attack_s=0.3)
    buf = list(map(mul, hum, repeat(0.25)))
    click = _highpass(_noise(int(0.006 * rate), 61), 0.3)
    click = [x * (1 - i / len(click)) ** 2 for i, x in enumerate(click)]
    step = rate / 18
    k = 0
    while int(k * step) < n:
        _mix(buf, int(k * step), click, 0.8 if k % 2 else 1.0)
        k += 1
    swell = [min(1.0, i / (0.15 * rate), (n - i) / (0.35 * rate)) for i in range(n)]
    return _finish(list(map(mul, buf, swell)), PEAKS["projector"], rate)


def applause(rate: int) -> list[float]:
    """The jury's prize: a small audience clapping, a crowd of short filtered noise
    bursts, thick at first and thinning out."""
    n = int(1.6 * rate)
    buf = [0.0] * n
    r = random.Random(71)
    claps = []
    for v in range(8):              # a few hands, each its own colour
        m = int(r.uniform(0.006, 0.012) * rate)
        raw = _lowpass(_highpass(_noise(m, 80 + v), 0.15), r.uniform(0.3, 0.7))
        claps.append([x * (1 - i / m) ** 3 for i, x in enumerate(raw)])
    for _ in range(260):
        t = r.random() ** 1.6                         # more claps early
        s = int(t * (n - int(0.015 * rate)))
        _mix(buf, s, r.choice(claps), r.uniform(0.4, 1.0) * (1.1 - t))
    return _finish(buf, PEAKS["applause"], rate, fade_s=0.2)


def _sting(rate: int, notes, ring_s: float, length_s: float, peak: float,
           harmonics) -> list[float]:
    """Notes (start s, Hz, decay s) at half rate, the last one ringing."""
    half, length = rate / 2, int(length_s * rate)
    n = (length + 1) // 2
    buf = [0.0] * n
    for start_s, freq, decay in notes:
        s = int(start_s * half)
        _mix(buf, s, tone(half, n - s, freq, decay, harmonics, attack_s=0.01))
    return _upsample2(_finish(buf, peak, half, fade_s=ring_s), length)


def win(rate: int) -> list[float]:
    """You won: a bright brass-like call (G4 C5 E5) landing on a ringing C major chord."""
    brass = ((1, 1.0), (2, 0.45), (3, 0.25), (4, 0.1))
    notes = [(0.0, 392.0, 0.12), (0.09, 523.25, 0.12), (0.18, 659.25, 0.12)]
    notes += [(0.3, f, 0.45) for f in (523.25, 659.25, 783.99, 1046.5)]
    return _sting(rate, notes, 0.3, 1.1, PEAKS["win"], brass)


def loss(rate: int) -> list[float]:
    """Someone else won: a muted trombone's three falling half steps and a long low note,
    wry rather than sad."""
    muted = ((1, 1.0), (2, 0.3), (3, 0.12))
    notes = [(0.0, 392.0, 0.2), (0.22, 369.99, 0.2), (0.44, 349.23, 0.2), (0.7, 329.63, 0.5)]
    return _sting(rate, notes, 0.35, 1.5, PEAKS["loss"], muted)


def ending(human, winners) -> str:
    """The sound of a game's end: the win or loss sting for the player at the table,
    the fanfare when nobody at this screen played (a bots' game watched)."""
    if human is None or human < 0:
        return "fanfare"
    return "win" if human in tuple(winners) else "loss"


SYNTHS: dict[str, Callable[[int], list[float]]] = {
    "place": tock, "push": push_tock, "deal": flick, "award": whoosh,
    "film": chime, "studio": clack, "fanfare": fanfare, "flip": flip, "dice": dice,
    "gavel": gavel, "projector": projector, "applause": applause, "win": win, "loss": loss,
}


# ---- to the mixer's format -----------------------------------------------------------------
def pcm16(samples: list[float], channels: int = 1) -> array:
    """Signed 16-bit samples, interleaved: every channel carries the same mono signal."""
    if max(map(abs, samples), default=0.0) > 1.0:
        samples = [max(-1.0, min(1.0, x)) for x in samples]      # clip, never wrap round
    mono = array("h", map(int, map(mul, samples, repeat(32767.0))))
    if channels == 1:
        return mono
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out


def encode(samples: list[float], fmt: int, channels: int) -> bytes | None:
    """Raw bytes in the mixer's sample format (pygame's size: -16 signed 16-bit, 16
    unsigned, -8 / 8 likewise); None for a format this module does not write."""
    if fmt in (-16, 16):
        pcm = pcm16(samples, channels)
        if fmt == 16:
            pcm = array("H", [v + 32768 for v in pcm])
        return pcm.tobytes()
    if fmt in (-8, 8):
        pcm = [v >> 8 for v in pcm16(samples, channels)]
        if fmt == 8:
            return array("B", [v + 128 for v in pcm]).tobytes()
        return array("b", pcm).tobytes()
    return None


def synthesis_ms(rate: int = 44100, repeats: int = 3) -> dict[str, float]:
    """CPU time each sound takes to synthesize and encode (stereo), in ms: the best of a
    few runs, since other processes make single timings noisy."""
    times: dict[str, float] = {}
    for _ in range(repeats):
        for name, synth in SYNTHS.items():
            t0 = time.process_time()
            encode(synth(rate), -16, 2)
            ms = (time.process_time() - t0) * 1000
            times[name] = min(times.get(name, ms), ms)
    return times


# ---- playing -----------------------------------------------------------------------------------
class Sounds:
    """The app's sounds. `enabled()` is asked at every play (so the settings toggle applies
    at once); `instant()` says the animations are skipped, when only ALWAYS sounds play.
    Never raises: without a mixer, or if a sound cannot be built, it stays silent."""

    def __init__(self, enabled: Callable[[], bool], instant: Callable[[], bool] | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 volume: Callable[[], float] = lambda: 1.0):
        self.enabled = enabled
        self.volume = volume                    # the effects volume, 0..1, read at each play
        self.instant = instant or (lambda: False)
        self.clock = clock
        self.cache: dict[str, object] = {}      # name → pygame Sound, or None (cannot build)
        self.cache_spec = None                  # the mixer settings the cache was built for
        self.last: dict[str, float] = {}        # name → clock of its last play
        self.played: list[str] = []             # the latest sounds played, oldest first

    def play(self, name: str) -> bool:
        """Play a sound now. True if it was started."""
        try:
            if not self.enabled() or (name not in ALWAYS and self.instant()):
                return False
            now = self.clock()
            last = self.last.get(name)
            if last is not None and now - last < MIN_GAP_S.get(name, DEFAULT_GAP_S):
                return False
            sound = self.get(name)
            if sound is None:
                return False
            sound.set_volume(max(0.0, min(1.0, float(self.volume()))))
            sound.play()
        except Exception:       # sound is a nicety: nothing it does may stop the game
            return False
        self.last[name] = now
        self.played.append(name)
        del self.played[:-50]
        return True

    def warm(self) -> bool:
        """Build one sound not built yet (the table calls this in idle frames, so no
        first play waits for synthesis). Only sounds that could play now are built.
        True if one was built."""
        try:
            if not self.enabled():
                return False
            instant = self.instant()
            for name in SYNTHS:
                if name in ALWAYS or not instant:
                    if self._spec() and name not in self.cache:
                        self.get(name)
                        return True
        except Exception:
            pass
        return False

    def _spec(self):
        """The mixer's (frequency, format, channels), or None; a mixer reopened with other
        settings empties the cache."""
        import pygame
        spec = pygame.mixer.get_init()
        if spec != self.cache_spec:
            self.cache, self.cache_spec = {}, spec
        return spec

    def get(self, name: str):
        """The pygame Sound for a name, built on first use; None when there is no mixer
        or the mixer's sample format is one this module does not write."""
        spec = self._spec()
        if not spec:
            return None
        if name not in self.cache:
            import pygame
            self.cache[name] = None         # a sound that fails to build is not retried
            rate, fmt, channels = spec
            data = encode(SYNTHS[name](rate), fmt, channels)
            if data:
                self.cache[name] = pygame.mixer.Sound(buffer=data)
        return self.cache[name]


if __name__ == "__main__":
    measured = synthesis_ms(repeats=7)
    for sound_name, ms in measured.items():
        print(f"{sound_name:8s} {ms:6.1f} ms")
    print(f"{'total':8s} {sum(measured.values()):6.1f} ms")
