"""The synthesized table sounds: the samples themselves (length, loudness, no clipping, a
silent end, the pitches meant), the bytes handed to the mixer, and when `Sounds` plays
(setting off, no mixer, instant speed, throttle) — then the table playing them in step
with its animations."""
import math
from array import array

import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client import sounds as S
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.hollywood import events as E

FULL = 32767
LENGTHS_S = {"place": 0.09, "push": 0.09, "deal": 0.04, "award": 0.2, "film": 0.6,
             "studio": 0.12, "fanfare": 0.8, "flip": 0.07, "dice": 0.42, "gavel": 0.32,
             "projector": 1.1, "applause": 1.6, "win": 1.1, "loss": 1.5}


def crossings_hz(xs, rate):
    """Upward zero crossings per second: the pitch of a clean tone."""
    return sum(1 for a, b in zip(xs, xs[1:]) if a < 0 <= b) * rate / len(xs)


# ---- the samples --------------------------------------------------------------------------
@pytest.mark.parametrize("rate", [44100, 22050, 48000])
@pytest.mark.parametrize("name", sorted(S.SYNTHS))
def test_each_sound_is_short_modest_and_ends_in_silence(name, rate):
    xs = S.SYNTHS[name](rate)
    assert len(xs) == int(LENGTHS_S[name] * rate)
    peak = max(map(abs, xs))
    assert 0.05 <= peak <= S.PEAK_LIMIT          # audible, never loud
    assert all(math.isfinite(x) for x in xs)
    assert xs[-1] == 0.0                         # stops without a click
    tail = xs[-int(0.002 * rate):]
    assert max(map(abs, tail)) < 0.02 * peak
    assert abs(sum(xs) / len(xs)) < 0.01         # no offset to thump the speaker


def test_the_deal_flick_is_the_softest_and_shortest_sound():
    peaks = {n: max(map(abs, f(44100))) for n, f in S.SYNTHS.items()}
    assert peaks["deal"] == min(peaks.values())
    assert LENGTHS_S["deal"] == min(LENGTHS_S.values())


def test_the_knocks_have_their_pitch_and_a_push_sounds_lower():
    rate = 44100
    body = slice(int(0.02 * rate), int(0.06 * rate))   # after the click, overtone gone
    place = crossings_hz(S.tock(rate)[body], rate)
    push = crossings_hz(S.push_tock(rate)[body], rate)
    assert 600 <= push < place <= 900
    assert place - push > 80


def test_the_film_chime_is_a_major_third():
    rate = 44100
    xs = S.chime(rate)
    first = crossings_hz(xs[:int(0.1 * rate)], rate)
    second = crossings_hz(xs[int(0.2 * rate):int(0.3 * rate)], rate)  # first has faded
    assert second / first == pytest.approx(2 ** (4 / 12), rel=0.03)


def test_the_fanfare_rises():
    rate = 44100
    xs = S.fanfare(rate)
    steps = [crossings_hz(xs[int(t * rate) + 200:int((t + 0.1) * rate)], rate)
             for t in (0.0, 0.1, 0.2, 0.3)]
    assert steps == sorted(steps) and steps[-1] > 1.8 * steps[0]


def test_same_sound_on_every_start():
    assert S.flick(44100) == S.flick(44100)
    assert S.whoosh(22050) == S.whoosh(22050)


# ---- to the mixer's bytes ----------------------------------------------------------------------
def test_pcm16_peak_is_a_third_of_full_scale_and_channels_carry_the_same_signal():
    xs = S.fanfare(44100)
    mono = S.pcm16(xs, 1)
    stereo = S.pcm16(xs, 2)
    assert len(mono) == len(xs) and len(stereo) == 2 * len(xs)
    assert max(map(abs, mono)) <= 0.35 * FULL
    assert list(stereo[0::2]) == list(mono) == list(stereo[1::2])
    assert mono[-1] == 0


def test_pcm16_clips_instead_of_wrapping_round():
    pcm = S.pcm16([0.5, 1.5, -2.0, -0.25])
    assert list(pcm) == [int(0.5 * FULL), FULL, -FULL, int(-0.25 * FULL)]


def test_encode_writes_the_mixer_sample_formats():
    xs = [0.0, 0.25, -0.25]
    q = int(0.25 * FULL)
    assert list(array("h", S.encode(xs, -16, 1))) == [0, q, -q]
    assert list(array("h", S.encode(xs, -16, 2))) == [0, 0, q, q, -q, -q]
    assert list(array("H", S.encode(xs, 16, 1))) == [32768, 32768 + q, 32768 - q]
    assert list(S.encode(xs, 8, 1)) == [128, 128 + (int(0.25 * FULL) >> 8),
                                        128 + (int(-0.25 * FULL) >> 8)]
    assert len(S.encode(xs, -8, 2)) == 6
    assert S.encode(xs, 32, 2) is None           # a format we do not write: silence


# ---- playing ----------------------------------------------------------------------------------
class FakeClock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


@pytest.fixture
def mixer():
    pygame.mixer.init()
    yield pygame.mixer.get_init()
    pygame.mixer.quit()


def test_the_dummy_audio_driver_opens_a_mixer(mixer):
    assert mixer is not None and mixer[0] > 0


def test_sounds_build_for_the_mixer_format_once(mixer):
    sounds = S.Sounds(lambda: True)
    rate, _fmt, channels = mixer
    place = sounds.get("place")
    assert place is sounds.get("place")                      # cached
    assert len(place.get_raw()) == int(0.09 * rate) * 2 * channels
    assert place.get_length() == pytest.approx(0.09, abs=0.002)


def test_a_mixer_reopened_differently_gets_sounds_in_its_format():
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    try:
        sounds = S.Sounds(lambda: True)
        assert len(sounds.get("deal").get_raw()) == int(0.04 * 22050) * 2
        pygame.mixer.quit()
        pygame.mixer.init(frequency=44100, size=-16, channels=2)
        assert len(sounds.get("deal").get_raw()) == int(0.04 * 44100) * 4
    finally:
        pygame.mixer.quit()


def test_play_starts_a_sound_and_remembers_it(mixer):
    sounds = S.Sounds(lambda: True, clock=FakeClock())
    assert sounds.play("place") is True
    assert sounds.played == ["place"]


def test_play_is_silent_when_the_setting_is_off_and_reads_it_every_time(mixer):
    settings = {"sound": False}
    sounds = S.Sounds(lambda: settings["sound"], clock=FakeClock())
    assert sounds.play("place") is False
    assert sounds.cache == {}                   # nothing even synthesized
    settings["sound"] = True
    assert sounds.play("place") is True         # toggled on: heard at once


def test_play_is_silent_and_harmless_without_a_mixer():
    pygame.mixer.quit()
    sounds = S.Sounds(lambda: True)
    assert sounds.play("fanfare") is False
    assert sounds.warm() is False
    assert sounds.played == []


def test_play_never_raises(mixer, monkeypatch):
    calls = []

    def broken(rate):
        calls.append(rate)
        raise ValueError("no")

    monkeypatch.setitem(S.SYNTHS, "film", broken)
    sounds = S.Sounds(lambda: True, clock=FakeClock())
    assert sounds.play("film") is False
    sounds.clock.t += 1
    assert sounds.play("film") is False
    assert len(calls) == 1                      # a broken sound is not rebuilt every time
    assert sounds.play("no such sound") is False
    assert S.Sounds(lambda: 1 / 0).play("place") is False


def test_at_instant_speed_only_the_game_end_sounds_play(mixer):
    sounds = S.Sounds(lambda: True, lambda: True, clock=FakeClock())
    assert [n for n in S.SYNTHS if sounds.play(n)] == ["fanfare", "win", "loss"]


def test_a_deal_ripples_instead_of_machine_gunning(mixer):
    clock = FakeClock()
    sounds = S.Sounds(lambda: True, clock=clock)
    gap = S.MIN_GAP_S["deal"]
    assert gap >= 0.04
    heard = []
    for i in range(14):                         # 14 cards, one every 20 ms
        clock.t = 100.0 + i * 0.02
        heard.append(sounds.play("deal"))
    assert heard.count(True) == 5               # at 0, 60, 120, 180 and 240 ms
    times = [100.0 + i * 0.02 for i, h in enumerate(heard) if h]
    assert all(b - a >= gap for a, b in zip(times, times[1:]))
    assert sounds.play("place") is True         # other sounds have their own gap


def test_warm_builds_one_sound_per_call_and_only_what_can_play(mixer):
    instant = [True]
    sounds = S.Sounds(lambda: True, lambda: instant[0])
    while sounds.warm():
        pass
    assert set(sounds.cache) == set(S.ALWAYS)   # nothing else can play at instant speed
    instant[0] = False
    while sounds.warm():
        pass
    assert set(sounds.cache) == set(S.SYNTHS)
    off = S.Sounds(lambda: False)
    assert off.warm() is False and off.cache == {}


def test_synthesis_ms_measures_every_sound():
    times = S.synthesis_ms(8000, repeats=1)
    assert set(times) == set(S.SYNTHS) and all(t >= 0 for t in times.values())


# ---- the app and the table --------------------------------------------------------------------
SEATS = [("Ann", "human"), ("Rita", "bot", "easy"), ("Sam", "bot", "easy")]


def table(app, speed, seed=5, seats=SEATS):
    app.settings["animation_speed"] = speed
    session = GameSession.new("hollywood", len(seats), {}, seats, seed=seed)
    scene = open_table(app, session)
    app.sounds.clock = lambda: scene.clock    # the throttle runs on the frames' clock
    return session, scene


@pytest.mark.gui
def test_the_title_frame_waits_for_no_synthesis(title):
    assert title.app.sounds.cache == {}


@pytest.mark.gui
def test_each_dealt_card_flicks_as_it_flies_not_when_queued(app):
    session, scene = table(app, "normal")
    dealt = []
    queue = scene.play

    def spy(events, *a, **kw):
        dealt.extend(e for e in events if isinstance(e, E.CardDealt))
        queue(events, *a, **kw)

    scene.play = spy
    assert until(app, lambda: scene.queue.busy)
    assert len(dealt) == 14 and app.sounds.played.count("deal") <= 1
    assert until(app, scene.human_can_act)
    # 60 ms apart at normal speed (frames make that 50 or 67 ms): every card is heard
    assert app.sounds.played.count("deal") == len(dealt)


@pytest.mark.gui
def test_a_placed_token_knocks_when_it_lands(app):
    session, scene = table(app, "normal")
    assert until(app, scene.human_can_act)
    before = len(app.sounds.played)
    col = scene.legal_columns()[0]
    key(app, pygame.K_1 + col, 1)
    assert scene.queue.busy and len(app.sounds.played) == before   # still falling
    assert until(app, lambda: len(app.sounds.played) > before, 30)
    assert app.sounds.played[before] in ("place", "push")


@pytest.mark.gui
def test_instant_speed_and_effects_at_zero_are_silent(app):
    session, scene = table(app, "instant")
    assert until(app, scene.human_can_act)
    frames(app, 3)
    assert app.sounds.played == []
    app.settings["animation_speed"] = "normal"
    app.settings["effects_volume"] = 0
    session, scene = table(app, "normal", seed=8)
    assert until(app, scene.human_can_act)
    assert app.sounds.played == []


@pytest.mark.gui
def test_a_bot_game_at_instant_speed_ends_with_the_fanfare_alone(app):
    seats = [("Rita", "bot", "easy"), ("Sam", "bot", "easy"), ("Orson", "bot", "easy")]
    session, scene = table(app, "instant", seed=41, seats=seats)
    assert until(app, session.state.is_terminal, 3000)
    frames(app, 2)
    assert app.sounds.played == ["fanfare"]


# ---- the effects of issue 29 ----------------------------------------------------------------
def test_the_game_end_sting_is_yours_or_the_fanfare_for_a_watched_game():
    assert S.ending(0, (0, 2)) == "win"
    assert S.ending(1, (0, 2)) == "loss"
    assert S.ending(None, (0,)) == "fanfare"


def test_the_win_sting_rises_and_the_loss_sting_falls():
    rate = 44100
    win, loss = S.win(rate), S.loss(rate)
    assert crossings_hz(win[int(0.02 * rate):int(0.08 * rate)], rate) < \
        crossings_hz(win[int(0.2 * rate):int(0.28 * rate)], rate)
    assert crossings_hz(loss[int(0.02 * rate):int(0.2 * rate)], rate) > \
        crossings_hz(loss[int(0.8 * rate):int(1.2 * rate)], rate)


def test_effects_play_at_the_effects_volume(mixer):
    level = [0.5]
    sounds = S.Sounds(lambda: True, clock=FakeClock(), volume=lambda: level[0])
    assert sounds.play("gavel") is True
    assert abs(sounds.get("gavel").get_volume() - 0.5) < 0.01
    level[0] = 1.0
    sounds.clock.t += 1
    assert sounds.play("gavel") is True
    assert sounds.get("gavel").get_volume() > 0.99
