"""Where a click on the Hollywood 1947 table goes: the recap, a notebook chip, a film of
the strip, the loyalty card, an option row, a die on a seat panel, a hand card."""
from __future__ import annotations

from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.poster_pick import pick_rects
from cinetable.client.hollywood1947.recap import strip_rect


def die_action(scene, pos):
    """The reroll a click on a die plays, if that die may be rolled now: the dice are lit
    as targets, so a click on one rolls it (the menu's row did it alone before)."""
    for rect, key in scene.regions:
        if key[0] == "die" and rect.collidepoint(pos):
            return next((a for a in scene.legal() if a.kind == "reroll" and a.arg == key[1]),
                        None)
    return None


def on_click(scene, pos) -> bool:
    if scene.recap is not None and L.RECAP.collidepoint(pos):
        scene.recap = None
        return True
    for seat, r in scene.note_rects.items():
        if r.collidepoint(pos):
            return scene.mark(seat)
    for k in range(len(scene.view.obs["films"])):
        if strip_rect(k).collidepoint(pos):
            scene.open_recap(k)
            return True
    if L.LOYALTY.collidepoint(pos) and scene.session.human_seat is not None:
        scene.set_peek(not scene.peek)
        return True
    items = scene.menu()
    for r, keep in pick_rects(items):
        if r.collidepoint(pos):
            return scene.act(keep)
    for (_label, what), r in zip(items, L.menu_rects(len(items))):
        if r.collidepoint(pos):
            return scene.choose(what)
    if scene.menu_group and L.back_rect(len(items)).collidepoint(pos):
        scene.menu_group = None
        return True
    roll = die_action(scene, pos)
    if roll is not None:
        scene.menu_group = None
        return scene.act(roll)
    cards = scene.hand_actions()
    for i, cid in enumerate(scene.view.obs["hand"]):
        if scene.hand_card_rect(i).collidepoint(pos) and cid in cards:
            return scene.act(cards[cid])
    return False
