"""`cinetable sim --game hollywood1947 --by-side PATRIOT,COMMUNIST`: side win rates for
Hollywood 1947. Bots are chosen per side once loyalties are dealt (a plain tournament
seats bot levels before the deal, so it cannot pit one side's level against the other's).
The Rising Star plays `normal`. A tool on top of bots and games: the rules package never
imports it (games/ never imports bots/)."""
from __future__ import annotations

import random

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, load_game, sample_chance


def play_by_side(state, pat_level: str, com_level: str, rng: random.Random, *,
                 budget: float | None = None, iterations: int | None = None):
    """Play a 1947 game to its end with one level per side, chosen once loyalties are
    dealt (the Rising Star `normal`); returns the final state. Chance and the bots' seeds
    come from `rng`."""
    s, bots = state, None
    while not s.is_terminal():
        p = s.current_player()
        if p == CHANCE:
            s.apply_action(sample_chance(s, rng))
            continue
        if bots is None:                             # loyalties are dealt before any move
            level = {0: pat_level, 1: com_level, 2: "normal"}
            bots = [make_bot(level[s.loyal[q]], "hollywood1947", seed=rng.random(),
                             time_budget=budget, iterations=iterations)
                    for q in range(len(s.loyal))]
        legal = s.legal_actions()
        s.apply_action(legal[0] if len(legal) == 1 else choose_for_seat(s, p, bots[p]))
    return s


def run(players: int, games: int, pat_level: str, com_level: str, *, seed: int = 1,
        budget: float | None = None, iterations: int | None = None, options=None,
        progress=None) -> dict:
    wins = {"patriot": 0, "communist": 0, "star": 0, "draw": 0}
    for g in range(games):
        rng = random.Random(seed * 1000 + g)
        s = play_by_side(load_game("hollywood1947", players, options or {}).new_initial_state(),
                         pat_level, com_level, rng, budget=budget, iterations=iterations)
        wins[s.side_won or "draw"] += 1
        if progress is not None and (g + 1) % 5 == 0:
            progress(g + 1, dict(wins))
    return {k: v / games for k, v in wins.items()}
