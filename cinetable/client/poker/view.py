"""The display state of a Hollywood Poker table: what the table shows *now*, from one
seat's side (the human's; seat 0's sizes only when nobody plays by hand).

It lags the true state while animations run: each engine event is applied when its
animation ends; `sync` copies what events do not carry (whose turn, the phase) from the
seat's observation, so it never learns a hidden card. No pygame here.
"""
from __future__ import annotations

from cinetable.client.poker.recap import ExchangeSummary, last_trick_after
from cinetable.games.poker import events as E


class TableView:
    def __init__(self, state, seat):
        self.seat = seat                      # whose hand is shown (None: nobody's)
        self.n = state.n
        self.version = 0
        self.exchange_summary = ExchangeSummary()   # the last exchange, pair by pair
        self.last_trick = None                      # recap.LastTrick, to look at again
        self.sync(state)
        # a table opened mid-deal (a resumed game) sees no DealStarted: the exchange it
        # recaps is this deal's, not the first one's
        self.exchange_summary.deal = self.deal

    @property
    def stage_key(self):
        """The deal shown: last-move tags of an earlier one are dropped."""
        return self.deal

    def sync(self, state) -> None:
        obs = state.observation(self.seat if self.seat is not None else 0)
        self.deal = obs["deal"]
        self.phase = obs["phase"]
        self.to_move = obs["current_player"]
        self.hand = obs["hand"] if self.seat is not None else []
        self.sizes = obs["hand_sizes"]
        self.seats = obs["seats"]
        self.ranks = obs["careers_in_play"]
        self.careers = obs["careers"]
        self.positions = obs["positions"]
        self.scores = obs["scores"]
        self.target = obs["target"]
        self.max_deals = obs["max_deals"]
        self.finished = obs["finished"]
        self.doubles = obs["doubles"]
        # P2.3: the first deal's undealt cards lie set aside, face down (once dealt out)
        self.aside = obs["undealt"] if obs["deal"] == 0 and obs["phase"] != "deal" else 0
        tr = obs["trick"]
        self.leader = tr["leader"]
        self.trick = [(p, tuple(c) if c is not None else None) for p, c in tr["plays"]]
        self.last_value, self.last_count = tr["value"], tr["count"]
        self.exchange = obs["exchange"]["pair"]
        self.give_left = obs["exchange"]["give_left"]
        self.winners = obs["winners"]
        self.over = obs["phase"] == "over"
        self.deal_points: tuple = getattr(self, "deal_points", ())
        if self.over:
            self.careers = self.earned(self.finished)
        self.version += 1

    def earned(self, order) -> list:
        """Each player's career by their place in the last deal: after the game no seat
        changes, so the badges show what that deal gave (P4.2), as the scoreboard does."""
        return [self.ranks[order.index(p)] if p in order else 0 for p in range(self.n)]

    def apply(self, ev) -> None:
        me = self.seat
        self.last_trick = last_trick_after(ev, self.trick, self.deal, self.last_trick)
        self.exchange_summary.apply(ev, me)
        if isinstance(ev, E.DealStarted):
            self.deal = ev.deal
            self.sizes = [0] * self.n
            self.hand = []
            self.trick, self.finished = [], []
            self.last_value = self.last_count = 0
            self.aside = 0
            if ev.careers:
                self.careers = list(ev.careers)
        elif isinstance(ev, E.CardDealt):
            self.sizes[ev.player] += 1
        elif isinstance(ev, E.HandDealt):
            if ev.player == me:
                self.hand = sorted(ev.cards)
        elif isinstance(ev, E.LeftoverKept):
            if ev.player >= 0:
                self.sizes[ev.player] += ev.count
            else:
                self.aside = ev.count
        elif isinstance(ev, E.LeaderDrawn):
            self.leader = ev.player
            self.positions = [ev.order.index(p) for p in range(self.n)]
        elif isinstance(ev, E.CardsMoved):
            self.sizes[ev.giver] -= ev.count
            self.sizes[ev.receiver] += ev.count
        elif isinstance(ev, E.CardsGiven):
            if ev.giver == me:
                for v in ev.cards:
                    self.hand.remove(v)
            elif ev.receiver == me:
                self.hand = sorted(self.hand + list(ev.cards))
        elif isinstance(ev, E.TrickLed):
            self.trick = []
            self.leader = ev.player
            self.last_value = self.last_count = 0
        elif isinstance(ev, E.Played):
            self.trick.append((ev.player, ev.cards))
            self.sizes[ev.player] = ev.left
            self.last_value, self.last_count = ev.value, len(ev.cards)
            if ev.player == me:
                for v in ev.cards:
                    self.hand.remove(v)
        elif isinstance(ev, E.Passed):
            self.trick.append((ev.player, None))
        elif isinstance(ev, E.PlayerOut):
            self.finished.append(ev.player)
        elif isinstance(ev, E.DealEnded):
            self.scores = list(ev.totals)
            self.deal_points = (ev.order, ev.points, ev.totals, ev.deal + 1)
            self.trick = []
        elif isinstance(ev, E.SeatsChanged):
            self.seats = list(ev.seats)
            self.careers = list(ev.careers)
        elif isinstance(ev, E.GameOver):
            self.over = True
            if self.deal_points:
                self.careers = self.earned(list(self.deal_points[0]))
            self.winners = list(ev.winners)
            self.scores = list(ev.scores)
        self.version += 1
