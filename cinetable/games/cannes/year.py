"""The year on the track (C4, C7.2–C7.5): stages, turns, dice, the Director laying and
peeking, calling the auction. A mixin of CannesState."""
from __future__ import annotations

from cinetable.engine import IllegalActionError
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import event_memo as M
from cinetable.games.cannes import events as E
from cinetable.games.cannes.fields import CannesFields
from cinetable.games.cannes.phases import (
    _ID,
    _KIND,
    BACK,
    CALL,
    DS19,
    LAST_STAGE,
    LAY,
    PEEK,
    QUICK,
    REROLL,
    ROLL,
    TURN_PEEK,
    lay_count,
)


class Year(CannesFields):
    __slots__ = ()

    # the year (C4)
    def _start_stage(self, stage: int, ev) -> None:
        self.stage = stage
        if stage > 0:
            self.lead = (self.director + 1) % self.n                                # C4.5
        self.director = -1
        self.turn = self.lead
        if ev is not None:
            ev.append(E.StageStarted(stage, self.lead))
        self._start_turn(ev)

    def _start_turn(self, ev) -> None:
        self.again_used = False
        self.dice = []
        if self.director >= 0:                                                       # C7.4
            self.phase = CALL
            self.to_move = self.director
        else:
            self._turn_body(ev)

    def _turn_body(self, ev) -> None:
        p = self.turn
        if self.squares[p] == 2 * self.stage + 2:                                    # C7.5
            if self.unseen_lots(p):
                self.phase = TURN_PEEK                                             # C4.3
                self.to_move = p
            else:
                self._next_turn(ev)
            return
        self.phase = ROLL
        self.to_move = p

    def _next_turn(self, ev) -> None:
        self.turn = (self.turn + 1) % self.n
        self._start_turn(ev)

    def _call(self, _arg, ev) -> None:
        self._call_auction(False, ev)

    def _wait(self, _arg, ev) -> None:
        self._turn_body(ev)

    def _call_auction(self, forced: bool, ev) -> None:
        self.lead = (self.director + 1) % self.n                                     # C3.2
        if ev is not None:
            ev.append(E.AuctionCalled(self.director, forced, self.auction,
                                      tuple([BACK[c] for c in self.lots])))
        self._start_deal(ev)

    def _die(self, d: int, ev) -> None:
        dice = self.dice
        dice.append(d)
        if len(dice) < 2:
            return
        p = self.turn
        if ev is not None:
            ev.append(M.rolled(p, dice[0], d, self.again_used))
        if QUICK in self.specials[p] and not self.again_used:
            self.phase = REROLL
            self.to_move = p
        else:
            self._move(ev)

    def _reroll(self, _arg, ev) -> None:
        self.again_used = True                                                      # C7.5
        self.dice = []
        self.phase = ROLL

    def _keep(self, _arg, ev) -> None:
        self._move(ev)

    def _move(self, ev) -> None:
        p = self.turn
        total = self.dice[0] + self.dice[1]
        ds = DS19 in self.specials[p]
        end = 2 * self.stage + 2
        sq = self.squares[p]
        if total >= (11 if ds else 12):                                              # C4.1
            new = end
        elif total >= (6 if ds else 7):
            new = min(sq + 1, end)
        else:
            new = sq
        if new != sq:
            self.squares[p] = new
            if ev is not None:
                ev.append(M.pawn_moved(p, sq, new))
        if new == end:
            self._arrive(p, ev)
        else:
            self._next_turn(ev)

    def _arrive(self, p: int, ev) -> None:
        if self.director >= 0:
            self._arrival_peek(p, ev)
            return
        self.director = p                                                            # C4.2
        if ev is not None:
            ev.append(E.DirectorNamed(p, self.stage))
        k = lay_count(self.n, self.stage)
        self.lay_t = 1 if self.pile_t else 0
        self.lay_sv = min(k - self.lay_t, len(self.pile_sv))
        if self.n == 3 and self.stage == LAST_STAGE:                                 # C2.3
            self.lay_sv = len(self.pile_sv)
        if self.lay_t or self.lay_sv:
            self.phase = LAY
        else:
            self._arrival_peek(p, ev)

    def _lay(self, c: int, ev) -> None:
        pile = self.pile_t if self.lay_t else self.pile_sv
        if c not in pile:
            raise IllegalActionError(self.why_illegal(A.LAY[c]))
        pile.remove(c)
        if self.lay_t:
            self.lay_t = 0
        else:
            self.lay_sv -= 1
        self.lots.append(c)
        if ev is not None:
            ev.append(M.laid(len(self.lots) - 1, "TSV"[_KIND[c]]))
        if not self.lay_t and not self.lay_sv:
            self._arrival_peek(self.director, ev)

    def _arrival_peek(self, p: int, ev) -> None:
        if self.unseen_lots(p):
            self.phase = PEEK
            self.to_move = p
        else:
            self._after_arrival(ev)

    def _after_arrival(self, ev) -> None:
        end = 2 * self.stage + 2
        if all(sq == end for sq in self.squares):                                    # C4.4
            self._call_auction(True, ev)
        else:
            self._next_turn(ev)

    def _peek(self, lot: int, ev) -> None:
        p = self.to_move
        if lot not in self.unseen_lots(p):
            raise IllegalActionError(self.why_illegal(A.peek(lot)))
        c = self.lots[lot]
        self.known[c] |= 1 << p
        if ev is not None:
            ev.append(E.Peeked(p, lot))
            ev.append(E.PeekSeen(p, lot, _ID[c], (p,)))
        self._after_peek(ev)

    def _pass(self, _arg, ev) -> None:
        self._after_peek(ev)

    def _after_peek(self, ev) -> None:
        if self.phase == PEEK:
            self._after_arrival(ev)
        else:
            self._next_turn(ev)

