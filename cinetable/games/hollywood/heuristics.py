"""Hollywood! bot heuristics (pure Python): what cards are worth to whom, and from that a
score for every legal action. Used by the `easy`/`normal` bots (via
cinetable.bots.heuristic) and by ISMCTS rollouts and leaf evaluation.

The model, in three parts (part 1 in potential.py):

1. Potential of a tableau, `phi`: the points it will likely be worth at the end. Finished
   films and blockbusters count as scored (H7.1, H7.2). Open projects are worth their
   weight × the mean value of the stars still to come, for as many projects as the player
   can expect stars in the rounds left (STAR_SHARE stars a round shared by the players);
   what is left over may still be the most ambitious project (H7.3). In the last round there are
   no stars to come and `phi` is the exact H7 score, tie rule included.
   A card's value to a player is the change of `phi` when they receive it; a star goes to
   the project that maximises `phi` (H6.3), so a weak star that must finish a big project
   is worth less than nothing.

2. Where tokens end (H4.3): a column's tokens keep their order and the round ends with 2
   empty slots, always at the top of columns. So the k-th token placed in a column ends
   on card u + k - 1 (0 = top), u being the empty slots that column keeps. We treat the
   two slots left empty as a uniform draw among the empty slots now: at most 10
   outcomes, each giving every token its final card. An action is valued by the expected
   change of every player's potential over those outcomes, the cards handed out in the
   H5.1 (or H9.2) order so a star sees the films received before it.

3. Action score = my expected gain − a share of each opponent's (more for the leader):
   pushes that move an opponent onto a poor card score, pushes that hand them a star do
   not. Cut (keep a token for later) and Double Reel (one token fewer later) are valued
   against a held token's worth, minus the worth of keeping the Studio card for later
   rounds.
"""
from __future__ import annotations

import math
from functools import lru_cache

from cinetable.games.hollywood.potential import (  # noqa: F401  (the model's part 1)
    _COL_LEN, _VALUE, AMBITION, STAR_SHARE, Context, expected_multipliers, finish_with_star, phi,
    receive, receive_all, rounds_after_current, summary)
from cinetable.games.hollywood.state import (COLUMN_SLOTS, HANDOUT_BOTTOM_UP, HANDOUT_TOP_DOWN,
                                             PLAY)

# ---- tuning (points) -----------------------------------------------------------------
# (STAR_SHARE and AMBITION, the potential's, are in potential.py)
BETA = 0.25             # weight of an opponent's gain against mine
LEADER_BETA = 0.35      # extra weight for the opponent with the best potential
TAU = 0.6               # a held token's worth, as a share of the mean own placement value
CUT_COST = (0.4, 1.2)   # keeping Cut: base + per round left after this one
DOUBLE_COST = (0.4, 1.0)
EASY_TEMPERATURE = 1.5  # softmax temperature of the `easy` level, in points
EVAL_TEMPERATURE = (2.5, 2.5)  # leaf evaluation: softmax of potentials, base + per round left


# ---- where tokens end ----------------------------------------------------------------
@lru_cache(maxsize=4096)
def outcomes(empty: tuple):
    """The ways the 2 slots left empty at round end fall among columns, with probability.

    `empty[c]` is column c's empty slots now; returns [(prob, u)] with u[c] the empty
    slots column c keeps (always its top ones)."""
    total = sum(empty)
    if total <= 2:
        return ((1.0, tuple(empty)),)
    pairs = total * (total - 1) / 2
    out = []
    for c1 in range(4):
        e1 = empty[c1]
        if not e1:
            continue
        if e1 >= 2:
            u = [0, 0, 0, 0]
            u[c1] = 2
            out.append((e1 * (e1 - 1) / 2 / pairs, tuple(u)))
        for c2 in range(c1 + 1, 4):
            e2 = empty[c2]
            if e2:
                u = [0, 0, 0, 0]
                u[c1] = u[c2] = 1
                out.append((e1 * e2 / pairs, tuple(u)))
    return tuple(out)


class RoundModel:
    """What valuations share while a round's tokens are being placed: the context, each
    player's tableau and potential, and the memo of card-set values. The tableaus do not
    change until the round's hand-out, so every decision of the round (and every search
    rollout through it) reuses one model."""

    def __init__(self, view):
        self.n = view.n
        self.ctx = ctx = Context(view)
        self.base = [summary(t) for t in view.tableaus]
        self.base_phi = [phi(sm, ctx) for sm in self.base]
        self.memo: dict = {}          # (player, cards) -> gain of potential
        self.layouts: dict = {}       # tokens per column -> each player's expected gain
        self.own_layouts: dict = {}   # (player, column codes) -> expected gain
        self.col_cards: dict = {}     # (column, code) -> the cards its tokens end on
        self.turns: dict = {}         # token position -> {action: score}
        self.rounds_after = rounds_after_current(view)
        self._weights: dict = {}
        self._values: dict = {}       # seat -> {layout: its weighted value}
        self._own: dict = {}          # seat -> {(column, empty slots): own_gain}

    def seat_memos(self, seat: int) -> tuple[dict, dict]:
        """The seat's memos of layout values and of own_gain."""
        v = self._values.get(seat)
        if v is None:
            v = self._values[seat] = {}
            self._own[seat] = {}
        return v, self._own[seat]

    def weights(self, seat: int) -> list[float]:
        """My gain counts fully, an opponent's against me, the leader's more."""
        w = self._weights.get(seat)
        if w is None:
            opp = [p for p in range(self.n) if p != seat]
            lead = max(opp, key=lambda p: self.base_phi[p]) if opp else -1
            w = self._weights[seat] = [
                1.0 if p == seat else -(BETA + (LEADER_BETA if p == lead else 0.0))
                for p in range(self.n)]
        return w


_MODELS: dict = {}
# A round's model grows to ~10 MB of memos in a hard bot's search; only the round being
# played is reused, so two are kept (eight held ~100 MB for the app's whole life).
_MAX_MODELS = 2


def round_model(view) -> RoundModel:
    """The RoundModel of view's round (cached by everything it depends on; the state
    keeps that key until an action changes it, as token moves within a round do not)."""
    sig = view.round_key
    if sig is None:
        sig = view.round_key = (
            view.n, tuple(sorted(view.game.options.items())), view.round, view.phase,
            tuple(view.slots), tuple(summary(t) for t in view.tableaus),
            tuple(view.removed_films), tuple(view.star_deck), tuple(view.film_deck))
    model = _MODELS.get(sig)
    if model is None:
        if len(_MODELS) >= _MAX_MODELS:
            _MODELS.pop(next(iter(_MODELS)))
        model = _MODELS[sig] = RoundModel(view)
    return model


def prepare_search(view) -> None:
    """Before a search: the view's round model (and the key the state keeps for it), so
    every determinization, a copy of the view, finds it at once."""
    if view.phase == PLAY:
        round_model(view)


def clear_caches() -> None:
    """Forget every round's memo (for benchmarks that must time cold decisions)."""
    _MODELS.clear()


class Valuer:
    """Values layouts of tokens for one deciding seat."""

    def __init__(self, view, seat: int, model: RoundModel | None = None):
        self.view = view
        self.seat = seat
        self.model = model = model or round_model(view)
        self.n = view.n
        self.ctx = model.ctx
        self.base = model.base
        self.base_phi = model.base_phi
        self.memo = model.memo
        self.layouts = model.layouts
        self.weights = model.weights(seat)
        self.values, self.own = model.seat_memos(seat)

    def gain(self, p: int, cards: tuple) -> float:
        key = (p, cards)
        v = self.memo.get(key)
        if v is None:
            v = phi(receive_all(self.base[p], cards, self.ctx), self.ctx) - self.base_phi[p]
            self.memo[key] = v
        return v

    def columns(self) -> tuple:
        """Owners of each column's tokens in the order they were placed (first = top),
        a tuple per column: layouts are memo keys as they are."""
        owner = self.view.owner
        cc = self.view.col_count
        return tuple([tuple(owner[slots[-1] - cc[c] + 1:slots[-1] + 1])
                      for c, slots in enumerate(COLUMN_SLOTS)])

    def layout_value(self, cols: tuple) -> float:
        """Expected weighted gain of every player from the tokens in `cols`."""
        v = self.values.get(cols)
        if v is None:
            gains = self.layouts.get(cols)
            if gains is None:
                gains = self.layouts[cols] = self.layout_gains(cols)
            v = 0.0
            for w, g in zip(self.weights, gains):
                v += w * g
            self.values[cols] = v
        return v

    def layout_gains(self, cols) -> list[float]:
        """Each player's expected gain of potential from the tokens in `cols`.

        A player's gain depends only on how many tokens each column holds and which of
        them are theirs, so it is memoised per player on that alone: layouts that differ
        in the other players' tokens share it (most layouts a search meets)."""
        n = self.n
        c0, c1, c2, c3 = [_CODES.get(col) or _column_codes(col) for col in cols]
        own = self.model.own_layouts
        gains = [0.0] * n
        for p in range(n):
            key = (p, c0[p], c1[p], c2[p], c3[p])
            g = own.get(key)
            if g is None:
                g = own[key] = self._own_layout_gain(p, key[1:])
            gains[p] = g
        return gains

    def _own_layout_gain(self, p: int, codes: tuple) -> float:
        """p's expected gain over where the 2 empty slots fall (`layout_gains`): the
        cards p's tokens end on, handed out in the round's order. Sums in the same order
        as a player-by-player walk of the outcomes, so the value is the same float."""
        if not (codes[0] & 15 or codes[1] & 15 or codes[2] & 15 or codes[3] & 15):
            return 0.0                                     # no token of p's: no gain
        memo = self.memo
        base, base_phi, ctx = self.base[p], self.base_phi[p], self.ctx
        empty = tuple([_COL_LEN[c] - (codes[c] >> 4) for c in range(4)])
        col_cards = self.model.col_cards
        parts = []
        for c in range(4):
            if codes[c] & 15:
                opts = col_cards.get((c, codes[c]))
                if opts is None:
                    opts = col_cards[(c, codes[c])] = self._column_cards(c, codes[c])
                parts.append((c, opts))
        total = 0.0
        for prob, u in outcomes(empty):
            cards = ()
            for c, opts in parts:
                cards += opts[u[c]]
            key = (p, cards)
            g = memo.get(key)
            if g is None:
                g = memo[key] = phi(receive_all(base, key[1], ctx), ctx) - base_phi
            total += prob * g
        return total

    def _column_cards(self, c: int, code: int) -> list[tuple]:
        """The cards the tokens of a column code (`_column_codes`) end on, in hand-out
        order, for each count of empty slots the column keeps at the end (0, 1, 2)."""
        slots_of = self.view.slots
        ks = [k for k in range(4) if code >> k & 1]
        if not self.ctx.order_top_down:
            ks.reverse()
        slots = COLUMN_SLOTS[c]
        return [tuple([slots_of[slots[uc + k]] for k in ks])
                for uc in range(min(2, _COL_LEN[c] - (code >> 4)) + 1)]


# A column's tokens (owners, top first) as one code per seat: 16 x the column's token
# count + a bit k for each of the seat's tokens (k = 0 on top)
_CODES: dict = {}


def _column_codes(col: tuple) -> tuple:
    codes = [len(col) << 4] * 4
    for k, o in enumerate(col):
        codes[o] |= 1 << k
    codes = _CODES[col] = tuple(codes)
    return codes


# ---- action scores -------------------------------------------------------------------
def score_actions(view, seat: int, legal) -> list[float]:
    """A score in points for each legal action of `seat` (higher is better)."""
    if view.pending_star() >= 0:
        return score_star_choices(view, seat, legal)
    return score_turn(view, seat, legal)


def remaining_handout(view, seat: int) -> list[int]:
    """Cards `seat` still receives this round after the star being placed now."""
    order = HANDOUT_BOTTOM_UP if view.game.options.get("prototype_order") else HANDOUT_TOP_DOWN
    return [view.slots[s] for s in order[view.handout_i + 1:] if view.owner[s] == seat]


def score_star_choices(view, seat: int, legal) -> list[float]:
    """H6.3: the project whose finishing (and this round's cards still to come) is best."""
    ctx = Context(view)
    sm = summary(view.tableaus[seat])
    star = view.pending_star()
    later = remaining_handout(view, seat)
    out = []
    for a in legal:
        after = receive_all(finish_with_star(sm, a.arg, _VALUE[star]), later, ctx)
        out.append(phi(after, ctx))
    return out


def score_turn(view, seat: int, legal) -> list[float]:
    model = round_model(view)
    # everything the scores read besides the model: the layout's tokens, who still
    # holds some, and the seat's own studio cards (not the other seats')
    key = (seat, tuple(view.owner), tuple(view.tokens), view.cut_left[seat],
           view.double_left[seat], view.double_pending)
    known = model.turns.get(key)
    if known is not None:
        try:
            return [known[a] for a in legal]
        except KeyError:
            pass
    all_legal = view.legal_actions()
    known = model.turns[key] = dict(zip(all_legal, _score_turn(view, seat, all_legal, model)))
    if any(a not in known for a in legal):
        raise ValueError("score_actions was given an action that is not legal now")
    return [known[a] for a in legal]


def _with_token(cols: tuple, c: int, seat: int) -> tuple:
    """The layout `cols` with seat's token added at the bottom of column c."""
    return cols[:c] + (cols[c] + (seat,),) + cols[c + 1:]


def _score_turn(view, seat: int, legal, model) -> list[float]:
    val = Valuer(view, seat, model)
    cols = val.columns()
    now = val.layout_value(cols)
    place = {}
    own = {}
    for a in legal:
        if a.kind == "place":
            c = a.arg
            after = _with_token(cols, c, seat)
            place[c] = val.layout_value(after)
            own[c] = own_gain(val, after, c)
    tokens = view.tokens
    others_hold = any(tokens[p] for p in range(view.n) if p != seat)
    rounds_after = model.rounds_after
    # a held token's worth: a share of what an average placement brings me now
    if place:
        tau = TAU * max(0.0, sum(own.values()) / len(own))
    else:
        tau = 0.0
    out = []
    for a in legal:
        if a.kind == "place":
            out.append(place[a.arg])
        elif a.kind == "cut":
            if not others_hold:          # H4.7: nobody else to wait for, a wasted card
                out.append(-1e6)
            else:
                out.append(now + tau - CUT_COST[0] - CUT_COST[1] * rounds_after)
        elif a.kind == "double":
            best = -1e9
            for c1 in sorted(place, key=place.get, reverse=True)[:2]:
                first = _with_token(cols, c1, seat)
                for c2 in range(4):
                    if len(first[c2]) < _COL_LEN[c2]:
                        best = max(best, val.layout_value(_with_token(first, c2, seat)))
            cost = DOUBLE_COST[0] + DOUBLE_COST[1] * rounds_after
            if not others_hold:
                cost += 5.0               # the same two placements come without the card
            out.append(best - tau - cost)
        else:
            out.append(0.0)
    return out


def own_gain(val: Valuer, cols, c: int) -> float:
    """Expected gain to me of the token just placed in column c alone."""
    empty = tuple([_COL_LEN[k] - len(cols[k]) for k in range(4)])
    total = val.own.get((c, empty))
    if total is None:
        k = len(cols[c]) - 1
        slots = COLUMN_SLOTS[c]
        slots_of = val.view.slots
        total = 0.0
        for prob, u in outcomes(empty):
            total += prob * val.gain(val.seat, (slots_of[slots[u[c] + k]],))
        val.own[(c, empty)] = total
    return total


# ---- leaf evaluation for search ------------------------------------------------------
def potentials(state) -> list[float]:
    ctx = Context(state)
    return [phi(summary(t), ctx) for t in state.tableaus]


def evaluate(state) -> list[float]:
    """Estimated win shares of a non-terminal state from the players' potentials."""
    pots = potentials(state)
    temp = EVAL_TEMPERATURE[0] + EVAL_TEMPERATURE[1] * rounds_after_current(state)
    top = max(pots)
    ws = [math.exp((p - top) / temp) for p in pots]
    s = sum(ws)
    return [w / s for w in ws]


def cutoff_key(state) -> int:
    """Search rollouts stop when the round changes: later deals are unknown anyway."""
    return state.round
