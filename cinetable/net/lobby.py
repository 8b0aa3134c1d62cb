"""The server's lobby (a mixin of net/serve.Server): a table found by its code (a code no
table has costs the address a guess), the public tables listed a page at a time within
the frame size, and a table created within the limits per connection and per address."""
from __future__ import annotations

import logging
from pathlib import Path

from cinetable.engine import OptionError
from cinetable.net.conn import Conn
from cinetable.net.gate import Gate
from cinetable.net.limits import Limits, Lookups
from cinetable.net.messages import MAX_FRAME, encode
from cinetable.net.saver import Saver
from cinetable.net.table import Refused, Table, clean_code, new_code

log = logging.getLogger("cinetable.net.serve")

LIST_BYTES = MAX_FRAME - 4096  # a page of `list`: room left for the envelope


class Lobby:
    """What it needs of the server (net/serve.py), declared for the type checker."""
    folder: Path
    limits: Limits
    lookups: Lookups
    gate: Gate
    saver: Saver
    tables: dict[str, Table]
    on_disk: dict[str, Path]
    creators: dict[str, str]

    def _open(self, table: Table) -> None:
        raise NotImplementedError

    def _table(self, conn: Conn, code: str) -> Table:
        """The table of `code`: a live one, or one kept on disk (finished or closed) read
        back. A code no table has costs the address a guess (net/limits.py)."""
        code = clean_code(code)
        if not self.lookups.may_try(conn.address):
            raise Refused("lookup_rate", "Too many table codes tried: wait a minute")
        table = self.tables.get(code)
        if table is None and code in self.on_disk:
            try:
                table = Table.reopen(self.on_disk[code])
            except Exception as e:
                log.warning("cannot reopen %s: %s", code, e)
                self.on_disk.pop(code, None)
        if table is None:
            self.lookups.failed(conn.address)
            raise Refused("no_table", f"No table {code!r} here")
        return table

    def _listing(self, after: str) -> dict:
        """A page of the public tables (codes sorted), within the frame size."""
        page: list[dict] = []
        size, more = 0, None
        for code in sorted(c for c, t in self.tables.items()
                           if t.public and c > after and not t.state.is_terminal()):
            entry = self.tables[code].listing()
            size += len(encode(entry).encode()) + 1        # bytes, not characters
            if size > LIST_BYTES:
                more = page[-1]["table"] if page else None
                break
            page.append(entry)
        return {"type": "tables", "tables": page, "next": more}

    def _create(self, conn: Conn, msg: dict) -> Table:
        lim = self.limits
        if len(self.tables) >= lim.max_tables:
            raise Refused("server_full", "This server hosts as many tables as it can")
        if self.gate.per_address(conn.address) and (
                conn.created >= lim.tables_per_conn
                or sum(a == conn.address for a in self.creators.values())
                >= lim.tables_per_address):
            raise Refused("too_many_tables", "You host as many tables as one player may")
        try:
            table = Table.create(new_code(self.tables.keys() | self.on_disk.keys()),
                                 msg["game"], msg["players"], msg.get("options", {}),
                                 msg["seats"], self.folder, msg.get("name", ""),
                                 msg.get("allow_undo", False), public=msg.get("public", False),
                                 spectators=msg.get("spectators", False))
        except OptionError as e:
            raise Refused("bad_options", str(e)) from None
        conn.created += 1
        self.creators[table.code] = conn.address
        # its autosave exists before anything is played: a restart reopens it from there
        self.saver.write_now(table.autosave_path, table.record.to_dict())
        self._open(table)
        return table
