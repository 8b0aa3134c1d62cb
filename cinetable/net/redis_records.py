"""What several `cinetable serve` processes share in Redis (net/cluster.py runs them).

Keys, all under "cinetable:":
  proc:<pid>       the process's address for clients; expires unless its heartbeat renews it
  procs            every process id that has owned tables (those whose presence expired
                   are taken over, then forgotten)
  owner:<code>     the process that runs the table (claimed atomically, never expires)
  owned:<pid>      the live tables a process runs (what is taken over when it dies)
  actions:<code>   the record's actions in notation, one list item each (RPUSH)
  meta:<code>      JSON: the record without its actions, and the side (seats, token hashes)
  listing:<code>   JSON: the lobby's entry of a public live table
  public           the public live tables' codes (a sorted set, read a page at a time)

Every write goes through a script that first checks the table is still this process's: a
process paused past its presence cannot overwrite what the table's new owner writes.
No pygame.
"""
from __future__ import annotations

import json

PREFIX = "cinetable:"
PUBLIC = PREFIX + "public"
PROCS = PREFIX + "procs"
PAGE = 200                      # codes read at a time for a page of the lobby

# KEYS: owner, actions, meta, listing, public, owned; ARGV: pid, from, meta, listing ("" when
# not listed), code, actions...  The actions from `from` on are replaced (an undo cuts).
_WRITE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local from = tonumber(ARGV[2])
if from == 0 then redis.call('DEL', KEYS[2]) else redis.call('LTRIM', KEYS[2], 0, from - 1) end
for i = 6, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('SET', KEYS[3], ARGV[3])
if ARGV[4] ~= '' then
  redis.call('SET', KEYS[4], ARGV[4]); redis.call('ZADD', KEYS[5], 0, ARGV[5])
else
  redis.call('DEL', KEYS[4]); redis.call('ZREM', KEYS[5], ARGV[5])
end
return 1
"""

# KEYS: owner, owned by the dead, owned by me, the dead's presence; ARGV: dead, me, code
_CLAIM = """
if redis.call('EXISTS', KEYS[4]) == 1 then return 0 end
if redis.call('GET', KEYS[1]) ~= ARGV[1] then redis.call('SREM', KEYS[2], ARGV[3]); return 0 end
redis.call('SET', KEYS[1], ARGV[2]); redis.call('SREM', KEYS[2], ARGV[3])
redis.call('SADD', KEYS[3], ARGV[3]); redis.call('SADD', '""" + PROCS + """', ARGV[2])
return 1
"""


def _k(kind: str, name: str) -> str:
    return f"{PREFIX}{kind}:{name}"


class Records:
    """One process's view of the shared keys (`redis`: a redis.asyncio client that
    decodes responses)."""

    def __init__(self, redis, pid: str):
        self.r, self.pid = redis, pid
        self._write = redis.register_script(_WRITE)
        self._claim = redis.register_script(_CLAIM)

    # ---- processes -------------------------------------------------------------------------
    async def present(self, url: str, ttl: float) -> None:
        async with self.r.pipeline(transaction=True) as p:
            p.set(_k("proc", self.pid), url, px=int(ttl * 1000))
            p.sadd(PROCS, self.pid)
            await p.execute()

    async def leave(self) -> None:
        """A polite stop: the others take the tables over at once."""
        await self.r.delete(_k("proc", self.pid))

    async def processes(self) -> tuple[list[str], list[str]]:
        """(live, dead) process ids, each sorted."""
        pids = sorted(await self.r.smembers(PROCS))
        async with self.r.pipeline(transaction=False) as p:
            for pid in pids:
                p.exists(_k("proc", pid))
            alive = await p.execute()
        return ([pid for pid, a in zip(pids, alive, strict=True) if a],
                [pid for pid, a in zip(pids, alive, strict=True) if not a])

    async def owned(self, pid: str) -> list[str]:
        return sorted(await self.r.smembers(_k("owned", pid)))

    async def forget(self, pid: str) -> None:
        """A dead process with no table left."""
        await self.r.srem(PROCS, pid)

    # ---- tables ----------------------------------------------------------------------------
    async def where(self, code: str) -> tuple[str | None, str | None]:
        """(owner process, its address if it is alive) of a table; (None, None): unknown."""
        owner = await self.r.get(_k("owner", code))
        if owner is None:
            return None, None
        return owner, await self.r.get(_k("proc", owner))

    async def claim_new(self, code: str) -> bool:
        """A table made here: this process owns it, unless the code was someone's."""
        if not await self.r.set(_k("owner", code), self.pid, nx=True):
            return False
        await self.r.sadd(_k("owned", self.pid), code)
        return True

    async def claim(self, code: str, dead: str) -> bool:
        """The table of a process whose presence expired, now this one's (atomic: of the
        processes asking at once, one gets it)."""
        return bool(await self._claim(
            keys=[_k("owner", code), _k("owned", dead), _k("owned", self.pid),
                  _k("proc", dead)], args=[dead, self.pid, code]))

    async def release(self, code: str) -> None:
        """The table left memory (over or closed): nothing to take over; still ours."""
        await self.r.srem(_k("owned", self.pid), code)

    async def write(self, code: str, start: int, actions: list[str], meta: dict,
                    listing: dict | None) -> bool:
        """The record's actions from `start` on, its meta and lobby entry; False: the
        table is no longer this process's (nothing written)."""
        return bool(await self._write(
            keys=[_k("owner", code), _k("actions", code), _k("meta", code),
                  _k("listing", code), PUBLIC],
            args=[self.pid, start, json.dumps(meta, separators=(",", ":")),
                  "" if listing is None else json.dumps(listing, separators=(",", ":")),
                  code, *actions]))

    async def read(self, code: str) -> tuple[dict, list[str]] | None:
        """(meta, actions) of a table, None when Redis has none."""
        async with self.r.pipeline(transaction=True) as p:
            p.get(_k("meta", code))
            p.lrange(_k("actions", code), 0, -1)
            meta, actions = await p.execute()
        return None if meta is None else (json.loads(meta), list(actions))

    async def listing(self, after: str, max_bytes: int) -> dict:
        """A page of the lobby, as net/serve.py's own: the public live tables whose code
        sorts after `after`, within `max_bytes`."""
        page: list[dict] = []
        size, start = 0, f"({after}" if after else "-"
        while True:
            codes = await self.r.zrangebylex(PUBLIC, start, "+", start=0, num=PAGE)
            if not codes:
                return {"type": "tables", "tables": page, "next": None}
            entries = await self.r.mget([_k("listing", c) for c in codes])
            for text in entries:
                if text is None:                  # withdrawn meanwhile
                    continue
                size += len(text.encode()) + 1
                if size > max_bytes:
                    return {"type": "tables", "tables": page,
                            "next": page[-1]["table"] if page else None}
                page.append(json.loads(text))
            start = f"({codes[-1]}"
