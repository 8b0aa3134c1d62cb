"""The hard search's memos for Hollywood! (issue 18.5): leaf evaluations and star choices
memoised per context give the values a fresh computation gives, hand out copies, and
are forgotten with the round models when a table closes (clear_caches)."""
import random

from cinetable.bots import make_bot
from cinetable.bots.base import run_to_end
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.hollywood import heuristics as H
from cinetable.games.hollywood.state import DEAL, STAR_CHOICE


def _states(options, seed, count=400):
    """States met in random games: star choices and round starts."""
    rng = random.Random(seed)
    game = load_game("hollywood", 4, options)
    out = []
    while len(out) < count:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.phase == STAR_CHOICE or (s.phase == DEAL and s.deal_pos == 0 and s.round):
                out.append(s.clone())
            if s.current_player() == CHANCE:
                s.apply_action(sample_chance(s, rng))
            else:
                legal = s.legal_actions()
                s.apply_action(legal[rng.randrange(len(legal))])
    return out


def _fresh(state):
    """What evaluate / score_actions give with no memo filled."""
    H.clear_caches()
    if state.phase == STAR_CHOICE:
        return H.score_actions(state, state.to_move, state.legal_actions())
    return H.evaluate(state)


def test_memoised_evaluations_and_star_scores_equal_fresh_ones():
    for options in ({}, {"advanced_scoring": True, "prototype_order": True}):
        states = _states(options, 7)
        fresh = [_fresh(s) for s in states]
        H.clear_caches()
        for _ in range(2):                       # the second pass reads the memos
            for s, want in zip(states, fresh):
                if s.phase == STAR_CHOICE:
                    got = H.score_actions(s, s.to_move, s.legal_actions())
                else:
                    got = H.evaluate(s)
                assert got == want
                got.append(99.0)                 # a caller's list, not the memo's


def test_clear_caches_forgets_every_memo_of_a_search():
    game = load_game("hollywood", 4)
    rng = random.Random(3)
    state = game.new_initial_state()
    while state.current_player() == CHANCE:
        state.apply_action(sample_chance(state, rng))
    bot = make_bot("hard", "hollywood", time_budget=None, iterations=200)
    run_to_end(bot.think(state.clone(), state.legal_actions(), rng))
    assert H._MODELS and H._CONTEXTS and H._LAST[1] is not None
    H.clear_caches()
    assert not H._MODELS and not H._CONTEXTS and H._LAST == [None, None]
