"""One client connection at the host: its rate limits, its bounded outbox (a client that
stops reading is dropped, never buffered for ever), the table and seat it is at.

The outbox and the task that writes it exist from the first message sent: a connection
that only waits (a burst of idle ones) holds no queue and no task of its own."""
from __future__ import annotations

import asyncio
import time

from websockets.exceptions import ConnectionClosed

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
        self.outbox: asyncio.Queue | None = None      # made with the writer, when needed
        self.writer: asyncio.Task | None = None
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
        if self.outbox is None:
            self.outbox = asyncio.Queue(OUTBOX)
            self.writer = asyncio.get_running_loop().create_task(self._write(self.outbox))
        try:
            for text in frames(msg):      # a message too big for one frame: its parts
                self.outbox.put_nowait(text)
                self.queued += len(text)
        except asyncio.QueueFull:
            self.queued = self.outbox_bytes + 1
        if self.queued > self.outbox_bytes:  # not reading: dropped, never buffered for
            self.drop()                      # ever (it reconnects and catches up)

    async def _write(self, outbox: asyncio.Queue) -> None:
        try:
            while True:
                text = await outbox.get()
                self.queued -= len(text)
                await self.ws.send(text)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def close(self) -> None:
        """Its connection is gone: the writer stops."""
        if self.writer is not None:
            self.writer.cancel()

    def drop(self) -> None:
        self.dropped = True
        while self.outbox is not None and not self.outbox.empty():
            self.outbox.get_nowait()
        self.queued = 0
        transport = getattr(self.ws, "transport", None)
        if transport is not None:
            transport.abort()
