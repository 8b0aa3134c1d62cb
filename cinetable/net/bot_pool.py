"""The host's bots think in a pool of worker processes (one per core), never in the
server's own interpreter: a bot's seconds of search hold up neither the event loop nor,
through the GIL, the other tables.

A worker is handed what the bot needs to decide (the pickled state, the seat, the bot
and its rng's state) and returns the action's text and the rng's state after, which the
table keeps: the same seed plays the same moves as a bot thinking in the server. A
worker that dies breaks the pool; it is replaced and the move asked again. Where no
pool can start, the bots think in the server as before (normal ones on the loop, hard
ones on a thread). One pool per process, shared by its servers. No pygame.
"""
from __future__ import annotations

import asyncio
import atexit
import logging
import multiprocessing
import os
import pickle
import random
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

log = logging.getLogger("cinetable.net.serve")

RETRIES = 3            # a move asked again of a fresh pool when a worker dies


def pool_size() -> int:
    return max(1, os.cpu_count() or 1)


def think(job: bytes) -> tuple[str, tuple]:
    """In a worker: the action's text and the rng's state after it."""
    from cinetable.bots import choose_for_seat
    state, seat, bot, rng_state = pickle.loads(job)
    rng = random.Random()
    rng.setstate(rng_state)
    action = choose_for_seat(state, seat, bot, rng)
    return str(action), rng.getstate()


def _warm() -> None:
    import cinetable.bots  # noqa: F401


PARENT_CHECK_S = 1.0


def _watch_parent(server_pid: int) -> None:
    """In a worker: leave when the server is gone. A server stopped by a signal (SIGTERM,
    kill -9) never shuts its pool, and a worker waiting for work would wait for ever,
    keeping the forkserver alive with it."""
    def watch():
        while True:
            time.sleep(PARENT_CHECK_S)
            try:
                os.kill(server_pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:          # the pid is someone else's now
                os._exit(0)
    threading.Thread(target=watch, name="cinetable-bot-parent", daemon=True).start()


def _context():
    # 'fork' would copy the server's threads and sockets; forkserver starts clean, fast
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() \
        else "spawn"
    return multiprocessing.get_context(method)


class BotPool:
    def __init__(self, size: int | None = None):
        self.size = size or pool_size()
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self.unavailable = getattr(sys, "frozen", False)   # a packaged app: in-process

    def executor(self) -> ProcessPoolExecutor | None:
        with self._lock:
            if self._executor is None and not self.unavailable:
                try:
                    self._executor = ProcessPoolExecutor(
                        self.size, mp_context=_context(), initializer=_watch_parent,
                        initargs=(os.getpid(),))
                except (OSError, ValueError, NotImplementedError) as e:
                    log.warning("no bot pool (%s): bots think in the server", e)
                    self.unavailable = True
            return self._executor

    def warm(self) -> None:
        """Start the workers now (a first move would wait for them to start and import
        the games)."""
        executor = self.executor()
        if executor is not None:
            for _ in range(self.size):
                executor.submit(_warm)

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        """A worker died: a new pool (once, however many moves saw the old one break)."""
        with self._lock:
            if self._executor is broken:
                self._executor = None
        broken.shutdown(wait=False, cancel_futures=True)

    async def choose(self, state, seat: int, bot, rng: random.Random) -> str:
        """The bot's action at `seat` (its text); `rng` moves on as if it had thought here."""
        loop = asyncio.get_running_loop()
        # pickled now, not on the pool's thread later: the table may move on meanwhile
        job = pickle.dumps((state, seat, bot, rng.getstate()), pickle.HIGHEST_PROTOCOL)
        for _ in range(RETRIES):
            executor = self.executor()
            if executor is None:
                break
            try:
                text, after = await loop.run_in_executor(executor, think, job)
            except (BrokenProcessPool, RuntimeError):   # RuntimeError: shut meanwhile
                log.warning("a bot worker died: the pool is replaced, the move asked again")
                self._replace(executor)
                continue
            rng.setstate(after)
            return text
        return await self._in_process(state, seat, bot, rng)

    @staticmethod
    async def _in_process(state, seat: int, bot, rng: random.Random) -> str:
        from cinetable.bots import choose_for_seat
        if bot.level == "hard":                     # seconds of search: off the loop
            return str(await asyncio.to_thread(choose_for_seat, state, seat, bot, rng))
        return str(choose_for_seat(state, seat, bot, rng))

    def shutdown(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


_shared: BotPool | None = None


def shared_pool() -> BotPool:
    """This process's pool, made on first use and shut at its exit."""
    global _shared
    if _shared is None:
        _shared = BotPool()
        atexit.register(_shared.shutdown)
    return _shared
