"""A bot for the bot pool's tests, importable by its worker processes: it kills the
process it thinks in the first time (a marker file says it did), then plays as a
normal bot."""
from __future__ import annotations

import os
from pathlib import Path

from cinetable.bots.heuristic import HeuristicBot


class DiesOnceBot(HeuristicBot):
    def __init__(self, game_id: str, marker: str):
        super().__init__(game_id, "normal")
        self.marker = marker

    def think(self, view, legal, rng):
        if not Path(self.marker).exists():
            Path(self.marker).write_text(str(os.getpid()))
            os._exit(3)                     # the worker dies mid-move
        return (yield from super().think(view, legal, rng))
