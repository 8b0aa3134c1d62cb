"""Hollywood!'s faces for the gallery (client/gallery.py): every card, both deck backs, the
Studio cards and the reel tokens, at the asked card size."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood.extras import paint_studio
from cinetable.client.hollywood.paint import CARDS, CardPainter


def gallery_faces(fonts, size, t=None) -> list[tuple[str, pygame.Surface]]:
    w, h = size
    painter = CardPainter(fonts, t, (w, h))
    out = [(c.name, painter.face(c.index)) for c in CARDS.cards]
    label = painter.label
    out += [(label("hollywood.studio.cut", "Cut"),
             paint_studio(fonts, "cut", label("hollywood.studio.cut", "Cut"), w, h)),
            (label("hollywood.studio.double", "Double Reel"),
             paint_studio(fonts, "double_reel", label("hollywood.studio.double", "Double Reel"),
                          w, h))]
    out += [(label(f"gallery.hollywood.{deck}_back", f"{deck} deck"), painter.back(deck))
            for deck in ("star", "film")]
    r = max(12, w // 5)
    for seat in range(5):                  # the reels of a five-seat table, initials A to E
        name = painter.t("gallery.hollywood.reel", n=seat + 1)
        out.append((name if name != "gallery.hollywood.reel" else f"Reel {seat + 1}",
                    painter.token(seat, "ABCDE"[seat], r)))
    return out


def illustrations(fonts, size) -> dict[int, str]:
    """card -> the illustration its face was painted with (for the tests and the gallery)."""
    painter = CardPainter(fonts, None, size)
    for c in CARDS.cards:
        painter.face(c.index)
    return dict(painter.art)
