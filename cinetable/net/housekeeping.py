"""The server's housekeeping (a mixin of net/serve.Server): time-outs on its clock, tables
that close when empty or leave memory when finished, records deleted past their
retention, and memory handed back after a burst. No pygame."""
from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cinetable.heap import trim_heap
from cinetable.net.collector import Collector
from cinetable.net.conn import Conn
from cinetable.net.gate import Gate
from cinetable.net.journal import Journal
from cinetable.net.limits import Limits
from cinetable.net.retention import purge_kept
from cinetable.net.saver import Saver
from cinetable.net.table import Table

log = logging.getLogger(__name__)

SWEEP_S = 1.0                  # how often time-outs and empty tables are looked at
PURGE_S = 3600.0               # how often records past their retention are deleted


class Housekeeping:
    # the Server's, set in its __init__
    folder: Path
    limits: Limits
    wall: Callable[[], float]
    clock: Callable[[], float]
    gate: Gate
    live: set[Conn]
    tables: dict[str, Table]
    conns: dict[str, set[Conn]]
    on_disk: dict[str, Path]
    empty_since: dict[str, float]
    drivers: dict[str, asyncio.Task]
    creators: dict[str, str]
    wakes: dict[str, asyncio.Event]
    grace: dict
    tasks: list[asyncio.Task]
    undo: Any
    advertiser: Any
    cluster: Any
    saver: Saver
    journal: Journal
    port: int
    _loop: asyncio.AbstractEventLoop | None
    _purged: float
    collector: Collector

    def purge(self) -> int:
        """Finished and closed tables past `keep_finished_days`: their files deleted."""
        gone = purge_kept(self.folder, self.limits.keep_finished_days, self.wall())
        for code in gone:
            self.on_disk.pop(code, None)
        return len(gone)

    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            try:
                self.sweep()
            except Exception:
                log.exception("sweep failed")

    def sweep(self) -> None:
        """Time-outs on the server's clock: handshakes too slow, connections idle at no
        table, tables nobody has sat at for `empty_close_s`; finished drivers let go."""
        now, lim = self.clock(), self.limits
        self.gate.sweep()
        for conn in list(self.live):
            if conn.table is None and now - conn.heard >= lim.idle_s:
                conn.drop()
        for code, since in list(self.empty_since.items()):
            table = self.tables.get(code)
            if table is not None and now - since >= lim.empty_close_s:
                self._retire(table)
        self.tasks = [t for t in self.tasks if not t.done()]
        self._give_back_memory()
        if now - self._purged >= PURGE_S:
            self._purged = now
            self.purge()

    def _give_back_memory(self) -> None:
        """After a burst (most of the connections or tables gone since the peak), collect
        them and hand the freed pages back to the system: otherwise the process keeps its
        peak size (1,000 idle connections: 28 → 82 MB, for good). A serve process also
        collects in full on a schedule (net/collector.py)."""
        if self.collector.due(self.clock(), len(self.live) + len(self.tables)) is not None:
            gc.collect()           # closed connections are cycles (socket, task, frames)
            trim_heap()

    def poke(self) -> None:
        """A sweep now, from any thread (tests, after moving the clock on)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.sweep)

    def _retire(self, table: Table) -> None:
        """The table leaves memory: its record and side file stay on disk (replay, review,
        a rejoin), marked so a restart does not reopen it."""
        code = table.code
        self.tables.pop(code, None)
        self.wakes.pop(code, None)
        self.grace.pop(code, None)
        self.creators.pop(code, None)
        self.empty_since.pop(code, None)
        self.undo.votes.pop(code, None)
        driver = self.drivers.pop(code, None)
        if driver is not None and driver is not asyncio.current_task():
            driver.cancel()
        if self.advertiser is not None and self.port:
            self.advertiser.withdraw(code)
        table.closed = True
        table.save_side()
        # written now, not queued: a late watcher or a rejoin reads the table back from
        # this file at once (a queued write left a finished game on disk unfinished)
        self.saver.write_now(table.autosave_path, table.record.to_dict())
        self.journal.remove(table.autosave_path)    # all in the autosave now
        self.on_disk[code] = table.side_path
        if self.cluster is not None:             # Redis hears it is closed or over
            self.cluster.retired(table)
        if not table.state.is_terminal():           # closed: its spectators are let go
            for conn in list(self.conns.get(code, ())):
                conn.table = None
                asyncio.ensure_future(conn.ws.close(1000, "table closed"))
            self.conns.pop(code, None)
        elif not self.conns.get(code):
            self.conns.pop(code, None)
