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
import threading
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from cinetable.engine.registry import GAME_IDS
from cinetable.net.collector import take_over


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
        # table -> {at: time the action was sent}, and {at: clients that have seen past
        # it}: looked up by table, since every update of every client asks
        self.sent: dict[str, dict[int, float]] = {}
        self.reached: dict[str, dict[int, set]] = {}
        self.latency: list[float] = []
        self.actions = 0
        self.lost = 0
        self.refused = 0
        self.failed = 0               # clients that could not connect or were cut off
        self.not_created = 0          # tables the server refused to open
        # at a table of hard bots: (seconds from a person's action to their next turn,
        # bot turns in between)
        self.gaps: list[tuple[float, int]] = []
        self.count_from = 0.0         # actions sent before (the warm-up) are not counted

    def merge(self, part: dict) -> None:
        self.latency += part["latency"]
        self.gaps += [tuple(g) for g in part["gaps"]]
        for key in ("actions", "lost", "refused", "failed"):
            setattr(self, key, getattr(self, key) + part[key])

    def part(self) -> dict:
        return {"latency": self.latency, "gaps": self.gaps, "actions": self.actions,
                "lost": self.lost, "refused": self.refused, "failed": self.failed}


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
        asked, bot_turns = None, set()       # when this person last acted; bots since
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
            mover = msg.get("to_move")
            if asked is not None and mover is not None and \
                    msg["seats"][mover]["kind"] == "bot":
                bot_turns.add(at)
            if asked is not None and msg.get("legal") and at != acted:
                stats.gaps.append((now - asked, len(bot_turns)))
                asked = None
            pending, reached = stats.sent.setdefault(code, {}), stats.reached.setdefault(code, {})
            for k in [k for k in pending if k < at]:
                who = reached.setdefault(k, set())
                who.add(name)
                if len(who) == players:                      # every client has it
                    sent = pending.pop(k)
                    if sent >= stats.count_from:
                        stats.latency.append(now - sent)
                    del reached[k]
            if msg["finished"]:
                done.add(name)
                return
            if msg.get("legal") and at != acted:
                acted = at
                if think:                # a person takes a moment once their turn comes
                    await asyncio.sleep(think)
                stats.sent.setdefault(code, {})[at] = asked = time.monotonic()
                bot_turns = set()
                stats.actions += asked >= stats.count_from
                await ws.send(json.dumps({"type": "act", "action": rng.choice(msg["legal"]),
                                          "at": at}))


PEOPLE, HARD = ["open"] * 4, ["open", "hard", "hard", "hard"]


async def _create(url: str, tables: int, stats: Stats, seats=PEOPLE) -> list[str]:
    """The tables, four seats each (four people, or one and three hard bots), the games
    in turn: their codes."""
    async with connect(url, open_timeout=60) as ws:
        codes = []
        for i in range(tables):
            await ws.send(json.dumps({"type": "create", "game": GAME_IDS[i % len(GAME_IDS)],
                                      "players": 4, "seats": seats}))
            made = json.loads(await ws.recv())
            if made.get("type") == "created":
                codes.append(made["table"])
            else:
                stats.not_created += 1
            await asyncio.sleep(0.06)              # the creator's own rate limit
    return codes


async def _play_tables(url: str, codes: list[str], seconds: float, stats: Stats,
                       think: float, seed: int, hard_codes=(), hard: Stats | None = None,
                       warmup: float = 0.0) -> int:
    """Four people at each of `codes`, one at each of `hard_codes` (measured in `hard`);
    what is sent in the first `warmup` seconds is not counted."""
    end = time.monotonic() + seconds
    done: set = set()
    rng = random.Random(seed)
    hard = hard or Stats()
    stats.count_from = hard.count_from = time.monotonic() + warmup
    await asyncio.gather(*[
        _client(url, code, f"{code}-{i}", 4, stats, random.Random(rng.random()), end, done,
                think)
        for code in codes for i in range(4)], *[
        _client(url, code, f"{code}-0", 1, hard, random.Random(rng.random()), end, set(),
                think)
        for code in hard_codes])
    return len(done) // 4


def _worker(job) -> tuple[dict, dict, int]:
    """One client process's share of the tables (its own event loop and core)."""
    url, codes, hard_codes, seconds, think, seed, warmup = job
    stats, hard = Stats(), Stats()
    # 1,000 clients' connections in one interpreter: Python's full collections would stop
    # them all for 80-100 ms at a time, measured as the server's latency (net/collector.py)
    take_over()
    finished = asyncio.run(_play_tables(url, codes, seconds, stats, think, seed,
                                        hard_codes, hard, warmup))
    return stats.part(), hard.part(), finished


def _run(url: str, tables: int, seconds: float, stats: Stats, think: float = 0.0,
         processes: int = 1, at_play=lambda: None, hard_tables: int = 0,
         hard: Stats | None = None, warmup: float = 0.0) -> tuple[int, float]:
    """Create the tables, then play them from `processes` client processes (the clients
    of one process parse every update in one interpreter: past a few hundred tables
    that process, not the server, would be what is measured). A client process that
    fails counts its people as failed clients."""
    hard = hard or Stats()
    codes = asyncio.run(_create(url, tables, stats))
    hard_codes = asyncio.run(_create(url, hard_tables, hard, HARD)) if hard_tables else []
    at_play()
    t0 = time.monotonic()                    # the play, not the tables' creation
    if processes <= 1:
        return asyncio.run(_play_tables(url, codes, seconds, stats, think, 1, hard_codes,
                                        hard, warmup)), time.monotonic() - t0
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    jobs = [(url, codes[k::processes], hard_codes[k::processes], seconds, think, k + 1,
             warmup) for k in range(processes)]
    finished = 0
    with ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn")) \
            as pool:
        futures = [pool.submit(_worker, job) for job in jobs]
        for job, future in zip(jobs, futures, strict=True):
            try:
                part, hard_part, done = future.result()
            except Exception:                    # a client process died: its people
                stats.failed += 4 * len(job[1])
                hard.failed += len(job[2])
                continue
            stats.merge(part)
            hard.merge(hard_part)
            finished += done
    return finished, time.monotonic() - t0


def _ms(values: list[float], q: float) -> float:
    ordered = sorted(values) or [float("nan")]
    return round(ordered[int(q * (len(ordered) - 1))] * 1000, 1)


def _hard_report(hard: Stats, tables: int, budget: float) -> dict:
    """The tables of one person and three hard bots: the person's own action's latency,
    the time until their next turn, and that time less the bots' own thinking (their
    turns times the time budget each)."""
    gaps = [g for g, _ in hard.gaps]
    over = [g - turns * budget for g, turns in hard.gaps]
    turns = [t for _, t in hard.gaps]
    return {"hard_tables": tables, "hard_actions": hard.actions,
            "hard_latency_ms_p95": _ms(hard.latency, 0.95),
            "hard_turn_gap_ms_p50": _ms(gaps, 0.5), "hard_turn_gap_ms_p95": _ms(gaps, 0.95),
            "hard_bot_turns_per_gap": round(statistics.mean(turns), 2) if turns else None,
            "hard_gap_beyond_bot_budget_ms_p50": _ms(over, 0.5),
            "hard_gap_beyond_bot_budget_ms_p95": _ms(over, 0.95),
            "hard_clients_failed": hard.failed, "hard_tables_not_created": hard.not_created}


def parse_args(argv: list[str] | None):
    """`cinetable bench --net`'s options (also bench_cluster's, for --servers/--redis)."""
    parser = argparse.ArgumentParser(prog="cinetable bench --net")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds each simulated person takes once their turn comes "
                             "(0: flat out)")
    parser.add_argument("--client-processes", type=int, default=1,
                        help="processes the simulated people are shared among")
    parser.add_argument("--hard-tables", type=int, default=0,
                        help="more tables, each of one simulated person and three hard "
                             "bots, reported apart")
    parser.add_argument("--warmup", type=float, default=0.0,
                        help="seconds of play not counted (everyone sitting down, the "
                             "first deals): the figures are the steady play's")
    parser.add_argument("--servers", type=int, default=1,
                        help="serve processes sharing the club through Redis (bench_cluster.py)")
    parser.add_argument("--redis", default=None, metavar="URL",
                        help="with --servers: this Redis (default: a redis-server of its own)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args([a for a in (argv or []) if a != "--net"])
    if not 0 <= args.warmup < args.seconds:
        parser.error("--warmup is a part of --seconds")
    return args


def clustered(argv: list[str]) -> bool:
    """Several serve processes on Redis (bench_cluster.py) rather than one."""
    return "--redis" in argv or any(a == "--servers" or a.startswith("--servers=")
                                    for a in argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="cinetable-bench-net-") as folder:
        proc = subprocess.Popen([sys.executable, "-m", "cinetable", "serve", "--port", "0",
                                 "--saves", folder], stdout=subprocess.PIPE, text=True)
        try:
            port = re.search(r":(\d+)", proc.stdout.readline()).group(1)
            rss_start = _rss_mb(proc.pid)
            stats, hard = Stats(), Stats()
            marks: dict = {}
            timer = threading.Timer(args.warmup,     # the server's CPU from its end
                                    lambda: marks.update(cpu=_cpu_s(proc.pid)))
            finished, elapsed = _run(f"ws://127.0.0.1:{port}", args.tables, args.seconds,
                                     stats, args.think, args.client_processes,
                                     at_play=lambda: timer.start(),
                                     hard_tables=args.hard_tables, hard=hard,
                                     warmup=args.warmup)
            timer.join()
            rss_end, cpu = _rss_mb(proc.pid), _cpu_s(proc.pid) - marks["cpu"]
            elapsed -= args.warmup
        finally:
            proc.terminate()
            try:
                proc.wait(60)     # its last autosaves: each table's moves since its last
            except subprocess.TimeoutExpired:
                proc.kill()       # never a crash of the bench
                proc.wait()
    show(figures(args, stats, elapsed, finished, cpu, rss_start, rss_end, hard), args.json)
    return 0


def figures(args, stats: Stats, elapsed: float, finished: int, cpu: float, rss_start: float,
            rss_end: float, hard: Stats | None = None) -> dict:
    """What a run measured (`cpu`: the server's CPU seconds over the play)."""
    hard = hard or Stats()
    lat = sorted(stats.latency) or [float("nan")]
    out: dict = {"tables": args.tables, "clients": args.tables * 4, "seconds": round(elapsed, 1),
           "player_actions": stats.actions,
           "actions_per_s": round(stats.actions / elapsed, 1),
           "latency_ms_p50": round(statistics.median(lat) * 1000, 1),
           "latency_ms_p95": round(lat[int(0.95 * (len(lat) - 1))] * 1000, 1),
           "latency_ms_p99": round(lat[int(0.99 * (len(lat) - 1))] * 1000, 1),
           "think_s": args.think, "client_processes": args.client_processes,
           "warmup_s": args.warmup,
           "server_cpu_cores": round(cpu / elapsed, 2),
           # robust to a busy machine: what the server spends per person's action
           "server_cpu_ms_per_action": round(cpu * 1000 / max(1, stats.actions + hard.actions),
                                             2),
           "server_rss_mb_start": round(rss_start, 1), "server_rss_mb_end": round(rss_end, 1),
           "updates_lost_or_out_of_order": stats.lost, "refused": stats.refused,
           "clients_failed": stats.failed, "tables_not_created": stats.not_created,
           "games_finished": finished}
    if args.hard_tables:
        from cinetable.bots import DEFAULT_TIME_BUDGET
        out.update(_hard_report(hard, args.hard_tables, DEFAULT_TIME_BUDGET))
    return out


def show(out: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print(f"{k:30} {v}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
