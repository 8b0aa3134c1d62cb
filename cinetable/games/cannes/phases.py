"""Festival de Cannes constants shared by the rules modules: phases, special cards,
stages, the auction resolution and the cards laid per stage."""
from __future__ import annotations

from types import SimpleNamespace

from cinetable.games.cannes import actions as A
from cinetable.games.cannes.cards import load_cards

CARDS = load_cards()
NFILM = CARDS.nfilm
NSTARS = 20
_KIND = tuple(c.kind for c in CARDS.film)
_ID = tuple(c.id for c in CARDS.film)
STAR0 = min(c.index for c in CARDS.film if c.kind == 2)
QUICK, DS19, FRIENDS, KINDNESS = range(4)                                            # C1.4
_TALENT = (False,) + tuple(CARDS.talent(k) for k in range(1, CARDS.auction_count + 1))
_SUIT = (-1,) + tuple(CARDS.suit(k) for k in range(1, CARDS.auction_count + 1))
STEP = CARDS.auction_step
LAST_STAGE = 10                       # the stage ending on 1 May (C4.6)
CLAIM_STAGE = 5                       # the stage ending on 1 December (C4.7)

phases = SimpleNamespace(RATE=0, FIRST=1, DEAL=2, BID=3, CALL=4, ROLL=5, REROLL=6, LAY=7,
                         PEEK=8, TURN_PEEK=9, CLAIM=10, GIVE=11, TAKE=12, OVER=13)
P = phases
P.CHANCE_PHASES = frozenset((P.FIRST, P.DEAL, P.ROLL, P.LAY))
PHASE_NAMES = ("rate", "first", "deal", "bid", "call", "roll", "reroll", "lay", "peek",
               "turn_peek", "claim", "give", "take", "over")
_DIE_OUTCOMES = [(A.DIE[d], 1 / 6) for d in range(1, 7)]


def resolve_lot(bids) -> tuple[int, int, bool]:
    """(index in bids of the winner, its card, suit rule decided) for one lot (C3.3, C7.1):
    the highest card wins, unless it is no talent card and the lot holds an
    Exceptional-talent card of its suit: then the highest such talent card wins."""
    hi = max(range(len(bids)), key=lambda i: bids[i][1])
    top = bids[hi][1]
    if _TALENT[top]:
        return hi, top, False
    suit = _SUIT[top]
    best = -1
    for i, (_s, c) in enumerate(bids):
        if _TALENT[c] and _SUIT[c] == suit and (best < 0 or c > bids[best][1]):
            best = i
    if best < 0:
        return hi, top, False
    return best, bids[best][1], True


def lay_count(players: int, stage: int) -> int:
    """Film cards the Director lays at a stage (C4.2, C7.3)."""
    if players >= 5:
        return 4 if stage == LAST_STAGE else 5
    if players == 4:
        return 5 if stage < CLAIM_STAGE else 4
    return 4


def seats(mask: int) -> tuple:
    return tuple(p for p in range(6) if mask >> p & 1)


