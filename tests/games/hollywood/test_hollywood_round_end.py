"""H5 end of round and H6 receiving cards, on one scripted 3-player round.

Slot  card  owner   what happens (top-down hand-out, H5.1)
 0    a02   P1      starts an Action project                        H6.2
 1    a03   P2      starts an Action project
 2    s05   P1      only one open project: finishes Action at once   H6.5
 3    s09   P3      no project: worthless                            H6.4
 4    h02   P1      starts a Horror project
 5    b1    P2      blockbuster                                      H6.1
 6    a07   P1      a new Action project after the finished one      H6.3
 7    h03   P2      starts a Horror project
 8    h12   -       removed unclaimed                                H5.2
 9    s01   P2      two open projects: P2 chooses                    H6.3
10    a04   P3      starts an Action project
11    r12   -       removed unclaimed
12    a05   P3      added to the Action project                      H6.2
13    a06   P3      added too
"""
import pytest
from hollywood_helpers import new_game, play, run_round, tableau_ids

from cinetable.engine import CHANCE, IllegalActionError
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import load_cards
from cinetable.games.hollywood.state import STAR_CHOICE

CARDS = load_cards()
LAYOUT = "a02 a03 s05 s09 h02 b1 a07 h03 h12 s01 a04 r12 a05 a06"
OWNERS = [0, 1, 0, 2, 0, 1, 0, 1, -1, 1, 2, -1, 2, 2]


@pytest.fixture
def at_choice():
    """The round played up to P2's star choice at slot 9."""
    state = new_game(3, first=0)
    events = run_round(state, LAYOUT, OWNERS)
    return state, events


@pytest.fixture
def after_round(at_choice):
    state, events = at_choice
    events += play(state, "star->horror")
    return state, events


def awarded(events):
    return [e for e in events if isinstance(e, E.CardAwarded)]


def test_H5_1_cards_handed_out_top_to_bottom_column_by_column(after_round):
    _, events = after_round
    assert [e.slot for e in awarded(events)] == [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13]
    assert [(e.seat, e.card) for e in awarded(events)][:4] == \
        [(0, "a02"), (1, "a03"), (0, "s05"), (2, "s09")]


def test_H5_1_hand_out_waits_for_the_star_choice(at_choice):
    state, events = at_choice
    assert state.phase == STAR_CHOICE
    assert state.current_player() == 1        # the receiver decides, whoever's turn it was
    assert [e.slot for e in awarded(events)][-1] == 9
    assert CARDS.cards[state.pending_star()].id == "s01"
    assert tableau_ids(state, 2)["projects"] == {}     # slots 10-13 not handed out yet
    assert state.removed == []


def test_H5_2_two_unclaimed_cards_removed_and_recorded(after_round):
    state, events = after_round
    assert [CARDS.cards[c].id for c in state.removed] == ["h12", "r12"]
    (removed,) = [e for e in events if isinstance(e, E.CardsRemoved)]
    assert removed == E.CardsRemoved(0, ("h12", "r12"), (8, 11))
    assert state.removed_films == [0, 1, 1]     # per genre: action, horror, romance


def test_H5_3_tokens_return_and_next_round_is_laid_out(after_round):
    state, events = after_round
    assert isinstance(events[-1], E.RoundEnded)
    assert state.tokens == [4, 4, 4]
    assert state.round == 1
    assert state.current_player() == CHANCE
    assert state.slots == [-1] * 14 and state.owner == [-1] * 14
    assert len(state.star_deck) == 9 and len(state.film_deck) == 33


def test_H6_1_blockbuster_is_kept(after_round):
    state, _ = after_round
    assert tableau_ids(state, 1)["blockbusters"] == ["b1"]


def test_H6_2_film_card_starts_or_joins_the_project_of_its_genre(after_round):
    state, _ = after_round
    assert tableau_ids(state, 2)["projects"] == {"action": ["a04", "a05", "a06"]}
    assert tableau_ids(state, 0)["projects"] == {"action": ["a07"], "horror": ["h02"]}


def test_H6_3_receiver_chooses_which_open_project_the_star_finishes(at_choice):
    state, _ = at_choice
    assert [str(a) for a in state.legal_actions()] == ["star->action", "star->horror"]
    with pytest.raises(IllegalActionError, match="no open Romance project"):
        state.parse_action("star->romance")
    with pytest.raises(IllegalActionError, match="choose which open project"):
        state.parse_action("place A")
    events = play(state, "star->horror")
    assert events[0] == E.FilmFinished(1, "s01", "horror", ("h03",), False)
    assert tableau_ids(state, 1)["films"] == [("s01", "horror", ["h03"])]
    assert tableau_ids(state, 1)["projects"] == {"action": ["a03"]}


def test_H6_3_the_other_choice_finishes_the_other_project(at_choice):
    state, _ = at_choice
    play(state, "star->action")
    assert tableau_ids(state, 1)["films"] == [("s01", "action", ["a03"])]
    assert tableau_ids(state, 1)["projects"] == {"horror": ["h03"]}


def test_H6_3_a_new_project_of_a_finished_genre_can_start(after_round):
    state, _ = after_round
    t = tableau_ids(state, 0)
    assert t["films"] == [("s05", "action", ["a02"])]
    assert t["projects"]["action"] == ["a07"]


def test_H6_4_star_with_no_open_project_is_worthless(after_round):
    state, events = after_round
    assert tableau_ids(state, 2)["worthless"] == ["s09"]
    assert tableau_ids(state, 2)["films"] == []
    assert E.CardAwarded(2, "s09", 3, "worthless") in events


def test_H6_5_single_open_project_is_finished_without_asking(after_round):
    _, events = after_round
    finished = [e for e in events if isinstance(e, E.FilmFinished)]
    assert finished[0] == E.FilmFinished(0, "s05", "action", ("a02",), True)
    # only one decision was asked this round: P2's star at slot 9
    assert [e.forced for e in finished] == [True, False]
