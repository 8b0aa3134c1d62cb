"""A Hollywood! round (hollywood.md H3-H6, H2.1-H2.2): the deal of the layout, tokens pushed
up the columns, the studio cards, the hand-out of claimed cards with its star choices, and
the round's end. A mixin of HollywoodState; the protocol is in state.py."""
from __future__ import annotations

from cinetable.engine import IllegalActionError
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.fields import HollywoodFields
from cinetable.games.hollywood.layout import (
    _AFTER,
    _CARD_ID,
    _COLUMN_NAME,
    _GENRE,
    _IS_FILM,
    _IS_STAR,
    CARDS,
    COLUMN_SLOTS,
    DEAL,
    GENRE_IDS,
    HANDOUT_BOTTOM_UP,
    HANDOUT_TOP_DOWN,
    NCARDS,
    NGENRES,
    NSLOTS,
    OVER,
    PLAY,
    STAR_CHOICE,
    STARS_PER_ROUND,
    TOKENS_PER_ROUND,
)
from cinetable.games.hollywood.refusals import column_full, no_project
from cinetable.games.hollywood.scoring import final_result

# Events are immutable values: the frequent ones are built once and shared, which keeps
# random playouts fast (building a frozen dataclass costs more than the rule it reports).
_DEALT: list = [None] * (4 * NSLOTS * NCARDS)              # by (round, slot, card)
_PLACED: dict = {}
_AWARDED: dict = {}


class RoundRules(HollywoodFields):
    """`ev` is the list the events go to, or None when nobody reads them (apply_quiet)."""
    __slots__ = ()

    def _deal(self, card: int, ev: list | None) -> None:
        slot = self.deal_pos
        try:
            if _IS_STAR[card]:
                if self.stars_dealt == STARS_PER_ROUND:
                    raise ValueError
                self.star_deck.remove(card)
                self.stars_dealt += 1
            else:
                if NSLOTS - slot <= STARS_PER_ROUND - self.stars_dealt:
                    raise ValueError
                self.film_deck.remove(card)
        except ValueError:
            raise IllegalActionError(self._why_illegal(A.DEAL[card])) from None
        self.slots[slot] = card
        self.deal_pos = slot + 1
        if ev is not None:
            k = (self.round * NSLOTS + slot) * NCARDS + card
            e = _DEALT[k]
            if e is None:
                e = _DEALT[k] = E.CardDealt(self.round, slot, _CARD_ID[card])
            ev.append(e)
        if slot == NSLOTS - 1:
            self.phase = PLAY
            self.to_move = self.first
            if ev is not None:
                ev.append(E.RoundStarted(self.round, self.first))

    def _place(self, col: int, ev: list | None) -> None:
        slots = COLUMN_SLOTS[col]
        m = self.col_count[col]
        if m >= len(slots):
            raise IllegalActionError(column_full(col))
        p = self.to_move
        owner = self.owner
        bottom = slots[-1]
        if m:
            # The tokens sit on the bottom m cards, and a column's slots are consecutive:
            # every token moves up one card (H4.3) in one slice assignment.
            lo = bottom - m + 1
            moved = owner[lo:bottom + 1]
            owner[lo - 1:bottom] = moved
        owner[bottom] = p
        self.col_count[col] = m + 1
        self.tokens[p] -= 1
        self.placed += 1
        if ev is not None:
            key = (p, bottom, *moved) if m else (p, bottom)
            e = _PLACED.get(key)
            if e is None:
                lo = bottom - m + 1
                pushed = tuple((o, lo + k, lo + k - 1) for k, o in enumerate(key[2:]))
                e = _PLACED[key] = E.TokenPlaced(p, _COLUMN_NAME[bottom], bottom, pushed)
            ev.append(e)
        if self.double_pending:
            self.double_pending -= 1
            if self.double_pending:
                return                         # second token of Double Reel still to come
        if self.placed == TOKENS_PER_ROUND:
            self._end_of_round(ev)
        else:
            self._advance(p)

    def _cut(self, ev: list | None) -> None:
        p = self.to_move
        if not self.cut_left[p] or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.CUT))
        self.cut_left[p] = False
        if ev is not None:
            ev.append(E.StudioCardPlayed(p, "cut"))
        self._advance(p)

    def _double(self, ev: list | None) -> None:
        p = self.to_move
        if not self.double_left[p] or self.tokens[p] < 2 or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.DOUBLE))
        self.double_left[p] = False
        self.double_pending = 2
        if ev is not None:
            ev.append(E.StudioCardPlayed(p, "double"))

    def _advance(self, p: int) -> None:
        """Next seat clockwise that still holds tokens (H4.6); p itself if nobody else (H4.7)."""
        tokens = self.tokens
        for q in _AFTER[self.n][p]:
            if tokens[q]:
                self.to_move = q
                return
        raise AssertionError("no player holds a token before the 12th was placed")

    def _handout_order(self):
        return HANDOUT_BOTTOM_UP if self.game.options.get("prototype_order") else HANDOUT_TOP_DOWN

    def _end_of_round(self, ev: list | None) -> None:
        self.handout_i = 0
        self._hand_out(ev)

    def _hand_out(self, ev: list | None) -> None:
        """Give the claimed cards one at a time (H5.1, H6); stop at a star choice."""
        order = self._handout_order()
        owner = self.owner
        slots = self.slots
        i = self.handout_i
        while i < NSLOTS:
            slot = order[i]
            p = owner[slot]
            if p < 0:
                i += 1
                continue
            card = slots[slot]
            tab = self.tableaus[p]
            if _IS_FILM[card]:                                                     # H6.2
                tab.projects[_GENRE[card]].append(card)
                result = "project"
            elif not _IS_STAR[card]:                                               # H6.1
                tab.blockbusters.append(card)
                result = "blockbuster"
            else:
                proj = tab.projects
                open_genres = [g for g in range(NGENRES) if proj[g]]
                if not open_genres:                                                # H6.4
                    tab.worthless.append(card)
                    result = "worthless"
                else:
                    if ev is not None:
                        ev.append(self._awarded(p, card, slot, "star"))
                    if len(open_genres) == 1:                     # forced: nothing to choose
                        self._finish_film(p, card, open_genres[0], True, ev)
                        i += 1
                        continue
                    self.handout_i = i                            # H6.5: the receiver decides
                    self.phase = STAR_CHOICE
                    self.to_move = p
                    return
            if ev is not None:
                ev.append(self._awarded(p, card, slot, result))
            i += 1
        self.handout_i = i
        self._close_round(ev)

    @staticmethod
    def _awarded(p: int, card: int, slot: int, result: str):
        key = (p, _CARD_ID[card], slot, result)
        e = _AWARDED.get(key)
        if e is None:
            e = _AWARDED[key] = E.CardAwarded(*key)
        return e

    def _star(self, genre: int, ev: list | None) -> None:
        p = self.to_move
        if not self.tableaus[p].projects[genre]:
            raise IllegalActionError(no_project(genre))
        card = self.slots[self._handout_order()[self.handout_i]]
        self._finish_film(p, card, genre, False, ev)
        self.handout_i += 1
        self.phase = PLAY  # provisional; _hand_out sets what comes next
        self._hand_out(ev)

    def _finish_film(self, p: int, star: int, genre: int, forced: bool, ev: list | None) -> None:
        tab = self.tableaus[p]
        cards = tuple(tab.projects[genre])
        tab.projects[genre] = []
        tab.films.append((star, genre, cards))                                     # H6.3
        if ev is not None:
            ev.append(E.FilmFinished(p, CARDS.cards[star].id, GENRE_IDS[genre],
                                     tuple(CARDS.cards[c].id for c in cards), forced))

    def _close_round(self, ev: list | None) -> None:
        owner = self.owner
        unclaimed = [s for s in range(NSLOTS) if owner[s] < 0]                     # H5.2
        cards = [self.slots[s] for s in unclaimed]
        self.removed.extend(cards)
        for c in cards:
            if _IS_FILM[c]:
                self.removed_films[_GENRE[c]] += 1
        if ev is not None:
            ev.append(E.CardsRemoved(self.round, tuple(_CARD_ID[c] for c in cards),
                                     tuple(unclaimed)))
            ev.append(E.RoundEnded(self.round))
        self.slots = [-1] * NSLOTS                                                 # H5.3
        self.owner = [-1] * NSLOTS
        self.col_count = [0, 0, 0, 0]
        self.deal_pos = 0
        self.stars_dealt = 0
        self.placed = 0
        self.handout_i = 0
        self.tokens = [TOKENS_PER_ROUND // self.n] * self.n
        if self.round + 1 >= self.n:                                               # H2.1
            self.phase = OVER
            self.to_move = -1
            self._result = final_result(self.tableaus, self.advanced_multipliers())
            r = self._result
            if ev is not None:
                ev.append(E.GameOver(tuple(b.total for b in r.breakdowns), r.winners, r.tiebreak))
        else:
            self.round += 1
            self.first = (self.first + 1) % self.n                                 # H2.2
            self.phase = DEAL
