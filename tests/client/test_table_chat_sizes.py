"""The chat box at a network table, in a small and a wide window: the open box takes
the log's place (inside the window), its chips and entry drawn in units within it."""
from __future__ import annotations

import pygame
import pytest
from net_app_helpers import create_table, seat_people
from shell_helpers import frames, key

from cinetable.client import viewport
from cinetable.client.remote_session import RemoteSession
from cinetable.client.table.chat_box import CHIP_H, chat_box
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_the_open_chat_box_takes_the_logs_place_at_any_size(app, hosted, size):
    [(mine, first)] = seat_people(
        hosted, create_table(hosted, "hollywood", ["open", "easy", "easy"]), ("Ana",))
    session = RemoteSession(mine, first)
    scene = open_table(app, session)
    frames(app, 2)
    app.resize_window(size)
    frames(app, 2)
    key(app, pygame.K_t)
    frames(app, 2)
    box = chat_box(scene)
    assert box.open
    r = box.rect()
    assert pygame.Rect(0, 0, *size).contains(r)
    assert r.bottom == scene.LOG_RECT.bottom and r.w == scene.LOG_RECT.w
    assert box.chips, "the reactions are shown"
    for chip, _code in box.chips:
        assert r.contains(chip) and chip.h == viewport.px(CHIP_H - 4)
    key(app, pygame.K_ESCAPE)
    session.leave()
    app.scenes.pop()
