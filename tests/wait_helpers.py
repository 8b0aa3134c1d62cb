"""Waiting for an event in a test (a message, a thread's work, a server's answer): poll it,
never sleep a guessed time. The bound is generous: only a stuck test reaches it, a slow or
busy machine does not."""
from __future__ import annotations

import time

WAIT_S = 60.0          # the bound of every wait: a stuck test, never a slow machine
POLL_S = 0.002         # between two polls: lets the threads under test run


def polling(what, timeout: float = WAIT_S, pause: float = POLL_S):
    """Iterate until the loop's body breaks or returns; fails after `timeout` seconds,
    saying `what` was awaited (a string, or a function that tells it at that moment)."""
    end = time.monotonic() + timeout
    while True:
        yield
        if time.monotonic() > end:
            said = what() if callable(what) else what
            raise AssertionError(f"{said}: not within {timeout:g} s")
        time.sleep(pause)


def wait_until(cond, what="the awaited event", timeout: float = WAIT_S, step=None):
    """cond()'s first true value; `step()` (e.g. one frame of the app) runs between polls."""
    for _ in polling(what, timeout):
        got = cond()
        if got:
            return got
        if step is not None:
            step()


def frames_until(app, cond, what="the awaited event", timeout: float = WAIT_S):
    """Step the app's frames until cond() holds, for what a thread or a server does (frame
    counts would assume the machine's speed); fails after `timeout` seconds."""
    return wait_until(cond, what, timeout, step=lambda: app.step(1 / 60))


def await_message(client, pred, timeout: float = WAIT_S) -> dict:
    """The first message polled from a NetClient that `pred` accepts (the others polled
    meanwhile are dropped); fails after `timeout` seconds, naming the last ones."""
    got: list = []
    for _ in polling(lambda: f"nothing awaited arrived; last: {got[-3:]}", timeout):
        for m in client.poll():
            got.append(m)
            if pred(m):
                return m
