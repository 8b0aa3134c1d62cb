"""A bounded cache of painted surfaces: least recently used out, by count and by bytes.

Painters key a surface by everything it shows (a seat panel by the seat's cards, score,
turn...), so over a long game most keys are never asked for again. A plain dict grew
with every change of the board: a Festival de Cannes table held 535 panels (33 MB) after
one game, and a cap that cleared everything at 2000 entries would have let it reach
~120 MB. Evicting the least recently used surface keeps the ones in use (card faces,
dice, the current panels) and bounds the memory whatever the length of the game.

    cache = SurfaceCache(max_bytes=8 << 20)
    img = cache.get_or_make(key, lambda: paint(...))
"""
from __future__ import annotations

import weakref
from collections import OrderedDict

import pygame

# every cache made, so a closing table can empty the module-level ones too (the art of a
# game no longer on screen: film vignettes, portraits... ~60 MB in a 2560×1440 window)
_ALL: weakref.WeakSet = weakref.WeakSet()


def surface_bytes(img) -> int:
    """Pixel bytes of a surface (0 for anything else a painter may cache, e.g. None)."""
    if isinstance(img, pygame.Surface):
        return img.get_width() * img.get_height() * img.get_bytesize()
    return 0


class SurfaceCache:
    """key -> surface, at most `limit` entries and about `max_bytes` of pixels (one
    surface bigger than the budget is still kept, alone: it is the one just asked for)."""

    def __init__(self, limit: int = 400, max_bytes: int = 8 << 20):
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key) -> bool:
        return key in self._items

    def get(self, key, default=None):
        img = self._items.get(key)
        if img is None:
            return default
        self._items.move_to_end(key)
        return img

    def __setitem__(self, key, img) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = img
        self.bytes += surface_bytes(img)
        while len(self._items) > self.limit or (self.bytes > self.max_bytes
                                                and len(self._items) > 1):
            _key, gone = self._items.popitem(last=False)
            self.bytes -= surface_bytes(gone)

    def get_or_make(self, key, make):
        img = self.get(key)
        if img is None:
            img = make()
            self[key] = img
        return img

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def clear_all() -> int:
    """Empty every surface cache (a table has closed: what the next screen shows is
    painted again when asked for); the bytes freed."""
    freed = 0
    for cache in list(_ALL):
        freed += cache.bytes
        cache.clear()
    return freed
