"""Shooting (W3.1): turn order, the three options and pass, the nine Jobs (W8.2-W8.7)."""
from __future__ import annotations

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.fields import MixinBase
from cinetable.games.hollywood1947.tables import (
    ADDED_SECRET,
    CARD_ADDED,
    DIE_TASK,
    DISCARDED,
    DISCARDED_ONE,
    JOB_USED,
    JOBS_SWAPPED,
    PASSED,
    POSTER_REMOVED,
    POSTER_REMOVED_ID,
    POSTER_REVEALED,
    SWAP_TO,
    TROPHY_GIVEN,
    TURN_STARTED,
)

# the sub-decision codes and locations, as in state.py (imported lazily there)
NONE, TURN, SW_KEEP, PROD_FOLLOW, GAFFER_DIE, REROLL2, DISCARD2, COMPOSE, ADD_STAR, \
    SPEND_TOKEN, EDITOR, END_TURN = range(12)
DISCARD, PILE, HAND, GHOST = 1, 2, 10, 30
P_DECK, P_REMOVED, P_SHOWN = 0, 1, 5
TOKENS = 4
_JOBS = range(9)
_TARGETED = (A.CINEMATOGRAPHER, A.ACTRESS, A.ACTOR)
ADD, SPEND = A.ADD, A.SPEND


class TurnsMixin(MixinBase):
    __slots__ = ()

    # ---- what may be done now -------------------------------------------------------
    def _decisions(self) -> list:
        sub = self.sub
        p = self.to_move
        if sub == TURN:
            return self._turn_actions(p)
        if sub == ADD_STAR:
            acts = [ADD[c] for c in self.hands[p]]
            if self.added >= self.need:
                acts.append(A.DONE)
            return acts
        if sub == SPEND_TOKEN:
            return [SPEND[c] for c in self.hands[p]] + [A.KEEP_TOKENS]
        if sub == GAFFER_DIE:
            return list(self.game.fx.reroll)
        if sub == REROLL2:
            first = self.reroll_first
            acts = list(self.game.fx.reroll)
            del acts[first]                     # the die rerolled first, not again (W3.1.4)
            acts.append(A.STOP)
            return acts
        if sub == DISCARD2:
            return [A.DISCARD[c] for c in self.hands[p]]
        if sub == COMPOSE:
            return [ADD[c] for c in self.composer]
        if sub == SW_KEEP:
            return [A.KEEP_POSTER[i] for i in self.sw_choice]
        if sub == EDITOR:
            return [A.EDIT_DISCARD, A.EDIT_RETURN]
        if sub == PROD_FOLLOW:
            return self._job_actions(p, self.target) + [A.END]
        return []

    def _turn_actions(self, p: int) -> list:
        acts = [A.PASS]
        job_at = self.job_at
        used = self.used
        fresh = self.fresh
        mine = [job_at.index(p)] if job_at.count(p) == 1 else [j for j in _JOBS if job_at[j] == p]
        for j in mine:                                                           # option 1
            # can_use, the seat and the decision known (W3.1.5, W8.2, W8.7)
            if used >> j & 1 or fresh[j] == p:
                continue
            if j == A.SCREENWRITER and (self.sw_seat != p or self.poster >= 0
                                        or self.sw_choice):
                continue
            acts += self._job_actions(p, j)
        if self.n != 9:                                                          # option 2
            centre = [j for j in _JOBS if job_at[j] == -1]
            for own in mine:
                to = SWAP_TO[own]
                acts += [to[c] for c in centre]
        acts += self.game.fx.reroll                                                   # option 3
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
        if j in _TARGETED:
            return list(self.game.fx.target[j])
        if j == A.DIRECTOR:
            return self._director_actions()
        if j == A.PRODUCER:
            return list(self.game.fx.produce)
        if j == A.SCREENWRITER:
            at = self.poster_at
            if at.count(P_DECK) + at.count(P_REMOVED) < 2:
                return []
            return [A.USE_SIMPLE[j]] if self.sub == TURN else []
        if j == A.COMPOSER:
            return [A.USE_SIMPLE[j]] if len(self.deck) + len(self.discard) >= 2 else []
        return [A.USE_SIMPLE[j]]                                       # Gaffer, Editor

    def _director_actions(self) -> list:
        tokens = self.tokens
        last = self.round - 1
        ok = [h for h, r in enumerate(self.last_recv) if r != last]
        if sum(tokens) < TOKENS:                                                 # W8.4
            give = self.game.fx.give
            return [give[h] for h in ok]
        move = self.game.fx.move
        return [move[(a, b)] for a in range(len(tokens)) if tokens[a] for b in ok if b != a]

    # ---- doing it: one handler per action kind (state.py's _DECIDE) ---------------------
    def _d_reroll(self, action, ev: list | None) -> None:
        p = self.to_move
        d = action.arg
        if ev is not None:
            ev.append(self.game.fx.reroll_chosen[p][d])
        owner = d // 2 if self.small else d
        if owner < self.n and owner != p:            # taking a star away hinders
            self.acts.append((self.round, p, owner, -1 if self.dice[d] else 1))
        self.queue.append(DIE_TASK[d])
        sub = self.sub
        if sub == TURN:                                                          # W3.1.4
            self.sub, self.reroll_first = REROLL2, d
        elif sub == GAFFER_DIE:                                                  # W8.5
            self.left -= 1
            if not self.left:
                self.sub = END_TURN
        else:
            self.sub = END_TURN

    def _d_pass(self, action, ev: list | None) -> None:         # pass, stop, end
        if ev is not None and action.kind == "pass":
            ev.append(PASSED[self.to_move])
        self.sub = END_TURN

    def _d_swap(self, action, ev: list | None) -> None:                          # W3.1.3
        p = self.to_move
        own, c = action.arg
        self.job_at[own], self.job_at[c] = -1, p
        self.fresh[c] = p
        if ev is not None:
            ev.append(JOBS_SWAPPED[p, own, c, -1, p, False])
        self.sub = END_TURN

    def _d_peek(self, action, ev: list | None) -> None:                          # W5.3
        p = self.to_move
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

    def _d_discard(self, action, ev: list | None) -> None:                       # W8.6
        p = self.to_move
        self._move_card(action.arg, DISCARD, 1 << p)
        if ev is not None:
            ev.append(DISCARDED[p, 1])
            ev.append(DISCARDED_ONE[p, action.arg])
        self.left -= 1
        if not self.left:
            self.sub = END_TURN

    def _d_add(self, action, ev: list | None) -> None:
        if self.sub != COMPOSE:
            return self._decide_editing(action, ev)
        p = self.to_move                                                         # W3.1.2 #8
        c = action.arg
        self._to_pile(c, p, 1 << p)
        other = [x for x in self.composer if x != c]
        for x in other:
            self._move_card(x, DISCARD, 1 << p)
        self.composer_added = True
        if ev is not None:
            ev.append(CARD_ADDED[p, "composer"])
            ev.append(ADDED_SECRET[p, c])
            ev.append(DISCARDED[p, len(other)])
        self.sub = END_TURN

    def _d_keep(self, action, ev: list | None) -> None:
        if self.sub != SW_KEEP:
            return self._decide_editing(action, ev)
        p = self.to_move                                                         # W8.2
        i = action.arg
        other = [x for x in self.sw_choice if x != i]
        self.sw_choice = []
        self.poster_at[i] = P_SHOWN
        self.poster = i
        if ev is not None:
            ev.append(POSTER_REVEALED[i, p])
        for x in other:
            self.poster_at[x] = P_REMOVED
            self.poster_known[x] = 1 << p
            if ev is not None:
                ev.append(POSTER_REMOVED[p, A.COMP.posters[x].bias])
                ev.append(POSTER_REMOVED_ID[p, x])
        self.sub = END_TURN

    def _d_use(self, action, ev: list | None) -> None:
        p = self.to_move
        arg = action.arg
        j = arg[0]
        self.used |= 1 << j
        target = arg[1] if j in _TARGETED else -1
        if ev is not None:
            ev.append(JOB_USED[p, j, target])
        self.sub = END_TURN
        if j == A.SCREENWRITER:
            self.queue += [("sw", p), ("sw", p)]
            self.sub = SW_KEEP
        elif j == A.PRODUCER:                                                    # W8.3
            a, b = arg[1], arg[2]
            ha, hb = self.job_at[a], self.job_at[b]
            self.job_at[a], self.job_at[b] = hb, ha
            if ev is not None:
                ev.append(JOBS_SWAPPED[p, a, b, hb, ha, True])
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
                ev.append(TROPHY_GIVEN[p, src, dst])
        elif j == A.GAFFER:
            self.sub, self.left = GAFFER_DIE, 3
        elif j == A.CINEMATOGRAPHER:
            hand = self.hands[target][:]
            for c in hand:
                self._move_card(c, DISCARD, 1 << target)
            if ev is not None:
                ev.append(DISCARDED[target, len(hand)])
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
            ev.append(TURN_STARTED[p])

    def clockwise_order(self) -> list:
        """Lowest-numbered Job held by a seat first, then clockwise (W8.1)."""
        for start in self.job_at:
            if start >= 0:
                return [*range(start, self.n), *range(start)]
        raise StopIteration                   # no Job held: not a round's start

    def job_order(self) -> list:
        """Seats by the lowest Job number each holds (Studio order)."""
        seen = []
        for j in range(9):
            h = self.job_at[j]
            if h >= 0 and h not in seen:
                seen.append(h)
        return seen
