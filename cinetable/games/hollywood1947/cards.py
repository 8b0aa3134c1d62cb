"""Hollywood 1947 components, read from assets/games/hollywood1947.toml (W1)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from cinetable.engine.assets import asset_path, read_game_data

PATRIOT, COMMUNIST, NEUTRAL = "patriot", "communist", "neutral"
BIAS = {PATRIOT: 1, COMMUNIST: -1, NEUTRAL: 0}


@dataclass(frozen=True)
class Poster:
    index: int
    id: str
    name: str
    bias: int            # +1 Patriot symbol, -1 Communist symbol, 0 Neutral (W1.1)
    two_player_out: bool


@dataclass(frozen=True)
class Card:
    index: int
    id: str              # notation id: pat07, com2-3, hearing1, reorg2, neutral11
    kind: str            # the prefix: cards of one kind are alike
    patriot: int         # Patriot symbols shown
    communist: int
    hearing: bool
    reorganization: bool
    two_player_out: bool

    @property
    def side(self) -> str:
        return PATRIOT if self.patriot else COMMUNIST if self.communist else NEUTRAL


@dataclass(frozen=True)
class Job:
    number: int          # 1..9
    id: str
    name: str


@dataclass(frozen=True)
class Components:
    posters: tuple
    cards: tuple
    jobs: tuple
    star_faces: int
    faces: int
    card_by_id: dict
    poster_by_id: dict


def parse_components(data: dict) -> Components:
    posters = tuple(Poster(i, p["id"], p["name"], BIAS[p["bias"]], bool(p.get("two_player_out")))
                    for i, p in enumerate(data["posters"]))
    cards: list[Card] = []
    for kind in data["cards"]:
        prefix = kind["prefix"]
        for k in range(int(kind["count"])):
            cards.append(Card(len(cards), f"{prefix}{k + 1}", prefix.rstrip("-"),
                              int(kind.get("patriot", 0)), int(kind.get("communist", 0)),
                              bool(kind.get("hearing")), bool(kind.get("reorganization")),
                              bool(kind.get("two_player_out"))))
    jobs = tuple(Job(i + 1, j["id"], j["name"]) for i, j in enumerate(data["jobs"]))
    dice = data["dice"]
    comps = Components(posters, tuple(cards), jobs, int(dice["star_faces"]), int(dice["faces"]),
                       {c.id: c for c in cards}, {p.id: p for p in posters})
    if len(posters) != 15 or len(cards) != 60 or len(jobs) != 9:                  # W1
        raise ValueError("hollywood1947.toml must hold 15 posters, 60 cards and 9 jobs")
    if len(comps.card_by_id) != 60 or len(comps.poster_by_id) != 15:
        raise ValueError("hollywood1947.toml: card and poster ids must be unique")
    if not 0 < comps.star_faces < comps.faces:
        raise ValueError("hollywood1947.toml: a die needs star and blank faces")
    return comps


@cache
def load_components() -> Components:
    return read_game_data(asset_path("games", "hollywood1947.toml"), "Hollywood 1947", parse_components)
