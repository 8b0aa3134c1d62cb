"""The window sizes and UI scales every scene is checked at, and what a frame must be.

A frame at any size: no text over other text, none outside the window, none made with a
font under the legible floor (12 px at 100 %), and the whole window painted (no
letterbox: a pixel still showing the sentinel colour was drawn by nobody).
"""
from __future__ import annotations

import pygame
from shell_helpers import frames
from text_rects import ICON, RecSurface, outside, overlaps

# (window in pixels, UI scale %): the list, 4:3 to 21:9, and two at 200 %
SIZES = [((960, 600), 100), ((1280, 800), 100), ((1366, 768), 100), ((1920, 1080), 100),
         ((2560, 1440), 100), ((3440, 1440), 100), ((1920, 1080), 200), ((3840, 2160), 200)]
SIZE_IDS = [f"{w}x{h}@{s}" for (w, h), s in SIZES]
SENTINEL = (255, 0, 255)
MIN_TEXT_PX = 12


def set_window(app, size, scale: int = 100) -> None:
    """The app's window at `size` pixels and `scale` %, every scene laid out for it."""
    app.settings["ui_scale"] = scale
    app.resize_window(size)
    assert app.screen.get_size() == tuple(size)


def draw_frame(rec, app, size):
    """Every visible scene drawn on a fresh recorded screen: (screen, text boxes)."""
    screen = RecSurface(size)
    screen.fill(SENTINEL)
    rec.screen = id(screen)
    for scene in app.scenes.visible():
        scene.draw(screen)
    return screen, rec.texts(screen)


def unpainted(screen) -> int:
    """How many pixels nobody drew (still the sentinel colour)."""
    mask = pygame.mask.from_threshold(screen, SENTINEL, (1, 1, 1, 255))
    return mask.count()


def frame_problems(rec, app, size, scale: int = 100) -> list:
    """What is wrong with the frame the app shows at this size (empty: nothing)."""
    screen, boxes = draw_frame(rec, app, size)
    problems: list = []
    problems += [("overlap", o) for o in overlaps(boxes)]
    problems += [("outside", o) for o in outside(boxes, size)]
    if scale >= 100:
        small = sorted({(t, rec.font_px[t]) for _r, t in boxes
                        if not t.startswith(ICON) and rec.font_px.get(t, 99) < MIN_TEXT_PX})
        problems += [("small", s) for s in small]
    blank = unpainted(screen)
    if blank:
        problems.append(("unpainted pixels", blank))
    return problems


def problems_at(rec, app, size, scale: int = 100) -> list:
    """The app's window made `size` at `scale` %, two frames run, and what is wrong with
    the frame it then shows (empty: nothing)."""
    set_window(app, size, scale)
    frames(app, 2)
    return frame_problems(rec, app, size, scale)
