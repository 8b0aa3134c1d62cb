"""What the first-game guide points at on the Hollywood! table (see client.guide)."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood import layout as L


def guide_rect(table, target: str) -> pygame.Rect | None:
    name, _, arg = target.partition(" ")
    me = table.session.human_seat or 0
    if name == "board":
        return L.BOARD
    if name == "column" and arg in "ABCD" and arg:
        return L.column_rect("ABCD".index(arg))
    if name == "bottom" and arg in "ABCD" and arg:          # where a token comes in
        return L.slot_rect(L.COLUMN_SLOTS["ABCD".index(arg)][-1])
    if name == "studio":
        return L.STUDIO
    if name == "panel":
        return L.panel_rect(me, table.view.n)
    if name in ("projects", "films"):
        areas = L.panel_areas(L.panel_rect(me, table.view.n))
        if name == "films":
            return areas["films"]
        lanes = areas["lanes"]
        return lanes[0].union(lanes[-1])
    if name == "star":           # the choice when it is open, else where the star went
        choosing = table.human_can_act() and any(
            str(a).startswith("star->") for a in table.state.legal_actions())
        return L.STAR_MODAL if choosing else L.panel_rect(me, table.view.n)
    return None
