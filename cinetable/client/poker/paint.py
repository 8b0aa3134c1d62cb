"""Drawing Hollywood Poker: card faces and backs, seat panels with their career card,
the trick on the felt, your hand. Every surface is painted once and cached."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.poker import layout as L
from cinetable.client.poker.card_faces import paint_back, paint_face
from cinetable.client.poker.career_figures import figure, rosette
from cinetable.client.surface_cache import SurfaceCache
from cinetable.client.table.seats import dots_width, paint_seat_frame
from cinetable.client.table.text import fit_text
from cinetable.games.poker.cards import DOUBLE, load_cards

CARDS = load_cards()
# [designed] a value's ink: colours never matter in play, the hue only helps the eye
# group equal values (low cards cool, high cards warm)
INKS = [None] + [CARDS.colours[(v - 1) % 8] for v in range(1, 14)]
NAME_AT = (14, 5)        # a seat's name on its panel (units)
DOTS_GAP = 6             # between the name and the thinking dots (units)


def _rounded(size, colour, radius=7, edge=None):
    """A rounded box of `size` pixels, its corners' radius in units."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = viewport.px(radius)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=radius)
    return s


class Painter:
    def __init__(self, fonts, text, t, names):
        self.fonts = fonts
        self.text = text
        self.t = t
        self.names = names
        self._faces: dict = {}
        self.art_used: dict[int, str] = {}     # value -> the picture its face shows
        self._backs: dict = {}
        # keyed by what a panel shows: bounded, the current ones stay (surface_cache)
        self._panels = SurfaceCache(limit=48, max_bytes=4 << 20)

    # ---- cards ----------------------------------------------------------------------------
    def face(self, v: int, size=None, state: str = "") -> pygame.Surface:
        """A card face (`size` in pixels, your hand's by default); state "" normal, "dim"
        (not playable now), "sel" (selected)."""
        size = size or (L.CARD_W, L.CARD_H)
        key = (v, size, state)
        img = self._faces.get(key)
        if img is None:
            img = self._faces[key] = self._paint_face(v, size, state)
        return img

    def _paint_face(self, v, size, state):
        w, h = size
        px = viewport.px
        if state:                    # a state is drawn over the plain face, painted once
            s = self.face(v, size).copy()
        elif v == DOUBLE:
            s, self.art_used[v] = paint_face(self.fonts, v, True, None, size,
                                             self.t("poker.card.double"))
        else:
            s, self.art_used[v] = paint_face(self.fonts, v, False, INKS[v], size)
        if state == "sel":
            pygame.draw.rect(s, palette.HIGHLIGHT, s.get_rect(), px(3),
                             border_radius=max(3, w // 9))
        if state == "dim":          # the veil rounded as the card is
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 20, 30, 110), veil.get_rect(), border_radius=max(3, w // 9))
            s.blit(veil, (0, 0))
        return s

    def back(self, size=None) -> pygame.Surface:
        """A card's back, `size` in pixels (the felt's cards' by default)."""
        size = size or (L.TRICK_W, L.TRICK_H)
        img = self._backs.get(size)
        if img is None:
            img = self._backs[size] = paint_back(size)
        return img

    def career_chip(self, rank: int, with_figure: bool = True) -> pygame.Surface:
        key = ("career", rank, with_figure)
        img = self._faces.get(key)
        if img is None:
            c = CARDS.careers[rank - 1]
            text = self.t(f"poker.career.{c.id}")
            font, px = self.fonts.get("semibold", 13), viewport.px
            h = px(22) + L.gain(13)
            room = L.PANEL_W - px(60)
            fig = figure(rank, h - px(2))        # the job's figure before its name...
            if not with_figure or font.size(f"{rank}. {text}")[0] + fig.get_width() > room:
                fig = pygame.Surface((0, 0))     # ...unless the name would lose letters
            label = font.render(fit_text(font, f"{rank}. {text}", room - fig.get_width()),
                                True, palette.INK)
            w = fig.get_width() + label.get_width() + px(12)
            gold = palette.BRASS if rank == 1 else (206, 196, 178) if rank < 8 else (150, 160, 170)
            img = _rounded((w, h), gold, 5, (60, 50, 40))
            img.blit(fig, (px(4), h - fig.get_height()))
            img.blit(label, (px(4) + fig.get_width() + px(2), px(3)))
            self._faces[key] = img
        return img

    def unknown_chip(self) -> pygame.Surface:
        """The first deal's career card: not given yet (P4.1)."""
        img = self._faces.get("unknown")
        if img is None:
            label = self.fonts.get("semibold", 13).render(self.t("poker.board.unknown"), True,
                                                          palette.TEXT_DIM)
            px = viewport.px
            img = _rounded((max(px(28), label.get_width() + px(14)), px(22) + L.gain(13)),
                           (40, 44, 52), 5, (110, 110, 120))
            img.blit(label, label.get_rect(center=img.get_rect().center))
            self._faces["unknown"] = img
        return img

    # ---- seats ----------------------------------------------------------------------------
    def name_line(self, p: int) -> str:
        """The seat's name on its panel's top row, ended with "…" to leave the thinking
        dots their room after it."""
        px = viewport.px
        room = L.PANEL_W - px(NAME_AT[0] + 10 + DOTS_GAP) - dots_width(self.text)
        return fit_text(self.fonts.get("bold", 18), self.names[p], room)

    def thinking_dots_at(self, p: int, panel: pygame.Rect) -> tuple[int, int]:
        """Where the thinking dots go on `panel` (seat p's): just after its name."""
        w = self.fonts.get("bold", 18).size(self.name_line(p))[0]
        px = viewport.px
        return panel.x + px(NAME_AT[0]) + w + px(DOTS_GAP), panel.y + px(NAME_AT[1]) - 1

    def panel(self, p: int, view, is_turn: bool, role: str) -> pygame.Surface:
        place = view.finished.index(p) + 1 if p in view.finished else 0
        key = (p, is_turn, view.sizes[p], view.careers[p] if view.careers else 0,
               view.scores[p], place, role, view.deal == 0)
        img = self._panels.get(key)
        if img is not None:
            return img
        colour = palette.PLAYERS[p % len(palette.PLAYERS)]
        s = paint_seat_frame((L.PANEL_W, L.PANEL_H), colour, is_turn)
        tx, px, pw = self.text, viewport.px, L.PANEL_W
        # the name has the top row to itself; the career badge sits at the right of the
        # role's row, and each is ended with "…" rather than run into the other
        s.blit(tx.get("bold", 18, self.name_line(p), palette.TEXT), viewport.pt(*NAME_AT))
        rank = view.careers[p] if view.careers else 0
        role_w = pw - px(24)
        chip = self.career_chip(rank) if rank else self.unknown_chip() if not view.deal else None
        role_font = self.fonts.get("italic", 13)
        if rank and role_font.size(role)[0] > pw - chip.get_width() - px(28):
            chip = self.career_chip(rank, with_figure=False)   # the role whole, not the figure
        if chip is not None:          # the first deal: "?", the order out gives careers
            s.blit(chip, (pw - chip.get_width() - px(8), px(27)))
            role_w = pw - chip.get_width() - px(8 + 6 + 14)
        role = fit_text(role_font, role, role_w)
        s.blit(tx.get("italic", 13, role, palette.TEXT_DIM), (px(14), px(28)))
        # card count: a small back and the number
        row = px(50) + L.ROW_GAIN
        back = self.back((px(18), px(26)))
        s.blit(back, (px(14), row - px(4)))
        count = tx.get("semibold", 16, str(view.sizes[p]), palette.TEXT)
        s.blit(count, (px(38), row))
        pts = tx.get("semibold", 16, self.t("poker.panel.points", points=view.scores[p]),
                     palette.BRASS)
        s.blit(pts, pts.get_rect(topright=(pw - px(10), row)))
        if place:                     # the place won, as a rosette with its number
            medal = rosette(place, px(24), colour)
            at = (pw // 2 + px(10), row + px(13))
            s.blit(medal, medal.get_rect(center=at))
            num = tx.get("bold", 12, str(place), palette.INK)
            s.blit(num, num.get_rect(center=(at[0], at[1] - px(2))))
        self._panels[key] = s
        return s

    # ---- the trick --------------------------------------------------------------------------
    def play_group(self, cards, name: str, best: bool, label_w: int = 200) -> pygame.Surface:
        """One play on the felt: its cards fanned, the player's name under them (ended
        with "…" past `label_w`, so that it stops short of the next play's)."""
        n = len(cards)
        step = L.PLAY_STEP
        w = L.TRICK_W + step * (n - 1)
        name = fit_text(self.fonts.get("semibold", 14), name, label_w)
        label = self.text.get("semibold", 14, name, palette.HIGHLIGHT if best else palette.TEXT)
        width = max(w, label.get_width())
        s = pygame.Surface((width, L.TRICK_H + viewport.px(20)), pygame.SRCALPHA)
        x0 = (width - w) // 2
        for i, v in enumerate(cards):
            s.blit(self.face(v, (L.TRICK_W, L.TRICK_H)), (x0 + i * step, 0))
        s.blit(label, label.get_rect(midtop=(width // 2, L.TRICK_H + viewport.px(2))))
        return s

    def aside_stack(self, count: int) -> pygame.Surface:
        """The cards set aside for the first deal (P2.3): a few backs and their count."""
        key = ("aside", count)
        img = self._faces.get(key)
        if img is None:
            px = viewport.px
            img = pygame.Surface(L.ASIDE.size, pygame.SRCALPHA)
            x0 = (L.ASIDE.w - L.TRICK_W - px(9)) // 2
            for k in range(min(count, 4)):          # a small fan of backs, count on top
                img.blit(self.back(), (x0 + px(k * 3), px(10 - k * 3)))
            num = self.text.get("bold", 22, str(count), palette.CREAM)
            at = (L.ASIDE.w // 2 + px(3), L.TRICK_H // 2 + px(4))
            # on a dark disc: the back's medallion would swallow the number
            r = max(num.get_width(), num.get_height()) // 2 + px(2)
            pygame.draw.circle(img, palette.INK, at, r)
            pygame.draw.circle(img, palette.BRASS, at, r, max(1, px(1.5)))
            img.blit(num, num.get_rect(center=at))
            word = self.text.get("italic", 13, self.t("poker.aside.label"), palette.TEXT_DIM)
            img.blit(word, word.get_rect(midbottom=(L.ASIDE.w // 2, L.ASIDE.h)))
            self._faces[key] = img
        return img

    def pass_chip(self, name: str) -> pygame.Surface:
        word = self.text.get("italic", 15, self.t("poker.panel.passed", name=name), palette.TEXT_DIM)
        px = viewport.px
        s = _rounded((word.get_width() + px(16), px(26)), (20, 30, 34, 200), 12)
        s.blit(word, (px(8), px(4)))
        return s
