"""What the app's network tests share: waiting for one message from a NetClient."""
from __future__ import annotations

import time


def await_message(client, pred, timeout: float = 20.0):
    """The first message polled from `client` that `pred` accepts, within `timeout` s."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for m in client.poll():
            if pred(m):
                return m
        time.sleep(0.005)
    raise AssertionError("nothing awaited arrived")
