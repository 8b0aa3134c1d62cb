"""When Python's cycle collector may run, so that it never stalls an animation.

A full (generation 2) collection scans every live object: with a hard bot's search trees
alive it took 50–110 ms, a visible hitch in the middle of a card flight. So the app
freezes the start-up objects (fonts, theme, modules: never garbage) out of the scans,
turns off automatic full collections, and runs them itself when a frame may be slow: after
a moment of stillness (the player is reading the board), or at the latest every minute.
Young generations still collect automatically; reference counting frees everything else.
"""
from __future__ import annotations

import gc
import time

FULL_EVERY_S = 60.0          # at the latest, even in a bot-only game that never idles


class Collector:
    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.last_full = clock()
        self.pending = False     # something may have become garbage since the last full run

    def start(self) -> None:
        gc.freeze()
        young0, young1, _full = gc.get_threshold()
        gc.set_threshold(young0, young1, 10 ** 9)

    def frame(self, idle: bool) -> bool:
        """Call once a frame; returns True when it ran a full collection."""
        now = self.clock()
        if not idle:
            self.pending = True
        if (idle and self.pending) or now - self.last_full > FULL_EVERY_S:
            gc.collect()
            self.last_full = now
            self.pending = False
            return True
        return False

    @staticmethod
    def stop() -> None:
        gc.set_threshold(*gc.get_threshold()[:2], 10)
        gc.unfreeze()
