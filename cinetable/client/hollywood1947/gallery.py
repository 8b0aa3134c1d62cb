"""Every Hollywood 1947 face for the gallery (issue 29): a Propaganda card of each kind and
the deck's back, the three loyalty cards and their back, the nine Jobs, the posters, the
dice and the trophy, each named as the table names it."""
from __future__ import annotations

import pygame

from cinetable.client.hollywood1947.paint import Painter
from cinetable.client.hollywood1947.words import COMP, Words
from cinetable.client.services import Translator


def gallery_faces(fonts, size, t=None) -> list[tuple[str, pygame.Surface]]:
    """(label, face) for each piece at a card's `size` pixels; `t` the player's translator
    (English by default)."""
    t = t or Translator()
    w = Words(t, [], 0)
    p = Painter(fonts, w)
    out = []
    kinds: dict = {}
    for c in COMP.cards:
        kinds.setdefault(c.kind, c.id)
    for cid in kinds.values():
        out.append((w.card(cid), p.card(cid, size)))
    out.append((t("hollywood1947.art.back"), p.back(size)))
    for k in ("patriot", "communist", "star"):
        out.append((w.loyalty(k), p.loyalty(k, size)))
    out.append((t("hollywood1947.art.loyalty_back"), p.loyalty(None, size)))
    for poster in COMP.posters:
        out.append((w.poster(poster.id), p.poster(poster.id, size)))
    pill = max(16, size[1] // 6)
    for j in range(len(COMP.jobs)):
        out.append((w.job(j), p.job_pill(j, pill, size=max(12, pill * 3 // 5))))
    die = max(16, size[0] // 2)
    out.append((t("hollywood1947.art.die_star"), p.die(die, True)))
    out.append((t("hollywood1947.art.die_blank"), p.die(die, False)))
    out.append((t("hollywood1947.art.trophy"), p.token(die // 2)))
    return out
