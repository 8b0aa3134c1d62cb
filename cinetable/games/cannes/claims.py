"""Screenplay for all (C4.7, C7.7) and the jury (C5). A mixin of CannesState."""
from __future__ import annotations

from cinetable.engine import IllegalActionError
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY
from cinetable.games.cannes.fields import CannesFields
from cinetable.games.cannes.phases import _ID, _KIND, CLAIM, CLAIM_STAGE, GIVE, OVER, STAR0, TAKE
from cinetable.games.cannes.scoring import final_result, star_values


class Claims(CannesFields):
    __slots__ = ()

    # screenplay for all (C4.7, C7.7)
    def _start_claims(self, ev) -> None:
        self.claim_order = [(self.director + 1 + k) % self.n for k in range(self.n)]
        self.claim_i = 0
        self._next_claim(ev)

    def _next_claim(self, ev) -> None:
        n = self.n
        while self.claim_i < n:
            p = self.claim_order[self.claim_i]
            self.claim_i += 1
            if self.screenplays(p) == 0 and any(self.screenplays(q) >= 2 for q in range(n)):
                self.claimant = p
                self.phase = CLAIM
                self.to_move = p
                return
        self.claimant = self.giver = -1
        self.claim_before = []
        self._start_stage(CLAIM_STAGE + 1, ev)

    def _claim(self, q: int, ev) -> None:
        p = self.to_move
        if q >= self.n or q == p or self.screenplays(q) < 2:
            raise IllegalActionError(self.why_illegal(A.CLAIM[q]))
        self.giver = q
        self.claim_before = self.won[p][:]
        for c in self.claim_before:
            self.known[c] |= 1 << q
        if ev is not None:
            ev.append(E.ClaimMade(p, q))
            ev.append(E.ClaimSeen(q, p, tuple(_ID[c] for c in self.claim_before), (q, p)))
        self.phase = GIVE
        self.to_move = q

    def _decline(self, _arg, ev) -> None:
        if ev is not None:
            ev.append(E.ClaimMade(self.to_move, -1))
        self._next_claim(ev)

    def _give(self, c: int, ev) -> None:
        q, p = self.giver, self.claimant
        if c not in self.won[q] or _KIND[c] != SCREENPLAY:
            raise IllegalActionError(self.why_illegal(A.GIVE[c]))
        self.won[q].remove(c)
        self.won[p].append(c)
        self.known[c] |= 1 << p
        if ev is not None:
            ev.append(E.CardTaken(q, p, "T", "", None))
            ev.append(E.CardTaken(q, p, "T", _ID[c], (q, p)))
        if self.claim_before:
            self.phase = TAKE
        else:
            self._next_claim(ev)

    def _take(self, c: int, ev) -> None:
        q, p = self.giver, self.claimant
        if c not in self.claim_before:
            raise IllegalActionError(self.why_illegal(A.TAKE[c]))
        self.won[p].remove(c)
        self.won[q].append(c)
        kind = "TSV"[_KIND[c]]
        if ev is not None:
            ev.append(E.CardTaken(p, q, kind, "", None))
            ev.append(E.CardTaken(p, q, kind, _ID[c], (q, p)))
        self.claim_before = []
        self._next_claim(ev)

    # the jury (C5)
    def _finish(self, ev) -> None:
        res = final_result(self.won, self.specials, self.ratings)
        self._result = res
        self.phase = OVER
        self.to_move = -1
        if ev is None:
            return
        values = star_values(self.ratings)
        for f in res.films:
            ev.append(E.FilmPresented(
                f.seat, _ID[f.screenplay] if f.has_film else "",
                tuple(_ID[c] for c in sorted(self.won[f.seat])),
                tuple((_ID[c] if c >= 0 else "", pts) for c, pts in f.matches),
                f.scene_points, tuple((_ID[v], values[v]) for v in f.stars),
                f.star_points, f.total))
        if ev is not None:
            ev.append(E.GameOver(tuple(f.total for f in res.films), res.winners,
                                 res.best_screenplay, res.best_performance,
                                 tuple(tuple(r) for r in self.ratings)))

    def star_value(self, v: int) -> int:
        marks = [r[v - STAR0] for r in self.ratings]
        return max(marks) + min(marks)

