"""Hollywood! layout and per-card facts (hollywood.md H1, H3.2, H5.1, H9.2): the tables the
rules in state.py and rounds.py read on every action, and the bots and client read too."""
from __future__ import annotations

from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood.cards import FILM, STAR, load_cards

CARDS = load_cards()
GENRE_IDS = tuple(g.id for g in CARDS.genres)
NGENRES = len(GENRE_IDS)

# Layout (H3.2): column A = slots 0-3, B = 4-7, C = 8-10, D = 11-13, each top to bottom.
COLUMN_SLOTS = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10), (11, 12, 13))
SLOT_COLUMN = tuple(c for c, slots in enumerate(COLUMN_SLOTS) for _ in slots)
NSLOTS = 14
STARS_PER_ROUND = 3
TOKENS_PER_ROUND = 12
HANDOUT_TOP_DOWN = tuple(s for col in COLUMN_SLOTS for s in col)                  # H5.1
HANDOUT_BOTTOM_UP = tuple(s for col in COLUMN_SLOTS for s in reversed(col))       # H9.2

# phases
FIRST, DEAL, PLAY, STAR_CHOICE, OVER = range(5)

# Per-card facts as flat tuples: the rules read them on every action.
_IS_STAR = tuple(c.kind == STAR for c in CARDS.cards)
_IS_FILM = tuple(c.kind == FILM for c in CARDS.cards)
_GENRE = tuple(c.genre for c in CARDS.cards)
_CARD_ID = tuple(c.id for c in CARDS.cards)
NCARDS = len(CARDS.cards)
_STAR_CARDS = tuple(c.index for c in CARDS.cards if c.kind == STAR)
_FILM_DECK_CARDS = tuple(c.index for c in CARDS.cards if c.kind != STAR)
_COLUMN_NAME = tuple(A.COLUMNS[SLOT_COLUMN[s]] for s in range(NSLOTS))

# the seats after p clockwise, p itself last (H4.6, H4.7): _AFTER[n][p]
_AFTER = {n: tuple(tuple((p + k) % n for k in range(1, n + 1)) for p in range(n))
          for n in (3, 4)}
