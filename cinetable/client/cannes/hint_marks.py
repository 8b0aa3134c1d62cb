"""Where a Festival de Cannes move is on the table, for the hint's ring (comfort.show_hint)
and a reviewed move in the replay: the lot bid on (and the auction card laid there), the
lot peeked at, the seat asked for a screenplay."""
from __future__ import annotations

from cinetable.games.cannes import actions as A


def rects(scene, action) -> list:
    kind = getattr(action, "kind", "")
    lots = len(scene.view.lots)
    if kind == "bid":
        lot, card = action.arg
        out = [scene.lot_rect(lot)] if 0 <= lot < lots else []
        hand = scene.view.hand
        if card * A.STEP in hand:
            out.append(scene.hand_rects()[hand.index(card * A.STEP)])
        return out
    if kind == "peek" and 0 <= action.arg < lots:
        return [scene.lot_rect(action.arg)]
    if kind == "claim" and 0 <= action.arg < scene.view.n:
        return [scene.seat_rect(action.arg)]
    return []
