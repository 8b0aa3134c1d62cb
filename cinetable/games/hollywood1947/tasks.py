"""The random tasks of Hollywood 1947: each draw, deal, die, poster and random pick is
one CHANCE action naming its outcome; here is what each one does (but a card drawn into
a hand and a die, the commonest, which state.py's _apply does itself), and the card
moves that keep every card's location and who knows it (W3.3.4, W8.9)."""
from __future__ import annotations

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.fields import MixinBase
from cinetable.games.hollywood1947.tables import (
    CARD_ADDED,
    CARD_SEEN,
    CARDS_DRAWN,
    JOB_DEALT,
    LOYALTY_DEALT,
    POSTER_REVEALED,
    RANDOM_DISCARD,
)

NP = A.NP
DECK, DISCARD, PILE, OUT, COMPOSER, HAND, GHOST = 0, 1, 2, 3, 4, 10, 30
P_DECK, P_REMOVED, P_USED, P_OUT, P_CHOICE, P_SHOWN = range(6)
EDITOR = 10


class TasksMixin(MixinBase):
    __slots__ = ()

    def _prepare(self, ev: list | None) -> None:
        """Before a draw from an empty pile, shuffle the discards (posters: the removed
        ones) into a new one (W3.3.4, W8.9); a draw that nothing can feed is skipped."""
        while self.queue:
            kind = self.queue[0][0]
            if kind in ("draw", "comp", "ghost", "deck") and not self.deck:
                if not self.discard:
                    self.queue.pop(0)
                    continue
                for c in self.discard:
                    self.loc[c] = DECK
                    self.known[c] = 0
                self.deck, self.discard = self.discard, []
                if ev is not None:
                    ev.append(E.Reshuffled("deck", len(self.deck)))
            elif kind in ("poster", "sw") and P_DECK not in self.poster_at:
                for i in range(NP):
                    if self.poster_at[i] == P_REMOVED:
                        self.poster_at[i] = P_DECK
                        self.poster_known[i] = 0
                if ev is not None:
                    ev.append(E.Reshuffled("posters", self.poster_at.count(P_DECK)))
            elif kind in ("look", "cut") and not self.pile:
                self.queue.pop(0)
                continue
            return

    def _move_card(self, c: int, where: int, known: int) -> None:
        old = self.loc[c]
        if old == DECK:
            self.deck.remove(c)
        elif old == DISCARD:
            self.discard.remove(c)
        elif old == PILE:
            i = self.pile.index(c)
            del self.pile[i]
            del self.pile_by[i]
        elif old == COMPOSER:
            self.composer.remove(c)
        elif old >= GHOST:
            self.ghost_card[old - GHOST] = -1
        elif old >= HAND:
            self.hands[old - HAND].remove(c)
        self.loc[c] = where
        self.known[c] = known
        if where == DECK:
            self.deck.append(c)
        elif where == DISCARD:
            self.discard.append(c)
        elif where == COMPOSER:
            self.composer.append(c)
        elif where >= GHOST:
            self.ghost_card[where - GHOST] = c
        elif where >= HAND:
            self.hands[where - HAND].append(c)

    def _to_pile(self, c: int, by: int, known: int) -> None:
        self._move_card(c, PILE, known)
        self.pile.append(c)
        self.pile_by.append(by)
        self.added_by.append(by)

    def _t_job(self, seat, j, ev):
        self.job_at[j] = seat
        if ev is not None:
            ev.append(JOB_DEALT[seat, j])

    def _t_loyal(self, seat, k, ev):
        self.loyal[seat] = k
        self.loyal_pool[k] -= 1
        if ev is not None:
            ev.append(LOYALTY_DEALT[seat, k])
        if seat == self.n - 1:
            comrades = tuple(p for p in range(self.n) if self.loyal[p] == 1)
            if comrades:
                if ev is not None:
                    ev.append(E.ComradesKnown(comrades, comrades))

    def _t_comp(self, seat, c, ev):
        self._move_card(c, COMPOSER, 1 << seat)
        if ev is not None:
            ev.append(CARDS_DRAWN[seat, 1, "composer"])
            ev.append(CARD_SEEN[seat, c, "composer"])

    def _t_ghost(self, g, c, ev):
        self._move_card(c, GHOST + g, 0)
        self.ghost_seen[g] = 0
        if ev is not None:
            ev.append(CARDS_DRAWN[self.n + g, 1, "ghost"])

    def _t_deck(self, _, c, ev):
        self._to_pile(c, -1, 0)
        if ev is not None:
            ev.append(CARD_ADDED[-1, "deck"])

    def _t_poster(self, _, i, ev):
        self.poster_at[i] = P_SHOWN
        self.poster = i
        if ev is not None:
            ev.append(POSTER_REVEALED[i, -1])

    def _t_sw(self, seat, i, ev):
        self.poster_at[i] = P_CHOICE
        self.poster_known[i] = 1 << seat
        self.sw_choice.append(i)
        if len(self.sw_choice) == 2:
            if ev is not None:
                ev.append(E.PostersDrawn(seat, tuple(A.POSTER_ID[x] for x in self.sw_choice), (seat,)))

    def _t_look(self, _, c, ev):
        self.editor_look = c
        self.known[c] |= 1 << self.editor
        if ev is not None:
            ev.append(CARD_SEEN[self.editor, c, "editor"])
        self.sub = EDITOR
        self.to_move = self.editor

    def _t_cut(self, _, c, ev):
        # the adder (and an Editor who saw it) will know where it went once the film is shown
        self._move_card(c, DISCARD, self.known[c])
        if ev is not None:
            ev.append(RANDOM_DISCARD[len(self.pile), ])
