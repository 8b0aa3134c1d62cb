"""How long a server keeps the tables that left its memory (finished or closed): their
record and side file are deleted `days` after they last changed. No pygame, no client
imports."""
from __future__ import annotations

import logging
from pathlib import Path

from cinetable.net.journal import journal_path
from cinetable.net.table import SIDE_PREFIX

log = logging.getLogger(__name__)


def purge_kept(folder: Path, days: float | None, now: float) -> list[str]:
    """Delete the finished and closed tables' files older than `days` (None: kept for
    ever) at `now` (seconds since the epoch); the codes of the tables that went."""
    if days is None:
        return []
    from cinetable.persistence.saves import read_save_dict
    cutoff, gone = now - days * 86400, []
    for path in list(Path(folder).glob(f"{SIDE_PREFIX}*.json")):
        try:
            side = read_save_dict(path)
            if not (side.get("over") or side.get("closed")):
                continue
            record = path.parent / f"autosave-{side['record']}.json"
            if max(p.stat().st_mtime for p in (path, record) if p.exists()) > cutoff:
                continue
            record.unlink(missing_ok=True)
            journal_path(record).unlink(missing_ok=True)   # left by a crash, if any
            path.unlink(missing_ok=True)
        except Exception as e:               # one damaged file keeps only itself
            log.warning("cannot purge %s: %s", path.name, e)
            continue
        gone.append(str(side.get("code")))
    return gone
