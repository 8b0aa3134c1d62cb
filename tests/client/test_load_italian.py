"""Load game in Italian (issue 27): the bots' stored levels and the round are in the
player's language, not the English the save was written in ("(normal)", "Round 1/4")."""
import pytest
from shell_helpers import frames
from test_table_text_layout import recorded_app
from text_rects import RecSurface

pytestmark = pytest.mark.gui


def test_load_game_names_levels_and_rounds_in_italian(tmp_path, monkeypatch):
    from cinetable.client.scenes.load import LoadScene
    from cinetable.client.session import GameSession
    with recorded_app(tmp_path, monkeypatch, "it") as (app, rec):
        seats = [("Ann", "human"), ("Rita (normal)", "bot", "normal"),
                 ("Sam (easy)", "bot", "easy")]
        s = GameSession.new("hollywood", 3, {}, seats, seed=4, folder=app.saves_dir)
        while s.state.current_player() < 0:        # the deal
            s.step_auto(None)
        s.autosave(wait=True)
        scene = LoadScene(app)
        app.scenes.push(scene)
        frames(app, 2)
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        scene.draw(screen)
        said = " ".join(t for _r, t in rec.texts(screen))
        assert "Rita (normale)" in said and "Sam (facile)" in said, said
        assert "(normal)" not in said and "(easy)" not in said
        assert "Round 1 di 3" in said and "Round 1/3" not in said, said
