"""When a server collects cycles in full (net/collector.py): a serve process on a schedule
and after a burst has gone, never because a few tables finished under load; Python's
automatic full collections off in that process only."""
from __future__ import annotations

import gc

from cinetable.net import collector
from cinetable.net.collector import FULL_EVERY_S, Collector
from cinetable.net.serve import Server


def test_a_serve_process_collects_in_full_once_a_minute():
    c = Collector(0.0, scheduled=True)
    assert c.due(1.0, 2000) is None
    assert c.due(FULL_EVERY_S - 0.5, 2000) is None
    assert c.due(FULL_EVERY_S, 2000) == "scheduled"
    assert c.due(FULL_EVERY_S + 1, 2000) is None           # the clock restarted
    assert c.due(2 * FULL_EVERY_S, 2000) == "scheduled"


def test_a_burst_that_went_is_collected_at_once_a_few_finished_tables_are_not():
    c = Collector(0.0, scheduled=True)
    c.due(1.0, 2000)
    assert c.due(2.0, 1940) is None           # 60 gone of 2,000: tables ending under load
    assert c.due(3.0, 900) == "burst"         # most of it gone
    assert c.due(4.0, 880) is None            # counted again from there
    app = Collector(0.0, scheduled=False)     # the app's own host: bursts only
    assert app.due(10 * FULL_EVERY_S, 30) is None
    app.due(10 * FULL_EVERY_S, 1030)
    assert app.due(10 * FULL_EVERY_S, 30) == "burst"


def test_taking_collections_over_stops_automatic_full_ones_only():
    was = gc.get_threshold()
    try:
        assert collector.take_over() == was
        young, middle, full = gc.get_threshold()
        assert (young, middle) == was[:2] and full >= collector.NEVER
        assert gc.get_freeze_count() > 0     # the start-up is never scanned again
    finally:
        gc.unfreeze()
        gc.set_threshold(*was)


def test_the_sweep_of_a_serve_process_collects_on_its_schedule(tmp_path, monkeypatch):
    now = [100.0]
    full = []
    monkeypatch.setattr("cinetable.net.housekeeping.gc.collect", lambda *a: full.append(a))
    monkeypatch.setattr("cinetable.net.housekeeping.trim_heap", lambda: True)
    own = Server(tmp_path / "own", clock=lambda: now[0], own_collection=True)
    app = Server(tmp_path / "app", clock=lambda: now[0])
    own.sweep(), app.sweep()
    assert full == []
    now[0] += FULL_EVERY_S
    app.sweep()
    assert full == []                                     # the app keeps Python's own
    own.sweep()
    assert len(full) == 1
