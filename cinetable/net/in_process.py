"""`cinetable serve` inside the app: the Server on its own thread and event loop, so the
frame loop never waits for it. The app's Host online starts one; it lives until the app
leaves (or `stop`). No pygame, no client imports.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from pathlib import Path

from cinetable.net.local_address import local_ip
from cinetable.net.serve import Server

LOOPBACK, EVERY_NETWORK = "127.0.0.1", "0.0.0.0"
DEFAULT_PORT = 8765


class HostedServer:
    def __init__(self, folder: Path | str, *, announce: bool = True, **server_kw):
        self.server = Server(folder, **server_kw)
        self.announce = announce         # its tables on the local network (net/discovery)
        self.loop = asyncio.new_event_loop()
        self.thread: threading.Thread | None = None
        self.host = LOOPBACK
        self.port = 0

    def start(self, host: str = EVERY_NETWORK, port: int = DEFAULT_PORT,
              timeout: float = 10.0) -> int:
        """Listen on `host` (LOOPBACK: this machine only); the port taken (OSError when
        neither `port` nor any other is free)."""
        started = threading.Event()
        failure: list = []

        if self.announce:
            from cinetable.net import discovery
            try:
                if discovery.worth_announcing(host):
                    self.server.advertiser = discovery.Advertiser()
            except Exception as e:          # the table opens all the same, found by address
                logging.getLogger(__name__).warning("cannot announce the table: %s", e)

        async def begin():
            try:
                await self.server.start(host, port)
            except OSError:
                if port == 0:
                    raise
                await self.server.start(host, 0)        # the usual port is taken: any
        def run():
            asyncio.set_event_loop(self.loop)
            try:
                self.loop.run_until_complete(begin())
            except Exception as e:                  # reported to start()'s caller
                failure.append(e)
                started.set()
                return
            started.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, name="cinetable-host", daemon=True)
        self.thread.start()
        if not started.wait(timeout) or failure:
            if self.server.advertiser is not None:
                self.server.advertiser.close()
            raise failure[0] if failure else OSError("the table server did not start")
        self.host, self.port = host, self.server.port
        return self.port

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def url(self) -> str:
        """Where this app's own client reaches the server."""
        return f"ws://127.0.0.1:{self.port}"

    def share_address(self) -> str:
        """The address other players type: this machine's local network address."""
        if self.host == LOOPBACK:
            return f"127.0.0.1:{self.port}"
        return f"{local_ip()}:{self.port}"

    def stop(self) -> None:
        if not self.running:
            return
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        if self.thread is not None:
            self.thread.join(5)
