"""The app: window, frame loop, shared services (settings, fonts, translations, UI manager).

The game is laid out in a fixed logical resolution (1280×800); pygame's SCALED mode
scales it to the window (letterboxed) and maps mouse positions back, so the window can be
resized and go fullscreen (F11) without any scene knowing.
"""
from __future__ import annotations

import os
import time

import pygame
import pygame_gui

from cinetable.client.scene import LOGICAL_SIZE, Scene, SceneStack

FPS = 60


class App:
    def __init__(self, *, windowed: bool = False, smoke: bool = False):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        self.smoke = smoke
        self.started = time.perf_counter()
        pygame.init()
        self.audio = _init_audio()
        from cinetable.client import services
        self.settings = services.load_settings()
        self.t = services.translator(self.settings)
        flags = pygame.SCALED | pygame.RESIZABLE
        self.screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
        pygame.display.set_caption("cinetable")
        if self.settings.get("fullscreen") and not windowed and not smoke:
            self.toggle_fullscreen()
        self.ui = services.make_ui_manager(LOGICAL_SIZE)
        self.fonts = services.Fonts()
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack()
        self.running = True
        self.first_frame_s: float | None = None
        self.frame_ms: list[float] = []      # recent frame work times, for the bench

    # -- services ----------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass  # not supported by this video driver

    def quit(self) -> None:
        self.running = False

    # -- loop ---------------------------------------------------------------------------
    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Used by the loop and by GUI tests."""
        t0 = time.perf_counter()
        for event in pygame.event.get():
            self.dispatch(event)
        self.ui.update(dt)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
        self.draw()
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 4000:
            del self.frame_ms[:2000]

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        used = self.ui.process_events(event)
        top = self.scenes.top
        if top is not None and (not used or event.type >= pygame.USEREVENT):
            top.handle(event)

    def draw(self) -> None:
        self.screen.fill((18, 16, 22))
        for scene in self.scenes.visible():
            scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        pygame.display.flip()
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started

    def run(self, first: Scene) -> None:
        self.scenes.push(first)
        while self.running and len(self.scenes):
            dt = self.clock.tick(FPS) / 1000.0      # caps the loop at 60 frames per second
            self.step(dt)


def _init_audio() -> bool:
    """Sound is optional: a machine with no audio device plays silently."""
    try:
        pygame.mixer.init()
        return True
    except pygame.error:
        return False


def run(smoke: bool = False, windowed: bool = False) -> int:
    app = App(windowed=windowed, smoke=smoke)
    if smoke:
        from cinetable.client.smoke import run_smoke
        return run_smoke(app)
    from cinetable.client.scenes.title import TitleScene
    app.run(TitleScene(app))
    pygame.quit()
    return 0
