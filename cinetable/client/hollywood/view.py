"""The display state of a Hollywood! table: what the board shows *now*.

It lags the true state while animations run: the table applies each engine event to it
at the moment the animation of that event ends, so the board never shows a card handed
out before it has flown to its owner. After a whole batch of events has played, `sync`
copies the turn fields (who moves, phase) that events do not carry. No pygame here.
"""
from __future__ import annotations

from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import load_cards
from cinetable.games.hollywood.scoring import Tableau, score_tableau

CARDS = load_cards()
GENRE_INDEX = {g.id: g.index for g in CARDS.genres}
NSLOTS = 14
COLUMN_SLOTS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
SLOT_COLUMN = tuple(c for c, slots in enumerate(COLUMN_SLOTS) for _ in slots)
TOKENS_PER_ROUND = 12


def card_index(card_id: str) -> int:
    return CARDS.by_id[card_id].index


class TableView:
    def __init__(self, players: int, advanced: bool = False):
        self.n = players
        self.advanced = advanced
        self.round = 0
        self.rounds = players                       # H2.1
        self.first = -1
        self.to_move = -1
        self.phase = "first"
        self.slots = [-1] * NSLOTS
        self.owner = [-1] * NSLOTS
        self.tokens = [TOKENS_PER_ROUND // players] * players
        self.cut_left = [True] * players
        self.double_left = [True] * players
        self.double_pending = 0
        self.tableaus = [Tableau() for _ in range(players)]
        self.removed: list[int] = []
        self.removed_films = [0] * len(CARDS.genres)
        self.pending: tuple[int, int] | None = None  # (seat, star card) awaiting a choice
        self.over = False
        self.version = 0                             # bumped on every change (redraw cue)
        self.winners: tuple = ()
        self.star_deck = sum(1 for c in CARDS.cards if c.kind == "star")
        self.film_deck = len(CARDS.cards) - self.star_deck

    @classmethod
    def from_state(cls, state) -> TableView:
        v = cls(state.n, bool(state.game.options.get("advanced_scoring")))
        v.slots = state.slots[:]
        v.owner = state.owner[:]
        star = state.pending_star()
        if star >= 0:           # a star choice waits: cards handed out left the board
            gone = set(state.handed_out_slots())
            gone.update(s for s in range(NSLOTS) if state.slots[s] == star)
            for slot in gone:
                v.slots[slot] = -1
                v.owner[slot] = -1
            v.pending = (state.to_move, star)
        v.removed = state.removed[:]
        v.removed_films = state.removed_films[:]
        v.star_deck, v.film_deck = len(state.star_deck), len(state.film_deck)
        v.winners = tuple(state.winners())
        v.tableaus = [t.copy() for t in state.tableaus]
        v.sync(state)
        return v

    @property
    def stage_key(self):
        """The round shown: last-move tags of an earlier one are dropped."""
        return self.round

    def sync(self, state) -> None:
        """Copy what events do not carry: whose turn, the phase, the round counters."""
        self.round = state.round
        self.first = state.first
        self.to_move = state.to_move
        self.phase = ("first", "deal", "play", "star", "over")[state.phase]
        self.tokens = state.tokens[:]
        self.cut_left = state.cut_left[:]
        self.double_left = state.double_left[:]
        self.double_pending = state.double_pending
        self.over = state.is_terminal()
        self.version += 1

    # ---- events -------------------------------------------------------------------------
    def apply(self, ev) -> None:
        self.version += 1
        if isinstance(ev, E.CardDealt):
            self.round = ev.round
            self.slots[ev.slot] = card_index(ev.card)
            self.owner[ev.slot] = -1
            if CARDS.by_id[ev.card].kind == "star":
                self.star_deck -= 1
            else:
                self.film_deck -= 1
        elif isinstance(ev, E.TokenPlaced):
            for who, _src, dst in ev.pushed:        # listed top first: safe in order
                self.owner[dst] = who
            self.owner[ev.slot] = ev.seat
            self.tokens[ev.seat] -= 1
        elif isinstance(ev, E.StudioCardPlayed):
            if ev.card == "cut":
                self.cut_left[ev.seat] = False
            else:
                self.double_left[ev.seat] = False
        elif isinstance(ev, E.CardAwarded):
            card = card_index(ev.card)
            self.slots[ev.slot] = -1
            self.owner[ev.slot] = -1
            tab = self.tableaus[ev.seat]
            if ev.result == "blockbuster":
                tab.blockbusters.append(card)
            elif ev.result == "project":
                tab.projects[CARDS.cards[card].genre].append(card)
            elif ev.result == "worthless":
                tab.worthless.append(card)
            else:
                self.pending = (ev.seat, card)
        elif isinstance(ev, E.FilmFinished):
            g = GENRE_INDEX[ev.genre]
            tab = self.tableaus[ev.seat]
            cards = tuple(card_index(c) for c in ev.cards)
            tab.projects[g] = []
            tab.films.append((card_index(ev.star), g, cards))
            self.pending = None
        elif isinstance(ev, E.CardsRemoved):
            for slot, cid in zip(ev.slots, ev.cards):
                self.slots[slot] = -1
                c = CARDS.by_id[cid]
                self.removed.append(c.index)
                if c.kind == "film":
                    self.removed_films[c.genre] += 1
        elif isinstance(ev, E.RoundEnded):
            self.slots = [-1] * NSLOTS
            self.owner = [-1] * NSLOTS
            self.tokens = [TOKENS_PER_ROUND // self.n] * self.n
        elif isinstance(ev, E.RoundStarted):
            self.round = ev.round
            self.first = ev.first
            self.to_move = ev.first
            self.phase = "play"
        elif isinstance(ev, E.FirstPlayerDrawn):
            self.first = ev.seat
        elif isinstance(ev, E.GameOver):
            self.over = True
            self.phase = "over"
            self.winners = tuple(ev.winners)

    # ---- queries ------------------------------------------------------------------------
    def multipliers(self):
        return tuple(self.removed_films) if self.advanced else None

    def breakdowns(self):
        m = self.multipliers()
        return [score_tableau(t, m) for t in self.tableaus]

    def column_count(self, col: int) -> int:
        return sum(1 for s in COLUMN_SLOTS[col] if self.owner[s] >= 0)

    def column_full(self, col: int) -> bool:
        return self.column_count(col) >= len(COLUMN_SLOTS[col])

    def column_closed(self, col: int) -> bool:
        """Full while reels are still to be placed: no reel can go there (it is dimmed,
        and its cards' tips say why); not while the cards are handed out."""
        return sum(self.tokens) > 0 and self.slots[COLUMN_SLOTS[col][0]] >= 0 \
            and self.column_full(col)

    def bottom_slot(self, col: int) -> int:
        return COLUMN_SLOTS[col][-1]
