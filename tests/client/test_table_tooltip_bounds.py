"""A table's tooltip stays inside the window, whatever its size: beside a thing hovered
in any corner of a small or a very wide window (no window opened: the viewport alone)."""
import pygame
import pytest

from cinetable.client import viewport
from cinetable.client.table.tooltip import place_box


@pytest.fixture
def window():
    """Sets the viewport to a window size; the reference size again afterwards."""
    def use(size, scale=100):
        viewport.configure(size, scale)
        return pygame.Rect(0, 0, *size)
    yield use
    viewport.configure(viewport.REFERENCE, 100)


def corners(win: pygame.Rect, w: int = 60, h: int = 40) -> list[pygame.Rect]:
    out = []
    for x in (0, win.centerx - w // 2, win.w - w):
        for y in (0, win.centery - h // 2, win.h - h):
            out.append(pygame.Rect(x, y, w, h))
    return out


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_a_tip_stays_in_the_window_beside_what_is_hovered(window, size):
    win = window(size)
    tip = (viewport.px(300), viewport.px(90))
    for anchor in corners(win):
        box = place_box(tip, anchor)
        assert win.contains(box), (anchor, box)
        assert not box.colliderect(anchor), (anchor, box)


def test_a_tip_keeps_off_the_buttons_at_the_far_edge_of_a_wide_window(window):
    win = window((3440, 1440))
    anchor = pygame.Rect(3300, 700, 80, 40)
    button = pygame.Rect(3200, 560, 240, 130)          # what is above it
    box = place_box((300, 90), anchor, avoid=[button])
    assert win.contains(box) and not box.colliderect(button), box
