"""H3 round setup: 3 stars + 11 film deck cards, laid out column A top to bottom first."""
import pytest
from hollywood_helpers import finish_round, lay_out, layout_with, new_game

from cinetable.engine import CHANCE, IllegalActionError
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import STAR, load_cards
from cinetable.games.hollywood.state import COLUMN_SLOTS

CARDS = load_cards()


def test_H3_1_first_deal_draws_a_star_with_chance_three_in_fourteen():
    state = new_game(4)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 56
    p_star = sum(p for a, p in outcomes if CARDS.cards[a.arg].kind == STAR)
    assert p_star == pytest.approx(3 / 14)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    # uniform within each deck
    assert len({round(p, 12) for a, p in outcomes if CARDS.cards[a.arg].kind == STAR}) == 1


def test_H3_1_after_eleven_film_deck_cards_only_stars_can_come():
    state = new_game(3)
    films = [CARDS.cards[c].id for c in state.film_deck[:11]]
    for cid in films:
        state.apply_action(state.parse_action(f"deal {cid}"))
    outcomes = state.chance_outcomes()
    assert {CARDS.cards[a.arg].kind for a, _ in outcomes} == {STAR}
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    with pytest.raises(IllegalActionError, match="exactly 3 stars and 11 film deck cards"):
        state.parse_action(f"deal {CARDS.cards[state.film_deck[0]].id}")


def test_H3_1_after_three_stars_no_more_stars():
    state = new_game(3)
    for cid in ("s01", "s02", "s03"):
        state.apply_action(state.parse_action(f"deal {cid}"))
    assert all(CARDS.cards[a.arg].kind != STAR for a, _ in state.chance_outcomes())
    with pytest.raises(IllegalActionError, match="exactly 3 stars"):
        state.parse_action("deal s04")


@pytest.mark.parametrize("players", [3, 4])
def test_H3_1_each_round_takes_3_stars_and_11_film_deck_cards(players):
    state = new_game(players)
    for r in range(players):
        assert len(state.star_deck) == 12 - 3 * r
        assert len(state.film_deck) == 44 - 11 * r
        lay_out(state, layout_with(state))
        laid = [CARDS.cards[c] for c in state.slots]
        assert sum(c.kind == STAR for c in laid) == 3
        finish_round(state)


def test_H3_1_a_card_already_used_cannot_be_dealt_again():
    state = new_game(3)
    lay_out(state, layout_with(state, {0: "h05"}))
    finish_round(state)
    with pytest.raises(IllegalActionError, match=r"\(h05\) is not in a deck"):
        state.parse_action("deal h05")


def test_H3_2_cards_fill_column_A_top_to_bottom_first():
    state = new_game(4)
    layout = "a02 a03 a04 a05 h02 h03 h04 h05 r02 r03 r04 s01 s05 s09"
    events = lay_out(state, layout)
    dealt = [e for e in events if isinstance(e, E.CardDealt)]
    assert [e.slot for e in dealt] == list(range(14))
    assert [CARDS.cards[c].id for c in state.slots] == layout.split()
    assert COLUMN_SLOTS == ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
    columns = [[CARDS.cards[state.slots[s]].id for s in col] for col in COLUMN_SLOTS]
    assert columns == [["a02", "a03", "a04", "a05"], ["h02", "h03", "h04", "h05"],
                       ["r02", "r03", "r04"], ["s01", "s05", "s09"]]
    # bottom row: the cards tokens go on
    assert [state.slots[col[-1]] for col in COLUMN_SLOTS] == \
        [CARDS.by_id[c].index for c in ("a05", "h05", "r04", "s09")]
    assert events[-1] == E.RoundStarted(0, 0)
    assert state.current_player() == 0


def test_H3_2_play_waits_for_the_fourteenth_card():
    state = new_game(4)
    ids = layout_with(state).split()
    for cid in ids[:13]:
        state.apply_action(state.parse_action(f"deal {cid}"))
    assert state.current_player() == CHANCE
    with pytest.raises(IllegalActionError, match="being dealt"):
        state.parse_action("place A")
