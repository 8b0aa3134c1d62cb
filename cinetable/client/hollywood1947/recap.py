"""The story of each film: a recap card after its premiere (its poster and revealed
cards, the symbol count, who added cards, the winner, the reels per side) that stays
until dismissed, and the strip of the films so far on the board.

What a premiere revealed is public for the rest of the game: all of it comes from the
observation's `films` (public history), so it is the same after a load. No state read."""
from __future__ import annotations

from collections import Counter

import pygame

from cinetable.client import palette
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.cut_story import cut_line
from cinetable.client.hollywood1947.paint import GOLD, SIDE_COLOUR
from cinetable.client.hollywood1947.words import POSTER_BY_ID
from cinetable.client.table.text import fit_text

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
    return {"number": k + 1, "poster": f["poster"], "cards": list(f["cards"]),
            "patriot": f["patriot"], "communist": f["communist"], "winner": f["winner"],
            "adders": adders, "reels": reels, "cut": cut}


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
    for line, colour, size in lines:
        font = text.fonts.get("body", Zf(size))
        for part in _wrap(font, line, box.right - Zp(16) - x1):
            img = text.get("body", Zf(size), part, colour)
            surf.blit(img, (x1, y))
            y += img.get_height() + 1
        y += Zp(4)
    img = text.get("semibold", Zf(14), t(R + "close"), palette.BRASS_DIM)
    surf.blit(img, img.get_rect(bottomright=(box.right - Zp(14), box.bottom - Zp(8))))
    return box


def _wrap(font, line: str, width: int) -> list[str]:
    words, out, cur = line.split(" "), [], ""
    for word in words:
        nxt = f"{cur} {word}".strip()
        if font.size(nxt)[0] <= width or not cur:
            cur = nxt
        else:
            out.append(cur)
            cur = word
    if cur:
        out.append(cur)
    return out[:3]


def strip_rect(k: int) -> pygame.Rect:
    gap, head = L.zpx(6), L.zpx(22)
    w = (L.FILMS.w - 6 * gap) // 7
    return pygame.Rect(L.FILMS.x + k * (w + gap), L.FILMS.y + head, w, L.FILMS.h - head)


def draw_strip(scene, surf, regions: list) -> None:
    """Seven slots: each film made so far (its number, genre, winner's reel and count),
    the rest empty. Hover shows its cards, a click opens its recap."""
    o = scene.view.obs
    t, text, p, w = scene.app.t, scene.text, scene.painter, scene.words
    Zp, Zf = L.zpx, L.zfont
    img = text.get("semibold", Zf(14), t(R + "strip"), palette.BRASS_DIM)
    surf.blit(img, (L.FILMS.x, L.FILMS.y))
    for k in range(7):
        r = strip_rect(k)
        film = o["films"][k] if k < len(o["films"]) else None
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        if film is None:
            pygame.draw.rect(box, (255, 255, 255, 14), box.get_rect(), border_radius=Zp(8))
            pygame.draw.rect(box, palette.PANEL_EDGE, box.get_rect(), 1, border_radius=Zp(8))
            surf.blit(box, r.topleft)
            img = text.get("body", Zf(14), str(k + 1), palette.TEXT_DIM)
            surf.blit(img, img.get_rect(center=r.center))
            continue
        side = film["winner"]
        col = SIDE_COLOUR["patriot" if side == "patriot" else "communist"] \
            if side != "both" else GOLD
        pygame.draw.rect(box, (*col, 90), box.get_rect(), border_radius=Zp(8))
        pygame.draw.rect(box, col, box.get_rect(), Zp(2), border_radius=Zp(8))
        surf.blit(box, r.topleft)
        img = text.get("semibold", Zf(14), t("hollywood1947.film", number=k + 1), palette.TEXT)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + Zp(3))))
        genre = fit_text(text.fonts.get("body", Zf(13)), w.poster(film["poster"]), r.w - Zp(6))
        img = text.get("body", Zf(13), genre, palette.TEXT)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + Zp(22))))
        reel = p.reel(Zp(10), side if side != "both" else "patriot")
        surf.blit(reel, reel.get_rect(center=(r.centerx, r.y + Zp(50))))
        img = text.get("semibold", Zf(14), f"{film['patriot']}–{film['communist']}",
                       palette.TEXT)
        surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - Zp(3))))
        regions.append((pygame.Rect(r), ("film", k)))
