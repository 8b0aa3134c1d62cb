"""Festival de Cannes bot heuristics (pure Python), from one seat's knowledge only.

1. A film's worth, `film_value`: the best screenplay's scene score (C5.2) plus the stars
   it shows (C5.3), each star valued by its expected highest + lowest rating given the
   seat's own rating (others' ratings are unknown: uniform). Without a screenplay the
   scenes count at a generic rate and the film carries NO_FILM points off (no film, no
   prize), less so while screenplays are still to come or can be claimed.
2. A lot's worth to a seat: the change of `film_value` when it wins it. A card it has
   seen (peeked, special) is valued as itself; an unseen one by the mean over the cards
   of its back the seat has not seen.
3. A bid: P(win) × the lot's worth − the card's cost. P(win) uses a head-to-head table
   under the suit rule (C3.3) against the cards the seat cannot see, for the bids already
   on the lot and the bidders still to come. Every card played is lost (C3.4), so the
   cost grows with the card's strength, and is nothing at the 1 May auction.
4. The Director calls once he has seen clearly more than anyone; peeks go to the backs
   the seat needs most; claims and gives follow `film_value`.
"""
from __future__ import annotations

import math
from functools import lru_cache

from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR, load_cards
from cinetable.games.cannes.flow import CLAIM_STAGE, DS19, FRIENDS, KINDNESS, LAST_STAGE, P, QUICK
from cinetable.games.cannes.flow import resolve_lot
from cinetable.games.cannes.scoring import choose_stars, scene_score

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
EASY_TEMPERATURE = 4.0
EVAL_TEMPERATURE = (12.0, 4.0)   # leaf evaluation softmax: base + per auction left


# ---- star values: E[max + min] of ratings given mine, others uniform -------------------
@lru_cache(maxsize=None)
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
def film_value(cards, stage: int, est: dict, kindness: bool) -> float:
    plays = [c for c in cards if _KIND[c] == SCREENPLAY]
    scenes = [c for c in cards if _KIND[c] == SCENE]
    stars = [c for c in cards if _KIND[c] == STAR]
    star_pts = sum(est[v] for v in choose_stars(stars, est, kindness)) if stars else 0.0
    if plays:
        return max(scene_score(t, scenes)[0] for t in plays) + star_pts
    generic = GENERIC_SCENE * min(len(scenes), 5) - 50 + 2 * max(0, len(scenes) - 5)
    return generic + star_pts - NO_FILM[stage > CLAIM_STAGE]


_VALUE_MEMO: dict = {}


def _memo_value(cards: tuple, stage: int, est_key, est: dict, kindness: bool) -> float:
    key = (cards, stage > CLAIM_STAGE, est_key, kindness)
    v = _VALUE_MEMO.get(key)
    if v is None:
        if len(_VALUE_MEMO) > 200_000:
            _VALUE_MEMO.clear()
        v = _VALUE_MEMO[key] = film_value(cards, stage, est, kindness)
    return v


def clear_caches() -> None:
    _VALUE_MEMO.clear()


class Valuer:
    """Lot values for one seat in one state."""

    def __init__(self, view, seat: int):
        self.view = view
        self.seat = seat
        self.est = star_estimates(view, seat)
        self.est_key = (view.n, tuple(view.ratings[seat]))
        self.kindness = KINDNESS in view.specials[seat]
        self.cards = tuple(sorted(view.won[seat]))
        self.stage = max(view.stage, 0)
        self.base = self.value_of(self.cards)
        self._unseen = None

    def value_of(self, cards: tuple) -> float:
        return _memo_value(cards, self.stage, self.est_key, self.est, self.kindness)

    def gain(self, c: int) -> float:
        return self.value_of(tuple(sorted(self.cards + (c,)))) - self.base

    def unseen_of_kind(self, kind: int) -> list:
        if self._unseen is None:
            bit = 1 << self.seat
            known, removed = self.view.known, set(self.view.removed)
            self._unseen = [[c for c in _BY_KIND[k] if not known[c] & bit and c not in removed]
                            for k in range(3)]
        return self._unseen[kind]

    def lot_value(self, lot: int) -> float:
        v = self.view
        c = v.lots[lot]
        if c >= NFILM:
            return SPECIAL_VALUE[c - NFILM] * (LAST_STAGE - max(v.stage, 0)) / LAST_STAGE
        if v.known[c] >> self.seat & 1:
            return self.gain(c)
        pool = self.unseen_of_kind(_KIND[c])
        if not pool:
            return self.gain(c)
        return sum(self.gain(x) for x in pool) / len(pool)


# ---- bidding ---------------------------------------------------------------------------
def _beats(a: int, b: int) -> bool:
    return resolve_lot([(0, a), (1, b)])[0] == 0


_BEATS = tuple(tuple(_beats(a, b) if a and b and a != b else False for b in range(NA + 1))
               for a in range(NA + 1))
_STRENGTH = tuple(sum(_BEATS[a]) / (NA - 1) if a else 0.0 for a in range(NA + 1))


def card_cost(card: int, stage: int, hand_size: int) -> float:
    if stage == LAST_STAGE:
        return 0.0                         # cards are worth nothing after 1 May
    scale = 1.0 if hand_size <= 6 else 6.0 / hand_size
    return (CARD_COST[0] + CARD_COST[1] * _STRENGTH[card]) * scale


def score_bids(view, seat: int, legal) -> list[float]:
    val = Valuer(view, seat)
    hand = view.hands[seat]
    mine = set(hand)
    pool = [x for x in range(1, NA + 1) if x not in mine and x not in view.discard]
    npool = len(pool) or 1
    win1 = {c: sum(1 for x in pool if _BEATS[c][x]) / npool for c in hand}
    later = max(0, view.n - 1 - view.bidder_i)
    lot_vals: dict = {}
    out = []
    for a in legal:
        if a.kind != "bid":
            out.append(0.0)
            continue
        lot, card = a.arg
        lv = lot_vals.get(lot)
        if lv is None:
            lv = lot_vals[lot] = val.lot_value(lot)
        if lv <= 0:
            out.append(-1.0 - _STRENGTH[card])
            continue
        others = sum(1 for q, _x in view.bids[lot] if q != seat)
        rivals = others + LATER_BIDDER * later
        p = win1[card] ** rivals
        out.append(p * lv - card_cost(card, view.stage, len(hand)))
    return out


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
def potentials(state) -> list[float]:
    out = []
    left = LAST_STAGE - max(state.stage, 0)
    for p in range(state.n):
        val = Valuer(state, p)
        hand = sum(card_cost(c, state.stage, 0) for c in state.hands[p]) * 0.5
        out.append(val.base + hand * min(1.0, left / 3))
    return out


def evaluate(state) -> list[float]:
    pots = potentials(state)
    left = LAST_STAGE + 1 - state.auction
    temp = EVAL_TEMPERATURE[0] + EVAL_TEMPERATURE[1] * max(0, left)
    top = max(pots)
    ws = [math.exp((x - top) / temp) for x in pots]
    s = sum(ws)
    return [w / s for w in ws]


def cutoff_key(state) -> int:
    """Rollouts stop at the next auction's reveal: later lots are unknown anyway."""
    return state.auction
