"""What the hover preview of a placement warns about: stars that would be wasted.

A star received with no open project is lost (H6.4). Cards are handed out in a fixed
order (H5.1, or bottom-up with the prototype order H9.2), each before the next, so a
player can see it coming: if the round were handed out with the reels as they stand,
which stars would this player receive with no project open? The preview compares the
board as it is with the board after the placement (its push included, H4.3): stars the
placement adds to that list are the warning. The player's own star choices (H6.3) are
taken at their best, the fewest stars lost. No pygame here.
"""
from __future__ import annotations

from cinetable.client.hollywood.view import CARDS, COLUMN_SLOTS
from cinetable.games.hollywood.cards import FILM, STAR
from cinetable.games.hollywood.state import HANDOUT_BOTTOM_UP, HANDOUT_TOP_DOWN


def handout_order(prototype_order: bool) -> tuple:
    return HANDOUT_BOTTOM_UP if prototype_order else HANDOUT_TOP_DOWN


def owners_after_place(owner: list[int], col: int, seat: int) -> list[int]:
    """The reels after `seat` places in `col`: the bottom run moves up one card (H4.3)."""
    out = list(owner)
    slots = COLUMN_SLOTS[col]
    run = 0
    for slot in reversed(slots):
        if owner[slot] < 0:
            break
        run += 1
    bottom = len(slots) - 1
    for k in range(bottom - run + 1, bottom + 1):        # top of the run first
        out[slots[k - 1]] = owner[slots[k]]
    out[slots[bottom]] = seat
    return out


def wasted_stars(slots: list[int], owner: list[int], projects, seat: int,
                 order: tuple) -> set[int]:
    """The slots of stars `seat` would receive with no open project, if the cards were
    handed out now, with the star choices that lose the fewest."""
    claims = [s for s in order if owner[s] == seat and slots[s] >= 0]
    open_now = frozenset(g for g, p in enumerate(projects) if p)

    def walk(i: int, open_genres: frozenset) -> frozenset:
        if i == len(claims):
            return frozenset()
        slot = claims[i]
        card = CARDS.cards[slots[slot]]
        if card.kind == FILM:
            return walk(i + 1, open_genres | {card.genre})
        if card.kind != STAR:
            return walk(i + 1, open_genres)
        if not open_genres:
            return walk(i + 1, open_genres) | {slot}
        return min((walk(i + 1, open_genres - {g}) for g in sorted(open_genres)), key=len)

    return set(walk(0, open_now))


def placement_wastes(slots, owner, projects, seat: int, col: int, order: tuple) -> set[int]:
    """Stars the placement in `col` would newly waste for `seat` (empty: no warning)."""
    before = wasted_stars(slots, owner, projects, seat, order)
    after = wasted_stars(slots, owners_after_place(owner, col, seat), projects, seat, order)
    return after - before if len(after) > len(before) else set()
