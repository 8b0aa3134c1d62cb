"""The host behind `cinetable serve` (its command line: net/serve_cli.py). Any number of
tables (net/table.py), websockets connections (net/conn.py), the bots and the chance
draws, autosave (net/saver.py), and a restart that reopens every unfinished table of its
saves folder.

Each connection gets a writer task with a bounded queue: a client that stops reading is
dropped (it reconnects and catches up) and never slows the table. Each table has a driver
task that plays chance and bots and sends updates; the bots think in worker processes
(net/bot_pool.py).
"""
from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import serve as ws_serve
from websockets.exceptions import ConnectionClosed

from cinetable.net.bot_pool import BotPool, shared_pool
from cinetable.net.collector import Collector
from cinetable.net.conn import Conn
from cinetable.net.gate import Gate, GatedConnection
from cinetable.net.housekeeping import Housekeeping
from cinetable.net.journal import Journal
from cinetable.net.limits import Limits, Lookups
from cinetable.net.lobby import Lobby
from cinetable.net.messages import (
    BURST,
    CHAT_RATE,
    MAX_FRAME,
    PROTOCOL,
    RATE,
    MessageError,
    parse_client,
    record_message,
    refused,
)
from cinetable.net.saver import Saver
from cinetable.net.table import SIDE_PREFIX, Refused, Table
from cinetable.net.undo_vote import UndoVotes
from cinetable.net.views import SPECTATOR

log = logging.getLogger(__name__)

MAX_TABLES = Limits.max_tables
MAX_WATCHERS = 32
STAND_IN_AFTER = 60.0          # seconds a player may be away on their turn
# At a table that allows undo, bots and chance wait this long after a person's move, as
# the next seat does in a local game: a bot's move (or a deal) would show that person
# something and shut their undo before they could ask for it.
UNDO_GRACE = 2.0


class Server(Lobby, Housekeeping):
    def __init__(self, folder: Path | str, *, stand_in_after: float = STAND_IN_AFTER,
                 rate: float = RATE, advertiser=None, clock=time.monotonic,
                 limits: Limits | None = None, wall=time.time, bot_pool: BotPool | None = None,
                 cluster=None, compression: bool = False, own_collection: bool = False):
        self.folder = Path(folder)
        # permessage-deflate: an update is 2-4 KB of JSON, a few hundred bytes compressed,
        # but deflate costs CPU on every message and ~40 KB per connection: off unless asked
        self.compression = compression
        # net/cluster.py: tables shared with other processes through Redis (None: alone)
        self.cluster = cluster
        self.limits = limits or Limits()
        self.wall = wall                 # the date, for the finished records' retention
        self.on_disk: dict[str, Path] = {}   # finished or closed tables: code -> side file
        self.drivers: dict[str, asyncio.Task] = {}
        self.creators: dict[str, str] = {}   # live table code -> the address that made it
        self.empty_since: dict[str, float] = {}
        self.gate = Gate(self.limits, self.now)   # TCP connections counted and timed
        self.live: set[Conn] = set()
        # when cycles are collected in full (net/collector.py); `own_collection`: the
        # process is a `cinetable serve` of its own, which took collections over
        self.collector = Collector(clock(), scheduled=own_collection)
        # the host's clock (grace, stand-ins, undo votes, rate limits): a test may hold it
        # still, so what it checks happens "at once" however slow the machine is
        self.clock = clock
        self.lookups = Lookups(self.limits, clock=self.now)
        self.advertiser = advertiser     # net/discovery.Advertiser: tables with a free seat
        self.rate = rate                 # messages a second per connection
        self.folder.mkdir(parents=True, exist_ok=True)
        self.stand_in_after = stand_in_after
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.wakes: dict[str, asyncio.Event] = {}
        self.tasks: list[asyncio.Task] = []
        self.saver = Saver()
        self.bots = bot_pool or shared_pool()   # net/bot_pool.py
        self.journal = Journal()         # each change appended; full autosaves at checkpoints
        self.undo = UndoVotes(self, clock=self.now)   # agreed undo: a vote per table at a time
        self.grace: dict = {}            # table code -> until when bots wait (UNDO_GRACE)
        self.undo_grace = UNDO_GRACE
        self.port = 0
        self._ws: WsServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._purged = clock()

    def wake(self, code: str) -> None:
        """The table's driver looks again (nothing to do for a table out of memory)."""
        event = self.wakes.get(code)
        if event is not None:
            event.set()

    def now(self) -> float:
        """The host's clock as it is now (a test may replace `clock` while it runs)."""
        return self.clock()

    # ---- life ------------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls=None) -> int:
        """Listen on host:port (0: a port the system picks); with `tls` (an
        ssl.SSLContext holding the certificate) the clients connect with wss://."""
        self._loop = asyncio.get_running_loop()
        from cinetable.persistence.saves import read_save_dict
        self.purge()
        # in a cluster Redis holds the tables: a process reopens none from its own files
        reopen = () if self.cluster else sorted(self.folder.glob(f"{SIDE_PREFIX}*.json"))
        for path in reopen:
            try:
                side = read_save_dict(path)
                if side.get("over") or side.get("closed"):    # not live: not in memory
                    if isinstance(side.get("code"), str):
                        self.on_disk[side["code"]] = path
                    continue
                table = Table.reopen(path)
            except Exception as e:               # a damaged file closes only its table
                log.warning("cannot reopen %s: %s", path.name, e)
                continue
            if table.state.is_terminal():
                self.on_disk[table.code] = path
            elif table.code not in self.tables:
                now = self.clock()
                table.absent_since = [now if h else None for h in table.token_hashes]
                self._open(table)
        gated = type("Gated", (GatedConnection,), {"gate": self.gate})
        self._ws = ws = await ws_serve(self.handler, host, port, max_size=MAX_FRAME,
                                       max_queue=BURST, create_connection=gated,
                                       open_timeout=None, ssl=tls,
                                       compression="deflate" if self.compression else None)
        self.port = ws.sockets[0].getsockname()[1]
        for table in self.tables.values():
            self._advertise(table)
        self.tasks.append(asyncio.get_running_loop().create_task(self._sweeper()))
        self.bots.warm()
        if self.cluster is not None:
            await self.cluster.start(self, host, self.port, tls is not None)
        return self.port

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()
        for table in self.tables.values():   # every live table whole in its autosave
            if self.journal.since_checkpoint.get(table.autosave_path):
                self._checkpoint(table)
        await asyncio.to_thread(self.journal.drain)
        if self.cluster is not None:         # the tables stopped: the others take them
            await self.cluster.stop()
        await asyncio.to_thread(self.saver.flush)
        await asyncio.to_thread(self.journal.sync)
        if self.advertiser is not None:      # goodbye to the network, bounded
            await asyncio.to_thread(self.advertiser.close)

    def _open(self, table: Table) -> None:
        table.on_change = self._journaled
        table.side_writer = self.journal.write_side
        self.tables[table.code] = table
        self.conns[table.code] = set()
        self.wakes[table.code] = asyncio.Event()
        if not any(table.present):
            self.empty_since[table.code] = self.clock()
        task = asyncio.get_running_loop().create_task(self.drive(table))
        self.drivers[table.code] = task
        self.tasks.append(task)
        self._advertise(table)

    def _advertise(self, table: Table) -> None:
        """Announce the table while a seat is free, once its host has sat down (the entry
        reads "code · host"); only queues: the Advertiser works on its own thread."""
        if self.advertiser is None or not self.port:   # reopened before listening: later
            return
        host = next((s.name for i, s in enumerate(table.record.seats)
                     if table.open[i] and table.token_hashes[i] is not None), None)
        free = 0 if table.state.is_terminal() else sum(
            1 for i in range(table.n) if table.open[i] and table.token_hashes[i] is None)
        if host is not None or free == 0:
            self.advertiser.table(table.code, table.record.game, host or "", free, self.port)

    # ---- the tables play -----------------------------------------------------------------
    async def drive(self, table: Table) -> None:
        wake = self.wakes[table.code]
        try:
            while True:
                kind, seat, deadline = table.next_mover(self.clock(), self.stand_in_after)
                voting = self.undo.pause(table)     # an undo vote holds bots and chance
                if voting is not None and kind != "over":
                    end = self.clock() + voting
                    kind, deadline = "wait", end if deadline is None else min(deadline, end)
                grace = self.grace.get(table.code, 0.0)
                if kind in ("bot", "stand_in", "chance") and grace > self.clock():
                    kind, deadline = "wait", grace
                if kind == "chance":
                    table.apply(table.chance_action())
                    continue
                wake.clear()       # what happens from now on (during a write) wakes it
                # in a cluster every action is in Redis before anyone is told of it
                if self.cluster is not None and not await self.cluster.persist(table):
                    return                          # another process owns it now
                self.broadcast(table)
                if kind == "over":
                    self._advertise(table)          # withdrawn: nothing to join
                    for conn in self.conns.get(table.code, ()):
                        self._tell_record(conn)
                    self._retire(table)             # kept on disk only
                    return
                if kind in ("bot", "stand_in"):
                    await self._bot_move(table, seat)
                    await asyncio.sleep(0)          # let messages in between bot moves
                    continue
                timeout = None if deadline is None else max(0.0, deadline - self.clock())
                try:
                    await asyncio.wait_for(wake.wait(), timeout)
                except TimeoutError:
                    pass
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s stopped", table.code)

    async def _bot_move(self, table: Table, seat: int) -> None:
        bot, rng = table.bot_for(seat), table.bot_rngs[seat]
        state, at = table.state, len(table.record.actions)
        action = await self.bots.choose(state, seat, bot, rng)   # in a worker process
        if len(table.record.actions) != at or state.current_player() != seat:
            return                                  # the player came back meanwhile
        if table.code in self.undo.votes:
            # an undo ask opened while it thought: its move waits for the vote (played, it
            # would end the vote as "moved"); the driver asks it again once the vote ends
            return
        try:
            action = state.parse_action(str(action))
        except Exception:
            log.error("bot at %s seat %d chose an illegal move", table.code, seat)
            action = rng.choice(state.legal_actions())
        table.apply(action, stand_in_for=seat if table.open[seat] else None)

    def _journaled(self, table: Table, entry: dict) -> None:
        """A change of the table's record, appended to its journal before anyone sees it."""
        if self.journal.change(table.autosave_path, table.record, entry):
            self._checkpoint(table)

    def _checkpoint(self, table: Table) -> None:
        """The whole record to its autosave, on the saver's thread."""
        self.saver.submit(table.autosave_path, table.record.to_dict())
        self.journal.checkpointed(table.autosave_path)

    def broadcast(self, table: Table, force: bool = False) -> None:
        at = len(table.record.actions)
        for conn in self.conns.get(table.code, ()):
            if force or conn.sent != table.seen_count(conn.viewer) or conn.at != at:
                self._update(conn)

    def _update(self, conn: Conn, since: int | None = None, epoch: str | None = None) -> None:
        assert conn.table is not None           # only a connection at a table is updated
        msg = conn.table.update_for(conn.viewer, conn.sent if since is None else since, epoch)
        conn.sent, conn.at = msg["seen"], msg["at"]
        conn.send(msg)

    # ---- connections ---------------------------------------------------------------------
    async def handler(self, ws) -> None:
        conn = Conn(ws, self.rate, self.now, self.limits.outbox_bytes)
        self.gate.opened(ws)
        self.live.add(conn)
        try:
            async for frame in ws:
                conn.heard = self.clock()
                if not conn.limit.allow():
                    conn.send(refused("rate", f"At most {self.rate:g} messages a second"))
                    continue
                try:
                    msg = parse_client(frame)
                    if self.cluster is None or not await self.cluster.handle(conn, msg):
                        self.dispatch(conn, msg)
                except MessageError as e:
                    conn.send(refused(e.code, str(e)))
                except Refused as e:
                    conn.send(refused(e.code, str(e), **e.extra))
        except ConnectionClosed:
            pass
        finally:
            self.live.discard(conn)
            self._detach(conn)
            conn.close()

    def _detach(self, conn: Conn) -> None:
        table = conn.table
        if table is None:
            return
        conns = self.conns.get(table.code, set())
        conns.discard(conn)
        conn.table = None
        if table.code not in self.tables:             # finished: gone with its last viewer
            if not conns:
                self.conns.pop(table.code, None)
            return
        seat = conn.viewer
        if conn.seated and seat is not None and \
                not any(c.seated and c.viewer == seat for c in conns):
            table.present[seat] = False
            table.absent_since[seat] = self.clock()
            self.undo.left(table, seat)
            self.broadcast(table, force=True)         # "waiting for Ana"
            self.wake(table.code)
            if not any(table.present):
                self.empty_since[table.code] = self.clock()

    def _attach(self, conn: Conn, table: Table, viewer, seated: bool, since: int,
                epoch: str | None = None) -> None:
        if conn.table is not None:
            raise Refused("already_at_table", "This connection is already at a table")
        if seated:
            for other in [c for c in self.conns[table.code] if c.seated and c.viewer == viewer]:
                other.seated = False                 # the same player from a new connection
                self.conns[table.code].discard(other)
                other.table = None
                asyncio.ensure_future(other.ws.close(1000, "seat taken by a new connection"))
            table.present[viewer] = True
            table.absent_since[viewer] = None
            self.empty_since.pop(table.code, None)
        conn.table, conn.viewer, conn.seated = table, viewer, seated
        self.conns[table.code].add(conn)
        self._update(conn, since, epoch)
        self._tell_record(conn)
        if seated:
            self.broadcast(table, force=True)         # the others see them back
            self.wake(table.code)

    async def _seated(self, conn: Conn, table: Table, seat: int, token: str) -> None:
        """The token is given once its hash is on disk (written off the loop): a host
        restarted after that knows the seat."""
        written = self.journal.side_pending.get(table.side_path)
        try:
            if written is not None:
                await asyncio.wrap_future(written)
        except Exception as e:                      # a full disk: the seat holds till then
            log.warning("side file of %s: %s", table.code, e)
        finally:
            conn.sitting = False
        if conn not in self.live or table.code not in self.tables:
            return                                  # gone meanwhile
        try:
            self.seated(conn, table, seat, token)
        except Refused as e:
            conn.send(refused(e.code, str(e), **e.extra))

    def _tell_record(self, conn: Conn) -> None:
        """Once the game is over (never before: an action can name a secret card), the
        whole record, for the replay and review every player gets after a game."""
        table = conn.table
        if table is None or conn.told_record or not table.state.is_terminal():
            return
        conn.told_record = True
        conn.send(record_message(table.code, table.record.to_dict()))

    def _kept(self, conn: Conn, table: Table, viewer, since: int, epoch) -> bool:
        """A table read back from disk: a finished one is shown (its last update, then its
        record) without taking memory; a closed one comes back to life on a rejoin.
        False: `table` is live, attach as usual."""
        if table.code in self.tables:
            return False
        if not table.state.is_terminal():
            if len(self.tables) >= self.limits.max_tables:
                raise Refused("server_full", "This server hosts as many tables as it can")
            table.closed = False
            table.save_side()
            self.on_disk.pop(table.code, None)
            self._open(table)
            return False
        if conn.table is not None:
            raise Refused("already_at_table", "This connection is already at a table")
        conn.send(table.update_for(viewer, since, epoch))
        conn.send(record_message(table.code, table.record.to_dict()))
        return True

    def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["type"]
        if kind == "hello":
            conn.send({"type": "welcome", "protocol": PROTOCOL, "max_frame": MAX_FRAME,
                       "rate": RATE, "burst": BURST})
        elif kind == "list":
            conn.send(self._listing(msg.get("after", "")))
        elif kind == "create":
            table = self._create(conn, msg)
            conn.send({"type": "created", "table": table.code, **table.listing()})
        elif kind == "sit":
            table = self._table(conn, msg["table"])
            if conn.table is not None:
                raise Refused("already_at_table", "This connection is already at a table")
            if table.code not in self.tables:          # finished or closed: no new seats
                raise Refused("game_over", "This table is closed")
            if conn.sitting:
                raise Refused("already_at_table", "This connection is already at a table")
            seat, token = table.sit(msg["name"], msg.get("seat"))
            self._checkpoint(table)                 # the player's name in the record
            conn.sitting = True
            asyncio.ensure_future(self._seated(conn, table, seat, token))
        elif kind == "rejoin":
            table = self._table(conn, msg["table"])
            seat = table.seat_of_token(msg["token"])
            conn.send({"type": "seated", "table": table.code, "seat": seat,
                       "name": table.record.seats[seat].name})
            if self._kept(conn, table, seat, msg.get("since", 0), msg.get("epoch")):
                return
            self._attach(conn, table, seat, True, msg.get("since", 0), msg.get("epoch"))
        elif kind == "watch":
            table = self._table(conn, msg["table"])
            if not table.spectators:
                raise Refused("no_spectators", "This table has no spectators")
            if table.code not in self.tables and not table.state.is_terminal():
                raise Refused("no_table", "This table is closed")
            if self._kept(conn, table, SPECTATOR, msg.get("since", 0), msg.get("epoch")):
                return
            if sum(not c.seated for c in self.conns[table.code]) >= MAX_WATCHERS:
                raise Refused("too_many_watchers", "This table has as many spectators as it can")
            self._attach(conn, table, SPECTATOR, False, msg.get("since", 0), msg.get("epoch"))
        elif kind == "act":
            if conn.table is None or not conn.seated:
                raise Refused("not_seated", "Sit down at a table first")
            conn.table.act(conn.viewer, msg["action"], msg["at"])
            self.undo.moved(conn.table)             # a move closes a vote open before it
            if conn.table.record.allow_undo:
                self.grace[conn.table.code] = self.clock() + self.undo_grace
            self.wake(conn.table.code)
        elif kind == "undo_ask":
            self.undo.ask(conn)
        elif kind == "undo_answer":
            self.undo.answer(conn, msg["agree"])
        elif kind == "undo_withdraw":
            self.undo.withdraw(conn)
        elif kind == "chat":
            self._chat(conn, msg)
        elif kind == "leave":
            self._detach(conn)
            conn.seated = False
            conn.send({"type": "left"})


    def seated(self, conn: Conn, table: Table, seat: int, token: str) -> None:
        """`conn` took `seat` (Table.sit): its token told, the table shown."""
        conn.send({"type": "seated", "table": table.code, "seat": seat, "token": token,
                   "name": table.record.seats[seat].name})
        self._attach(conn, table, seat, True, 0)
        self._advertise(table)

    def _chat(self, conn: Conn, msg: dict) -> None:
        """Relayed to every connection at the table (seats and spectators), the sender
        named by the host; the game itself never sees it."""
        seat = conn.viewer
        if conn.table is None or not conn.seated or seat is None:
            raise Refused("not_seated", "Sit down at a table to chat")
        if not conn.chat_limit.allow():
            raise Refused("chat_rate", f"At most {CHAT_RATE:g} chat line a second")
        table = conn.table
        line = {"type": "chat", "seat": seat, "name": table.record.seats[seat].name}
        line.update({k: msg[k] for k in ("text", "reaction") if k in msg})
        for other in self.conns.get(table.code, ()):
            other.send(line)
