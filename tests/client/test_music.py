"""The score: which theme plays where, fades and ducking (through a fake mixer), volumes,
silence without a mixer or a file; and the shipped OGG files themselves (they load under
the dummy audio driver and loop without a jump at the joint)."""
from __future__ import annotations

import logging
from array import array
from types import SimpleNamespace

import pygame
import pytest

from cinetable.client import music as M
from cinetable.engine.registry import GAME_IDS

THEMES = (M.TITLE, *GAME_IDS)


class FakeMusic:
    def __init__(self, missing=()):
        self.missing = set(missing)
        self.loaded = None
        self.playing = False
        self.loops = None
        self.volume = 1.0
        self.log: list[str] = []

    def load(self, path):
        if any(path.endswith(f"{m}.ogg") for m in self.missing):
            raise pygame.error("No such file")
        self.loaded = path
        self.log.append(f"load {path.rsplit('/', 1)[-1]}")

    def play(self, loops=0):
        self.playing, self.loops = True, loops

    def stop(self):
        self.playing = False
        self.log.append("stop")

    def set_volume(self, v):
        self.volume = v


class FakeMixer:
    def __init__(self, on=True, missing=()):
        self.on = on
        self.music = FakeMusic(missing)

    def get_init(self):
        return (44100, -16, 2) if self.on else None


def scene(name, game=None):
    return SimpleNamespace(name=name, session=SimpleNamespace(game_id=game) if game else None)


def run(music, scenes, seconds, dt=0.05):
    for _ in range(round(seconds / dt)):
        music.follow(scenes, dt)


# ---- which theme --------------------------------------------------------------------------------
def test_the_title_and_its_menus_play_the_title_theme():
    assert M.choice([scene("title")]) == ("title", False)
    assert M.choice([scene("title"), scene("settings")]) == ("title", False)
    assert M.choice([]) == (None, False)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_table_plays_its_game_theme_and_pause_ducks_it(game):
    table = scene("table", game)
    assert M.choice([scene("title"), table]) == (game, False)
    pause = SimpleNamespace(name="pause", session=table.session)
    assert M.choice([scene("title"), table, pause]) == (game, True)
    assert M.choice([table, pause, scene("settings")]) == (game, True)


# ---- fades, volume, ducking -------------------------------------------------------------------
def test_the_theme_loops_and_fades_in_to_the_music_volume():
    mixer = FakeMixer()
    music = M.Music(lambda: 0.4, mixer)
    run(music, [scene("title")], 0.1)
    assert mixer.music.playing and mixer.music.loops == -1
    assert mixer.music.loaded.endswith("title.ogg")
    assert 0 < mixer.music.volume < 0.4                 # still fading in
    run(music, [scene("title")], M.FADE_IN_S)
    assert mixer.music.volume == pytest.approx(0.4)


def test_a_new_scene_fades_the_old_theme_out_before_the_new_one_starts():
    mixer = FakeMixer()
    music = M.Music(lambda: 1.0, mixer)
    run(music, [scene("title")], 3)
    stack = [scene("title"), scene("table", "poker")]
    run(music, stack, M.FADE_OUT_S / 2)
    assert mixer.music.loaded.endswith("title.ogg") and 0 < mixer.music.volume < 1
    run(music, stack, M.FADE_OUT_S)
    assert mixer.music.log[-2:] == ["stop", "load poker.ogg"]
    run(music, stack, 3)
    assert mixer.music.volume == pytest.approx(1.0)


def test_the_pause_menu_ducks_the_music_and_it_comes_back_after():
    mixer = FakeMixer()
    music = M.Music(lambda: 0.8, mixer)
    table = scene("table", "cannes")
    run(music, [table], 3)
    assert mixer.music.volume == pytest.approx(0.8)
    run(music, [table, SimpleNamespace(name="pause", session=table.session)], 1)
    assert mixer.music.volume == pytest.approx(0.8 * M.DUCK)
    assert mixer.music.loaded.endswith("cannes.ogg")     # the same theme, only softer
    run(music, [table], 1)
    assert mixer.music.volume == pytest.approx(0.8)


def test_the_volume_setting_applies_at_once_and_0_stops_the_music():
    mixer = FakeMixer()
    level = [0.4]
    music = M.Music(lambda: level[0], mixer)
    run(music, [scene("title")], 3)
    level[0] = 0.9
    run(music, [scene("title")], 0.05)
    assert mixer.music.volume == pytest.approx(0.9)
    level[0] = 0.0
    run(music, [scene("title")], 0.05)
    assert mixer.music.volume == 0
    run(music, [scene("title")], 2)
    assert not mixer.music.playing and music.current is None


def test_without_a_mixer_nothing_is_asked_of_it():
    mixer = FakeMixer(on=False)
    music = M.Music(lambda: 0.4, mixer)
    run(music, [scene("title")], 1)
    assert mixer.music.log == [] and music.current is None


def test_a_missing_theme_is_silent_logged_once_and_the_others_still_play(caplog):
    mixer = FakeMixer(missing={"poker"})
    music = M.Music(lambda: 0.5, mixer)
    with caplog.at_level(logging.WARNING, "cinetable.client.music"):
        run(music, [scene("table", "poker")], 2)
    assert music.current is None and not mixer.music.playing
    assert caplog.text.count("'poker'") == 1
    run(music, [scene("title")], 2)
    assert music.current == "title" and mixer.music.playing


def test_a_mixer_that_fails_mid_frame_never_stops_the_frame():
    mixer = FakeMixer()
    music = M.Music(lambda: 0.5, mixer)
    run(music, [scene("title")], 1)

    def broken(v):
        raise pygame.error("device lost")
    mixer.music.set_volume = broken
    run(music, [scene("title")], 1)           # no exception
    assert "title" in music.broken


# ---- the shipped files ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def real_mixer():
    pygame.mixer.init(frequency=44100, size=-16, channels=2)
    yield pygame.mixer.get_init()
    pygame.mixer.quit()


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_is_shipped_and_loads_as_music(real_mixer, theme):
    path = M.theme_path(theme)
    assert path.is_file() and path.stat().st_size < 1_200_000
    pygame.mixer.music.load(str(path))
    pygame.mixer.music.unload()


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_is_45_to_90_s_and_loops_without_a_jump(real_mixer, theme):
    sound = pygame.mixer.Sound(str(M.theme_path(theme)))
    assert 45 <= sound.get_length() <= 90
    rate, _fmt, channels = real_mixer
    pcm = array("h", sound.get_raw())
    left = pcm[0::channels]
    # the joint: last sample → first sample, no bigger than the music's ordinary steps
    steps = sorted(abs(b - a) for a, b in zip(left[::7], left[1::7]))
    ordinary = steps[int(0.99 * len(steps))]
    assert abs(left[0] - left[-1]) <= ordinary
    # and no gap: the music still sounds on both sides of the joint (cut from the middle
    # of three passes, not faded out and in again)
    def rms(xs):
        return (sum(x * x for x in xs) / len(xs)) ** 0.5
    whole = rms(left[::97])
    assert rms(left[-rate // 20:]) > 0.15 * whole and rms(left[:rate // 20]) > 0.15 * whole


def test_the_music_folder_stays_small():
    folder = M.theme_path("title").parent
    assert sum(p.stat().st_size for p in folder.iterdir()) <= 6 * 1024 * 1024


# ---- in the app ---------------------------------------------------------------------------------
@pytest.mark.gui
def test_the_title_plays_its_theme_after_the_first_frame(app, title):
    from shell_helpers import frames
    if not app.audio:
        pytest.skip("no mixer")
    frames(app, 2)
    assert app.music.current == "title"
    assert pygame.mixer.music.get_busy()


@pytest.mark.gui
def test_the_app_runs_silent_when_the_theme_file_is_missing(app, monkeypatch, tmp_path):
    from shell_helpers import frames

    from cinetable.client.scenes.title import TitleScene
    monkeypatch.setattr(app.music, "path", lambda theme: tmp_path / "nope.ogg")
    app.scenes.push(TitleScene(app))
    frames(app, 5)
    assert app.music.current is None and "title" in app.music.broken


# ---- the Settings scene -------------------------------------------------------------------------
def _settings_scene(app, title):
    from shell_helpers import click
    click(app, title.buttons["settings"])
    return app.scenes.top


def _move(app, slider, value):
    """What pygame-gui does when the slider is dragged: set it and post the event."""
    import pygame_gui
    slider.set_current_value(value)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                                         {"ui_element": slider, "value": value}))


@pytest.mark.gui
def test_the_volume_sliders_show_the_settings_and_save_what_they_are_moved_to(app, title):
    import tomli
    from shell_helpers import frames
    app.settings["music_volume"], app.settings["effects_volume"] = 40, 100
    scene = _settings_scene(app, title)
    music, effects = scene.volumes["music_volume"][0], scene.volumes["effects_volume"][0]
    assert (music.get_current_value(), effects.get_current_value()) == (40, 100)
    _move(app, music, 75)
    _move(app, effects, 0)
    frames(app, 2)
    assert app.settings["music_volume"] == 75 and app.settings["effects_volume"] == 0
    frames(app, 40)                                  # written once the drag has settled
    with open(app.settings_file, "rb") as f:
        data = tomli.load(f)
    assert data["music_volume"] == 75 and data["effects_volume"] == 0
    assert app.sounds.play("gavel") is False         # 0 mutes the effects


@pytest.mark.gui
def test_the_music_volume_reaches_the_mixer(app, title):
    from shell_helpers import frames
    if not app.audio:
        pytest.skip("no mixer")
    app.settings["music_volume"] = 60
    frames(app, 150)                                 # past the fade-in
    assert pygame.mixer.music.get_volume() == pytest.approx(0.6, abs=0.02)
    app.settings["music_volume"] = 20
    frames(app, 2)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.2, abs=0.02)
