"""Issue 17.7d-e: the poker keys add one card per press, Enter with nothing chosen says
why, the hand's key legend names J Q K, and the first deal's set-aside stack is drawn
with its count and a tooltip (P2.3)."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.poker import layout as L
from cinetable.client.poker.controls import VALUE_KEYS
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "easy"), ("Sam", "bot", "easy"),
         ("Cary", "bot", "easy")]
KEY_OF = {v: k for k, v in VALUE_KEYS.items()}


def my_turn(app, seed=5):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("poker", 4, {}, SEATS, seed=seed)
    scene = open_table(app, session)
    assert until(app, lambda: scene.human_can_act() and session.state.phase == 4)
    return session, scene


def test_a_value_key_adds_one_card_of_that_value_per_press(app):
    session, scene = my_turn(app)
    hand = scene.view.hand
    v = next(u for u in sorted(set(hand)) if hand.count(u) >= 2)
    key(app, KEY_OF[v], 1)
    assert scene.selection_values() == [v]
    key(app, KEY_OF[v], 1)                       # the second press adds the second copy
    assert scene.selection_values() == [v, v]
    for _ in range(hand.count(v) - 2):
        key(app, KEY_OF[v], 1)
    key(app, KEY_OF[v], 1)                       # one press more puts them all back
    assert scene.selection_values() == []


def test_enter_with_nothing_chosen_says_why_on_the_table(app):
    session, scene = my_turn(app)
    n = len(session.record.actions)
    key(app, pygame.K_RETURN, 1)
    assert len(session.record.actions) == n
    assert scene.flash == app.t("poker.prompt.select_first") and scene.flash_t > 0


def test_the_hand_shows_a_key_legend_naming_j_q_k(app):
    session, scene = my_turn(app)
    legend = app.t("poker.legend.keys")
    assert all(f"{k} = {v}" in legend for k, v in (("J", 11), ("Q", 12), ("K", 13)))
    frames(app, 2)
    band = pygame.Rect(L.HAND.x, L.LEGEND_Y, L.HAND.w, 16)
    drawn = scene._layer.subsurface(band)
    bare = scene.background.subsurface(band)
    assert any(drawn.get_at((x, y)) != bare.get_at((x, y))
               for x in range(0, band.w, 3) for y in range(0, band.h, 2))


def test_the_set_aside_stack_shows_its_count_with_a_tooltip(app):
    session, scene = my_turn(app)
    assert scene.view.aside == 2 == sum(session.state.deck)    # 4 players: 2 Doubles
    frames(app, 2)
    assert scene._layer.get_at(L.ASIDE.center) != scene.background.get_at(L.ASIDE.center)
    tip = scene.tip_at(L.ASIDE.center)
    assert tip is not None
    lines = tip.lines()
    assert lines[0] == "2 cards set aside face down for this deal"
