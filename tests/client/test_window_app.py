"""The app's window: resize events laid out once a frame with the stack kept, the UI
scale, the window's size and place kept in the settings, a saved place off every screen
not used, and the smallest size the window allows."""
import pygame

from cinetable.client import viewport
from cinetable.client.app import position_on_screen


def test_many_resize_events_lay_out_once_and_keep_the_stack(app):
    app.push("title")
    app.push("settings")
    below, top = list(app.scenes)
    calls = []
    for scene in (below, top):
        scene.relayout = (lambda s=scene, f=scene.relayout: (calls.append(s.name), f()))
    app.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    for w in (1500, 1550, 1600):                       # a drag of the window's edge
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(w, 900), w=w, h=900))
        app.step(1 / 60)
    assert calls == []                                 # not while the size still changes
    before = viewport.size()
    app.step(1 / 60)                                   # that moment's frame: the layout
    assert viewport.size() == before                   # as it was, fitted to the window
    for _ in range(8):
        app.step(1 / 60)
    assert calls == ["title", "settings"]              # then once each, bottom first
    assert list(app.scenes) == [below, top]
    assert viewport.size() == (1600, 900)
    assert not below.root.visible and top.root.visible  # only the top one takes clicks


def test_a_new_ui_scale_makes_fonts_at_the_new_size(app):
    app.push("title")
    app.resize_window((1920, 1080))
    small = app.fonts.get("body", 20).get_height()
    manager = app.ui
    app.set_ui_scale(200)
    assert viewport.scale_percent() == 200 and app.ui is not manager   # a scaled theme
    assert app.fonts.get("body", 20).get_height() > small * 1.1
    app.set_ui_scale(0)                                # Auto: the display's (100 here)
    assert viewport.scale_percent() == app.dpi_scale


def test_the_windows_size_and_place_are_kept(app):
    app.smoke = False
    app.resize_window((1024, 700))
    app.remember_window()
    from cinetable.persistence.settings import load_settings
    saved = load_settings()
    assert (saved["window_width"], saved["window_height"]) == (1024, 700)
    assert len(saved["window_position"]) == 2


def test_the_window_does_not_shrink_below_the_smallest_layout(app):
    window = app._window()
    if window is not None:                             # the dummy driver has one
        assert tuple(window.minimum_size) == viewport.MIN_WINDOW
    app.settings.update(window_width=700, window_height=500)
    assert app._saved_size() == viewport.MIN_WINDOW


def test_a_place_on_an_unplugged_screen_is_not_used():
    one = [(1920, 1080)]
    assert position_on_screen([100, 80], (1280, 800), one)
    assert not position_on_screen([2500, 80], (1280, 800), one)     # the second screen: gone
    assert position_on_screen([2500, 80], (1280, 800), one + [(1920, 1080)])
    assert not position_on_screen([100, -400], (1280, 800), one)
    assert not position_on_screen([], (1280, 800), one)
    assert not position_on_screen([100, 80], (1280, 800), [])


def test_a_window_size_from_the_command_line_is_used_and_not_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    from cinetable.client.app import App
    app = App(size=(1366, 768))
    try:
        assert app.screen.get_size() == (1366, 768) and viewport.size() == (1366, 768)
        app.remember_window()
        assert not (tmp_path / "settings.toml").exists()     # this run's size only
    finally:
        pygame.quit()


def test_a_bad_window_size_on_the_command_line_is_refused(capsys):
    import pytest

    from cinetable.cli import main
    with pytest.raises(SystemExit) as stop:
        main(["--window-size", "640x480"])
    assert stop.value.code == 2
    assert "960x600" in capsys.readouterr().err
