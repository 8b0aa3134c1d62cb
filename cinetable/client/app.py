"""The app: window, frame loop, shared services (settings, fonts, translations, UI manager).

The window has its own size in pixels and every scene lays itself out for it
(viewport.py): on a resize, a move to fullscreen or a new UI scale the app sets the
viewport and rebuilds every scene on the stack, which keep their state (a table keeps its
game, its log and its animations' queue).
"""
from __future__ import annotations

import time

_LAUNCH = [time.perf_counter()]     # before pygame's import; taken by the first App

import logging  # noqa: E402
import os  # noqa: E402
import warnings  # noqa: E402

import pygame

from cinetable.client import viewport
from cinetable.client.routes import GoesByName
from cinetable.client.scene import Scene, SceneStack

FPS = 60
IDLE_FPS = 10          # frames per second once the screen has been still for a while
IDLE_AFTER_S = 1.0
RESIZE_SETTLE_S = 0.12  # a window whose size stopped changing this long is laid out again
MAX_FAILED_FRAMES = 3  # frames in a row that fail even after going back to the title

log = logging.getLogger(__name__)


class App(GoesByName):
    def __init__(self, *, windowed: bool = False, smoke: bool = False,
                 size: tuple[int, int] | None = None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        self.smoke = smoke
        # the first App of a process counts from before pygame's import (launch time)
        self.started = _LAUNCH.pop() if _LAUNCH else time.perf_counter()
        pygame.init()
        self.audio = _init_audio()
        from cinetable.client import services
        self.settings, reset = services.read_settings()
        self.t = services.translator(self.settings)
        # messages to show once the first scene is up (a settings file that was reset)
        self.notices: list[tuple[str, str]] = []
        if reset:
            self.notices.append(services.settings_notice(self.t, reset))
            # written back with the values in use, so the message is not repeated
            services.save_settings(self.settings)
        services.tidy_data_folders()
        from cinetable.client.sounds import Sounds
        # both read at play time: the settings toggles apply at once; nothing is
        # synthesized until a sound is first needed (the title frame does not wait)
        self.sounds = Sounds(lambda: self.audio and self._volume("effects_volume") > 0,
                             lambda: self.settings.get("animation_speed") == "instant",
                             volume=lambda: self._volume("effects_volume"))
        from cinetable.client.music import Music
        # follows the scene stack after each drawn frame (the first frame does not wait)
        self.music = Music(lambda: self._volume("music_volume") if self.audio else 0.0)
        from cinetable.client.window_render import choose_renderer
        choose_renderer()          # SDL's software renderer, not Mesa's GL (window_render.py)
        from cinetable.client.app_icon import set_window_icon
        set_window_icon()
        self.dpi_scale = viewport.scale_from_dpi(viewport.display_dpi())
        # a size asked for on the command line is this run's only (not kept: `fixed`)
        self.fixed_size = size is not None
        size = size or (viewport.REFERENCE if smoke else self._saved_size())
        viewport.configure(size, self.ui_scale())
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption("cinetable")
        self._place_window(smoke or self.fixed_size)
        self._pending_resize = False
        self._resize_wait = 0.0
        if self.settings.get("fullscreen") and not windowed and not smoke:
            self.set_fullscreen(True)
        self.ui = services.make_ui_manager()
        self.fonts = services.Fonts()
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack()
        self.running = True
        self.failed_frames = 0
        self.recovered: list[str] = []       # errors recover() handled, for smoke and tests
        self.first_frame_s: float | None = None
        self.name_asked = False              # the first start's name prompt, once a run
        self.frame_ms: list[float] = []      # recent frame work times, for the bench
        from cinetable.client.keyboard import KeyboardFocus
        self.keyboard = KeyboardFocus()      # Tab / arrows / Return over buttons; F1 help

    # -- services ----------------------------------------------------------------------
    def _volume(self, key: str) -> float:
        """A volume setting (0–100) as a fraction, 0 for anything unusable."""
        value = self.settings.get(key, 0)
        return max(0, min(100, value)) / 100 if isinstance(value, int) else 0.0

    def ui_scale(self) -> int:
        """The UI scale in use (%): the player's choice, else the display's DPI's."""
        chosen = self.settings.get("ui_scale", 0)
        return chosen if isinstance(chosen, int) and chosen in viewport.SCALES else self.dpi_scale

    def _window(self):
        with warnings.catch_warnings():
            # pygame-ce marks the display-module bridge as deprecated; it is the only way
            # to reach the window that set_mode made
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                return pygame.Window.from_display_module()
            except (pygame.error, AttributeError):
                return None

    def _desktops(self) -> list[tuple[int, int]]:
        try:
            return list(pygame.display.get_desktop_sizes())
        except pygame.error:
            return []

    def _saved_size(self) -> tuple[int, int]:
        """The settings' window size, made to fit the desktop (room for a title bar and a
        panel) and never below the smallest the layouts support."""
        w = int(self.settings.get("window_width", viewport.REFERENCE[0]))
        h = int(self.settings.get("window_height", viewport.REFERENCE[1]))
        desktops = self._desktops()
        if desktops:
            dw, dh = desktops[0]
            w, h = min(w, dw - 40), min(h, dh - 80)
        return max(viewport.MIN_WINDOW[0], w), max(viewport.MIN_WINDOW[1], h)

    def _place_window(self, smoke: bool) -> None:
        """Set the smallest size and put the window where it was last, when that place is
        still on a screen (a monitor unplugged since: centred instead)."""
        window = self._window()
        if window is None:
            return
        try:
            window.minimum_size = viewport.MIN_WINDOW
            saved = self.settings.get("window_position")
            if smoke or not saved:
                return
            if position_on_screen(saved, tuple(window.size), self._desktops()):
                window.position = tuple(saved)
        except (pygame.error, AttributeError, ValueError, TypeError):
            pass

    def remember_window(self) -> None:
        """Keep the window's size and place in the settings (not while fullscreen: the
        windowed size is what comes back)."""
        if self.smoke or self.fixed_size or self.is_fullscreen():
            return
        window = self._window()
        if window is None:
            return
        from cinetable.client import services
        w, h = window.size
        x, y = window.position
        before = (self.settings.get("window_width"), self.settings.get("window_height"),
                  self.settings.get("window_position"))
        self.settings["window_width"], self.settings["window_height"] = int(w), int(h)
        self.settings["window_position"] = [int(x), int(y)]
        if before != (self.settings["window_width"], self.settings["window_height"],
                      self.settings["window_position"]):
            services.save_settings(self.settings)

    def is_fullscreen(self) -> bool:
        try:
            return bool(pygame.display.is_fullscreen())
        except pygame.error:
            return False

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.is_fullscreen())

    def _remember_fullscreen(self) -> None:
        """F11 changes the fullscreen setting too, so the next start looks the same."""
        on = self.is_fullscreen()
        if on != bool(self.settings.get("fullscreen")) and not self.smoke:
            from cinetable.client import services
            self.settings["fullscreen"] = on
            services.save_settings(self.settings)

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's own resolution (no mode change), or back to the
        window; the layout follows at the next frame."""
        if self.is_fullscreen() == bool(on):
            return
        window = self._window()
        try:
            if window is None:
                pygame.display.toggle_fullscreen()
            elif on:
                self.remember_window()
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
        except pygame.error:
            pass  # not supported by this video driver
        self._pending_resize = True

    def apply_window_size(self) -> None:
        """Resize the window to the settings' size (fitted to the desktop)."""
        if self.is_fullscreen():
            return
        self.resize_window(self._saved_size())

    def resize_window(self, size: tuple[int, int]) -> None:
        """Make the window `size` pixels and lay every scene out for it (the settings'
        window sizes, tests)."""
        window = self._window()
        try:
            if window is not None and tuple(window.size) != tuple(size):
                window.size = size
                window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError):
            pass
        if tuple(pygame.display.get_surface().get_size()) != tuple(size):
            # a driver that ignores the window's new size (the dummy one): a new surface
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.relayout()

    def set_ui_scale(self, percent: int) -> None:
        """The player's UI scale (0: the display's): laid out again at once."""
        self.settings["ui_scale"] = percent
        self.relayout()

    def relayout(self) -> None:
        """Lay every scene out again for the window's size and scale, keeping state."""
        self._pending_resize = False
        from cinetable.client import services
        surface = pygame.display.get_surface()
        if surface is None:
            return
        self.screen = surface
        before = viewport.u()
        if not viewport.configure(surface.get_size(), self.ui_scale()):
            return
        if viewport.u() != before:
            # the theme's fonts are made at their pixel size: a new manager for the scale
            self.ui = services.make_ui_manager()
        else:
            self.ui.set_window_resolution(surface.get_size())
        top = self.scenes.top
        for scene in self.scenes:
            scene.relayout()
            if scene is not top:
                scene.pause()

    def set_language(self, language: str) -> None:
        """Switch the string tables and rebuild every scene so all text changes at once."""
        from cinetable.client import services
        self.settings["language"] = language
        self.t = services.Translator(language)
        top = self.scenes.top
        for scene in self.scenes:
            scene.rebuild()
            if scene is not top:
                scene.pause()

    def quit(self) -> None:
        self.running = False

    # -- loop ---------------------------------------------------------------------------
    def step(self, dt: float) -> bool:
        """One frame: events, update, draw. Used by the loop and by GUI tests.
        Returns whether any input arrived.

        No error in a scene ends the app: see recover()."""
        try:
            had_input = self._step(dt)
        except Exception as error:
            self.recover(error)
            return True
        self.failed_frames = 0
        return had_input

    def recover(self, error: Exception) -> None:
        """After a scene raised: log the traceback, write every open game's autosave, leave
        every scene and show the title with a message saying what happened."""
        from cinetable.client import services
        log.error("a scene failed; back to the title", exc_info=error)
        self.failed_frames += 1
        self.recovered.append(f"{type(error).__name__}: {error}")
        where = services.write_crash_log(error)
        sessions = {id(s): s for s in (getattr(scene, "session", None) for scene in self.scenes)
                    if s is not None}
        for session in sessions.values():
            try:
                session.autosave(wait=True)
            except Exception:
                log.exception("autosave after the error failed")
        if self.failed_frames > MAX_FAILED_FRAMES:
            raise error          # even the title fails: nothing is left to show
        self.scenes.abandon()
        # a fresh UI manager: a broken widget must not fail the next frame too
        self.ui = services.make_ui_manager()
        detail = services.shown_path(f"{type(error).__name__}: {error}")
        if len(detail) > 160:
            detail = detail[:159] + "…"
        self.push("title")
        text = self.t("errors.crash" if sessions else "errors.crash_no_game", error=detail,
                      log=where)
        self.push("message", self.t("errors.crash_title"), text)

    def show_notices(self) -> None:
        """Show the messages kept for when the first scene is up, each once."""
        while self.notices:
            title, text = self.notices.pop(0)
            self.push("message", title, text)

    def _busy(self) -> bool:
        top = self.scenes.top
        try:
            return top is not None and top.busy()
        except Exception as error:
            self.recover(error)
            return True

    def _step(self, dt: float) -> bool:
        t0 = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
        if self._pending_resize:
            # laid out again once the window has kept its size a moment (a drag of its
            # edge sends a stream of sizes; each layout takes a few frames' time)
            self._resize_wait -= dt
            if self._resize_wait <= 0:
                self.relayout()
        self.ui.update(dt)
        top = self.scenes.top
        if top is not None:
            top.update(dt)
        self.draw()
        self.music.follow(self.scenes, dt)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 4000:
            del self.frame_ms[:2000]
        return bool(events)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._pending_resize = True
            self._resize_wait = RESIZE_SETTLE_S
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            self._remember_fullscreen()
            return
        used = self.ui.process_events(event)
        if not used and self.keyboard.before(self, event):
            return
        top = self.scenes.top
        if top is not None and (not used or event.type >= pygame.USEREVENT):
            if not top.handle(event):
                self.keyboard.after(self, event)

    def draw(self) -> None:
        window = pygame.display.get_surface()
        laid_out = window is None or window.get_size() == viewport.size()
        # while a resize settles, the frame is drawn as laid out and fitted to the window
        # for that moment (the next layout replaces it within a few frames)
        screen = self.screen if laid_out else pygame.Surface(viewport.size())
        screen.fill((18, 16, 22))
        for scene in self.scenes.visible():
            scene.draw(screen)
        self.ui.draw_ui(screen)
        self.keyboard.draw(screen, self)
        if not laid_out:
            pygame.transform.smoothscale(screen, window.get_size(), window)
        pygame.display.flip()
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started

    def run(self, first: Scene) -> None:
        from cinetable.client.collector import Collector
        try:
            self.scenes.push(first)
            self.show_notices()
        except Exception as error:
            self.recover(error)
        collector = Collector()
        collector.start()
        idle_s = 0.0
        try:
            while self.running and len(self.scenes):
                # Capped at 60 frames per second; when nothing moves and nobody touches the
                # mouse or keys for a moment, drop to a few frames a second (no busy redraw).
                idle = idle_s > IDLE_AFTER_S
                dt = self.clock.tick(IDLE_FPS if idle else FPS) / 1000.0
                had_input = self.step(dt)
                idle_s = 0.0 if had_input or self._busy() else idle_s + dt
                collector.frame(idle)
        finally:
            collector.stop()
            try:
                self.remember_window()
            except (pygame.error, OSError):
                log.exception("the window's size and place were not kept")


def position_on_screen(position, size: tuple[int, int],
                       desktops: list[tuple[int, int]]) -> bool:
    """Whether a window of `size` put at `position` shows enough of itself (its title bar
    and a good part of it) on the desktops, taken side by side from (0, 0) as SDL lays
    them out by default. A place saved on a screen since unplugged is not."""
    if not position or len(position) != 2 or not desktops:
        return False
    x, y = position
    total_w = sum(d[0] for d in desktops)
    tallest = max(d[1] for d in desktops)
    return 0 <= x <= total_w - min(size[0], 200) and 0 <= y <= tallest - min(size[1], 120)


def _init_audio() -> bool:
    """Sound is optional: a machine with no audio device plays silently."""
    try:
        pygame.mixer.init()
        return True
    except pygame.error:
        return False


def run(smoke: bool = False, windowed: bool = False,
        size: tuple[int, int] | None = None) -> int:
    app = App(windowed=windowed, smoke=smoke, size=size)
    if smoke:
        from cinetable.client.smoke import run_smoke
        return run_smoke(app)
    app.run(app.scene("title"))
    pygame.quit()
    return 0
