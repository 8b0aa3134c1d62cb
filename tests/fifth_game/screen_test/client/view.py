"""What Screen Test's table shows: the game as one seat knows it, kept up event by event
while the animations play (table/base.py) and synced to the state after each batch."""
from __future__ import annotations

from screen_test.rules import events as E


class ScreenView:
    def __init__(self, state, seat: int):
        self.seat = seat
        self.version = 0
        self.sync(state)

    def sync(self, state) -> None:
        o = state.observation(self.seat)
        self.n, self.auditions, self.audition = o["players"], o["auditions"], o["audition"]
        self.role, self.phase, self.hand = o["role"], o["phase"], list(o["hand"])
        self.sizes, self.table, self.points = o["hand_sizes"], o["table"], o["points"]
        self.history = [tuple(h) for h in o["history"]]
        self.winners = o["winners"]
        self.fresh = o["phase"] == "role" and bool(self.history)   # cards just shown
        self.version += 1

    def apply(self, ev) -> None:
        if isinstance(ev, E.CardDealt):
            self.sizes[ev.player] += 1
        elif isinstance(ev, E.HandDealt):
            self.hand = list(ev.cards)
        elif isinstance(ev, E.RoleOpened):
            self.audition, self.role, self.phase = ev.audition, ev.points, "play"
            self.table, self.fresh = [None] * self.n, False
        elif isinstance(ev, E.PlayedFaceDown):
            self.table[ev.player] = 0
            self.sizes[ev.player] -= 1
        elif isinstance(ev, E.OwnCardPlayed):
            self.table[ev.player] = ev.card
            self.hand.remove(ev.card)
        elif isinstance(ev, E.Revealed):
            self.history.append((self.role, list(ev.cards), list(ev.winners), ev.points))
            for p in ev.winners:
                self.points[p] += ev.points
            self.table, self.audition, self.fresh = [None] * self.n, self.audition + 1, True
        elif isinstance(ev, E.GameOver):
            self.winners, self.phase = list(ev.winners), "over"
        self.version += 1

    @property
    def stage_key(self) -> int:
        """The audition: a seat's last move is shown until the next (table/last_moves.py)."""
        return self.audition

    def shown_cards(self) -> tuple[list, bool]:
        """The audition's cards (0: face down, None: not played yet), or the last one's
        cards shown until the next role is drawn; and whether they are shown."""
        if self.fresh:
            return list(self.history[-1][1]), True
        return self.table, False

    def on_stage(self) -> tuple[int, int]:
        """(number from 1, role points) of the audition the board shows: the one just
        shown until the next role is drawn."""
        if self.fresh:
            return len(self.history), self.history[-1][0]
        return min(self.audition + 1, self.auditions), self.role
