"""The window draws through SDL's software renderer on ordinary desktops (no Mesa GL:
~90 MB less in a real window), and resizing and F11 still work with it."""
import os

import pygame
import pytest

from cinetable.client.window_render import SOFTWARE_HINTS, renderer_hints

pytestmark = pytest.mark.gui


def test_software_rendering_on_ordinary_desktops_only():
    assert renderer_hints([(1280, 800)]) == SOFTWARE_HINTS
    assert renderer_hints([(1920, 1200), (1280, 1024)]) == SOFTWARE_HINTS
    assert renderer_hints([]) == SOFTWARE_HINTS           # unknown: the small case
    assert renderer_hints([(3840, 2160)]) == {}           # 4K: SDL's default (a GPU)


def test_the_app_asks_for_the_software_renderer_and_keeps_a_users_choice(tmp_path, monkeypatch):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.setenv("SDL_RENDER_DRIVER", "opengl")      # the user's own choice
    from cinetable.client.app import App
    App(smoke=True)
    try:
        assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
        assert os.environ["SDL_RENDER_DRIVER"] == "opengl"
    finally:
        pygame.quit()


def test_resize_and_f11_still_work(app):
    # the dummy driver neither resizes nor goes fullscreen (checked in Xvfb: see
    # window_render.py); here: no error, the layout and the setting stay consistent
    app.settings.update(window_width=1440, window_height=900)
    app.apply_window_size()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1440, 900), w=1440, h=900))
    app.step(1 / 60)
    assert app.screen.get_size() == (1280, 800)            # the layout is unchanged
    app.smoke = False                                      # F11 is remembered then
    before = bool(pygame.display.is_fullscreen())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert bool(app.settings.get("fullscreen")) == bool(pygame.display.is_fullscreen())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert bool(pygame.display.is_fullscreen()) == before
    app.step(1 / 60)                                       # a frame still draws
    assert app.screen.get_size() == (1280, 800)
