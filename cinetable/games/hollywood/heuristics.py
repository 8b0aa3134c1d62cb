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
    _COL_LEN,
    _VALUE,
    AMBITION,
    STAR_SHARE,
    Context,
    expected_multipliers,
    finish_with_star,
    phi,
    receive,
    receive_all,
    rounds_after_current,
    summary,
)
from cinetable.games.hollywood.state import COLUMN_SLOTS, HANDOUT_BOTTOM_UP, HANDOUT_TOP_DOWN, PLAY

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


# A layout as one player sees it, packed in an int: 7 bits per column c (from bit
# _SHIFT[c]) holding 16 x the column's token count + a bit k for each of the player's
# tokens there (k = 0 on top, the first placed). A player's expected gain depends on
# nothing else, so it is memoised per player on that int (layouts a search meets mostly
# differ in the other players' tokens), and placing a token is arithmetic on the ints.
_SHIFT = (0, 7, 14, 21)
_OWN_BITS = (15 << 0) | (15 << 7) | (15 << 14) | (15 << 21)


class RoundModel:
    """What valuations share while a round's tokens are being placed: the context, each
    player's tableau and potential, and the memo of card-set values. The tableaus do not
    change until the round's hand-out, so every decision of the round (and every search
    rollout through it) reuses one model."""

    def __init__(self, view):
        self.n = n = view.n
        self.ctx = ctx = Context(view)
        self.slots = tuple(view.slots)
        self.base = [summary(t) for t in view.tableaus]
        self.base_phi = [phi(sm, ctx) for sm in self.base]
        self.memo: dict = {}          # (player, cards) -> gain of potential
        # per player: packed layout -> gain
        self.own_layouts: list[dict[int, float]] = [{} for _ in range(n)]
        # per player: packed layout -> their gain after one more token in each column,
        # placed by someone else / by them (0.0 where the column is full)
        self.after_other: list[dict[int, tuple[float, ...]]] = [{} for _ in range(n)]
        self.after_own: list[dict[int, tuple[float, ...]]] = [{} for _ in range(n)]
        self.col_cards: dict = {}     # (column, code) -> the cards its tokens end on
        self.turns: dict = {}         # token position -> {action: score}
        self.rounds_after = rounds_after_current(view)
        self._weights: dict = {}
        self._own: dict = {}          # seat -> {placement key: own_gain}

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

    def gain(self, p: int, cards: tuple) -> float:
        key = (p, cards)
        v = self.memo.get(key)
        if v is None:
            v = phi(receive_all(self.base[p], cards, self.ctx), self.ctx) - self.base_phi[p]
            self.memo[key] = v
        return v

    def value(self, codes: list, weights: list) -> float:
        """Expected weighted gain of every player from the layout `codes` (one packed
        int per player). A player without a token there gains 0 and is skipped."""
        v = 0.0
        own = self.own_layouts
        for q, x in enumerate(codes):
            if x & _OWN_BITS:
                g = own[q].get(x)
                if g is None:
                    g = own[q][x] = self._own_layout_gain(q, x)
                v += weights[q] * g
        return v

    def place_values(self, codes: list, seat: int, weights: list) -> list[float]:
        """`value` of the layout after seat's token in each column (ignore full ones'):
        one memo lookup per player for the four columns, summed in `value`'s order."""
        vs = [0.0, 0.0, 0.0, 0.0]
        for q, x in enumerate(codes):
            if q == seat:
                g4 = self.after_own[q].get(x)
                if g4 is None:
                    g4 = self.after_own[q][x] = self._after(q, x, True)
            elif x & _OWN_BITS:
                g4 = self.after_other[q].get(x)
                if g4 is None:
                    g4 = self.after_other[q][x] = self._after(q, x, False)
            else:
                continue
            wq = weights[q]
            vs[0] += wq * g4[0]
            vs[1] += wq * g4[1]
            vs[2] += wq * g4[2]
            vs[3] += wq * g4[3]
        return vs

    def _after(self, q: int, x: int, mine: bool) -> tuple[float, ...]:
        own = self.own_layouts[q]
        out = []
        for c in range(4):
            s = _SHIFT[c]
            m = x >> s >> 4 & 7
            if m >= _COL_LEN[c]:
                out.append(0.0)
                continue
            y = x + (16 << s)
            if mine:
                y |= 1 << m << s
            g = own.get(y)
            if g is None:
                g = own[y] = self._own_layout_gain(q, y)
            out.append(g)
        return tuple(out)

    def _own_layout_gain(self, p: int, x: int) -> float:
        """p's expected gain over where the 2 empty slots fall: the cards p's tokens end
        on, handed out in the round's order. Sums in the same order as a player-by-player
        walk of the outcomes, so the value is the same float."""
        codes = (x & 127, x >> 7 & 127, x >> 14 & 127, x >> 21 & 127)
        memo = self.memo
        base, base_phi, ctx = self.base[p], self.base_phi[p], self.ctx
        empty = tuple([_COL_LEN[c] - (codes[c] >> 4) for c in range(4)])
        col_cards = self.col_cards
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
        """The cards the tokens of a column code end on, in hand-out order, for each
        count of empty slots the column keeps at the end (0, 1, 2)."""
        slots_of = self.slots
        ks = [k for k in range(4) if code >> k & 1]
        if not self.ctx.order_top_down:
            ks.reverse()
        slots = COLUMN_SLOTS[c]
        return [tuple([slots_of[slots[uc + k]] for k in ks])
                for uc in range(min(2, _COL_LEN[c] - (code >> 4)) + 1)]


_MODELS: dict = {}
# A round's model grows to ~10 MB of memos in a hard bot's search; only the round being
# played is reused, so two are kept (eight held ~100 MB for the app's whole life).
_MAX_MODELS = 2
# The latest (key, model): the key is the very tuple every copy of the state carries, so
# a search finds its model by identity, without hashing the key at every move.
_LAST: list = [None, None]


def round_model(view) -> RoundModel:
    """The RoundModel of view's round (cached by everything it depends on; the state
    keeps that key until an action changes it, as token moves within a round do not)."""
    sig = view.round_key
    if sig is None:
        sig = view.round_key = (
            view.n, tuple(sorted(view.game.options.items())), view.round, view.phase,
            tuple(view.slots), tuple(summary(t) for t in view.tableaus),
            tuple(view.removed_films), tuple(view.star_deck), tuple(view.film_deck))
    elif sig is _LAST[0]:
        return _LAST[1]
    model = _MODELS.get(sig)
    if model is None:
        if len(_MODELS) >= _MAX_MODELS:
            if _MODELS.pop(next(iter(_MODELS))) is _LAST[1]:
                _LAST[:] = [None, None]
        model = _MODELS[sig] = RoundModel(view)
    _LAST[:] = [sig, model]
    return model


def prepare_search(view) -> None:
    """Before a search: the view's round model (and the key the state keeps for it), so
    every determinization, a copy of the view, finds it at once."""
    if view.phase == PLAY:
        round_model(view)


def clear_caches() -> None:
    """Forget every round's memo (for benchmarks that must time cold decisions)."""
    _MODELS.clear()
    _LAST[:] = [None, None]
    _CONTEXTS.clear()


def layout_codes(view) -> list[int]:
    """Every player's packed layout (see _SHIFT) of the tokens on the table."""
    owner = view.owner
    cc = view.col_count
    n = view.n
    codes = [0] * n
    for c in range(4):
        m = cc[c]
        if m:
            s = _SHIFT[c]
            count = m << 4 << s
            for q in range(n):
                codes[q] += count
            lo = COLUMN_SLOTS[c][-1] - m + 1
            for k in range(m):
                codes[owner[lo + k]] |= 1 << k << s
    return codes


def _with_token(codes: list, c: int, seat: int, m: int) -> list:
    """The layout `codes` with seat's token added below the m tokens of column c."""
    s = _SHIFT[c]
    step = 16 << s
    out = [x + step for x in codes]
    out[seat] |= 1 << m << s
    return out


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
    ctx, _evals, memo = _context_memos(view, rounds_after_current(view))
    sm = summary(view.tableaus[seat])
    star = view.pending_star()
    later = remaining_handout(view, seat)
    key = (sm, star, tuple(later), tuple([a.arg for a in legal]))
    out = memo.get(key)
    if out is None:
        out = memo[key] = [phi(receive_all(finish_with_star(sm, a.arg, _VALUE[star]), later, ctx),
                               ctx) for a in legal]
    return out[:]


def score_turn(view, seat: int, legal) -> list[float]:
    model = round_model(view)
    # everything the scores read besides the model: the layout's tokens (which also tell
    # the tokens still held: a round's tokens all start in hand, H1.3), and the seat's
    # own studio cards (not the other seats')
    key = (seat, tuple(view.owner), view.cut_left[seat], view.double_left[seat],
           view.double_pending)
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


def _score_turn(view, seat: int, legal, model) -> list[float]:
    w = model.weights(seat)
    value = model.value
    codes = layout_codes(view)
    cnt = view.col_count
    place: dict[int, float] = {}
    own: dict[int, float] = {}
    values = None
    for a in legal:
        if a.kind == "place":
            c = a.arg
            if values is None:
                values = model.place_values(codes, seat, w)
            place[c] = values[c]
            own[c] = own_gain(model, seat, cnt, c)
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
                out.append(value(codes, w) + tau - CUT_COST[0] - CUT_COST[1] * rounds_after)
        elif a.kind == "double":
            best = -1e9
            for c1 in sorted(place, key=place.__getitem__, reverse=True)[:2]:
                then = model.place_values(_with_token(codes, c1, seat, cnt[c1]), seat, w)
                for c2 in range(4):
                    if cnt[c2] + (c2 == c1) < _COL_LEN[c2]:
                        best = max(best, then[c2])
            cost = DOUBLE_COST[0] + DOUBLE_COST[1] * rounds_after
            if not others_hold:
                cost += 5.0               # the same two placements come without the card
            out.append(best - tau - cost)
        else:
            out.append(0.0)
    return out


def own_gain(model: RoundModel, seat: int, cnt, c: int) -> float:
    """Expected gain to `seat` of a token placed now in column c (`cnt`: each column's
    tokens before it) alone."""
    key = c | cnt[0] << 2 | cnt[1] << 5 | cnt[2] << 8 | cnt[3] << 11
    memo = model._own.get(seat)
    if memo is None:
        memo = model._own[seat] = {}
    total = memo.get(key)
    if total is None:
        empty = tuple([_COL_LEN[k] - cnt[k] - (k == c) for k in range(4)])
        slot = COLUMN_SLOTS[c][cnt[c]:]
        slots_of = model.slots
        total = 0.0
        for prob, u in outcomes(empty):
            total += prob * model.gain(seat, (slots_of[slot[u[c]]],))
        memo[key] = total
    return total

# ---- leaf evaluation for search ------------------------------------------------------
def potentials(state) -> list[float]:
    ctx = Context(state)
    return [phi(summary(t), ctx) for t in state.tableaus]


# A search's rollouts end their round in few distinct tableaus and meet the same star
# choices again and again: their Context and valuations are memoised by what the Context
# reads, then by the tableaus. The latest few contexts are kept, each memo bounded.
_CONTEXTS: dict = {}     # key -> (Context, {summaries: win shares}, {star choice: scores})
_MAX_CONTEXTS = 2
_MAX_MEMO = 20_000       # ~650 bytes an entry; a search fills ~2,000


def _context_memos(state, rounds_after: int) -> tuple:
    opts = state.game.options
    adv = bool(opts.get("advanced_scoring"))
    key: tuple = (state.n, rounds_after, adv, bool(opts.get("prototype_order")),
                  tuple(state.star_deck))
    if adv:                            # the expected multipliers read these too
        key += (tuple(state.removed_films), tuple(state.slots), tuple(state.film_deck))
    entry = _CONTEXTS.get(key)
    if entry is None or len(entry[1]) + len(entry[2]) >= _MAX_MEMO:
        if entry is None and len(_CONTEXTS) >= _MAX_CONTEXTS:
            _CONTEXTS.pop(next(iter(_CONTEXTS)))
        entry = _CONTEXTS[key] = (Context(state, rounds_after), {}, {})
    return entry


def evaluate(state) -> list[float]:
    """Estimated win shares of a non-terminal state from the players' potentials."""
    rounds_after = rounds_after_current(state)
    ctx, memo, _stars = _context_memos(state, rounds_after)
    sms = tuple([summary(t) for t in state.tableaus])
    shares = memo.get(sms)
    if shares is None:
        pots = [phi(sm, ctx) for sm in sms]
        temp = EVAL_TEMPERATURE[0] + EVAL_TEMPERATURE[1] * rounds_after
        top = max(pots)
        ws = [math.exp((p - top) / temp) for p in pots]
        s = sum(ws)
        shares = memo[sms] = [w / s for w in ws]
    return shares[:]


def cutoff_key(state) -> int:
    """Search rollouts stop when the round changes: later deals are unknown anyway."""
    return state.round
