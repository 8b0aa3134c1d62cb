"""`cinetable bench --net` (or `python -m cinetable.bench_net`): load on a network host.

Starts `cinetable serve` in its own process on 127.0.0.1 (port chosen by the OS, saves
in a temporary folder), opens TABLES tables of four players each (the four games in
turn), and plays random legal moves from many simulated clients in one asyncio loop.
Reports actions a second, the p95 time from a client's action to every client of the
table having an update that includes it, the server's RSS, and any update lost or out of
order (each update's "from" must be the count of events the client had). A benchmark,
not a test: it asserts nothing.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from cinetable.engine.registry import GAME_IDS


def _rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


class Stats:
    def __init__(self):
        self.sent: dict = {}          # (table, at) -> time the action was sent
        self.reached: dict = {}       # (table, at) -> clients that have seen past it
        self.latency: list[float] = []
        self.actions = 0
        self.lost = 0
        self.refused = 0
        self.failed = 0               # clients that could not connect or were cut off
        self.not_created = 0          # tables the server refused to open


def _cpu_s(pid: int) -> float:
    """The process's CPU time so far (user + system), from /proc (nan elsewhere)."""
    import os
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


async def _client(url, code, name, players, stats: Stats, rng, end, done: set,
                  think: float = 0.0):
    """One simulated person; a client that fails is counted, never a crash of the bench."""
    try:
        await _play(url, code, name, players, stats, rng, end, done, think)
    except (OSError, TimeoutError, ConnectionClosed, InvalidHandshake, InvalidURI):
        stats.failed += 1


async def _play(url, code, name, players, stats: Stats, rng, end, done: set, think: float):
    async with connect(url, max_size=2 ** 24, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "sit", "table": code, "name": name}))
        seen, acted = 0, -1
        while time.monotonic() < end:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), end - time.monotonic()))
            except (TimeoutError, ValueError):
                return
            if msg.get("type") == "refused":
                stats.refused += 1
                acted = -1
                await asyncio.sleep(0.05)
                continue
            if msg.get("type") != "update":
                continue
            if msg["from"] != seen and not msg.get("reset"):
                stats.lost += 1
            seen, at = msg["seen"], msg["at"]
            now = time.monotonic()
            for key in [k for k in stats.sent if k[0] == code and k[1] < at]:
                who = stats.reached.setdefault(key, set())
                who.add(name)
                if len(who) == players:                      # every client has it
                    stats.latency.append(now - stats.sent.pop(key))
                    del stats.reached[key]
            if msg["finished"]:
                done.add(name)
                return
            if msg.get("legal") and at != acted:
                acted = at
                if think:                # a person takes a moment once their turn comes
                    await asyncio.sleep(think)
                stats.sent[(code, at)] = time.monotonic()
                stats.actions += 1
                await ws.send(json.dumps({"type": "act", "action": rng.choice(msg["legal"]),
                                          "at": at}))


async def _create(url: str, tables: int, stats: Stats) -> list[str]:
    """The tables, four open seats each, the games in turn: their codes."""
    async with connect(url, open_timeout=60) as ws:
        codes = []
        for i in range(tables):
            await ws.send(json.dumps({"type": "create", "game": GAME_IDS[i % len(GAME_IDS)], "players": 4,
                                      "seats": ["open"] * 4}))
            made = json.loads(await ws.recv())
            if made.get("type") == "created":
                codes.append(made["table"])
            else:
                stats.not_created += 1
            await asyncio.sleep(0.06)              # the creator's own rate limit
    return codes


async def _play_tables(url: str, codes: list[str], seconds: float, stats: Stats,
                       think: float, seed: int) -> int:
    end = time.monotonic() + seconds
    done: set = set()
    rng = random.Random(seed)
    await asyncio.gather(*[
        _client(url, code, f"{code}-{i}", 4, stats, random.Random(rng.random()), end, done,
                think)
        for code in codes for i in range(4)])
    return len(done) // 4


def _worker(job) -> tuple[dict, int]:
    """One client process's share of the tables (its own event loop and core)."""
    url, codes, seconds, think, seed = job
    stats = Stats()
    finished = asyncio.run(_play_tables(url, codes, seconds, stats, think, seed))
    return part(stats), finished


def part(stats: Stats) -> dict:
    """A client process's figures, for merge."""
    return {"latency": stats.latency, "actions": stats.actions, "lost": stats.lost,
            "refused": stats.refused, "failed": stats.failed}


def _run(url: str, tables: int, seconds: float, stats: Stats, think: float = 0.0,
         processes: int = 1, at_play=lambda: None) -> tuple[int, float]:
    """Create the tables, then play them from `processes` client processes (the clients
    of one process parse every update in one interpreter: past a few hundred tables
    that process, not the server, would be what is measured)."""
    codes = asyncio.run(_create(url, tables, stats))
    at_play()
    t0 = time.monotonic()                    # the play, not the tables' creation
    if processes <= 1:
        return asyncio.run(_play_tables(url, codes, seconds, stats, think, 1)), \
            time.monotonic() - t0
    import multiprocessing
    jobs = [(url, codes[k::processes], seconds, think, k + 1) for k in range(processes)]
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        results = pool.map(_worker, jobs)
    return merge(stats, results), time.monotonic() - t0


def merge(stats: Stats, results) -> int:
    """The client processes' figures (_worker's) added to `stats`: the games finished."""
    finished = 0
    for part, done in results:
        stats.latency += part["latency"]
        stats.actions += part["actions"]
        stats.lost += part["lost"]
        stats.refused += part["refused"]
        stats.failed += part["failed"]
        finished += done
    return finished


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cinetable bench --net")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds each simulated person takes once their turn comes "
                             "(0: flat out)")
    parser.add_argument("--client-processes", type=int, default=1,
                        help="processes the simulated people are shared among")
    parser.add_argument("--servers", type=int, default=1,
                        help="serve processes sharing the club through Redis (bench_cluster.py)")
    parser.add_argument("--redis", default=None, metavar="URL",
                        help="with --servers: this Redis (default: a redis-server of its own)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args([a for a in (argv or []) if a != "--net"])
    if args.servers > 1 or args.redis:
        from cinetable.bench_cluster import main as cluster_main
        return cluster_main(args)
    with tempfile.TemporaryDirectory(prefix="cinetable-bench-net-") as folder:
        proc = subprocess.Popen([sys.executable, "-m", "cinetable", "serve", "--port", "0",
                                 "--saves", folder], stdout=subprocess.PIPE, text=True)
        try:
            port = re.search(r":(\d+)", proc.stdout.readline()).group(1)
            rss_start = _rss_mb(proc.pid)
            stats = Stats()
            marks: dict = {}
            finished, elapsed = _run(f"ws://127.0.0.1:{port}", args.tables, args.seconds,
                                     stats, args.think, args.client_processes,
                                     at_play=lambda: marks.update(cpu=_cpu_s(proc.pid)))
            rss_end, cpu = _rss_mb(proc.pid), _cpu_s(proc.pid) - marks["cpu"]
        finally:
            proc.terminate()
            proc.wait(10)
    show(figures(args, stats, elapsed, finished, cpu, rss_start, rss_end), args.json)
    return 0


def figures(args, stats: Stats, elapsed: float, finished: int, cpu: float, rss_start: float,
            rss_end: float) -> dict:
    """What a run measured (`cpu`: the server's CPU seconds over the play)."""
    lat = sorted(stats.latency) or [float("nan")]
    return {"tables": args.tables, "clients": args.tables * 4, "seconds": round(elapsed, 1),
            "player_actions": stats.actions,
            "actions_per_s": round(stats.actions / elapsed, 1),
            "latency_ms_p50": round(statistics.median(lat) * 1000, 1),
            "latency_ms_p95": round(lat[int(0.95 * (len(lat) - 1))] * 1000, 1),
            "latency_ms_p99": round(lat[int(0.99 * (len(lat) - 1))] * 1000, 1),
            "think_s": args.think, "client_processes": args.client_processes,
            "server_cpu_cores": round(cpu / elapsed, 2),
            "server_rss_mb_start": round(rss_start, 1), "server_rss_mb_end": round(rss_end, 1),
            "updates_lost_or_out_of_order": stats.lost, "refused": stats.refused,
            "clients_failed": stats.failed, "tables_not_created": stats.not_created,
            "games_finished": finished}


def show(out: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print(f"{k:30} {v}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
