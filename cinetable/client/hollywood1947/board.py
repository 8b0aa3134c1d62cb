"""Painting the Hollywood 1947 table from the view: seat panels (and ghosts), the film
(score, poster, face-down cards), the centre, the option menu, the hand, the premiere."""
from __future__ import annotations

import pygame

from cinetable.client import palette
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.paint import BLUE, GOLD, RED, SIDE_COLOUR
from cinetable.client.hollywood1947.recap import draw_strip
from cinetable.client.hollywood1947.words import CARD_BY_ID
from cinetable.client.table.seats import paint_seat_frame, seat_header
from cinetable.client.table.text import fit_text

LOYALTY_COLOUR = {"patriot": (120, 160, 240), "communist": (240, 110, 100), "star": GOLD}


def _box(surf, rect, fill, edge, width=1, radius=10):
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, edge, panel.get_rect(), width, border_radius=radius)
    surf.blit(panel, rect.topleft)


def _region(scene, rect, key) -> None:
    """Remember what was drawn where, for the tooltips (tips.py reads the key)."""
    scene.regions.append((pygame.Rect(rect), key))


def holders_count(o) -> int:
    return o["players"] + len(o["ghosts"])


def draw_panels(scene, surf, turn) -> None:
    o = scene.view.obs
    n = o["players"]
    total = holders_count(o)
    text, p = scene.text, scene.painter
    notes = scene.notes()
    viewer = scene.session.human_seat
    for h in range(total):
        r = L.panel_rect(h, total)
        ghost = h >= n
        colour = palette.PLAYERS[h % len(palette.PLAYERS)] if not ghost else (110, 110, 120)
        is_turn = turn == h
        name = scene.names[h] if not ghost else scene.words.holder(h)
        # top right: the viewer's note on this seat; a known loyalty (peeked, or all at
        # the end) goes at the right of the row below, leaving the name its whole room
        right = chip = loyal = None
        tall = r.h >= 90
        if not ghost:
            k = o["loyalties"][h]
            if k is not None and (scene.peek or scene.view.over):   # private until peeked
                loyal = text.get("semibold", 14, scene.words.loyalty(k), LOYALTY_COLOUR[k])
            elif viewer is not None and h != viewer and not scene.view.over:
                chip = _note_chip(scene, notes.get(h))
                right = None if tall else chip    # a tall panel has it at its foot
        # a short panel's row is full (Job, dice, trophies, last move): its hand count
        # goes up beside the note, as a small card with the count
        count = None if tall or ghost else _count_badge(scene, o["hand_sizes"][h],
                                                        o["editor"] == h)
        # the shared seat header: token, name, room for the thinking dots, role
        frame = paint_seat_frame(r.size, colour, is_turn)
        token = _token(text, colour, scene.initials[h] if not ghost else "G")
        head_w = r.w - (right.get_width() + 10 if right is not None else 0) \
            - (count.get_width() + 8 if count is not None else 0)
        seat_header(frame, text, token, name, scene.role_texts[h] if not ghost
                    else scene.app.t("hollywood1947.ghost_card"), head_w)
        surf.blit(frame, r.topleft)
        edge = r.right - 8
        if right is not None:
            at = right.get_rect(topright=(edge, r.y + 7))
            surf.blit(right, at)
            edge = at.x - 8
        foot = r.right - 8
        if chip is not None:
            at = chip.get_rect(bottomright=(r.right - 8, r.bottom - 4)) if tall else \
                chip.get_rect(topright=(r.right - 8, r.y + 7))
            if tall:
                surf.blit(chip, at)
                foot = at.x - 8
            _region(scene, at, ("note", h))
            scene.note_rects[h] = at
        if count is not None:
            at = count.get_rect(topright=(edge, r.y + 7))
            surf.blit(count, at)
            _region(scene, at, ("cards", h))
        pill = L.JOB_PILL_H
        y = r.y + 34
        cx = r.x + 14
        if not ghost:
            for j in range(9):
                if o["jobs"][j] == h:
                    img = p.job_pill(j, pill, j in o["used"], 15 if tall else 14)
                    surf.blit(img, (cx, y))
                    _region(scene, (cx, y, *img.get_size()), ("job", j, h))
                    cx += img.get_width() + 6
        if tall and not ghost:                # dice and trophies on a row of their own
            y, cx = y + pill + 6, r.x + 14
        die = 22 if tall else 20
        mid = y + pill // 2
        for d in _dice_of(o, h):
            tilt = scene.tumble_tilt(d)
            img = p.die(die, bool(o["dice"][d]) if tilt is None else scene.tumble_face(d),
                        tilt or 0.0)
            surf.blit(img, img.get_rect(center=(cx + die // 2 + 2, mid)))
            _region(scene, (cx, mid - die // 2, die + 4, die), ("die", d))
            cx += die + 5
        for _ in range(o["tokens"][h]):
            img = p.token(10)
            surf.blit(img, img.get_rect(center=(cx + 10, mid)))
            _region(scene, (cx, mid - 10, 20, 20), ("trophy", h))
            cx += 22
        if ghost:
            g = h - n
            if o["ghost_full"][g]:
                known = o["ghosts"][g]
                img = p.card(known, (26, 36)) if known else p.back((26, 36))
                surf.blit(img, (cx + 8, mid - 18))
                _region(scene, (cx + 8, mid - 18, 26, 36), ("ghost", g))
        else:
            end = r.right - 8
            if tall:
                info = scene.app.t("hollywood1947.hand_count", count=o["hand_sizes"][h])
                if o["editor"] == h:
                    info += " · " + scene.app.t("hollywood1947.editor_badge")
                img = text.get("body", 13, info, palette.TEXT_DIM)
                at = img.get_rect(bottomright=(foot, r.bottom - 6))
                surf.blit(img, at)
                end = at.x if at.top < mid + 10 else end
            if loyal is not None:
                at = loyal.get_rect(midright=(r.right - 10, mid))
                surf.blit(loyal, at)
                end = min(end, at.x)
            # the row's room left after the pieces: the last move
            scene.move_room[h] = pygame.Rect(cx + 4, mid - 10, max(0, end - 8 - cx - 4), 20)


def _count_badge(scene, cards: int, editor: bool) -> pygame.Surface:
    """A small card back and the hand size ("edits" beside it for the Editor)."""
    key = ("count_badge", cards, editor)
    img = scene.painter._cache.get(key)
    if img is None:
        label = str(cards) + (" · " + scene.app.t("hollywood1947.editor_badge") if editor else "")
        lab = scene.text.get("semibold", 14, label, palette.TEXT_DIM)
        back = scene.painter.back((14, 20))
        img = pygame.Surface((back.get_width() + 4 + lab.get_width(), 22), pygame.SRCALPHA)
        img.blit(back, (0, 1))
        img.blit(lab, lab.get_rect(midleft=(back.get_width() + 4, 11)))
        scene.painter._cache[key] = img
    return img


def _note_chip(scene, mark) -> pygame.Surface:
    """The notebook's mark on a seat ("Patriot?"), or a dim "Note?" to click."""
    key = ("note_chip", mark)
    img = scene.painter._cache.get(key)
    if img is None:
        label = scene.app.t(f"hollywood1947.notes.chip_{mark or 'none'}")
        colour = LOYALTY_COLOUR.get(mark, palette.TEXT_DIM)
        lab = scene.text.get("semibold", 13, label, colour)
        img = pygame.Surface((lab.get_width() + 14, 22), pygame.SRCALPHA)
        pygame.draw.rect(img, (255, 255, 255, 18), img.get_rect(), border_radius=11)
        pygame.draw.rect(img, colour, img.get_rect(), 1, border_radius=11)
        img.blit(lab, lab.get_rect(center=img.get_rect().center))
        scene.painter._cache[key] = img
    return img


def _token(text, colour, letter: str) -> pygame.Surface:
    img = pygame.Surface((30, 30), pygame.SRCALPHA)
    pygame.draw.circle(img, colour, (15, 15), 14)
    pygame.draw.circle(img, (20, 18, 24), (15, 15), 14, 2)
    lab = text.get("bold", 15, letter, (20, 18, 24))
    img.blit(lab, lab.get_rect(center=(15, 15)))
    return img


def _dice_of(o, h) -> list:
    n = o["players"]
    small = n <= 3
    players = 2 * n if small else n
    if h >= n:
        return [players + h - n]
    return [2 * h, 2 * h + 1] if small else [h]


def draw_board(scene, surf) -> None:
    o = scene.view.obs
    t, text, p = scene.app.t, scene.text, scene.painter
    # score strip: reels per side, the film number
    s = L.SCORE
    _box(surf, s, (28, 24, 34, 220), palette.PANEL_EDGE)
    film_no = min(len(o["films"]) + 1, 7) if not scene.view.over else len(o["films"])
    img = text.get("title", 22, t("hollywood1947.film", number=film_no), palette.BRASS)
    surf.blit(img, img.get_rect(midleft=(s.x + 12, s.centery)))
    need_c = 3 if o["players"] == 3 else 4
    x = s.x + 110
    for side, need, label in (("patriot", 4, "hollywood1947.patriots"),
                              ("communist", need_c, "hollywood1947.communists")):
        img = text.get("semibold", 15, t(label), SIDE_COLOUR[side])
        surf.blit(img, (x, s.y + 6))
        for k in range(need):
            won = k < o["score"][side]
            reel = p.reel(11, side if won else None)
            surf.blit(reel, (x + k * 26, s.y + 28))
        _region(scene, (x, s.y + 4, 160, s.h - 8), ("score", side))
        x += 170
    # the poster and its face-down cards
    surf.blit(p.poster(o["poster"], L.POSTER.size), L.POSTER.topleft)
    _region(scene, L.POSTER, ("poster",))
    if o["removed_posters"]:
        # counted ("3 Communist, 2 Neutral"): the list ran off the board by the 7th film
        rem = o["removed_posters"]
        sym = ", ".join(f"{rem.count(b)} {scene.words.symbol(b)}" for b in sorted(set(rem)))
        img = text.get("body", 13, t("hollywood1947.removed", symbols=sym), palette.TEXT_DIM)
        surf.blit(img, (L.POSTER.x, L.POSTER.bottom + 3))
    by = o["pile_by"]
    if scene.view.over and o["films"]:
        # the game's last film was revealed at its premiere: it stays face up
        cards = o["films"][-1]["cards"]
        for i, cid in enumerate(cards):
            r = L.pile_card_rect(i, len(cards))
            surf.blit(p.card(cid, L.PILE_CARD), r.topleft)
            _region(scene, r, ("filmcard", cid))
        by = []
    for i, h in enumerate(by):
        r = L.pile_card_rect(i, len(by))
        surf.blit(p.back(L.PILE_CARD), r.topleft)
        _region(scene, r, ("pile", i))
        if 0 <= h < o["players"]:
            pygame.draw.circle(surf, palette.PLAYERS[h % 9], (r.x + 12, r.bottom - 12), 6)
    if not (scene.view.over and o["films"]):
        img = text.get("semibold", 15, t("hollywood1947.pile", count=len(by)), palette.TEXT)
        surf.blit(img, L.PILE_TEXT)
    look = o["editor_look"] or (o["pile_known"] and None)
    if look:
        surf.blit(p.card(look, (60, 84)), L.LOOK.topleft)
        _region(scene, (*L.LOOK.topleft, 60, 84), ("look", look))
    # centre: Jobs, trophies, piles
    img = text.get("semibold", 14, t("hollywood1947.centre_jobs"), palette.BRASS_DIM)
    surf.blit(img, (L.CENTRE_JOBS.x, L.CENTRE_JOBS.y - 18))
    centre = [j for j in range(9) if o["jobs"][j] == -1]
    pills = [p.job_pill(j, L.JOB_PILL_H, j in o["used"]) for j in centre]
    for j, img, r in zip(centre, pills, L.flow([i.get_width() for i in pills],
                                               L.CENTRE_JOBS, L.JOB_PILL_H)):
        surf.blit(img, r.topleft)
        _region(scene, r, ("job", j, -1))
    left = 4 - sum(o["tokens"])
    img = text.get("semibold", 14, t("hollywood1947.trophies"), palette.BRASS_DIM)
    surf.blit(img, (L.TOKENS.x, L.TOKENS.y - 2))
    for i in range(left):
        surf.blit(p.token(12), (L.TOKENS.x + 180 + i * 30, L.TOKENS.y - 4))
        _region(scene, (L.TOKENS.x + 180 + i * 30, L.TOKENS.y - 4, 26, 26), ("trophies_centre",))
    line = "   ".join((t("hollywood1947.deck", count=o["deck_size"]),
                       t("hollywood1947.discards", count=o["discard_size"]),
                       t("hollywood1947.posters_left", count=o["poster_deck"])))
    img = text.get("body", 15, line, palette.TEXT_DIM)
    surf.blit(img, (L.COUNTS.x, L.COUNTS.y))
    _region(scene, img.get_rect(topleft=L.COUNTS.topleft), ("piles",))
    draw_strip(scene, surf, scene.regions)


def draw_menu(scene, surf, items, hover) -> None:
    t, text = scene.app.t, scene.text
    img = text.get("semibold", 16, t("hollywood1947.options").upper(), palette.BRASS_DIM)
    surf.blit(img, (L.MENU.x, L.MENU.y + 6))
    rects = L.menu_rects(len(items))
    for i, ((label, _what), r) in enumerate(zip(items, rects)):
        hot = r.collidepoint(hover)
        _box(surf, r, (70, 56, 40, 240) if hot else (46, 40, 56, 235),
             palette.BRASS if hot else palette.PANEL_EDGE, 1, 7)
        size = 15 if r.h >= 28 else 13
        prefix = f"{i + 1}. " if i < 9 else ""
        img = text.get("body", size, prefix + label, palette.TEXT)
        if img.get_width() > r.w - 14:
            img = text.get("body", 12, prefix + label, palette.TEXT)
        why = scene.words.why(_what) if L.menu_hints(len(items)) else ""
        if why:                      # what the option does for you, in plain words
            surf.blit(img, (r.x + 10, r.y + 4))
            why = fit_text(text.fonts.get("italic", 14), why, r.w - 30)
            hint = text.get("italic", 14, why, palette.TEXT_DIM)
            surf.blit(hint, (r.x + 26, r.bottom - hint.get_height() - 4))
        else:
            surf.blit(img, img.get_rect(midleft=(r.x + 10, r.centery)))
    if scene.menu_group:
        r = L.back_rect(len(items))
        _box(surf, r, (46, 40, 56, 235), palette.PANEL_EDGE, 1, 7)
        img = text.get("body", 15, "← " + t("hollywood1947.back"), palette.TEXT)
        surf.blit(img, img.get_rect(center=r.center))


def draw_hand(scene, surf) -> None:
    o = scene.view.obs
    t, text, p = scene.app.t, scene.text, scene.painter
    if scene.session.human_seat is None:
        return
    shown = o["loyalty"] if scene.peek else None
    surf.blit(p.loyalty(shown, L.LOYALTY.size), L.LOYALTY.topleft)
    _region(scene, L.LOYALTY, ("loyalty", shown))
    # the keys inside the card's foot: under it they ran off the window's bottom edge
    img = text.get("body", 13, t("hollywood1947.loyalty_keys"),
                   palette.INK if shown else palette.TEXT_DIM)
    surf.blit(img, img.get_rect(midbottom=(L.LOYALTY.centerx, L.LOYALTY.bottom - 8)))
    img = text.get("semibold", 15, t("hollywood1947.your_hand").upper(), palette.BRASS_DIM)
    surf.blit(img, (L.HAND.x, L.HAND.y - 8))
    hand = o["hand"]
    for i, cid in enumerate(hand):
        r = scene.hand_card_rect(i)      # the playable ones are lit (lit_targets.py)
        surf.blit(p.card(cid, L.HAND_CARD), r.topleft)
        _region(scene, r, ("hand", cid))


def draw_reveal(scene, surf) -> None:
    """The premiere: the film's cards flip one by one and the symbols are counted up."""
    rv = scene.reveal
    if rv is None:
        return
    t, text, p = scene.app.t, scene.text, scene.painter
    box = L.REVEAL
    frame = rv.get("frame")
    if frame is None:                       # painted once per premiere
        frame = rv["frame"] = pygame.Surface(box.size, pygame.SRCALPHA)
        # opaque: the board under it showed through and muddled the count
        _box(frame, frame.get_rect(), (16, 12, 20, 255), palette.BRASS, 2, 14)
    surf.blit(frame, box.topleft)
    img = text.get("title", 30, t("hollywood1947.premiere"), palette.BRASS)
    surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 10)))
    poster_size = (118, 166)
    surf.blit(p.poster(rv["poster"], poster_size), (box.x + 20, box.y + 60))
    cards = rv["cards"]
    w, h = 82, 118
    gap = min(92, (box.w - 180) // max(1, len(cards)))
    for i, cid in enumerate(cards):
        r = pygame.Rect(box.x + 160 + i * gap, box.y + 84, w, h)
        img = p.card(cid, (w, h)) if i < rv["shown"] else p.back((w, h))
        surf.blit(img, r.topleft)
    pat, com = rv["count"]
    line = t("hollywood1947.count", patriot=pat, communist=com)
    img = text.get("title", 28, line, palette.TEXT)
    surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 250)))
    bar = pygame.Rect(box.x + 60, box.y + 296, box.w - 120, 18)
    total = max(1, pat + com)
    pygame.draw.rect(surf, RED, bar, border_radius=6)
    pygame.draw.rect(surf, BLUE, (bar.x, bar.y, bar.w * pat // total, bar.h), border_radius=6)
    if rv["done"]:
        img = text.get("title", 26, t(f"hollywood1947.won_{rv['winner']}"), palette.HIGHLIGHT)
        surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 330)))


def card_kind(cid: str) -> str:
    return CARD_BY_ID[cid].kind
