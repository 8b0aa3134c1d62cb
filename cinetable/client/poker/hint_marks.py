"""Where a Hollywood Poker move is on the table, for the hint (comfort.show_hint) and a
reviewed move in the replay: the cards of the set played (or the card given back) stand
up in the hand, ringed."""
from __future__ import annotations


def cards(scene, action) -> set[int]:
    """Indices in the shown hand of the cards `action` puts down or gives."""
    kind = getattr(action, "kind", "")
    if kind == "play":
        wanted = list(action.cards())
    elif kind == "give":
        wanted = [action.value]
    else:
        return set()
    out: set[int] = set()
    for i, v in enumerate(scene.view.hand):
        if v in wanted:
            wanted.remove(v)
            out.add(i)
    return out if not wanted else set()      # not all in this hand: point at nothing


def rects(scene, action) -> list:
    rects = scene.hand_rects()
    return [rects[i] for i in sorted(cards(scene, action)) if i < len(rects)]
