"""What a first game at the Hollywood 1947 table showed (issue 29's play-through): a lit
die that ignored its click, a film strip of plain boxes with its genres cut to "Adven…",
no word of the film's phase, loyalties revealed as bare words, a recap silent about a
Hearing's rerolls, and a second reroll offered as "up to two dice"."""
import pytest
from shell_helpers import click_at, frames, until

from cinetable.client.hollywood1947.table import TableScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

FOUR = [("Ann", "human"), ("Bette", "bot", "normal"), ("Alan", "bot", "normal"),
        ("Nora", "bot", "normal")]


def new_table(app, seed=5):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood1947", 4, {}, FOUR, seed=seed, bot_time_budget=0.01)
    scene = open_table(app, session)
    assert isinstance(scene, TableScene)
    return session, scene


def your_turn(app, session, scene):
    """Pass until the human seat is at the top of a Shooting turn."""
    while True:
        assert until(app, lambda: scene.human_can_act() or session.state.is_terminal())
        assert not session.state.is_terminal()
        if session.state.sub == 1 and any(a.kind == "reroll" for a in scene.legal()):
            frames(app, 2)
            return
        session_actions = len(session.record.actions)
        scene.act(scene.legal()[0])
        assert until(app, lambda: len(session.record.actions) > session_actions)


def die_rects(scene) -> dict:
    return {key[1]: rect for rect, key in scene.regions if key[0] == "die"}


def test_a_click_on_a_lit_die_rerolls_it_then_a_second_one(app):
    session, scene = new_table(app)
    your_turn(app, session, scene)
    lit = scene.lit_targets()
    first = next(a for a in scene.legal() if a.kind == "reroll" and a.arg != 0)
    assert die_rects(scene)[first.arg] in lit[first]        # drawn as a target
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[first.arg].center, 2)
    assert session.record.actions[n:n + 1] == [str(first)], "the click on the die did nothing"
    assert until(app, lambda: scene.human_can_act() and session.state.sub == 5)
    frames(app, 2)
    second = next(a for a in scene.legal() if a.kind == "reroll")
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[second.arg].center, 2)
    assert session.record.actions[n:n + 1] == [str(second)]


def test_a_die_that_may_not_be_rolled_again_ignores_the_click(app):
    session, scene = new_table(app)
    your_turn(app, session, scene)
    first = next(a for a in scene.legal() if a.kind == "reroll")
    click_at(app, die_rects(scene)[first.arg].center, 2)
    assert until(app, lambda: scene.human_can_act() and session.state.sub == 5)
    frames(app, 2)
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[first.arg].center, 2)     # each die at most once
    frames(app, 2)
    assert len(session.record.actions) == n
