"""Painting the Hollywood 1947 table from the view: seat panels (and ghosts), the film
(score, poster, face-down cards), the centre, the option menu, the hand, the premiere."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947 import poster_pick, premiere
from cinetable.client.hollywood1947.badges import count_badge, draw_counts, loyalty_badge, note_chip
from cinetable.client.hollywood1947.paint import BLUE, GOLD, RED, SIDE_COLOUR, draw_symbol
from cinetable.client.hollywood1947.recap import draw_strip
from cinetable.client.hollywood1947.words import CARD_BY_ID, SYMBOL
from cinetable.client.table.lit import LIT_PAD
from cinetable.client.table.seats import paint_seat_frame, seat_header
from cinetable.client.table.sprites import Sprite, turn_lift, turn_width
from cinetable.client.table.text import fit_text

# the engine's stages, as the three parts of a film the rules name (W3): its stage is
# "premiere" while the Editor looks and the cut waits, the film revealed only after it
PHASES = {"shooting": "shooting", "stars": "editing", "tokens": "editing",
          "ghosts": "editing", "deck": "editing", "cut": "editing",
          "premiere": "editing", "draw": "premiere", "clean": "premiere"}
LOYALTY_COLOUR = {"patriot": (120, 160, 240), "communist": (240, 110, 100), "star": GOLD}


def _box(surf, rect, fill, edge, width=1, radius=10):
    """A rounded box; `width` (if above a hairline) and `radius` in units."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius, width = viewport.px(radius), viewport.px(width) if width > 1 else width
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
    P = viewport.px
    tall = L.panel_tall(total)
    for h in range(total):
        r = L.panel_rect(h, total)
        ghost = h >= n
        colour = palette.PLAYERS[h % len(palette.PLAYERS)] if not ghost else (110, 110, 120)
        is_turn = turn == h
        name = scene.names[h] if not ghost else scene.words.holder(h)
        # top right: the viewer's note on this seat; a known loyalty (peeked, or all at
        # the end) goes at the right of the row below, leaving the name its whole room
        right = chip = loyal = None
        if not ghost:
            k = o["loyalties"][h]
            if k is not None and (scene.peek or scene.view.over):   # private until peeked
                loyal = loyalty_badge(scene, k)
            elif viewer is not None and h != viewer and not scene.view.over:
                chip = note_chip(scene, notes.get(h))
                right = None if tall else chip    # a tall panel has it at its foot
        # a short panel's row is full (Job, dice, trophies, last move): its hand count
        # goes up beside the note, as a small card with the count
        count = None if tall or ghost else count_badge(scene, o["hand_sizes"][h],
                                                        o["editor"] == h)
        # the shared seat header: token, name, room for the thinking dots, role
        frame = paint_seat_frame(r.size, colour, is_turn)
        token = _token(text, colour, scene.initials[h] if not ghost else "G")
        head_w = r.w - (right.get_width() + P(10) if right is not None else 0) \
            - (count.get_width() + P(8) if count is not None else 0)
        seat_header(frame, text, token, name, scene.role_texts[h] if not ghost
                    else scene.app.t("hollywood1947.ghost_card"), head_w)
        surf.blit(frame, r.topleft)
        edge = r.right - P(8)
        if right is not None:
            at = right.get_rect(topright=(edge, r.y + P(7)))
            surf.blit(right, at)
            edge = at.x - P(8)
        foot = r.right - P(8)
        if chip is not None:
            at = chip.get_rect(bottomright=(r.right - P(8), r.bottom - P(4))) if tall else \
                chip.get_rect(topright=(r.right - P(8), r.y + P(7)))
            if tall:
                surf.blit(chip, at)
                foot = at.x - P(8)
            _region(scene, at, ("note", h))
            scene.note_rects[h] = at
        if count is not None:
            at = count.get_rect(topright=(edge, r.y + P(7)))
            surf.blit(count, at)
            _region(scene, at, ("cards", h))
        pill = L.JOB_PILL_H
        y = r.y + P(34)
        cx = r.x + P(14)
        if not ghost:
            for j in range(9):
                if o["jobs"][j] == h:
                    img = p.job_pill(j, pill, j in o["used"], 15 if tall else 14, face=tall)
                    surf.blit(img, (cx, y))
                    _region(scene, (cx, y, *img.get_size()), ("job", j, h))
                    cx += img.get_width() + P(6)
        if tall and not ghost:                # dice and trophies on a row of their own
            y, cx = y + pill + P(6), r.x + P(14)
        die = P(22 if tall else 20)
        mid = y + pill // 2
        for d in _dice_of(o, h):
            tilt = scene.tumble_tilt(d)
            img = p.die(die, bool(o["dice"][d]) if tilt is None else scene.tumble_face(d),
                        tilt or 0.0)
            surf.blit(img, img.get_rect(center=(cx + die // 2 + P(2), mid)))
            _region(scene, (cx, mid - die // 2, die + P(4), die), ("die", d))
            cx += die + P(5)
        if o["tokens"][h]:                  # clear of a lit die's ring
            cx += P(LIT_PAD + 1)
        for _ in range(o["tokens"][h]):
            img = p.token(P(10))
            surf.blit(img, img.get_rect(center=(cx + P(10), mid)))
            _region(scene, (cx, mid - P(10), P(20), P(20)), ("trophy", h))
            cx += P(22)
        if ghost:
            g = h - n
            if o["ghost_full"][g]:
                known = o["ghosts"][g]
                size = (P(26), P(36))
                img = p.card(known, size) if known else p.back(size)
                at = img.get_rect(topleft=(cx + P(8), mid - P(18)))
                surf.blit(img, at)
                _region(scene, at, ("ghost", g))
        else:
            end = r.right - P(8)
            if tall:
                info = scene.app.t("hollywood1947.hand_count", count=o["hand_sizes"][h])
                if o["editor"] == h:
                    info += " · " + scene.app.t("hollywood1947.editor_badge")
                img = text.get("body", 13, info, palette.TEXT_DIM)
                at = img.get_rect(bottomright=(foot, r.bottom - P(6)))
                surf.blit(img, at)
                end = at.x if at.top < mid + P(10) else end
            if loyal is not None:
                at = loyal.get_rect(midright=(r.right - P(10), mid))
                surf.blit(loyal, at)
                end = min(end, at.x)
            # the row's room left after the pieces: the last move
            x0 = cx + P(4)
            scene.move_room[h] = pygame.Rect(x0, mid - P(10), max(0, end - P(8) - x0), P(20))


def _token(text, colour, letter: str) -> pygame.Surface:
    size = viewport.px(30)
    c = size // 2
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(img, colour, (c, c), c - 1)
    pygame.draw.circle(img, (20, 18, 24), (c, c), c - 1, viewport.px(2))
    lab = text.get("bold", 15, letter, (20, 18, 24))
    img.blit(lab, lab.get_rect(center=(c, c)))
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
    Zp, Zf = L.zpx, L.zfont               # the board's lengths and words grow with its zoom
    # score strip: reels per side, the film number
    s = L.SCORE
    _box(surf, s, (28, 24, 34, 220), palette.PANEL_EDGE)
    film_no = min(len(o["films"]) + 1, 7) if not scene.view.over else len(o["films"])
    img = text.get("title", Zf(22), t("hollywood1947.film", number=film_no), palette.BRASS)
    phase = PHASES.get(o.get("stage", "")) if not scene.view.over else None
    if phase:                 # which part of the film this is: Shooting, Editing, Premiere
        surf.blit(img, (s.x + Zp(12), s.y + Zp(3)))
        word = text.get("semibold", Zf(12), t(f"hollywood1947.phase.{phase}").upper(),
                        palette.HIGHLIGHT)
        surf.blit(word, word.get_rect(bottomleft=(s.x + Zp(13), s.bottom - Zp(5))))
    else:
        surf.blit(img, img.get_rect(midleft=(s.x + Zp(12), s.centery)))
    need_c = 3 if o["players"] == 3 else 4
    x = s.x + Zp(110)
    for side, need, label in (("patriot", 4, "hollywood1947.patriots"),
                              ("communist", need_c, "hollywood1947.communists")):
        img = text.get("semibold", Zf(15), t(label), SIDE_COLOUR[side])
        surf.blit(img, (x, s.y + Zp(6)))
        for k in range(need):
            won = k < o["score"][side]
            reel = p.reel(Zp(11), side if won else None)
            surf.blit(reel, (x + k * Zp(26), s.y + Zp(28)))
        _region(scene, (x, s.y + Zp(4), Zp(160), s.h - Zp(8)), ("score", side))
        x += Zp(170)
    # the poster and its face-down cards
    surf.blit(p.poster(o["poster"], L.POSTER.size), L.POSTER.topleft)
    _region(scene, L.POSTER, ("poster",))
    if o["removed_posters"]:
        # counted ("3 Communist, 2 Neutral"): the list ran off the board by the 7th film
        # as the posters' own corner seals, each with its count
        rem = o["removed_posters"]
        img = text.get("body", Zf(13), t("hollywood1947.removed_label"), palette.TEXT_DIM)
        at = img.get_rect(topleft=(L.POSTER.x, L.POSTER.bottom + Zp(3)))
        surf.blit(img, at)
        x = at.right + Zp(10)
        for b in sorted(set(rem)):
            draw_symbol(surf, SYMBOL[b], (x, at.centery), Zp(6))
            img = text.get("semibold", Zf(13), f"×{rem.count(b)}", palette.TEXT_DIM)
            surf.blit(img, img.get_rect(midleft=(x + Zp(9), at.centery)))
            x += Zp(9) + img.get_width() + Zp(14)
        _region(scene, (at.x, at.y, x - at.x, at.h), ("removed",))
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
            pygame.draw.circle(surf, palette.PLAYERS[h % 9], (r.x + Zp(12), r.bottom - Zp(12)),
                               Zp(6))
    if not (scene.view.over and o["films"]):
        img = text.get("semibold", Zf(15), t("hollywood1947.pile", count=len(by)), palette.TEXT)
        surf.blit(img, L.PILE_TEXT)
    look = o["editor_look"] or (o["pile_known"] and None)
    if look:
        at = pygame.Rect(L.LOOK.topleft, (Zp(60), Zp(84)))
        surf.blit(p.card(look, at.size), at.topleft)
        _region(scene, at, ("look", look))
        img = text.get("italic", Zf(12), t("hollywood1947.look_caption"), palette.HIGHLIGHT)
        surf.blit(img, img.get_rect(midtop=(at.centerx, at.bottom + Zp(2))))
    # centre: Jobs, trophies, piles
    img = text.get("semibold", Zf(14), t("hollywood1947.centre_jobs"), palette.BRASS_DIM)
    surf.blit(img, (L.CENTRE_JOBS.x, L.CENTRE_JOBS.y - Zp(18)))
    centre = [j for j in range(9) if o["jobs"][j] == -1]
    pills = [p.job_pill(j, L.CENTRE_PILL_H, j in o["used"], Zf(15)) for j in centre]
    for j, img, r in zip(centre, pills, L.flow([i.get_width() for i in pills],
                                               L.CENTRE_JOBS, L.CENTRE_PILL_H,
                                               Zp(6))):
        surf.blit(img, r.topleft)
        _region(scene, r, ("job", j, -1))
    left = 4 - sum(o["tokens"])
    img = text.get("semibold", Zf(14), t("hollywood1947.trophies"), palette.BRASS_DIM)
    surf.blit(img, (L.TOKENS.x, L.TOKENS.y - Zp(2)))
    for i in range(left):
        at = (L.TOKENS.x + Zp(180) + i * Zp(30), L.TOKENS.y - Zp(4))
        surf.blit(p.token(Zp(12)), at)
        _region(scene, (*at, Zp(26), Zp(26)), ("trophies_centre",))
    at = draw_counts(scene, surf, (L.COUNTS.x, L.COUNTS.y - Zp(3)),
                     (("deck", t("hollywood1947.deck", count=o["deck_size"])),
                      ("discards", t("hollywood1947.discards", count=o["discard_size"])),
                      ("posters", t("hollywood1947.posters_left", count=o["poster_deck"]))))
    _region(scene, at, ("piles",))
    draw_strip(scene, surf, scene.regions)


def draw_menu(scene, surf, items, hover) -> None:
    t, text = scene.app.t, scene.text
    P, Zp, Zf = viewport.px, L.zpx, L.zfont      # rows and words grow with the board
    img = text.get("semibold", Zf(16), t("hollywood1947.options").upper(), palette.BRASS_DIM)
    surf.blit(img, (L.MENU.x, L.MENU.y + Zp(6)))
    rects = L.menu_rects(len(items))
    for i, ((label, _what), r) in enumerate(zip(items, rects)):
        hot = r.collidepoint(hover)
        _box(surf, r, (70, 56, 40, 240) if hot else (46, 40, 56, 235),
             palette.BRASS if hot else palette.PANEL_EDGE, 1, 7)
        size = Zf(15 if r.h >= Zp(28) else 13)
        prefix = f"{i + 1}. " if i < 9 else ""
        img = text.get("body", size, prefix + label, palette.TEXT)
        if img.get_width() > r.w - P(14):
            img = text.get("body", 12, prefix + label, palette.TEXT)
        why = scene.words.why(_what) if L.menu_hints(len(items)) else ""
        if why:                      # what the option does for you, in plain words
            surf.blit(img, (r.x + P(10), r.y + Zp(4)))
            why = fit_text(text.fonts.get("italic", Zf(14)), why, r.w - P(30))
            hint = text.get("italic", Zf(14), why, palette.TEXT_DIM)
            surf.blit(hint, (r.x + P(26), r.bottom - hint.get_height() - Zp(4)))
        else:
            surf.blit(img, img.get_rect(midleft=(r.x + P(10), r.centery)))
    poster_pick.draw(scene, surf, items)       # the Screenwriter's two posters, to see
    if scene.menu_group:
        r = L.back_rect(len(items))
        _box(surf, r, (46, 40, 56, 235), palette.PANEL_EDGE, 1, 7)
        img = text.get("body", Zf(15), "← " + t("hollywood1947.back"), palette.TEXT)
        surf.blit(img, img.get_rect(center=r.center))


def draw_hand(scene, surf) -> None:
    o = scene.view.obs
    t, text, p = scene.app.t, scene.text, scene.painter
    if scene.session.human_seat is None:
        return
    shown = o["loyalty"] if scene.peek else None
    _region(scene, L.LOYALTY, ("loyalty", shown))
    if scene.loyalty_turn is None:        # turning over: drawn over the table meanwhile
        surf.blit(p.loyalty(shown, L.LOYALTY.size), L.LOYALTY.topleft)
        # the keys inside the card's foot: under it they ran off the window's bottom edge
        img = text.get("body", 13, t("hollywood1947.loyalty_keys"),
                       palette.INK if shown else palette.TEXT_DIM)
        surf.blit(img, img.get_rect(midbottom=(L.LOYALTY.centerx,
                                               L.LOYALTY.bottom - viewport.px(8))))
    img = text.get("semibold", 15, t("hollywood1947.your_hand").upper(), palette.BRASS_DIM)
    # above the reach of a lit card's ring
    at = img.get_rect(bottomleft=(L.HAND.x, L.hand_rect(0, 1).y - viewport.px(LIT_PAD + 4)))
    # on a plate: the board's gold hairline runs down behind the hand and crossed it
    plate = at.inflate(viewport.px(10), viewport.px(2))
    _box(surf, plate, (20, 16, 24, 255), palette.BRASS_DIM, 1, 5)
    surf.blit(img, at)
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
    Zp, Zf = L.zpx, L.zfont
    box = L.REVEAL
    frame = rv.get("frame")
    if frame is None or frame.get_size() != box.size:      # painted once per premiere
        frame = rv["frame"] = pygame.Surface(box.size, pygame.SRCALPHA)
        # opaque: the board under it showed through and muddled the count
        _box(frame, frame.get_rect(), (16, 12, 20, 255), palette.BRASS, 2, 14)
    surf.blit(frame, box.topleft)
    img = text.get("title", Zf(30), t("hollywood1947.premiere"), palette.BRASS)
    surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + Zp(10))))
    surf.blit(p.poster(rv["poster"], (Zp(118), Zp(166))), (box.x + Zp(20), box.y + Zp(60)))
    cards = rv["cards"]
    rects = premiere.card_rects(len(cards))
    if rects and rv.get("beam", 0) > 0:           # the spotlight, under the cards
        top = box.y + Zp(52)
        beam = rv.get("beam_img")
        if beam is None or rv.get("beam_for") != rects[0].size:
            beam = rv["beam_img"] = premiere.beam_image(box.h, rects[0], top)
            rv["beam_for"] = rects[0].size
        beam.set_alpha(int(255 * min(1.0, rv["beam"])))
        surf.blit(beam, beam.get_rect(midtop=(int(rv["beam_x"]), top)))
    size = rects[0].size if rects else (0, 0)
    for i, (cid, r) in enumerate(zip(cards, rects)):
        if i == rv.get("turning"):                # turning over where it lies
            q = rv["turn"]
            sp = Sprite(p.card(cid, size) if q >= 0.5 else p.back(size), r.center)
            sp.sx, sp.lift = turn_width(q), Zp(16) * turn_lift(q)
            sp.draw(surf)
            continue
        surf.blit(p.card(cid, size) if i < rv["shown"] else p.back(size), r.topleft)
    pat, com = rv["count"]
    line = t("hollywood1947.count", patriot=pat, communist=com)
    img = text.get("title", Zf(28), line, palette.TEXT)
    surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + Zp(250))))
    bar = pygame.Rect(box.x + Zp(60), box.y + Zp(296), box.w - Zp(120), Zp(18))
    total = max(1, pat + com)
    pygame.draw.rect(surf, RED, bar, border_radius=Zp(6))
    pygame.draw.rect(surf, BLUE, (bar.x, bar.y, bar.w * pat // total, bar.h),
                     border_radius=Zp(6))
    if rv["done"]:        # the winning side's moment: its verdict rises in, a little large
        img = text.get("title", Zf(30), t(f"hollywood1947.won_{rv['winner']}"),
                       palette.HIGHLIGHT)
        grow = rv.get("verdict", 1.0)
        if grow < 1:
            k = max(0.05, 0.6 + 0.4 * grow)
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)),
                                                     max(1, int(img.get_height() * k))))
        at = img.get_rect(midtop=(box.centerx, box.y + Zp(336)))
        # on a plate in the winning side's colour (both sides: brass)
        colour = SIDE_COLOUR.get(rv["winner"], palette.BRASS)
        _box(surf, at.inflate(Zp(40), Zp(14)), (*colour[:3], int(150 * min(1.0, grow))),
             colour, 2, 10)
        surf.blit(img, at)


def card_kind(cid: str) -> str:
    return CARD_BY_ID[cid].kind
