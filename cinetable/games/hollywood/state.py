"""Hollywood! rules (hollywood.md H2–H9) as an engine State.

The decks hold no order: each layout slot is filled by a CHANCE action naming the card,
drawn from what is left (H3.1, one card dealt = one action). So the state keeps no secret
and `resample` is a plain clone (H10: only the deck order is hidden). The rules of a round
are in rounds.py, the layout and card tables in layout.py.
"""
from __future__ import annotations

import random
from itertools import compress
from operator import itemgetter

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, ScoreSheet, State
from cinetable.engine.errors import Refusal as R
from cinetable.engine.protocol import pick_outcome
from cinetable.engine.quiet import QuietApply
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood.cards import STAR
from cinetable.games.hollywood.layout import (  # noqa: F401  (the bots and client read them here)
    _FILM_DECK_CARDS,
    _STAR_CARDS,
    CARDS,
    COLUMN_SLOTS,
    DEAL,
    FIRST,
    HANDOUT_BOTTOM_UP,
    HANDOUT_TOP_DOWN,
    NGENRES,
    NSLOTS,
    OVER,
    PLAY,
    STAR_CHOICE,
    STARS_PER_ROUND,
    TOKENS_PER_ROUND,
)
from cinetable.games.hollywood.refusals import column_full, no_project
from cinetable.games.hollywood.rounds import RoundRules
from cinetable.games.hollywood.scoring import Tableau

# legal_actions in PLAY, indexed by: bit c = column c is full (c = 0..3), bit 4 = Cut
# playable, bit 5 = Double Reel playable. Copied on return so callers may keep the list.
_PLAY_ACTIONS = tuple(
    tuple([A.PLACE[c] for c in range(4) if not key >> c & 1]
          + ([A.CUT] if key & 16 else []) + ([A.DOUBLE] if key & 32 else []))
    for key in range(64))

# (deal action, p) pairs for every card, one tuple per probability p: a round's deal has
# few distinct probabilities (they follow from the round, the slot and the stars laid so
# far), and picking shared pairs by card index is a C-level loop (chance_outcomes is
# called at every one of the 56 deals of a game).
_DEAL_PAIRS: dict = {}
_DEAL = A.DEAL


def _deal_pairs(p: float) -> tuple:
    pairs = _DEAL_PAIRS[p] = tuple((a, p) for a in A.DEAL)
    return pairs


class HollywoodState(QuietApply, RoundRules, State):
    __slots__ = ("game", "n", "phase", "round", "first", "to_move", "star_deck", "film_deck",
                 "slots", "owner", "col_count", "deal_pos", "stars_dealt", "tokens", "placed",
                 "cut_left", "double_left", "double_pending", "handout_i", "tableaus",
                 "removed", "removed_films", "history_len", "_result", "round_key")

    def __init__(self, game):
        self.game = game
        self.n = n = game.num_players
        self.phase = FIRST
        self.round = 0
        self.first = -1
        self.to_move = -1
        self.star_deck = list(_STAR_CARDS)
        self.film_deck = list(_FILM_DECK_CARDS)
        self.slots = [-1] * NSLOTS
        self.owner = [-1] * NSLOTS
        self.col_count = [0, 0, 0, 0]
        self.deal_pos = 0
        self.stars_dealt = 0
        self.tokens = [TOKENS_PER_ROUND // n] * n                                 # H1.3
        self.placed = 0
        self.cut_left = [True] * n                                                # H2.3
        self.double_left = [True] * n
        self.double_pending = 0
        self.handout_i = 0
        self.tableaus = [Tableau() for _ in range(n)]
        self.removed: list[int] = []                 # unclaimed cards, whole game (H5.2)
        self.removed_films = [0] * NGENRES           # per genre, for H9.1
        self.history_len = 0
        self._result = None
        # The bots' memo key of this round's valuation (heuristics.round_model), kept
        # here because a search asks for it at every move; None whenever an action may
        # have changed what it stands for (any step into or out of the PLAY phase).
        self.round_key = None

    # ---- protocol -----------------------------------------------------------------
    def current_player(self) -> int:
        ph = self.phase                   # phases in order: FIRST, DEAL, PLAY, STAR_CHOICE, OVER
        if ph < PLAY:
            return CHANCE
        return self.to_move if ph < OVER else TERMINAL

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PLAY:
            cc = self.col_count
            key = (cc[0] == 4) | (cc[1] == 4) << 1 | (cc[2] == 3) << 2 | (cc[3] == 3) << 3  # H4.4
            if not self.double_pending:
                p = self.to_move
                if self.cut_left[p]:
                    key |= 16
                if self.double_left[p] and self.tokens[p] >= 2:                  # H4.5
                    key |= 32
            return list(_PLAY_ACTIONS[key])
        if ph == STAR_CHOICE:
            return list(compress(A.STAR, self.tableaus[self.to_move].projects))
        return []

    def chance_outcomes(self) -> list:
        ph = self.phase
        if ph == DEAL:
            # H3.1: the 14 cards are 3 stars and 11 film deck cards in random order, so
            # the next slot holds a star with chance (stars still to lay) / (slots left),
            # any star of the deck alike, and likewise a film deck card.
            left = NSLOTS - self.deal_pos
            need_stars = STARS_PER_ROUND - self.stars_dealt
            out: list[tuple[A.Action, float]] = []
            if need_stars:
                deck = self.star_deck
                p = need_stars / left / len(deck)
                pairs = _DEAL_PAIRS.get(p) or _deal_pairs(p)
                out += itemgetter(*deck)(pairs) if len(deck) > 1 else [pairs[deck[0]]]
            if left > need_stars:
                deck = self.film_deck
                p = (left - need_stars) / left / len(deck)
                pairs = _DEAL_PAIRS.get(p) or _deal_pairs(p)
                out += itemgetter(*deck)(pairs) if len(deck) > 1 else [pairs[deck[0]]]
            return out
        if ph == FIRST:
            p = 1.0 / self.n
            return [(A.FIRST[s], p) for s in range(self.n)]
        return []

    def sample_outcome(self, rng) -> A.Action:
        """The chance outcome `pick_outcome(chance_outcomes(), rng.random())` would give,
        found by arithmetic instead of building the list (deals are half of all actions)."""
        r = rng.random()
        if self.phase != DEAL:
            return pick_outcome(self.chance_outcomes(), r)
        left = NSLOTS - self.deal_pos
        need_stars = STARS_PER_ROUND - self.stars_dealt
        if need_stars:
            deck = self.star_deck
            p_star = need_stars / left
            if r < p_star:
                nd = len(deck)
                i = int(r / (p_star / nd))
                return _DEAL[deck[i if i < nd else -1]]
            r -= p_star
        deck = self.film_deck
        nd = len(deck)
        i = int(r / ((left - need_stars) / left / nd))
        return _DEAL[deck[i if i < nd else -1]]

    _apply = RoundRules._apply          # the rules of every action are in rounds.py

    def clone(self) -> HollywoodState:
        s = HollywoodState.__new__(HollywoodState)
        s.game = self.game
        s.n = self.n
        s.phase = self.phase
        s.round = self.round
        s.first = self.first
        s.to_move = self.to_move
        s.star_deck = self.star_deck[:]
        s.film_deck = self.film_deck[:]
        s.slots = self.slots[:]
        s.owner = self.owner[:]
        s.col_count = self.col_count[:]
        s.deal_pos = self.deal_pos
        s.stars_dealt = self.stars_dealt
        s.tokens = self.tokens[:]
        s.placed = self.placed
        s.cut_left = self.cut_left[:]
        s.double_left = self.double_left[:]
        s.double_pending = self.double_pending
        s.handout_i = self.handout_i
        s.tableaus = list(map(Tableau.copy, self.tableaus))
        s.removed = self.removed[:]
        s.removed_films = self.removed_films[:]
        s.history_len = self.history_len
        s._result = self._result
        s.round_key = self.round_key
        return s

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def result(self):
        """Final scores with their H7 breakdown (None until the game is over)."""
        return self._result

    def score_sheet(self) -> ScoreSheet:
        """H7 item by item: blockbusters, each finished film, most ambitious project."""
        res = self.result()
        if res is None:
            return super().score_sheet()
        rows = tuple({"blockbusters": b.blockbusters, "films": tuple(b.films),
                      "ambitious": b.ambitious, "total": b.total} for b in res.breakdowns)
        notes = tuple({"ambitious": "tied"} if b.ambitious_tied else {}
                      for b in res.breakdowns)
        return ScoreSheet(("blockbusters", "films", "ambitious"), rows, notes,
                          tuple(res.winners), "best_film" if res.tiebreak else None)

    def returns(self) -> list[float]:
        if self._result is None:
            return [0.0] * self.n
        w = self._result.winners
        share = 1.0 / len(w)
        return [share if p in w else 0.0 for p in range(self.n)]

    def winners(self) -> list[int]:
        return list(self._result.winners) if self._result else []

    def scores(self) -> list[float]:
        """Current totals by H7 (final once the game is over)."""
        if self._result is not None:
            return [b.total for b in self._result.breakdowns]
        return [b.total for b in self.breakdowns()]

    def breakdowns(self):
        from cinetable.games.hollywood.scoring import score_tableau
        return [score_tableau(t, self.advanced_multipliers()) for t in self.tableaus]

    def advanced_multipliers(self):
        return tuple(self.removed_films) if self.game.options.get("advanced_scoring") else None

    def parse_action(self, text: str):
        action = A.lookup(text)
        if action is None:
            raise IllegalActionError(R(
                f"'{text}' is not a Hollywood! action (examples: place A, cut, double, "
                f"star->horror)", "hollywood.unknown", text=text))
        moves = self.all_moves()
        if action not in moves:
            raise IllegalActionError(self._why_illegal(action))
        return action

    def observation(self, seat: int) -> dict:
        """Everything on the table (H10); of the decks only their sizes."""
        card_id = lambda i: CARDS.cards[i].id if i >= 0 else None  # noqa: E731
        return {
            "game": "hollywood",
            "seat": seat,
            "players": self.n,
            "options": dict(self.game.options),
            "round": self.round,
            "rounds": self.n,
            "phase": ("first", "deal", "play", "star", "over")[self.phase],
            "first_player": self.first,
            "current_player": self.current_player(),
            "layout": [card_id(c) for c in self.slots],
            "owners": self.owner[:],
            "tokens": self.tokens[:],
            "cut_left": self.cut_left[:],
            "double_left": self.double_left[:],
            "double_pending": self.double_pending,
            "star_waiting": card_id(self.pending_star()),
            "handed_out": self.handed_out_slots(),
            "star_deck_size": len(self.star_deck),
            "film_deck_size": len(self.film_deck),
            "removed": [card_id(c) for c in self.removed],
            "tableaus": [t.to_dict() for t in self.tableaus],
            "scores": self.scores(),
        }

    def resample(self, seat: int, rng: random.Random) -> HollywoodState:
        # Nothing is hidden but deck order, and the state holds no deck order.
        return self.clone()

    # ---- queries used by the client and bots -------------------------------------------
    def pending_star(self) -> int:
        """The star card waiting for its receiver's choice (H6.3), or -1."""
        if self.phase != STAR_CHOICE:
            return -1
        return self.slots[self._handout_order()[self.handout_i]]

    def handed_out_slots(self) -> list[int]:
        """Layout slots whose card was already handed out this round (H5.1): while a star
        choice waits, those cards are in tableaus though still listed in `slots`."""
        if self.phase != STAR_CHOICE:
            return []
        order = self._handout_order()
        return [s for s in order[:self.handout_i] if self.owner[s] >= 0]

    def column_full(self, col: int) -> bool:
        return self.col_count[col] >= len(COLUMN_SLOTS[col])

    # ---- messages -------------------------------------------------------------------
    def _why_illegal(self, action) -> str:
        kind = getattr(action, "kind", None)
        if kind is None:
            return R(f"{action!r} is not a Hollywood! action", "hollywood.unknown",
                     text=repr(action))
        ph = self.phase
        if ph == OVER:
            return R("The game is over", "common.game_over")
        if kind == "first":
            if ph != FIRST:
                return R("The first player has already been drawn", "common.first_drawn")
            return R(f"There is no seat P{action.arg + 1} in a {self.n}-player game",
                     "common.no_seat", seat=action.arg + 1, players=self.n)
        if kind == "deal":
            if ph == FIRST:
                return R("The first player is drawn before the first deal",
                         "hollywood.first_before_deal")
            if ph != DEAL:
                return R("Cards are only dealt at the start of a round", "hollywood.deal_at_start")
            c = CARDS.cards[action.arg]
            if c.index not in self.star_deck and c.index not in self.film_deck:
                return R(f"{c.name} ({c.id}) is not in a deck", "hollywood.not_in_deck",
                         card=c.name, id=c.id)
            return R(f"The next card dealt cannot be a "
                     f"{'star' if c.kind == STAR else 'film deck card'}: each round lays out "
                     f"exactly 3 stars and 11 film deck cards",
                     "hollywood.deal_star" if c.kind == STAR else "hollywood.deal_film")
        if ph in (FIRST, DEAL):
            return R("Wait: the cards are being dealt", "common.wait_dealing")
        if ph == STAR_CHOICE:
            if kind == "star":
                return no_project(action.arg)
            return R("First choose which open project the star you received finishes",
                     "hollywood.choose_project")
        p = self.to_move
        if kind == "star":
            return R("You have no star to place", "hollywood.no_star")
        if kind == "place":
            return column_full(action.arg)
        if self.double_pending:
            return R("Place your second Double Reel token first", "hollywood.second_double")
        if kind == "cut":
            return R("You have already played your Cut card", "hollywood.cut_played")
        if kind == "double":
            if not self.double_left[p]:
                return R("You have already played your Double Reel card",
                         "hollywood.double_played")
            return R("Double Reel needs at least two tokens left this round",
                     "hollywood.double_tokens")
        return R(f"'{action}' is not legal now", "common.not_legal", action=str(action))

