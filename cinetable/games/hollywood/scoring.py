"""Hollywood! tableaus and scoring (H6, H7, H9.1)."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.games.hollywood.cards import load_cards

CARDS = load_cards()
NGENRES = len(CARDS.genres)
_WEIGHT = tuple(c.weight for c in CARDS.cards)
_VALUE = tuple(c.value for c in CARDS.cards)


class Tableau:
    """What one player has in front of them: open projects, finished films, blockbusters."""

    __slots__ = ("projects", "films", "blockbusters", "worthless")

    def __init__(self):
        self.projects: list[list[int]] = [[] for _ in range(NGENRES)]  # one per genre (H6.2)
        self.films: list[tuple[int, int, tuple]] = []   # (star, genre, film cards) (H6.3)
        self.blockbusters: list[int] = []
        self.worthless: list[int] = []                  # stars received with no project (H6.4)

    def copy(self) -> Tableau:
        t = Tableau.__new__(Tableau)
        t.projects = list(map(list.copy, self.projects))   # clone() speed: bots copy a lot
        t.films = self.films[:]
        t.blockbusters = self.blockbusters[:]
        t.worthless = self.worthless[:]
        return t

    def cards(self) -> list[int]:
        out = [c for p in self.projects for c in p]
        for star, _g, films in self.films:
            out.append(star)
            out.extend(films)
        return out + self.blockbusters + self.worthless

    def to_dict(self) -> dict:
        cid = lambda i: CARDS.cards[i].id  # noqa: E731
        return {
            "projects": {CARDS.genres[g].id: [cid(c) for c in p]
                         for g, p in enumerate(self.projects) if p},
            "films": [{"star": cid(s), "genre": CARDS.genres[g].id, "cards": [cid(c) for c in f]}
                      for s, g, f in self.films],
            "blockbusters": [cid(c) for c in self.blockbusters],
            "worthless": [cid(c) for c in self.worthless],
        }


def weight(cards) -> int:
    """Cards counted for scoring: the award card counts two (H7.2, H7.3)."""
    return sum(map(_WEIGHT.__getitem__, cards))


@dataclass(frozen=True)
class Breakdown:
    """One player's H7 score, item by item, for the results scene."""

    blockbusters: int                 # points from blockbusters (H7.1)
    films: tuple                      # points of each finished film, in order made (H7.2)
    ambitious: int                    # most ambitious project points (H7.3)
    ambitious_tied: bool              # largest open projects tied: none scores
    total: int

    @property
    def best_film(self) -> int:
        return max(self.films, default=0)


def film_value(star: int, films, multipliers=None, genre: int = -1) -> int:
    v = weight(films) * _VALUE[star]
    if multipliers is not None:                                                   # H9.1
        v *= multipliers[genre]
    return v


def score_tableau(t: Tableau, multipliers=None) -> Breakdown:
    blocks = 2 * len(t.blockbusters)
    w = _WEIGHT.__getitem__
    if multipliers is None:
        films = tuple([sum(map(w, f)) * _VALUE[s] for s, _g, f in t.films])
    else:                                                                         # H9.1
        films = tuple([sum(map(w, f)) * _VALUE[s] * multipliers[g] for s, g, f in t.films])
    sizes = sorted([sum(map(w, p)) for p in t.projects if p], reverse=True)
    tied = len(sizes) >= 2 and sizes[0] == sizes[1]
    ambitious = 0 if not sizes or tied else sizes[0]
    return Breakdown(blocks, films, ambitious, tied, blocks + sum(films) + ambitious)


@dataclass(frozen=True)
class Result:
    breakdowns: tuple
    winners: tuple
    tiebreak: bool


def final_result(tableaus, multipliers=None) -> Result:
    """H7.4: highest total; tie → the single most valuable finished film; still tied → shared.

    [designed] With advanced scoring (H9.1) a film's value for the tie-break is its
    multiplied value, the one that counted in the total."""
    bds = tuple([score_tableau(t, multipliers) for t in tableaus])
    totals = [b.total for b in bds]
    top = max(totals)
    if totals.count(top) == 1:
        return Result(bds, (totals.index(top),), False)
    tied = [p for p, total in enumerate(totals) if total == top]
    best = max(bds[p].best_film for p in tied)
    winners = tuple(p for p in tied if bds[p].best_film == best)
    return Result(bds, winners, True)
