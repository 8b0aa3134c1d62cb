"""Hollywood! refusals raised from more than one place, with their locale keys."""
from __future__ import annotations

from cinetable.engine.errors import Refusal as R
from cinetable.engine.errors import Term
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood.layout import CARDS


def column_full(col: int) -> str:
    return R(f"Column {A.COLUMNS[col]} is full", "hollywood.column_full", column=A.COLUMNS[col])


def no_project(genre: int) -> str:
    g = CARDS.genres[genre]
    return R(f"You have no open {g.name} project for this star", "hollywood.no_project",
             genre=Term(f"hollywood.genre.{g.id}"))
