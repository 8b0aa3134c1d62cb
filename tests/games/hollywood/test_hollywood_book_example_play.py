"""H7.5 the Italian book's worked example, rebuilt through play: three scripted rounds
whose hand-outs build the three tableaus (seats: Favar 0, Manu 1, Morpheus 2).

The book cannot be replayed literally: its blockbusters add up to 7 (Favar 2, Manu 1,
Morpheus 4) and the game has 5. Here Morpheus holds 2 blockbusters and a four-card
Romance project instead of 4 blockbusters and two tied one-card projects: same total
(13), same films. Favar and Manu are exactly the book's (15 and 20).
"""
import pytest
from hollywood_helpers import new_game, play, run_round, tableau_ids

from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import load_cards
from cinetable.games.hollywood.scoring import Breakdown

CARDS = load_cards()
F, M, O = 0, 1, 2  # noqa: E741 - the book names its players F, M and O
# (layout, owners, star choices asked during that round's hand-out)
ROUNDS = [
    # Favar's star s01 finishes Romance and Morpheus's s08 Action, both forced.
    ("r02 r03 a05 h01 s01 s08 h03 a02 s12 h04 h06 a06 a01 h07",
     [F, F, O, M, F, O, M, F, -1, M, O, -1, M, O], []),
    # Manu: s02 to Horror (his choice), then s06 to Action (forced);
    # Favar: s09 to Action, leaving Horror open.
    ("h02 s02 h08 s06 s09 b4 r06 b1 a07 b3 b5 h09 r08 b2",
     [F, M, O, M, F, O, M, F, -1, M, O, -1, O, F], ["star->horror", "star->action"]),
    # Favar's s05 and Manu's s07 are forced; Morpheus picks Horror over Romance.
    ("s05 s07 s10 r04 a04 r09 r05 h05 h10 r10 a03 r12 r07 r11",
     [F, M, O, F, M, O, F, M, -1, O, F, -1, M, O], ["star->horror"]),
]


def play_book_game(**options):
    state = new_game(3, first=F, **options)
    events = []
    for layout, owners, choices in ROUNDS:
        events += run_round(state, layout, owners)
        for choice in choices:
            events += play(state, choice)
    assert state.is_terminal()
    return state, events


def test_H7_5_book_example_through_play_tableaus():
    state, _ = play_book_game()
    assert tableau_ids(state, F) == {
        "projects": {"action": ["a03"], "romance": ["r04", "r05"]},
        "films": [("s01", "romance", ["r02", "r03"]), ("s09", "action", ["a02"]),
                  ("s05", "horror", ["h02"])],
        "blockbusters": ["b1", "b2"], "worthless": []}
    assert tableau_ids(state, M) == {
        "projects": {"action": ["a04"], "horror": ["h05"], "romance": ["r07"]},
        "films": [("s02", "horror", ["h01", "h03", "h04"]), ("s06", "action", ["a01"]),
                  ("s07", "romance", ["r06"])],
        "blockbusters": ["b3"], "worthless": []}
    assert tableau_ids(state, O) == {
        "projects": {"romance": ["r08", "r09", "r10", "r11"]},
        "films": [("s08", "action", ["a05"]), ("s10", "horror", ["h06", "h07", "h08"])],
        "blockbusters": ["b4", "b5"], "worthless": []}
    assert [CARDS.cards[c].id for c in state.removed] == \
        ["s12", "a06", "a07", "h09", "h10", "r12"]


def test_H7_5_book_example_through_play_scores_and_winner():
    state, events = play_book_game()
    r = state.result()
    assert r.breakdowns == (Breakdown(4, (6, 1, 2), 2, False, 15),
                            Breakdown(2, (12, 4, 2), 0, True, 20),
                            Breakdown(4, (2, 3), 4, False, 13))
    assert state.scores() == [15, 20, 13]
    assert state.winners() == [M]
    assert state.returns() == [0.0, 1.0, 0.0]
    assert events[-1] == E.GameOver((15, 20, 13), (M,), False)


def test_H7_5_book_example_asks_only_the_real_choices():
    _, events = play_book_game()
    finished = [(e.seat, e.star, e.forced) for e in events if isinstance(e, E.FilmFinished)]
    assert finished == [(F, "s01", True), (O, "s08", True),
                        (M, "s02", False), (M, "s06", True), (F, "s09", False),
                        (F, "s05", True), (M, "s07", True), (O, "s10", False)]


def test_H9_1_book_game_with_advanced_scoring():
    # removed unclaimed: Action a06 a07, Horror h09 h10, Romance r12 (stars don't count)
    state, _ = play_book_game(advanced_scoring=True)
    assert state.removed_films == [2, 2, 1]
    r = state.result()
    assert [b.films for b in r.breakdowns] == [(6, 2, 4), (24, 8, 2), (4, 6)]
    assert state.scores() == [4 + 12 + 2, 2 + 34, 4 + 10 + 4]
    assert state.winners() == [M]


@pytest.mark.parametrize("seat", [F, M, O])
def test_H1_3_book_game_every_player_received_twelve_cards(seat):
    state, _ = play_book_game()
    assert len(state.tableaus[seat].cards()) == 12
