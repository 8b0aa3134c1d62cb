"""A real `redis-server` on 127.0.0.1 and `cinetable serve --redis` processes, for the
tests of several servers sharing one club (net/cluster.py). When redis-server cannot
start the test fails under CI (.ci/run installs it) and is skipped elsewhere."""
from __future__ import annotations

import os
import re
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager

import pytest

from tests.wait_helpers import WAIT_S, polling


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _unavailable(why: str):
    if os.environ.get("CI"):
        pytest.fail(f"redis-server is needed here and {why} (.ci/run installs the "
                    "distribution's redis-server)")
    pytest.skip(f"redis-server {why}")


@contextmanager
def redis_server():
    """redis://127.0.0.1:PORT/0 of a private redis-server (no persistence), stopped after."""
    exe = shutil.which("redis-server")
    if exe is None:
        _unavailable("is not installed")
    port = free_port()
    proc = subprocess.Popen([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        import redis
        client = redis.Redis(port=port, socket_connect_timeout=1)
        end = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.exceptions.ConnectionError:
                if proc.poll() is not None or time.monotonic() > end:
                    _unavailable("did not start")
                time.sleep(0.05)
        client.close()
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)


def _first_line(proc, timeout: float) -> str:
    """The first line the process prints, waited for at most `timeout` seconds."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        if not sel.select(timeout):
            raise AssertionError(f"the server said nothing within {timeout:g} s")
        return proc.stdout.readline()
    finally:
        sel.close()


class Serve:
    """One `cinetable serve --redis` process on a port of its own."""

    def __init__(self, folder, redis_url: str):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cinetable", "serve", "--port", "0", "--saves", str(folder),
             "--redis", redis_url, "--stand-in", "600"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        line = _first_line(self.proc, WAIT_S)
        port = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        assert port, line
        self.url = f"ws://127.0.0.1:{port.group(1)}"

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


@contextmanager
def serve_processes(tmp_path, redis_url: str, count: int):
    procs: list[Serve] = []
    try:
        for i in range(count):
            procs.append(Serve(tmp_path / f"saves{i}", redis_url))
        yield procs
    finally:
        for p in procs:
            p.stop()


def owners(redis_url: str, codes) -> dict[str, str]:
    """code -> the process id Redis says runs it."""
    import redis
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        return {c: client.get(f"cinetable:owner:{c}") for c in codes}
    finally:
        client.close()


def wait_owned_elsewhere(redis_url: str, codes, dead_owner: str, timeout: float = WAIT_S):
    for _ in polling(f"the tables of {dead_owner} taken over", timeout):
        now = owners(redis_url, codes)
        if all(o != dead_owner for o in now.values()):
            return now
