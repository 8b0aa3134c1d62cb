"""How SDL puts our frames on screen: a software renderer on ordinary desktops.

pygame.SCALED draws the 1280×800 layout through an SDL renderer, and by default SDL
picks OpenGL for it and for the window's framebuffer. Without a GPU driver that is
Mesa's software OpenGL (libLLVM, swrast): about 90 MB more resident memory, and a
slower frame (llvmpipe flip 10–50 ms against 2–10 ms) than SDL's own software renderer
with an unaccelerated framebuffer. Both hints are needed: either alone still loads GL.

On a very large desktop (4K) scaling in software would cost too much per frame, and
such a machine nearly always has a GPU: there SDL keeps its default. A hint already in
the environment (the user's choice) is never overridden.
"""
from __future__ import annotations

import os
import warnings

# the largest desktop (in pixels) on which frames are scaled in software: 1920×1200
# fullscreen costs ~9 ms a frame on one core (measured in Xvfb); 4K would be ~4 times that
SOFTWARE_MAX_PIXELS = 1920 * 1200
SOFTWARE_HINTS = {"SDL_RENDER_DRIVER": "software", "SDL_FRAMEBUFFER_ACCELERATION": "0"}


def renderer_hints(desktops: list[tuple[int, int]]) -> dict[str, str]:
    """The SDL hints to set for these desktop sizes (none: SDL's default renderer)."""
    biggest = max((w * h for w, h in desktops), default=0)
    return dict(SOFTWARE_HINTS) if biggest <= SOFTWARE_MAX_PIXELS else {}


def choose_renderer() -> None:
    """Set the hints in the environment (after pygame.init, before the window is made)."""
    import pygame
    try:
        desktops = list(pygame.display.get_desktop_sizes())
    except pygame.error:
        desktops = []
    hints = renderer_hints(desktops)
    for name, value in hints.items():
        os.environ.setdefault(name, value)
    if os.environ.get("SDL_RENDER_DRIVER") == "software":
        # pygame warns that SCALED got no GPU renderer (at start and on F11): as chosen
        warnings.filterwarnings("ignore", message="(no fast renderer available|"
                                "recreating software renderer)")
