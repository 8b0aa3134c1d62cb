"""The story of each film: a recap card after its premiere (its poster and revealed
cards, the symbol count, who added cards, the winner, the reels per side) that stays
until dismissed, and the strip of the films so far on the board.

What a premiere revealed is public for the rest of the game: all of it comes from the
observation's `films` (public history), so it is the same after a load. No state read."""
from __future__ import annotations

from collections import Counter

import pygame

from cinetable.client import palette
from cinetable.client.hollywood1947 import deco as D
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.cut_story import cut_line
from cinetable.client.hollywood1947.genre_art import emblem
from cinetable.client.hollywood1947.paint import GOLD, SIDE_COLOUR, draw_symbol, star_points
from cinetable.client.hollywood1947.words import CARD_BY_ID, POSTER_BY_ID
from cinetable.client.text_wrap import wrap

R = "hollywood1947.recap."


def film_recap(obs: dict, k: int, cut: dict | None = None) -> dict:
    """Film k (0-based) as the recap shows it: poster, cards, counts, winner, adders
    [(holder, cards added)] (-1 the deck), the reels of each side after it, and how its
    cut went as the viewer saw it (cut_story.cut_facts), when known."""
    f = obs["films"][k]
    reels = {"patriot": 0, "communist": 0}
    for g in obs["films"][:k + 1]:
        for side in reels:
            if g["winner"] in (side, "both"):
                reels[side] += 1
    adders = sorted(Counter(f["added_by"]).items(), key=lambda hc: (hc[0] < 0, hc[0]))
    # what its revealed cards did next (W3.3.2): not when the film ended the game (W8.11)
    last = obs["winners"] is not None and k == len(obs["films"]) - 1
    after = [] if last else \
        [key for key, flag in (("hearing", "hearing"), ("reorg", "reorganization"))
         if any(getattr(CARD_BY_ID[c], flag) for c in f["cards"])]
    return {"number": k + 1, "poster": f["poster"], "cards": list(f["cards"]),
            "patriot": f["patriot"], "communist": f["communist"], "winner": f["winner"],
            "adders": adders, "reels": reels, "cut": cut, "after": after}


def adders_text(words, adders) -> str:
    t = words.t
    parts = []
    for h, count in adders:
        who = t(R + "deck") if h < 0 else words.holder(h)
        parts.append(who if count == 1 else t(R + "times", name=who, count=count))
    return ", ".join(parts) or t(R + "nobody")


def draw_recap(scene, surf, rc: dict) -> pygame.Rect:
    """The recap card over the board; returns its rect (a click on it closes it)."""
    t, text, p, w = scene.app.t, scene.text, scene.painter, scene.words
    Zp, Zf = L.zpx, L.zfont               # it lies on the board: it grows with its zoom
    box = L.RECAP
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (16, 12, 20, 255), panel.get_rect(), border_radius=Zp(14))
    pygame.draw.rect(panel, palette.BRASS, panel.get_rect(), Zp(2), border_radius=Zp(14))
    surf.blit(panel, box.topleft)
    x0 = box.x + Zp(16)
    img = text.get("title", Zf(24), t(R + "title", number=rc["number"],
                                        poster=w.poster(rc["poster"])), palette.BRASS)
    surf.blit(img, (x0, box.y + Zp(10)))
    img = text.get("title", Zf(22), t(f"hollywood1947.won_{rc['winner']}"),
                   SIDE_COLOUR.get(rc["winner"], palette.HIGHLIGHT)
                   if rc["winner"] != "communist" else (240, 110, 100))
    surf.blit(img, (x0, box.y + Zp(42)))
    surf.blit(p.poster(rc["poster"], (Zp(96), Zp(135))), (x0, box.y + Zp(78)))
    cards = rc["cards"]
    cw, ch = Zp(62), Zp(88)
    x1 = x0 + Zp(108)               # beside the poster, under the cards
    room = box.right - Zp(16) - x1 - cw
    step = min(cw + Zp(6), room // max(1, len(cards) - 1)) if len(cards) > 1 else cw
    for i, cid in enumerate(cards):
        surf.blit(p.card(cid, (cw, ch)), (x1 + i * step, box.y + Zp(78)))
    bias = POSTER_BY_ID[rc["poster"]].bias
    y = box.y + Zp(176)
    lines = [
        (t("hollywood1947.count", patriot=rc["patriot"], communist=rc["communist"]),
         palette.TEXT, 17),
        (t(R + "poster_counts", symbol=w.symbol(bias)) if bias else t(R + "poster_neutral"),
         palette.TEXT_DIM, 15),
        (t(R + "added", names=adders_text(w, rc["adders"])), palette.TEXT, 15),
        (t(R + "reels", patriot=rc["reels"]["patriot"], communist=rc["reels"]["communist"]),
         palette.TEXT, 15),
    ]
    if rc["winner"] == "communist" and rc["patriot"] == rc["communist"]:
        lines.insert(1, (t(R + "tie"), palette.TEXT, 15))        # W1: ties go to them
    said = cut_line(t, w, rc.get("cut"), scene.session.human_seat)
    if said:
        lines.insert(-1, (said, palette.TEXT, 15))
    for key in rc.get("after", ()):         # why every die, or every Job, changed
        lines.insert(-1, (t("hollywood1947.log." + key), palette.HIGHLIGHT, 15))
    for line, colour, size in lines:
        font = text.fonts.get("body", Zf(size))
        for part in wrap(font, line, box.right - Zp(16) - x1, max_lines=3):
            img = text.get("body", Zf(size), part, colour)
            surf.blit(img, (x1, y))
            y += img.get_height() + 1
        y += Zp(4)
    img = text.get("semibold", Zf(14), t(R + "close"), palette.BRASS_DIM)
    surf.blit(img, img.get_rect(bottomright=(box.right - Zp(14), box.bottom - Zp(8))))
    return box


def strip_rect(k: int) -> pygame.Rect:
    gap, head = L.zpx(6), L.zpx(22)
    w = (L.FILMS.w - 6 * gap) // 7
    return pygame.Rect(L.FILMS.x + k * (w + gap), L.FILMS.y + head, w, L.FILMS.h - head)


def draw_strip(scene, surf, regions: list) -> None:
    """Seven frames of film: each film made so far as its poster in small, framed in its
    winner's colour, the winner's seal and the count on a plate at its foot (its genre is
    the poster's own title, never cut); the films to come as empty frames of film stock.
    Hover shows its cards, a click opens its recap."""
    o = scene.view.obs
    t, text, p = scene.app.t, scene.text, scene.painter
    Zp, Zf = L.zpx, L.zfont
    img = text.get("semibold", Zf(14), t(R + "strip"), palette.BRASS_DIM)
    surf.blit(img, (L.FILMS.x, L.FILMS.y))
    for k in range(7):
        r = strip_rect(k)
        film = o["films"][k] if k < len(o["films"]) else None
        if film is None:
            surf.blit(_stock_frame(p, r.size), r.topleft)
            img = text.get("title", Zf(18), str(k + 1), palette.TEXT_DIM)
            surf.blit(img, img.get_rect(center=r.center))
            continue
        side = film["winner"]
        col = SIDE_COLOUR["patriot" if side == "patriot" else "communist"] \
            if side != "both" else GOLD
        surf.blit(_mini_poster(p, film["poster"], r.size), r.topleft)
        plate = pygame.Rect(r.x + Zp(3), r.bottom - Zp(22), r.w - Zp(6), Zp(19))
        pygame.draw.rect(surf, (16, 12, 20), plate, border_radius=Zp(5))
        pygame.draw.rect(surf, col, plate, 1, border_radius=Zp(5))
        seal = (plate.x + Zp(10), plate.centery)           # the side that won it
        if side == "both":
            pygame.draw.polygon(surf, GOLD, star_points(*seal, Zp(7)))
        else:
            draw_symbol(surf, side, seal, Zp(6))
        img = text.get("semibold", Zf(13), f"{film['patriot']}–{film['communist']}",
                       palette.CREAM)
        surf.blit(img, img.get_rect(midright=(plate.right - Zp(4), plate.centery)))
        pygame.draw.rect(surf, col, r, Zp(2), border_radius=Zp(8))
        regions.append((pygame.Rect(r), ("film", k)))


def _mini_poster(p, poster_id: str, size) -> pygame.Surface:
    """A poster small enough for the strip: its side's colour fading down, its genre's
    emblem under searchlights and its title; the corner seal and the side's word, which
    crowd the emblem at this size, are left to the recap and the tooltip."""
    def make():
        Zp = L.zpx
        w, h = size
        poster = POSTER_BY_ID[poster_id]
        top = {1: (70, 92, 140), -1: (130, 52, 48), 0: (96, 90, 80)}[poster.bias]
        s = pygame.Surface(size, pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(s, tuple(int(c * (1 - 0.6 * y / h)) for c in top), (0, y), (w, y))
        D.beam(s, (w * 0.5, h * 0.7), 0.1, h * 0.8, w * 0.12, (255, 246, 210, 30))
        d = int(min(w * 0.62, h * 0.4))
        s.blit(emblem(poster_id, d), (w // 2 - d // 2, int(h * 0.5) - d // 2))
        title = strip_title(p, poster_id, w)
        s.blit(title, title.get_rect(midtop=(w // 2, Zp(4))))
        corners = pygame.Surface(size, pygame.SRCALPHA)     # rounded like its frame
        pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=Zp(8))
        s.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return s
    return p._get(("mini_poster", poster_id, size), make)


def strip_title(p, poster_id: str, w: int) -> pygame.Surface:
    """The genre across a strip poster's top, at the size that fits its width; a long
    one ("SWASHBUCKLER") is narrowed to fit rather than cut at both edges."""
    Zp, Zf = L.zpx, L.zfont
    name, room = p.w.poster(poster_id).upper(), w - Zp(6)
    size = 13
    while size > 9 and p.fonts.get("title", Zf(size)).size(name)[0] > room:
        size -= 1
    title = p.fonts.get("title", Zf(size)).render(name, True, palette.CREAM)
    if title.get_width() > room:
        title = pygame.transform.smoothscale(title, (room, title.get_height()))
    return title


def _stock_frame(p, size) -> pygame.Surface:
    """An unexposed frame of film: dark stock, sprocket holes down both edges."""
    def make():
        Zp = L.zpx
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (24, 20, 28, 230), s.get_rect(), border_radius=Zp(6))
        pygame.draw.rect(s, palette.PANEL_EDGE, s.get_rect(), 1, border_radius=Zp(6))
        hole, step = max(3, Zp(5)), max(6, Zp(10))
        inner = pygame.Rect(hole + Zp(5), Zp(4), w - 2 * (hole + Zp(5)), h - Zp(8))
        pygame.draw.rect(s, (40, 34, 44), inner, border_radius=Zp(3))
        for y in range(Zp(5), h - hole - Zp(3), step):
            for x in (Zp(3), w - Zp(3) - hole):
                pygame.draw.rect(s, (70, 62, 74), (x, y, hole, hole), border_radius=1)
        return s
    return p._get(("stock_frame", size), make)
