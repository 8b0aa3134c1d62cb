"""What the shared table asks of a game's view model (client/<id>/view.py): kept up event
by event while the animations play, synced to the state after each batch, and the stage
it shows (a round, a deal, a film, a month: a seat's last-move tag from an earlier stage
is not news). Declared here so the shared table reads it, never looks it up by name."""
from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol


class TableView(Protocol):
    def apply(self, ev) -> None: ...
    def sync(self, state) -> None: ...

    @property
    def stage_key(self) -> Hashable: ...   # None: a game without stages
