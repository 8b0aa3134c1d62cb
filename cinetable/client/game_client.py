"""What a game's client package declares to the shared client code: one `GameClient`.

Each `cinetable.client.<id>` package exports `CLIENT = GameClient(...)` (its declare.py):
the table, its keys, and the optional parts the shared scenes draw for it. The pygame
modules behind it load when first used (`Lazy`), so the title still appears fast; the
shared scenes reach a game only through `client_for`, never by a module-name convention.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cinetable.engine.registry import GAME_IDS, place

T = TypeVar("T")


@dataclass(frozen=True)
class Lazy(Generic[T]):
    """"module:name" of a game's own object (or "module" for the module itself),
    imported when first loaded."""

    target: str

    def load(self) -> T:
        module_name, _, name = self.target.partition(":")
        module = importlib.import_module(module_name)
        found: T = vars(module)[name] if name else module
        return found


@dataclass(frozen=True)
class GameClient:
    """A game's client parts. None: the game has no such part (the shared default)."""

    # the TableScene class (a BaseTableScene), imported when a game opens
    table: Lazy[Any]
    # the key help overlay's own keys of this table: (key text, locale key of what it does)
    keys: tuple[tuple[str, str], ...] = ()
    # gallery_faces(fonts, size, t) -> [(label, Surface)]: the card gallery's faces
    gallery: Lazy[Any] | None = None
    # drawn in the results' chart place: a module with ROOM and draw(surface, rect,
    # session, fonts, t, names)
    results_extras: Lazy[Any] | None = None
    # explain_fields(t, options, players) -> the words New game's variant lines fill in
    variant_words: Lazy[Any] | None = None
    # guide_rect(scene, target) -> Rect | None: where the first-game guide points
    guide_targets: Lazy[Any] | None = None
    # chart_series(record, points, names, t) -> (series, colours, legend): own chart lines
    chart_series: Lazy[Any] | None = None
    # stage_words(t, kind, n, of) -> a save's progress in words, for the kinds of stage
    # only this game has ("" otherwise; client/save_progress.py words the common ones)
    stage_words: Lazy[Any] | None = None


def client_for(game_id: str) -> GameClient | None:
    """The game's client declaration; None for a game the registry does not know."""
    if game_id not in GAME_IDS:
        return None
    name = place(game_id).client
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None                  # a registered game not drawn yet
        raise
    client: GameClient = module.CLIENT
    return client
