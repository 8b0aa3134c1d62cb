"""The display state of a Festival de Cannes table, from one seat's side (the human's;
seat 0's public view when nobody plays by hand). No pygame here.

It lags the true state while animations run: each engine event is applied when its
animation ends, and `sync` copies the seat's observation at the end of a batch, so the
board never shows a secret the seat may not see. During an auction's reveal the lots keep
their places (`results` holds each lot's outcome) until the batch ends.
"""
from __future__ import annotations

from cinetable.client.cannes.film_score import film_figure, shown_stars, stars_left_out
from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR, load_cards

CARDS = load_cards()
BY_ID = CARDS.by_id
STAR0 = min(c.index for c in CARDS.film if c.kind == STAR)


class TableView:
    def __init__(self, state, seat):
        self.seat = seat
        self.n = state.n
        self.version = 0
        self.results: dict = {}        # lot -> LotResolved, while a reveal is shown
        self.films: dict = {}          # seat -> FilmPresented, at the jury
        self.over_event = None
        self.sync(state)

    @property
    def stage_key(self):
        """The auction month shown: last-move tags of an earlier one are dropped."""
        return self.stage

    def sync(self, state) -> None:
        o = state.observation(self.seat if self.seat is not None else 0)
        self.obs = o
        self.phase = o["phase"]
        self.to_move = o["current_player"]
        self.stage = o["stage"]
        self.auctions_done = o["auctions_done"]
        self.squares = list(o["squares"])
        self.director = o["director"]
        self.turn = o["turn"]
        self.lead = o["lead"]
        self.dice = list(o["dice"])
        self.lots = [dict(lot) for lot in o["lots"]]
        self.hand = list(o["hand"]) if self.seat is not None else []
        self.hand_sizes = list(o["hand_sizes"])
        self.won = o["won"]
        self.rated = o["rated"]
        r = o["ratings"]
        self.ratings = (r[self.seat] if isinstance(r, list) else r.get(self.seat)) \
            if self.seat is not None else None
        self.all_ratings = r if isinstance(r, list) else None
        self.deck_size = o["deck_size"]
        self.discard = len(o["discard"])
        self.claim = o["claim"]
        self.bidder = o["bidder"]
        self.scores = o["scores"]
        self.winners = o["winners"]
        self.removed = o["removed"]
        self.results = {}
        self.version += 1

    # ---- events -------------------------------------------------------------------------
    def apply(self, ev) -> None:
        me = self.seat
        if isinstance(ev, E.PawnMoved):
            self.squares[ev.seat] = ev.to
        elif isinstance(ev, E.DiceRolled):
            self.dice = list(ev.dice)
        elif isinstance(ev, E.DirectorNamed):
            self.director = ev.seat
        elif isinstance(ev, E.StageStarted):
            self.stage = ev.stage
            self.director = -1
            self.dice = []
        elif isinstance(ev, E.CardLaid):
            self.lots.append({"kind": ev.back, "card": None, "peeked_by": [], "bids": [],
                              "my_bid": None})
        elif isinstance(ev, E.Peeked):
            if ev.lot < len(self.lots) and ev.seat not in self.lots[ev.lot]["peeked_by"]:
                self.lots[ev.lot]["peeked_by"].append(ev.seat)
        elif isinstance(ev, E.PeekSeen):
            if ev.lot < len(self.lots):
                self.lots[ev.lot]["card"] = ev.card
        elif isinstance(ev, E.BidPlaced):
            if ev.lot < len(self.lots):
                self.lots[ev.lot]["bids"].append(ev.seat)
        elif isinstance(ev, E.OwnBid):
            if ev.lot < len(self.lots):
                self.lots[ev.lot]["my_bid"] = ev.card
            if ev.card in self.hand:
                self.hand.remove(ev.card)
            self.hand_sizes[ev.seat] = max(0, self.hand_sizes[ev.seat] - 1)
        elif isinstance(ev, E.AuctionCardDealt):
            if ev.seat == me:
                self.hand = sorted(self.hand + [ev.card])
        elif isinstance(ev, E.HandsDealt):
            self.hand_sizes = list(ev.sizes)
        elif isinstance(ev, E.LotResolved):
            self.results[ev.lot] = ev
        elif isinstance(ev, E.FilmPresented):
            self.films[ev.seat] = ev
        elif isinstance(ev, E.GameOver):
            self.over_event = ev
        self.version += 1

    # ---- queries ------------------------------------------------------------------------
    def kinds(self, seat: int) -> list:
        return self.won[seat]["kinds"]

    def my_cards(self) -> list:
        return self.won[self.seat]["known"] if self.seat is not None else []

    def my_film(self) -> dict:
        """Your film as the jury would score it now (film_score.py): the screenplay it
        would use, the scenes, the stars it would show, each star's value (a range while
        the others' ratings are secret) and the totals."""
        fig = film_figure(self.obs, self.seat)
        cards = [BY_ID[i] for i in self.my_cards()]
        plays = [c for c in cards if c.kind == SCREENPLAY]
        scenes = [c for c in cards if c.kind == SCENE]
        stars = [c for c in cards if c.kind == STAR]
        best = CARDS.film[fig.low.screenplay] if fig.has_film else None
        # without a screenplay the jury scores nothing, yet the stars are held: listed
        chosen = fig.high.stars if fig.has_film else shown_stars(self.obs, self.seat)
        shown = [CARDS.film[c] for c in chosen]
        return {"screenplay": best, "plays": plays, "scenes": scenes, "stars": stars,
                "shown_stars": shown, "scene_points": fig.scene_points if best else None,
                "star_range": (fig.low.star_points, fig.high.star_points),
                "values": {CARDS.film[c].id: fig.values[c] for c in chosen},
                "left_out": [CARDS.film[c] for c in stars_left_out(self.obs, self.seat)],
                "figure": fig}
