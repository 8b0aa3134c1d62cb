"""Hollywood! card data, read from assets/games/hollywood.toml (H1)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from cinetable.engine.assets import asset_path, read_game_data

STAR, FILM, BLOCKBUSTER = "star", "film", "blockbuster"


@dataclass(frozen=True)
class Genre:
    index: int
    id: str
    name: str
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Card:
    index: int          # position in the 56-card table, stable
    id: str             # notation id: s01, a07, h03, r12, b2
    kind: str
    name: str
    genre: int = -1     # film cards only
    award: bool = False
    value: int = 0      # star value (stars only)

    @property
    def weight(self) -> int:
        """Cards a film card counts for in scoring: the award card counts two (H7.2)."""
        return 2 if self.award else 1


@dataclass(frozen=True)
class CardSet:
    genres: tuple[Genre, ...]
    cards: tuple[Card, ...]
    by_id: dict

    @property
    def stars(self):
        return [c for c in self.cards if c.kind == STAR]

    @property
    def film_deck(self):
        """The 44-card Film deck: Film cards and Blockbusters (H1.2)."""
        return [c for c in self.cards if c.kind != STAR]


def parse_cards(data: dict) -> CardSet:
    genres = tuple(Genre(i, g["id"], g["name"], tuple(g["colour"]))
                   for i, g in enumerate(data["genres"]))
    cards: list[Card] = []
    for s in data["stars"]:
        value = int(s["value"])
        if not 1 <= value <= 3:                                                 # H1.1
            raise ValueError(f"hollywood.toml: star {s['id']} has value {value}, not 1-3")
        cards.append(Card(len(cards), s["id"], STAR, s["name"], value=value))
    for g in genres:
        titles = data["films"][g.id]
        award = data["awards"][g.id]
        if not 0 <= award < len(titles):                                       # H1.2
            raise ValueError(f"hollywood.toml: the {g.name} award card {award} is not "
                             f"one of its {len(titles)} films")
        for k, title in enumerate(titles):
            cards.append(Card(len(cards), f"{g.id[0]}{k + 1:02d}", FILM, title,
                              genre=g.index, award=(k == award)))
    for b in data["blockbusters"]:
        cards.append(Card(len(cards), b["id"], BLOCKBUSTER, b["name"]))
    by_id = {c.id: c for c in cards}
    if len(by_id) != len(cards):
        raise ValueError("hollywood.toml: two cards share an id")
    return CardSet(genres, tuple(cards), by_id)


@lru_cache(maxsize=1)
def load_cards() -> CardSet:
    path = asset_path("games", "hollywood.toml")
    cs = read_game_data(path, "Hollywood!", parse_cards)
    stars = [c for c in cs.cards if c.kind == STAR]
    films = [c for c in cs.cards if c.kind == FILM]
    blocks = [c for c in cs.cards if c.kind == BLOCKBUSTER]
    if (len(stars), len(films), len(blocks)) != (12, 39, 5):
        raise ValueError(f"{path}: expected 12 stars, 39 films, 5 blockbusters")
    return cs
