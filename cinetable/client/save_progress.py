"""How far a listed save is, in words: "Round 2/4", "Deal 3", "Film 5", "Month to 1 Aug"
(from the summary the save list reads, see persistence.saves.SaveEntry)."""
from __future__ import annotations


def progress_text(t, entry) -> str:
    """The progress of a readable, unfinished save ("" when the save does not say)."""
    kind = entry.stage or ("round" if entry.round else "")
    n, of = entry.round, entry.rounds
    if kind == "setup":
        return t("load.progress.setup")
    if not n:
        return ""
    if kind == "round":
        return t("load.round", round=n, rounds=of or "?")
    if kind == "deal":
        return t("load.progress.deal_of", n=n, of=of) if of else t("load.progress.deal", n=n)
    if kind == "film":
        return t("load.progress.film", n=n)
    if kind == "month":                 # auction n closes the month ending on 1 Jul + n - 1
        month = (5 + n) % 12 + 1
        date = t("cannes.date_first", month=t(f"cannes.month.{month}"))
        return t("load.progress.month", date=date)
    return ""
