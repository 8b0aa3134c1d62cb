"""`cinetable sim --game ID --by-side FIRST,SECOND`: side win rates for a game whose seats
win by sides (its GameDefinition's `sides`, e.g. Hollywood 1947's Patriots and
Communists). Bots are chosen per side once the sides are dealt (a plain tournament seats
bot levels before the deal, so it cannot pit one side's level against the other's). The
sides past the first two (1947's Rising Star) play `normal`. A tool on top of bots and
games: the rules package never imports it (games/ never imports bots/)."""
from __future__ import annotations

import random

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.engine.game_api import Sides
from cinetable.engine.registry import definition


def sides_of(game_id: str) -> Sides:
    sides = definition(game_id).sides
    if sides is None:
        raise ValueError(f"{game_id} is not played by sides")
    return sides


def by_side_games() -> list[str]:
    """The registered games played by sides."""
    from cinetable.engine.registry import definitions
    return [g.id for g in definitions() if g.sides is not None]


def play_by_side(state, first_level: str, second_level: str, rng: random.Random, *,
                 budget: float | None = None, iterations: int | None = None):
    """Play a game to its end with one level per side, chosen once the sides are dealt
    (the other sides `normal`); returns the final state. Chance and the bots' seeds come
    from `rng`."""
    game_id = state.game.id
    sides = sides_of(game_id)
    s, bots = state, None
    while not s.is_terminal():
        p = s.current_player()
        if p == CHANCE:
            s.apply_action(sample_chance(s, rng))
            continue
        if bots is None:                             # the sides are dealt before any move
            level = {0: first_level, 1: second_level}
            bots = [make_bot(level.get(sides.side_of(s, q), "normal"), game_id,
                             seed=rng.random(), time_budget=budget, iterations=iterations)
                    for q in range(s.game.num_players)]
        legal = s.legal_actions()
        s.apply_action(legal[0] if len(legal) == 1 else choose_for_seat(s, p, bots[p]))
    return s


def run(game_id: str, players: int, games: int, first_level: str, second_level: str, *,
        seed: int = 1, budget: float | None = None, iterations: int | None = None,
        options=None, progress=None) -> dict:
    """{side name: share of the games it won, ..., "draw": share}."""
    sides = sides_of(game_id)
    wins = {name: 0 for name in sides.names} | {"draw": 0}
    for g in range(games):
        rng = random.Random(seed * 1000 + g)
        s = play_by_side(load_game(game_id, players, options or {}).new_initial_state(),
                         first_level, second_level, rng, budget=budget, iterations=iterations)
        wins[sides.winner(s) or "draw"] += 1
        if progress is not None and (g + 1) % 5 == 0:
            progress(g + 1, dict(wins))
    return {k: v / games for k, v in wins.items()}
