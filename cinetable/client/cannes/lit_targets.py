"""Where the human's legal Festival de Cannes moves are, lit on their turn (table/lit.py):
the stars on the rating screen, the lots they may peek at or bid on and the auction cards
they may lay, the buttons (Done, call, wait, pass, reroll, keep; a reroll lights the dice
too) and the choices of a screenplay claim."""
from __future__ import annotations

from cinetable.client.cannes import auction_panel
from cinetable.client.cannes import layout as L
from cinetable.client.cannes import overlays as O
from cinetable.games.cannes import actions as A

BUTTONS = ("done", "call", "wait", "pass", "reroll", "keep")   # the table packs those shown


def targets(scene) -> dict:
    if scene.human is None or not scene.human_can_act():
        return {}
    v = scene.view
    stars = {s.index: r for s, r in zip(O.STARS, O.rating_rects())}
    choices = scene.choices()
    hand = v.hand
    cards = scene.hand_rects()
    out = {}
    for a in scene.state.legal_actions():
        rects = []
        if a.kind == "rate" and a.arg in stars:
            rects.append(stars[a.arg])
        elif choices:
            rects += [r for r, (_label, b) in zip(O.choice_rects(len(choices)), choices)
                      if b == a]
        elif a.kind == "peek" and 0 <= a.arg < len(v.lots):
            rects.append(scene.lot_rect(a.arg))
        elif a.kind == "bid":
            lot, card = a.arg
            if 0 <= lot < len(v.lots):
                rects.append(scene.lot_rect(lot))
            if card * A.STEP in hand:
                r = cards[hand.index(card * A.STEP)]
                rects.append(L.picked(r) if card * A.STEP == scene.selected else r)
        elif a.kind in BUTTONS:
            rects.append(scene.button_rects.get(a.kind) or L.button_rect(BUTTONS.index(a.kind)))
            if a.kind == "reroll":
                rects.append(L.DICE)
        out[a] = rects
    if scene.auction_result and not v.films:     # the last auction's panel lies over lots
        panel = auction_panel.panel_rect()
        out = {a: [r for r in rects if not r.colliderect(panel)] for a, rects in out.items()}
    return out
