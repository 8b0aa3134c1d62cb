"""The results scene: the H7 breakdown per player, winners, tie-break, seed, buttons."""
import pytest
from shell_helpers import click, frames

from cinetable.client.scenes.results import ResultsScene, result_rows
from cinetable.client.session import GameSession
from cinetable.games.hollywood.scoring import Breakdown, Result

pytestmark = pytest.mark.gui

BOTS = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "normal"),
        ("Ida", "bot", "random")]


def finished_session(seed=12, players=4):
    s = GameSession.new("hollywood", players, {}, BOTS[:players], seed=seed)
    s.run_bots_until_human()
    assert s.state.is_terminal()
    return s


def test_rows_match_the_final_result():
    s = finished_session()
    res = s.state.result()
    rows = result_rows(s)
    assert [r["total"] for r in rows] == [b.total for b in res.breakdowns]
    for r, b in zip(rows, res.breakdowns):
        assert r["blockbusters"] == b.blockbusters and r["films"] == tuple(b.films)
        assert r["ambitious"] == b.ambitious
        assert r["notes"].get("ambitious") == ("tied" if b.ambitious_tied else None)
        assert r["total"] == r["blockbusters"] + sum(r["films"]) + r["ambitious"]
    assert [r["seat"] for r in rows if r["winner"]] == list(res.winners)
    assert [r["name"] for r in rows] == ["Rita", "Sam", "Orson", "Ida"]


def test_results_scene_draws_and_its_buttons_lead_on(app):
    s = finished_session(seed=3, players=3)
    scene = ResultsScene(app, s)
    app.scenes.push(scene)
    frames(app, 2)
    assert scene._surface is not None
    click(app, scene.title_b, 3)
    assert app.scenes.top.name == "title" and len(app.scenes) == 1
    scene = ResultsScene(app, s)
    app.scenes.push(scene)
    frames(app, 1)
    click(app, scene.new_b, 3)
    from cinetable.client.scenes.new_game import NewGameScene
    assert isinstance(app.scenes.top, NewGameScene)
    assert [x.name for x in app.scenes][0] == "title"


def test_a_tie_break_and_a_shared_win_are_shown(app, monkeypatch):
    s = finished_session(seed=5, players=3)
    tied = Result((Breakdown(2, (6,), 0, True, 8), Breakdown(0, (8,), 0, False, 8),
                   Breakdown(4, (2,), 2, False, 8)), (1,), True)
    monkeypatch.setattr(s.state, "result", lambda: tied, raising=False)
    rows = result_rows(s)
    assert [r["winner"] for r in rows] == [False, True, False]
    assert rows[0]["notes"] == {"ambitious": "tied"}
    texts = []
    real_t = app.t
    monkeypatch.setattr(app, "t", lambda k, **kw: texts.append(k) or real_t(k, **kw))
    app.scenes.push(ResultsScene(app, s))
    frames(app, 1)
    assert "results.tiebreak_best_film" in texts and "results.ambitious_tied" in texts
    assert "results.seed" in texts and "results.winner" in texts
    shared = Result(tied.breakdowns, (0, 2), True)
    monkeypatch.setattr(s.state, "result", lambda: shared, raising=False)
    texts.clear()
    app.scenes.replace(ResultsScene(app, s))
    frames(app, 1)
    assert "results.shared" in texts


def test_a_game_without_its_own_sheet_shows_totals_only(app, monkeypatch):
    """The results scene serves every game: the protocol's default score sheet has no
    items, only each seat's total and the winners."""
    from cinetable.engine.protocol import State
    s = finished_session(seed=4, players=3)
    monkeypatch.setattr(s.state, "score_sheet", lambda: State.score_sheet(s.state))
    rows = result_rows(s)
    assert [r["total"] for r in rows] == s.state.scores()
    assert all(set(r) == {"total", "seat", "name", "notes", "winner"} for r in rows)
    scene = ResultsScene(app, s)
    app.scenes.push(scene)
    frames(app, 1)
    assert [k for k, _w in scene.cols] == ["player", "total"]


def test_results_record_a_human_game_once_and_draw_the_score_chart(app):
    import random

    from cinetable.persistence.history import load_history
    s = GameSession.new("hollywood", 3, {}, [("Ann", "human", None)] + BOTS[1:3], seed=4)
    rng = random.Random(1)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if s.human_to_move():
            s.apply(rng.choice(s.state.legal_actions()))
    for _ in range(2):                       # shown twice: counted once
        scene = ResultsScene(app, s)
        app.scenes.push(scene)
        frames(app, 1)
        app.scenes.pop()
    entries = load_history().entries
    assert [e["id"] for e in entries] == [s.record.id]
    assert entries[0]["seats"][0]["score"] == s.state.scores()[0]
    points, _stages = scene._points                   # the chart's cache: (points, stages)
    assert points[0] == [0, 0, 0] and points[-1] == list(s.state.scores())


def test_a_solo_hollywood_1947_game_lost_says_nobody_won_and_records_a_loss(app, monkeypatch):
    """The side that won has nobody at the table: winners() names the lone seat (the
    protocol never leaves it empty), but the screen and the statistics say it lost."""
    import random

    from cinetable.persistence.history import load_history
    rng = random.Random(2)
    for seed in range(40):
        s = GameSession.new("hollywood1947", 1, {}, [("Ann", "human", None)], seed=seed)
        while not s.state.is_terminal():
            s.run_bots_until_human()
            if s.human_to_move():
                s.apply(rng.choice(s.state.legal_actions()))
        if s.state.side_won == "communist":
            break
    assert s.state.side_won == "communist" and s.state.winners() == [0]
    texts = []
    real_t = app.t
    monkeypatch.setattr(app, "t", lambda k, **kw: texts.append(k) or real_t(k, **kw))
    scene = ResultsScene(app, s)
    app.scenes.push(scene)
    frames(app, 1)
    assert "results.nobody" in texts and "results.winner_you" not in texts
    assert not any(r["winner"] for r in scene.rows)
    assert load_history().entries[-1]["seats"][0]["won"] is False
