"""Hollywood 1947 at the game's end: every seat's loyalty is shown without squeezing its
name off the seat's header (short panels of seven players, tall ones of four)."""
from __future__ import annotations

import pytest
from shell_helpers import frames
from test_table_text_layout import recorded_app
from text_rects import RecSurface

from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

NAMES = ["Walt", "Bette", "Ronald", "Cy", "Dora", "Ed", "Flo"]


@pytest.mark.parametrize("players", [4, 7])
def test_names_stay_whole_beside_the_loyalties_at_the_end(tmp_path, monkeypatch, players):
    with recorded_app(tmp_path, monkeypatch, "it") as (app, rec):
        seats = [(NAMES[i], "bot", "random") for i in range(players)]
        session = GameSession.new("hollywood1947", players, {}, seats, seed=4, folder=tmp_path)
        session.run_bots_until_human()
        assert session.state.is_terminal()
        scene = open_table(app, session)
        frames(app, 3)
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        scene.draw(screen)
        texts = [t for _r, t in rec.texts(screen)]
        loyalties = [app.t(f"hollywood1947.loyalty.{k}") for k in
                     ("patriot", "communist", "star")]
        assert any(t in loyalties for t in texts), texts
        missing = [n for n in NAMES[:players] if n not in texts]
        assert not missing, texts
