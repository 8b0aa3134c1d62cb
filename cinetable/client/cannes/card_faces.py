"""Festival de Cannes's illustrated faces and backs (issue 29): a star's portrait
(client/portraits.py, the twenty cast so no two look alike), a scene's vignette on its
group's colour with the group's letter, a screenplay as a silent film's title card, a
special card's emblem, each lot kind's Art Deco back, the sealed bid's envelope and the
dice. The words for play (names, scenes, rating, kind) keep the sizes paint.py gave them.

Every painter takes the Painter (fonts, words, wrapping) and the card's pixel size;
it returns the surface and the name of the picture it drew (tests check that each card
has its own, none a placeholder)."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.art import GOLD, GOLD_DARK, darker, lighter
from cinetable.client.cannes.kind_marks import draw_mark
from cinetable.client.cannes.vignettes import SS, picture
from cinetable.client.deco import stepped
from cinetable.client.portraits import FEMININE, look_for, portrait
from cinetable.client.table.text import fit_text
from cinetable.games.cannes.cards import STAR, load_cards

CARDS = load_cards()


def cast_sexes(people) -> dict:
    """name -> Look for (name, female) pairs: a woman with a woman's hair, a man with a
    man's (portraits.look_for chooses costume and accessory from the hair), no two
    alike; a name whose look does not fit draws again, deterministically."""
    out: dict = {}
    taken: set = set()
    for name, female in people:
        k = 0
        look = look_for(name)
        while ((look.hair in FEMININE) != female or look.signature() in taken
               or (look.hair, look.costume) in taken) and k < 400:
            k += 1
            look = look_for(f"{name}#{k}")
        taken |= {look.signature(), (look.hair, look.costume)}
        out[name] = look
    return out


LOOKS = cast_sexes((c.name, c.female) for c in CARDS.film if c.kind == STAR)
TITLE_CARD = (26, 22, 30)              # a screenplay's intertitle black
ENVELOPE = (206, 178, 124)
WAX = (150, 30, 40)


def body(w, h, fill, edge, radius, hair=GOLD_DARK, step=0) -> pygame.Surface:
    """A card's rounded body of (w, h) pixels: `edge` round `fill`, and a gold hairline
    with stepped corners `step` pixels inside (none when 0), drawn at SS and scaled."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = big.get_rect()
    pygame.draw.rect(big, edge, r, border_radius=radius * SS)
    pygame.draw.rect(big, fill, r.inflate(-2 * SS, -2 * SS), border_radius=max(1, radius - 1) * SS)
    if step:
        inner = r.inflate(-2 * step * SS, -2 * step * SS)
        pygame.draw.polygon(big, hair, stepped(inner, step * SS), SS)
    out = pygame.Surface((w, h), pygame.SRCALPHA)      # made here: tests see its words
    return pygame.transform.smoothscale(big, (w, h), out)


def head_band(p, s, word: str, colour, q, g) -> None:
    """The kind's band across the top, its word in cream."""
    w = s.get_width()
    pygame.draw.rect(s, colour, (0, 0, w, q(18)), border_top_left_radius=q(8),
                     border_top_right_radius=q(8))
    pygame.draw.line(s, GOLD, (q(4), q(18)), (w - q(4), q(18)), max(1, q(1)))
    head = p.font("bold", 12 * g).render(word, True, palette.CREAM)
    s.blit(head, head.get_rect(center=(w // 2, q(9))))


def _framed(s, img, box: pygame.Rect, q) -> None:
    s.blit(img, box)
    pygame.draw.rect(s, GOLD_DARK, box.inflate(2, 2), max(1, q(1)))


def star_face(p, c, rating, w, h, q, g, col):
    """A star: the portrait over most of the card, the name under it, the rating in a
    gold medallion on the portrait's corner; the band says actress or actor."""
    s = body(w, h, palette.CREAM, col, q(8))
    sign = p.t("cannes.card.woman" if c.female else "cannes.card.man")
    head_band(p, s, sign[:1].upper() + sign[1:], col, q, g)
    font = ("bold", 13 * g)
    lines = p._lines(c.name, font, w - q(8))
    step = p.font(*font).get_linesize() - q(2)
    name_top = h - q(4) - len(lines) * step
    box = pygame.Rect(q(5), q(22), w - q(10), max(q(10), name_top - q(24)))
    _framed(s, portrait(c.name, box.w, box.h, LOOKS[c.name], top=0.08), box, q)
    p._wrap(s, c.name, font, palette.INK, name_top, w - q(8), q(2))
    if rating:
        r = q(12)
        centre = (box.right - r - q(1), box.bottom - r - q(1))
        pygame.draw.circle(s, GOLD_DARK, centre, r + max(1, q(1)))
        pygame.draw.circle(s, GOLD, centre, r)
        num = p.font("title", 17 * g).render(str(rating), True, palette.INK)
        s.blit(num, num.get_rect(center=centre))
    return s, f"portrait:{c.name}"


def scene_face(p, c, w, h, q, g, col, group_colours):
    """A scene: its kind's vignette on its group's colour, the group's letter in a
    medallion (colour never alone), the scene's name under it."""
    s = body(w, h, palette.CREAM, col, q(8))
    head_band(p, s, p.t("cannes.kind.S"), col, q, g)
    group = CARDS.scene_group[c.scene]
    font = ("bold", 13 * g)
    name = p.scene_name(c.scene)
    lines = p._lines(name, font, w - q(6))
    step = p.font(*font).get_linesize() - q(2)
    name_top = h - q(4) - len(lines) * step
    box = pygame.Rect(q(5), q(22), w - q(10), max(q(10), name_top - q(24)))
    sid = CARDS.scene_ids[c.scene]
    _framed(s, picture("scene", sid, box.size, group_colours[group]), box, q)
    r = q(9)
    at = (box.x + r + q(2), box.y + r + q(2))
    pygame.draw.circle(s, palette.CREAM, at, r + max(1, q(1)))
    pygame.draw.circle(s, group_colours[group], at, r)
    gl = p.font("bold", 12 * g).render("ABC"[group], True, palette.CREAM)
    s.blit(gl, gl.get_rect(center=at))
    p._wrap(s, name, font, palette.INK, name_top, w - q(6), q(2))
    return s, f"scene:{sid}"


def fitting(p, word: str, width: int, role: str, sizes, g) -> tuple:
    """The font (role, size) in which `word` fits `width` pixels: `role` at the first of
    `sizes` that fits, else the condensed title face (small windows: type never goes
    under the legible floor, so smaller sizes stop helping)."""
    for role_, k in [(role, k) for k in sizes] + [("title", k) for k in sizes]:
        if p.font(role_, k * g).size(word)[0] <= width:
            return role_, k * g
    return "title", sizes[-1] * g


def special_face(p, sid, w, h, q, g, col):
    """A special card: its name, its emblem on a violet sunburst, 'special card'."""
    s = body(w, h, (236, 230, 246), col, q(8), step=q(3))
    name = p.special_name(sid)
    longest = max(name.split(), key=len)        # a long word takes smaller type, not cut
    font = fitting(p, longest, w - q(10), "bold", (14, 13, 12, 11), g)
    f = p.font(*font)
    if f.size(longest)[0] > w - q(10):           # still too wide: broken with a hyphen
        cut = max([k for k in range(2, len(longest))
                   if f.size(longest[:k] + "-")[0] <= w - q(10)], default=len(longest))
        name = name.replace(longest, f"{longest[:cut]}- {longest[cut:]}")
    y = p._wrap(s, name, font, (60, 40, 90), q(8), w - q(10), q(2))
    word = p.t("cannes.card.special")
    tag = p.font(*fitting(p, word, w - q(8), "italic", (12, 11), g)).render(word, True,
                                                                           (90, 70, 120))
    tag_box = tag.get_rect(midbottom=(w // 2, h - q(6)))
    box = pygame.Rect(q(8), y + q(2), w - q(16), max(q(10), tag_box.y - y - q(5)))
    _framed(s, picture("special", sid, box.size, col), box, q)
    s.blit(tag, tag_box)
    return s, f"special:{sid}"


def screenplay_face(p, c, w, h, q, g, col, group_colours):
    """A screenplay as a silent film's intertitle: black with a gold stepped frame, its
    title in gold and the scenes it needs in cream, each with its group's dot. A long
    title and five scenes take smaller type, never past the card's edge (issue 27); a
    small window's card, whose type stays at the legible floor, gives up the kind's band
    and the title's second line so that the five scenes keep apart."""
    s = body(w, h, TITLE_CARD, col, q(8), GOLD_DARK, q(3))
    gap = max(1, len(c.needs) - 1)
    for title_size, size_u in ((12, 11), (11, 10), (10, 10)):
        f = p.font("body", size_u * g)
        ink = f.get_ascent() - f.get_descent() // 2
        title_font = ("bold", title_size * g)
        top = q(24) + len(p._lines(c.name, title_font, w - q(8))) * (
            p.font(*title_font).get_linesize() - q(2))
        step = min(q(13), (h - q(5) - top - ink) // gap)
        if step >= max(q(size_u + 1), f.get_ascent()):
            break
    if step >= f.get_ascent():
        head_band(p, s, p.t("cannes.kind.T"), col, q, g)
        y = p._wrap(s, c.name, title_font, GOLD, q(22), w - q(8), q(2))
    else:
        tf = p.font(*title_font)
        lines = p._lines(c.name, title_font, w - q(10))
        line_h = tf.get_linesize() - q(2)
        if (h - q(4) - (q(4) + len(lines) * line_h + q(2)) - ink) // gap < f.get_ascent():
            lines = [fit_text(tf, c.name, w - q(10))]          # the title on one line
        y = q(4)
        for line in lines:
            img = tf.render(line, True, GOLD)
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line_h
        y += q(2)
        step = min(q(13), (h - q(4) - y - ink) // gap)
    for k in c.needs:
        pygame.draw.circle(s, group_colours[CARDS.scene_group[k]], (q(9), y + f.get_ascent() // 2 + 1),
                           q(4))
        name = fit_text(f, p.scene_name(k), w - q(20))
        s.blit(f.render(name, True, palette.CREAM), (q(16), y))
        y += step
    return s, f"title card:{c.name}"


def lot_back(p, kind: str, w, h, q, g, col):
    """A lot's back: the kind's colour with sunburst rays, a stepped gold frame, the
    kind's picture in a medallion and its word at the foot."""
    ground = darker(col, 0.55)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = big.get_rect()
    pygame.draw.rect(big, (230, 210, 170), r, border_radius=q(8) * SS)
    pygame.draw.rect(big, ground, r.inflate(-2 * SS, -2 * SS), border_radius=(q(8) - 1) * SS)
    cx, cy = r.w / 2, r.h * 0.42
    reach = math.hypot(r.w, r.h)
    rays = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for k in range(0, 24, 2):
        a0, a1 = k * math.pi / 12, (k + 1) * math.pi / 12
        pygame.draw.polygon(rays, (*darker(col, 0.66), 255),
                            [(cx, cy), (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                             (cx + reach * math.cos(a1), cy + reach * math.sin(a1))])
    inner = r.inflate(-q(5) * 2 * SS, -q(5) * 2 * SS)
    big.set_clip(inner)
    big.blit(rays, (0, 0))
    big.set_clip(None)
    pygame.draw.polygon(big, col, stepped(inner, q(6) * SS), 2 * SS)
    pygame.draw.polygon(big, GOLD, stepped(inner.inflate(-q(4) * SS, -q(4) * SS), q(4) * SS), SS)
    rad = min(w, h) * 0.30 * SS
    pygame.draw.circle(big, ground, (cx, cy), rad)
    pygame.draw.circle(big, GOLD, (cx, cy), rad, max(1, SS))
    s = pygame.transform.smoothscale(big, (w, h))
    m = int(rad / SS * 0.62)
    mark = pygame.Rect(w // 2 - m, int(h * 0.42) - m, 2 * m, 2 * m)
    if kind in "TSV":
        draw_mark(s, kind, mark, col, ground)
    else:                                # a special card's back: the festival's star
        s.blit(picture("special", "kindness", mark.size), mark)
    return s, f"back:{kind}"


def envelope(w, h, q) -> pygame.Surface:
    """A sealed bid: a manila envelope, its flap's lines and a red wax seal."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = big.get_rect()
    rad = max(1, q(4)) * SS
    pygame.draw.rect(big, (120, 90, 50), r, border_radius=rad)
    pygame.draw.rect(big, ENVELOPE, r.inflate(-2 * SS, -2 * SS), border_radius=rad)
    mid = (r.w / 2, r.h * 0.62)
    line = darker(ENVELOPE, 0.72)
    pygame.draw.lines(big, line, False, [(2 * SS, 2 * SS), mid, (r.w - 2 * SS, 2 * SS)], SS)
    pygame.draw.line(big, line, (2 * SS, r.h - 2 * SS), (r.w * 0.4, r.h * 0.5), SS)
    pygame.draw.line(big, line, (r.w - 2 * SS, r.h - 2 * SS), (r.w * 0.6, r.h * 0.5), SS)
    seal = min(r.h * 0.30, r.w * 0.12)
    pygame.draw.circle(big, WAX, mid, seal)
    pygame.draw.circle(big, lighter(WAX, 0.3), mid, seal * 0.6, max(1, SS))
    return pygame.transform.smoothscale(big, (w, h))


PIPS = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
        4: [(1, 1), (1, 3), (3, 1), (3, 3)], 5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
        6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}


def die_face(v: int, size: int, radius: int) -> pygame.Surface:
    """An ivory die with a gold hairline; the ace a big red pip."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(big, (60, 50, 50), big.get_rect(), border_radius=radius * SS)
    pygame.draw.rect(big, palette.CREAM, big.get_rect().inflate(-2 * SS, -2 * SS),
                     border_radius=(radius - 1) * SS)
    pygame.draw.rect(big, lighter(GOLD, 0.2), big.get_rect().inflate(-n // 7, -n // 7), SS,
                     border_radius=radius * SS // 2)
    for cx, cy in PIPS[v]:
        ace = v == 1
        pygame.draw.circle(big, (180, 30, 40) if ace else palette.INK, (cx * n / 4, cy * n / 4),
                           n / (6 if ace else 10))
    return pygame.transform.smoothscale(big, (size, size))
