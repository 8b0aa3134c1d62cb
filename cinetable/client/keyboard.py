"""The keyboard in every scene: a focus ring over the buttons, and the key help overlay.

App.dispatch gives each event first to `before` (after pygame-gui, before the scene):
- Return presses the button the ring is on (as a click would: a UI_BUTTON_PRESSED event);
- F1 or ? opens the key help overlay listing the keys of the top scene (its
  `help_keys()`: [(key, what it does)]; a scene without it gets the common keys).
Then Tab / Shift+Tab and the arrow keys, when the scene did not use them (`after`), move
the ring over the top scene's visible, enabled buttons and text fields (in reading order:
rows top to bottom, left to right). The ring shows only
once the keyboard has been used, and the mouse hides it again.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.scene import Scene, _elements

ARROWS = {pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}


def common_keys(t) -> list[tuple[str, str]]:
    return [("Tab", t("keys.tab")), ("← ↑ → ↓", t("keys.arrows")), ("Return", t("keys.enter")),
            ("Esc", t("keys.back")), ("F1 / ?", t("keys.help")), ("F11", t("keys.fullscreen"))]


def targets(scene) -> list:
    """The widgets of `scene` the ring can land on, in reading order."""
    if scene is None or scene.root is None:
        return []
    out = [e for e in _elements(scene.root)
           if isinstance(e, (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine))
           and e.visible and e.is_enabled and e.alive()]
    return sorted(out, key=lambda e: (e.rect.y // 24, e.rect.x))


class KeyboardFocus:
    def __init__(self):
        self.focused = None
        self.shown = False

    def move(self, app, step: int) -> None:
        items = targets(app.scenes.top)
        if not items:
            self.focused = None
            return
        if self.focused in items and self.shown:
            i = (items.index(self.focused) + step) % len(items)
        else:
            i = 0 if step > 0 else len(items) - 1
        self.focused = items[i]
        self.shown = True
        if isinstance(self.focused, pygame_gui.elements.UITextEntryLine):
            app.ui.set_focus_set(self.focused)
            self.focused.focus()
        else:
            app.ui.set_focus_set(None)

    def press(self, app) -> bool:
        b = self.focused
        if not (self.shown and isinstance(b, pygame_gui.elements.UIButton) and b.alive()
                and b.visible and b.is_enabled and b in targets(app.scenes.top)):
            return False
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
            "ui_element": b, "ui_object_id": b.most_specific_combined_id,
            "mouse_button": 1}))
        return True

    def before(self, app, event) -> bool:
        """True when the event was the ring's (or the help's) and goes no further."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.shown = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            toggle_help(app)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.press(app)
        return False

    def after(self, app, event) -> None:
        """An event the scene did not use: Tab and the arrows move the ring."""
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_TAB:
            self.move(app, -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        elif event.key in ARROWS:
            self.move(app, ARROWS[event.key])

    def draw(self, surface, app) -> None:
        b = self.focused
        if not self.shown or b is None or not b.alive() or not b.visible:
            return
        if b not in targets(app.scenes.top):
            return
        px = viewport.px
        pygame.draw.rect(surface, palette.HIGHLIGHT, b.rect.inflate(px(8), px(8)), px(3),
                         border_radius=px(10))


def toggle_help(app) -> None:
    top = app.scenes.top
    if isinstance(top, KeyHelpScene):
        app.scenes.pop()
        return
    keys = None
    if top is not None and hasattr(top, "help_keys"):
        try:
            keys = top.help_keys()
        except Exception:            # a scene's list must not stop the help from opening
            keys = None
    app.scenes.push(KeyHelpScene(app, keys or common_keys(app.t)))


class KeyHelpScene(Scene):
    """The keys of the scene below, over it; any key or click closes it."""

    transparent = True
    name = "key_help"

    def __init__(self, app, keys: list[tuple[str, str]]):
        super().__init__(app)
        self.keys = keys

    def build(self) -> None:
        t, fonts = self.app.t, self.app.fonts
        key_f, what_f = fonts.get("bold", 20), fonts.get("body", 20)
        rows = [(key_f.render(k, True, palette.HIGHLIGHT), what_f.render(w, True, palette.TEXT))
                for k, w in self.keys]
        kw = max((k.get_width() for k, _ in rows), default=0)
        ww = max((w.get_width() for _, w in rows), default=0)
        title = fonts.get("title", 34).render(t("keys.title"), True, palette.BRASS)
        foot = fonts.get("italic", 16).render(t("keys.close"), True, palette.TEXT_DIM)
        px = viewport.px
        w = max(kw + ww + px(80), title.get_width() + px(60), foot.get_width() + px(60))
        row = max(px(34), key_f.get_linesize() + px(6))
        h = px(90) + row * len(rows) + px(40)
        self.image = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(self.image, (22, 18, 28, 245), self.image.get_rect(),
                         border_radius=px(14))
        pygame.draw.rect(self.image, palette.BRASS_DIM, self.image.get_rect(), max(1, px(2)),
                         border_radius=px(14))
        self.image.blit(title, title.get_rect(midtop=(w // 2, px(18))))
        y = px(80)
        for k, what in rows:
            self.image.blit(k, (px(30) + kw - k.get_width(), y))
            self.image.blit(what, (px(30) + kw + px(24), y))
            y += row
        self.image.blit(foot, foot.get_rect(midbottom=(w // 2, h - px(12))))
        self.rect = self.image.get_rect(center=(viewport.width() // 2, viewport.height() // 2))

    def handle(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if self.app.scenes.top is self:
                self.app.scenes.pop()
            return True
        return False

    def help_keys(self):
        return common_keys(self.app.t)

    def draw(self, surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 140))
        surface.blit(veil, (0, 0))
        surface.blit(self.image, self.rect)
