"""Where the human's legal Hollywood! moves are, lit on their turn (table/lit.py): the
bottom card of each column a reel may go on, the Cut and Double Reel cards when playable,
and at a star choice each film the star may finish (its option in the prompt)."""
from __future__ import annotations

from cinetable.client.hollywood import layout as L


def targets(scene) -> dict:
    if not scene.human_can_act():
        return {}
    v = scene.view
    options = scene.star_options()
    stars = L.star_choice_rects(len(options))
    out = {}
    for a in scene.state.legal_actions():
        if a.kind == "place":
            filled = [s for s in L.COLUMN_SLOTS[a.arg] if v.slots[s] >= 0]
            out[a] = [L.slot_rect(filled[-1]) if filled else L.column_rect(a.arg)]
        elif a.kind in ("cut", "double"):
            out[a] = [L.CUT_CARD if a.kind == "cut" else L.DOUBLE_CARD]
        elif a.kind == "star" and a in options:
            out[a] = [stars[options.index(a)]]
    return out
