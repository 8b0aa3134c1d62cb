"""Festival de Cannes rules (festival-de-cannes.md C2–C7) as an engine State.

The state holds no deck order: every auction card dealt, film card laid and die rolled is
a CHANCE action naming it. Secrets live in plain lists (hands, bids, won cards, ratings);
`known[c]` is the bit mask of seats that know film card c's face (owner, peekers, the
giver who saw a claimant's cards). The turn and auction flow is in flow.py, what a seat
may see in hidden.py."""
from __future__ import annotations

import random

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, ScoreSheet, State
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import hidden
from cinetable.games.cannes.cards import SCREENPLAY, STAR, load_cards
from cinetable.games.cannes.flow import BACK, Flow
from cinetable.games.cannes.flow import PHASE_NAMES as P_NAMES
from cinetable.games.cannes.flow import phases as P

CARDS = load_cards()
NFILM = CARDS.nfilm
NSTARS = 20
SPECIAL0 = NFILM                       # lot value of special card 0
_KIND = tuple(c.kind for c in CARDS.film)
_SCREENPLAYS = tuple(c.index for c in CARDS.film if c.kind == SCREENPLAY)
_SV = tuple(c.index for c in CARDS.film if c.kind != SCREENPLAY)
STAR0 = min(c.index for c in CARDS.film if c.kind == STAR)
# current_player by phase: chance, over, or None for the seat to move
_WHO = tuple(CHANCE if ph in P.CHANCE_PHASES else TERMINAL if ph == P.OVER else None
             for ph in range(len(P_NAMES)))


class CannesState(Flow, State):
    __slots__ = ("game", "n", "phase", "to_move", "ratings", "rated", "first", "stage",
                 "auction", "squares", "director", "turn", "lead", "dice", "again_used",
                 "lots", "bids", "bidder_i", "hands", "deck", "discard", "deal_queue",
                 "deal_counts", "pile_t", "pile_sv", "lay_t", "lay_sv", "won", "specials",
                 "out", "removed", "known", "claim_order", "claim_i", "claimant", "giver",
                 "claim_before", "history_len", "_result", "_deck_sorted")

    def __init__(self, game):
        self.game = game
        self.n = n = game.num_players
        self.phase = P.RATE
        self.to_move = 0
        self.ratings = [[0] * NSTARS for _ in range(n)]    # by star 0..19; 0 = not yet (C2.1)
        self.rated = [0] * n
        self.first = -1
        self.stage = -1                  # -1: the special-card auction before the year
        self.auction = 0                 # auctions done
        self.squares = [0] * n           # 0 = 1 June .. 22 = 1 May (C1.5)
        self.director = -1
        self.turn = -1
        self.lead = -1                   # who moves (and bids, and is dealt) first
        self.dice = []
        self.again_used = False
        self.lots = []                   # film cards 0..53, special cards 54..57
        self.bids = []                   # per lot: [(seat, auction card), ...]
        self.bidder_i = 0
        self.hands = [[] for _ in range(n)]
        self.deck = list(range(1, CARDS.auction_count + 1))
        self.discard = []
        self.deal_queue = []
        self.deal_counts = [0] * n
        self.removed = CARDS.removed[n]                                              # C2.3
        self.pile_t = [c for c in _SCREENPLAYS if c not in self.removed]
        self.pile_sv = [c for c in _SV if c not in self.removed]
        self.lay_t = 0
        self.lay_sv = 0
        self.won = [[] for _ in range(n)]
        self.specials = [[] for _ in range(n)]
        self.out = []                    # unsold on 1 May (C3.5)
        self.known = [0] * NFILM
        self.claim_order = []
        self.claim_i = 0
        self.claimant = -1
        self.giver = -1
        self.claim_before = []
        self.history_len = 0
        self._result = None
        self._deck_sorted = None         # (deck, sorted copy): see Flow.sample_outcome

    # ---- protocol -----------------------------------------------------------------
    def current_player(self) -> int:
        who = _WHO[self.phase]
        return self.to_move if who is None else who

    def is_terminal(self) -> bool:
        return self.phase == P.OVER

    def clone(self) -> CannesState:
        s = CannesState.__new__(CannesState)
        s.game = self.game
        s.n = self.n
        s.phase = self.phase
        s.to_move = self.to_move
        s.ratings = [r[:] for r in self.ratings]
        s.rated = self.rated[:]
        s.first = self.first
        s.stage = self.stage
        s.auction = self.auction
        s.squares = self.squares[:]
        s.director = self.director
        s.turn = self.turn
        s.lead = self.lead
        s.dice = self.dice[:]
        s.again_used = self.again_used
        s.lots = self.lots[:]
        s.bids = [b[:] for b in self.bids]
        s.bidder_i = self.bidder_i
        s.hands = [h[:] for h in self.hands]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.deal_queue = self.deal_queue[:]
        s.deal_counts = self.deal_counts[:]
        s.pile_t = self.pile_t[:]
        s.pile_sv = self.pile_sv[:]
        s.lay_t = self.lay_t
        s.lay_sv = self.lay_sv
        s.won = [w[:] for w in self.won]
        s.specials = [x[:] for x in self.specials]
        s.out = self.out[:]
        s.removed = self.removed
        s.known = self.known[:]
        s.claim_order = self.claim_order[:]
        s.claim_i = self.claim_i
        s.claimant = self.claimant
        s.giver = self.giver
        s.claim_before = self.claim_before[:]
        s.history_len = self.history_len
        s._result = self._result
        kept = self._deck_sorted
        s._deck_sorted = (s.deck, kept[1][:]) if kept is not None and kept[0] is self.deck \
            else None
        return s

    def result(self):
        """The jury's verdict (scoring.Result), None until the year is over."""
        return self._result

    def returns(self) -> list[float]:
        if self._result is None or not self._result.winners:
            return [0.0] * self.n
        w = self._result.winners
        return [1.0 / len(w) if p in w else 0.0 for p in range(self.n)]

    def winners(self) -> list[int]:
        """The Grand Prix winners; if no player made a film, nobody wins it and every
        seat shares that result (winners() is never empty at the end, see the protocol)."""
        if self._result is None:
            return []
        return list(self._result.winners) or list(range(self.n))

    def scores(self) -> list[float]:
        """Film totals (C5). Zeros until the jury: before it they depend on secret ratings
        and hidden cards, and a save's summary must not show them."""
        if self._result is None:
            return [0] * self.n
        return [f.total for f in self._result.films]

    def provisional_result(self):
        """The jury's verdict if the year ended now (true state: for tests and tools)."""
        from cinetable.games.cannes.scoring import final_result
        ratings = [[max(x, 1) for x in r] for r in self.ratings]
        return final_result(self.won, self.specials, ratings)

    def score_sheet(self) -> ScoreSheet:
        res = self._result
        if res is None:
            return super().score_sheet()
        rows = tuple({"scenes": f.scene_points, "stars": f.star_points, "total": f.total}
                     for f in res.films)
        notes = [{"scenes": "no_film", "stars": "no_film"} if not f.has_film else {}
                 for f in res.films]
        return ScoreSheet(("scenes", "stars"), rows, tuple(notes), tuple(res.winners))

    def parse_action(self, text: str):
        action = A.lookup(text)
        if action is None:
            raise IllegalActionError(
                f"'{text}' is not a Festival de Cannes action (examples: rate v07, "
                f"bid lot2 480000, done, peek lot1, call)", "cannes.unknown", text=text)
        if self.current_player() == CHANCE:
            ok = action in [a for a, _ in self.chance_outcomes()]
        else:
            ok = action in self.legal_actions()
        if not ok:
            raise IllegalActionError(self.why_illegal(action))
        return action

    def observation(self, seat: int) -> dict:
        return hidden.observation(self, seat)

    def resample(self, seat: int, rng: random.Random) -> CannesState:
        return hidden.resample(self, seat, rng)

    # ---- queries for the client and bots -----------------------------------------------
    def lot_kind(self, lot: int) -> str:
        return BACK[self.lots[lot]]

    def unseen_lots(self, seat: int) -> list[int]:
        bit = 1 << seat
        known = self.known
        return [i for i, c in enumerate(self.lots) if c < SPECIAL0 and not known[c] & bit]

    def month_square(self, seat: int) -> int:
        return self.squares[seat]
