"""Giving memory back when a table closes, so that a long session stays flat.

Where a session's memory went (measured with tracemalloc, gc.get_objects() counts by
type and /proc/self/smaps between games of a bot-only session):

- painted surfaces: a table's layers, card faces and seat panels (panels keyed by what
  they show: Festival de Cannes held 33 MB of them after one game). Each painter's cache
  is bounded (client/surface_cache.py, table/text.py's TextCache) and a closing table
  drops them (BaseTableScene.release);
- the bots' memos, kept at module level between decisions: a Hollywood! round model (~10
  MB each, two kept), Festival de Cannes' odds and scores, Hollywood 1947's leanings.
  Bounded by the games; the closed table's game forgets them here (`clear_caches`);
- the ISMCTS trees are not kept between decisions (a new root per decision);
- freed C memory (SDL surfaces, fonts' glyphs) that glibc's malloc keeps in its arenas:
  15-25 MB after each game until `malloc_trim` hands the free pages back to the system.

Fonts (a few roles and sizes), sounds (one per name), pygame-gui's theme and the
record's timeline (one per open game) are small or bounded by what the app has.
"""
from __future__ import annotations

import gc

from cinetable.heap import trim_heap


def forget_bot_memos(game_id: str) -> None:
    """The game's heuristic memos: the next table (or game) fills its own."""
    from cinetable.bots.heuristic import hooks_for
    hooks = hooks_for(game_id)
    if hooks is not None:
        hooks.clear_caches()


def release_after_table(game_id: str) -> None:
    """A table has closed (its release() ran): drop its game's memos, collect the
    cycles that kept the scene alive, and hand the freed memory back. A full collection
    takes tens of milliseconds: fine between scenes, never inside an animation."""
    forget_bot_memos(game_id)
    from cinetable.client.surface_cache import clear_all
    clear_all()                  # the art caches painters keep at module level too
    gc.collect()
    trim_heap()
