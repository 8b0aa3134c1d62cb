"""The suspicion notebook: the player marks each other seat "Patriot?", "Communist?" or
"Star?" on its panel. The marks are the viewing human's own, kept in the record's
`notes` (persistence/notes.py) under that human's seat: never game state, so no bot
(which gets observations only) and no other hotseat human (who sees only their own
seat's notes) ever reads them. Hovering a mark lists the public facts that bear on it:
the films that seat added cards to and how they turned out. No pygame here."""
from __future__ import annotations

from cinetable.games.hollywood1947.views import LOYALTY_COUNTS
from cinetable.persistence.notes import MARKS  # a save holds these only


def marks_offered(obs: dict) -> tuple:
    """The marks that make sense at this table: "Star?" only where a Rising Star may be."""
    n = obs["players"]
    star = obs["options"].get("shifting_loyalties") or LOYALTY_COUNTS[n][2] > 0
    return MARKS if star else MARKS[:2]


def notes_of(record, viewer) -> dict[int, str]:
    """{seat: mark} the viewer wrote; nothing for a table with no human watching."""
    if viewer is None:
        return {}
    mine = record.notes.get(str(viewer), {})
    return {int(seat): mark for seat, mark in mine.items() if mark in MARKS}


def cycle_mark(record, viewer, seat: int, offered=MARKS) -> str | None:
    """Next mark on `seat` (none → Patriot? → Communist? → Star? → none); returns it.
    The caller autosaves."""
    if viewer is None or seat == viewer:
        return None
    mine = record.notes.setdefault(str(viewer), {})
    now = mine.get(str(seat))
    order = [None, *offered]
    nxt = order[(order.index(now) + 1) % len(order)] if now in order else offered[0]
    if nxt is None:
        mine.pop(str(seat), None)
        if not mine:
            record.notes.pop(str(viewer), None)
    else:
        mine[str(seat)] = nxt
    return nxt


def seat_facts(obs: dict, seat: int) -> list[tuple[int, int, str]]:
    """(film number, cards this seat added, winner) for each revealed film it added to:
    public (W3.2.3: who added is seen, which card is not)."""
    out = []
    for k, f in enumerate(obs["films"]):
        added = f["added_by"].count(seat)
        if added:
            out.append((k + 1, added, f["winner"]))
    return out


def fact_lines(words, obs: dict, seat: int, mark: str | None) -> list[str]:
    t = words.t
    P = "hollywood1947.notes."
    head = t(P + "title", name=words.holder(seat))
    lines = [head, t(P + f"mark_{mark}") if mark else t(P + "mark_none")]
    facts = seat_facts(obs, seat)
    if not facts:
        lines.append(t(P + "no_facts"))
    for number, added, winner in facts:
        lines.append(t.plural(P + "fact", added, number=number,
                              result=t(f"hollywood1947.won_{winner}")))
    lines.append(t(P + "how"))
    return lines
