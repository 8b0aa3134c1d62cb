"""How far a listed Cannes save is, for the kinds of progress only Cannes has (the save
list's shared words, client/save_progress.py, cover rounds, deals, films and the setup)."""
from __future__ import annotations

from cinetable.client.cannes.narrate import calendar_date


def stage_words(t, kind: str, n: int, of: int | None) -> str:
    """"Month to 1 Aug" ("" for a kind Cannes does not use)."""
    if kind != "month":
        return ""
    month = (5 + n) % 12 + 1             # auction n closes the month ending on 1 Jul + n - 1
    return t("load.progress.month", date=calendar_date(t, 1, month))
