"""What one seat may know (W7): its observation, and resample, which redraws the rest."""
from __future__ import annotations

import random

from cinetable.engine.errors import Refusal as R
from cinetable.engine.errors import Term
from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947.fields import MixinBase

DECK, DISCARD, PILE, OUT, COMPOSER, HAND, GHOST = 0, 1, 2, 3, 4, 10, 30
P_DECK, P_REMOVED, P_USED, P_OUT, P_CHOICE, P_SHOWN = range(6)
STAGES = ("start", "shooting", "stars", "tokens", "ghosts", "deck", "cut", "premiere",
          "draw", "clean")
DECISIONS = ("none", "turn", "screenwriter", "producer", "gaffer", "reroll", "discard",
             "composer", "add", "tokens", "editor", "end")
LOYALTY_COUNTS = {1: (1, 0, 0), 2: (1, 1, 0), 3: (2, 1, 0), 4: (2, 1, 1), 5: (3, 2, 0),
                  6: (3, 2, 1), 7: (4, 2, 1), 8: (4, 3, 1), 9: (5, 3, 1)}
ALL_LOYALTIES = (5, 3, 1)
S_CUT = STAGES.index("cut")
SHUFFLED = -2                # pile_by of a shuffled pile: nobody knows whose card it is
_BIAS = tuple(p.bias for p in A.COMP.posters)
_ID = A.CARD_ID


def _ids(cards) -> list:
    return sorted(_ID[c] for c in cards)


class ViewsMixin(MixinBase):
    __slots__ = ()

    def comrades(self) -> list:
        return [p for p in range(self.n) if self.loyal[p] == 1]

    def knows_loyalty(self, seat: int, other: int) -> bool:
        return seat == other or (self.loyal[seat] == 1 and self.loyal[other] == 1) \
            or self.winners_ is not None

    def observation(self, seat: int) -> dict:
        bit = 1 << seat
        known = self.known
        over = self.winners_ is not None
        mine = self.loyal[seat]
        return {
            "game": "hollywood1947", "seat": seat, "players": self.n,
            "options": dict(self.game.options), "round": self.round,
            "stage": STAGES[self.stage], "decision": DECISIONS[self.sub],
            "current_player": self.current_player(), "to_move": self.to_move,
            "pending": [list(t) for t in self.queue],
            "loyalty": A.LOYALTIES[mine] if mine >= 0 else None,
            "loyalties": [A.LOYALTIES[k] if k >= 0 and self.knows_loyalty(seat, q) else None
                          for q, k in enumerate(self.loyal)],
            "hand": _ids(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "jobs": self.job_at[:], "used": [j for j in range(9) if self.used >> j & 1],
            "fresh": self.fresh[:], "dice": self.dice[:],
            "dice_names": [A.die_name(self.n, d) for d in range(self.nd)],
            "tokens": self.tokens[:], "last_received": self.last_recv[:],
            "poster": A.POSTER_ID[self.poster] if self.poster >= 0 else None,
            "poster_deck": self.poster_at.count(P_DECK) + self.poster_at.count(P_CHOICE),
            "removed_posters": sorted(_BIAS[i] for i in range(len(_BIAS))
                                      if self.poster_at[i] == P_REMOVED),
            "removed_known": sorted(A.POSTER_ID[i] for i in range(len(_BIAS))
                                    if self.poster_at[i] == P_REMOVED
                                    and self.poster_known[i] & bit),
            "screenwriter_choice": sorted(A.POSTER_ID[i] for i in self.sw_choice)
            if self.sw_seat == seat else [],
            "screenwriter": self.sw_seat,
            # shuffled before the cut (W3.2.3): from then on nobody knows whose card is where
            "pile_by": self.pile_by[:] if self.stage < S_CUT else [SHUFFLED] * len(self.pile),
            "pile_known": _ids(c for c in self.pile if known[c] & bit),
            "deck_size": len(self.deck), "discard_size": len(self.discard),
            "discard_known": _ids(c for c in self.discard if known[c] & bit),
            "composer_cards": _ids(c for c in self.composer if known[c] & bit),
            "composer_count": len(self.composer), "composer_added": self.composer_added,
            "ghosts": [_ID[c] if c >= 0 and known[c] & bit else None for c in self.ghost_card],
            "ghost_full": [c >= 0 for c in self.ghost_card],
            "editor": self.editor,
            "editor_look": _ID[self.editor_look]
            if self.editor_look >= 0 and known[self.editor_look] & bit else None,
            "films": [{"poster": A.POSTER_ID[f[0]], "cards": [_ID[c] for c in f[1]],
                       "patriot": f[2], "communist": f[3],
                       "winner": ("patriot", "communist", "both")[f[4]],
                       "added_by": list(f[5])} for f in self.films],
            "score": {"patriot": self.score[0], "communist": self.score[1]},
            "order": self.order[:], "turn": self.turn_i, "acted": self.acted[:],
            "need": self.need, "left": self.left, "added": self.added,
            "reroll_first": self.reroll_first, "target": self.target,
            "acts": [list(a) for a in self.acts],
            "winners": list(self.winners_ or ()) if over else None, "side_won": self.side_won,
        }

    # ---- resample ---------------------------------------------------------------------
    def resample(self, seat: int, rng: random.Random, weights=None):
        """A full state consistent with all `seat` knows: its loyalty and (a Communist)
        its comrades, every card whose place it knows (its hand, cards it added, saw or
        discarded, revealed films, peeked ghosts, out-of-game cards), the posters it saw;
        the rest is redrawn. `weights[q][k]` (optional) weights loyalty k for seat q."""
        s = self.clone()
        bit = 1 << seat
        # cards: every unknown card goes back into one pool and fills the unknown slots
        known = s.known
        free = [c for c in range(len(known)) if not known[c] & bit]
        rng.shuffle(free)
        it = iter(free)
        loc = s.loc

        def refill(cards, where):
            for i, c in enumerate(cards):
                if not self.known[c] & bit:
                    new = next(it)
                    cards[i] = new
                    loc[new] = where
                    known[new] = self.known[c]
        look_i = s.pile.index(s.editor_look) if s.editor_look >= 0 else -1
        refill(s.deck, DECK)
        refill(s.discard, DISCARD)
        refill(s.pile, PILE)
        refill(s.composer, COMPOSER)
        for q in range(s.n):
            refill(s.hands[q], HAND + q)
        for g, c in enumerate(s.ghost_card):
            if c >= 0 and not self.known[c] & bit:
                new = next(it)
                s.ghost_card[g] = new
                loc[new] = GHOST + g
                known[new] = self.known[c]
        if look_i >= 0:
            s.editor_look = s.pile[look_i]
        self._resample_posters(s, bit, rng)
        self._resample_loyalties(s, seat, rng, weights)
        return s

    def _resample_posters(self, s, bit: int, rng) -> None:
        at, kn = s.poster_at, s.poster_known
        deck = [i for i in range(len(at)) if at[i] == P_DECK]
        if s.sw_choice and not kn[s.sw_choice[0]] & bit:   # the Screenwriter's draw
            old = s.sw_choice
            pool = deck + old
            rng.shuffle(pool)
            picked = pool[:len(old)]
            for i in old:
                at[i], kn[i] = P_DECK, 0
            for i in picked:
                at[i], kn[i] = P_CHOICE, 1 << s.sw_seat
            s.sw_choice = picked
        for i in range(len(at)):
            if at[i] == P_REMOVED and not kn[i] & bit:       # only its symbol is public
                same = [k for k in range(len(at)) if at[k] == P_DECK and _BIAS[k] == _BIAS[i]]
                k = rng.choice(same + [i])
                if k != i:
                    at[i], at[k] = P_DECK, P_REMOVED
                    kn[k], kn[i] = kn[i], 0

    def _resample_loyalties(self, s, seat: int, rng, weights) -> None:
        n = s.n
        loyal = s.loyal
        if loyal[seat] < 0:
            return
        fixed = [q for q in range(n) if self.knows_loyalty(seat, q) or loyal[q] < 0]
        free = [q for q in range(n) if q not in fixed]
        if not free:
            return
        if weights is None and all(k >= 0 for k in loyal):
            # the belief from public facts (belief.py): exact, and cached per facts
            from cinetable.games.hollywood1947.belief import sample_loyalties
            s.loyal = list(sample_loyalties(self, seat, rng))
            if s.shifting:
                s.loyal_pool = [ALL_LOYALTIES[k] - s.loyal.count(k) for k in range(3)]
            return
        base = list(ALL_LOYALTIES if s.shifting else LOYALTY_COUNTS[n])
        for q in fixed:
            if loyal[q] >= 0:
                base[loyal[q]] -= 1
        if loyal[seat] == 1:
            base[1] = 0                      # a Communist knows every comrade
        if not s.shifting:
            pool = [k for k in range(3) for _ in range(base[k])]
            if weights is None:
                rng.shuffle(pool)
                for q, k in zip(free, pool):
                    loyal[q] = k
                return
        for q in free:                       # one by one, weighted, without replacement
            w = [base[k] * (weights[q][k] if weights else 1.0) for k in range(3)]
            tot = sum(w)
            if tot <= 0:
                w = [float(base[k]) for k in range(3)]
                tot = sum(w)
            r = rng.random() * tot
            k = 0
            while k < 2 and r >= w[k]:
                r -= w[k]
                k += 1
            loyal[q] = k
            base[k] -= 1
        s.loyal_pool = [max(0, b) for b in base] if s.shifting else s.loyal_pool

    def _why_illegal(self, action) -> str:
        kind = getattr(action, "kind", None)
        if kind is None:
            return R(f"{action!r} is not a Hollywood 1947 action", "hollywood1947.unknown",
                     text=repr(action))
        if self.winners_ is not None:
            return R("The game is over", "common.game_over")
        if self.queue:
            return not_an_outcome(action, self.queue[0][0])
        names = {1: "your turn", 2: "choosing a poster", 3: "the Producer's follow-up",
                 4: "the Gaffer's rerolls", 5: "a second reroll", 6: "discarding two cards",
                 7: "the Composer's card", 8: "adding star cards", 9: "spending trophies",
                 10: "the Editor's choice"}
        sub = self.sub if self.sub in names else 0
        return R(f"'{action}' is not legal now ({names.get(sub, 'waiting')})",
                 "hollywood1947.not_legal", action=str(action),
                 now=Term(f"refusal.hollywood1947.while.s{sub}"))


def not_an_outcome(action, kind: str) -> str:
    return R(f"'{action}' is not a possible outcome now (waiting for: {kind})",
             "hollywood1947.not_outcome", action=str(action), kind=kind)
