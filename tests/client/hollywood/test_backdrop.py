"""The Hollywood! table's Art Deco cloth."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cinetable.client import viewport  # noqa: E402
from cinetable.client.hollywood import backdrop  # noqa: E402
from cinetable.client.widgets import vertical_gradient  # noqa: E402


@pytest.fixture(autouse=True)
def reference():
    yield
    viewport.configure(viewport.REFERENCE, 100)


@pytest.mark.parametrize("size,scale", [((1920, 1080), 100), ((1366, 768), 100),
                                        ((3840, 2160), 200)])
def test_the_frame_around_the_board_keeps_clear_of_the_window_edge(size, scale):
    viewport.configure(size, scale)
    board = viewport.rect(12, 54, 556, 592)          # the board nearly reaches the left
    frame = backdrop.frame_rect(size, board)
    clear = 4 * max(1, viewport.px(1))               # a hairline's width four times
    assert pygame.Rect((0, 0), size).inflate(-2 * clear, -2 * clear).contains(frame)


def test_the_cloth_carries_its_deco_over_the_velvet():
    viewport.configure((1366, 768), 100)
    board = viewport.rect(12, 54, 556, 592)
    img = backdrop.paint_backdrop((1366, 768), board)
    plain = vertical_gradient((1366, 768), backdrop.VELVET_TOP, backdrop.VELVET_BOTTOM)
    assert img.get_size() == (1366, 768)
    assert pygame.image.tobytes(img, "RGB") != pygame.image.tobytes(plain, "RGB")
