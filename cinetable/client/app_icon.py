"""The app's icon: a brass film reel on a velvet tile, painted with pygame.

The same painting gives the window's icon (title bar, taskbar) and, through
build/make_icons.py, the packaged app's files in assets/icons/ (cinetable.png, .ico for
Windows, .icns for macOS), so the icon needs no drawing program and no image library.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.engine.assets import asset_path

ICON_PNG = ("icons", "cinetable.png")
_SS = 4                      # painted this many times larger, then smoothed down


def paint_icon(size: int) -> pygame.Surface:
    """The icon at size x size pixels, with a transparent margin around the tile."""
    big = size * _SS
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    tile = pygame.Rect(0, 0, big, big).inflate(-big // 16, -big // 16)
    radius = big // 6
    pygame.draw.rect(s, palette.PANEL, tile, border_radius=radius)
    pygame.draw.rect(s, palette.BRASS_DIM, tile, width=max(1, big // 40), border_radius=radius)
    c = (big // 2, big // 2 - big // 40)
    r = int(big * 0.33)
    # the film leaving the reel, under it: a strip with sprocket holes
    strip = pygame.Rect(c[0], c[1] + r - big // 7, big // 2 - big // 10, big // 7)
    pygame.draw.rect(s, palette.INK, strip)
    hole = max(1, big // 40)
    for k in range(4):
        x = strip.x + big // 20 + k * (strip.w // 4)
        for y in (strip.y + hole, strip.bottom - 2 * hole):
            pygame.draw.rect(s, palette.CREAM, (x, y, hole * 2, hole))
    # the reel: a brass disc, five windows round a hub
    pygame.draw.circle(s, palette.BRASS, c, r)
    pygame.draw.circle(s, palette.BRASS_DIM, c, r, max(1, big // 48))
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        wc = (c[0] + int(math.cos(a) * r * 0.56), c[1] + int(math.sin(a) * r * 0.56))
        pygame.draw.circle(s, palette.PANEL, wc, int(r * 0.25))
    pygame.draw.circle(s, palette.PANEL, c, int(r * 0.12))
    pygame.draw.circle(s, palette.HIGHLIGHT, c, int(r * 0.06))
    return pygame.transform.smoothscale(s, (size, size))


def window_icon() -> pygame.Surface:
    """The shipped icon file when it is there (quick), else painted now."""
    try:
        return pygame.image.load(str(asset_path(*ICON_PNG)))
    except (OSError, pygame.error, FileNotFoundError):
        return paint_icon(64)


def set_window_icon() -> None:
    """Title bar and taskbar; called before the window opens, as some systems ask."""
    try:
        pygame.display.set_icon(window_icon())
    except pygame.error:
        pass                     # a display without icons (dummy driver): nothing to show
