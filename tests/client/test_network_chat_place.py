"""Where the chat goes at a network table (issue 22): never over a dialog or a control.
Seen: Festival de Cannes' rating dialog reaches over the log, where the open chat box was
drawn over its bottom (the "Fill automatically" button and the rating help)."""
from __future__ import annotations

import pygame
from net_app_helpers import create_table, frames_until, seat_people
from shell_helpers import frames, key

from cinetable.client.cannes import layout as L
from cinetable.client.cannes.overlays import AUTO_RATE
from cinetable.client.remote_session import RemoteSession
from cinetable.client.table.chat_box import COMPACT_H, FRESH_S, changed_rect, chat_box
from cinetable.client.tables import open_table
from cinetable.games.cannes.flow import P
from tests.bots.fake_clock import HeldClock


def _cannes_table(app, hosted):
    [(mine, first)] = seat_people(hosted, create_table(hosted, "cannes", ["open", "easy", "easy"]),
                                  ("Ana",))
    session = RemoteSession(mine, first)
    return session, open_table(app, session)


def test_open_chat_stays_below_the_cannes_rating_dialog(app, hosted):
    session, scene = _cannes_table(app, hosted)
    session.clock = clock = HeldClock()       # a line stays fresh however slow the frames
    clock.hold()
    frames_until(app, lambda: scene.human_can_act() and scene.state.phase == P.RATE,
                 "the rating")
    frames(app, 2)
    key(app, pygame.K_t)
    frames(app, 2)
    box = chat_box(scene)
    assert box.open
    r = box.rect()
    assert not r.colliderect(L.DIALOG) and not r.colliderect(AUTO_RATE)
    assert r.h >= COMPACT_H                      # still there to type into
    assert r.bottom == scene.LOG_RECT.bottom
    key(app, pygame.K_ESCAPE)
    session.chat.append({"name": "Bo", "text": "hello " * 20, "at": clock()})
    frames(app, 2)                                # a fresh line: drawn, not over the dialog
    assert box.covered is not None and box.covered.colliderect(L.DIALOG)
    spot = box.fresh_spot((500, 20))
    assert spot is not None and not spot.colliderect(L.DIALOG)
    session.leave()
    app.scenes.pop()


def test_a_fresh_line_shows_above_the_log_for_fresh_s_on_the_sessions_clock(app, hosted):
    session, scene = _cannes_table(app, hosted)
    session.clock = clock = HeldClock()
    clock.hold()
    frames(app, 2)
    box = chat_box(scene)
    drawn = []
    box.fresh_spot = lambda size, real=box.fresh_spot: drawn.append(size) or real(size)
    session.chat.append({"name": "Bo", "text": "hello", "at": clock()})
    frames(app, 3)                                # however long those frames took
    assert drawn, "a fresh line is drawn above the log"
    clock.advance(FRESH_S + 0.1)
    drawn.clear()
    frames(app, 3)
    assert not drawn, "a line older than FRESH_S is no longer shown"
    session.leave()
    app.scenes.pop()


def test_fresh_lines_keep_off_a_control_above_the_log(app, hosted):
    session, scene = _cannes_table(app, hosted)
    frames(app, 2)
    box = chat_box(scene)
    log = pygame.Rect(scene.LOG_RECT)
    done = pygame.Rect(log.x, log.y - 48, 116, 44)      # Cannes' Done, left above the log
    scene.widget_rects = lambda: [done]
    spot = box.fresh_spot((200, 60))
    assert spot is not None and not spot.colliderect(done)
    everywhere = pygame.Rect(0, 0, 1280, 800)             # no room anywhere: not shown
    scene.widget_rects = lambda: [everywhere]
    assert box.fresh_spot((200, 60)) is None
    session.leave()
    app.scenes.pop()


def test_changed_rect_bounds_what_was_drawn():
    a = pygame.Surface((100, 80))
    a.fill((20, 20, 20))
    b = a.copy()
    assert changed_rect(a, b) is None
    b.fill((10, 10, 10), pygame.Rect(5, 40, 30, 12))     # darker counts as well as lighter
    b.fill((200, 0, 0), pygame.Rect(60, 10, 4, 4))
    assert changed_rect(a, b) == pygame.Rect(5, 10, 59, 42)
