"""Where the human's legal Hollywood 1947 moves are, lit on their turn (table/lit.py): the
hand cards they may add, spend or discard, each option of the menu (a group of options
lights its row), the die a reroll may roll again, and the loyalty card while face down
(a look at it is always allowed)."""
from __future__ import annotations

from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.poster_pick import pick_rects


def targets(scene) -> dict:
    if not scene.human_can_act():
        return {}
    o = scene.view.obs
    hand = o.get("hand") or []
    cards = scene.hand_actions()
    items = scene.menu()
    rows = L.menu_rects(len(items))
    dice = {key[1]: rect for rect, key in scene.regions if key[0] == "die"}
    posters = {a: r for r, a in pick_rects(items)}      # the Screenwriter's, to click
    out = {}
    for a in scene.state.legal_actions():
        rects = []
        for cid, b in cards.items():
            if b == a and cid in hand:
                rects.append(scene.hand_card_rect(hand.index(cid)))
        group = scene.words.group(a)
        rects += [r for (_label, what), r in zip(items, rows)
                  if what == a or (group and what == group)]
        if a.kind == "reroll" and a.arg in dice:
            rects.append(dice[a.arg])
        if a in posters:
            rects.append(posters[a])
        out[a] = rects
    if scene.session.human_seat is not None and not scene.peek:
        out["loyalty"] = [L.LOYALTY]
    if scene.recap is not None:            # the recap lies over the board until closed
        out = {a: [r for r in rects if not r.colliderect(L.RECAP)] for a, rects in out.items()}
    return out
