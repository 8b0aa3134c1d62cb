"""Every Festival de Cannes face for the gallery (issue 29): the six screenplays, a scene
of each kind, the twenty stars, the four special cards, the lots' backs, the auction
cards of each suit (a talent one too), the sealed bid, the six dice and the three
prizes, each named."""
from __future__ import annotations

import pygame

from cinetable.client import viewport
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.paint import CARDS, KIND_COLOUR, SPECIAL_IDS, Painter
from cinetable.client.cannes.vignettes import PRIZES, picture
from cinetable.client.services import Translator
from cinetable.games.cannes.cards import SCENE


def gallery_faces(fonts, size, t=None) -> list[tuple[str, pygame.Surface]]:
    """(label, face) at `size` pixels for each card and token of the game; `t` the
    player's translator (English by default)."""
    t = t or Translator()
    p = Painter(fonts, None, t, [], 0)
    w, h = size
    g = h / max(1, viewport.px(L.LOT_U[1]))          # the art's lengths follow the card
    units = (w / viewport.u(), h / viewport.u())
    out = []
    seen_scenes: set = set()
    for c in CARDS.film:
        if c.kind == SCENE:
            if c.scene in seen_scenes:
                continue
            seen_scenes.add(c.scene)
        out.append((p.card_name(c.id), p.face(c.id, None, L.LOT_U, g, exact=size)))
    for sid in SPECIAL_IDS:
        out.append((p.special_name(sid), p.face(sid, None, L.LOT_U, g, exact=size)))
    for kind in "TSVX":
        img = p.back(kind, (L.LOT_U[0], L.LOT_U[1]), g)
        word = t("cannes.card.special") if kind == "X" else t(f"cannes.kind.{kind}")
        out.append((t("cannes.art.back", kind=word), pygame.transform.smoothscale(img, size)))
    hand_g = h / max(1, viewport.px(L.CARD_U[1]))   # a hand's card as tall as the faces
    for k in (1, 2, 3, 4, 30, 47):                   # a talent card and each suit
        value = CARDS.value(k)
        out.append((t("cannes.art.auction", value=f"{value:,}".replace(",", " ")),
                    p.auction_card(value, L.CARD_U, "", hand_g)))
    out.append((t("cannes.art.sealed"), p.auction_back(units, 1.0)))
    side = min(w, h) // 2
    for v in range(1, 7):
        out.append((t("cannes.art.die", value=v), p.die(v, side / viewport.u())))
    for key in PRIZES:
        out.append((t(f"cannes.jury.{key}"), picture("prize", key, (w, w), KIND_COLOUR["X"])))
    return out
