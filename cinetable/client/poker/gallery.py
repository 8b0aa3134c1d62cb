"""Every Hollywood Poker card face for the gallery (issue 29): the thirteen values, the
Double and the deck's back, each named by its picture."""
from __future__ import annotations

import pygame

from cinetable.client.poker.card_faces import paint_back, paint_face
from cinetable.client.poker.paint import INKS
from cinetable.client.services import Translator
from cinetable.games.poker.cards import DOUBLE


def gallery_faces(fonts, size, t=None) -> list[tuple[str, pygame.Surface]]:
    """(label, face) for each card of the deck at `size` pixels, then its back; `t`
    the player's translator (English by default)."""
    t = t or Translator()
    out = []
    for v in range(1, DOUBLE + 1):
        double = v == DOUBLE
        word = t("poker.card.double") if double else ""
        img, art = paint_face(fonts, v, double, None if double else INKS[v], size, word)
        out.append((t("poker.art.label", value=word or str(v), name=t(f"poker.art.{art}")), img))
    out.append((t("poker.art.back"), paint_back(size)))
    return out
