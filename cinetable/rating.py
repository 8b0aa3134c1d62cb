"""Ratings on one scale per game: the bot levels' (measured by `cinetable sim --rate`,
shipped in assets/ratings/<game>.toml) and the player's own, derived from the history.

openskill's Plackett-Luce model rates multiplayer results (a ranking of n seats); a
well-kept library rather than a hand-written Elo variant. Its (mu, sigma) are shown as
    rating = 1500 + 48 * (mu - mu_normal)      interval = ± 2 * 48 * sigma
48 display points per mu unit make one `beta` (25/6, a game's performance spread) 200
points: as in Elo, 200 points ahead wins about 3 in 4 head to head. The scale is
anchored on the `normal` bot, 1500 in every game, so a new player (mu 25, the model's
default) starts level with `normal`.

No pygame here: the client and `cinetable sim` both use it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from cinetable.engine.registry import place

CENTRE = 1500
SCALE = 48.0                 # display points per mu unit (beta = 200 points)
MU0 = 25.0                   # openskill's defaults: a new player
SIGMA0 = 25.0 / 3
ANCHOR = "normal"            # the level shown as 1500


def display(mu: float) -> int:
    return round(CENTRE + SCALE * (mu - MU0))


def spread(sigma: float) -> int:
    """Half the width of the shown interval (two sigmas)."""
    return round(2 * SCALE * sigma)


@lru_cache(maxsize=1)
def model():
    from openskill.models import PlackettLuce
    return PlackettLuce()     # default parameters: results do not depend on the machine


def ranks(returns, scores) -> list[int]:
    """1 for the best seat: by share of the win, then by score; equal seats share a rank."""
    keys = [(r, s) for r, s in zip(returns, scores)]
    return [1 + sum(1 for o in keys if o > k) for k in keys]


def rate_table(ratings, returns, scores):
    """New (mu, sigma) of every seat after one game, seats rated as single players."""
    m = model()
    teams = [[m.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    out = m.rate(teams, ranks=ranks(returns, scores))
    return [(team[0].mu, team[0].sigma) for team in out]


def merge(old, seats, new):
    """One rating (mu, sigma) updated from several seats it held in the same game: the
    mu moves by the mean of the seats' moves, sigma shrinks once (as for one seat)."""
    moves = [new[s][0] - old[0] for s in seats]
    return old[0] + sum(moves) / len(moves), min(new[s][1] for s in seats)


# ---- the bots' shipped ratings ------------------------------------------------------
@dataclass(frozen=True)
class LevelRating:
    level: str
    mu: float
    sigma: float

    @property
    def rating(self) -> int:
        return display(self.mu)

    @property
    def spread(self) -> int:
        return spread(self.sigma)


def ratings_path(game_id: str):
    return place(game_id).assets / "ratings" / f"{game_id}.toml"


@cache
def level_ratings(game_id: str) -> dict:
    """level -> LevelRating from the shipped file; {} when the game has none (or it is
    damaged: the app then shows no ratings rather than failing)."""
    import tomli
    try:
        with open(ratings_path(game_id), "rb") as f:
            data = tomli.load(f)
        return {lv: LevelRating(lv, float(v["mu"]), float(v["sigma"]))
                for lv, v in data["levels"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


# ---- the player's own rating --------------------------------------------------------
@dataclass(frozen=True)
class PlayerPoint:
    """The player's rating after one rated game."""
    entry_id: str
    finished: str
    mu: float
    sigma: float
    change: int               # display points gained (negative: lost)

    @property
    def rating(self) -> int:
        return display(self.mu)

    @property
    def spread(self) -> int:
        return spread(self.sigma)


def assisted(entry: dict) -> bool:
    """A game with undos taken or hints asked (marked in its history entry)."""
    a = entry.get("assists") or {}
    return bool(a.get("undos") or a.get("hints"))


def rated_entry(entry: dict, bots: dict, include_assisted: bool) -> bool:
    seats = entry["seats"]
    return (any(s["kind"] == "human" for s in seats)
            and any(s["kind"] == "bot" for s in seats)
            and all(s["kind"] != "bot" or s.get("level") in bots for s in seats)
            and (include_assisted or not assisted(entry)))


def player_series(entries, game_id: str, include_assisted: bool = False,
                  bots: dict | None = None) -> list[PlayerPoint]:
    """The player's rating after each rated game of `game_id`, oldest first: replayed from
    the history (so the same history always gives the same ratings). The bots keep their
    shipped ratings; the human seats of a hotseat game are rated together, as one player
    (as Statistics counts every human seat as the player's)."""
    bots = level_ratings(game_id) if bots is None else bots
    if not bots:
        return []
    mine = (MU0, SIGMA0)
    out = []
    games = sorted((e for e in entries if e["game"] == game_id),
                   key=lambda e: (e["finished"], e["id"]))
    for e in games:
        if not rated_entry(e, bots, include_assisted):
            continue
        seats = e["seats"]
        table = [mine if s["kind"] == "human" else (bots[s["level"]].mu, bots[s["level"]].sigma)
                 for s in seats]
        new = rate_table(table, [1.0 if s["won"] else 0.0 for s in seats],
                         [s["score"] for s in seats])
        humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
        before = display(mine[0])
        mine = merge(mine, humans, new)
        out.append(PlayerPoint(e["id"], e["finished"], mine[0], mine[1], display(mine[0]) - before))
    return out


def player_rating(entries, game_id: str, include_assisted: bool = False):
    """(mu, sigma) of the player now: openskill's default for a new player."""
    series = player_series(entries, game_id, include_assisted)
    return (series[-1].mu, series[-1].sigma) if series else (MU0, SIGMA0)


def auto_level(mu: float, bots: dict, offered) -> str | None:
    """The offered level whose rating is closest to the player's (the weaker on a tie);
    None when the game ships no ratings."""
    rated = [lv for lv in offered if lv in bots]
    if not rated:
        return None
    return min(rated, key=lambda lv: (abs(bots[lv].mu - mu), bots[lv].mu))


def grouped(n: int, sep: str) -> str:
    """1412 -> '1,412' with the language's thousands separator; a negative rating (poker's
    random level) takes the typographic minus sign, not a hyphen."""
    text = f"{abs(n):,}".replace(",", sep)
    return f"\u2212{text}" if n < 0 else text
