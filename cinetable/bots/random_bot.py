"""The `random` level: a uniformly random legal action."""
from __future__ import annotations

from cinetable.bots.base import Bot


class RandomBot(Bot):
    level = "random"

    def __init__(self, game_id: str = ""):
        self.game_id = game_id

    def think(self, view, legal, rng):
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
        yield  # a generator like every bot's think (never reached)
