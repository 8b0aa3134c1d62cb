"""P4 between deals (positions, seats, the Dishwasher's deal, the exchange), P5.5 the
last-cards lead, P6 scoring and the end, P8.2 and P8.5."""
import random

import pytest
from poker_helpers import deal_hands, new_state, set_hands, step

from cinetable.games.poker import events as E
from cinetable.games.poker.cards import POINTS, TARGET, exchange_counts
from cinetable.games.poker.state import DEAL, EXCH_DECIDE, EXCH_GIVE, PLAY

D = 14


def finish_deal(s, seed=0):
    """Play the current deal to its end at random; return its events."""
    rng = random.Random(seed)
    deal = s.deal
    events = []
    while s.deal == deal and not s.is_terminal():
        events += s.apply_action(step(s, rng))
    return events


def second_deal(players, seed=0, **options):
    s = new_state(players, **options)
    events = finish_deal(s, seed)
    return s, events


def trick(s, *plays):
    ev = []
    for a in plays:
        ev += s.apply_action(a)
    return ev


def first_deal(players, hands, leader=0):
    s = new_state(players)
    deal_hands(s, {})
    s.apply_action(f"leader P{leader + 1}")
    set_hands(s, hands)
    return s


@pytest.mark.parametrize("players", range(2, 9))
def test_P4_1_finishing_order_gives_next_careers_and_dishwasher(players):
    s, events = second_deal(players, seed=players)
    ended = [e for e in events if isinstance(e, E.DealEnded)][0]
    outs = [e.player for e in events if isinstance(e, E.PlayerOut)]
    assert list(ended.order[:-1]) == outs and sorted(ended.order) == list(range(players))
    assert s.pos_player == list(ended.order)
    assert s.career_of(ended.order[0]) == 1 and s.career_of(ended.order[-1]) == 8


@pytest.mark.parametrize("players", range(2, 9))
def test_P4_2_megastar_keeps_seat_others_sit_to_the_left_in_order(players):
    s = new_state(players)
    before = s.seat_of[:]
    events = finish_deal(s, seed=10 + players)
    order = [e for e in events if isinstance(e, E.DealEnded)][0].order
    seats = [e for e in events if isinstance(e, E.SeatsChanged)][0].seats
    mega = order[0]
    assert seats[mega] == before[mega]
    for k, p in enumerate(order):
        assert seats[p] == (seats[mega] + k) % players
    assert seats[order[-1]] == (seats[mega] - 1) % players     # Dishwasher on the right
    assert sorted(seats) == list(range(players))


def test_P4_3_the_dishwasher_deals_and_keeps_the_leftover():
    s, events = second_deal(5, seed=3)
    started = [e for e in events if isinstance(e, E.DealStarted)][-1]
    dishwasher = s.pos_player[-1]
    assert started.dealer == dishwasher and s.phase == DEAL
    assert s.deal_order[0] == s.pos_player[0]                  # dealt from the Megastar
    deal_hands(s, {})
    assert s.sizes[dishwasher] == 13 + 2
    assert all(s.sizes[p] == 13 for p in range(5) if p != dishwasher)
    assert sum(s.deck) == 0


@pytest.mark.parametrize("players", range(2, 9))
def test_P4_4_exchange_table_pairs_and_counts(players):
    expected = {8: (4, 3, 2, 1), 7: (3, 2, 1), 6: (3, 2, 1), 5: (2, 1), 4: (2, 1),
                3: (1,), 2: (1,)}[players]
    assert exchange_counts(players) == expected
    s, _ = second_deal(players, seed=20 + players)
    deal_hands(s, {})
    assert s.phase == EXCH_DECIDE
    pp = s.pos_player
    assert s.pairs == tuple((pp[i], pp[-1 - i], c) for i, c in enumerate(expected))
    in_pairs = {p for hi, lo, _ in s.pairs for p in (hi, lo)}
    if players % 2:                                            # the middle position is idle
        assert pp[players // 2] not in in_pairs and len(in_pairs) == players - 1
    else:
        assert len(in_pairs) == players


def test_P4_4_lower_gives_best_cards_higher_chooses_what_to_give_back():
    s, _ = second_deal(5, seed=4)
    pp = s.pos_player
    mega, dish = pp[0], pp[-1]
    deal_hands(s, {dish: [D, 13, 12, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2], mega: [3] * 5 + [4] * 5 + [6, 6, 6]})
    assert s.current_player() == mega
    assert [str(a) for a in s.legal_actions()] == ["exchange", "waive"]
    ev = s.apply_action("exchange")
    given = [e for e in ev if isinstance(e, E.CardsGiven)][0]
    top2 = sorted(s.hand(mega) + [], reverse=True)
    assert given.giver == dish and given.cards[0] == D and len(given.cards) == 2
    assert given.visible_to == (dish, mega)
    assert D in top2 and s.phase == EXCH_GIVE and s.current_player() == mega
    # the higher player may give back any card, those just received included
    assert "give D" in [str(a) for a in s.legal_actions()]
    s.apply_action("give 3")
    s.apply_action("give 3")
    assert s.sizes[mega] == 13 and s.sizes[dish] == 15
    # the next pair: 2nd <-> 2nd-last, 1 card, then the Megastar leads
    assert s.current_player() == pp[1]
    ev = s.apply_action("waive")
    assert E.ExchangeDecided(pp[1], pp[3], 1, False) in ev
    assert s.phase == PLAY and s.current_player() == mega


def test_P5_5_case_1_lead_goes_to_the_position_above():
    s = first_deal(4, {0: [1, 2], 1: [3, 4], 2: [13], 3: [5, 6]})
    ev = trick(s, "play 1", "play 3", "play 13", "pass")
    assert E.TrickWon(2, 1, "above") in ev and s.current_player() == 1


def test_P5_5_case_2_below_when_above_is_the_megastar_or_out():
    s = first_deal(4, {0: [1, 2], 1: [13], 2: [3, 4], 3: [5, 6]})
    ev = trick(s, "play 1", "play 13", "pass", "pass")
    assert E.TrickWon(1, 2, "below") in ev
    s = first_deal(5, {0: [1, 2], 2: [13], 3: [3, 4], 4: [5, 6]})   # player 1 is out
    ev = trick(s, "play 1", "play 13", "pass", "pass")
    assert E.TrickWon(2, 3, "below") in ev
    s = first_deal(4, {0: [13], 1: [3, 4], 2: [5, 6], 3: [7, 8]})   # a winning Megastar
    ev = trick(s, "play 13", "pass", "pass", "pass")
    assert E.TrickWon(0, 1, "below") in ev


def test_P5_5_case_3_highest_placed_when_above_and_below_are_out():
    s = first_deal(5, {0: [1, 2], 2: [13], 4: [5, 6]})
    ev = trick(s, "play 1", "play 13", "pass")
    assert E.TrickWon(2, 0, "highest") in ev and s.current_player() == 0
    s = first_deal(4, {0: [1, 2], 1: [3, 4], 2: [5, 6], 3: [13]})   # a winning Dishwasher
    ev = trick(s, "play 1", "play 3", "play 5", "play 13")
    assert E.TrickWon(3, 2, "above") in ev


def test_P8_2_the_deal_ends_mid_trick_when_one_player_holds_cards():
    s = first_deal(3, {0: [1], 1: [2], 2: [3, 4]})
    s.apply_action("play 1")
    ev = s.apply_action("play 2")
    ended = [e for e in ev if isinstance(e, E.DealEnded)][0]
    assert ended.order == (0, 1, 2) and ended.points == (4, 2, 1)
    assert s.deal == 1 and s.phase == DEAL


def test_P6_1_the_score_table_of_the_book():
    assert POINTS[8] == (10, 9, 8, 7, 4, 3, 2, 1) and POINTS[7] == (8, 7, 6, 4, 3, 2, 1)
    assert POINTS[6] == (8, 7, 6, 3, 2, 1) and POINTS[5] == (6, 5, 3, 2, 1)
    assert POINTS[4] == (6, 5, 2, 1)
    assert POINTS[3] == (4, 2, 1) and POINTS[2] == (3, 1)          # [designed]
    assert [TARGET[n] for n in range(2, 9)] == [15, 20, 30, 30, 40, 40, 50]


@pytest.mark.parametrize("players", range(2, 9))
def test_P6_1_points_by_position(players):
    s, events = second_deal(players, seed=30 + players)
    ended = [e for e in events if isinstance(e, E.DealEnded)][0]
    for place, p in enumerate(ended.order):
        assert ended.points[p] == POINTS[players][place]
    assert list(ended.totals) == s.scores() == list(ended.points)


def test_P6_2_the_game_ends_at_the_target_and_a_tie_shares_the_win():
    s = first_deal(3, {0: [1], 1: [2], 2: [3, 4]})
    s.totals = [16, 18, 0]
    s.apply_action("play 1")
    ev = s.apply_action("play 2")
    assert s.is_terminal() and E.GameOver((20, 20, 1), (0, 1)) in ev
    assert s.returns() == [0.5, 0.5, 0.0] and s.winners() == [0, 1]
    s = first_deal(3, {0: [1], 1: [2], 2: [3, 4]})
    s.totals = [15, 0, 0]                                      # 19 < 20: play on
    trick(s, "play 1", "play 2")
    assert not s.is_terminal()


def test_P8_5_a_number_of_deals_and_a_target_whichever_first():
    s = new_state(4, end="deals1")
    finish_deal(s)
    assert s.is_terminal() and s.deal == 1 and len(s.winners()) >= 1
    assert (s.target, s.max_deals) == (30, 1)
    ends = set()
    for seed in range(6):
        s = new_state(4, end="deals10")
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply_action(step(s, rng))
        assert s.deal <= 10 and (s.deal == 10 or max(s.scores()) >= 30)
        ends.add("target" if max(s.scores()) >= 30 else "deals")
    assert "target" in ends
    s = new_state(3, end="target40")
    assert (s.target, s.max_deals) == (40, 0)


def test_P6_2_score_sheet_itemises_careers_and_deals():
    s = new_state(4)
    rng = random.Random(8)
    while not s.is_terminal():
        s.apply_action(step(s, rng))
    sheet = s.score_sheet()
    assert sheet.columns == ("megastar", "dishwasher", "deals")
    assert sum(r["megastar"] for r in sheet.rows) == s.deal == len(sheet.rows[0]["deals"])
    for p, row in enumerate(sheet.rows):
        assert sum(row["deals"]) == row["total"] == s.scores()[p]
    assert list(sheet.winners) == s.winners()
