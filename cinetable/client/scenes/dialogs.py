"""Small overlay dialogs any scene can push: a message, a yes/no question, a text prompt.

    app.scenes.push(MessageScene(app, title, text))
    app.scenes.push(ConfirmScene(app, text, on_yes, title=..., yes=..., no=...))
    app.scenes.push(TextPromptScene(app, title, prompt, initial, on_ok))

Each pops itself before calling back, so a callback may push or replace scenes freely.
Esc answers "no" / closes; Return answers "yes" / OK. A dialog sits in the middle of the
window at any size (lengths in units, drawn in pixels); the scene it covers stays seen
behind a dimming, its buttons included (they are hidden, not clickable: only pictured).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from cinetable.client import palette, viewport, widgets
from cinetable.client.scene import Scene

# lengths in units (viewport.px gives pixels)
WIDTH = 620
WIDER = (820, 1020)          # for a text too long to fit the window's height at WIDTH
PAD = 32
BUTTON_W, BUTTON_H = 170, 48


def covered_widgets(app, overlay) -> list:
    """The blit data of the widgets of the scene right under `overlay` that were shown
    before it came (pause() hid them), in the UI's drawing order."""
    scenes = list(app.scenes)
    at = next((i for i, s in enumerate(scenes) if s is overlay), 0)
    if at == 0 or scenes[at - 1].root is None:
        return []
    below = scenes[at - 1]
    from cinetable.client.scene import _elements
    hidden_before = {id(e) for e in getattr(below, "_hidden_widgets", ())}
    mine = {id(e) for e in _elements(below.root) if id(e) not in hidden_before}
    return [s.blit_data for s in app.ui.get_sprite_group().sprites()
            if id(s) in mine and s.image is not None and s.alive()]


def veil(surface: pygame.Surface, app, overlay, alpha: int) -> None:
    """Dim the whole window over the covered scene, its buttons' picture included."""
    surface.blits(covered_widgets(app, overlay), doreturn=False)
    widgets.dim(surface, alpha)


class DialogScene(Scene):
    transparent = True
    name = "dialog"

    def __init__(self, app, title: str, text: str = ""):
        super().__init__(app)
        # a message may quote a damaged file's text: keep what a font can draw
        self.title = widgets.safe_text(title)
        self.text = widgets.safe_text(text)
        self.rect = viewport.centred(WIDTH, 200)
        self._title_img: pygame.Surface | None = None
        self._text_img: pygame.Surface | None = None
        self.extra_height = 0          # room for a subclass's widget (a text entry)

    # layout: title, wrapped text, [extra], buttons — computed from the text size
    def build(self) -> None:
        fonts = self.app.fonts
        self._title_img = widgets.gradient_text(fonts.get("title", 34), self.title,
                                                palette.HIGHLIGHT, palette.BRASS) \
            if self.title else None
        body = fonts.get("body", 21)
        px = viewport.px
        design_w = viewport.design()[0]
        for width in (WIDTH, *(w for w in WIDER if w <= design_w - 2 * PAD)):
            # wrapped to the dialog's width; wider when that would not fit the window
            lines = widgets.wrap(body, self.text, px(width) - 2 * px(PAD)) if self.text else []
            self._text_img = widgets.render_lines(body, lines, palette.TEXT) if lines else None
            h = px(PAD)
            h += self._title_img.get_height() + px(12) if self._title_img else 0
            h += self._text_img.get_height() + px(18) if self._text_img else 0
            h += px(self.extra_height)
            h += px(BUTTON_H) + px(PAD)
            if h <= viewport.height() - px(2 * PAD):
                break
        self.rect = pygame.Rect(0, 0, px(width), h)
        self.rect.center = (viewport.width() // 2, viewport.height() // 2 - px(20))
        self.rect.top = max(0, self.rect.top)
        self.extra_y = self.rect.bottom - px(PAD) - px(BUTTON_H) - px(self.extra_height)
        self.build_buttons(self.rect.bottom - px(PAD) - px(BUTTON_H))

    def build_buttons(self, y: int) -> None:
        """Create the buttons on the row at `y`."""

    def button_row(self, y: int, texts_and_classes) -> list:
        n = len(texts_and_classes)
        gap, bw, bh = viewport.px(16), viewport.px(BUTTON_W), viewport.px(BUTTON_H)
        total = n * bw + (n - 1) * gap
        x = self.rect.centerx - total // 2
        out = []
        for i, (text, cls) in enumerate(texts_and_classes):
            out.append(widgets.button(self, (x + i * (bw + gap), y, bw, bh), text, cls=cls))
        return out

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface, self.app, self, 150)
        widgets.panel(surface, self.rect, alpha=255, radius=viewport.px(14),
                      edge=palette.BRASS_DIM)
        pad = viewport.px(PAD)
        y = self.rect.y + pad
        if self._title_img:
            surface.blit(self._title_img, (self.rect.x + pad, y))
            y += self._title_img.get_height() + viewport.px(12)
        if self._text_img:
            surface.blit(self._text_img, (self.rect.x + pad, y))


class MessageScene(DialogScene):
    """A message with one OK button."""

    def __init__(self, app, title: str, text: str, on_close: Callable[[], None] | None = None):
        super().__init__(app, title, text)
        self.on_close = on_close

    def build_buttons(self, y: int) -> None:
        (self.ok,) = self.button_row(y, [(self.app.t("common.ok"), "@primary")])

    def done(self) -> None:
        self.close()
        if self.on_close:
            self.on_close()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.done()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            self.done()
            return True
        return False


class ConfirmScene(DialogScene):
    """A yes/no question: on_yes() runs after the dialog closed, on_no() likewise."""

    def __init__(self, app, text: str, on_yes: Callable[[], None], *, title: str = "",
                 yes: str | None = None, no: str | None = None, danger: bool = False,
                 on_no: Callable[[], None] | None = None):
        super().__init__(app, title, text)
        self.on_yes, self.on_no = on_yes, on_no
        self.yes_text, self.no_text, self.danger = yes, no, danger

    def build_buttons(self, y: int) -> None:
        t = self.app.t
        self.no, self.yes = self.button_row(y, [
            (self.no_text or t("common.no"), None),
            (self.yes_text or t("common.yes"), "@danger" if self.danger else "@primary")])

    def answer(self, yes: bool) -> None:
        self.close()
        callback = self.on_yes if yes else self.on_no
        if callback:
            callback()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (self.yes, self.no):
            self.answer(event.ui_element is self.yes)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer(False)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(True)
            return True
        return False


class TextPromptScene(DialogScene):
    """Ask for one line of text (a save slot name). on_ok(text) gets the stripped text;
    OK is refused while the text is empty."""

    ENTRY_H = 46

    def __init__(self, app, title: str, prompt: str, initial: str,
                 on_ok: Callable[[str], None], *, ok: str | None = None, max_length: int = 40,
                 cancel: str | None = None):
        super().__init__(app, title, prompt)
        self.initial = initial
        self.on_ok = on_ok
        self.ok_text, self.cancel_text = ok, cancel
        self.max_length = max_length
        self.extra_height = self.ENTRY_H + 24
        self.entry: pygame_gui.elements.UITextEntryLine | None = None

    def rebuild(self) -> None:
        """Laid out again (a language, the window): what was typed stays."""
        if self.entry is not None and self.entry.alive():
            self.initial = self.entry.get_text()
        super().rebuild()

    def build_buttons(self, y: int) -> None:
        t = self.app.t
        text = self.entry.get_text() if self.entry is not None and self.entry.alive() \
            else self.initial
        pad = viewport.px(PAD)
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(self.rect.x + pad, self.extra_y, self.rect.w - 2 * pad,
                        viewport.px(self.ENTRY_H)),
            self.app.ui, container=self.root, initial_text=text)
        self.entry.set_text_length_limit(self.max_length)
        self.entry.focus()
        # the suggested text is selected, so typing replaces it
        self.entry.select_range = [0, len(text)]
        self.entry.edit_position = len(text)
        self.cancel, self.ok = self.button_row(y, [
            (self.cancel_text or t("common.cancel"), None),
            (self.ok_text or t("common.ok"), "@primary")])

    def submit(self) -> None:
        text = self.entry.get_text().strip()
        if not text:
            return
        self.close()
        self.on_ok(text)

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.ok:
                self.submit()
                return True
            if event.ui_element is self.cancel:
                self.close()
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.submit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        return False
