"""One client connection at the host: its rate limits, its bounded outbox (a client that
stops reading is dropped, never buffered for ever), the table and seat it is at."""
from __future__ import annotations

import asyncio
import time

from cinetable.net.limits import Limits
from cinetable.net.messages import CHAT_BURST, CHAT_RATE, RATE, RateLimit, frames
from cinetable.net.table import Table
from cinetable.net.views import SPECTATOR

OUTBOX = 256                   # updates queued for one client before it is dropped


class Conn:
    def __init__(self, ws, rate: float = RATE, clock=time.monotonic,
                 outbox_bytes: int = Limits.outbox_bytes):
        self.ws = ws
        peer = getattr(ws, "remote_address", None)
        self.address = str(peer[0]) if peer else ""
        self.heard = clock()        # when it last sent a message (the idle time-out)
        self.created = 0            # tables it made
        self.queued = 0             # bytes waiting in its outbox
        self.outbox_bytes = outbox_bytes
        self.dropped = False
        self.limit = RateLimit(rate, clock=clock)
        self.chat_limit = RateLimit(CHAT_RATE, CHAT_BURST, clock=clock)
        self.outbox: asyncio.Queue = asyncio.Queue(OUTBOX)
        self.table: Table | None = None
        self.viewer: int | None = SPECTATOR
        self.sent = 0              # how many of its viewer's events it was sent
        self.at = -1               # the record length of the last update it was sent
        self.seated = False
        self.sitting = False       # a seat taken, its token not yet given (serve.py)
        self.told_record = False   # the finished game's record, sent once

    def send(self, msg: dict) -> None:
        if self.dropped:
            return
        try:
            for text in frames(msg):      # a message too big for one frame: its parts
                self.outbox.put_nowait(text)
                self.queued += len(text)
        except asyncio.QueueFull:
            self.queued = self.outbox_bytes + 1
        if self.queued > self.outbox_bytes:  # not reading: dropped, never buffered for
            self.drop()                      # ever (it reconnects and catches up)

    def drop(self) -> None:
        self.dropped = True
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.queued = 0
        transport = getattr(self.ws, "transport", None)
        if transport is not None:
            transport.abort()
