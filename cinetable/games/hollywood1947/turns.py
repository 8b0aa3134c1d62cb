"""Shooting (W3.1): turn order, the three options and pass, the nine Jobs (W8.2-W8.7)."""
from __future__ import annotations

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.fields import MixinBase

# the sub-decision codes and locations, as in state.py (imported lazily there)
NONE, TURN, SW_KEEP, PROD_FOLLOW, GAFFER_DIE, REROLL2, DISCARD2, COMPOSE, ADD_STAR, \
    SPEND_TOKEN, EDITOR, END_TURN = range(12)
DISCARD, PILE, HAND, GHOST = 1, 2, 10, 30
P_DECK, P_REMOVED, P_SHOWN = 0, 1, 5
TOKENS = 4
_TURN_STARTED = tuple(E.TurnStarted(p) for p in range(9))
_PASSED = tuple(E.Passed(p) for p in range(9))


class TurnsMixin(MixinBase):
    __slots__ = ()

    # ---- what may be done now -------------------------------------------------------
    def _decisions(self) -> list:
        sub = self.sub
        p = self.to_move
        if sub == TURN:
            return self._turn_actions(p)
        if sub == ADD_STAR:
            acts = [A.ADD[c] for c in self.hands[p]]
            if self.added >= self.need:
                acts.append(A.DONE)
            return acts
        if sub == SPEND_TOKEN:
            return [A.SPEND[c] for c in self.hands[p]] + [A.KEEP_TOKENS]
        if sub == GAFFER_DIE:
            return list(self._tables()[3])
        if sub == REROLL2:
            first = self.reroll_first
            return [a for d, a in enumerate(self._tables()[3]) if d != first] + [A.STOP]
        if sub == DISCARD2:
            return [A.DISCARD[c] for c in self.hands[p]]
        if sub == COMPOSE:
            return [A.ADD[c] for c in self.composer]
        if sub == SW_KEEP:
            return [A.KEEP_POSTER[i] for i in self.sw_choice]
        if sub == EDITOR:
            return [A.EDIT_DISCARD, A.EDIT_RETURN]
        if sub == PROD_FOLLOW:
            return self._job_actions(p, self.target) + [A.END]
        return []

    def _tables(self):
        return A.seat_tables(self.n, self.ng, self.nd)

    def _turn_actions(self, p: int) -> list:
        acts = [A.PASS]
        job_at = self.job_at
        mine = [j for j in range(9) if job_at[j] == p]
        for j in mine:                                                           # option 1
            if self.can_use(p, j):
                acts += self._job_actions(p, j)
        if self.n != 9:                                                          # option 2
            centre = [j for j in range(9) if job_at[j] == -1]
            acts += [A.SWAP[(own, c)] for own in mine for c in centre]
        acts += self._tables()[3]                                                # option 3
        if self.ng:
            acts.append(A.PEEK)                                                  # W5.3
        return acts

    def can_use(self, p: int, j: int) -> bool:
        """Job j may be used by seat p now (W3.1.5, W8.2, W8.7)."""
        if self.used >> j & 1 or self.fresh[j] == p or self.job_at[j] != p:
            return False
        if j == A.SCREENWRITER:
            return self.sw_seat == p and self.poster < 0 and not self.sw_choice \
                and self.sub == TURN
        return True

    def _job_actions(self, p: int, j: int) -> list:
        if self.used >> j & 1:
            return []
        if j == A.SCREENWRITER:
            if sum(1 for x in self.poster_at if x in (P_DECK, P_REMOVED)) < 2:
                return []
            return [A.USE_SIMPLE[j]] if self.sub == TURN else []
        if j == A.PRODUCER:
            inplay = [k for k in range(9) if self.job_at[k] != -2]
            return [A.PRODUCE[(a, b)] for i, a in enumerate(inplay) for b in inplay[i + 1:]]
        if j == A.DIRECTOR:
            give, move, _, _ = self._tables()
            ok = [h for h in range(len(self.tokens)) if self.last_recv[h] != self.round - 1]
            if sum(self.tokens) < TOKENS:                                        # W8.4
                return [give[h] for h in ok]
            return [move[(a, b)] for a in range(len(self.tokens)) if self.tokens[a]
                    for b in ok if b != a]
        if j in (A.CINEMATOGRAPHER, A.ACTRESS, A.ACTOR):
            return list(self._tables()[2][j])
        if j == A.COMPOSER:
            return [A.USE_SIMPLE[j]] if len(self.deck) + len(self.discard) >= 2 else []
        return [A.USE_SIMPLE[j]]                                       # Gaffer, Editor

    # ---- doing it -------------------------------------------------------------------
    def _decide(self, action, ev: list | None) -> None:
        kind = action.kind
        p = self.to_move
        sub = self.sub
        if kind == "use":
            self._use(p, action.arg, ev)
        elif kind == "reroll":
            d = action.arg
            if ev is not None:
                ev.append(E.RerollChosen(p, d, A.die_name(self.n, d)))
            owner = d // 2 if self.small else d
            if owner < self.n and owner != p:            # taking a star away hinders
                self.acts.append((self.round, p, owner, -1 if self.dice[d] else 1))
            self.queue.append(("die", d))
            if sub == TURN:                                                      # W3.1.4
                self.sub, self.reroll_first = REROLL2, d
            elif sub == GAFFER_DIE:                                              # W8.5
                self.left -= 1
                if not self.left:
                    self.sub = END_TURN
            else:
                self.sub = END_TURN
        elif kind in ("pass", "stop", "end"):
            if kind == "pass":
                if ev is not None:
                    ev.append(_PASSED[p])
            self.sub = END_TURN
        elif kind == "swap":                                                     # W3.1.3
            own, c = action.arg
            self.job_at[own], self.job_at[c] = -1, p
            self.fresh[c] = p
            if ev is not None:
                ev.append(E.JobsSwapped(p, own, c, -1, p, False))
            self.sub = END_TURN
        elif kind == "peek":                                                     # W5.3
            bit = 1 << p
            for g, c in enumerate(self.ghost_card):
                self.ghost_seen[g] |= bit
                if c >= 0:
                    self.known[c] |= bit
            if ev is not None:
                ev.append(E.GhostsPeeked(p))
                ev.append(E.GhostCards(p, tuple(A.CARD_ID[c] if c >= 0 else None
                                                for c in self.ghost_card), (p,)))
            self.sub = END_TURN
        elif kind == "discard":                                                  # W8.6
            self._move_card(action.arg, DISCARD, 1 << p)
            if ev is not None:
                ev.append(E.CardsDiscarded(p, 1))
                ev.append(E.CardsDiscardedSecret(p, (A.CARD_ID[action.arg],), (p,)))
            self.left -= 1
            if not self.left:
                self.sub = END_TURN
        elif kind == "add" and sub == COMPOSE:                                   # W3.1.2 #8
            c = action.arg
            self._to_pile(c, p, 1 << p)
            other = [x for x in self.composer if x != c]
            for x in other:
                self._move_card(x, DISCARD, 1 << p)
            self.composer_added = True
            if ev is not None:
                ev.append(E.CardAdded(p, "composer"))
                ev.append(E.CardAddedSecret(p, A.CARD_ID[c], (p,)))
                ev.append(E.CardsDiscarded(p, len(other)))
            self.sub = END_TURN
        elif kind == "keep" and sub == SW_KEEP:                                  # W8.2
            i = action.arg
            other = [x for x in self.sw_choice if x != i]
            self.sw_choice = []
            self.poster_at[i] = P_SHOWN
            self.poster = i
            if ev is not None:
                ev.append(E.PosterRevealed(A.POSTER_ID[i], p))
            for x in other:
                self.poster_at[x] = P_REMOVED
                self.poster_known[x] = 1 << p
                if ev is not None:
                    ev.append(E.PosterRemoved(p, A.COMP.posters[x].bias))
                    ev.append(E.PosterRemovedId(p, A.POSTER_ID[x], (p,)))
            self.sub = END_TURN
        else:
            self._decide_editing(action, ev)

    def _use(self, p: int, arg: tuple, ev: list | None) -> None:
        j = arg[0]
        self.used |= 1 << j
        target = arg[1] if j in (A.CINEMATOGRAPHER, A.ACTRESS, A.ACTOR) else -1
        if ev is not None:
            ev.append(E.JobUsed(p, j, target))
        self.sub = END_TURN
        if j == A.SCREENWRITER:
            self.queue += [("sw", p), ("sw", p)]
            self.sub = SW_KEEP
        elif j == A.PRODUCER:                                                    # W8.3
            a, b = arg[1], arg[2]
            ha, hb = self.job_at[a], self.job_at[b]
            self.job_at[a], self.job_at[b] = hb, ha
            if ev is not None:
                ev.append(E.JobsSwapped(p, a, b, hb, ha, True))
            new = b if ha == p else a if hb == p else -1
            if new >= 0 and new != A.SCREENWRITER and not self.used >> new & 1 \
                    and self._job_actions(p, new):
                self.sub, self.target = PROD_FOLLOW, new
        elif j == A.DIRECTOR:                                                    # W8.4
            src, dst = arg[1], arg[2]
            if src >= 0:
                self.tokens[src] -= 1
            self.tokens[dst] += 1
            self.last_recv[dst] = self.round
            if dst < self.n and dst != p:
                self.acts.append((self.round, p, dst, 1))
            if 0 <= src < self.n and src != p:
                self.acts.append((self.round, p, src, -1))
            if ev is not None:
                ev.append(E.TrophyGiven(p, src, dst))
        elif j == A.GAFFER:
            self.sub, self.left = GAFFER_DIE, 3
        elif j == A.CINEMATOGRAPHER:
            hand = self.hands[target][:]
            for c in hand:
                self._move_card(c, DISCARD, 1 << target)
            if ev is not None:
                ev.append(E.CardsDiscarded(target, len(hand)))
                ev.append(E.CardsDiscardedSecret(target, tuple(A.CARD_ID[c] for c in hand),
                                                 (target,)))
            self.queue += [("draw", target)] * 3
        elif j in (A.ACTRESS, A.ACTOR):
            if target != p:
                self.acts.append((self.round, p, target, 1))
            self.queue += [("draw", target)] * 2
            self.sub, self.left, self.target = DISCARD2, 2, target
            self.to_move = target
        elif j == A.COMPOSER:
            self.queue += [("comp", p), ("comp", p)]
            self.sub = COMPOSE
        elif j == A.EDITOR:                                                      # W3.1.2 #9
            self.editor = p

    def _end_turn(self, ev: list | None) -> None:
        self.sub = NONE
        if self.poster < 0:                       # the Screenwriter did not choose (W3.1.2)
            self.queue.append(("poster", None))
        self.turn_i += 1

    def _next_turn(self, ev: list | None) -> bool:
        """Give the next turn of Shooting (W3.1.1, W5.2, W6 Studio order); False when done."""
        if self.studio:
            # one pass over the numbers: every Job held is a turn at its own number, at
            # most one turn per seat (two with 1-3 players: acted[1] marks the second),
            # no orbits (W8.13)
            turns = 2 if self.small else 1
            while self.turn_i < 9:
                h = self.job_at[self.turn_i]
                if h >= 0:
                    k = next((k for k in range(turns) if not self.acted[k] >> h & 1), -1)
                    if k >= 0:
                        self.acted[k] |= 1 << h
                        self._start_turn(h, ev)
                        return True
                self.turn_i += 1
            return False
        if self.turn_i < len(self.order):
            self._start_turn(self.order[self.turn_i], ev)
            return True
        return False

    def _start_turn(self, p: int, ev: list | None) -> None:
        self.to_move = p
        self.sub = TURN
        if ev is not None:
            ev.append(_TURN_STARTED[p])

    def clockwise_order(self) -> list:
        """Lowest-numbered Job held by a seat first, then clockwise (W8.1)."""
        start = next(self.job_at[j] for j in range(9) if self.job_at[j] >= 0)
        return [(start + k) % self.n for k in range(self.n)]

    def job_order(self) -> list:
        """Seats by the lowest Job number each holds (Studio order)."""
        seen = []
        for j in range(9):
            h = self.job_at[j]
            if h >= 0 and h not in seen:
                seen.append(h)
        return seen
