"""Hollywood Poker actions: interned value objects that round-trip through notation.

    play 5 5 D     lead or follow with a set: two 5s and a Double = three 5s (P3.1, P5.2)
    play D D       a set of Doubles only, value 14 (P3.2)
    pass           P5.3
    exchange       the higher player of a pair takes the exchange (P4.4)
    waive          ... or lets it go
    give 7         the higher player gives back one card (a Double: give D)
    deal 7         chance: the next card dealt is a 7 (deal D: a Double)
    leader P3      chance: seat 3 leads the first deal (P2.3, P8.1)
"""
from __future__ import annotations

from cinetable.engine.actions import Action as BaseAction
from cinetable.games.poker.cards import DOUBLE, value_name

MAX_NATURALS = 8     # one card of each value per colour, 8 colours
MAX_DOUBLES = 4


class Action(BaseAction):
    """The shared action value (notation, identity, order) with a set's value, natural
    cards and Doubles spelt out."""
    __slots__ = ("value", "nat", "dbl", "count")

    def __init__(self, kind: str, text: str, value: int = 0, nat: int = 0, dbl: int = 0):
        super().__init__(kind, None, text)
        self.value, self.nat, self.dbl = value, nat, dbl
        self.count = nat + dbl

    def cards(self) -> tuple:
        """The card values a play puts down, naturals first."""
        return (self.value,) * self.nat + (DOUBLE,) * self.dbl


def _play_text(value: int, nat: int, dbl: int) -> str:
    return "play " + " ".join([value_name(value)] * nat + ["D"] * dbl)


# PLAY[value][nat][dbl]; a Doubles-only set is PLAY[DOUBLE][0][dbl]
PLAY: list[list[list[Action | None]]] = [
    [[None] * (MAX_DOUBLES + 1) for _ in range(MAX_NATURALS + 1)] for _ in range(DOUBLE + 1)]
for _v in range(1, DOUBLE):
    for _k in range(1, MAX_NATURALS + 1):
        for _j in range(MAX_DOUBLES + 1):
            PLAY[_v][_k][_j] = Action("play", _play_text(_v, _k, _j), _v, _k, _j)
for _j in range(1, MAX_DOUBLES + 1):
    PLAY[DOUBLE][0][_j] = Action("play", _play_text(DOUBLE, 0, _j), DOUBLE, 0, _j)

PASS = Action("pass", "pass")
EXCHANGE = Action("exchange", "exchange")
WAIVE = Action("waive", "waive")
GIVE = (None,) + tuple(Action("give", f"give {value_name(v)}", v) for v in range(1, DOUBLE + 1))
DEAL = (None,) + tuple(Action("deal", f"deal {value_name(v)}", v) for v in range(1, DOUBLE + 1))
LEADER = tuple(Action("leader", f"leader P{p + 1}", p) for p in range(8))

BY_TEXT = {a.text: a for a in (PASS, EXCHANGE, WAIVE, *GIVE, *DEAL, *LEADER)
           if a is not None}                      # GIVE[0], DEAL[0]: padding
for _v in range(DOUBLE + 1):
    for _row in PLAY[_v]:
        for _a in _row:
            if _a is not None:
                BY_TEXT[_a.text] = _a


def play(value: int, nat: int, dbl: int) -> Action:
    """PLAY[value][nat][dbl], a set that exists (for the tables built at import)."""
    a = PLAY[value][nat][dbl]
    if a is None:
        raise ValueError(f"no set of {nat} natural {value}s and {dbl} Doubles")
    return a


def lookup(text: str) -> Action | None:
    """The action `text` names; extra spaces, lower case and any order of the cards
    in a play are accepted ("play d 5 5" is "play 5 5 D")."""
    words = str(text).split()
    if not words:
        return None
    words[0] = words[0].lower()
    if words[0] == "play" and len(words) > 1:
        cards = [w.upper() for w in words[1:]]
        naturals = [w for w in cards if w != "D"]
        if len(set(naturals)) > 1:
            return None
        dbl = len(cards) - len(naturals)
        words = ["play"] + naturals + ["D"] * dbl
    elif len(words) == 2 and words[0] in ("give", "deal"):
        words[1] = words[1].upper()
    elif len(words) == 2 and words[0] == "leader":
        words[1] = words[1].upper()
    return BY_TEXT.get(" ".join(words))
