"""C3 auctions: deals, sealed bids, the Exceptional-talent suit rule (C7.1), discards
and reshuffles (C7.6), unsold lots (C3.5); the book's auction example."""
from __future__ import annotations

import pytest
from cannes_helpers import act, all_done, deal, new_game, to_stage

from cinetable.engine import IllegalActionError
from cinetable.games.cannes import events as E
from cinetable.games.cannes.flow import P, resolve_lot

A, B, C, D, E_ = range(5)     # the book's players A..E are seats 0..4


def _book_auction():
    """The book's example, on the four special-card lots (5 players, A bids first).
    Line 1: B 80,000♦T, C 480,000♦, E 240,000♦T.   Line 2: C 330,000♠, A 290,000♠, D 250,000♠T.
    Line 3: D 430,000♣, E 350,000♣, A 180,000♥T.   Line 4: B 120,000♦T, A 260,000♥T, E 100,000♥T."""
    s = new_game(5, first=A)
    deal(s, {A: [290, 180, 260], B: [80, 120, 10], C: [480, 330, 20], D: [250, 430, 30],
             E_: [240, 350, 100]})
    ev = act(s, "bid lot2 290000", "bid lot3 180000", "bid lot4 260000",      # A
             "bid lot1 80000", "bid lot4 120000", "done",                     # B
             "bid lot1 480000", "bid lot2 330000", "done",                    # C
             "bid lot2 250000", "bid lot3 430000", "done",                    # D
             "bid lot1 240000", "bid lot3 350000", "bid lot4 100000")         # E
    return s, [e for e in ev if isinstance(e, E.LotResolved)]


def test_C3_3_book_line_1_higher_diamond_talent_beats_480000_diamond():
    s, res = _book_auction()
    line = res[0]
    assert line.winner == E_ and line.value == 240000 and line.suit_rule
    assert 0 in s.specials[E_]                              # Quick wits


def test_C3_3_book_line_2_290000_is_no_talent_card():
    _s, res = _book_auction()
    assert res[1].winner == D and res[1].value == 250000 and res[1].suit_rule


def test_C3_3_book_line_3_430000_clubs_wins_over_a_hearts_talent_card():
    s, res = _book_auction()
    assert res[2].winner == D and res[2].value == 430000 and not res[2].suit_rule
    assert sorted(s.specials[D]) == [1, 2]                  # DS 19, Producers' friends


def test_C7_1_book_line_4_highest_card_is_a_talent_card_and_wins():
    s, res = _book_auction()
    assert res[3].winner == A and res[3].value == 260000 and not res[3].suit_rule
    assert s.specials[A] == [3]


def test_C7_1_resolve_lot_rules():
    assert resolve_lot([(0, 48), (1, 24), (2, 8)]) == (1, 24, True)
    assert resolve_lot([(0, 27), (1, 49)]) == (1, 49, False)      # ♣ talent vs ♠ 490k
    assert resolve_lot([(0, 28), (1, 24)]) == (0, 28, False)      # highest is talent
    assert resolve_lot([(0, 29), (1, 25)]) == (1, 25, True)       # 290k ♠ is no talent
    assert resolve_lot([(3, 5)]) == (0, 5, False)


def test_C3_4_played_cards_are_discarded_and_the_rest_kept():
    s, _res = _book_auction()
    assert sorted(s.discard) == sorted([29, 18, 26, 8, 12, 48, 33, 25, 43, 24, 35, 10])
    assert s.hands[B] == [1] and s.hands[C] == [2] and s.hands[D] == [3]
    assert s.hands[A] == [] and s.hands[E_] == []


def test_C3_2_bids_in_turn_order_one_card_per_lot_values_hidden():
    s = new_game(4, first=2)
    deal(s)
    assert s.to_move == 2
    assert s.hands[2] == [1, 2, 3]
    act(s, "bid lot1 10000")
    with pytest.raises(IllegalActionError, match="already bid on lot 1"):
        s.apply_action("bid lot1 20000")
    with pytest.raises(IllegalActionError):
        s.apply_action("bid lot2 10000")                     # that card is on lot 1
    obs = s.observation(0)
    assert obs["lots"][0]["bids"] == [2] and obs["lots"][0]["my_bid"] is None
    assert "10000" not in str(obs["lots"]) and obs["hand_sizes"][2] == 2
    assert s.observation(2)["lots"][0]["my_bid"] == 10000
    act(s, "done")
    assert s.to_move == 3


def test_C3_1_three_cards_before_each_auction_and_reshuffle():
    s = to_stage(6)
    assert sum(map(len, s.hands)) == 18 and len(s.deck) == 32
    # every pawn reaches the stage end: the forced auction deals 3 more each
    while s.phase != P.DEAL:
        _drive(s)
    deal(s)
    assert [len(h) for h in s.hands] == [6] * 6 and len(s.deck) == 14


def _drive(s):
    """Advance a stage predictably: pawns roll 6+6, nobody peeks, the Director waits."""
    if s.phase == P.ROLL:
        act(s, "die 6")
    elif s.phase == P.LAY:
        act(s, s.chance_outcomes()[0][0])
    elif s.phase in (P.PEEK, P.TURN_PEEK):
        act(s, "pass")
    elif s.phase == P.CALL:
        act(s, "wait")
    elif s.phase == P.BID:
        act(s, "done")
    elif s.phase == P.DEAL:
        deal(s)
    else:
        raise AssertionError(s.phase)


def test_C7_6_empty_deck_takes_the_discards_mid_deal_or_skips():
    s = to_stage(6)
    s.deck = [1, 2]
    s.discard = [40, 41, 42]
    s.hands = [[] for _ in range(6)]
    while s.phase != P.DEAL:
        _drive(s)
    ev = deal(s)
    assert any(isinstance(e, E.Reshuffled) and e.cards == 3 for e in ev)
    assert sum(map(len, s.hands)) == 5 and s.deck == [] and s.discard == []
    assert s.phase == P.BID


def test_C3_5_unbid_lots_stay_and_join_the_next_auction():
    s = to_stage(5)
    assert len(s.lots) == 4 and s.lots == [54, 55, 56, 57]    # the specials stayed
    while s.phase != P.BID:
        _drive(s)
    assert len(s.lots) == 9                                    # 4 specials + 5 laid
    act(s, f"bid lot5 {min(s.hands[s.to_move]) * 10000}")
    all_done(s)
    assert len(s.lots) == 8 and s.stage == 1


def test_C3_5_lots_unsold_on_1_may_leave_the_game():
    s = to_stage(3)
    while not s.is_terminal():
        _drive(s)
    assert sorted(s.out) == sorted([c for c in range(54) if c not in s.removed] + [54, 55, 56, 57])
    assert s.lots == [] and s.score_sheet().winners == ()  # nobody has a film (C7.8)
    assert s.returns() == [0.0] * s.n and s.winners() == list(range(s.n))  # all share it
