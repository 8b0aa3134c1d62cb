"""The Festival de Cannes table's mouse: what a left click on the table does in each phase
(a rating at setup, a claim choice, a card of the hand laid on a lot or taken back, a peek).
The scene (client/cannes/table.py) keeps the state it changes."""
from __future__ import annotations

from cinetable.client.cannes import overlays as O
from cinetable.client.refusals import refusal_text
from cinetable.engine import IllegalActionError
from cinetable.games.cannes import actions as A
from cinetable.games.cannes.flow import P


def on_click(scene, pos) -> bool:
    """A left click on the table (not on a button): a rating, a claim choice, a card of
    the hand, a laid card to take back, a lot."""
    if scene.human is None or not scene.human_can_act():
        return False
    s = scene.state
    if s.phase == P.RATE:
        if O.AUTO_RATE.collidepoint(pos):
            scene.pending = [a for a in s.legal_actions()]
            return True
        for j, r in enumerate(O.rating_rects()):
            if r.collidepoint(pos):
                return scene.act_text(f"rate v{j + 1:02d}")
        return False
    opts = scene.choices()
    if opts:
        for r, (_label, a) in zip(O.choice_rects(len(opts)), opts):
            if r.collidepoint(pos):
                return scene.act(a)
        return False
    rects = scene.hand_rects()
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            v = scene.view.hand[i]
            if scene.held_lot(v) is not None:     # a laid card: take it back
                scene.held = [(lot, x) for lot, x in scene.held if x != v]
                scene.selected = None
            else:
                scene.selected = None if scene.selected == v else v
            scene.auction_result = None           # your next bids begin: lots in view
            scene.repaint()
            return True
    for lot, value in list(scene.held):           # your laid card under a lot: back
        if scene.held_bid_rect(lot).collidepoint(pos):
            scene.held.remove((lot, value))
            scene.repaint()
            return True
    for i in range(len(scene.view.lots)):
        if scene.lot_rect(i).collidepoint(pos):
            return click_lot(scene, i)
    return False

def click_lot(scene, i: int) -> bool:
    """A lot clicked: lay the selected card there (bids), or peek at it."""
    s = scene.state
    if s.phase == P.BID:
        if scene.selected is None:
            scene.flash, scene.flash_t = scene.app.t("cannes.prompt.pick_card"), 2.0
            return True
        action = A.bid(i, scene.selected // A.STEP)
        if action not in s.legal_actions():      # the engine says why (a bid there)
            scene.flash, scene.flash_t = refusal_text(scene.app.t, IllegalActionError(
                s.why_illegal(action))), 2.5
            return True
        # laid here until Done; a card already laid on this lot goes back to the hand
        scene.held = [(lot, x) for lot, x in scene.held if lot != i] + [(i, scene.selected)]
        scene.selected = None
        scene.repaint()
        return True
    if s.phase in (P.PEEK, P.TURN_PEEK):
        return scene.act_text(f"peek lot{i + 1}")
    return False
