"""The Hollywood 1947 table driven as a player would: mouse clicks on the option menu and
on hand cards, keys for the loyalty peek; a whole 5-player game and a solo game."""
import pygame
import pytest
from shell_helpers import click_at, frames, key, until

from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.table import TableScene
from cinetable.client.scenes.results import ResultsScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

FIVE = [("Ann", "human"), ("Bette", "bot", "normal"), ("Cary", "bot", "easy"),
        ("Dana", "bot", "normal"), ("Errol", "bot", "random")]


def new_table(app, seats, seed=5):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood1947", len(seats), {}, seats, seed=seed,
                              bot_time_budget=0.01)
    scene = open_table(app, session)
    assert isinstance(scene, TableScene)
    return session, scene


def play_with_the_mouse(app, session, scene, limit=600):
    """Click the first menu option (or open its group and click inside), or a lit hand
    card; check each click played the move it showed."""
    moves = 0
    kinds = set()
    while app.scenes.top is scene and moves < limit:
        assert until(app, lambda: scene.human_can_act() or app.scenes.top is not scene)
        if app.scenes.top is not scene:
            break
        n = len(session.record.actions)
        hand = scene.hand_actions()
        items = scene.menu()
        if hand:
            i, cid = next((i, c) for i, c in enumerate(scene.view.obs["hand"]) if c in hand)
            expected = str(hand[cid])
            click_at(app, scene.hand_card_rect(i).center, 1)
        else:
            # prefer something other than pass now and then, to exercise the Jobs
            pick = (moves % 3) and len(items) > 1
            label, what = items[1 if pick else 0]
            if isinstance(what, str):
                click_at(app, L.menu_rects(len(items))[1 if pick else 0].center, 1)
                assert scene.menu_group == what
                items = scene.menu()
                label, what = items[-1]
                click_at(app, L.menu_rects(len(items))[-1].center, 1)
            else:
                click_at(app, L.menu_rects(len(items))[1 if pick else 0].center, 1)
            expected = str(what)
        assert session.record.actions[n] == expected, "the click did not play its move"
        kinds.add(expected.split()[0])
        moves += 1
    return moves, kinds


def test_a_whole_five_player_game_is_played_with_the_mouse(app):
    session, scene = new_table(app, FIVE)
    moves, kinds = play_with_the_mouse(app, session, scene)
    assert until(app, lambda: app.scenes.top is not scene)
    assert isinstance(app.scenes.top, ResultsScene)
    assert session.state.is_terminal() and session.last_save_error is None
    assert moves >= 5 and "pass" in kinds and len(kinds) >= 2
    assert any("Film" in line for line in scene.log.texts)
    rows = app.scenes.top.rows
    assert all(r["notes"].get("loyalty") in ("patriot", "communist", "star") for r in rows)


def test_a_solo_game_with_ghosts_is_played_to_the_end(app):
    session, scene = new_table(app, [("Ann", "human")], seed=9)
    assert len(scene.view.obs["ghosts"]) == 3
    moves, kinds = play_with_the_mouse(app, session, scene)
    assert until(app, lambda: app.scenes.top is not scene)
    assert session.state.is_terminal() and moves >= 14


def test_loyalty_peek_by_click_and_key(app):
    session, scene = new_table(app, FIVE, seed=2)
    frames(app, 3)
    assert not scene.peek
    click_at(app, L.LOYALTY.center, 1)
    assert scene.peek
    key(app, pygame.K_l, 1)
    assert not scene.peek


def test_the_table_shows_no_other_seats_secrets(app):
    session, scene = new_table(app, FIVE, seed=4)
    assert until(app, scene.human_can_act)
    o = scene.view.obs
    state = session.state
    assert o["hand"] == sorted(__import__("cinetable.games.hollywood1947.actions",
                                          fromlist=["CARD_ID"]).CARD_ID[c]
                               for c in state.hands[0])
    for q in range(1, 5):
        if not (state.loyal[0] == 1 and state.loyal[q] == 1):
            assert o["loyalties"][q] is None


def test_the_top_bar_names_the_last_film_once_the_game_is_over(app):
    """A game won at its fifth film said "Film 6" in the top bar while the board said 5."""
    import random
    app.settings["animation_speed"] = "instant"
    rng = random.Random(1)
    for seed in range(1, 40):                    # a game over before its seventh film
        session = GameSession.new("hollywood1947", 4, {}, FIVE[:4], seed=seed,
                                  bot_time_budget=0.01)
        session.background_save = False
        while not session.state.is_terminal():
            if session.human_to_move():
                session.apply(rng.choice(session.state.legal_actions()))
            else:
                session.step_auto(None)
        if len(session.state.films) < 7:
            break
    films = len(session.state.films)
    assert films < 7
    scene = open_table(app, session)
    frames(app, 2)
    assert scene.round_text() == app.t("hollywood1947.film", number=films)
