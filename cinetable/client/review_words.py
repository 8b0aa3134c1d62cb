"""The accuracy figure of a reviewed game, as the results and statistics say it, and the
words of a move the review names its own way."""
from __future__ import annotations


def notation_words(t, game: str, notation: str) -> str | None:
    """The review's own words for this move (`review.words.<game>.<notation>` in the
    locales), or None: the table's log words then. A move whose log line tells a batch
    (Cannes' "done" closes a turn's bids: "You bid on 2 lots") is named as the one step
    it is, so the review compares it with a single card."""
    key = f"review.words.{game}.{notation}"
    text = t.get(key, "")
    return text or None


def accuracies(record) -> dict[int, float]:
    """Each human seat's accuracy (0..1) from the record's stored review ({} when none)."""
    if not record.review:
        return {}
    from cinetable.bots.review import Review
    review = Review.from_dict(record.review)
    return {s: a for s in range(record.players)
            if record.seats[s].kind == "human" and (a := review.accuracy(s)) is not None}


def accuracy_text(t, record) -> str:
    """"Accuracy 87 %" (one human) or "Accuracy: Ann 87 % · Bob 91 %"; "" before a review."""
    acc = accuracies(record)
    if len(acc) == 1:
        return t("review.accuracy", pct=round(100 * next(iter(acc.values()))))
    return t("review.accuracies", list=" · ".join(
        t("review.accuracy_of", name=record.seats[s].name, pct=round(100 * a))
        for s, a in acc.items())) if acc else ""


def accuracy_points(entries: list[dict], game: str | None) -> list[float]:
    """The accuracy of each reviewed human participation in the history, oldest first
    (a game's page of the statistics: its tile and its chart over time)."""
    out = []
    for e in sorted(entries, key=lambda e: e["finished"]):
        if game is None or e["game"] == game:
            out += [s["accuracy"] for s in e["seats"]
                    if s["kind"] == "human" and "accuracy" in s]
    return out
