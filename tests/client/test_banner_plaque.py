"""The tables' big announcements ("Round 2 / 4", "Everybody changes seats") stand on an
Art Deco plaque like the rest of the table's art, not a flat box: stepped corners, a
brass rule and a brass diamond at each end, the words whole in the middle."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.table.banner import plaque


def _brass(c) -> bool:
    return c.a > 200 and abs(c.r - palette.BRASS[0]) < 8 and abs(c.g - palette.BRASS[1]) < 8


def test_a_banner_stands_on_a_stepped_plaque_with_a_diamond_at_each_end(app):
    words = app.fonts.get("title", 40).render("Round 2 / 4", True, palette.HIGHLIGHT)
    panel = plaque(words)
    w, h = panel.get_size()
    assert w > words.get_width() + 60 and h > words.get_height()
    assert panel.get_at((0, 0)).a == 0 and panel.get_at((w - 1, h - 1)).a == 0   # cut corners
    assert _brass(panel.get_at((w // 2, 0)))                                     # the rule
    left = [x for x in range(w // 4) if _brass(panel.get_at((x, h // 2)))]
    right = [x for x in range(3 * w // 4, w) if _brass(panel.get_at((x, h // 2)))]
    assert len(left) > 4 and len(right) > 4               # a diamond, not only the rule
    # the words are in the middle, untouched by the ornaments
    middle = panel.subsurface(pygame.Rect((w - words.get_width()) // 2,
                                          (h - words.get_height()) // 2, *words.get_size()))
    assert pygame.mask.from_surface(middle).count() > 0
