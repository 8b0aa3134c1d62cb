"""Hollywood 1947 bots: they play their side from their own view and a belief built from
public facts; `hard` searches over loyalties and hands drawn from that belief."""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.hollywood1947 import heuristics as H
from cinetable.games.hollywood1947.belief import film_log_chance, posterior, suspicion

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "hollywood1947"))
from h47_helpers import dealt, do, filler_hands  # noqa: E402

LOY5 = ["patriot", "patriot", "patriot", "communist", "communist"]


def at_star_add(loyalty_of_p1):
    loy = [loyalty_of_p1] + ["patriot", "patriot", "communist", "communist"]
    if loyalty_of_p1 == "communist":
        loy = ["communist", "patriot", "patriot", "patriot", "communist"]
    s = dealt(5, (1, 2, 3, 4, 5), loy, filler_hands(5, {0: ["pat2-1", "com2-1", "neutral13"]}),
              [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4)
    return s


def test_bots_add_their_own_sides_card():
    for loyalty, want in (("patriot", "add pat2-1"), ("communist", "add com2-1")):
        s = at_star_add(loyalty)
        bot = make_bot("normal", "hollywood1947", seed=1)
        assert str(choose_for_seat(s, 0, bot)) == want


def test_bots_decide_from_a_resampled_view_not_the_true_state():
    s = at_star_add("patriot")
    view = s.resample(0, random.Random(1))
    scores_true = H.score_actions(s, 0, s.legal_actions())
    scores_view = H.score_actions(view, 0, s.legal_actions())
    assert scores_true == scores_view            # the hand is the seat's own: same judgement


def test_communists_know_each_other_in_the_belief():
    s = at_star_add("communist")
    marg = posterior(s, 0)[2]
    assert marg[4][1] == 1.0 and all(marg[q][1] == 0.0 for q in (1, 2, 3))


def suspicion_around_a_film(adder, cards, *moves):
    """P1's suspicion of every seat before and after a film where only `adder` (holding
    `cards`) had a star and added a card; `moves`: the add, the deck card and the cut."""
    stars = [int(q == adder) for q in range(5)]
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5, {adder: cards}), stars)
    before = suspicion(s, 0)
    do(s, "pass", "poster noir", *["pass"] * 4, *moves)
    return before, suspicion(s, 0)


def test_belief_suspects_who_added_cards_to_communist_films():
    before, after = suspicion_around_a_film(3, ["com1", "com2", "com3"],
                                            "add com1", "card com4", "pick com4")
    assert after[3] > before[3] + 0.1 and after[3] > after[1]


def test_belief_film_chance_is_a_distribution_with_the_cut_card():
    for kinds, shown in (((0, 1, 3), 2), ((0, 0, 1, 2, 3), 5), ((1,), 0), ((0, 1, 1, 3), 3)):
        total = sum(math.exp(film_log_chance(kinds, a, b, shown))
                    for a in range(shown + 1) for b in range(shown + 1 - a))
        assert abs(total - 1.0) < 1e-9
    # a Communist adder makes Communist cards on the film likelier than a Patriot does
    assert film_log_chance((1, 3), 0, 2, 2) > film_log_chance((0, 3), 0, 2, 2)
    # the cut card may have been the adder's: one card shown says less than two
    gap_cut = film_log_chance((1, 3), 0, 1, 1) - film_log_chance((0, 3), 0, 1, 1)
    gap_all = film_log_chance((1, 3), 0, 2, 2) - film_log_chance((0, 3), 0, 2, 2)
    assert 0 < gap_cut < gap_all


def test_belief_trusts_who_added_to_patriot_films():
    before, after = suspicion_around_a_film(1, ["pat1", "pat2", "pat3"],
                                            "add pat1", "card pat4", "pick pat4")
    assert after[1] < before[1] - 0.1 and after[1] < min(after[2], after[3], after[4])


def test_belief_reads_help_and_hinder():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 1, 1, 1, 1])
    do(s, "pass", "poster comedy", "pass", "pass", "reroll P1", "die blank", "stop")
    s0 = suspicion(s, 0)
    assert s0[3] > s0[2]                       # P4 took P1's star away: P1 suspects P4


def test_rising_star_pulls_towards_the_side_behind():
    s = dealt(6, (1, 2, 3, 4, 5, 6), LOY5 + ["star"], filler_hands(6), [0] * 6)
    s.score = [3, 1]
    assert H.goal(s, 5) == -1.0
    s.score = [1, 2]
    assert H.goal(s, 5) == 1.0


def test_normal_patriots_beat_random_communists():
    wins = 0
    for g in range(12):
        rng = random.Random(g)
        s = load_game("hollywood1947", 5).new_initial_state()
        bots = None
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                s.apply_action(sample_chance(s, rng))
                continue
            if bots is None:
                bots = [make_bot("normal" if s.loyal[q] == 0 else "random", "hollywood1947",
                                 seed=g * 10 + q) for q in range(5)]
            p = s.current_player()
            s.apply_action(choose_for_seat(s, p, bots[p]))
        wins += s.side_won == "patriot"
    assert wins >= 7


def test_hard_bot_chooses_a_legal_action_quickly_bounded_by_iterations():
    s = at_star_add("communist")
    bot = make_bot("hard", "hollywood1947", seed=3, time_budget=None, iterations=40)
    a = choose_for_seat(s, 0, bot)
    assert a in s.legal_actions()
    assert H.cutoff_key(s) == (0, True, True)
    ev = H.evaluate(s)
    assert len(ev) == 5 and all(0 <= x <= 1 for x in ev)


def test_forecast_sums_the_deck_card_and_the_discard_exactly():
    from cinetable.games.hollywood1947.cards import load_components
    from cinetable.games.hollywood1947.forecast import film_chance
    cards = load_components().cards
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0] * 5)
    do(s, "pass", "poster western", *["pass"] * 4)
    assert film_chance(s) == 1.0                # the deck card alone is discarded: 1 vs 0
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5, {0: ["pat2-1", "com1", "com2"]}),
              [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4)
    leaning = sum(1 for c in s.deck if cards[c].patriot > cards[c].communist) / len(s.deck)
    assert abs(film_chance(s) - (0.5 + 0.5 * leaning)) < 1e-9


def test_forecast_margins_are_a_distribution_and_give_the_film_chance():
    from cinetable.games.hollywood1947.forecast import film_chance, film_margins
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5, {0: ["pat2-1", "com1", "com2"]}),
              [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4)
    m = film_margins(s)
    assert abs(sum(m.values()) - 1.0) < 1e-12
    assert abs(film_chance(s) - sum(w for d, w in m.items() if d > 0)) < 1e-12


def test_W4_2_the_search_knows_a_close_seventh_film_is_the_rising_stars():
    loy6 = LOY5 + ["star"]
    s = dealt(6, (1, 2, 3, 4, 5, 6), loy6, filler_hands(6), [0] * 6)
    do(s, "pass", "poster western", *["pass"] * 5)
    assert H.evaluate(s)[5] < 0.5                 # a first film: the Star is far from it
    s.round, s.score = 6, [3, 3]                  # the same film as the 7th, at 3-3
    ev = H.evaluate(s)                            # a one-symbol margin: the Star's
    assert abs(ev[5] - 1.0) < 1e-9 and all(abs(x) < 1e-9 for x in ev[:5])


def test_the_search_weighs_reaching_three_all_by_the_seventh_films_odds():
    five = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0] * 5)   # no Rising Star
    six = dealt(6, (1, 2, 3, 4, 5, 6), LOY5 + ["star"], filler_hands(6), [0] * 6)
    for s in (five, six):
        odds = H._outcomes(s, 0, 0, 0.0)
        assert abs(sum(odds) - 1.0) < 1e-12
    assert H._outcomes(five, 3, 3, 0.0)[2] == 0.0
    star = H._outcomes(six, 3, 3, 0.0)
    assert star[2] == H.STAR_SEVENTH and star[0] > star[1]
    assert H._outcomes(six, 3, 2, 1.0)[0] > H._outcomes(six, 3, 2, 0.0)[0]


def test_hard_at_a_tenth_of_a_second_is_ended_by_the_clock_not_the_world_cap():
    # 160-450 worlds fit in 0.1 s on an idle core: a 150-world cap cut the search short
    bot = make_bot("hard", "hollywood1947", seed=1, time_budget=0.1)
    assert bot.worlds >= 600


def test_the_later_films_table_is_reused_with_the_same_figures():
    six = dealt(6, (1, 2, 3, 4, 5, 6), LOY5 + ["star"], filler_hands(6), [0] * 6)
    H.clear_caches()
    cold = [H._outcomes(six, a, b, e) for a in range(4) for b in range(4) for e in (0.0, 0.45)]
    assert H._TABLES                              # kept for the next evaluation
    warm = [H._outcomes(six, a, b, e) for a in range(4) for b in range(4) for e in (0.0, 0.45)]
    assert warm == cold
    H.clear_caches()
    assert not H._TABLES
