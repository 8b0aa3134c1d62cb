"""The frame loop: capped at 60 fps, slowing down when nothing moves and nobody acts."""
import pygame

from cinetable.client.app import FPS, IDLE_FPS
from cinetable.client.scene import Scene


class FakeClock:
    def __init__(self):
        self.asked = []

    def tick(self, fps=0):
        self.asked.append(fps)
        return int(1000 / fps)


class Counting(Scene):
    def __init__(self, app, frames, moving=False):
        super().__init__(app)
        self.left, self.moving = frames, moving

    def busy(self):
        return self.moving

    def update(self, dt):
        self.left -= 1
        if self.left <= 0:
            self.app.quit()


def test_loop_is_capped_and_idles_without_input(app):
    app.clock = FakeClock()
    app.run(Counting(app, 120))
    assert app.clock.asked[0] == FPS
    assert all(f in (FPS, IDLE_FPS) for f in app.clock.asked)
    assert app.clock.asked[-1] == IDLE_FPS          # a second of stillness: idle rate


def test_busy_scene_keeps_full_rate(app):
    app.clock = FakeClock()
    app.run(Counting(app, 120, moving=True))
    assert set(app.clock.asked) == {FPS}


def test_input_wakes_the_loop(app):
    app.clock = FakeClock()
    scene = Counting(app, 200)

    def update(dt, _orig=scene.update):
        _orig(dt)
        if scene.left == 20:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
    scene.update = update
    app.run(scene)
    assert IDLE_FPS in app.clock.asked[:-20]
    assert app.clock.asked[-19] == FPS              # the frame after the input is full rate


# ---- no error in a scene ends the app ------------------------------------------------------
class Failing(Scene):
    """Raises from one of its methods; `where` names it."""
    name = "failing"

    def __init__(self, app, where):
        super().__init__(app)
        self.where = where

    def _maybe(self, where):
        if self.where == where:
            raise RuntimeError(f"broken {where}")

    def build(self):
        self._maybe("build")

    def handle(self, event):
        self._maybe("handle")
        if self.where == "exit":                  # leave, as a Back button would
            self.app.scenes.pop()
        return False

    def update(self, dt):
        self._maybe("update")

    def draw(self, surface):
        self._maybe("draw")

    def exit(self):
        super().exit()
        self._maybe("exit")


def _back_on_the_title_with_a_message(app, error_text, running=True):
    assert [s.name for s in app.scenes] == ["title", "dialog"]
    dialog = app.scenes.top
    log = app.saves_dir / "cinetable.log"
    assert str(log) in dialog.text                 # the message says where the details are
    assert "Traceback" in log.read_text("utf-8") and error_text in log.read_text("utf-8")
    assert app.running is running
    assert app.recovered and error_text in app.recovered[-1]
    app.recovered.clear()                          # expected here


def test_an_error_in_any_scene_method_goes_back_to_the_title(app):
    from cinetable.client.scenes.title import TitleScene
    for where in ("handle", "update", "draw", "exit"):
        app.scenes.clear_to(TitleScene(app))
        app.scenes.push(Failing(app, where))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        app.step(1 / 60)
        _back_on_the_title_with_a_message(app, f"broken {where}")
        app.step(1 / 60)                           # and the next frames are fine
        assert not app.recovered


def test_an_error_while_building_a_scene_pushed_by_a_click_is_recovered(app):
    from cinetable.client.scenes.title import TitleScene
    title = TitleScene(app)
    app.scenes.push(title)
    app.step(1 / 60)
    title.handle = lambda event: app.scenes.push(Failing(app, "build")) or True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a",
                                         scancode=0))
    app.step(1 / 60)
    _back_on_the_title_with_a_message(app, "broken build")


def test_the_run_loop_survives_a_scene_error(app):
    class Breaks(Failing):
        def update(self, dt):
            pygame.event.post(pygame.event.Event(pygame.QUIT))   # ends the loop next frame
            raise ValueError("bad state")
    app.clock = FakeClock()
    app.run(Breaks(app, None))
    # the loop went on after the error: it ended on the QUIT posted just before it
    _back_on_the_title_with_a_message(app, "bad state", running=False)


def test_an_error_on_the_table_keeps_the_game_autosaved_and_continue_resumes_it(app):
    from shell_helpers import until

    from cinetable.client.scenes.launch import start_new
    from cinetable.client.scenes.title import TitleScene
    from cinetable.persistence.records import Seat
    app.scenes.push(TitleScene(app))
    app.settings["animation_speed"] = "instant"
    seats = [Seat("Ann", "human", None), Seat("Sam", "bot", "easy"), Seat("Ava", "bot", "easy")]
    assert start_new(app, "hollywood", 3, {}, seats, 77)
    table = app.scenes.top
    session = table.session
    assert until(app, table.human_can_act)
    actions = list(session.record.actions)

    def boom(surface):
        raise KeyError("a card the painter does not know")
    table.draw = boom
    app.step(1 / 60)
    _back_on_the_title_with_a_message(app, "a card the painter does not know")
    title = app.scenes[0] if hasattr(app.scenes, "__getitem__") else list(app.scenes)[0]
    app.scenes.pop()                               # OK on the message
    assert until(app, lambda: title.latest is not None, 20)
    assert title.latest.record.id == session.record.id
    assert title.latest.record.actions == actions


def test_when_even_the_title_fails_the_error_is_raised_not_looped(app, monkeypatch):
    import pytest

    from cinetable.client.scenes.title import TitleScene
    monkeypatch.setattr(TitleScene, "draw", lambda self, surface: 1 / 0)
    app.scenes.push(TitleScene(app))
    with pytest.raises(ZeroDivisionError):
        for _ in range(10):
            app.step(1 / 60)
    app.recovered.clear()
    monkeypatch.undo()


# ---- start-up: a settings file that was reset, stale temp files ---------------------------
class QuitAfter(FakeClock):
    """Closes the window after `n` frames, whatever scene is on top."""

    def __init__(self, n):
        super().__init__()
        self.n = n

    def tick(self, fps=0):
        if len(self.asked) == self.n:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return super().tick(fps)


def _fresh_app():
    from cinetable.client.app import App
    return App(smoke=True)


def test_a_bad_settings_file_is_reported_once_naming_the_file(app, tmp_path):
    settings = app.settings_file
    settings.write_text('language = "fr"\nanimation_speed = "warp"\nwindow_width = 3\n',
                        encoding="utf-8")
    pygame.quit()
    fresh = _fresh_app()
    assert fresh.settings["language"] == "fr"         # the good values stay
    assert fresh.settings["animation_speed"] == "normal"
    fresh.clock = QuitAfter(5)
    fresh.run(Scene(fresh))
    dialog = fresh.scenes.top
    assert dialog.name == "dialog" and str(settings) in dialog.text
    # the values reset are named by the labels the settings scene shows (in French here)
    assert "Vitesse des animations" in dialog.text and "Taille de la fenêtre" in dialog.text
    while len(fresh.scenes):
        fresh.scenes.pop()
    pygame.quit()
    again = _fresh_app()                               # said once: the file was rewritten
    assert again.notices == []
    assert again.settings["language"] == "fr"
    while len(again.scenes):
        again.scenes.pop()


def test_a_damaged_settings_file_says_every_setting_is_back_to_default(app):
    app.settings_file.write_bytes(b"\x00\xff not toml")
    pygame.quit()
    fresh = _fresh_app()
    (title, text), = fresh.notices
    assert str(app.settings_file) in text and "every setting" in text


def test_a_byte_order_mark_in_settings_keeps_every_setting(app):
    app.settings_file.write_bytes(b"\xef\xbb\xbf" + b'music_volume = 15\nplayer_name = "Zo\xc3\xa9"\n')
    pygame.quit()
    fresh = _fresh_app()
    assert fresh.notices == []
    assert fresh.settings["music_volume"] == 15 and fresh.settings["player_name"] == "Zoé"


def test_stale_temp_files_are_removed_at_start(app):
    import os
    import time

    from cinetable.persistence.history import history_path
    stale = [app.saves_dir / ".autosave-0123.json.x8y9z0.tmp",
             app.settings_file.parent / ".settings.toml.k2j3h4.tmp",
             history_path().parent / f".{history_path().name}.q9w8e7.tmp"]
    then = time.time() - 3600
    for path in stale:
        path.write_bytes(b'{"half": ')
        os.utime(path, (then, then))
    pygame.quit()
    _fresh_app()
    assert not any(path.exists() for path in stale)


def test_an_error_with_no_game_open_does_not_promise_an_autosave(app):
    from cinetable.client.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    app.scenes.push(Failing(app, "update"))
    app.step(1 / 60)
    assert "autosaved" not in app.scenes.top.text
    _back_on_the_title_with_a_message(app, "broken update")
