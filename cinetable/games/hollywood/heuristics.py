"""Hollywood! bot heuristics (pure Python): what cards are worth to whom, and from that a
score for every legal action. Used by the `easy`/`normal` bots (via
cinetable.bots.heuristic) and by ISMCTS rollouts and leaf evaluation.

The model, in three parts:

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

from cinetable.games.hollywood.cards import BLOCKBUSTER, FILM, STAR, load_cards
from cinetable.games.hollywood.state import (COLUMN_SLOTS, DEAL, FIRST, HANDOUT_BOTTOM_UP,
                                             HANDOUT_TOP_DOWN, NSLOTS, STARS_PER_ROUND)

CARDS = load_cards()
NG = len(CARDS.genres)
K_FILM, K_STAR, K_BLOCK = 0, 1, 2
_KIND = tuple({FILM: K_FILM, STAR: K_STAR, BLOCKBUSTER: K_BLOCK}[c.kind] for c in CARDS.cards)
_GENRE = tuple(c.genre for c in CARDS.cards)
_WEIGHT = tuple(c.weight for c in CARDS.cards)
_VALUE = tuple(c.value for c in CARDS.cards)
_COL_LEN = tuple(len(s) for s in COLUMN_SLOTS)

# ---- tuning (points) -----------------------------------------------------------------
# Tuned by self-play (one variant against three of the others, 800 games a variant):
# valuing open projects as if 3.2 stars a round were shared (more than the ~2.6 claimed)
# won 30% instead of 25%; it stands for the film cards those projects will still gain.
STAR_SHARE = 3.2        # stars a round, shared by the players, expected for open projects
AMBITION = 0.9          # how likely the largest leftover project scores H7.3 before the end
BETA = 0.25             # weight of an opponent's gain against mine
LEADER_BETA = 0.35      # extra weight for the opponent with the best potential
TAU = 0.6               # a held token's worth, as a share of the mean own placement value
CUT_COST = (0.4, 1.2)   # keeping Cut: base + per round left after this one
DOUBLE_COST = (0.4, 1.0)
EASY_TEMPERATURE = 1.5  # softmax temperature of the `easy` level, in points
EVAL_TEMPERATURE = (2.5, 2.5)  # leaf evaluation: softmax of potentials, base + per round left


class Context:
    """What a valuation needs to know about the game, computed once per decision."""

    __slots__ = ("final", "fstars", "vbar", "mult", "order_top_down")

    def __init__(self, view, rounds_after: int | None = None):
        n = view.n
        if rounds_after is None:
            rounds_after = rounds_after_current(view)
        self.final = rounds_after == 0
        self.fstars = rounds_after * STAR_SHARE / n
        stars = view.star_deck
        self.vbar = sum(_VALUE[c] for c in stars) / len(stars) if stars else 0.0
        self.mult = expected_multipliers(view, rounds_after) \
            if view.game.options.get("advanced_scoring") else None
        self.order_top_down = not view.game.options.get("prototype_order")


def rounds_after_current(view) -> int:
    """Rounds still to be dealt after the cards now on the table are handed out."""
    if view.phase in (FIRST, DEAL):
        return view.n - view.round
    return view.n - 1 - view.round


def expected_multipliers(view, rounds_after: int):
    """H9.1: Film cards of each genre removed by the end, expected."""
    removed = list(view.removed_films)
    laid = [0] * NG
    if any(s >= 0 for s in view.slots):     # this round's two unclaimed cards
        for c in view.slots:
            if c >= 0 and _KIND[c] == K_FILM:
                laid[_GENRE[c]] += 1
        for g in range(NG):
            removed[g] += 2 * laid[g] / NSLOTS
    deck = view.film_deck
    if deck and rounds_after:
        per_round = 2 * (NSLOTS - STARS_PER_ROUND) / NSLOTS
        for c in deck:
            if _KIND[c] == K_FILM:
                removed[_GENRE[c]] += rounds_after * per_round / len(deck)
    return tuple(removed)


# ---- tableau potential ---------------------------------------------------------------
# A tableau summary is a tuple (pw0, pw1, pw2, fv0, fv1, fv2, blockbusters): open project
# weights per genre, and finished-film points per genre before any H9.1 multiplier.

def summary(tableau) -> tuple:
    pw = [sum(_WEIGHT[c] for c in p) for p in tableau.projects]
    fv = [0] * NG
    for star, g, films in tableau.films:
        fv[g] += sum(_WEIGHT[c] for c in films) * _VALUE[star]
    return (*pw, *fv, len(tableau.blockbusters))


def phi(sm: tuple, ctx: Context) -> float:
    mult = ctx.mult
    pts = 2.0 * sm[6]
    if mult is None:
        pts += sm[3] + sm[4] + sm[5]
    else:
        pts += sm[3] * mult[0] + sm[4] * mult[1] + sm[5] * mult[2]
    w0, w1, w2 = sm[0], sm[1], sm[2]
    if ctx.final:                                      # exact H7.3, tie rule included
        a, b, c = sorted((w0, w1, w2), reverse=True)
        return pts + (a if a > b else 0)
    ws = [w for w in (w0, w1, w2) if w]
    if not ws:
        return pts
    if mult is None:
        ws.sort(reverse=True)
        keyed = [(w, w) for w in ws]
    else:
        keyed = sorted(((w * mult[g], w) for g, w in enumerate((w0, w1, w2)) if w),
                       reverse=True)
    s = ctx.fstars
    vbar = ctx.vbar
    best_left = 0.0
    for i, (wv, w) in enumerate(keyed):
        q = s - i
        q = 0.0 if q < 0.0 else (1.0 if q > 1.0 else q)
        pts += q * wv * vbar
        left = (1.0 - q) * w
        if left > best_left:
            best_left = left
    return pts + AMBITION * best_left


def finish_with_star(sm: tuple, g: int, value: int) -> tuple:
    lst = list(sm)
    lst[3 + g] += sm[g] * value
    lst[g] = 0
    return tuple(lst)


def receive(sm: tuple, card: int, ctx: Context) -> tuple:
    """The summary after receiving one card (H6); a star finishes the best project."""
    k = _KIND[card]
    if k == K_FILM:
        lst = list(sm)
        lst[_GENRE[card]] += _WEIGHT[card]
        return tuple(lst)
    if k == K_BLOCK:
        return sm[:6] + (sm[6] + 1,)
    v = _VALUE[card]
    best, best_val = sm, None                  # no open project: the star is lost (H6.4)
    for g in range(NG):
        if sm[g]:
            t = finish_with_star(sm, g, v)
            val = phi(t, ctx)
            if best_val is None or val > best_val:
                best, best_val = t, val
    return best


def receive_all(sm: tuple, cards, ctx: Context) -> tuple:
    for c in cards:
        sm = receive(sm, c, ctx)
    return sm


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
        self.turns: dict = {}         # token position -> {action: score}
        self._weights: dict = {}

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
    """The RoundModel of view's round (cached by everything it depends on)."""
    sig = (view.n, tuple(sorted(view.game.options.items())), view.round, view.phase,
           tuple(view.slots), tuple(summary(t) for t in view.tableaus),
           tuple(view.removed_films), tuple(view.star_deck), tuple(view.film_deck))
    model = _MODELS.get(sig)
    if model is None:
        if len(_MODELS) >= _MAX_MODELS:
            _MODELS.pop(next(iter(_MODELS)))
        model = _MODELS[sig] = RoundModel(view)
    return model


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

    def gain(self, p: int, cards: tuple) -> float:
        key = (p, cards)
        v = self.memo.get(key)
        if v is None:
            v = phi(receive_all(self.base[p], cards, self.ctx), self.ctx) - self.base_phi[p]
            self.memo[key] = v
        return v

    def columns(self):
        """Owners of each column's tokens in the order they were placed (first = top)."""
        view = self.view
        owner = view.owner
        cols = []
        for c, slots in enumerate(COLUMN_SLOTS):
            m = view.col_count[c]
            L = len(slots)
            cols.append([owner[slots[L - m + i]] for i in range(m)])
        return cols

    def layout_value(self, cols) -> float:
        """Expected weighted gain of every player from the tokens in `cols`."""
        key = tuple(map(tuple, cols))
        gains = self.layouts.get(key)
        if gains is None:
            gains = self.layouts[key] = self.layout_gains(cols)
        w = self.weights
        return sum(w[p] * gains[p] for p in range(self.n))

    def layout_gains(self, cols) -> list[float]:
        """Each player's expected gain of potential from the tokens in `cols`."""
        slots_of = self.view.slots
        top_down = self.ctx.order_top_down
        memo = self.memo
        gains = [0.0] * self.n
        # each column's (owner, card) pairs in handout order, per empty slots it keeps
        per_col = []
        for c in range(4):
            owners = cols[c]
            if not owners:
                per_col.append(None)
                continue
            slots = COLUMN_SLOTS[c]
            opts = []
            for uc in range(min(2, _COL_LEN[c] - len(owners)) + 1):
                pairs = [(o, slots_of[slots[uc + k]]) for k, o in enumerate(owners)]
                opts.append(pairs if top_down else pairs[::-1])
            per_col.append(opts)
        for prob, u in outcomes(tuple(_COL_LEN[c] - len(cols[c]) for c in range(4))):
            got: dict = {}
            for c in range(4):
                opts = per_col[c]
                if opts is not None:
                    for o, card in opts[u[c]]:
                        lst = got.get(o)
                        if lst is None:
                            got[o] = [card]
                        else:
                            lst.append(card)
            for p, cards in got.items():
                key = (p, tuple(cards))
                g = memo.get(key)
                if g is None:
                    g = memo[key] = (phi(receive_all(self.base[p], key[1], self.ctx), self.ctx)
                                     - self.base_phi[p])
                gains[p] += prob * g
        return gains


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
    key = (seat, tuple(view.owner), tuple(view.tokens), tuple(view.cut_left),
           tuple(view.double_left), view.double_pending)
    known = model.turns.get(key)
    if known is None or any(a not in known for a in legal):
        all_legal = view.legal_actions()
        known = model.turns[key] = dict(zip(all_legal, _score_turn(view, seat, all_legal, model)))
        if any(a not in known for a in legal):
            raise ValueError("score_actions was given an action that is not legal now")
    return [known[a] for a in legal]


def _score_turn(view, seat: int, legal, model) -> list[float]:
    val = Valuer(view, seat, model)
    cols = val.columns()
    now = val.layout_value(cols)
    place = {}
    own = {}
    for a in legal:
        if a.kind == "place":
            c = a.arg
            after = [o[:] for o in cols]
            after[c].append(seat)
            place[c] = val.layout_value(after)
    tokens = view.tokens
    others_hold = any(tokens[p] for p in range(view.n) if p != seat)
    rounds_after = rounds_after_current(view)
    # a held token's worth: a share of what an average placement brings me now
    if place:
        for c in place:
            after = [o[:] for o in cols]
            after[c].append(seat)
            own[c] = own_gain(val, after, c)
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
                first = [o[:] for o in cols]
                first[c1].append(seat)
                for c2 in range(4):
                    if len(first[c2]) < _COL_LEN[c2]:
                        second = [o[:] for o in first]
                        second[c2].append(seat)
                        best = max(best, val.layout_value(second))
            cost = DOUBLE_COST[0] + DOUBLE_COST[1] * rounds_after
            if not others_hold:
                cost += 5.0               # the same two placements come without the card
            out.append(best - tau - cost)
        else:
            out.append(0.0)
    return out


def own_gain(val: Valuer, cols, c: int) -> float:
    """Expected gain to me of the token just placed in column c alone."""
    view = val.view
    empty = tuple(_COL_LEN[k] - len(cols[k]) for k in range(4))
    k = len(cols[c]) - 1
    slots = COLUMN_SLOTS[c]
    total = 0.0
    for prob, u in outcomes(empty):
        total += prob * val.gain(val.seat, (view.slots[slots[u[c] + k]],))
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
