"""Festival de Cannes components, read from assets/games/cannes.toml (C1).

Film cards are ints 0..53: screenplays first (t1..t6), then scenes (s01..s28, grouped by
kind), then stars (v01..v10 women, v11..v20 men). Special cards are 54..57 when they are
lots. Auction cards are ints 1..50: card k is worth k*10,000 NF (C1.3)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from cinetable.engine.assets import asset_path, read_game_data

SCREENPLAY, SCENE, STAR = 0, 1, 2
KIND_LETTER = "TSV"                      # the letter on each kind's back (C1.1)
KIND_NAME = ("screenplay", "scene", "star")
GROUPS = "ABC"


@dataclass(frozen=True)
class FilmCard:
    index: int
    id: str              # notation: t1, s07, v12
    kind: int            # SCREENPLAY, SCENE or STAR
    name: str
    scene: int = -1      # scene kind index (scenes only)
    needs: tuple = ()    # scene kinds a screenplay names
    female: bool = False


@dataclass(frozen=True)
class CardSet:
    scene_ids: tuple          # scene kind ids, e.g. "adventure"
    scene_names: tuple
    scene_fr: tuple
    scene_group: tuple        # group index 0..2 per scene kind (C1.2)
    film: tuple               # FilmCard by index
    by_id: dict
    specials: tuple           # (id, name, fr)
    auction_count: int
    auction_step: int
    suits: tuple
    talent_below: int
    removed: dict             # players -> tuple of film cards out of the game (C2.3)

    @property
    def nfilm(self) -> int:
        return len(self.film)

    def value(self, a: int) -> int:
        return a * self.auction_step

    def suit(self, a: int) -> int:
        return (a - 1) % len(self.suits)

    def talent(self, a: int) -> bool:
        return a * self.auction_step < self.talent_below


def parse_cards(data: dict) -> CardSet:
    scenes = data["scenes"]
    scene_ids = tuple(s["id"] for s in scenes)
    kind_of = {sid: i for i, sid in enumerate(scene_ids)}
    film: list[FilmCard] = []
    plays = data["screenplays"]
    for s in plays:
        needs = tuple(kind_of[k] for k in s["scenes"])
        film.append(FilmCard(len(film), s["id"], SCREENPLAY, s["name"], needs=needs))
    k = 0
    for i, s in enumerate(scenes):
        for _ in range(int(s["count"])):
            k += 1
            film.append(FilmCard(len(film), f"s{k:02d}", SCENE, s["name"], scene=i))
    for j, name in enumerate(list(data["women"]) + list(data["men"])):
        film.append(FilmCard(len(film), f"v{j + 1:02d}", STAR, name,
                             female=j < len(data["women"])))
    by_id = {c.id: c for c in film}
    if len(by_id) != len(film):
        raise ValueError("cannes.toml: two cards share an id")
    removed = {}
    for n in (3, 4, 5, 6):
        out: list[int] = []
        for i, s in enumerate(plays):
            if n in s.get("removed_at", []):
                out.append(i)
                for kind in film[i].needs:          # one scene of each kind it names
                    copies = [c.index for c in film if c.kind == SCENE and c.scene == kind
                              and c.index not in out]
                    out.append(copies[-1])
        removed[n] = tuple(sorted(out))
    a = data["auction"]
    return CardSet(scene_ids, tuple(s["name"] for s in scenes), tuple(s["fr"] for s in scenes),
                   tuple(GROUPS.index(s["group"]) for s in scenes), tuple(film), by_id,
                   tuple((s["id"], s["name"], s["fr"]) for s in data["specials"]),
                   int(a["count"]), int(a["step"]), tuple(a["suits"]), int(a["talent_below"]),
                   removed)


@lru_cache(maxsize=1)
def load_cards() -> CardSet:
    path = asset_path("games", "cannes.toml")
    cs = read_game_data(path, "Festival de Cannes", parse_cards)
    kinds = [sum(c.kind == k for c in cs.film) for k in (SCREENPLAY, SCENE, STAR)]
    if kinds != [6, 28, 20] or len(cs.specials) != 4 or cs.auction_count != 50:
        raise ValueError(f"{path}: expected 6 screenplays, 28 scenes, 20 stars, "
                         f"4 special cards and 50 auction cards")
    return cs
