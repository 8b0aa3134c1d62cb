"""Painting and widget helpers shared by the shell scenes (title, menus, dialogs).

Backgrounds are painted once per size into cached surfaces: a frame only blits them.
A cached surface is shared by every caller, so nothing may draw on it: a function whose
result callers paint on (vertical_gradient) hands out a copy of its cached surface.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from cinetable.client import palette, viewport
from cinetable.client.text_wrap import safe_text, wrap  # noqa: F401  (the shell's text helpers)

STRIP = 38                      # height of the film-strip bands on the title


# -- text -----------------------------------------------------------------------------
def capitalised(text: str) -> str:
    """First letter upper case (level names inside a sentence are lower case)."""
    return text[:1].upper() + text[1:]


def render_lines(font: pygame.font.Font, lines: list[str], colour, line_height: int | None = None,
                 align: str = "left") -> pygame.Surface:
    """Render wrapped lines into one transparent surface."""
    lh = line_height or font.get_linesize()
    width = max((font.size(s)[0] for s in lines), default=1)
    surf = pygame.Surface((max(1, width), max(1, lh * len(lines))), pygame.SRCALPHA)
    for i, s in enumerate(lines):
        img = font.render(safe_text(s), True, colour)
        x = {"left": 0, "center": (width - img.get_width()) // 2,
             "right": width - img.get_width()}[align]
        surf.blit(img, (x, i * lh))
    return surf


# -- backgrounds ----------------------------------------------------------------------
def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    """A new surface shading from `top` to `bottom` colour, the caller's to paint on
    (the results and table scenes draw their text on it).

    Its one-pixel column is cached and widened (each row is one colour, so the widening
    is exact): no window-sized gradient is kept per scene (at 2560×1440 each was 15 MB,
    four of them kept for the whole run)."""
    w, h = size
    surf = pygame.Surface((w, h))
    pygame.transform.scale(_gradient_column(h, tuple(top), tuple(bottom)), (w, h), surf)
    return surf


@lru_cache(maxsize=16)
def _gradient_column(h: int, top, bottom) -> pygame.Surface:
    column = pygame.Surface((1, h))
    for y in range(h):
        k = y / max(1, h - 1)
        column.set_at((0, y), [int(top[i] + (bottom[i] - top[i]) * k) for i in range(3)])
    return column


def velvet(size: tuple[int, int] | None = None) -> pygame.Surface:
    """A dark velvet curtain: soft vertical folds over a top-to-bottom gradient.

    Built from a 1-pixel gradient and a 1-pixel row of folds multiplied together, then
    smoothed up: a few hundred pixel writes instead of a million (start-up time). The
    window's size when none is given."""
    size = tuple(size or viewport.size())
    gw, gh = 200, 50
    top, bottom = (52, 26, 44), (14, 11, 18)
    column = pygame.Surface((1, gh))
    for y in range(gh):
        k = y / (gh - 1)
        column.set_at((0, y), [int(top[i] + (bottom[i] - top[i]) * k) for i in range(3)])
    folds = pygame.Surface((gw, 1))
    for x in range(gw):
        # two overlapping sine waves make the folds irregular, like real drapes
        f = 0.72 + 0.18 * math.sin(x * 0.42) ** 2 + 0.10 * math.sin(x * 0.13 + 1.0)
        v = max(0, min(255, int(255 * f)))
        folds.set_at((x, 0), (v, v, v))
    small = pygame.transform.scale(column, (gw, gh))
    small.blit(pygame.transform.scale(folds, (gw, gh)), (0, 0), special_flags=pygame.BLEND_MULT)
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=1)           # window-sized (the menus' backdrop): one kept
def spotlight(size: tuple[int, int], centre: tuple[int, int], radius: tuple[int, int],
              colour=(90, 66, 34)) -> pygame.Surface:
    """A soft warm ellipse of light, to be blitted with BLEND_RGB_ADD: nested ellipses,
    brighter towards the middle, drawn small and smoothed up."""
    gw, gh = 128, 80
    sx, sy = gw / size[0], gh / size[1]
    small = pygame.Surface((gw, gh))
    steps = 40
    for i in range(steps):
        r = 1.0 - i / steps                      # from the rim inwards
        k = (1.0 - r * r) ** 1.6                 # light falls off towards the rim
        rx, ry = radius[0] * sx * r, radius[1] * sy * r
        rect = pygame.Rect(0, 0, max(1, int(2 * rx)), max(1, int(2 * ry)))
        rect.center = (int(centre[0] * sx), int(centre[1] * sy))
        pygame.draw.ellipse(small, [int(c * k) for c in colour], rect)
    # down and up again: a cheap blur that hides the steps between the ellipses
    small = pygame.transform.smoothscale(small, (gw // 3, gh // 3))
    return pygame.transform.smoothscale(small, size)


def film_strip(surface: pygame.Surface, y: int, height: int = STRIP) -> None:
    """A band of film with sprocket holes across the whole width."""
    w = surface.get_width()
    pygame.draw.rect(surface, (10, 8, 12), (0, y, w, height))
    pygame.draw.line(surface, palette.BRASS_DIM, (0, y if y else height - 1),
                     (w, y if y else height - 1), 1)
    # the sprocket holes keep their proportion to the band (a 38-unit band: 16×11 holes)
    k = height / STRIP
    hole_w, hole_h, step = max(2, round(16 * k)), max(2, round(11 * k)), max(4, round(30 * k))
    top = y + (height - hole_h) // 2
    for x in range(round(8 * k), w, step):
        pygame.draw.rect(surface, (58, 50, 52), (x, top, hole_w, hole_h),
                         border_radius=max(1, round(3 * k)))


def menu_backdrop(size: tuple[int, int] | None = None) -> pygame.Surface:
    """Velvet with a faint light from above: the background of every menu scene, at the
    window's size when none is given."""
    return _menu_backdrop(tuple(size or viewport.size()))


@lru_cache(maxsize=1)           # window-sized: one kept
def _menu_backdrop(size: tuple[int, int]) -> pygame.Surface:
    surf = velvet(size).copy()
    surf.blit(spotlight(size, (size[0] // 2, -size[1] // 6), (size[0] * 3 // 4, size[1] * 5 // 6),
                        (34, 26, 16)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 225, radius: int = 14,
          edge=palette.PANEL_EDGE) -> None:
    """A rounded translucent panel with a thin edge (menus, dialogs)."""
    rect = pygame.Rect(rect)
    surface.blit(_panel_surface(rect.size, alpha, radius, tuple(edge), max(2, viewport.px(2))),
                 rect.topleft)


@lru_cache(maxsize=6)           # a scene shows a few panels; each may be most of a window
def _panel_surface(size, alpha, radius, edge, edge_w) -> pygame.Surface:
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*_darker(palette.PANEL, 0.72), alpha), box.get_rect(),
                     border_radius=radius)
    pygame.draw.rect(box, (*edge, 255), box.get_rect(), width=edge_w, border_radius=radius)
    return box


def _darker(colour, k: float):
    return tuple(int(c * k) for c in colour)


def gradient_text(font: pygame.font.Font, text: str, top, bottom) -> pygame.Surface:
    """Text filled with a vertical gradient (the brass of the logo and headings)."""
    mask = font.render(text, True, (255, 255, 255))
    w, h = mask.get_size()
    fill = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        k = y / max(1, h - 1)
        fill.set_at((0, y), [int(top[i] + (bottom[i] - top[i]) * k) for i in range(3)] + [255])
    fill = pygame.transform.scale(fill, (w, h))
    mask.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return mask


def shadowed(img: pygame.Surface, offset=(3, 4), alpha: int = 150) -> pygame.Surface:
    """`img` over a soft dark copy of itself, for text on a busy background."""
    w, h = img.get_size()
    out = pygame.Surface((w + offset[0] + 2, h + offset[1] + 2), pygame.SRCALPHA)
    shadow = img.copy()
    shadow.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        out.blit(shadow, (offset[0] + dx, offset[1] + dy))
    out.blit(img, (0, 0))
    return out


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken everything drawn so far (behind an overlay)."""
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=1)           # window-sized: the window has one size at a time
def _veil(size, alpha):
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((6, 4, 10, alpha))
    return veil


# -- widgets --------------------------------------------------------------------------
def pressed(buttons: dict, event) -> str | None:
    """The key of the button in `buttons` ({key: UIButton}) that a UI_BUTTON_PRESSED event
    names, or None."""
    return next((k for k, b in buttons.items() if b is event.ui_element), None)


def button(scene, rect, text: str, *, cls: str | None = None, tooltip: str | None = None,
           container=None) -> pygame_gui.elements.UIButton:
    """A themed button in the scene's root container (cls: '@menu_button', '@primary'...)."""
    return pygame_gui.elements.UIButton(
        pygame.Rect(rect), text, scene.app.ui, container=container or scene.root,
        object_id=ObjectID(class_id=cls) if cls else None, tool_tip_text=tooltip)


def label(scene, rect, text: str, *, cls: str | None = None, container=None
          ) -> pygame_gui.elements.UILabel:
    return pygame_gui.elements.UILabel(
        pygame.Rect(rect), text, scene.app.ui, container=container or scene.root,
        object_id=ObjectID(class_id=cls) if cls else None)


class Choice:
    """A row of buttons of which exactly one is selected (a segmented control).

    `values` are what the row chooses between, `texts` their labels. on_change(value) is
    called after a click changes the choice. A `selected` value not among `values`
    lights no button."""

    def __init__(self, scene, rect, values, texts, selected, on_change=None, *,
                 min_width: int = 0, gap: int = 8, container=None, columns: int | None = None,
                 tooltip: str | None = None, weights: list[float] | None = None):
        """With `columns`, the buttons wrap into rows of that many, each rect.height high.
        With `weights` (one row), the row's width is shared in those proportions."""
        self.values = list(values)
        self.value = selected if selected in self.values else None
        self.on_change = on_change
        rect = pygame.Rect(rect)
        n = len(self.values)
        cols = max(1, min(columns or n, n))
        width = max(min_width, (rect.width - gap * (cols - 1)) // cols)
        self.buttons = []
        if weights and cols == n:
            room = rect.width - gap * (n - 1)
            widths = [int(room * w / sum(weights)) for w in weights]
        else:
            widths = [width] * n
        x = rect.x
        for i, (value, text) in enumerate(zip(self.values, texts)):
            row, col = divmod(i, cols)
            if col == 0:
                x = rect.x
            b = button(scene, (x, rect.y + row * (rect.height + gap), widths[i], rect.height),
                       text, cls="@choice", container=container, tooltip=tooltip)
            x += widths[i] + gap
            self.buttons.append(b)
        self._paint()

    def _paint(self) -> None:
        for value, b in zip(self.values, self.buttons):
            if value == self.value:
                b.select()
            else:
                b.unselect()

    def handle(self, event) -> bool:
        """Take a UI_BUTTON_PRESSED event; True when it was one of ours."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for value, b in zip(self.values, self.buttons):
            if event.ui_element is b:
                changed = value != self.value
                self.value = value
                self._paint()
                if changed and self.on_change:
                    self.on_change(value)
                return True
        return False


class Toggle:
    """A check box: a small square button showing ✓ when on."""

    def __init__(self, scene, rect, value: bool, on_change=None, *, tooltip=None,
                 container=None):
        self.value = bool(value)
        self.on_change = on_change
        self.button = button(scene, rect, "", cls="@choice", tooltip=tooltip,
                             container=container)
        self._paint()

    def set(self, value: bool) -> None:
        """Show a value changed elsewhere (no on_change call)."""
        if bool(value) != self.value:
            self.value = bool(value)
            self._paint()

    def _paint(self) -> None:
        self.button.set_text("✓" if self.value else "")
        if self.value:
            self.button.select()
        else:
            self.button.unselect()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.value = not self.value
            self._paint()
            if self.on_change:
                self.on_change(self.value)
            return True
        return False


class ScrollView:
    """Vertical scrolling for content painted by a scene (rules text, the save list):
    mouse wheel over the view, dragging the scrollbar thumb, clicking the track, and
    scroll_by/scroll_to for keys. The offset eases towards its target each update."""

    BAR_W = 10               # units, like the gap beside the view and the wheel's step
    WHEEL_STEP = 72

    def __init__(self, rect, content_height: int = 0):
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.offset = 0.0
        self.target = 0.0
        self._drag: tuple[int, float] | None = None      # (mouse y, target) at grab

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.rect.height)

    def scroll_to(self, y: float, *, instant: bool = False) -> None:
        self.target = min(max(0.0, y), self.max_offset)
        if instant:
            self.offset = self.target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def bar_rect(self) -> pygame.Rect:
        px = viewport.px
        return pygame.Rect(self.rect.right + px(8), self.rect.y, px(self.BAR_W), self.rect.height)

    def thumb_rect(self) -> pygame.Rect | None:
        if self.max_offset <= 0:
            return None
        track = self.bar_rect()
        h = max(viewport.px(36), int(track.height * self.rect.height / self.content_height))
        y = track.y + int((track.height - h) * self.offset / self.max_offset)
        return pygame.Rect(track.x, y, track.width, h)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            hover = self.rect.union(self.bar_rect()).inflate(16, 16)
            if hover.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(-event.y * viewport.px(self.WHEEL_STEP))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb_rect()
            if thumb is None:
                return False
            if thumb.inflate(8, 0).collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset)
                return True
            if self.bar_rect().inflate(8, 0).collidepoint(event.pos):   # page towards click
                self.scroll_by(self.rect.height * (1 if event.pos[1] > thumb.centery else -1))
                return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            y0, off0 = self._drag
            thumb = self.thumb_rect()
            track = self.bar_rect().height - thumb.height if thumb else 0
            if track > 0:
                self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / track,
                               instant=True)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        return False

    def update(self, dt: float) -> None:
        self.target = min(self.target, self.max_offset)
        gap = self.target - self.offset
        if abs(gap) < 0.5:
            self.offset = self.target
        else:
            self.offset += gap * min(1.0, dt * 14)

    def draw_bar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb_rect()
        if thumb is None:
            return
        radius = viewport.px(5)
        pygame.draw.rect(surface, (20, 16, 24), self.bar_rect(), border_radius=radius)
        colour = palette.BRASS if self._drag else palette.BRASS_DIM
        pygame.draw.rect(surface, colour, thumb, border_radius=radius)
