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
# the back a lot shows, by card: T, S, V for film cards 0..53, the id for special cards
BACK = tuple("TSV"[k] for k in _KIND) + tuple(s[0] for s in CARDS.specials)
STAR0 = min(c.index for c in CARDS.film if c.kind == 2)
QUICK, DS19, FRIENDS, KINDNESS = range(4)                                            # C1.4
_TALENT = (False,) + tuple(CARDS.talent(k) for k in range(1, CARDS.auction_count + 1))
_SUIT = (-1,) + tuple(CARDS.suit(k) for k in range(1, CARDS.auction_count + 1))
STEP = CARDS.auction_step
LAST_STAGE = 10                       # the stage ending on 1 May (C4.6)
CLAIM_STAGE = 5                       # the stage ending on 1 December (C4.7)

# the phases as plain globals too: the rules read them on every action, and a global is
# faster to read than a namespace's attribute
RATE, FIRST, DEAL, BID, CALL, ROLL, REROLL, LAY, PEEK, TURN_PEEK, CLAIM, GIVE, TAKE, OVER = \
    range(14)
phases = SimpleNamespace(RATE=RATE, FIRST=FIRST, DEAL=DEAL, BID=BID, CALL=CALL, ROLL=ROLL,
                         REROLL=REROLL, LAY=LAY, PEEK=PEEK, TURN_PEEK=TURN_PEEK, CLAIM=CLAIM,
                         GIVE=GIVE, TAKE=TAKE, OVER=OVER)
P = phases
P.CHANCE_PHASES = frozenset((FIRST, DEAL, ROLL, LAY))
PHASE_NAMES = ("rate", "first", "deal", "bid", "call", "roll", "reroll", "lay", "peek",
               "turn_peek", "claim", "give", "take", "over")
_DIE_OUTCOMES = [(A.DIE[d], 1 / 6) for d in range(1, 7)]


def resolve_lot(bids) -> tuple[int, int, bool]:
    """(index in bids of the winner, its card, suit rule decided) for one lot (C3.3, C7.1):
    the highest card wins, unless it is no talent card and the lot holds an
    Exceptional-talent card of its suit: then the highest such talent card wins."""
    hi, top = 0, bids[0][1]
    for i in range(1, len(bids)):          # the first highest card, as max() gives
        c = bids[i][1]
        if c > top:
            hi, top = i, c
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


_SEATS = tuple(tuple(p for p in range(6) if mask >> p & 1) for mask in range(64))


def seats(mask: int) -> tuple:
    return _SEATS[mask] if 0 <= mask < 64 else tuple(p for p in range(6) if mask >> p & 1)


