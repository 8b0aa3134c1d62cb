"""The `beginner` level, below `easy`: a shallow greedy player that often does not look.

Half of its decisions (BEGINNER_NOISE; more where `easy` is itself noisy, NOISE_BY_GAME)
are a uniformly random legal move, the others the `easy` softmax over the game's heuristic. Its moves are always legal and often sensible,
but it misses half the good ones: clearly weaker than `easy` (measured: README "Bot
levels and ratings"), yet not the aimless `random` level.
"""
from __future__ import annotations

from cinetable.bots.heuristic import HeuristicBot

BEGINNER_NOISE = 0.5
# Cannes' `easy` is already a hot softmax (EASY_TEMPERATURE, film points): at 0.5 the
# beginner measured level with it (easy 17.5% of wins at 5 players), hence more noise.
NOISE_BY_GAME = {"cannes": 0.85}


def noise_for(game_id: str) -> float:
    return NOISE_BY_GAME.get(game_id, BEGINNER_NOISE)


class BeginnerBot(HeuristicBot):
    def __init__(self, game_id: str, temperature: float, noise: float | None = None):
        super().__init__(game_id, "beginner", temperature=temperature)
        self.noise = noise_for(game_id) if noise is None else noise

    def think(self, view, legal, rng):
        if len(legal) > 1 and rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        action = yield from super().think(view, legal, rng)
        return action
