"""Drawing a guide step: a ring around what to look at, a callout box with the step's
text beside it (never over it), an arrow from the box to the ring, and the guide's
buttons inside the box. The box's text is rendered once per step and language."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport, widgets

# in units (drawn through viewport.px)
BOX_W = 400
PAD = 16
BUTTON_H = 34
MARGIN = 14                     # between the ring and the box, and from the screen edge
TOP = 52                        # below the prompt bar
FLAT_WIDTHS = (640, 900, 1180)  # wider, flatter boxes for the strip beside a big target


class Callout:
    def __init__(self, fonts):
        self.fonts = fonts
        self._key = None
        self._text = ""
        self._bodies: dict[tuple[int, bool], pygame.Surface] = {}
        self.shape = (BOX_W, False)              # (width, flat) of the box last laid out
        self._head: pygame.Surface | None = None
        self._labels: list[tuple[str, pygame.Surface]] = []
        self.buttons: dict[str, pygame.Rect] = {}      # where each button was last drawn
        self.box: pygame.Rect | None = None

    def _render(self, heading: str, text: str, buttons: list[tuple[str, str]]) -> None:
        key = (heading, text, tuple(buttons), viewport.u())     # fonts follow the scale
        if key == self._key:
            return
        self._key = key
        self._text = text
        self._bodies = {}
        self._head = self.fonts.get("semibold", 15).render(heading.upper(), True,
                                                           palette.BRASS)
        small = self.fonts.get("semibold", 16)
        self._labels = [(name, small.render(label, True, palette.INK))
                        for name, label in buttons]

    def _buttons_w(self) -> int:
        px = viewport.px
        return sum(img.get_width() + px(38) for _n, img in self._labels) - px(10)

    def _body_for(self, w: int, flat: bool) -> pygame.Surface:
        """The step's text wrapped for a box `w` wide (a flat box keeps its right part
        for the buttons)."""
        if (w, flat) not in self._bodies:
            body, pad = self.fonts.get("body", 19), viewport.px(PAD)
            text_w = w - 2 * pad - (self._buttons_w() + pad if flat else 0)
            self._bodies[w, flat] = widgets.render_lines(
                body, widgets.wrap(body, self._text, text_w), palette.TEXT)
        return self._bodies[w, flat]

    def _height(self, w: int, flat: bool) -> int:
        px = viewport.px
        top = px(PAD) + self._head.get_height() + px(8)
        body = self._body_for(w, flat).get_height()
        if flat:                       # the buttons at the right of the text's last lines
            return top + max(body, px(BUTTON_H)) + px(PAD)
        return top + body + px(14 + BUTTON_H + PAD)

    def layout(self, target: pygame.Rect | None, avoid=()) -> pygame.Rect:
        """The box's rect (its shape left in self.shape): beside the target (right,
        left, below, above: the first that fits on screen and covers none of the `avoid`
        rects, the table's buttons; slid away from the target as far as it takes; a
        wider, flatter box, buttons at the right of the text, when the usual one fits
        nowhere beside it), top right when there is none."""
        sw, sh = viewport.size()
        px = viewport.px
        box_w, margin, top = px(BOX_W), px(MARGIN), px(TOP)
        self.shape = (box_w, False)
        if target is None:
            return pygame.Rect(sw - box_w - margin, top + px(8), box_w, self._height(box_w, False))
        ring = target.inflate(px(12), px(12))
        avoid = [pygame.Rect(a) for a in avoid]
        fits = []
        # the flat boxes never wider than the window leaves them
        flat = [px(w) for w in FLAT_WIDTHS if px(w) <= sw - 2 * margin] or [sw - 2 * margin]
        for shape in [(box_w, False)] + [(w, True) for w in flat]:
            for r in _beside(ring, shape[0], self._height(*shape)):
                if r.collidelist(avoid) < 0:
                    self.shape = shape
                    return r
                fits.append((r, shape))
        if fits:                       # over a button, but still not over the target
            r, self.shape = fits[0]
            return r
        # no room beside it: the screen spot (corners, edge middles) that covers the
        # least of it, never a button
        w, h = box_w, self._height(box_w, False)
        spots = [pygame.Rect(x, y, w, h) for x in (margin, (sw - w) // 2, sw - w - margin)
                 for y in (top + px(8), sh - h - margin)]
        spots = [r for r in spots if r.collidelist(avoid) < 0] or spots
        return min(spots, key=lambda r: _area(r.clip(ring)))

    def draw(self, surface: pygame.Surface, heading: str, text: str,
             buttons: list[tuple[str, str]], target: pygame.Rect | None, clock: float,
             avoid=()) -> None:
        self._render(heading, text, buttons)
        box = self.box = self.layout(target, avoid)
        px = viewport.px
        if target is not None:
            _ring(surface, target.inflate(px(12), px(12)), clock)
            _arrow(surface, box, target.inflate(px(12), px(12)))
        widgets.panel(surface, box, alpha=245, edge=palette.HIGHLIGHT)
        x, y = box.x + px(PAD), box.y + px(PAD)
        surface.blit(self._head, (x, y))
        y += self._head.get_height() + px(8)
        surface.blit(self._body_for(*self.shape), (x, y))
        self.buttons = {}
        bx = box.right - px(PAD)
        for name, img in reversed(self._labels):       # right-aligned, the first leftmost
            r = pygame.Rect(0, box.bottom - px(PAD + BUTTON_H), img.get_width() + px(28),
                            px(BUTTON_H))
            r.right = bx
            bx = r.x - px(10)
            primary = name in ("next", "title")
            pygame.draw.rect(surface, palette.BRASS if primary else palette.TEXT_DIM, r,
                             border_radius=px(8))
            surface.blit(img, img.get_rect(center=r.center))
            self.buttons[name] = r

    def hit(self, pos) -> str | None:
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        return None


def _beside(ring: pygame.Rect, w: int, h: int):
    """Boxes w×h beside the ring (right, left, below, above), each slid away along its
    side in steps, that fit on screen below the prompt bar."""
    sw, sh = viewport.size()
    px = viewport.px
    top, margin, step = px(TOP), px(MARGIN), px(24)
    cy = min(max(ring.centery - h // 2, top), sh - h - margin)
    cx = min(max(ring.centerx - w // 2, margin), sw - w - margin)
    sides = ((pygame.Rect(ring.right + margin, cy, w, h), (0, 1)),
             (pygame.Rect(ring.x - margin - w, cy, w, h), (0, 1)),
             (pygame.Rect(cx, ring.bottom + margin, w, h), (0, 1)),
             (pygame.Rect(cx, ring.y - margin - h, w, h), (0, -1)))
    for rect, (dx, dy) in sides:
        for k in range(0, 11):
            r = rect.move(dx * step * k, dy * step * k)
            if r.x >= 0 and r.right <= sw and r.y >= top and r.bottom <= sh:
                yield r


def _ring(surface, rect: pygame.Rect, clock: float) -> None:
    """A pulsing highlight ring (two strokes: a dark one under, so it shows on cream)."""
    px = viewport.px
    grow = px(3 + 3 * (1 + math.sin(clock * 4)) / 2)
    r = rect.inflate(grow * 2, grow * 2)
    pygame.draw.rect(surface, (20, 16, 18), r.inflate(px(4), px(4)), px(3), border_radius=px(12))
    pygame.draw.rect(surface, palette.HIGHLIGHT, r, px(3), border_radius=px(12))


def _arrow(surface, box: pygame.Rect, ring: pygame.Rect) -> None:
    """From the box's nearest edge point to the ring's nearest edge point."""
    start = _clamp(ring.center, box)
    end = _clamp(start, ring)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    px = viewport.px
    if length < px(12):
        return
    ux, uy = dx / length, dy / length
    tip = end
    head, half = px(16), px(9)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(surface, (20, 16, 18), start, base, px(6))
    pygame.draw.line(surface, palette.HIGHLIGHT, start, base, px(3))
    left = (base[0] - uy * half, base[1] + ux * half)
    right = (base[0] + uy * half, base[1] - ux * half)
    pygame.draw.polygon(surface, palette.HIGHLIGHT, [tip, left, right])


def _clamp(point, rect: pygame.Rect) -> tuple[int, int]:
    return (min(max(point[0], rect.left), rect.right - 1),
            min(max(point[1], rect.top), rect.bottom - 1))


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
