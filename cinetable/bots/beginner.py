"""The `beginner` level, below `easy`: a shallow greedy player that often does not look.

Half of its decisions (the game's BotHooks.beginner_noise; more where `easy` is itself
noisy) are a uniformly random legal move, the others the `easy` softmax over the game's
heuristic. Its moves are always legal and often sensible,
but it misses half the good ones: clearly weaker than `easy` (measured: README "Bot
levels and ratings"), yet not the aimless `random` level.
A game may give it a newcomer's habits instead (BotHooks.beginner_habit): Festival de
Cannes bids like a star-struck newcomer (games/cannes/naive.py), since random bids there
are not weak.
"""
from __future__ import annotations

from cinetable.bots.heuristic import HeuristicBot
from cinetable.engine.game_api import BotHooks


class BeginnerBot(HeuristicBot):
    def __init__(self, game_id: str, temperature: float, noise: float | None = None):
        super().__init__(game_id, "beginner", temperature=temperature)
        tuning = self.hooks if self.hooks is not None else BotHooks    # none: the defaults
        self.noise = tuning.beginner_noise if noise is None else noise

    def think(self, view, legal, rng):
        if self.hooks is not None and len(legal) > 1:
            # habit(view, legal, rng) -> an action of `legal`, or None for the usual mix
            action = self.hooks.beginner_habit(view, legal, rng)
            if action is not None:
                return action
        if len(legal) > 1 and rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        action = yield from super().think(view, legal, rng)
        return action
