"""Festival de Cannes bot heuristics (pure Python), from one seat's knowledge only.

1. A film's worth, `film_value`: the best screenplay's scene score (C5.2) plus the stars
   it shows (C5.3), each star valued by its expected highest + lowest rating given the
   seat's own rating (others' ratings are unknown: uniform). Without a screenplay the
   scenes count at a generic rate and the film carries NO_FILM points off (no film, no
   prize), less so while screenplays are still to come or can be claimed.
2. A lot's worth to a seat: the change of `film_value` when it wins it. A card it has
   seen (peeked, special) is valued as itself; an unseen one by the mean over the cards
   of its back the seat has not seen.
3. A bid: P(win) × the lot's worth − the card's cost. P(win) uses a head-to-head table (odds.py)
   under the suit rule (C3.3) against the cards the seat cannot see, for the bids already
   on the lot and the bidders still to come. Every card played is lost (C3.4), so the
   cost grows with the card's strength, and is nothing at the 1 May auction.
4. The Director calls once he has seen clearly more than anyone; peeks go to the backs
   the seat needs most; claims and gives follow `film_value`.
"""
from __future__ import annotations

import math
from functools import cache, lru_cache
from math import comb

from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR, load_cards
from cinetable.games.cannes.odds import (
    _ALL,
    _BEAT_MASK,
    _BEATS,  # noqa: F401  (the tests read it here)
    _STRENGTH,
    clear_memo,
    win_chance_exact,
)
from cinetable.games.cannes.phases import CLAIM_STAGE, DS19, FRIENDS, KINDNESS, LAST_STAGE, QUICK, P
from cinetable.games.cannes.search_world import search_world as _search_world

CARDS = load_cards()
NFILM = CARDS.nfilm
NA = CARDS.auction_count
_KIND = tuple(c.kind for c in CARDS.film)
_FEMALE = tuple(c.female for c in CARDS.film)
_GROUP = tuple(CARDS.scene_group[c.scene] if c.scene >= 0 else -1 for c in CARDS.film)
STAR0 = min(c.index for c in CARDS.film if c.kind == STAR)
_BY_KIND = tuple(tuple(c.index for c in CARDS.film if c.kind == k) for k in range(3))

# ---- tuning (film points) --------------------------------------------------------------
NO_FILM = (45.0, 90.0)        # points off without a screenplay: before / after the claims
GENERIC_SCENE = 16.0          # a scene without a screenplay: ~exact or same-group + penalty
SPECIAL_VALUE = {QUICK: 4.0, DS19: 5.0, FRIENDS: 14.0, KINDNESS: 5.0}
CARD_COST = (0.0, 1.5)     # a played card: base + × its head-to-head strength (tuned: 47% vs random)
LATER_BIDDER = 0.45           # chance each bidder still to come bids on a lot
# `easy` draws from a softmax of film points: at 4 points it measured too close to `normal`
# (26.8% with one normal among four easy at 5 players), at 10 normal wins 36.5% (README)
EASY_TEMPERATURE = 10.0
# Search leaves (right after a reveal): win shares = softmax of film points / temperature,
# fitted by auctions done (1..12) to 4,000 five-player and 3,000 three-, four- and
# six-player games of `normal` bots (their reveals; likelihood of who won). Early films
# are far from their end (temperature ~70 points), a screenplay held before the claims is
# worth less than NO_FILM says (PLAY_POINTS, someone will claim one), and Producers'
# friends is worth a card per auction left (FRIENDS_POINTS).
EVAL_TEMPERATURE = (27.0, 78.0, 70.0, 61.0, 55.0, 51.0, 44.0, 34.0, 26.0, 18.0, 10.5, 5.6)
PLAY_POINTS = (0.0, -8.0, -26.0, -33.0, -40.0, -30.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
FRIENDS_POINTS = (30.0, 78.0, 64.0, 48.0, 37.0, 31.0, 23.5, 15.0, 8.0, 5.4, 1.7, 0.6)
COUNT_SCALE = {3: 1.21, 4: 1.075, 5: 1.0, 6: 0.93}    # temperature by player count


# ---- star values: E[max + min] of ratings given mine, others uniform -------------------
@cache
def expected_star(players: int, mine: int) -> float:
    k = players - 1
    if mine <= 0:
        return 21.0
    # P(max of k others <= m) = (m/20)^k; P(min of k others >= m) = ((21-m)/20)^k
    e_max = sum(1 - (max(m - 1, mine - 1 if m <= mine else m - 1) / 20) ** k if m > mine
                else 1.0 for m in range(1, 21))
    e_min = sum(((21 - m) / 20) ** k if m <= mine else 0.0 for m in range(1, 21))
    return e_max + e_min


def star_estimates(view, seat: int) -> dict:
    r = view.ratings[seat]
    n = view.n
    return {STAR0 + j: expected_star(n, r[j]) for j in range(20)}


# ---- film value ----------------------------------------------------------------------
# Scenes score by kind only (C5.2) and stars by their estimated values, so the memos are
# keyed by scene kinds: the same hands recur across a search's determinizations.
_SCENE_KIND = tuple(c.scene for c in CARDS.film)
_NEEDS = tuple(c.needs for c in CARDS.film)
_KIND_GROUP = CARDS.scene_group
_SCORE_MEMO: dict = {}
_MEAN_MEMO: dict = {}          # mean gain of an unseen card of one back


def kinds_score(t: int, kinds: tuple) -> int:
    """scene_score of screenplay t for held scenes of these kinds (sorted tuple)."""
    key = (t, kinds)
    v = _SCORE_MEMO.get(key)
    if v is not None:
        return v
    needs = _NEEDS[t]
    left = list(kinds)
    missing = []
    pts = 0
    for k in needs:
        if k in left:
            left.remove(k)
            pts += 20
        else:
            missing.append(_KIND_GROUP[k])
    groups = [_KIND_GROUP[k] for k in left]
    for g in missing:
        if g in groups:
            groups.remove(g)
            pts += 10
    v = pts - 10 * max(0, len(needs) - len(kinds))
    if len(_SCORE_MEMO) > 200_000:
        _SCORE_MEMO.clear()
    _SCORE_MEMO[key] = v
    return v


def scene_points(plays: tuple, kinds: tuple, late: bool) -> float:
    """The best screenplay's scene score; without one, a generic rate minus NO_FILM."""
    if plays:
        return max(kinds_score(t, kinds) for t in plays)
    n = len(kinds)
    return GENERIC_SCENE * min(n, 5) - 50 + 2 * max(0, n - 5) - NO_FILM[late]


def _star_points(women: list, men: list, kindness: bool) -> float:
    pts = sum(women[:2]) + sum(men[:2])
    if kindness:
        spare = (women[2:] if len(men) < 2 else []) + (men[2:] if len(women) < 2 else [])
        if spare:
            pts += max(spare)
    return pts


def film_value(cards, stage: int, est: dict, kindness: bool) -> float:
    plays = tuple(sorted(c for c in cards if _KIND[c] == SCREENPLAY))
    kinds = tuple(sorted(_SCENE_KIND[c] for c in cards if _KIND[c] == SCENE))
    women = sorted((est[c] for c in cards if _KIND[c] == STAR and _FEMALE[c]), reverse=True)
    men = sorted((est[c] for c in cards if _KIND[c] == STAR and not _FEMALE[c]), reverse=True)
    return scene_points(plays, kinds, stage > CLAIM_STAGE) + _star_points(women, men, kindness)


def clear_caches() -> None:
    """Forget the memos (for benchmarks that must time cold decisions)."""
    _SCORE_MEMO.clear()
    _MEAN_MEMO.clear()
    _LOT_MEMO.clear()
    clear_memo()


@lru_cache(maxsize=4096)
def _estimates(n: int, ratings: tuple) -> dict:
    return {STAR0 + j: expected_star(n, ratings[j]) for j in range(20)}


class Valuer:
    """A seat's film and what each card would add to it, in one state."""

    def __init__(self, view, seat: int):
        self.view = view
        self.seat = seat
        r = view.ratings[seat]
        n = view.n
        self.est = est = _estimates(n, tuple(r))
        self.kindness = KINDNESS in view.specials[seat]
        cards = view.won[seat]
        self.cards = tuple(cards)
        self.late = max(view.stage, 0) > CLAIM_STAGE
        plays: list = []
        kinds: list = []
        women: list = []
        men: list = []
        for c in cards:                     # one pass (a search builds many Valuers)
            k = _KIND[c]
            if k == SCREENPLAY:
                plays.append(c)
            elif k == SCENE:
                kinds.append(_SCENE_KIND[c])
            elif k == STAR:
                (women if _FEMALE[c] else men).append(est[c])
        plays.sort()
        kinds.sort()
        women.sort(reverse=True)
        men.sort(reverse=True)
        self.plays = tuple(plays)
        self.kinds = tuple(kinds)
        self.women = women
        self.men = men
        self.scene_base = scene_points(self.plays, self.kinds, self.late)
        self.star_base = _star_points(self.women, self.men, self.kindness)
        self.base = self.scene_base + self.star_base
        self._unseen: list[list[int]] | None = None

    def value_of(self, cards) -> float:
        return film_value(cards, 10 if self.late else 0, self.est, self.kindness)

    def gain(self, c: int) -> float:
        k = _KIND[c]
        if k == SCREENPLAY:
            return scene_points(tuple(sorted(self.plays + (c,))), self.kinds, self.late) \
                - self.scene_base
        if k == SCENE:
            return self.scene_gain(_SCENE_KIND[c])
        x = self.est[c]
        same = self.women if _FEMALE[c] else self.men
        if len(same) < 2:
            return x
        if self.kindness:
            return max(0.0, _star_points(*self._with_star(x, _FEMALE[c]), True) - self.star_base)
        return max(0.0, x - same[1])

    def _with_star(self, x: float, female: bool) -> tuple[list[float], list[float]]:
        if female:
            return sorted(self.women + [x], reverse=True), self.men
        return self.women, sorted(self.men + [x], reverse=True)

    def scene_gain(self, kind: int) -> float:
        kinds = tuple(sorted(self.kinds + (kind,)))
        return scene_points(self.plays, kinds, self.late) - self.scene_base

    def unseen_of_kind(self, kind: int) -> list:
        if self._unseen is None:
            bit = 1 << self.seat
            known, removed = self.view.known, set(self.view.removed)
            self._unseen = [[c for c in _BY_KIND[k] if not known[c] & bit and c not in removed]
                            for k in range(3)]
        return self._unseen[kind]

    def mean_gain(self, kind: int) -> float:
        """The mean gain of a card of this back the seat has not seen."""
        pool = self.unseen_of_kind(kind)
        if not pool:
            return 0.0
        if kind == STAR:
            return sum(self.gain(c) for c in pool) / len(pool)
        key = (self.plays, self.kinds, self.late, kind, tuple(pool))
        m = _MEAN_MEMO.get(key)
        if m is None:
            if len(_MEAN_MEMO) > 100_000:
                _MEAN_MEMO.clear()
            if kind == SCENE:
                counts: dict = {}
                for c in pool:
                    counts[_SCENE_KIND[c]] = counts.get(_SCENE_KIND[c], 0) + 1
                m = sum(self.scene_gain(k) * w for k, w in counts.items()) / len(pool)
            else:
                m = sum(self.gain(c) for c in pool) / len(pool)
            _MEAN_MEMO[key] = m
        return m

    def lot_value(self, lot: int) -> float:
        v = self.view
        c = v.lots[lot]
        if c >= NFILM:
            return SPECIAL_VALUE[c - NFILM] * (LAST_STAGE - max(v.stage, 0)) / LAST_STAGE
        if v.known[c] >> self.seat & 1:
            return self.gain(c)
        return self.mean_gain(_KIND[c])


# ---- bidding ---------------------------------------------------------------------------
def card_cost(card: int, stage: int, hand_size: int) -> float:
    if stage == LAST_STAGE:
        return 0.0                         # cards are worth nothing after 1 May
    scale = 1.0 if hand_size <= 6 else 6.0 / hand_size
    return (CARD_COST[0] + CARD_COST[1] * _STRENGTH[card]) * scale


_LOT_MEMO: dict = {}           # a bidder's lot values: they do not change while bids go on


def lot_values(view, seat: int) -> list[float]:
    bit = 1 << seat
    known = view.known
    key = (id(view), seat, view.auction, tuple(view.lots), tuple(view.won[seat]),
           tuple(view.ratings[seat]), tuple([c < NFILM and known[c] & bit for c in view.lots]))
    vals = _LOT_MEMO.get(key)
    if vals is None:
        if len(_LOT_MEMO) > 64:
            _LOT_MEMO.clear()
        val = Valuer(view, seat)
        vals = _LOT_MEMO[key] = [val.lot_value(i) for i in range(len(view.lots))]
    return vals


def score_bids(view, seat: int, legal, exact: bool = False) -> list[float]:
    """P(win) x the lot's worth - the card's cost. `normal` judges each rival's card alone
    (P(beat one)^rivals); `exact` (the hard bot) counts the suit rule over all the rivals
    together, the bidders still to come as a binomial."""
    lot_vals = lot_values(view, seat)
    hand = view.hands[seat]
    seen = 0
    for x in hand:
        seen |= 1 << x
    for x in view.discard:
        seen |= 1 << x
    pool = _ALL & ~seen                 # cards the seat cannot see: the rivals' cards
    npool = pool.bit_count() or 1
    stage, size = view.stage, len(hand)
    win1 = {c: (_BEAT_MASK[c] & pool).bit_count() / npool for c in hand}
    cost = {c: card_cost(c, stage, size) for c in hand}
    to_come = max(0, view.n - 1 - view.bidder_i)
    later = LATER_BIDDER * to_come
    placed = []                         # rivals' bids on each lot
    for bids in view.bids:
        k = len(bids)
        for q, _x in bids:
            if q == seat:
                k -= 1
        placed.append(k)
    out = []
    for a in legal:
        if a.kind != "bid":
            out.append(0.0)
            continue
        lot, card = a.arg
        lv = lot_vals[lot]
        if lv <= 0:
            out.append(-1.0 - _STRENGTH[card])
        elif exact:
            out.append(_exact_win(card, pool, placed[lot], to_come) * lv - cost[card])
        else:
            out.append(win1[card] ** (placed[lot] + later) * lv - cost[card])
    return out


def _exact_win(card: int, pool: int, placed: int, to_come: int) -> float:
    p = LATER_BIDDER
    return sum(comb(to_come, j) * p ** j * (1 - p) ** (to_come - j)
               * win_chance_exact(card, pool, placed + j) for j in range(to_come + 1))


# ---- the other decisions --------------------------------------------------------------
def score_call(view, seat: int, legal) -> list[float]:
    lots = [i for i, c in enumerate(view.lots) if c < NFILM]
    mine = len(lots) - len(view.unseen_lots(seat))
    others = max((len(lots) - len(view.unseen_lots(q)) for q in range(view.n) if q != seat),
                 default=0)
    edge = mine - 1.5 * others - 1.0 + (2.0 if mine == len(lots) else 0.0)
    return [edge if a.kind == "call" else 0.0 for a in legal]


def score_peeks(view, seat: int, legal) -> list[float]:
    need_t = view.screenplays(seat) == 0
    out = []
    for a in legal:
        if a.kind != "peek":
            out.append(-1.0)
            continue
        k = _KIND[view.lots[a.arg]]
        w = (3.0 if need_t else 1.0) if k == SCREENPLAY else (2.0 if k == SCENE else 1.5)
        out.append(w + 0.01 * a.arg)
    return out


def score_reroll(view, seat: int, legal) -> list[float]:
    total = sum(view.dice)
    need = 6 if DS19 in view.specials[seat] else 7
    moves = total >= need
    return [(-1.0 if moves else 1.0) if a.kind == "reroll" else 0.0 for a in legal]


def score_claims(view, seat: int, legal) -> list[float]:
    return [10.0 + view.screenplays(a.arg) if a.kind == "claim" else 0.0 for a in legal]


def score_give(view, seat: int, legal) -> list[float]:
    val = Valuer(view, seat)
    out = []
    for a in legal:
        rest = list(val.cards)
        rest.remove(a.arg)
        out.append(val.value_of(tuple(rest)) - val.base)
    return out


def score_take(view, seat: int, legal) -> list[float]:
    val = Valuer(view, seat)
    return [val.gain(a.arg) for a in legal]


def score_actions(view, seat: int, legal) -> list[float]:
    ph = view.phase
    if ph == P.BID:
        return score_bids(view, seat, legal)
    return _score_other(view, seat, legal)


def search_scores(view, seat: int, legal) -> list[float]:
    """The hard bot's own judgement (its candidates and its default choice): bids with
    the exact suit-rule chances. Its rollouts keep `score_actions` for every seat, the
    model of the `normal` players it meets."""
    if view.phase == P.BID:
        return score_bids(view, seat, legal, exact=True)
    return _score_other(view, seat, legal)


def _score_other(view, seat: int, legal) -> list[float]:
    ph = view.phase
    if ph == P.CALL:
        return score_call(view, seat, legal)
    if ph in (P.PEEK, P.TURN_PEEK):
        return score_peeks(view, seat, legal)
    if ph == P.REROLL:
        return score_reroll(view, seat, legal)
    if ph == P.CLAIM:
        return score_claims(view, seat, legal)
    if ph == P.GIVE:
        return score_give(view, seat, legal)
    if ph == P.TAKE:
        return score_take(view, seat, legal)
    return [0.0] * len(legal)              # ratings: any order (ties broken at random)


# ---- search support -------------------------------------------------------------------
def _leaf_row(state) -> int:
    """The row of the fitted leaf tables: auctions done, 1..12."""
    return min(max(state.auction, 1), len(EVAL_TEMPERATURE)) - 1


def potentials(state) -> list[float]:
    """Each seat's film points as the leaf evaluation weighs them."""
    i = _leaf_row(state)
    out = []
    for p in range(state.n):
        val = Valuer(state, p)
        x = val.base
        if val.plays:
            x += PLAY_POINTS[i]
        if FRIENDS in state.specials[p]:
            x += FRIENDS_POINTS[i]
        out.append(x)
    return out


def evaluate(state) -> list[float]:
    """Estimated win shares at a search leaf (a calibrated softmax, see EVAL_TEMPERATURE).
    Mean negative log-likelihood of the winner on 4,000 other five-player games: 1.13,
    against 1.59 for the previous hand-set softmax and 1.61 (ln 5) for no judgement."""
    pots = potentials(state)
    temp = EVAL_TEMPERATURE[_leaf_row(state)] * COUNT_SCALE.get(state.n, 1.0)
    top = max(pots)
    ws = [math.exp((x - top) / temp) for x in pots]
    s = sum(ws)
    return [w / s for w in ws]


def cutoff_key(state) -> int:
    """Rollouts stop at the next auction's reveal: later lots are unknown anyway."""
    return state.auction


def searchless(view, legal) -> bool:
    """Decisions the `hard` bot takes from the heuristic alone: ratings (no information
    yet), peeks (searched they measured weaker and slower: 29.0 % against 33.3 % on one
    seed) and rerolls (many small decisions). It searches bids, claims and the Director's
    call: calling while he alone has seen the lots against waiting while the others
    arrive and look is the largest single decision of a stage."""
    return view.phase not in (P.BID, P.CALL, P.CLAIM, P.GIVE, P.TAKE)


SEARCH_WIDTH = 4              # bids searched at a node, besides "done"


def candidates(state, player: int, legal) -> list:
    """The bids worth searching: "done" and the heuristic's best few (a hand against
    every lot is dozens of near-equivalent moves)."""
    if state.phase != P.BID or len(legal) <= SEARCH_WIDTH + 1:
        return legal
    scores = score_bids(state, player, legal, exact=True)
    order = sorted(range(1, len(legal)), key=lambda i: -scores[i])[:SEARCH_WIDTH]
    return [legal[0]] + [legal[i] for i in sorted(order)]


# `hard` plays paired rollouts of these candidates (bots/rollouts.py), judging its own
# bids (its choice and its moves in its rollouts) with the exact suit-rule chances of
# `search_scores`, the Director's call searched too, leaves weighed by `evaluate`.
# Against four `normal` at 5 players, 400 games per seed (7, 8, 9): 32.0 / 31.8 / 30.2 %,
# 31.3 % over the 1,200 games; with z = 1: 33.3 / 28.1 / 31.2 %. Steps on seeds 7 and 8:
# exact bids alone 29.2 / 28.4 %, + fitted leaves 30.4 / 27.5 %, + the call searched
# 33.3 / 28.1 %; searching the peeks too 29.0 % (seed 7), rollouts without random moves
# 28.7 % (seed 7), 100 worlds 25.6 % (before the fitted leaves).
# Issue 20 (seed 1, --hard-budget 0.1): 40 worlds ended a bid in ~0.05 s, half the budget
# unused; rivals' laid bids read as their strongest cards (search_world.py) 33.0 % / 200
# games at 40 worlds, 36.3 % / 150 at 120; 32.6 % [28.6, 36.8] / 500 at 120. Also
# reading kept cards as weak and laid bids as best-of-h/m in `search_scores` fell to
# 22.5 % / 100: dropped. As shipped, seed 2, 2,000 games at 0.1 s (--jobs 2):
# 33.6 % [31.6, 35.7].
HARD_SEARCH = "rollouts"
search_world = _search_world         # its worlds: rivals' laid bids read (search_world.py)
ROLLOUT_WORLDS = 120                 # at 0.1 s the clock, not this cap, ends a decision
ROLLOUT_Z = 0.5
