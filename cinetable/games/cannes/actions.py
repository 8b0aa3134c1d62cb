"""Festival de Cannes actions as interned value objects that round-trip through notation.

    rate v07            give the next rating (20, 19, ... 1) to star v07 (C2.1)
    bid lot2 480000     lay the 480,000 card face down against lot 2 (C3.2)
    done                finish laying bids
    call / wait         the Director calls the auction now, or lets the turn go on (C4.4)
    reroll / keep       Quick wits: roll again or keep the first roll (C7.5)
    peek lot3 / pass    look at a face-down lot, or not (C4.3)
    claim P2 / decline  ask P2 for a screenplay, or not (C7.7)
    give t2 / take s05  the giver's two choices in a claim (C7.7)
  chance:
    first P3            seat 2 plays first (C2.4)
    deal 480000         the next auction card dealt is 480,000 (C3.1)
    die 5               one die shows 5 (C4.1)
    lay s12             the Director lays film card s12 face down (C4.2)
"""
from __future__ import annotations

from cinetable.engine.actions import Action  # noqa: F401  (re-exported: A.Action)
from cinetable.games.cannes.cards import load_cards

CARDS = load_cards()
NFILM = CARDS.nfilm
NAUCTION = CARDS.auction_count
STEP = CARDS.auction_step


def _film_id(c: int) -> str:
    return CARDS.film[c].id


RATE = tuple(Action("rate", c, f"rate {_film_id(c)}") for c in range(NFILM))
FIRST = tuple(Action("first", p, f"first P{p + 1}") for p in range(6))
DEAL = (None,) + tuple(Action("deal", k, f"deal {k * STEP}") for k in range(1, NAUCTION + 1))
DIE = (None,) + tuple(Action("die", d, f"die {d}") for d in range(1, 7))
LAY = tuple(Action("lay", c, f"lay {_film_id(c)}") for c in range(NFILM))
GIVE = tuple(Action("give", c, f"give {_film_id(c)}") for c in range(NFILM))
TAKE = tuple(Action("take", c, f"take {_film_id(c)}") for c in range(NFILM))
CLAIM = tuple(Action("claim", p, f"claim P{p + 1}") for p in range(6))
DONE = Action("done", None, "done")
CALL = Action("call", None, "call")
WAIT = Action("wait", None, "wait")
REROLL = Action("reroll", None, "reroll")
KEEP = Action("keep", None, "keep")
PASS = Action("pass", None, "pass")
DECLINE = Action("decline", None, "decline")

_PEEK: list = []
_BID_ROWS: list = []        # _BID_ROWS[lot][card]: the bids on a lot, built once per lot


def peek(lot: int) -> Action:
    """Look at lot `lot` (0-based; shown 1-based as in the notation)."""
    while len(_PEEK) <= lot:
        i = len(_PEEK)
        _PEEK.append(Action("peek", i, f"peek lot{i + 1}"))
    return _PEEK[lot]


def bid_row(lot: int) -> tuple:
    """Every bid on lot `lot`, indexed by auction card (legal_actions reads it whole)."""
    while len(_BID_ROWS) <= lot:
        i = len(_BID_ROWS)
        _BID_ROWS.append((None,) + tuple(Action("bid", (i, k), f"bid lot{i + 1} {k * STEP}")
                                         for k in range(1, NAUCTION + 1)))
    return _BID_ROWS[lot]


def bid(lot: int, card: int) -> Action:
    return bid_row(lot)[card]


_FIXED = {a.text.lower(): a for a in (*RATE, *FIRST, *DEAL, *DIE, *LAY, *GIVE, *TAKE, *CLAIM,
                                      DONE, CALL, WAIT, REROLL, KEEP, PASS, DECLINE)
          if a is not None}                               # DEAL[0], DIE[0]: padding


def lookup(text: str) -> Action | None:
    """The action a notation names (lower case, spaces squeezed), or None."""
    words = str(text).lower().split()
    key = " ".join(words)
    a = _FIXED.get(key)
    if a is not None:
        return a
    try:
        if len(words) == 2 and words[0] == "peek" and words[1].startswith("lot"):
            lot = int(words[1][3:]) - 1
            return peek(lot) if 0 <= lot < 200 else None
        if len(words) == 3 and words[0] == "bid" and words[1].startswith("lot"):
            lot = int(words[1][3:]) - 1
            value = int(words[2].replace(",", "").replace("_", ""))
            if 0 <= lot < 200 and value % STEP == 0 and 1 <= value // STEP <= NAUCTION:
                return bid(lot, value // STEP)
    except ValueError:
        return None
    return None
