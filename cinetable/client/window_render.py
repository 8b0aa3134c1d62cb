"""How SDL puts our frames on screen: a software framebuffer, not Mesa's GL.

The window is drawn at its own size (no scaling): each frame is one copy of the screen
surface to the window. By default SDL may make that framebuffer through OpenGL; without
a GPU driver that is Mesa's software OpenGL (libLLVM, swrast): about 90 MB more resident
memory and a slower flip (llvmpipe 10–50 ms against 2–10 ms) than SDL's own software
path. Both hints are needed: either alone still loads GL. A hint already in the
environment (the user's choice) is never overridden.
"""
from __future__ import annotations

import os
import warnings

SOFTWARE_HINTS = {"SDL_RENDER_DRIVER": "software", "SDL_FRAMEBUFFER_ACCELERATION": "0"}


def renderer_hints(desktops: list[tuple[int, int]]) -> dict[str, str]:
    """The SDL hints to set for these desktops: the software framebuffer on every one
    (nothing is scaled any more, so a big screen costs a copy, not a filtered stretch)."""
    return dict(SOFTWARE_HINTS)


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
