"""H9 variants: advanced scoring multipliers (H9.1) and prototype hand-out order (H9.2)."""
from hollywood_helpers import (
    claim_all_but,
    lay_out,
    layout_with,
    new_game,
    play,
    run_round,
    tableau_ids,
)

from cinetable.games.hollywood import events as E

# the round of test_hollywood_round_end: P1 gets a02 (A top) and s05 (A third card)
LAYOUT = "a02 a03 s05 s09 h02 b1 a07 h03 h12 s01 a04 r12 a05 a06"
OWNERS = [0, 1, 0, 2, 0, 1, 0, 1, -1, 1, 2, -1, 2, 2]


def test_H9_2_prototype_order_hands_out_each_column_bottom_up():
    state = new_game(3, first=0, prototype_order=True)
    events = run_round(state, LAYOUT, OWNERS)
    assert [e.slot for e in events if isinstance(e, E.CardAwarded)] == \
        [3, 2, 1, 0, 7, 6, 5, 4, 10, 9]          # columns still A to D; waits at s01
    events = play(state, "star->action")
    assert [e.slot for e in events if isinstance(e, E.CardAwarded)] == [13, 12]


def test_H9_2_prototype_order_changes_who_gets_what():
    standard = new_game(3, first=0)
    run_round(standard, LAYOUT, OWNERS)
    play(standard, "star->horror")
    proto = new_game(3, first=0, prototype_order=True)
    run_round(proto, LAYOUT, OWNERS)
    play(proto, "star->horror")
    # top down, P1's star s05 comes after a02 and finishes it;
    # bottom up it comes first, with no project open, and is worthless
    assert tableau_ids(standard, 0)["films"] == [("s05", "action", ["a02"])]
    assert tableau_ids(standard, 0)["projects"] == {"action": ["a07"], "horror": ["h02"]}
    assert tableau_ids(proto, 0)["films"] == []
    assert tableau_ids(proto, 0)["worthless"] == ["s05"]
    assert tableau_ids(proto, 0)["projects"] == {"action": ["a02", "a07"], "horror": ["h02"]}
    # the removed cards are the same either way
    assert standard.removed == proto.removed


def test_H9_2_off_by_default():
    state = new_game(3)
    assert state.game.options == {"advanced_scoring": False, "prototype_order": False}


def test_H9_1_award_card_counts_one_when_removed():
    state = new_game(3, first=0)
    # tokens go to every card but slot 8 (C top) and slot 11 (D top)
    lay_out(state, layout_with(state, {8: "h01", 11: "h12"}))
    claim_all_but(state)
    assert state.removed_films == [0, 2, 0]


def test_H9_1_removed_stars_and_blockbusters_are_not_counted():
    state = new_game(3, first=0)
    lay_out(state, layout_with(state, {8: "s12", 11: "b5"}))
    claim_all_but(state)
    assert state.removed_films == [0, 0, 0]
    assert len(state.removed) == 2


def test_H9_1_multipliers_count_the_whole_game():
    state = new_game(3, first=0, advanced_scoring=True)
    lay_out(state, layout_with(state, {8: "a13", 11: "h13"}))
    claim_all_but(state)
    lay_out(state, layout_with(state, {8: "a12", 11: "r13"}))
    claim_all_but(state)
    assert state.removed_films == [2, 1, 1]
    assert state.advanced_multipliers() == (2, 1, 1)
    assert new_game(3).advanced_multipliers() is None
