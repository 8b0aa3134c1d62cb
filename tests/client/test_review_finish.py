"""Game review, finished (issues 21 and 19): marked moves in the table's own words, the
verdict in the log's place, the better move drawn on the board in every game, Review in
Load, the accuracy in the history and the Statistics, and Hollywood 1947's score chart
with one line per side."""
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest
from shell_helpers import frames

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
from review_scripts import play_out_record, play_to_choice, record_for  # noqa: E402

pytestmark = pytest.mark.gui

# (game, players, seed, seat 0's n-th choice, a planted blunder, the better move there):
# the positions of tests/bots/test_review.py
PLANTED = {
    "hollywood": ("hollywood", 3, 4, 16, "star->romance", "star->horror"),
    "poker": ("poker", 2, 1, 4, "play 13", "play 4"),
    "hollywood1947": ("hollywood1947", 4, 3, 2, "spend pat2-1", "spend com2-2"),
    "cannes": ("cannes", 3, 4, 29, "done", "bid lot1 490000"),
}


def planted(game):
    """A record ending just after the planted blunder, its review marking it."""
    from cinetable.bots.review import Review, Reviewed
    g, players, seed, n, bad, best = PLANTED[game]
    state, actions = play_to_choice(g, players, seed, n)
    k = len(actions)
    record = record_for(g, players, seed, actions + [state.parse_action(bad)])
    record.review = Review(3, len(record.actions), [
        Reviewed(k, 0, bad, best, 0.12, 0.41, "blunder")]).to_dict()
    return record, k


def open_blunder(app, game):
    record, k = planted(game)
    review = app.push("review", record)
    frames(app, 2)
    review.open_move(review._rows[0][1])
    replay = app.scenes.top
    frames(app, 2)
    return review, replay, k


def test_W21_marked_moves_are_named_in_the_tables_words_with_no_table_open(app):
    record, k = planted("hollywood")
    review = app.push("review", record)
    frames(app, 2)
    played, best = review.move_words(review._rows[0][1])
    assert "->" not in played and "->" not in best and played != best
    assert "Romance" in played and "Horror" in best
    assert [s.name for s in app.scenes] == ["review"]      # no table was opened for it


def test_W21_the_verdict_in_the_replay_leaves_the_board_clear(app):
    """The box sat over the column letters and the first row of cards: now the board is
    drawn the same with and without it (it takes the log's place)."""
    from cinetable.client.hollywood import layout as L
    _review, replay, _k = open_blunder(app, "hollywood")
    replay.show_hint(None)                 # the ring is not the box: leave it out here
    board = L.BOARD.clip(pygame.Rect(0, 46, 1280, 754))

    def shot(shown):
        replay.review_shown = shown
        surface = pygame.Surface((1280, 800))
        replay.draw(surface)
        return pygame.image.tobytes(surface.subsurface(board), "RGB")
    assert shot(True) == shot(False)
    assert "41" in replay.review_line and "12" in replay.review_line


@pytest.mark.parametrize("game", list(PLANTED))
def test_W21_the_replay_draws_the_better_move_on_the_board(app, game):
    _review, replay, k = open_blunder(app, game)
    rects = replay.hint_rects(replay.review_action)
    assert rects and str(replay.review_action) == PLANTED[game][5]
    screen = pygame.Rect(0, 0, 1280, 800)
    assert all(screen.contains(r) for r in rects)
    replay.go(k + 1)                        # another moment: nothing pointed at
    assert replay.hint_mark is None
    replay.go(k)
    assert replay.hint_mark is not None


def test_W21_poker_lifts_the_cards_of_the_better_set(app):
    _review, replay, _k = open_blunder(app, "poker")
    from cinetable.client.poker import layout as L
    flat = L.hand_card_rects(len(replay.view.hand))
    lifted = [i for i, (a, b) in enumerate(zip(replay.hand_rects(), flat)) if a.y < b.y]
    assert [replay.view.hand[i] for i in lifted] == [4]
    replay.show_hint(None)
    assert replay.hand_rects() == flat


def test_W21_the_hint_at_a_table_points_at_its_move(app):
    """H at the table: the hinted move is ringed until the hint is dropped."""
    _review, replay, _k = open_blunder(app, "hollywood")
    action = replay.state.parse_action("star->horror")
    replay.show_hint(action)
    assert replay.hint_rects(replay.hint_mark)
    replay.hint = SimpleNamespace(action=action)     # as a finished hint leaves it
    replay.drop_hint()
    assert replay.hint_mark is None


def test_W21_load_offers_review_for_a_game_not_finished(app):
    from cinetable.persistence.saves import save_record
    record, _k = planted("poker")
    record.review = None
    path = save_record(record, app.saves_dir / "game.json")
    load = app.push("load")
    frames(app, 2)
    assert load.review_button.is_enabled
    load.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=load.review_button))
    review = app.scenes.top
    assert review.name == "review" and review.path == path
    review.run.cancel()
    review.run.wait(30)


def test_W21_a_stored_review_puts_its_accuracy_in_the_history(app):
    from cinetable.bots.review import Review, Reviewed
    from cinetable.client.review_runs import ReviewRun
    from cinetable.persistence.history import add_game, load_history
    record = record_for("poker", 2, 1, ["play 4"])
    seats = [{"name": "Ann", "kind": "human", "level": None, "score": 3, "won": True},
             {"name": "Bot 1", "kind": "bot", "level": "normal", "score": 1, "won": False}]
    add_game({"id": record.id, "game": "poker", "players": 2, "options": {},
              "finished": "2026-01-01T10:00:00+00:00", "seats": seats})
    run = object.__new__(ReviewRun)          # the store alone, no thread
    run.record, run.path = record, None
    run.job = SimpleNamespace(review=Review(3, 1, [Reviewed(0, 0, "play 4", "play 4", 0.3, 0.4)]))
    run._store()
    seat = load_history().entries[0]["seats"][0]
    assert seat["accuracy"] == 0.75


def stats_entries():
    def e(i, acc):
        seat = {"name": "Ann", "kind": "human", "level": None, "score": 9, "won": True}
        if acc is not None:
            seat["accuracy"] = acc
        return {"id": f"g{i}", "game": "hollywood", "players": 2, "options": {},
                "started": f"2026-01-0{i}T10:00:00+00:00",
                "finished": f"2026-01-0{i}T10:20:00+00:00", "actions": 90,
                "seats": [seat, {"name": "Bo", "kind": "bot", "level": "normal", "score": 5,
                                 "won": False}]}
    return [e(1, 0.6), e(2, None), e(3, 0.9)]


def test_W21_statistics_show_the_accuracy_of_reviewed_games_and_its_chart(app, tmp_path,
                                                                         monkeypatch):
    import json

    from cinetable.client import charts
    from cinetable.persistence.history import FORMAT_VERSION
    from cinetable.stats import compute
    path = tmp_path / "history.json"
    monkeypatch.setenv("CINETABLE_HISTORY", str(path))
    path.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": stats_entries()}))
    lines = []
    real = charts.line_chart
    monkeypatch.setattr(charts, "line_chart",
                        lambda s, r, series, *a, **kw: (lines.append(series), real(s, r, series, *a, **kw))[1])
    scene = app.push("statistics", "hollywood")
    frames(app, 2)
    tiles = dict(scene._tiles(compute(scene.entries, "hollywood"), "hollywood"))
    assert tiles[app.t("review.stat_tile")] == app.t("stats.percent", n=75)
    assert [[0.6, 0.9]] in lines              # the accuracy over time, oldest first
    assert app.t("review.stat_tile") not in dict(scene._tiles(compute(scene.entries, None), None))


def test_W19_the_1947_score_chart_draws_one_line_per_side(app):
    from cinetable.client.hollywood1947.chart_series import final_loyalties
    from cinetable.client.score_chart import chart_series, score_points
    record = play_out_record("hollywood1947", 5, 3)
    points = score_points(record)
    names = [s.name for s in record.seats]
    series, colours, labels = chart_series(record, points, names, app.t)
    sides = sorted(set(final_loyalties(record)))
    assert len(series) == len(sides) < record.players     # teammates share a line
    assert all(any(n in label for label in labels) for n in names)
    # every other game: a line per seat, in the seat's colour
    other = play_out_record("poker", 3, 2)
    series, _c, labels = chart_series(other, score_points(other), ["a", "b", "c"], app.t)
    assert len(series) == 3 and labels == ["a", "b", "c"]
