"""The Hollywood Poker table driven as a player would: posted clicks and keys."""
import pygame
import pytest
from shell_helpers import click, click_at, frames, key, until

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.client.poker.table import TableScene
from cinetable.client.scenes.results import ResultsScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy"),
         ("Cary", "bot", "normal")]


def new_table(app, seed=11, speed="instant", options=None, seats=SEATS):
    app.settings["animation_speed"] = speed
    session = GameSession.new("poker", len(seats), options or {}, seats, seed=seed)
    scene = open_table(app, session)
    return session, scene


def click_cards(app, scene, values):
    """Click cards of the hand whose values are `values` (one click per card)."""
    want = list(values)
    for _ in range(len(want)):
        hand = scene.view.hand
        rects = scene.hand_rects()
        i = next(i for i, v in enumerate(hand) if v == want[0] and i not in scene.selected)
        # click the visible part of the card: its left strip (the next card covers the rest)
        r = rects[i]
        click_at(app, (r.x + 8, r.y + 30), 1)
        want.pop(0)


def test_a_whole_four_player_game_played_with_the_mouse_reaches_the_results(app):
    session, scene = new_table(app)
    assert isinstance(scene, TableScene)
    kinds = set()
    moves = 0
    while app.scenes.top is scene:
        assert until(app, lambda: scene.human_can_act() or app.scenes.top is not scene)
        if app.scenes.top is not scene:
            break
        n = len(session.record.actions)
        state = session.state
        legal = state.legal_actions()
        if state.phase == 2:                               # the exchange dialog
            click(app, scene._buttons["take"], 2)
            expected = ["exchange"]
        elif state.phase == 3:                             # give back: pick, then Give back
            k = state.give_left
            give = sorted(scene.view.hand)[:k]
            click_cards(app, scene, give)
            assert scene._buttons["give"].is_enabled
            click(app, scene._buttons["give"], 2)
            assert until(app, lambda: len(session.record.actions) >= n + k)
            expected = [f"give {'D' if v == 14 else v}" for v in give]
        else:
            plays = [a for a in legal if a.kind == "play"]
            if state.last_count and (moves % 3 == 0 or not plays):
                click(app, scene._buttons["pass"], 2)
                expected = ["pass"]
            else:
                a = plays[0]
                click_cards(app, scene, a.cards())
                click(app, scene._buttons["play"], 2)
                expected = [str(a)]
        assert session.record.actions[n:n + len(expected)] == expected, "a click missed its move"
        kinds.add(expected[0].split()[0])
        moves += 1
    assert isinstance(app.scenes.top, ResultsScene)
    assert session.state.is_terminal() and session.last_save_error is None
    assert {"play", "pass"} <= kinds
    assert scene.log.entries > 40
    assert any("wins" in line or "share" in line for line in scene.log.texts)


def test_an_illegal_set_is_refused_with_the_reason(app):
    session, scene = new_table(app, seed=3)
    assert until(app, scene.human_can_act)
    # pick two cards of different values
    hand = scene.view.hand
    a, b = hand[0], next(v for v in hand if v != hand[0] and v != 14)
    n = len(session.record.actions)
    click_cards(app, scene, [a, b])
    key(app, pygame.K_RETURN, 1)
    assert len(session.record.actions) == n
    assert scene.flash and "one value" in scene.flash
    # a set that does not follow the lead: the rules say why
    key(app, pygame.K_c, 1)
    for _ in range(300):
        assert until(app, scene.human_can_act)
        st = session.state
        if st.last_count >= 2 or (st.last_count == 1 and min(scene.view.hand) <= st.last_value):
            break
        if st.last_count:
            key(app, pygame.K_p, 2)
        else:
            scene.selected = {0}
            key(app, pygame.K_RETURN, 2)
    st = session.state
    assert st.last_count
    scene.selected = {0}                     # one card, the lowest
    n = len(session.record.actions)
    key(app, pygame.K_RETURN, 1)
    assert len(session.record.actions) == n
    expected = "Play exactly" if st.last_count >= 2 else "Play higher than"
    assert scene.flash.startswith(expected)


def test_keys_pick_a_value_and_enter_plays_it(app):
    session, scene = new_table(app, seed=5)
    assert until(app, scene.human_can_act)
    state = session.state
    while not (state.current_player() == 0 and state.phase == 4 and not state.last_count):
        # let the bots play until the human leads
        if scene.human_can_act():
            key(app, pygame.K_p, 1)
        frames(app, 2)
    low = min(v for v in scene.view.hand if v != 14)
    n = len(session.record.actions)
    keymap = {10: pygame.K_0, 11: pygame.K_j, 12: pygame.K_q, 13: pygame.K_k}
    count = scene.view.hand.count(low)
    for _ in range(count):                   # one card of the value per press
        key(app, keymap.get(low, pygame.K_0 + low if low < 10 else None), 1)
    key(app, pygame.K_RETURN, 2)
    assert session.record.actions[n] == "play " + " ".join([str(low)] * count)


def test_resume_mid_exchange_shows_the_dialog_again(app, tmp_path):
    session, scene = new_table(app, seed=7, options={"end": "target60"})
    me = make_bot("normal", "poker", seed=1)     # plays the human's moves well enough to
    for _ in range(6000):                         # be the higher player of a pair
        if session.state.phase == 2 and session.state.current_player() == 0:
            break
        if scene.human_can_act():
            scene.act(choose_for_seat(session.state, 0, me))
        frames(app, 1)
    assert session.state.phase == 2 and session.state.current_player() == 0
    session.flush()
    resumed = GameSession.resume(session.autosave_path)
    scene2 = open_table(app, resumed)
    assert until(app, scene2.human_can_act)
    assert scene2._buttons["take"].visible and scene2._buttons["waive"].visible
    key(app, pygame.K_y, 2)
    assert resumed.record.actions[-1] == "exchange"
    # the pair's cards are named in the log
    assert any("gives you" in line for line in scene2.log.texts)
