"""How a `cinetable serve` process collects reference cycles.

Python's automatic full collection scans every object the process holds. With 500 tables
of four people that took 150-190 ms, during which no table moved, every two or three
seconds under load: most of the server's slow actions (p95). A serve process therefore
takes full collections into its own hands (`take_over`): the objects of its start-up
(modules, the games' tables) are frozen and never scanned again, Python keeps collecting
the young generations by itself, and the sweeper runs a full collection once a minute, or
at once when a burst has gone (`Collector.due`). The app, which may host a table in its
own process, keeps Python's defaults. No pygame.
"""
from __future__ import annotations

import gc

FULL_EVERY_S = 60.0            # a full collection at least this often
BURST_GONE = 50                # connections + tables gone since the peak...
BURST_SHARE = 0.5              # ...leaving at most this share of it: a burst is over
NEVER = 1 << 30                # young collections before an automatic full one


def take_over() -> tuple[int, int, int]:
    """Automatic full collections off, the start-up frozen; the thresholds it replaced."""
    was = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(was[0], was[1], NEVER)
    return was


class Collector:
    """When the sweeper collects in full: on a schedule (`scheduled`, only when the process
    took collections over) and after a burst, when what the server held has mostly gone
    (a few tables finishing under load is no burst: a full pass there would stall every
    table for nothing the schedule does not do)."""

    def __init__(self, now: float, scheduled: bool):
        self.scheduled = scheduled
        self.last = now
        self.peak = 0

    def due(self, now: float, held: int) -> str | None:
        """"burst", "scheduled" or None; the peak and the clock restart when due."""
        self.peak = max(self.peak, held)
        why = None
        if self.peak - held >= BURST_GONE and held <= self.peak * BURST_SHARE:
            why = "burst"
        elif self.scheduled and now - self.last >= FULL_EVERY_S:
            why = "scheduled"
        if why is not None:
            self.peak, self.last = held, now
        return why
