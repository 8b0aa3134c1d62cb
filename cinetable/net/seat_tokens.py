"""This machine's own seat tokens, so a restarted app sits back down at a network table:
the host's token for each table it hosts (Continue / Load reopens the table and rejoins)
and a joined player's, keyed by server address and table code (Join offers "Rejoin").

Kept in `.seat-tokens.json` in the saves folder, readable by its owner only (a token is
the only key to its seat); never sent anywhere but to the server that gave it. The name
is hidden (the Load list skips it) and not `.net-*` (the server reopens those as tables).
No pygame, no client imports.
"""
from __future__ import annotations

import logging
import os
from datetime import UTC, datetime
from pathlib import Path

from cinetable.persistence.atomic import write_json_atomic

log = logging.getLogger(__name__)

FILE = ".seat-tokens.json"
KEEP = 64                        # remembered seats; the oldest are forgotten first


def host_key(code: str) -> str:
    return f"host|{code.upper()}"


def join_key(url: str, code: str) -> str:
    return f"{url.strip().lower()}|{code.strip().upper()}"


_forgotten: dict[str, str] = {}      # folder -> the name a damaged file was kept under


def load(folder: Path | str) -> dict[str, dict]:
    """key -> {"table", "token", ...}; empty when the file is missing or damaged. A damaged
    file is set aside (once: its seats are forgotten) and `forgotten` says so after."""
    from cinetable.persistence.saves import read_save_dict
    path = Path(folder) / FILE
    if not path.exists():
        return {}
    try:
        seats = read_save_dict(path).get("seats", {})
        if not isinstance(seats, dict):
            raise ValueError("'seats' is not an object")
    except Exception as e:                 # a damaged file only forgets the seats
        log.warning("cannot read %s: %s", path, e)
        _set_aside(path)
        return {}
    return {k: v for k, v in seats.items() if isinstance(v, dict)
            and isinstance(v.get("table"), str) and isinstance(v.get("token"), str)}


def _set_aside(path: Path) -> None:
    """Kept under a new name (never deleted; owner only still, it may hold tokens)."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    try:
        os.replace(path, target)
    except OSError as e:                   # read-only folder: forgotten all the same
        log.warning("cannot set %s aside: %s", path, e)
        target = path
    _forgotten[str(path.parent)] = target.name


def forgotten(folder: Path | str) -> str | None:
    """The name the damaged seat file of `folder` was kept under, once (to say it)."""
    return _forgotten.pop(str(Path(folder)), None)


def remember(folder: Path | str, key: str, table: str, token: str, **extra) -> None:
    seats = load(folder)
    seats.pop(key, None)
    seats[key] = {"table": table, "token": token, **extra}     # newest last
    _write(folder, dict(list(seats.items())[-KEEP:]))


def forget(folder: Path | str, key: str) -> None:
    """The seat is no longer this machine's to take back (its game is over, or the host
    no longer knows it): Join stops offering it, Load opens its game as any other."""
    seats = load(folder)
    if seats.pop(key, None) is not None:
        _write(folder, seats)


def _write(folder: Path | str, seats: dict) -> None:
    path = Path(folder) / FILE
    write_json_atomic(path, {"format": 1, "seats": seats})    # mkstemp: mode 0600
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def find(folder: Path | str, key: str) -> dict | None:
    return load(folder).get(key)


def latest_joined(folder: Path | str) -> tuple[str, dict] | None:
    """(url, entry) of the table this machine joined last, for the Join screen."""
    for key, entry in reversed(list(load(folder).items())):
        if not key.startswith("host|"):
            return key.rsplit("|", 1)[0], entry
    return None
