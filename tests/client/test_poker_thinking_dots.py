"""Poker's thinking dots go after the seat's name as its panel shows it, never over it
(an empty network seat's "Posto 2", a long name ended with "…")."""
from __future__ import annotations

import pytest
from shell_helpers import frames
from test_table_text_layout import recorded_app
from text_rects import RecSurface

from cinetable.client.session import GameSession
from cinetable.client.table.seats import DOT
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("name", ["Posto 2", "Giocatore numero 2 del tavolo"])
def test_poker_thinking_dots_do_not_cover_the_seats_name(tmp_path, monkeypatch, name):
    with recorded_app(tmp_path, monkeypatch, "it") as (app, rec):
        seats = [("Ana", "human"), (name, "bot", "random"), ("Cy", "bot", "random"),
                 ("Dora", "bot", "random")]
        scene = open_table(app, GameSession.new("poker", 4, {}, seats, seed=3))
        frames(app, 2)
        monkeypatch.setattr(scene, "thinking_seat", lambda: 1)
        scene.clock = 1.0                          # three dots shown
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        scene.draw(screen)
        boxes = rec.texts(screen)
        dots = [r for r, t in boxes if t and set(t) == {DOT}]
        shown = [r for r, t in boxes if t and t.rstrip("…") and name.startswith(t.rstrip("…"))]
        assert dots and shown, boxes
        assert not [(d, n) for d in dots for n in shown if d.colliderect(n)]
