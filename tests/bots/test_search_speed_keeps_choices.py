"""The hard search's speed-ups (quiet rollouts, the round model's memos, the per-player
layout memo) change no result: with a fixed seed and iteration count, ISMCTS visits
every root action exactly as the plain implementation did (reference recorded from it,
before the speed-ups), in both hand-out orders and with advanced scoring."""
import random

from cinetable.bench import decision_states, search_unit, search_work
from cinetable.bots import make_bot
from cinetable.bots.base import run_to_end
from cinetable.engine import load_game
from cinetable.games.hollywood import heuristics as H

# (players, options) -> per decision: (choice, ((root action, visits), ...)), 300 iterations
REFERENCE = {
    (4, ()): [
        ("place A", (("place A", 151), ("cut", 137))),
        ("place C", (("place A", 44), ("place B", 54), ("place C", 55), ("place D", 55),
                     ("cut", 45), ("double", 47))),
        ("cut", (("place A", 84), ("place C", 51), ("cut", 105), ("double", 48))),
    ],
    (3, (("advanced_scoring", True), ("prototype_order", True))): [
        ("place A", (("place A", 118), ("place B", 69), ("cut", 69))),
        ("place A", (("place A", 104), ("place B", 26), ("place D", 44), ("cut", 54),
                     ("double", 28))),
        ("place D", (("place B", 3), ("place C", 3), ("place D", 158), ("cut", 12))),
    ],
}


def test_hollywood_ismcts_visits_match_the_plain_implementation():
    for (players, options), expected in REFERENCE.items():
        game = load_game("hollywood", players, dict(options))
        states = decision_states(game, players, 3, random.Random(f"ref{players}"))
        H.clear_caches()
        got = []
        for i, s in enumerate(states):
            bot = make_bot("hard", "hollywood", time_budget=None, iterations=300)
            rng = random.Random(i)
            seat = s.current_player()
            a = run_to_end(bot.think(s.resample(seat, rng), s.legal_actions(), rng))
            got.append((str(a), tuple((str(b), v) for b, v, _m in bot.last_stats)))
        assert got == expected, (players, options)


def test_bench_counts_the_hard_searchs_work():
    game = load_game("hollywood", 4)
    state = decision_states(game, 4, 1, random.Random(3))[0]
    bot = make_bot("hard", "hollywood", time_budget=None, iterations=40)
    run_to_end(bot.think(state.clone(), state.legal_actions(), random.Random(1)))
    assert search_unit(bot) == "iterations" and search_work(bot) == bot.last_iterations > 0
    bot = make_bot("hard", "poker", time_budget=None, iterations=4)     # paired rollouts
    bot.last_stats, bot.last_iterations = [("a", 4, 0.5), ("b", 4, 0.25)], 4
    assert search_unit(bot) == "rollouts" and search_work(bot) == 8
