"""The window's size in pixels and the scale everything is drawn at.

Scenes are designed in *units*: at a unit of one pixel the reference window is
1280×800 units. Every layout is computed for the window's own size in units
(`design()`, never smaller than the reference) and drawn in pixels (`px`, `rect`), and
fonts are rendered at their shown pixel size (Fonts.get): nothing is a stretched bitmap.

Pixels per unit (`u`) come from three things:
- the UI scale the player chose (75–200 %, by default from the display's DPI);
- a bigger window shows more room *and* somewhat larger text: u grows with the square
  root of how many times the reference fits in the window at that scale (a 2560×1440
  window at 100 % draws at 1.34, a 4K screen at 200 % looks like 1920×1080 at 100 %);
- a window smaller than the reference (down to MIN_WINDOW) scales down so the layout
  still fits whole; below MIN_WINDOW the window does not shrink (App).

The state is module-level because there is one window; layout modules register a
function with `on_change` and recompute their rectangles when the window changes.
Nothing here draws; tests configure it directly without a window.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

REFERENCE = (1280, 800)         # the size, in units, every layout is designed for
MIN_WINDOW = (960, 600)         # the window refuses to get smaller than this
SCALES = (75, 90, 100, 110, 125, 150, 175, 200)    # the settings' UI scale choices (%)
MIN_TEXT_PX = 12                # no text smaller than this at 100 % (less at 75–90 %)

_state = {"size": REFERENCE, "scale": 100, "u": 1.0}
_listeners: list[Callable[[], None]] = []


def units_per_pixel_for(size: tuple[int, int], scale_percent: int) -> float:
    """Pixels per unit for a window of `size` pixels at a UI scale (%)."""
    w, h = max(1, size[0]), max(1, size[1])
    s = max(SCALES[0], min(SCALES[-1], scale_percent)) / 100
    fit = min(w / REFERENCE[0], h / REFERENCE[1])          # the reference fits this often
    room = min(w / (REFERENCE[0] * s), h / (REFERENCE[1] * s))
    u = s * math.sqrt(max(1.0, room))
    return min(u, fit)            # the design never gets smaller than the reference


def configure(size: tuple[int, int], scale_percent: int = 100) -> bool:
    """Set the window's size and UI scale; True (and the listeners called) when the
    layout changes."""
    size = (int(size[0]), int(size[1]))
    u = units_per_pixel_for(size, scale_percent)
    changed = (size, u) != (_state["size"], _state["u"])
    _state.update(size=size, scale=int(scale_percent), u=u)
    if changed:
        for listener in list(_listeners):
            listener()
    return changed


def on_change(listener: Callable[[], None]) -> None:
    """Call `listener` now and after every change (a layout module's relayout)."""
    if listener not in _listeners:
        _listeners.append(listener)
    listener()


def size() -> tuple[int, int]:
    """The window in pixels."""
    return _state["size"]


def width() -> int:
    return _state["size"][0]


def height() -> int:
    return _state["size"][1]


def u() -> float:
    """Pixels per unit."""
    return _state["u"]


def scale_percent() -> int:
    return _state["scale"]


def design() -> tuple[int, int]:
    """The window in units (at least the reference size)."""
    k = _state["u"]
    return int(_state["size"][0] / k), int(_state["size"][1] / k)


def px(n: float) -> int:
    """Units to whole pixels (a non-zero length stays at least one pixel)."""
    value = round(n * _state["u"])
    if value == 0 and n:
        return 1 if n > 0 else -1
    return value


def pt(x: float, y: float) -> tuple[int, int]:
    return round(x * _state["u"]), round(y * _state["u"])


def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle given in units, in pixels."""
    k = _state["u"]
    left, top = round(x * k), round(y * k)
    return pygame.Rect(left, top, round((x + w) * k) - left, round((y + h) * k) - top)


def font_px(size: float) -> int:
    """The pixel size of a font designed at `size` units (never below the legible floor
    at this UI scale)."""
    floor = round(MIN_TEXT_PX * min(1.0, _state["scale"] / 100))
    return max(floor, round(size * _state["u"]))


def centred(w: float, h: float) -> pygame.Rect:
    """A w×h-unit rectangle in the middle of the window, in pixels."""
    r = pygame.Rect(0, 0, px(w), px(h))
    r.center = (_state["size"][0] // 2, _state["size"][1] // 2)
    return r


def scale_from_dpi(dpi: float | None) -> int:
    """The default UI scale for a display of this DPI (96 is 100 %); 100 when unknown."""
    if not dpi or not 48 <= dpi <= 600:
        return 100
    wanted = dpi / 96 * 100
    return min(SCALES, key=lambda s: abs(s - wanted)) if wanted >= 115 else 100


def display_dpi(index: int = 0) -> float | None:
    """The display's DPI as SDL reports it (SDL_GetDisplayDPI), or None. pygame does not
    expose it: the SDL library pygame loaded is called directly."""
    import ctypes
    try:
        lib = _loaded_sdl()
        if lib is None:
            return None
        get = lib.SDL_GetDisplayDPI
        ddpi, hdpi, vdpi = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
        if get(index, ctypes.byref(ddpi), ctypes.byref(hdpi), ctypes.byref(vdpi)) != 0:
            return None
        return float(hdpi.value) or None
    except (OSError, AttributeError, ValueError):
        return None


def _loaded_sdl():
    """The SDL2 library already in this process (pygame's own copy), by its path."""
    import ctypes
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.rsplit(" ", 1)[-1].strip()
                if "libSDL2-2" in path.rsplit("/", 1)[-1]:
                    return ctypes.CDLL(path)
    except OSError:
        pass
    import ctypes.util
    name = ctypes.util.find_library("SDL2")
    return ctypes.CDLL(name) if name else None
