"""How far a listed save is, in words: "Round 2/4", "Deal 3", "Film 5", or a game's own
(its CLIENT.stage_words: Cannes' "Month to 1 Aug"), from the summary the save list reads
(persistence.saves.SaveEntry)."""
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
    from cinetable.client.game_client import client_for
    client = client_for(entry.game)                     # a game's own kind of stage
    if client is None or client.stage_words is None:
        return ""
    return client.stage_words.load()(t, kind, n, of)
