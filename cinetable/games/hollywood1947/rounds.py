"""Editing, Premiere and the end of a round (W3.2, W3.3, W4, W5.4-W5.6, W6, W8.8-W8.12)."""
from __future__ import annotations

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.fields import MixinBase
from cinetable.games.hollywood1947.tables import (
    ADDED_SECRET,
    CARD_ADDED,
    EDITOR_CHOSE,
    ROUND_STARTED,
)

NONE, TURN, SW_KEEP, PROD_FOLLOW, GAFFER_DIE, REROLL2, DISCARD2, COMPOSE, ADD_STAR, \
    SPEND_TOKEN, EDITOR, END_TURN = range(12)
S_START, S_SHOOT, S_STAR, S_TOKEN, S_GHOSTS, S_DECK, S_CUT, S_PREMIERE, S_DRAW, S_CLEAN = range(10)
DISCARD, PILE = 1, 2
P_USED = 2
_CARDS = A.COMP.cards
_PAT = tuple(c.patriot for c in _CARDS)
_COM = tuple(c.communist for c in _CARDS)
_HEAR = tuple(c.hearing for c in _CARDS)
_REORG = tuple(c.reorganization for c in _CARDS)
_BIAS = tuple(p.bias for p in A.COMP.posters)
SIDES = ("patriot", "communist", "both")


class RoundsMixin(MixinBase):
    __slots__ = ()

    def stars_of(self, p: int) -> int:
        """Star dice in front of seat p (two dice each with 1-3 players, W5.4)."""
        if self.small:
            return self.dice[2 * p] + self.dice[2 * p + 1]
        return self.dice[p]

    def ghost_die(self, g: int) -> int:
        return self.nd - self.ng + g

    def seventh_justice(self) -> bool:
        return self.justice and self.round == 6                         # W6, W8.10

    def strike_on(self) -> bool:
        return self.strike and self.poster >= 0 and _BIAS[self.poster] == 0

    # ---- the round's stages ------------------------------------------------------------
    def _stage(self, ev: list | None) -> None:
        """Run the round's stages until a random task or a decision waits, or the game
        ends."""
        queue = self.queue
        while True:
            st = self.stage
            if st == S_START:
                self._start_round(ev)
            elif st == S_SHOOT:
                if not self._next_turn(ev):
                    self.stage = S_STAR                                              # W8.1
                    self.edit_order = self.job_order() if self.studio else self.clockwise_order()
                    self.edit_i = 0
            elif st == S_STAR:                                                       # W3.2.1
                order = self.edit_order
                while self.edit_i < len(order):
                    p = order[self.edit_i]
                    s = self.dice[2 * p] + self.dice[2 * p + 1] if self.small else self.dice[p]
                    hand = len(self.hands[p])
                    if s and hand:
                        self.need = min(s, hand)
                        self.left = min(3 if self.strike_on() else s, hand)          # W8.12
                        self.added = 0
                        self.sub, self.to_move = ADD_STAR, p
                        return
                    self.edit_i += 1
                self.stage, self.edit_i = S_TOKEN, 0
            elif st == S_TOKEN:
                order = self.edit_order
                while self.edit_i < len(order):
                    p = order[self.edit_i]
                    if self.tokens[p] and self.hands[p]:
                        self.sub, self.to_move = SPEND_TOKEN, p
                        return
                    self.edit_i += 1
                self.stage = S_GHOSTS
            elif st == S_GHOSTS:                                                     # W8.8
                n = self.n
                for g in range(self.ng):
                    c = self.ghost_card[g]
                    if c < 0:
                        continue
                    if self.dice[self.ghost_die(g)]:
                        self._to_pile(c, n + g, self.known[c])
                        if ev is not None:
                            ev.append(CARD_ADDED[n + g, "ghost"])
                    elif self.tokens[n + g]:
                        self.tokens[n + g] -= 1
                        self._to_pile(c, n + g, self.known[c])
                        if ev is not None:
                            ev.append(CARD_ADDED[n + g, "token"])
                self.stage = S_DECK
            elif st == S_DECK:                                                       # W3.2.2
                if not self.composer_added and not self.seventh_justice():
                    queue.append(("deck", None))
                self.stage = S_CUT
            elif st == S_CUT:                                                        # W3.2.3
                self.stage = S_PREMIERE
                if self.editor >= 0 and self.pile:
                    queue.append(("look", None))
                elif self.pile and not self.seventh_justice():
                    queue.append(("cut", None))
            elif st == S_PREMIERE:
                self._premiere(ev)
            elif st == S_DRAW:                                                       # W3.3.3
                for p in self.edit_order:
                    queue += [("draw", p)] * (3 - len(self.hands[p]))
                # the emptied ghosts draw while the film's cards still lie in the pile, so
                # a reshuffle cannot give them back this round's cards (W8.14)
                queue += [("ghost", g) for g in range(self.ng) if self.ghost_card[g] < 0]
                self.stage = S_CLEAN
            elif st == S_CLEAN:
                everyone = self.all_bits              # the film's cards, seen, discarded
                pile, loc, known = self.pile, self.loc, self.known
                for c in pile:
                    loc[c] = DISCARD
                    known[c] = everyone
                self.discard += pile
                pile.clear()
                self.pile_by.clear()
                self.poster_at[self.poster] = P_USED
                self.round += 1
                self.stage = S_START
            if queue or self.sub != NONE or self.winners_ is not None:
                return

    def _start_round(self, ev: list | None) -> None:
        self.order = [] if self.studio else self.clockwise_order() * (2 if self.small else 1)
        h = self.job_at[A.SCREENWRITER]
        self.sw_seat = h if h >= 0 else -1
        self.used = 0
        self.fresh = [-1] * 9
        self.editor = self.editor_look = -1
        self.composer_added = False
        self.poster = -1
        self.turn_i = 0
        self.acted = [0, 0]
        self.pile, self.pile_by, self.added_by = [], [], []
        if ev is not None:
            ev.append(ROUND_STARTED[self.round, tuple(self.order)])
        if self.sw_seat < 0:                                                     # W3.1.2 #1
            self.queue.append(("poster", None))
        self.stage = S_SHOOT

    def film_count(self, cards) -> tuple:
        """Patriot and Communist symbols of a film, the poster's own included (W3.3.1)."""
        b = _BIAS[self.poster]
        return (sum(map(_PAT.__getitem__, cards)) + (b > 0),
                sum(map(_COM.__getitem__, cards)) + (b < 0))

    def _premiere(self, ev: list | None) -> None:
        # shown shuffled: the film records its cards and its adders each in sorted order,
        # so nobody learns who added which card (W3.2.3)
        cards = tuple(sorted(self.pile))
        pat, com = self.film_count(cards)
        if self.n == 2 and pat == com:                                           # W5.6
            won = 2
            self.score[0] += 1
            self.score[1] += 1
        else:
            won = 0 if pat > com else 1
            self.score[won] += 1
        hearing = any(map(_HEAR.__getitem__, cards))
        reorg = any(map(_REORG.__getitem__, cards))
        # who added a card, the cut one's adder included: the pile was shuffled before the
        # cut, so nobody may learn whose card went (W3.2.3)
        self.films.append((self.poster, cards, pat, com, won, tuple(sorted(self.added_by))))
        if ev is not None:
            ev.append(E.FilmRevealed(self.round, A.POSTER_ID[self.poster],
                                     tuple(map(A.CARD_ID.__getitem__, cards)), pat, com,
                                     SIDES[won]))
        everyone = self.all_bits
        for c in cards:
            self.known[c] = everyone
        if self._check_win(pat, com, ev):
            return
        if hearing:                                                              # W8.11
            if ev is not None:
                ev.append(E.Hearing())
            self.queue += [("die", d) for d in range(self.nd)]
        if reorg:
            if ev is not None:
                ev.append(E.Reorganization())
            for j in range(9):
                if self.job_at[j] != -2:
                    self.job_at[j] = -1
            per = 2 if self.small else 1
            self.queue += [("job", p) for p in range(self.n) for _ in range(per)]
        self.stage = S_DRAW

    def _check_win(self, pat: int, com: int, ev: list | None) -> bool:
        """W4: 4 films (3 for the Communists with 3 players); the 7th film's margin."""
        n = self.n
        pw = self.score[0] >= 4
        cw = self.score[1] >= (3 if n == 3 else 4)
        if not (pw or cw):
            return False
        stars = tuple(p for p in range(n) if self.loyal[p] == 2)
        if self.round == 6 and stars and abs(pat - com) <= 1:                    # W4.2
            winners, side = stars, "star"
        elif pw and cw:
            winners, side = tuple(range(n)), "draw"                              # W5.6
        else:
            k = 0 if pw else 1
            winners, side = tuple(p for p in range(n) if self.loyal[p] == k), A.LOYALTIES[k]
        self.winners_ = winners
        self.side_won = side
        self.to_move = -1
        if ev is not None:
            ev.append(E.GameOver(winners, side, tuple(A.LOYALTIES[k] for k in self.loyal)))
        return True

    # ---- editing decisions ----------------------------------------------------------------
    def _decide_editing(self, action, ev: list | None) -> None:
        kind = action.kind
        p = self.to_move
        sub = self.sub
        if sub == ADD_STAR:
            if kind == "add":
                self._to_pile(action.arg, p, 1 << p)
                self.added += 1
                if ev is not None:
                    ev.append(CARD_ADDED[p, "strike" if self.added > self.need else "star"])
                    ev.append(ADDED_SECRET[p, action.arg])
                if self.added < self.left and self.hands[p]:
                    return
            self.sub = NONE
            self.edit_i += 1
        elif sub == SPEND_TOKEN:                                                 # W3.2.1
            if kind == "spend":
                self.tokens[p] -= 1
                self._to_pile(action.arg, p, 1 << p)
                if ev is not None:
                    ev.append(CARD_ADDED[p, "token"])
                    ev.append(ADDED_SECRET[p, action.arg])
                if self.tokens[p] and self.hands[p]:
                    return
            self.sub = NONE
            self.edit_i += 1
        elif sub == EDITOR:                                                      # W8.10
            c = self.editor_look
            self.editor_look = -1
            self.sub = NONE
            if action.arg:
                self._move_card(c, DISCARD, self.known[c] | 1 << p)
                if ev is not None:
                    ev.append(EDITOR_CHOSE[p, True])
            else:
                if ev is not None:
                    ev.append(EDITOR_CHOSE[p, False])
                if not self.seventh_justice():
                    self.queue.append(("cut", None))
        else:
            raise AssertionError(f"no rule for {action} at decision {sub}")
