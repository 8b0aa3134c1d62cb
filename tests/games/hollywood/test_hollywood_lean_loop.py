"""The bench's lean Hollywood! loop (cinetable/games/hollywood/lean_loop.py), the yardstick of
the protocol's cost, plays the same rules as the game: one seeded RNG drives a game
through the public protocol and one through the lean loop, and at every step the legal
moves (or the cards a deal may bring) are the same, as are the number of actions and the
final totals and winners, for 3 and 4 players in every variant."""
import itertools
import random

import pytest

from cinetable.engine import CHANCE, TERMINAL, load_game, sample_chance
from cinetable.games.hollywood import lean_loop as L

VARIANTS = [dict(advanced_scoring=a, prototype_order=p)
            for a, p in itertools.product((False, True), repeat=2)]


def lean_move(action) -> int:
    """The lean loop's notation: columns 0-3, 4 Cut, 5 Double Reel; a star's genre."""
    return {"cut": 4, "double": 5}.get(action.kind, action.arg)


def protocol_game(players: int, options: dict, seed: int):
    """As bench.random_playouts plays, recording what the lean loop's trace records."""
    rng = random.Random(seed)
    state = load_game("hollywood", players, options).new_initial_state()
    steps, count = [], 0
    while state.current_player() != TERMINAL:
        if state.current_player() == CHANCE:
            if state.chance_outcomes()[0][0].kind == "deal":
                steps.append((tuple(a.arg for a, _p in state.chance_outcomes()), None))
            a = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            a = legal[int(rng.random() * len(legal))]
            steps.append((tuple(map(lean_move, legal)), lean_move(a)))
        state.apply_action(a)
        count += 1
    return count, steps, list(state.scores()), tuple(state.winners())


def lean_game(players: int, options: dict, seed: int):
    steps: list = []
    count, totals, winners = L.play(players, options["advanced_scoring"],
                                    options["prototype_order"], random.Random(seed),
                                    lambda moves, chosen: steps.append((tuple(moves), chosen)))
    return count, steps, totals, winners


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("options", VARIANTS, ids=str)
def test_lean_loop_gives_the_same_legal_moves_and_scores_as_the_protocol(players, options):
    for seed in range(40):
        assert lean_game(players, options, seed) == protocol_game(players, options, seed), seed


def test_lean_loop_reports_a_rate():
    games, actions = L.lean_playouts(4, {}, 0.01, random.Random(1))
    assert games > 0 and actions > 100 * games


def test_bench_reports_the_lean_loop_and_the_protocols_share_of_it():
    from cinetable import bench
    game = load_game("hollywood", 4)
    games, actions, lean = bench.playout_rates(game, 0.05, random.Random(1))
    assert games > 0 and actions > 0 and lean > 0
    entry = {"playouts_per_s": games, "actions_per_s": actions, "clones_per_s": 1.0,
             "lean_actions_per_s": lean, "protocol_share": round(actions / lean, 3),
             "bot_ms": {}, "save_ms": 1.0, "load_ms": 1.0, "record_bytes": 1,
             "peak_rss_mb": 1.0}
    text = bench.format_entry("hollywood", entry)
    assert f"lean loop {lean:>20,.0f} actions/s   (protocol at {actions / lean:.2f} of it)" \
        in text
    assert "protocol_share" not in text          # not repeated among the other figures
