"""The career board's content (issue 19): each career in play, who holds it this deal
and what it means (P4.2-P4.4, P5.1), in the player's language. No pygame.

In the first deal nobody has a career yet (P4.1): the board says that the order in
which players go out gives them, and fills in who will hold each one as players go out."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.games.poker.cards import exchange_counts


@dataclass(frozen=True)
class CareerRow:
    rank: int             # career rank (1 Megastar … 8 Dishwasher)
    holder: int | None    # who holds it this deal (None in the first deal)
    next_holder: int | None   # first deal: who goes out in this place, once known
    meaning: str


def career_rows(t, career_name, n: int, ranks, careers, finished, deal: int) -> list:
    """One row per career in play, best first. `ranks` are the careers in play by
    position, `careers` each player's rank this deal (0: none yet), `finished` the
    players out so far in finishing order."""
    counts = exchange_counts(n)
    rows = []
    for i, rank in enumerate(ranks):
        parts = []
        if i == 0:
            parts.append(t("poker.board.lead"))
        if i < len(counts):                       # a higher player of a pair (P4.4)
            parts.append(t.plural("poker.board.takes", counts[i], count=counts[i],
                                  career=career_name(ranks[n - 1 - i])))
        elif n - 1 - i < len(counts):             # its lower partner
            parts.append(t.plural("poker.board.gives", counts[n - 1 - i], count=counts[n - 1 - i],
                                  career=career_name(ranks[n - 1 - i])))
        else:
            parts.append(t("poker.board.no_exchange"))
        if i == n - 1:
            parts.append(t("poker.board.deals"))
        holder = careers.index(rank) if deal and rank in careers else None
        nxt = finished[i] if not deal and i < len(finished) else None
        rows.append(CareerRow(rank, holder, nxt, " · ".join(parts)))
    return rows
