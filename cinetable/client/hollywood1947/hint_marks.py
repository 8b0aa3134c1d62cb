"""Where a Hollywood 1947 move is on the table, for the hint's ring (comfort.show_hint)
and a reviewed move in the replay: the hand card it plays (add, spend, discard), else
its option in the menu (or the group of options holding it) when the menu is shown."""
from __future__ import annotations

from cinetable.client.hollywood1947 import layout as L
from cinetable.games.hollywood1947 import actions as A

HAND_KINDS = ("add", "spend", "discard")


def rects(scene, action) -> list:
    kind = getattr(action, "kind", "")
    hand = scene.view.obs.get("hand") or []
    if kind in HAND_KINDS and scene.state.sub != 7:   # the Composer's cards are not in hand
        cid = A.CARD_ID[action.arg]
        if cid in hand:
            return [scene.hand_card_rect(hand.index(cid))]
    items = scene.menu() if not scene.queue.busy else []
    group = scene.words.group(action)
    for (_label, what), r in zip(items, L.menu_rects(len(items))):
        if what == action or (group and what == group):
            return [r]
    return []
