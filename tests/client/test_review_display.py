"""What the Review scene shows (issue 27): no "click: see one" when no move is marked,
the chart's round marks in words and a ring on each marked move, and a Cannes turn's
"Done" named as the one step it is beside a single card."""
import sys
from pathlib import Path

import pygame
import pytest
from shell_helpers import frames
from test_table_text_layout import recorded_app
from text_rects import RecSurface

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
from review_scripts import play_out_record  # noqa: E402

pytestmark = pytest.mark.gui


def reviewed(game, players, seed, marks):
    """A played-out record (seat 0 the human) with a review of seat 0's decisions:
    `marks` gives the mark of the first few (None: not marked)."""
    from cinetable.bots.review import Review, Reviewed
    from cinetable.engine import CHANCE, load_game
    record = play_out_record(game, players, seed)
    state = load_game(game, players).new_initial_state()
    moves = []
    for i, a in enumerate(record.actions):
        if state.current_player() == 0 and len(moves) < len(marks):
            mark = marks[len(moves)]
            moves.append(Reviewed(i, 0, a, a, 0.3 if mark else 0.5, 0.5, mark))
        state.apply_action(state.parse_action(a))
    assert CHANCE != 0
    record.review = Review(3, len(record.actions), moves).to_dict()
    return record


def screen_texts(app, rec, scene):
    frames(app, 2)
    screen = RecSurface((1280, 800))
    rec.screen = id(screen)
    scene.draw(screen)
    return [t for _r, t in rec.texts(screen)]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_no_marked_move_no_click_to_see_one_and_rounds_in_words(tmp_path, monkeypatch, lang):
    with recorded_app(tmp_path, monkeypatch, lang) as (app, rec):
        record = reviewed("hollywood", 3, 5, [None] * 12)
        scene = app.push("review", record)
        texts = screen_texts(app, rec, scene)
        t = app.t
        assert t("review.marked_none") in texts and t("review.clean") in texts
        assert not [x for x in texts if x.startswith("0 ")], texts
        assert t("review.stage.round", n=1) in texts, "round marks in words"
        assert "R1" not in texts and "R0" not in texts


def test_the_chart_rings_each_marked_move_and_says_so(app):
    from cinetable.client.scenes import review as R
    record = reviewed("hollywood", 3, 5, [None, "blunder", None, "mistake", None])
    scene = app.push("review", record)
    frames(app, 2)
    surf = scene._surface
    blunder = pygame.Color(*R.MARK_COLOURS["blunder"])
    chart = scene.chart_r
    near = [(x, y) for x in range(chart.left, chart.right)
            for y in range(chart.top, chart.bottom) if surf.get_at((x, y)) == blunder]
    assert len(near) >= 20, "a blunder's ring on the chart"


def test_a_cannes_done_is_named_as_one_step_beside_a_single_card(app):
    from cinetable.bots.review import Review, Reviewed
    record = play_out_record("cannes", 4, 3)
    from cinetable.engine import load_game
    state = load_game("cannes", 4).new_initial_state()
    k = seat = bid = None
    for i, a in enumerate(record.actions):
        bids = [str(b) for b in state.legal_actions()] if state.current_player() >= 0 else []
        if a == "done" and any(b.startswith("bid") for b in bids):
            k, seat = i, state.current_player()
            bid = next(b for b in bids if b.startswith("bid"))
            break
        state.apply_action(state.parse_action(a))
    assert k is not None, "a seat closed its bids with Done while it could lay a card"
    record.review = Review(3, len(record.actions), [
        Reviewed(k, seat, "done", bid, 0.2, 0.5, "blunder")]).to_dict()
    scene = app.push("review", record)
    frames(app, 2)
    played, best = scene.move_words(scene.review().moves[0])
    assert played == app.t("review.words.cannes.done")
    assert "lots" not in played and "lot" in best


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_cannes_setup_rating_is_named_in_words_not_notation(app, lang):
    from cinetable.bots.review import Review, Reviewed
    from cinetable.client.services import Translator
    record = play_out_record("cannes", 3, 3)
    from cinetable.engine import load_game
    state = load_game("cannes", 3).new_initial_state()
    k = next(i for i, a in enumerate(record.actions) if a.startswith("rate "))
    for a in record.actions[:k]:
        state.apply_action(state.parse_action(a))
    seat, first = state.current_player(), record.actions[k]
    second = next(str(b) for b in state.legal_actions() if str(b) != first)
    record.review = Review(3, len(record.actions), [
        Reviewed(k, seat, first, second, 0.4, 0.5, "mistake")]).to_dict()
    app.t = Translator(lang)
    scene = app.push("review", record)
    frames(app, 2)
    played, best = scene.move_words(scene.review().moves[0])
    assert not played.startswith("rate ") and not best.startswith("rate "), (played, best)
    assert "20" in played and "20" in best, (played, best)   # the first rating given
