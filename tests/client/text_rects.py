"""Where text lands on a frame: a recorder for layout tests (no window needed).

While `recording()` is on, every line a font renders is known by its surface, and every
surface made with pygame.Surface remembers which text was blitted onto it and where,
through nested layers (a panel painted once and blitted on the board, a layer blitted
on the screen), converts, copies, rotations, scales and subsurfaces. Drawing a scene on
a fresh surface then gives the screen rectangle of every piece of text on it:

    with recording() as rec:
        app = App(smoke=True) ...; scene = ...           # fonts made while recording
        screen = pygame.Surface((1280, 800))
        scene.draw(screen)
        boxes = rec.texts(screen)                        # [(rect, text), ...]
        assert not overlaps(boxes)

Rectangles are the glyphs' ink (a line's empty leading is not counted), so lines stacked
at their font's line height do not count as touching. An opaque blit that covers a whole
surface (a layer repainted from its background) or a full fill forgets what was under it;
other drawing over text is not tracked. A text blitted partly outside the layer it is
drawn on (a long name past its panel's edge) is listed in `spills`.
"""
from __future__ import annotations

import contextlib

import pygame

_BaseSurface = pygame.Surface
_BaseFont = pygame.font.Font


class TextRecorder:
    def __init__(self):
        # id(surface) -> (surface, [(local rect, text), ...]); the surface is held so its
        # id cannot be reused by another one while recording
        self.content: dict[int, tuple] = {}
        self.screen: int | None = None     # id of the screen: what leaves it is kept
        self.cuts: list = []                # (text, its rect, the box cutting it)
        self.spills: list = []              # (text, its rect, the size of the layer it left)
        self.font_px: dict[str, int] = {}   # text -> the smallest font size it was made at

    def of(self, surf) -> list:
        got = self.content.get(id(surf))
        if got is None and hasattr(surf, "get_parent"):
            parent = surf.get_parent()
            if parent is not None and id(parent) in self.content:
                off = pygame.Rect(surf.get_abs_offset(), surf.get_size())
                return [(r.move(-off.x, -off.y).clip(surf.get_rect()), t)
                        for r, t in self.content[id(parent)][1] if r.colliderect(off)]
        return got[1] if got else []

    def set(self, surf, items: list) -> None:
        self.content[id(surf)] = (surf, items)

    def text_image(self, img, text: str) -> None:
        ink = img.get_bounding_rect()
        if text.strip() and ink.w and ink.h:
            self.set(img, [(ink, text)])

    def derived(self, src, out) -> None:
        """`out` shows what `src` showed, resized to `out`'s size (rotate, scale)."""
        items = self.of(src)
        if not items:
            return
        ink = out.get_bounding_rect()
        words = " ".join(t.removeprefix(ICON) for _r, t in items)
        # a word shrunk to under half its size is part of a picture (a card's miniature)
        small = out.get_width() * out.get_height() * 2 < src.get_width() * src.get_height()
        self.set(out, [(ink, (ICON if small else "") + words)])

    def blitted(self, target, source, dest, area) -> None:
        items = self.of(source)
        if len(items) > 1 and source.get_width() <= 40 and source.get_height() <= 40:
            # a chip or token: its texts are one picture (a number over its name)
            union = items[0][0].unionall([r for r, _t in items[1:]])
            items = [(union, " ".join(t for _r, t in items))]
        tx, ty = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else dest[:2]
        full = (tx, ty) == (0, 0) and source.get_size() == target.get_size() and area is None \
            and not source.get_flags() & pygame.SRCALPHA and source.get_colorkey() is None
        clip = pygame.Rect(area) if area is not None else source.get_rect()
        mine = [] if full else self.covered(target, source, clip, (tx, ty))
        for r, t in items:
            r = r.clip(clip)
            if r.w and r.h:
                r = r.move(tx - clip.x, ty - clip.y)
                if id(target) != self.screen and not target.get_rect().contains(r):
                    self.spills.append((t, r, target.get_size()))   # cut by a panel's edge
                mine.append((r if id(target) == self.screen else r.clip(target.get_rect()), t))
        if mine or id(target) in self.content:
            self.set(target, [(r, t) for r, t in mine if r.w and r.h])

    def covered(self, target, source, clip, at) -> list:
        """The target's texts left after `source` (its `clip` part, put at `at`) is
        blitted over them: a text under opaque pixels is hidden; one half under them is
        cut to what shows (a fanned card's corner)."""
        out = []
        place = pygame.Rect(at, clip.size)
        mask = None
        for r, t in self.of(target):
            c = r.clip(place)
            if not (c.w and c.h):
                out.append((r, t))
                continue
            if mask is None:
                mask = pygame.mask.from_surface(source.subsurface(clip.clip(source.get_rect())), 200)
            local = c.move(-place.x, -place.y)
            solid = sum(mask.get_at((x, y)) for x in range(local.x, min(local.right, mask.get_size()[0]))
                        for y in range(local.y, min(local.bottom, mask.get_size()[1])))
            if solid < c.w * c.h:
                out.append((r, t))             # seen through
            elif c != r:
                out.append((_uncovered(r, c), t))
        return [(r, t) for r, t in out if r.w and r.h]

    def boxed(self, target, rect) -> None:
        """A filled box drawn: the texts under it are hidden; one it half covers is cut
        (a tag over a line of text), and kept whole so that it is reported."""
        rect = pygame.Rect(rect)
        keep = []
        for r, t in self.of(target):
            c = r.clip(rect)
            if c == r:
                continue
            if c.w > 1 and c.h > 1:
                self.cuts.append((t, r.copy(), rect.copy()))
            keep.append((r, t))
        if id(target) in self.content:
            self.set(target, keep)

    def texts(self, surf) -> list:
        return [(r.copy(), t) for r, t in self.of(surf)]


REC: TextRecorder | None = None
ICON = "[icon] "


class _Meta(type):
    def __instancecheck__(cls, obj):          # a base Surface is still a pygame.Surface
        return _BaseSurface.__instancecheck__(obj)


class RecSurface(_BaseSurface, metaclass=_Meta):
    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        out = _BaseSurface.blit(self, source, dest, area, special_flags)
        if REC is not None:
            REC.blitted(self, source, dest, area)
        return out

    def blits(self, blit_sequence, doreturn=True):
        return [self.blit(*item) for item in blit_sequence] if doreturn else \
            [self.blit(*item) for item in blit_sequence] and None

    def fill(self, color, rect=None, special_flags=0):
        out = _BaseSurface.fill(self, color, rect, special_flags)
        if REC is not None and rect is None and not special_flags:
            REC.content.pop(id(self), None)
        return out

    def _same(self, out):
        if REC is not None and REC.of(self):
            REC.set(out, REC.texts(self))
        return out

    def convert(self, *a):
        return self._same(_BaseSurface.convert(self, *a))

    def convert_alpha(self, *a):
        return self._same(_BaseSurface.convert_alpha(self, *a))

    def copy(self):
        return self._same(_BaseSurface.copy(self))


class RecFont(_BaseFont):
    def __init__(self, file=None, size=20, *a, **k):
        _BaseFont.__init__(self, file, size, *a, **k)
        self.rec_px = int(size)        # the pixel size it was made at

    def render(self, text, antialias, color, background=None, *a, **k):
        img = _BaseFont.render(self, text, antialias, color, background, *a, **k)
        if REC is not None and text:
            REC.text_image(img, str(text))
            px = getattr(self, "rec_px", 0)
            REC.font_px[str(text)] = min(px, REC.font_px.get(str(text), px))
        return img


def _uncovered(r, c):
    """What shows of rect r when c (inside it) is covered, if that is one band."""
    if c.h == r.h and c.x == r.x:
        return pygame.Rect(c.right, r.y, r.right - c.right, r.h)
    if c.h == r.h and c.right == r.right:
        return pygame.Rect(r.x, r.y, c.x - r.x, r.h)
    if c.w == r.w and c.y == r.y:
        return pygame.Rect(r.x, c.bottom, r.w, r.bottom - c.bottom)
    if c.w == r.w and c.bottom == r.bottom:
        return pygame.Rect(r.x, r.y, r.w, c.y - r.y)
    return r


def _box(fn):
    def wrapped(surface, color, rect, width=0, *a, **k):
        out = fn(surface, color, rect, width, *a, **k)
        if REC is not None and width == 0 and (len(color) < 4 or color[3] >= 200):
            REC.boxed(surface, rect)
        return out
    return wrapped


def _derive(fn):
    def wrapped(surface, *a, **k):
        out = fn(surface, *a, **k)
        if REC is not None:
            REC.derived(surface, out)
        return out
    return wrapped


@contextlib.contextmanager
def recording():
    """Record text placement; fonts and surfaces must be made inside the block."""
    global REC
    REC = TextRecorder()
    saved = (pygame.Surface, pygame.font.Font, pygame.transform.rotate,
             pygame.transform.smoothscale, pygame.transform.scale, pygame.draw.rect)
    pygame.draw.rect = _box(saved[5])
    pygame.Surface, pygame.font.Font = RecSurface, RecFont
    pygame.transform.rotate = _derive(saved[2])
    pygame.transform.smoothscale = _derive(saved[3])
    pygame.transform.scale = _derive(saved[4])
    try:
        yield REC
    finally:
        (pygame.Surface, pygame.font.Font, pygame.transform.rotate,
         pygame.transform.smoothscale, pygame.transform.scale, pygame.draw.rect) = saved
        REC = None


def overlaps(boxes: list, slack: int = 1) -> list:
    """Pairs of text rects that overlap by more than `slack` pixels each way."""
    out = []
    for i, (a, ta) in enumerate(boxes):
        for b, tb in boxes[i + 1:]:
            if a == b and ta == tb:
                continue                       # the same line drawn twice in one place
            if ta.startswith(ICON) or tb.startswith(ICON):
                continue
            c = a.clip(b)
            if c.w > slack and c.h > slack:
                out.append((ta, a, tb, b))
    return out


def outside(boxes: list, window=(1280, 800)) -> list:
    frame = pygame.Rect(0, 0, *window)
    return [(t, r) for r, t in boxes if not frame.contains(r)]
