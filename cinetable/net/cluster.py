"""Several `cinetable serve` processes, on one host or several, sharing one club through
Redis (`serve --redis URL`; the keys: net/redis_records.py).

Each table runs on one process, its owner. Any process answers `list` (from Redis, the
same lobby everywhere) and `sit` / `rejoin` / `watch` for any table: a table running on
another live process is answered {"type": "elsewhere", "url": ...} (net/client.py follows
it). Each action is written to Redis before anyone hears of it; a seat's token hash
before its token is handed out. A process whose presence expires (killed, cut off) has its
tables claimed by the others, rebuilt from Redis and served on; their players come back
with their tokens. Without --redis none of this runs: one process, its files.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import time
import zlib

from cinetable.net.conn import Conn
from cinetable.net.redis_records import Records
from cinetable.net.table import Refused, Table, clean_code

log = logging.getLogger("cinetable.net.serve")

PRESENCE_TTL = 3.0       # seconds a process is thought alive after its last heartbeat
WRITE_TRIES = 3          # a write to Redis that fails is tried again, 1 s apart
TIMEOUT = 5.0            # seconds any one Redis command may take


def connect(url: str):
    """(a redis.asyncio client, the errors it raises); ImportError saying what to install
    when the library is missing (the packaged app has none: `serve` runs from the wheel)."""
    try:
        import redis.asyncio
        from redis.exceptions import RedisError
    except ImportError:
        raise ImportError("--redis needs the 'redis' library "
                          "(pip install 'cinetable[server]')") from None
    return redis.asyncio.from_url(url, decode_responses=True, socket_timeout=TIMEOUT,
                                  socket_connect_timeout=TIMEOUT), RedisError


class Cluster:
    def __init__(self, url: str, public_url: str | None = None, *, ttl: float = PRESENCE_TTL,
                 clock=time.monotonic):
        self.redis, error = connect(url)
        self.errors = (error, OSError, TimeoutError)
        self.pid = secrets.token_hex(6)
        self.records = Records(self.redis, self.pid)
        self.public_url, self.url = public_url, ""
        self.ttl, self.clock = ttl, clock
        self.server = None
        self.locks: dict[str, asyncio.Lock] = {}
        self.written: dict[str, tuple[int, int]] = {}   # code -> (actions, undos) in Redis
        self.dead_since: dict[str, float] = {}           # dead process -> first seen dead
        self._jobs: set[asyncio.Task] = set()
        self._beat: asyncio.Task | None = None

    # ---- life ------------------------------------------------------------------------------
    async def start(self, server, host: str, port: int, tls: bool) -> None:
        self.server = server
        self.url = self.public_url or f"{'wss' if tls else 'ws'}://{host}:{port}"
        try:
            await asyncio.wait_for(self.records.present(self.url, self.ttl), TIMEOUT)
        except self.errors as e:           # said by `serve` as any other start failure
            raise OSError(f"cannot reach Redis: {e}") from None
        self._beat = asyncio.get_running_loop().create_task(self._heartbeat())

    async def stop(self) -> None:
        if self._beat is not None:
            self._beat.cancel()
        try:
            await asyncio.wait_for(self.records.leave(), TIMEOUT)
        except self.errors as e:
            log.warning("cannot leave the cluster: %s", e)
        await self.redis.aclose()

    async def _heartbeat(self) -> None:
        while True:
            try:
                await asyncio.wait_for(self.records.present(self.url, self.ttl), TIMEOUT)
                await self.take_over()
            except self.errors as e:
                log.warning("cluster heartbeat: %s", e)
            await asyncio.sleep(self.ttl / 3)

    # ---- tables of the dead ----------------------------------------------------------------
    async def take_over(self) -> int:
        """Claim the tables of processes whose presence expired: at first the share hashed
        to this process (the survivors split them), after a TTL any left. How many."""
        alive, dead = await self.records.processes()
        now, taken = self.clock(), 0
        for pid in dead:
            first = self.dead_since.setdefault(pid, now)
            codes = await self.records.owned(pid)
            if not codes:
                await self.records.forget(pid)
                self.dead_since.pop(pid, None)
                continue
            mine = self.pid in alive and now - first < self.ttl
            for code in codes:
                if mine and zlib.crc32(code.encode()) % len(alive) != alive.index(self.pid):
                    continue
                if await self.records.claim(code, pid) and await self._reopen(code):
                    taken += 1
        return taken

    async def _reopen(self, code: str) -> bool:
        """A table claimed here rebuilt from Redis: served if live, kept on disk else."""
        server = self.server
        assert server is not None
        got = await self.records.read(code)
        if got is None or code in server.tables:
            return False
        meta, actions = got
        try:
            from cinetable.persistence.records import GameRecord
            record = GameRecord.from_dict({**meta["record"], "actions": actions})
            table = Table.rebuild(meta["side"], record, server.folder)
        except Exception as e:                   # a damaged record closes only its table
            log.warning("cannot reopen %s from Redis: %s", code, e)
            return False
        self.written[code] = (len(actions), len(record.undos))
        table.save_side()
        await asyncio.to_thread(server.saver.write_now, table.autosave_path, record.to_dict())
        if table.closed or table.state.is_terminal():
            server.on_disk[code] = table.side_path      # a rejoin reads it back there
            await self.records.release(code)
            return True
        now = server.clock()
        table.absent_since = [now if h else None for h in table.token_hashes]
        server._open(table)
        log.info("table %s taken over (%d actions)", code, len(actions))
        return True

    # ---- writes ----------------------------------------------------------------------------
    def lock(self, code: str) -> asyncio.Lock:
        return self.locks.setdefault(code, asyncio.Lock())

    async def _write(self, table: Table) -> bool:
        """The table's new actions, seats and lobby entry in Redis; False: not ours."""
        rec = table.record
        done, undos = self.written.get(table.code, (0, 0))
        start = min(done, len(rec.actions),
                    *(u["at"] for u in rec.undos[undos:]))      # an undo cut the record
        meta = {"record": {k: v for k, v in rec.to_dict().items() if k != "actions"},
                "side": table.side()}
        live = table.public and not table.closed and not table.state.is_terminal()
        for attempt in range(WRITE_TRIES):
            try:
                ok = await asyncio.wait_for(self.records.write(
                    table.code, start, rec.actions[start:], meta,
                    table.listing() if live else None), TIMEOUT)
                break
            except self.errors as e:
                log.warning("cannot write table %s to Redis: %s", table.code, e)
                if attempt + 1 == WRITE_TRIES:
                    return False
                await asyncio.sleep(1.0)
        if ok:
            self.written[table.code] = (len(rec.actions), len(rec.undos))
        return ok

    async def persist(self, table: Table) -> bool:
        """Before the table's players hear of its last actions. False: the table is no
        longer this process's (or Redis cannot be reached): it leaves memory here."""
        async with self.lock(table.code):
            if await self._write(table):
                return True
        log.warning("table %s is no longer this process's", table.code)
        assert self.server is not None
        self.server._retire(table)
        return False

    def retired(self, table: Table) -> None:
        """The table left memory (over, or closed when empty): Redis hears it."""
        async def job():
            async with self.lock(table.code):
                await self._write(table)
            self.locks.pop(table.code, None)      # out of memory here: so are these
            self.written.pop(table.code, None)    # (a revived table writes all again)
            try:
                await self.records.release(table.code)
            except self.errors as e:
                log.warning("cannot release %s: %s", table.code, e)
        task = asyncio.get_running_loop().create_task(job())
        self._jobs.add(task)
        task.add_done_callback(self._jobs.discard)

    # ---- what any process answers ------------------------------------------------------------
    async def handle(self, conn: Conn, msg: dict) -> bool:
        """Answer `msg` if the cluster decides it (True); False: the server's usual way."""
        kind = msg["type"]
        try:
            if kind == "list":
                from cinetable.net.lobby import LIST_BYTES
                conn.send(await asyncio.wait_for(
                    self.records.listing(msg.get("after", ""), LIST_BYTES), TIMEOUT))
                return True
            if kind == "create":
                await self._create(conn, msg)
                return True
            if kind in ("sit", "rejoin", "watch"):
                return await self._join(conn, msg, kind)
        except self.errors as e:
            log.warning("cluster: %s", e)
            raise Refused("unavailable", "The club's shared store does not answer; "
                                         "try again") from None
        return False

    async def _create(self, conn: Conn, msg: dict) -> None:
        server = self.server
        assert server is not None
        table = server._create(conn, msg)          # opened here (Refused passes on)
        async with self.lock(table.code):          # its driver writes after this
            if not await self.records.claim_new(table.code) or not await self._write(table):
                server._retire(table)              # a code already someone's: never seen
                raise Refused("unavailable", "The table could not be made; try again")
        conn.send({"type": "created", "table": table.code, **table.listing()})

    async def _join(self, conn: Conn, msg: dict, kind: str) -> bool:
        server = self.server
        assert server is not None
        code = clean_code(msg["table"])
        if code not in server.tables:
            owner, url = await self.records.where(code)
            if owner is not None and owner != self.pid:
                if url is not None:                # alive: the client goes there
                    conn.send({"type": "elsewhere", "table": code, "url": url})
                    return True
                if not (await self.records.claim(code, owner) and await self._reopen(code)):
                    owner, url = await self.records.where(code)
                    if url is None or owner == self.pid:
                        raise Refused("moving", "This table is moving to another "
                                                "server; try again in a moment")
                    conn.send({"type": "elsewhere", "table": code, "url": url})
                    return True
        table = server.tables.get(code)
        if kind != "sit" or table is None:
            return False                           # the server's usual answer
        if conn.table is not None:
            raise Refused("already_at_table", "This connection is already at a table")
        seat, token = table.sit(msg["name"], msg.get("seat"))
        if not await self.persist(table):          # the token only once its hash is kept
            raise Refused("no_table", f"No table {code!r} here")
        server.seated(conn, table, seat, token)
        return True
