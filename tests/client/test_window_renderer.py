"""The window draws through SDL's software renderer on ordinary desktops (no Mesa GL:
~90 MB less in a real window), and resizing and F11 still work with it."""
import os

import pygame
import pytest

from cinetable.client.window_render import SOFTWARE_HINTS, renderer_hints

pytestmark = pytest.mark.gui


def test_software_framebuffer_on_every_desktop():
    """Nothing is scaled any more: even a 4K desktop copies its frame in software."""
    assert renderer_hints([(1280, 800)]) == SOFTWARE_HINTS
    assert renderer_hints([(1920, 1200), (1280, 1024)]) == SOFTWARE_HINTS
    assert renderer_hints([]) == SOFTWARE_HINTS
    assert renderer_hints([(3840, 2160)]) == SOFTWARE_HINTS


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
    """A resize event lays the app out at the window's new size at the next frame; F11
    and the fullscreen setting stay consistent (the dummy driver has no fullscreen)."""
    app.push("title")
    app.step(1 / 60)
    app.screen = pygame.display.set_mode((1440, 900), pygame.RESIZABLE)   # as SDL does
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1440, 900), w=1440, h=900))
    for _ in range(12):                                    # the size settles, then a layout
        app.step(1 / 60)
    assert app.screen.get_size() == (1440, 900)
    assert app.ui.get_root_container().get_rect().size == (1440, 900)
    app.smoke = False                                      # F11 is remembered then
    before = bool(pygame.display.is_fullscreen())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert bool(app.settings.get("fullscreen")) == bool(pygame.display.is_fullscreen())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    assert bool(pygame.display.is_fullscreen()) == before
    app.step(1 / 60)                                       # a frame still draws
    assert app.screen.get_size() == pygame.display.get_surface().get_size()
