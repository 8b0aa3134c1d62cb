"""Hollywood Poker components and tables (P1, P4.4, P6.1) and its card data.

Colours never matter in play (P8.4), so the rules track cards by value only:
values 1-13 are number cards, value 14 (DOUBLE) is a Double card.
The tables by player count (Doubles, exchange, points, targets), the career names and
the display colours come from assets/games/poker.toml.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from cinetable.engine.assets import asset_path, read_game_data

DOUBLE = 14          # a Double card; also the value of a set made only of Doubles (P3.2)
NVALUES = 15         # count lists are indexed by value, index 0 unused
HAND_SIZE = 13       # P2.3, P4.3


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
    doubles: dict        # players -> Doubles in play (P1.3)
    first_pair: dict     # players -> cards exchanged 1st <-> last (P4.4)
    points: dict         # players -> points by finishing place (P6.1)
    targets: dict        # players -> points to win (P6.1)


@cache
def load_cards() -> PokerCards:
    path = asset_path("games", "poker.toml")
    data = read_game_data(path, "Hollywood Poker", dict)
    careers = tuple(Career(int(c["rank"]), c["id"], c["name"]) for c in data["careers"])
    if sorted(c.rank for c in careers) != list(range(1, 9)):
        raise ValueError(f"{path}: careers must have ranks 1 to 8")
    display = data["display"]
    colours = tuple(tuple(c) for c in display["colours"])
    if len(colours) != 8:
        raise ValueError(f"{path}: 8 colours expected")
    counts = range(2, 9)
    by_count = {key: dict(zip(counts, data[key])) for key in ("doubles", "exchange_first_pair",
                                                             "targets")}
    points = {n: tuple(data["points"][f"p{n}"]) for n in counts}
    if any(len(points[n]) != n for n in counts) or any(len(v) != 7 for v in by_count.values()):
        raise ValueError(f"{path}: one entry per player count 2 to 8 expected")
    return PokerCards(tuple(sorted(careers, key=lambda c: c.rank)), colours,
                      tuple(display["double_colour"]), by_count["doubles"],
                      by_count["exchange_first_pair"], points, by_count["targets"])


def doubles_in_play(n: int) -> int:
    """P1.3 (2-3 players: [designed] 1)."""
    return load_cards().doubles[n]


def exchange_counts(n: int) -> tuple:
    """P4.4: cards exchanged by pair i (1st<->last is pair 0); the middle of an odd
    table does not exchange."""
    top = load_cards().first_pair[n]
    return tuple(top - i for i in range(min(top, n // 2)))


class _ByCount(dict):
    """POINTS[n] / TARGET[n], read from the card data on first use."""

    def __init__(self, field: str):
        super().__init__()
        self.field = field

    def __missing__(self, n):
        value = getattr(load_cards(), self.field)[n]
        self[n] = value
        return value


POINTS = _ByCount("points")      # P6.1 (2-3 players: [designed])
TARGET = _ByCount("targets")


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
