"""Festival de Cannes scoring (C5, C7.8): scenes against the screenplay, stars by the
highest plus the lowest rating, Star's kindness, the three prizes."""
from __future__ import annotations

from dataclasses import dataclass

from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR, load_cards

CARDS = load_cards()
EXACT, SAME_GROUP, SHORT = 20, 10, 10                                               # C5.2
KINDNESS = 3                  # special card index of Star's kindness (C1.4)
_KIND = tuple(c.kind for c in CARDS.film)
_SCENE = tuple(c.scene for c in CARDS.film)
_GROUP = tuple(CARDS.scene_group[c.scene] if c.scene >= 0 else -1 for c in CARDS.film)
_NEEDS = tuple(c.needs for c in CARDS.film)
_FEMALE = tuple(c.female for c in CARDS.film)
assert (SCREENPLAY, SCENE, STAR) == (0, 1, 2)   # score_film files cards by kind index
_KIND_GROUP = CARDS.scene_group          # scene kind -> its group
STAR_CARDS = tuple(c.index for c in CARDS.film if c.kind == STAR)
STAR0 = STAR_CARDS[0]


def scene_score(screenplay: int, scenes) -> tuple[int, tuple]:
    """(points, matches) of the best assignment of held scenes to the screenplay's list.

    matches[i] = (scene card used for the i-th needed scene or -1, points). Exact scenes
    first, then each group's leftovers stand in for that group's missing scenes: every
    scene of a group can stand in for every missing scene of it, so this is optimal."""
    needs = _NEEDS[screenplay]
    left = list(scenes)
    used = [-1] * len(needs)
    pts = [0] * len(needs)
    for i, kind in enumerate(needs):
        for c in left:
            if _SCENE[c] == kind:
                used[i], pts[i] = c, EXACT
                left.remove(c)
                break
    for i, kind in enumerate(needs):
        if used[i] < 0:
            g = _KIND_GROUP[kind]
            for c in left:
                if _GROUP[c] == g:
                    used[i], pts[i] = c, SAME_GROUP
                    left.remove(c)
                    break
    short = max(0, len(needs) - len(scenes))
    return sum(pts) - SHORT * short, tuple(zip(used, pts))


def star_values(ratings) -> dict:
    """Each star's value: the highest plus the lowest rating any player gave it (C5.3)."""
    return dict(zip(STAR_CARDS, [max(marks) + min(marks) for marks in zip(*ratings)]))


def choose_stars(stars, values: dict, kindness: bool) -> tuple:
    """The stars a film shows: the two best women and two best men (C5.3); with Star's
    kindness one empty slot of a sex short of two takes the next best of the other (C7.8)."""
    key = lambda v: (-values[v], v)  # noqa: E731
    women = sorted((v for v in stars if _FEMALE[v]), key=key)
    men = sorted((v for v in stars if not _FEMALE[v]), key=key)
    chosen = women[:2] + men[:2]
    if kindness:
        spare = (women[2:] if len(men) < 2 else []) + (men[2:] if len(women) < 2 else [])
        if spare:
            chosen.append(min(spare, key=key))
    return tuple(sorted(chosen, key=key))


@dataclass(frozen=True)
class Film:
    seat: int
    screenplay: int          # -1: no film (C5.1)
    matches: tuple
    scene_points: int
    stars: tuple
    star_points: int

    @property
    def has_film(self) -> bool:
        return self.screenplay >= 0

    @property
    def total(self) -> int:
        return self.scene_points + self.star_points if self.has_film else 0


def score_film(seat: int, cards, values: dict, kindness: bool) -> Film:
    plays: list = []
    scenes: list = []
    stars: list = []
    by_kind = (plays, scenes, stars)                   # SCREENPLAY, SCENE, STAR
    for c in cards:
        by_kind[_KIND[c]].append(c)
    if not plays:
        return Film(seat, -1, (), 0, (), 0)
    first, *others = sorted(plays)                                              # C7.8
    pts, matches = scene_score(first, scenes)
    best = (pts, matches, first)
    for t in others:
        pts, matches = scene_score(t, scenes)
        if pts > best[0]:
            best = (pts, matches, t)
    chosen = choose_stars(stars, values, kindness)
    return Film(seat, best[2], best[1], best[0], chosen, sum(values[v] for v in chosen))


@dataclass(frozen=True)
class Result:
    films: tuple
    best_screenplay: tuple
    best_performance: tuple
    winners: tuple               # the Grand Prix (C5.4); empty if nobody has a film (C7.8)


def _top(films, key) -> tuple:
    entrants = [f for f in films if f.has_film]
    if not entrants:
        return ()
    best = max(key(f) for f in entrants)
    return tuple(f.seat for f in entrants if key(f) == best)                   # ties share


def final_result(won, specials, ratings) -> Result:
    values = star_values(ratings)
    films = tuple(score_film(p, won[p], values, KINDNESS in specials[p]) for p in range(len(won)))
    return Result(films, _top(films, lambda f: f.scene_points),
                  _top(films, lambda f: f.star_points), _top(films, lambda f: f.total))
