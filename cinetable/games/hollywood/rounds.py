"""A Hollywood! round (hollywood.md H3-H6, H2.1-H2.2): the deal of the layout, tokens pushed
up the columns, the studio cards, the hand-out of claimed cards with its star choices, and
the round's end. A mixin of HollywoodState; the protocol is in state.py."""
from __future__ import annotations

from itertools import compress

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
    COLUMN_SLOTS,
    DEAL,
    FIRST,
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
_AWARD_RESULTS = ("project", "blockbuster", "star", "worthless")
_AWARDED: list = [None] * (4 * NCARDS * NSLOTS * 4)        # by (seat, card, slot, result)
_STARTED = tuple(tuple(E.RoundStarted(r, f) for f in range(4)) for r in range(4))
_ENDED = tuple(E.RoundEnded(r) for r in range(4))
_FIRST_DRAWN = tuple(E.FirstPlayerDrawn(p) for p in range(4))
_STUDIO = {(p, k): E.StudioCardPlayed(p, k) for p in range(4) for k in ("cut", "double")}
_CAP = tuple(len(slots) for slots in COLUMN_SLOTS)
_BOTTOM = tuple(slots[-1] for slots in COLUMN_SLOTS)
_GENRES = tuple(range(NGENRES))
_SLOTS = tuple(range(NSLOTS))
_UNCLAIMED = (-1).__eq__                   # an owner of -1: no token on that card


def _placed(key: tuple):
    """TokenPlaced for (seat, slot, owners of the tokens pushed up, bottom first), built
    the first time and kept."""
    p, bottom = key[0], key[1]
    lo = bottom - len(key) + 3
    pushed = tuple((o, lo + k, lo + k - 1) for k, o in enumerate(key[2:]))
    e = _PLACED[key] = E.TokenPlaced(p, _COLUMN_NAME[bottom], bottom, pushed)
    return e


def _awarded(k: int):
    """CardAwarded number k = ((seat * NCARDS + card) * NSLOTS + slot) * 4 + result, the
    result an index of _AWARD_RESULTS."""
    rest, result = divmod(k, 4)
    rest, slot = divmod(rest, NSLOTS)
    p, card = divmod(rest, NCARDS)
    e = _AWARDED[k] = E.CardAwarded(p, _CARD_ID[card], slot, _AWARD_RESULTS[result])
    return e


class RoundRules(HollywoodFields):
    """`ev` is the list the events go to, or None when nobody reads them (apply_quiet)."""
    __slots__ = ()

    def _apply(self, action, ev: list | None) -> None:
        """One action. A deal and a token placed are most of a game's actions: their rules
        are written out here rather than in methods of their own (a call costs as much)."""
        ph = self.phase
        try:
            kind = action.kind
        except AttributeError:
            kind = None
        if kind == "deal" and ph == DEAL:                                          # H3
            card = action.arg
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
                raise IllegalActionError(self._why_illegal(action)) from None
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
                    ev.append(_STARTED[self.round][self.first])
            self.round_key = None
            self.history_len += 1
            return
        if kind == "place" and ph == PLAY:
            col = action.arg
            cc = self.col_count
            m = cc[col]
            if m >= _CAP[col]:                                                     # H4.4
                raise IllegalActionError(column_full(col))
            p = self.to_move
            owner = self.owner
            bottom = _BOTTOM[col]
            if m:
                # The tokens sit on the bottom m cards, and a column's slots are consecutive:
                # every token moves up one card (H4.3) in one slice assignment.
                moved = owner[bottom - m + 1:bottom + 1]
                owner[bottom - m:bottom] = moved
                if ev is not None:
                    key = (p, bottom, *moved)
                    ev.append(_PLACED.get(key) or _placed(key))
            elif ev is not None:
                key = (p, bottom)
                ev.append(_PLACED.get(key) or _placed(key))
            owner[bottom] = p                                                      # H4.2
            cc[col] = m + 1
            tokens = self.tokens
            tokens[p] -= 1
            self.placed += 1
            self.history_len += 1
            if self.double_pending:
                self.double_pending -= 1
                if self.double_pending:
                    return                     # second token of Double Reel still to come
            if self.placed == TOKENS_PER_ROUND:
                self.round_key = None
                self.handout_i = 0
                self._hand_out(ev)
                return
            for q in _AFTER[self.n][p]:        # next seat with tokens (H4.6), p last (H4.7)
                if tokens[q]:
                    self.to_move = q
                    return
            raise AssertionError("no player holds a token before the 12th was placed")
        if kind == "star" and ph == STAR_CHOICE:
            self._star(action.arg, ev)
        elif kind == "cut" and ph == PLAY:
            self._cut(ev)
        elif kind == "double" and ph == PLAY:
            self._double(ev)
        elif kind == "first" and ph == FIRST and action.arg < self.n:
            self.first = action.arg
            if ev is not None:
                ev.append(_FIRST_DRAWN[action.arg])
            self.phase = DEAL
        elif isinstance(action, str):        # notation is accepted too: "place B"
            return self._apply(self.parse_action(action), ev)
        else:
            raise IllegalActionError(self._why_illegal(action))
        if ph != PLAY or self.phase != PLAY:
            self.round_key = None
        self.history_len += 1

    def _cut(self, ev: list | None) -> None:
        p = self.to_move
        if not self.cut_left[p] or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.CUT))
        self.cut_left[p] = False
        if ev is not None:
            ev.append(_STUDIO[p, "cut"])
        self._advance(p)

    def _double(self, ev: list | None) -> None:
        p = self.to_move
        if not self.double_left[p] or self.tokens[p] < 2 or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.DOUBLE))
        self.double_left[p] = False
        self.double_pending = 2
        if ev is not None:
            ev.append(_STUDIO[p, "double"])

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

    def _hand_out(self, ev: list | None) -> None:
        """Give the claimed cards one at a time (H5.1, H6); stop at a star choice."""
        order = self._handout_order()
        owner = self.owner
        slots = self.slots
        tableaus = self.tableaus
        for i in range(self.handout_i, NSLOTS):
            slot = order[i]
            p = owner[slot]
            if p < 0:
                continue
            card = slots[slot]
            tab = tableaus[p]
            if _IS_FILM[card]:                                                     # H6.2
                tab.projects[_GENRE[card]].append(card)
                result = 0
            elif not _IS_STAR[card]:                                               # H6.1
                tab.blockbusters.append(card)
                result = 1
            else:
                open_genres = list(compress(_GENRES, tab.projects))
                if not open_genres:                                                # H6.4
                    tab.worthless.append(card)
                    result = 3
                else:
                    if ev is not None:
                        k = ((p * NCARDS + card) * NSLOTS + slot) * 4 + 2
                        ev.append(_AWARDED[k] or _awarded(k))
                    if len(open_genres) == 1:                     # forced: nothing to choose
                        self._finish_film(p, card, open_genres[0], True, ev)
                        continue
                    self.handout_i = i                            # H6.5: the receiver decides
                    self.phase = STAR_CHOICE
                    self.to_move = p
                    return
            if ev is not None:
                k = ((p * NCARDS + card) * NSLOTS + slot) * 4 + result
                ev.append(_AWARDED[k] or _awarded(k))
        self.handout_i = NSLOTS
        self._close_round(ev)

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
            ev.append(E.FilmFinished(p, _CARD_ID[star], GENRE_IDS[genre],
                                     tuple(map(_CARD_ID.__getitem__, cards)), forced))

    def _close_round(self, ev: list | None) -> None:
        unclaimed = list(compress(_SLOTS, map(_UNCLAIMED, self.owner)))            # H5.2
        cards = list(map(self.slots.__getitem__, unclaimed))
        self.removed.extend(cards)
        for c in cards:
            if _IS_FILM[c]:
                self.removed_films[_GENRE[c]] += 1
        if ev is not None:
            ev.append(E.CardsRemoved(self.round, tuple(map(_CARD_ID.__getitem__, cards)),
                                     tuple(unclaimed)))
            ev.append(_ENDED[self.round])
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
                ev.append(E.GameOver(tuple([b.total for b in r.breakdowns]), r.winners,
                                     r.tiebreak))
        else:
            self.round += 1
            self.first = (self.first + 1) % self.n                                 # H2.2
            self.phase = DEAL
