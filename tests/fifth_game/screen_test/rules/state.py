"""Screen Test's rules as an engine State (the rules: screen_test/__init__.py).

Every card dealt and every role drawn is a CHANCE action, so a record replays exactly.
A hand and a card played face down are secret: the observation keeps them from the
other seats and resample() deals them anew from what a seat has not seen."""
from __future__ import annotations

from cinetable.engine import CHANCE, TERMINAL, Game, IllegalActionError, ScoreSheet, State
from cinetable.engine.quiet import QuietApply
from screen_test.rules import actions as A
from screen_test.rules import events as E
from screen_test.rules.info import AUDITIONS, GAME_INFO

DEAL, ROLE, PLAY, OVER = "deal", "role", "play", "over"


class ScreenTestGame(Game):
    info = GAME_INFO

    def new_initial_state(self) -> ScreenTestState:
        return ScreenTestState(self)


class ScreenTestState(QuietApply, State):
    def __init__(self, game: Game):
        self.game = game
        self.n = game.num_players
        self.auditions = AUDITIONS[game.options.get("shoot", "short")]
        self.deck = [0] + [A.COPIES] * len(A.VALUES)     # counts by value, 1-9
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.phase = DEAL
        self.dealt = 0
        self.audition = 0
        self.role = 0
        self.table: list[int | None] = [None] * self.n   # this audition's face-down cards
        self.to_move = -1
        self.points = [0] * self.n
        self.history: list[tuple[int, tuple, tuple, int]] = []   # role, cards, winners, share
        self._winners: list[int] = []

    # ---- protocol -----------------------------------------------------------------------
    def current_player(self) -> int:
        if self.phase in (DEAL, ROLE):
            return CHANCE
        return TERMINAL if self.phase == OVER else self.to_move

    def legal_actions(self) -> list:
        if self.phase != PLAY:
            return []
        return [A.PLAY[v] for v in sorted(set(self.hands[self.to_move]))]

    def chance_outcomes(self) -> list:
        if self.phase == DEAL:
            total = sum(self.deck)
            return [(A.DEAL[v], self.deck[v] / total) for v in A.VALUES if self.deck[v]]
        if self.phase == ROLE:
            return [(A.ROLE[v], 1 / len(A.ROLES)) for v in A.ROLES]
        return []

    def _apply(self, action, ev: list | None) -> None:
        if isinstance(action, str):
            action = self.parse_action(action)
        kind, v = getattr(action, "kind", None), getattr(action, "arg", None)
        if kind == "deal" and self.phase == DEAL and self.deck[v]:
            self._deal(v, ev)
        elif kind == "role" and self.phase == ROLE:
            self._open_role(v, ev)
        elif kind == "play" and self.phase == PLAY and v in self.hands[self.to_move]:
            self._play(v, ev)
        else:
            raise IllegalActionError(f"'{action}' is not allowed now", "screen_test.illegal",
                                     move=str(action))

    def clone(self) -> ScreenTestState:
        s = ScreenTestState.__new__(ScreenTestState)
        s.__dict__.update(self.__dict__)
        s.deck, s.table, s.points = self.deck[:], self.table[:], self.points[:]
        s.hands = [h[:] for h in self.hands]
        s.history, s._winners = self.history[:], self._winners[:]
        return s

    def returns(self) -> list[float]:
        w = self._winners
        return [1 / len(w) if p in w else 0.0 for p in range(self.n)] if w else [0.0] * self.n

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[float]:
        return list(self.points)

    def score_sheet(self) -> ScoreSheet:
        """The points each actor took at each audition, and the total."""
        rows = tuple({"roles": tuple(share if p in won else 0 for _, _, won, share in self.history),
                      "total": self.points[p]} for p in range(self.n))
        return ScoreSheet(("roles",), rows, tuple({} for _ in rows), tuple(self._winners))

    def parse_action(self, text: str):
        action = A.lookup(text)
        if action is None or action not in self.all_moves():
            raise IllegalActionError(f"'{text}' is not a move now (e.g. play 7)",
                                     "screen_test.illegal", move=str(text))
        return action

    def observation(self, seat: int) -> dict:
        return {
            "game": self.game.id, "seat": seat, "players": self.n,
            "options": dict(self.game.options), "phase": self.phase,
            "current_player": self.current_player(),
            "audition": self.audition, "auditions": self.auditions, "role": self.role,
            "hand": sorted(self.hands[seat]), "hand_sizes": [len(h) for h in self.hands],
            "undealt": sum(self.deck),
            # a face-down card: its value to its player, 0 to the others
            "table": [c if c is None or p == seat else 0 for p, c in enumerate(self.table)],
            "history": [[r, list(c), list(w), s] for r, c, w, s in self.history],
            "points": list(self.points), "winners": list(self._winners),
        }

    def resample(self, seat: int, rng) -> ScreenTestState:
        """A world `seat` cannot tell from this one: the cards it has not seen (the other
        hands, their face-down cards, the undealt deck) dealt anew."""
        s = self.clone()
        others = [p for p in range(self.n) if p != seat]
        pool = [v for v in A.VALUES for _ in range(self.deck[v])]
        for p in others:
            pool += self.hands[p] + ([self.table[p]] if self.table[p] is not None else [])
        rng.shuffle(pool)
        for p in others:
            k = len(self.hands[p])
            s.hands[p], pool = sorted(pool[:k]), pool[k:]
            if self.table[p] is not None:
                s.table[p], pool = pool[0], pool[1:]
        s.deck = [0] + [pool.count(v) for v in A.VALUES]
        return s

    # ---- the rules ---------------------------------------------------------------------
    def _deal(self, v: int, ev: list | None) -> None:
        p = self.dealt % self.n
        self.deck[v] -= 1
        self.hands[p].append(v)
        self.hands[p].sort()
        self.dealt += 1
        left = self.n * self.auditions - self.dealt
        if ev is not None:
            ev.append(E.CardDealt(p, left))
        if left:
            return
        if ev is not None:                     # the one secret of a deal: each own hand
            ev += [E.HandDealt(q, tuple(self.hands[q]), (q,)) for q in range(self.n)]
        self.phase = ROLE

    def _open_role(self, points: int, ev: list | None) -> None:
        self.role, self.phase = points, PLAY
        self.table = [None] * self.n
        self.to_move = self.audition % self.n              # the first seat moves round
        if ev is not None:
            ev.append(E.RoleOpened(self.audition, points))

    def _play(self, v: int, ev: list | None) -> None:
        p = self.to_move
        self.hands[p].remove(v)
        self.table[p] = v
        if ev is not None:
            ev += [E.PlayedFaceDown(p), E.OwnCardPlayed(p, v, (p,))]
        self.to_move = (p + 1) % self.n
        if all(c is not None for c in self.table):
            self._reveal(ev)

    def _reveal(self, ev: list | None) -> None:
        cards = tuple(c or 0 for c in self.table)
        top = max(cards)
        won = tuple(p for p in range(self.n) if cards[p] == top)
        share = self.role // len(won)                      # tied actors split, rounded down
        for p in won:
            self.points[p] += share
        self.history.append((self.role, cards, won, share))
        if ev is not None:
            ev.append(E.Revealed(cards, won, share))
        self.audition += 1
        self.table, self.to_move = [None] * self.n, -1      # shown: history keeps them
        if self.audition < self.auditions:
            self.phase = ROLE
            return
        best = max(self.points)
        self._winners = [p for p in range(self.n) if self.points[p] == best]
        self.phase = OVER
        if ev is not None:
            ev.append(E.GameOver(tuple(self.points), tuple(self._winners)))
