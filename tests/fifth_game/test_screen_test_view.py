"""What Screen Test's table shows, event by event: the cards just shown stay on the board,
under their own audition's number and role, until the next role is drawn."""
from __future__ import annotations

from screen_test.client.view import ScreenView

from cinetable.engine import load_game

DEALT = ["deal 9", "deal 1", "deal 5", "deal 2", "deal 3", "deal 4"]   # seat 0: 3 5 9


def _view_through(actions):
    state = load_game("screen_test", 2).new_initial_state()
    view = ScreenView(state, 0)
    for a in actions:
        for ev in state.apply_action(a):
            if ev.visible(0):
                view.apply(ev)
        view.sync(state)                    # as after each batch
    return state, view


def test_the_cards_shown_stay_under_their_audition_until_the_next_role():
    _state, view = _view_through(DEALT + ["role 6", "play 9", "play 4"])
    assert view.shown_cards() == ([9, 4], True)
    assert view.on_stage() == (1, 6)                       # not the next audition yet
    _state, view = _view_through(DEALT + ["role 6", "play 9", "play 4", "role 2"])
    assert view.shown_cards() == ([None, None], False)
    assert view.on_stage() == (2, 2)


def test_the_view_told_event_by_event_matches_the_state():
    state = load_game("screen_test", 2).new_initial_state()
    told = ScreenView(state, 0)
    for a in DEALT + ["role 6", "play 9"]:
        for ev in state.apply_action(a):
            if ev.visible(0):
                told.apply(ev)
    synced = ScreenView(state, 0)
    for name in ("hand", "sizes", "table", "points", "history", "fresh"):
        assert getattr(told, name) == getattr(synced, name), name
