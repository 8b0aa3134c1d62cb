"""The options' room when the menu is empty (another seat's turn). While a film is shot:
its running order, each seat's token in turn order, the one playing ringed in gold, those
done dimmed, and the rule that set it (lowest Job first, then clockwise, W8.1). While it
is edited: the steps of Editing, the one under way lit. A first game asked "who plays
next, and why them?" and "where do the film's cards come from?"; nothing said."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.table.text import fit_text
from cinetable.client.text_wrap import wrap


def shown(o: dict) -> bool:
    return o.get("stage") == "shooting" and bool(o.get("order")) and \
        not o["options"].get("studio_order") and o.get("winners") is None


# the steps of Editing (W3.2), by the engine's stage; the ghosts' step only with ghosts
EDIT_STEPS = (("stars", ("stars",)), ("tokens", ("tokens",)), ("ghosts", ("ghosts",)),
              ("deck", ("deck",)), ("cut", ("cut", "premiere")))


def draw(scene, surf) -> None:
    o = scene.view.obs
    if o.get("winners") is None and any(o.get("stage") in st for _k, st in EDIT_STEPS):
        draw_editing(scene, surf)
    if not shown(o):
        return
    t, text, box = _title(scene, surf, "hollywood1947.order.title")
    Zp, Zf = L.zpx, L.zfont
    order, at, now = o["order"], o.get("turn", 0), scene.turn_seat()
    if 0 < at <= len(order) and order[at - 1] == now and (at == len(order) or order[at] != now):
        at -= 1                  # the next turn is told while the last one still plays out
    r = Zp(17)
    step = min(Zp(82), (box.w - Zp(8)) // max(1, len(order)))
    y = box.y + Zp(40) + r
    for i, seat in enumerate(order):
        cx = box.x + step * i + step // 2
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        done = i < at
        disc = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        c = (r + 4, r + 4)
        if i == at and seat == now:                   # the seat playing now
            pygame.draw.circle(disc, palette.HIGHLIGHT, c, r + 4)
        pygame.draw.circle(disc, colour, c, r)
        pygame.draw.circle(disc, (20, 18, 24), c, r, max(2, Zp(2)))
        lab = text.get("bold", Zf(16), scene.initials[seat], (20, 18, 24))
        disc.blit(lab, lab.get_rect(center=c))
        if done:
            disc.set_alpha(110)
        surf.blit(disc, disc.get_rect(center=(cx, y)))
        name = scene.names[seat] if seat != scene.session.human_seat else t("hollywood1947.order.you")
        name = fit_text(text.fonts.get("body", Zf(13)), name, step - Zp(6))
        img = text.get("body", Zf(13), name, palette.TEXT_DIM if done else palette.TEXT)
        surf.blit(img, img.get_rect(midtop=(cx, y + r + Zp(6))))
        if i:                                          # a chevron from the one before
            ax = cx - step // 2
            pygame.draw.lines(surf, palette.BRASS_DIM, False,
                              [(ax - Zp(4), y - Zp(5)), (ax + Zp(1), y), (ax - Zp(4), y + Zp(5))],
                              max(1, Zp(2)))
    rule = t("hollywood1947.order.rule_twice" if o["players"] <= 3 else "hollywood1947.order.rule")
    y += r + Zp(30)
    for line in wrap(text.fonts.get("italic", Zf(14)), rule, box.w, max_lines=3):
        img = text.get("italic", Zf(14), line, palette.TEXT_DIM)
        surf.blit(img, (box.x, y))
        y += img.get_height()


def draw_editing(scene, surf) -> None:
    """While another seat edits: the steps of Editing in order, the one under way lit,
    those done dimmed (a first game asked where the film's cards came from)."""
    o = scene.view.obs
    t, text, box = _title(scene, surf, "hollywood1947.phase.editing")
    Zp, Zf = L.zpx, L.zfont
    steps = [(k, st) for k, st in EDIT_STEPS if k != "ghosts" or o.get("ghosts")]
    now = next(i for i, (_k, st) in enumerate(steps) if o["stage"] in st)
    y = box.y + Zp(36)
    font = text.fonts.get("body", Zf(15))
    for i, (k, _st) in enumerate(steps):
        colour = palette.HIGHLIGHT if i == now else palette.TEXT_DIM if i < now else palette.TEXT
        c = (box.x + Zp(8), y + Zp(10))
        pygame.draw.circle(surf, colour, c, Zp(5), 0 if i <= now else max(1, Zp(1)))
        for line in wrap(font, t(f"hollywood1947.edit_step.{k}"), box.w - Zp(24), max_lines=3):
            img = text.get("body", Zf(15), line, colour)
            surf.blit(img, (box.x + Zp(22), y))
            y += img.get_height()
        y += Zp(8)


def _title(scene, surf, key: str) -> tuple:
    """The room's heading, as the menu's own ("YOUR OPTIONS"); (t, text, the room)."""
    t, text, box = scene.app.t, scene.text, L.MENU
    img = text.get("semibold", L.zfont(16), t(key).upper(), palette.BRASS_DIM)
    surf.blit(img, (box.x, box.y + L.zpx(6)))
    return t, text, box
