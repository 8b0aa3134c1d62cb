"""The scene stack.

Lifecycle of a scene (only the top scene receives input):

    push(scene)   -> below.pause(); scene.enter()
    pop()         -> top.exit(); below.resume()
    replace(s)    -> top.exit(); s.enter()          (below stays paused)
    each frame    -> top.handle(event) for each event; top.update(dt);
                     draw(surface) from the lowest visible scene up: a scene whose
                     `transparent` is True (an overlay) lets the scene below show through.

`draw` never changes game state. A scene builds its pygame-gui widgets inside its own
`self.root` container in `enter` and they are killed in `exit`; `pause`/`resume` hide
and show them, so a covered scene's buttons cannot be clicked (a widget the scene had
hidden itself stays hidden after `resume`). `rebuild` (a language change) kills and
re-creates the widgets; App.set_language rebuilds every scene on the stack.
`relayout` (the window's size or the UI scale changed) lays the scene out again for
viewport.size(), keeping its state; by default it is a rebuild.
"""
from __future__ import annotations

import logging

import pygame
import pygame_gui

from cinetable.client import viewport

log = logging.getLogger(__name__)


class Scene:
    transparent = False        # an overlay: the scene below is drawn first
    name = "scene"

    def __init__(self, app):       # the App (not imported here: the app imports this module)
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None

    # -- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), viewport.size()), self.app.ui, object_id=f"#{self.name}_root")
        self.build()

    def build(self) -> None:
        """Create this scene's widgets inside self.root."""

    def rebuild(self) -> None:
        """Re-create the widgets (after a language change)."""
        if self.root is not None:
            self.root.kill()
        self.enter()

    def relayout(self) -> None:
        """Lay out again for the window's new size or scale (state kept)."""
        self.rebuild()

    def exit(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def pause(self) -> None:
        if self.root is not None:
            # pygame-gui's container.show() shows every child: remember the widgets this
            # scene had hidden itself so that resume() keeps them hidden.
            self._hidden_widgets = [e for e in _elements(self.root) if not e.visible]
            self.root.hide()

    def resume(self) -> None:
        if self.root is not None:
            self.root.show()
            for element in getattr(self, "_hidden_widgets", ()):
                if element.alive():
                    element.hide()
            self._hidden_widgets = []

    # -- frame -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def busy(self) -> bool:
        """True while something moves on its own (an animation, a bot thinking): the app
        keeps drawing at full rate. Otherwise it slows down when there is no input."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _elements(container):
    """Every widget inside a container, nested containers included."""
    for element in list(container.elements):
        yield element
        inner = getattr(element, "get_container", None)
        if inner is not None and inner() is not element:
            yield from _elements(inner())
        elif inner is not None and hasattr(element, "elements"):
            yield from _elements(element)


class SceneStack:
    def __init__(self):
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def abandon(self) -> None:
        """Leave every scene, even when a scene's exit fails (after an error)."""
        while self._scenes:
            scene = self._scenes.pop()
            try:
                scene.exit()
            except Exception:
                log.exception("leaving %s failed", scene.name)
                try:
                    if scene.root is not None:
                        scene.root.kill()
                except Exception:
                    pass

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene and start over from `scene` (e.g. Quit to title)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top one and the ones an overlay shows through."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))
