"""Your film's figure as the jury would score it, from what your seat knows. No pygame.

The jury's own functions (games/cannes/scoring.py) score the cards you hold. A star's
value is the highest plus the lowest rating any player gave it (C5.3): with only your
rating r known, it lies between r + 1 (everyone else gave 1) and r + 20 (someone gave
20). Scoring with every low bound and then every high bound brackets the jury's figure
(its sums are monotone in the values); once the ratings are public at the end, both
bounds are the jury's figure."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR, load_cards
from cinetable.games.cannes.scoring import STAR_CARDS, choose_stars, score_film, star_values

CARDS = load_cards()


@dataclass(frozen=True)
class FilmFigure:
    low: object                  # scoring.Film with each star at its lowest possible value
    high: object                 # ... at its highest
    exact: bool                  # every rating is public: low == high == the jury's
    missing_scenes: tuple        # scene kinds the best screenplay names and nothing fills
    short: int                   # scene cards short of the screenplay's count
    star_room: tuple             # (actresses, actors) the film could still take
    values: dict                 # star card -> (lowest, highest) value it may have

    @property
    def scene_points(self) -> int:
        return self.low.scene_points

    @property
    def has_film(self) -> bool:
        return self.low.has_film


def star_bounds(obs: dict, seat: int) -> tuple[dict, dict, bool]:
    """({star card: lowest value}, {star card: highest value}, exact) for `seat`."""
    r = obs["ratings"]
    if isinstance(r, list) and all(all(x for x in row) for row in r):
        values = star_values(r)          # the year is over: every rating is public
        return values, values, True
    mine = r[seat] if isinstance(r, list) else r.get(seat, r.get(str(seat)))
    low, high = {}, {}
    for j, c in enumerate(STAR_CARDS):
        m = mine[j] if mine else 0
        low[c], high[c] = (m + 1, m + 20) if m else (2, 40)
    return low, high, False


def film_figure(obs: dict, seat: int) -> FilmFigure:
    """The jury's scoring of the cards `seat` holds, as a range until ratings are public."""
    held = [CARDS.by_id[i].index for i in obs["won"][seat]["known"]]
    kindness = "kindness" in obs["won"][seat]["specials"]
    low_v, high_v, exact = star_bounds(obs, seat)
    low = score_film(seat, held, low_v, kindness)
    high = score_film(seat, held, high_v, kindness)
    scenes = [c for c in held if CARDS.film[c].kind == SCENE]
    missing, short = (), 0
    if low.has_film:
        needs = CARDS.film[low.screenplay].needs
        missing = tuple(k for k, (cid, _p) in zip(needs, low.matches) if cid < 0)
        short = max(0, len(needs) - len(scenes))
    stars = [CARDS.film[c] for c in held if CARDS.film[c].kind == STAR]
    women = sum(1 for c in stars if c.female)
    room = (max(0, 2 - women), max(0, 2 - (len(stars) - women)))
    values = {c: (low_v[c], high_v[c]) for c in low_v}
    return FilmFigure(low, high, exact, missing, short, room, values)


def _held_stars(obs: dict, seat: int) -> list:
    held = [CARDS.by_id[i].index for i in obs["won"][seat]["known"]]
    return [c for c in held if CARDS.film[c].kind == STAR]


def _shown(obs: dict, seat: int, stars) -> tuple:
    """The stars a film shows out of `stars`, valued as the film panel does (highest)."""
    _low, high, _exact = star_bounds(obs, seat)
    return choose_stars(stars, high, "kindness" in obs["won"][seat]["specials"])


def shown_stars(obs: dict, seat: int) -> tuple:
    """The stars `seat`'s film would show (C5.3), screenplay or not: stars won before a
    screenplay are already yours and listed on your film."""
    return _shown(obs, seat, _held_stars(obs, seat))


def stars_left_out(obs: dict, seat: int) -> list:
    """The stars `seat` holds that its film would not show: two of their sex rate higher
    (C5.3), with or without a screenplay yet."""
    stars = _held_stars(obs, seat)
    chosen = _shown(obs, seat, stars)
    return [c for c in stars if c not in chosen]


def star_change(obs: dict, seat: int, card: int):
    """What winning star `card` (a film card index) does to `seat`'s film, as the panel
    shows it: ("out", None) when it stays out (two of its sex rate higher, C5.3),
    ("replaces", other) when it pushes `other` out, None when it simply joins."""
    stars = [c for c in _held_stars(obs, seat) if c != card]
    before, after = _shown(obs, seat, stars), _shown(obs, seat, stars + [card])
    if card not in after:
        return "out", None
    gone = [c for c in before if c not in after]
    return ("replaces", gone[0]) if gone else None


def has_screenplay(obs: dict, seat: int) -> bool:
    return any(CARDS.by_id[i].kind == SCREENPLAY for i in obs["won"][seat]["known"])
