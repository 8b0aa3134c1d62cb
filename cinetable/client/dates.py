"""Dates as the menus show them (the load list, the statistics), in local time."""
from __future__ import annotations

from datetime import datetime


def format_when(iso: str) -> str:
    """An ISO timestamp in local time, e.g. 2025-11-25 21:50 (empty if unparsable or out
    of the range local time can show: a far-future date overflows)."""
    try:
        when = datetime.fromisoformat(iso)
        if when.tzinfo is not None:
            when = when.astimezone()
        return when.strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError, OverflowError, OSError):
        return ""
