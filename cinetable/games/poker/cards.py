"""Hollywood Poker components and tables (P1, P4.4, P6.1) and its card data.

Colours never matter in play (P8.4), so the rules track cards by value only:
values 1-13 are number cards, value 14 (DOUBLE) is a Double card.
Career names and card colours for display come from assets/games/poker.toml.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import tomli

from cinetable.engine.assets import asset_path

DOUBLE = 14          # a Double card; also the value of a set made only of Doubles (P3.2)
NVALUES = 15         # count lists are indexed by value, index 0 unused
HAND_SIZE = 13       # P2.3, P4.3


def doubles_in_play(n: int) -> int:
    """P1.3 (2-3 players: [designed] 1)."""
    return 1 if n <= 3 else 2 if n <= 5 else 3 if n <= 7 else 4


def exchange_counts(n: int) -> tuple:
    """P4.4: cards exchanged by pair i (1st<->last is pair 0); the middle of an odd
    table does not exchange."""
    top = 4 if n == 8 else 3 if n >= 6 else 2 if n >= 4 else 1
    return tuple(top - i for i in range(min(top, n // 2)))


# P6.1: points by finishing position, and the target, by player count
POINTS = {
    8: (10, 9, 8, 7, 4, 3, 2, 1),
    7: (8, 7, 6, 4, 3, 2, 1),
    6: (8, 7, 6, 3, 2, 1),
    5: (6, 5, 3, 2, 1),
    4: (6, 5, 2, 1),
    3: (4, 2, 1),        # [designed]
    2: (3, 1),           # [designed]
}
TARGET = {8: 50, 7: 40, 6: 40, 5: 30, 4: 30, 3: 20, 2: 15}


@dataclass(frozen=True)
class Career:
    rank: int            # 1 (Megastar) .. 8 (Dishwasher), P1.2
    id: str
    name: str


@dataclass(frozen=True)
class PokerCards:
    careers: tuple       # the eight careers by rank
    colours: tuple       # RGB of the eight card colours (display only)
    double_colour: tuple


@lru_cache(maxsize=None)
def load_cards() -> PokerCards:
    path = asset_path("games", "poker.toml")
    with open(path, "rb") as f:
        data = tomli.load(f)
    careers = tuple(Career(int(c["rank"]), c["id"], c["name"]) for c in data["careers"])
    if sorted(c.rank for c in careers) != list(range(1, 9)):
        raise ValueError(f"{path}: careers must have ranks 1 to 8")
    colours = tuple(tuple(c) for c in data["colours"])
    if len(colours) != 8:
        raise ValueError(f"{path}: 8 colours expected")
    return PokerCards(tuple(sorted(careers, key=lambda c: c.rank)), colours,
                      tuple(data["double_colour"]))


def career_ranks(n: int, preset: str = "best") -> tuple:
    """P2.2: the ranks of the careers in play, best first: always Megastar (1) and
    Dishwasher (8). [designed] presets: best = 1..n-1, spread = evenly spaced,
    lowest = Megastar then the lowest ranks."""
    if n >= 8:
        return tuple(range(1, 9))
    middle = n - 2
    if preset == "lowest":
        mids = tuple(range(8 - middle, 8))
    elif preset == "spread" and middle:
        mids = tuple(sorted({2 + round(i * 5 / max(1, middle - 1)) for i in range(middle)}))
        if len(mids) < middle:
            mids = tuple(range(2, 2 + middle))
    else:
        mids = tuple(range(2, 2 + middle))
    return (1, *mids, 8)


def value_name(v: int) -> str:
    return "D" if v == DOUBLE else str(v)
