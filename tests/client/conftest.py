"""GUI test fixtures: a headless App (dummy video and audio drivers) whose saves and
settings live in the test's tmp_path, and helpers to click and press keys."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """App(smoke=True) with CINETABLE_SAVES / CINETABLE_SETTINGS in tmp_path; the stack
    starts empty (push the scene under test)."""
    import pygame

    saves = tmp_path / "saves"
    saves.mkdir()
    monkeypatch.setenv("CINETABLE_SAVES", str(saves))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    from cinetable.client.app import App
    application = App(smoke=True)
    application.saves_dir = saves
    application.settings_file = tmp_path / "settings.toml"
    yield application
    while len(application.scenes):
        application.scenes.pop()
    pygame.quit()


@pytest.fixture
def title(app):
    """The app showing its title scene, first frame drawn."""
    from cinetable.client.scenes.title import TitleScene
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    return scene


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def click(app, widget, n_frames: int = 2) -> None:
    """Press a pygame-gui widget with the mouse as a player would (down, up, frames)."""
    import pygame
    pos = widget.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, n_frames)


def click_at(app, pos, n_frames: int = 2) -> None:
    import pygame
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, n_frames)


def key(app, k, n_frames: int = 2, unicode: str = "") -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    frames(app, n_frames)


def wheel(app, y: int, pos, n_frames: int = 2) -> None:
    import pygame
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))
    frames(app, n_frames)
