"""A request the host refuses (net/table.py, net/undo_vote.py, net/serve.py): its own
module, so the table and the undo votes both raise it without importing each other."""
from __future__ import annotations


class Refused(Exception):
    """An action or request the table refuses; `code` is stable, str() is English."""

    def __init__(self, code: str, reason: str, **extra):
        super().__init__(reason)
        self.code, self.extra = code, extra
