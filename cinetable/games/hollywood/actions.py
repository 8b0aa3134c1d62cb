"""Hollywood! actions as interned value objects that round-trip through notation (H8).

    place A .. place D    put a reel token on a column's bottom card (H4.2)
    cut / double          play a Studio card (H4.5)
    star->horror          finish the open Horror project with the star just received (H6.3)
    first P3              chance: round 1's first player is seat 2 (H2.2)
    deal h07              chance: the next layout slot gets card h07 (H3)
"""
from __future__ import annotations

from cinetable.engine.actions import Action  # noqa: F401  (re-exported: A.Action)
from cinetable.games.hollywood.cards import load_cards

COLUMNS = "ABCD"


_cards = load_cards()
PLACE = tuple(Action("place", c, f"place {COLUMNS[c]}") for c in range(4))
CUT = Action("cut", None, "cut")
DOUBLE = Action("double", None, "double")
STAR = tuple(Action("star", g.index, f"star->{g.id}") for g in _cards.genres)
FIRST = tuple(Action("first", p, f"first P{p + 1}") for p in range(4))
DEAL = tuple(Action("deal", c.index, f"deal {c.id}") for c in _cards.cards)

BY_TEXT = {a.text: a for a in (*PLACE, CUT, DOUBLE, *STAR, *FIRST, *DEAL)}
# friendly spellings a person might type
for _c in range(4):
    BY_TEXT[f"place {COLUMNS[_c].lower()}"] = PLACE[_c]
    BY_TEXT[COLUMNS[_c].lower()] = PLACE[_c]
    BY_TEXT[str(_c + 1)] = PLACE[_c]


# lookup key: lower case, single spaces, no spaces around "->"
_BY_KEY = {t.lower(): a for t, a in BY_TEXT.items()}


def lookup(text: str) -> Action | None:
    key = " ".join(str(text).split()).lower().replace(" ->", "->").replace("-> ", "->")
    return _BY_KEY.get(key)
