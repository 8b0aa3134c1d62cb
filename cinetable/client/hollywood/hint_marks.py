"""Where a Hollywood! move is on the table, for the hint's ring (comfort.show_hint) and
a reviewed move in the replay: the bottom card of the column a token goes on, the studio
card played, the star's genre in its taker's panel (or its option in the star prompt)."""
from __future__ import annotations

from cinetable.client.hollywood import layout as L


def rects(scene, action) -> list:
    kind = getattr(action, "kind", "")
    v = scene.view
    if kind == "place":
        filled = [s for s in L.COLUMN_SLOTS[action.arg] if v.slots[s] >= 0]
        return [L.slot_rect(filled[-1]) if filled else L.column_rect(action.arg)]
    if kind in ("cut", "double"):
        return [L.CUT_CARD if kind == "cut" else L.DOUBLE_CARD]
    if kind == "star":
        options = scene.star_options()
        if action in options:             # the prompt is open: its option
            return [L.star_choice_rects(len(options))[options.index(action)]]
        seat = scene.state.current_player()
        if 0 <= seat < v.n and 0 <= action.arg < 3:
            return [L.panel_areas(L.panel_rect(seat, v.n))["lanes"][action.arg]]
    return []
