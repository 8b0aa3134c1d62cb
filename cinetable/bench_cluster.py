"""`cinetable bench --net --servers 3 [--redis URL]`: the load of `bench --net` on several
`cinetable serve --redis` processes sharing one club (net/cluster.py).

Without --redis it starts a redis-server of its own on 127.0.0.1 (a free port, no
persistence). The tables are made on the processes in turn and each table's simulated
people play at its process. The figures are those of the one-process run, the servers'
CPU and RSS summed over the processes (Redis's own beside them). A benchmark: it asserts
nothing.
"""
from __future__ import annotations

import asyncio
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cinetable.bench_net import (
    Stats,
    _cpu_s,
    _create,
    _play_tables,
    _rss_mb,
    figures,
    parse_args,
    show,
)
from cinetable.net.collector import take_over


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_redis() -> tuple[subprocess.Popen, str]:
    exe = shutil.which("redis-server")
    if exe is None:
        raise OSError("no redis-server here: install it, or give --redis URL")
    port = _free_port()
    proc = subprocess.Popen([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL)
    end = time.monotonic() + 20
    while time.monotonic() < end:                   # ready once it takes connections
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return proc, f"redis://127.0.0.1:{port}/0"
        except OSError:
            time.sleep(0.05)
    proc.terminate()
    raise OSError("redis-server did not start")


def _start_serve(folder: Path, redis_url: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "cinetable", "serve", "--port", "0",
                             "--saves", str(folder), "--redis", redis_url],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    found = re.search(r":(\d+)", proc.stdout.readline())
    if found is None:
        proc.terminate()
        raise OSError("a serve process did not start")
    return proc, f"ws://127.0.0.1:{found.group(1)}"


async def _create_on(urls: list[str], tables: int, stats: Stats) -> list[list[str]]:
    shares = [tables // len(urls) + (k < tables % len(urls)) for k in range(len(urls))]
    return list(await asyncio.gather(*[_create(u, n, stats) for u, n in zip(urls, shares)]))


async def _play_on(urls, codes, seconds, stats, think) -> int:
    done = await asyncio.gather(*[_play_tables(u, c, seconds, stats, think, k + 1)
                                  for k, (u, c) in enumerate(zip(urls, codes))])
    return sum(done)


def _worker(job) -> tuple[dict, int]:
    """One client process's share of every server's tables (its own loop and core)."""
    urls, codes, seconds, think = job
    stats = Stats()
    take_over()                 # as bench_net's client processes: no full-collection stalls
    finished = asyncio.run(_play_on(urls, codes, seconds, stats, think))
    return stats.part(), finished


def _play(urls, codes, args, stats: Stats) -> int:
    """Every table played at its process, by one client process or `client_processes`."""
    n = args.client_processes
    if n <= 1:
        return asyncio.run(_play_on(urls, codes, args.seconds, stats, args.think))
    import multiprocessing
    jobs = [(urls, [c[k::n] for c in codes], args.seconds, args.think) for k in range(n)]
    with multiprocessing.get_context("spawn").Pool(n) as pool:
        finished = 0
        for part, done in pool.map(_worker, jobs):
            stats.merge(part)
            finished += done
        return finished


def main(argv) -> int:
    args = parse_args(argv)
    servers = max(1, args.servers)
    args.warmup = 0.0                 # counted from the first move (no --warmup here yet)
    with tempfile.TemporaryDirectory(prefix="cinetable-bench-cluster-") as folder:
        procs: list[subprocess.Popen] = []
        redis_proc = None
        try:
            redis_url = args.redis
            if not redis_url:
                redis_proc, redis_url = _start_redis()
            urls = []
            for i in range(servers):
                proc, url = _start_serve(Path(folder) / f"saves{i}", redis_url)
                procs.append(proc)
                urls.append(url)
            pids = [p.pid for p in procs]
            rss_start = sum(_rss_mb(pid) for pid in pids)
            stats = Stats()
            codes = asyncio.run(_create_on(urls, args.tables, stats))
            cpu0 = sum(_cpu_s(pid) for pid in pids)
            redis_cpu0 = _cpu_s(redis_proc.pid) if redis_proc else float("nan")
            t0 = time.monotonic()              # the play, not the tables' creation
            finished = _play(urls, codes, args, stats)
            elapsed = time.monotonic() - t0
            cpu = sum(_cpu_s(pid) for pid in pids) - cpu0
            rss_end = sum(_rss_mb(pid) for pid in pids)
            redis = {"redis_cpu_cores": round((_cpu_s(redis_proc.pid) - redis_cpu0) / elapsed, 2),
                     "redis_rss_mb": round(_rss_mb(redis_proc.pid), 1)} if redis_proc else {}
        except OSError as e:
            print(f"cinetable bench: {e}", file=sys.stderr)
            return 1
        finally:
            for proc in procs:
                proc.terminate()
            for proc in procs:
                proc.wait(10)
            if redis_proc is not None:
                redis_proc.terminate()
                redis_proc.wait(10)
    out = {"servers": servers, **figures(args, stats, elapsed, finished, cpu, rss_start, rss_end),
           **redis}
    show(out, args.json)
    return 0
