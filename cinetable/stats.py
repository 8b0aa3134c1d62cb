"""Statistics of the human players from the game history (no pygame: the scene draws them).

A participation is one human seat in one finished game (one per game in a solo game
against bots; several in a hotseat game). Games are grouped by the strongest bot level at
the table ("humans" when no bot played): a win against three `hard` bots and one against
an `easy` bot are different feats.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

LEVEL_ORDER = ("random", "beginner", "easy", "normal", "hard")


def table_level(entry: dict) -> str:
    levels = [s.get("level") for s in entry["seats"] if s["kind"] == "bot"]
    known = [lv for lv in levels if lv in LEVEL_ORDER]
    return max(known, key=LEVEL_ORDER.index) if known else "humans"


def _minutes(entry: dict) -> float | None:
    try:
        a = datetime.fromisoformat(entry["started"])
        b = datetime.fromisoformat(entry["finished"])
    except (KeyError, TypeError, ValueError):
        return None
    m = (b - a).total_seconds() / 60
    return m if 0 <= m < 24 * 60 else None       # a game resumed days later: not its length


@dataclass
class Stats:
    games: int = 0
    wins: float = 0.0                 # a shared win counts 1/k
    by_level: dict = field(default_factory=dict)     # level -> [games, wins]
    best: float | None = None
    total_score: float = 0.0
    current_streak: int = 0
    longest_streak: int = 0
    minutes: list = field(default_factory=list)
    win_rate_series: list = field(default_factory=list)   # cumulative win rate after each game
    scores: list = field(default_factory=list)            # every human score, in order

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.games if self.games else None

    @property
    def average_minutes(self) -> float | None:
        return sum(self.minutes) / len(self.minutes) if self.minutes else None

    def level_rate(self, level: str) -> float | None:
        g, w = self.by_level.get(level, (0, 0.0))
        return w / g if g else None


def compute(entries: list[dict], game: str | None = None) -> Stats:
    """Statistics over the entries of one game (or all games), in the order played."""
    st = Stats()
    for e in sorted(entries, key=lambda e: e["finished"]):
        if game is not None and e["game"] != game:
            continue
        winners = sum(1 for s in e["seats"] if s["won"]) or 1
        level = table_level(e)
        minutes = _minutes(e)
        for s in e["seats"]:
            if s["kind"] != "human":
                continue
            share = 1 / winners if s["won"] else 0.0
            st.games += 1
            st.wins += share
            g, w = st.by_level.get(level, (0, 0.0))
            st.by_level[level] = (g + 1, w + share)
            st.total_score += s["score"]
            st.scores.append(s["score"])
            st.best = s["score"] if st.best is None else max(st.best, s["score"])
            st.current_streak = st.current_streak + 1 if s["won"] else 0
            st.longest_streak = max(st.longest_streak, st.current_streak)
            if minutes is not None:
                st.minutes.append(minutes)
            st.win_rate_series.append(st.wins / st.games)
    return st


def histogram(values: list[float], bins: int = 8) -> list[tuple[float, float, int]]:
    """(low, high, count) per bin over the values' range (for the score distribution)."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    if hi == lo:
        return [(lo, hi, len(values))]
    width = (hi - lo) / bins
    counts = [0] * bins
    for v in values:
        counts[min(bins - 1, int((v - lo) / width))] += 1
    return [(lo + i * width, lo + (i + 1) * width, c) for i, c in enumerate(counts)]
