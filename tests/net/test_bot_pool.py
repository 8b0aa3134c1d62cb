"""The host's bots think in worker processes (net/bot_pool.py): the same seed plays the
same moves as a bot thinking in the server, and a worker that dies is replaced."""
from __future__ import annotations

import asyncio
import os
import random

import pytest

from cinetable.bots import choose_for_seat, make_bot
from cinetable.engine import load_game, sample_chance
from cinetable.engine.registry import GAME_IDS
from cinetable.net.bot_pool import BotPool
from tests.net.pool_bots import DiesOnceBot


@pytest.fixture(scope="module")
def pool():
    pool = BotPool(2)
    yield pool
    pool.shutdown()


def _midgame(game_id: str, seed: int = 4):
    """A state some moves in, at a seat with a choice to make."""
    state, rng = load_game(game_id, 4, {}).new_initial_state(), random.Random(seed)
    k = 0
    while True:
        p = state.current_player()
        if p >= 0 and k >= 12 and len(state.legal_actions()) > 1:
            return state, p
        state.apply_action(sample_chance(state, rng) if p < 0 else
                           rng.choice(state.legal_actions()))
        k += 1


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", ["random", "beginner", "easy", "normal", "hard"])
def test_a_bot_move_from_the_pool_equals_the_one_thought_in_the_server(pool, game_id, level):
    state, seat = _midgame(game_id)
    # a hard bot bounded by iterations, not seconds: its seed alone fixes its choice
    kw = {"time_budget": None, "iterations": 60} if level == "hard" else {}
    here_rng, pool_rng = random.Random(7), random.Random(7)
    here, there = [], []
    for _ in range(3):          # the rng carried from move to move, as a table's is
        here.append(str(choose_for_seat(state, seat, make_bot(level, game_id, seed=5, **kw),
                                        here_rng)))
        there.append(asyncio.run(pool.choose(state, seat, make_bot(level, game_id, seed=5,
                                                                   **kw), pool_rng)))
    assert there == here
    assert pool_rng.getstate() == here_rng.getstate()
    assert pool.executor() is not None          # it did think in the pool


def test_a_pool_worker_that_dies_mid_move_is_replaced_and_the_move_asked_again(tmp_path):
    pool = BotPool(1)
    try:
        state, seat = _midgame("poker")
        marker = tmp_path / "died"
        rng = random.Random(3)
        first = pool.executor()
        text = asyncio.run(pool.choose(state, seat, DiesOnceBot("poker", str(marker)), rng))
        assert marker.exists() and int(marker.read_text()) != os.getpid()   # it died there
        assert pool.executor() is not first                  # a new pool
        expected = choose_for_seat(state, seat, DiesOnceBot("poker", str(marker)),
                                   random.Random(3))
        assert text == str(expected)
    finally:
        pool.shutdown()


def test_where_no_pool_can_start_the_bots_think_in_the_server():
    pool = BotPool(1)
    pool.unavailable = True
    state, seat = _midgame("poker")
    rng, same = random.Random(9), random.Random(9)
    text = asyncio.run(pool.choose(state, seat, make_bot("normal", "poker", seed=1), rng))
    assert text == str(choose_for_seat(state, seat, make_bot("normal", "poker", seed=1), same))
    assert pool.executor() is None


_SERVER_WITH_A_POOL = """
import sys
from cinetable.net.bot_pool import BotPool
pool = BotPool(2)
pool.warm()
executor = pool.executor()
for f in [executor.submit(sum, [1, 2]) for _ in range(4)]:
    f.result(60)
print(" ".join(str(p) for p in executor._processes), flush=True)
sys.stdin.read()                     # until killed
"""


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/status") as f:
            return not any(line.startswith("State:") and "Z" in line.split()[1] for line in f)
    except FileNotFoundError:
        return False


def test_a_killed_servers_workers_leave_with_it():
    """A server killed by a signal never shuts its pool: its workers notice it is gone and
    leave (they waited for work for ever, and kept the forkserver alive)."""
    import subprocess
    import sys
    if not sys.platform.startswith("linux"):
        return                                     # /proc
    from tests.wait_helpers import wait_until
    proc = subprocess.Popen([sys.executable, "-c", _SERVER_WITH_A_POOL],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(p) for p in proc.stdout.readline().split()]
        assert len(workers) == 2 and all(_running(p) for p in workers)
    finally:
        proc.kill()
        proc.wait(10)
    assert wait_until(lambda: not any(_running(p) for p in workers), "the workers gone")
