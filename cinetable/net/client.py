"""The client side of network play, for a frame loop that must never wait: a background
thread runs the asyncio connection; `send` queues a message, `poll()` returns what arrived.

It remembers its seat's token, the record length (`at`) and how many events it has seen,
so after a dropped connection it reconnects by itself, rejoins its seat with the token and
asks only for the events it missed. Messages arrive in `poll()` as the server sent them,
plus {"type": "connection", "status": "lost" | "back" | "closed"} for the table to show.
"""
from __future__ import annotations

import asyncio
import json
import queue
import threading

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from cinetable.net.messages import MAX_FRAME, MessageError, Parts, encode, parse_elsewhere

RETRY_FIRST, RETRY_MAX = 0.2, 5.0       # seconds between reconnection attempts
MAX_HOPS = 3        # "elsewhere" followed in a row for one ask (servers sharing a club)
_ASKS = ("sit", "rejoin", "watch")      # what a server of a club may send elsewhere


class NetClient:
    def __init__(self, url: str, *, reconnect: bool = True, tls=None, servers=()):
        self.url = url
        # servers of one club (net/cluster.py): a table's server found dead, the next is
        # asked where the table lives now; those learnt from "elsewhere" join the list
        self.servers = [url, *(s for s in servers if s != url)]
        self._asked: str | None = None      # the last sit / rejoin / watch sent
        self._asked_sit = False
        self._redirect: str | None = None   # ...to send again at the server named
        self._hops = 0
        # a wss:// server's certificate is checked against the system's authorities, or
        # this ssl.SSLContext's (a club's own certificate authority)
        self.tls = tls
        self.reconnect = reconnect
        self.inbox: queue.Queue = queue.Queue()
        self.table: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.watching = False
        self.at = 0
        self.seen = 0
        self.epoch: str | None = None
        self.observation: dict | None = None
        self.connected = False
        self._closing = False
        self._loop = asyncio.new_event_loop()
        self._out: asyncio.Queue | None = None
        self._ws: ClientConnection | None = None
        self._thread = threading.Thread(target=self._run, name="cinetable-net-client",
                                        daemon=True)
        self._thread.start()

    # ---- what the frame loop calls ------------------------------------------------------
    def poll(self) -> list[dict]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, msg: dict) -> None:
        text = encode(msg)
        if msg.get("type") in _ASKS:
            self._asked, self._hops = text, 0
            self._asked_sit = msg["type"] == "sit"
        self._loop.call_soon_threadsafe(self._queue, text)

    def send_raw(self, text) -> None:
        """A frame as it is (tests of what the server refuses)."""
        self._loop.call_soon_threadsafe(self._queue, text)

    def create(self, game: str, players: int, seats: list[str], options: dict | None = None,
               name: str = "", allow_undo: bool = False, public: bool = False,
               spectators: bool = False) -> None:
        msg = {"type": "create", "game": game, "players": players, "seats": seats,
               "options": options or {}}
        for key, on in (("allow_undo", allow_undo), ("public", public),
                        ("spectators", spectators)):
            if on:
                msg[key] = True
        self.send({**msg, "name": name} if name else msg)

    def list_tables(self, after: str | None = None) -> None:
        self.send({"type": "list", "after": after} if after else {"type": "list"})

    def sit(self, table: str, name: str, seat: int | None = None) -> None:
        msg = {"type": "sit", "table": table, "name": name}
        self.send(msg if seat is None else {**msg, "seat": seat})

    def rejoin(self, table: str, token: str, since: int = 0, epoch: str | None = None) -> None:
        self.table, self.token, self.seen, self.epoch = table, token, since, epoch
        self.send(self._rejoin_msg())

    def watch(self, table: str) -> None:
        self.table, self.watching = table, True
        self.send(self._rejoin_msg())

    def act(self, action) -> None:
        """Play an action (its notation) in answer to the latest update."""
        self.send({"type": "act", "action": str(action), "at": self.at})

    def chat(self, text: str | None = None, reaction: str | None = None) -> None:
        """A chat line or a quick reaction (messages.REACTIONS) to everyone at the table."""
        self.send({"type": "chat", "text": text} if reaction is None
                  else {"type": "chat", "reaction": reaction})

    def close(self) -> None:
        self._closing = True
        self._loop.call_soon_threadsafe(self._stop)
        self._thread.join(5.0)

    def kill_connection(self) -> None:
        """Drop the connection as a network failure would (it then reconnects)."""
        def abort():
            if self._ws is not None:
                self._ws.transport.abort()
        self._loop.call_soon_threadsafe(abort)

    # ---- the background thread ------------------------------------------------------------
    def _queue(self, text) -> None:
        if self._out is not None:
            self._out.put_nowait(text)

    def _stop(self) -> None:
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._out = asyncio.Queue()
        try:
            self._loop.run_until_complete(self._main())
        except asyncio.CancelledError:
            pass
        finally:
            self.inbox.put({"type": "connection", "status": "closed"})

    async def _main(self) -> None:
        delay, ever = RETRY_FIRST, False
        while not self._closing:
            was_open = False
            try:
                extra = {"ssl": self.tls} if self.tls is not None else {}
                async with connect(self.url, max_size=MAX_FRAME, open_timeout=5,
                                   **extra) as ws:
                    self._ws, self.connected, was_open = ws, True, True
                    if self._redirect is None:
                        delay = RETRY_FIRST
                    if self._redirect is not None:
                        self._send_first(self._redirect)
                        self._redirect = None
                    elif ever:
                        self._resume_seat()
                        self.inbox.put({"type": "connection", "status": "back"})
                    ever = True
                    await self._pump(ws)
            except (TimeoutError, OSError, ConnectionClosed, InvalidHandshake):
                # a full server drops the connection before its handshake: tried again
                # like a network failure; a club's next server is asked if it had none
                if not was_open:
                    self._next_server()
                    self._hops = 0      # a server not there: no loop between live ones
            except InvalidURI as e:
                self.inbox.put({"type": "connection", "status": "closed", "reason": str(e)})
                return
            self._ws, self.connected = None, False
            if self._closing or not self.reconnect:
                return
            if self._redirect is not None and was_open:
                continue                # straight to the server named, unannounced
            if was_open:
                self.inbox.put({"type": "connection", "status": "lost"})
            await asyncio.sleep(delay)
            delay = min(RETRY_MAX, delay * 2)

    def _rejoin_msg(self) -> dict:
        msg: dict[str, object] = {"type": "rejoin", "table": self.table, "token": self.token} if self.token \
            else {"type": "watch", "table": self.table}
        msg["since"] = self.seen
        return {**msg, "epoch": self.epoch} if self.epoch else msg

    def _resume_seat(self) -> None:
        if not self.table or not (self.token or self.watching):
            return
        self._send_first(encode(self._rejoin_msg()))

    def _send_first(self, text: str) -> None:
        out = self._out
        if out is None:                 # the loop has not started: nothing queued yet
            return
        # stale actions queued while away would only be refused: the rejoin goes first
        while not out.empty():
            out.get_nowait()
        out.put_nowait(text)

    def _next_server(self) -> None:
        if self.url not in self.servers:
            self.servers.append(self.url)
        self.url = self.servers[(self.servers.index(self.url) + 1) % len(self.servers)]

    def _elsewhere(self, msg: dict) -> bool:
        """Go where the table lives (True), at most MAX_HOPS times for one ask."""
        try:
            url = parse_elsewhere(msg)
        except MessageError:
            return False
        if self._hops >= MAX_HOPS:
            return False
        self._hops += 1
        seated = self.table and (self.token or self.watching)
        self._redirect = self._asked if self._asked_sit or not seated \
            else encode(self._rejoin_msg())             # what it has seen since it asked
        self.url = url
        if url not in self.servers:
            self.servers.append(url)
        return True

    async def _pump(self, ws) -> None:
        out = self._out
        assert out is not None          # made by _run before the connection loop starts

        async def writer():
            while True:
                await ws.send(await out.get())
        task = asyncio.ensure_future(writer())
        parts = Parts()
        try:
            async for frame in ws:
                try:
                    msg = json.loads(frame)
                except ValueError:
                    continue
                if isinstance(msg, dict) and msg.get("type") == "part":
                    msg = parts.add(msg)        # None until its last part came
                if isinstance(msg, dict) and msg.get("type") == "elsewhere" \
                        and self._elsewhere(msg):
                    return                      # the connection closes; the next opens there
                if isinstance(msg, dict):
                    self._note(msg)
                    if msg.get("type") in ("seated", "update"):
                        self._asked_sit = False     # a redirect now rejoins the seat
                    self.inbox.put(msg)
        finally:
            task.cancel()

    def _note(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "seated":
            self.table, self.seat = msg.get("table"), msg.get("seat")
            if msg.get("token"):
                self.token = msg["token"]
        elif kind == "update":
            self.at, self.seen = msg.get("at", 0), msg.get("seen", 0)
            self.epoch = msg.get("epoch")
            if "observation" in msg:    # a seat's: with its first update, a reset, the end
                self.observation = msg["observation"]
