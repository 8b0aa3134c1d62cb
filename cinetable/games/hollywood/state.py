"""Hollywood! rules (hollywood.md H2–H9) as an engine State.

The decks hold no order: each layout slot is filled by a CHANCE action naming the card,
drawn from what is left (H3.1, one card dealt = one action). So the state keeps no secret
and `resample` is a plain clone (H10: only the deck order is hidden).
"""
from __future__ import annotations

import random

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, State
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import BLOCKBUSTER, FILM, STAR, load_cards
from cinetable.games.hollywood.scoring import Tableau, final_result

CARDS = load_cards()
GENRE_IDS = tuple(g.id for g in CARDS.genres)
NGENRES = len(GENRE_IDS)

# Layout (H3.2): column A = slots 0-3, B = 4-7, C = 8-10, D = 11-13, each top to bottom.
COLUMN_SLOTS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
SLOT_COLUMN = tuple(c for c, slots in enumerate(COLUMN_SLOTS) for _ in slots)
NSLOTS = 14
STARS_PER_ROUND = 3
TOKENS_PER_ROUND = 12
HANDOUT_TOP_DOWN = tuple(s for col in COLUMN_SLOTS for s in col)                  # H5.1
HANDOUT_BOTTOM_UP = tuple(s for col in COLUMN_SLOTS for s in reversed(col))       # H9.2

# phases
FIRST, DEAL, PLAY, STAR_CHOICE, OVER = range(5)


class HollywoodState(State):
    __slots__ = ("game", "n", "phase", "round", "first", "to_move", "star_deck", "film_deck",
                 "slots", "owner", "col_count", "deal_pos", "stars_dealt", "tokens", "placed",
                 "cut_left", "double_left", "double_pending", "handout_i", "tableaus",
                 "removed", "removed_films", "history_len", "_result")

    def __init__(self, game):
        self.game = game
        self.n = n = game.num_players
        self.phase = FIRST
        self.round = 0
        self.first = -1
        self.to_move = -1
        self.star_deck = [c.index for c in CARDS.cards if c.kind == STAR]
        self.film_deck = [c.index for c in CARDS.cards if c.kind != STAR]
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

    # ---- protocol -----------------------------------------------------------------
    def current_player(self) -> int:
        ph = self.phase
        if ph == PLAY or ph == STAR_CHOICE:
            return self.to_move
        if ph == OVER:
            return TERMINAL
        return CHANCE

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PLAY:
            cc = self.col_count
            acts = [A.PLACE[c] for c in range(4) if cc[c] < len(COLUMN_SLOTS[c])]    # H4.4
            if not self.double_pending:
                p = self.to_move
                if self.cut_left[p]:
                    acts.append(A.CUT)
                if self.double_left[p] and self.tokens[p] >= 2:                   # H4.5
                    acts.append(A.DOUBLE)
            return acts
        if ph == STAR_CHOICE:
            proj = self.tableaus[self.to_move].projects
            return [A.STAR[g] for g in range(NGENRES) if proj[g]]
        return []

    def chance_outcomes(self) -> list:
        ph = self.phase
        if ph == FIRST:
            p = 1.0 / self.n
            return [(A.FIRST[s], p) for s in range(self.n)]
        if ph != DEAL:
            return []
        left = NSLOTS - self.deal_pos
        need_stars = STARS_PER_ROUND - self.stars_dealt
        out = []
        if need_stars:
            ps = need_stars / left / len(self.star_deck)
            out = [(A.DEAL[c], ps) for c in self.star_deck]
        if left > need_stars:
            pf = (left - need_stars) / left / len(self.film_deck)
            out += [(A.DEAL[c], pf) for c in self.film_deck]
        return out

    def apply_action(self, action) -> list:
        kind = getattr(action, "kind", None)
        ph = self.phase
        ev: list = []
        if ph == PLAY and kind == "place":
            self._place(action.arg, ev)
        elif ph == DEAL and kind == "deal":
            self._deal(action.arg, ev)
        elif ph == STAR_CHOICE and kind == "star":
            self._star(action.arg, ev)
        elif ph == PLAY and kind == "cut":
            self._cut(ev)
        elif ph == PLAY and kind == "double":
            self._double(ev)
        elif ph == FIRST and kind == "first" and action.arg < self.n:
            self.first = action.arg
            ev.append(E.FirstPlayerDrawn(action.arg))
            self.phase = DEAL
        else:
            raise IllegalActionError(self._why_illegal(action))
        self.history_len += 1
        return ev

    def clone(self) -> "HollywoodState":
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
        s.tableaus = [t.copy() for t in self.tableaus]
        s.removed = self.removed[:]
        s.removed_films = self.removed_films[:]
        s.history_len = self.history_len
        s._result = self._result
        return s

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def result(self):
        """Final scores with their H7 breakdown (None until the game is over)."""
        return self._result

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
            raise IllegalActionError(
                f"'{text}' is not a Hollywood! action (examples: place A, cut, double, "
                f"star->horror)")
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

    def resample(self, seat: int, rng: random.Random) -> "HollywoodState":
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

    # ---- rules --------------------------------------------------------------------
    def _deal(self, card: int, ev: list) -> None:
        c = CARDS.cards[card]
        left = NSLOTS - self.deal_pos
        need_stars = STARS_PER_ROUND - self.stars_dealt
        if c.kind == STAR:
            if not need_stars or card not in self.star_deck:
                raise IllegalActionError(self._why_illegal(A.DEAL[card]))
            self.star_deck.remove(card)
            self.stars_dealt += 1
        else:
            if left <= need_stars or card not in self.film_deck:
                raise IllegalActionError(self._why_illegal(A.DEAL[card]))
            self.film_deck.remove(card)
        slot = self.deal_pos
        self.slots[slot] = card
        self.deal_pos = slot + 1
        ev.append(E.CardDealt(self.round, slot, c.id))
        if self.deal_pos == NSLOTS:
            self.phase = PLAY
            self.to_move = self.first
            ev.append(E.RoundStarted(self.round, self.first))

    def _place(self, col: int, ev: list) -> None:
        slots = COLUMN_SLOTS[col]
        size = len(slots)
        m = self.col_count[col]
        if m >= size:
            raise IllegalActionError(f"Column {A.COLUMNS[col]} is full")
        p = self.to_move
        owner = self.owner
        pushed = []
        # occupied slots are always the bottom m of the column: shift them up one (H4.3)
        for j in range(size - m - 1, size - 1):
            src, dst = slots[j + 1], slots[j]
            owner[dst] = owner[src]
            pushed.append((owner[src], src, dst))
        bottom = slots[-1]
        owner[bottom] = p
        self.col_count[col] = m + 1
        self.tokens[p] -= 1
        self.placed += 1
        ev.append(E.TokenPlaced(p, A.COLUMNS[col], bottom, tuple(pushed)))
        if self.double_pending:
            self.double_pending -= 1
            if self.double_pending:
                return                         # second token of Double Reel still to come
        if self.placed == TOKENS_PER_ROUND:
            self._end_of_round(ev)
        else:
            self._advance(p)

    def _cut(self, ev: list) -> None:
        p = self.to_move
        if not self.cut_left[p] or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.CUT))
        self.cut_left[p] = False
        ev.append(E.StudioCardPlayed(p, "cut"))
        self._advance(p)

    def _double(self, ev: list) -> None:
        p = self.to_move
        if not self.double_left[p] or self.tokens[p] < 2 or self.double_pending:
            raise IllegalActionError(self._why_illegal(A.DOUBLE))
        self.double_left[p] = False
        self.double_pending = 2
        ev.append(E.StudioCardPlayed(p, "double"))

    def _advance(self, p: int) -> None:
        """Next seat clockwise that still holds tokens (H4.6); p itself if nobody else (H4.7)."""
        n = self.n
        tokens = self.tokens
        for k in range(1, n + 1):
            q = (p + k) % n
            if tokens[q]:
                self.to_move = q
                return
        raise AssertionError("no player holds a token before the 12th was placed")

    def _handout_order(self):
        return HANDOUT_BOTTOM_UP if self.game.options.get("prototype_order") else HANDOUT_TOP_DOWN

    def _end_of_round(self, ev: list) -> None:
        self.handout_i = 0
        self._hand_out(ev)

    def _hand_out(self, ev: list) -> None:
        """Give the claimed cards one at a time (H5.1, H6); stop at a star choice."""
        order = self._handout_order()
        while self.handout_i < NSLOTS:
            slot = order[self.handout_i]
            p = self.owner[slot]
            if p < 0:
                self.handout_i += 1
                continue
            card = self.slots[slot]
            c = CARDS.cards[card]
            tab = self.tableaus[p]
            if c.kind == BLOCKBUSTER:                                              # H6.1
                tab.blockbusters.append(card)
                ev.append(E.CardAwarded(p, c.id, slot, "blockbuster"))
            elif c.kind == FILM:                                                   # H6.2
                tab.projects[c.genre].append(card)
                ev.append(E.CardAwarded(p, c.id, slot, "project"))
            else:
                open_genres = [g for g in range(NGENRES) if tab.projects[g]]
                if not open_genres:                                                # H6.4
                    tab.worthless.append(card)
                    ev.append(E.CardAwarded(p, c.id, slot, "worthless"))
                elif len(open_genres) == 1:                       # forced: nothing to choose
                    ev.append(E.CardAwarded(p, c.id, slot, "star"))
                    self._finish_film(p, card, open_genres[0], True, ev)
                else:                                             # H6.5: the receiver decides
                    ev.append(E.CardAwarded(p, c.id, slot, "star"))
                    self.phase = STAR_CHOICE
                    self.to_move = p
                    return
            self.handout_i += 1
        self._close_round(ev)

    def _star(self, genre: int, ev: list) -> None:
        p = self.to_move
        if not self.tableaus[p].projects[genre]:
            raise IllegalActionError(
                f"You have no open {CARDS.genres[genre].name} project for this star")
        card = self.slots[self._handout_order()[self.handout_i]]
        self._finish_film(p, card, genre, False, ev)
        self.handout_i += 1
        self.phase = PLAY  # provisional; _hand_out sets what comes next
        self._hand_out(ev)

    def _finish_film(self, p: int, star: int, genre: int, forced: bool, ev: list) -> None:
        tab = self.tableaus[p]
        cards = tuple(tab.projects[genre])
        tab.projects[genre] = []
        tab.films.append((star, genre, cards))                                     # H6.3
        ev.append(E.FilmFinished(p, CARDS.cards[star].id, GENRE_IDS[genre],
                                 tuple(CARDS.cards[c].id for c in cards), forced))

    def _close_round(self, ev: list) -> None:
        unclaimed = [s for s in range(NSLOTS) if self.owner[s] < 0]                # H5.2
        cards = [self.slots[s] for s in unclaimed]
        self.removed.extend(cards)
        for c in cards:
            card = CARDS.cards[c]
            if card.kind == FILM:
                self.removed_films[card.genre] += 1
        ev.append(E.CardsRemoved(self.round, tuple(CARDS.cards[c].id for c in cards),
                                 tuple(unclaimed)))
        ev.append(E.RoundEnded(self.round))
        self.slots = [-1] * NSLOTS                                                 # H5.3
        self.owner = [-1] * NSLOTS
        self.col_count = [0, 0, 0, 0]
        self.deal_pos = 0
        self.stars_dealt = 0
        self.placed = 0
        self.handout_i = 0
        self.tokens = [TOKENS_PER_ROUND // self.n] * self.n
        if self.round + 1 >= self.n:                                               # H2.1
            self.phase = OVER
            self.to_move = -1
            self._result = final_result(self.tableaus, self.advanced_multipliers())
            r = self._result
            ev.append(E.GameOver(tuple(b.total for b in r.breakdowns), r.winners, r.tiebreak))
        else:
            self.round += 1
            self.first = (self.first + 1) % self.n                                 # H2.2
            self.phase = DEAL

    # ---- messages -------------------------------------------------------------------
    def _why_illegal(self, action) -> str:
        kind = getattr(action, "kind", None)
        if kind is None:
            return f"{action!r} is not a Hollywood! action"
        ph = self.phase
        if ph == OVER:
            return "The game is over"
        if kind == "first":
            if ph != FIRST:
                return "The first player has already been drawn"
            return f"There is no seat P{action.arg + 1} in a {self.n}-player game"
        if kind == "deal":
            if ph == FIRST:
                return "The first player is drawn before the first deal"
            if ph != DEAL:
                return "Cards are only dealt at the start of a round"
            c = CARDS.cards[action.arg]
            if c.index not in self.star_deck and c.index not in self.film_deck:
                return f"{c.name} ({c.id}) is not in a deck"
            return (f"The next card dealt cannot be a "
                    f"{'star' if c.kind == STAR else 'film deck card'}: each round lays out "
                    f"exactly 3 stars and 11 film deck cards")
        if ph in (FIRST, DEAL):
            return "Wait: the cards are being dealt"
        if ph == STAR_CHOICE:
            if kind == "star":
                return f"You have no open {CARDS.genres[action.arg].name} project for this star"
            return "First choose which open project the star you received finishes"
        p = self.to_move
        if kind == "star":
            return "You have no star to place"
        if kind == "place":
            return f"Column {A.COLUMNS[action.arg]} is full"
        if self.double_pending:
            return "Place your second Double Reel token first"
        if kind == "cut":
            return "You have already played your Cut card"
        if kind == "double":
            if not self.double_left[p]:
                return "You have already played your Double Reel card"
            return "Double Reel needs at least two tokens left this round"
        return f"'{action}' is not legal now"
