"""Festival de Cannes auction-card odds under the suit rule (C3.3, C7.1), for the bots:
which card beats which, a card's head-to-head strength, and its exact chance to win a lot
against any number of unseen rival cards."""
from __future__ import annotations

from math import comb

from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.phases import resolve_lot

CARDS = load_cards()
NA = CARDS.auction_count


def _beats(a: int, b: int) -> bool:
    return resolve_lot([(0, a), (1, b)])[0] == 0


_BEATS = tuple(tuple(_beats(a, b) if a and b and a != b else False for b in range(NA + 1))
               for a in range(NA + 1))
_BEAT_MASK = tuple(sum(1 << b for b in range(NA + 1) if _BEATS[a][b]) for a in range(NA + 1))
_ALL = sum(1 << b for b in range(1, NA + 1))
_STRENGTH = tuple(sum(_BEATS[a]) / (NA - 1) if a else 0.0 for a in range(NA + 1))


_TALENT = tuple(a > 0 and CARDS.talent(a) for a in range(NA + 1))
_SUIT = tuple(CARDS.suit(a) if a else -1 for a in range(NA + 1))
_WIN_MEMO: dict = {}


def win_chance_exact(card: int, pool: int, rivals: int) -> float:
    """P(`card` wins a lot against `rivals` cards drawn from `pool` (a bit set)) under the
    suit rule (C3.3, C7.1). A low talent card wins whenever the highest card on the lot is
    of its suit and no higher talent card of that suit is there: about one lot in six
    against three rivals, where judging each rival alone gives it almost nothing."""
    if rivals <= 0:
        return 1.0
    key = (card, pool, rivals)
    v = _WIN_MEMO.get(key)
    if v is not None:
        return v
    cards = [x for x in range(1, NA + 1) if pool >> x & 1]
    k = min(rivals, len(cards))
    total = comb(len(cards), k)
    suit = _SUIT[card]
    if not _TALENT[card]:        # wins if all rivals are lower and none a talent of its suit
        v = comb(sum(1 for x in cards if x < card and not (_TALENT[x] and _SUIT[x] == suit)),
                 k) / total
    else:                        # highest on the lot, or the best talent under a top of its suit
        v = comb(sum(1 for x in cards if x < card), k)
        for top in cards:
            if top > card and _SUIT[top] == suit and not _TALENT[top]:
                rest = sum(1 for x in cards
                           if x < top and not (_TALENT[x] and _SUIT[x] == suit and x > card))
                v += comb(rest, k - 1)
        v /= total
    if len(_WIN_MEMO) > 200_000:
        _WIN_MEMO.clear()
    _WIN_MEMO[key] = v
    return v


def clear_memo() -> None:
    _WIN_MEMO.clear()
