"""The `beginner` level, below `easy`: a shallow greedy player that often does not look.

Half of its decisions (BEGINNER_NOISE; more where `easy` is itself noisy, NOISE_BY_GAME)
are a uniformly random legal move, the others the `easy` softmax over the game's heuristic. Its moves are always legal and often sensible,
but it misses half the good ones: clearly weaker than `easy` (measured: README "Bot
levels and ratings"), yet not the aimless `random` level.
A game may give it a newcomer's habits instead (HABITS): Festival de Cannes bids like a
star-struck newcomer (games/cannes/naive.py), since random bids there are not weak.
"""
from __future__ import annotations

from cinetable.bots.heuristic import HeuristicBot

BEGINNER_NOISE = 0.5
# Cannes' `easy` is already a hot softmax (EASY_TEMPERATURE, film points): at 0.5 the
# beginner measured level with it (easy 17.5% of wins at 5 players), hence more noise.
NOISE_BY_GAME = {"cannes": 0.85}


def noise_for(game_id: str) -> float:
    return NOISE_BY_GAME.get(game_id, BEGINNER_NOISE)


def _cannes_habit(view, legal, rng):
    from cinetable.games.cannes.naive import naive_action
    return naive_action(view, legal, rng)


# habit(view, legal, rng) -> an action of `legal`, or None to play the usual mix
HABITS = {"cannes": _cannes_habit}


class BeginnerBot(HeuristicBot):
    def __init__(self, game_id: str, temperature: float, noise: float | None = None):
        super().__init__(game_id, "beginner", temperature=temperature)
        self.noise = noise_for(game_id) if noise is None else noise

    def think(self, view, legal, rng):
        habit = HABITS.get(self.game_id)
        if habit is not None and len(legal) > 1:
            action = habit(view, legal, rng)
            if action is not None:
                return action
        if len(legal) > 1 and rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        action = yield from super().think(view, legal, rng)
        return action
