"""Hollywood Poker bots: the heuristics' judgement in set positions, that `normal` beats
`random`, and that `hard` searches from its own view and plays legal moves."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import load_game
from cinetable.games.poker import heuristics as H
from cinetable.sim import play_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "poker"))
from poker_helpers import deal_hands, set_hands  # noqa: E402

D = 14


def first_deal(players, hands, leader=0):
    s = load_game("poker", players).new_initial_state()
    deal_hands(s, {})
    s.apply_action(f"leader P{leader + 1}")
    set_hands(s, hands)
    return s


def best(state, seat=None):
    seat = state.current_player() if seat is None else seat
    legal = state.legal_actions()
    scores = H.score_actions(state, seat, legal)
    return str(legal[max(range(len(legal)), key=scores.__getitem__)])


def test_normal_leads_its_lowest_whole_group():
    s = first_deal(4, {0: [2, 2, 5, 9, 9, 9, 11, 13, D], 1: [3] * 4, 2: [4] * 4, 3: [6] * 4})
    assert best(s) == "play 2 2"


def test_normal_passes_rather_than_break_a_set_of_four():
    s = first_deal(5, {0: [3, 3, 3, 1], 1: [12, 12, 12, 12, 1, 2, 4], 2: [5] * 5, 3: [6] * 5,
                       4: [7] * 5})
    s.apply_action("play 3 3 3")
    assert "play 12 12 12" in [str(a) for a in s.legal_actions()]
    assert best(s) == "pass"


def test_normal_goes_out_when_it_can_and_keeps_doubles_otherwise():
    s = first_deal(4, {0: [4, 4], 1: [9], 2: [5, 5], 3: [6, 6]})
    s.apply_action("play 4")
    assert best(s) == "play 9"                       # out
    s = first_deal(4, {0: [4, 1], 1: [5, 9, D, 2, 2, 3, 3, 6, 6, 8, 8], 2: [5, 5], 3: [6, 6]})
    s.apply_action("play 4")
    assert best(s) == "play 5"                       # the lowest single that beats, no Double


def test_normal_with_two_groups_leads_the_unbeatable_one_first():
    # every other 13 and both Doubles are gone: nobody can beat 13 13
    s = first_deal(4, {0: [2, 2, 13, 13], 1: [3, 3, 5], 2: [6, 6], 3: [8, 8]})
    assert best(s) == "play 13 13"
    s = first_deal(4, {0: [2, D, D], 1: [3, 4, 5], 2: [6, 7], 3: [8, 9]})
    assert best(s) == "play 2 D D"                   # out at once


def test_exchange_taken_and_low_single_cards_given_back():
    legal_take = load_game("poker", 4).new_initial_state()
    from cinetable.games.poker import actions as A
    assert H.score_actions(legal_take, 0, [A.EXCHANGE, A.WAIVE]) == [1.0, 0.0]
    hand = [0] * 15
    for v in (1, 3, 3, 7, D):
        hand[v] += 1
    scores = {v: H._give_score(hand, v) for v in (1, 3, 7, D)}
    assert scores[1] > scores[7] > scores[D] and scores[1] > scores[3]


def test_normal_beats_random_at_five_players():
    game = load_game("poker", 5)
    wins = 0.0
    games = 10
    for k in range(games):
        levels = ["random"] * 5
        levels[k % 5] = "normal"
        bots = [make_bot(lv, "poker", seed=k) for lv in levels]
        rng = random.Random(k)
        state = play_game(game, bots, rng, [random.Random(k * 10 + s) for s in range(5)])
        wins += state.returns()[k % 5]
    assert wins >= 6                               # a random seat would win about 2


def test_hard_plays_legal_moves_from_its_own_view():
    s = load_game("poker", 4).new_initial_state()
    rng = random.Random(3)
    from cinetable.engine import CHANCE, sample_chance
    bot = make_bot("hard", "poker", seed=1, time_budget=None, iterations=60)
    checked = 0
    while not s.is_terminal() and checked < 6:
        if s.current_player() == CHANCE:
            s.apply_action(sample_chance(s, rng))
            continue
        legal = s.legal_actions()
        a = choose_for_seat(s, s.current_player(), bot, random.Random(checked))
        assert a in legal
        checked += len(legal) > 1
        s.apply_action(a)
    assert checked == 6


def test_candidates_keep_pass_and_the_best_few():
    s = first_deal(4, {0: [1, 2, 3, 4, 5, 6, 7, 8, 9, D], 1: [3, 5, 7, 9, 11, 13, 12, 10]})
    s.apply_action("play 1")
    legal = s.legal_actions()
    keep = H.candidates(s, 1, legal)
    assert len(keep) <= H.SEARCH_WIDTH + 1 and str(keep[0]) == "pass"
    assert all(a in legal for a in keep)
