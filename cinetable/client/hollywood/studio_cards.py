"""The human's two Studio cards (Cut, Double Reel) on the Hollywood! table: illustrated
cards (extras.paint_studio) the player clicks, not text buttons.

A card is in one of three looks: ready (it may be played now: it lifts under the mouse),
waiting (still in hand but not playable now: dimmed, its tooltip says why) and played
(used for the game: greyed, stamped "Played"). Clicking a card that is not ready shows
the same reason as its tooltip (TableScene._studio_reason).
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.extras import paint_studio

KINDS = ("cut", "double")
PICTURE = {"cut": "cut", "double": "double_reel"}


def card_rect(which: str) -> pygame.Rect:
    return L.CUT_CARD if which == "cut" else L.DOUBLE_CARD


class StudioHand:
    def __init__(self, scene):
        self.scene = scene
        self._faces: dict = {}

    # ---- what the cards are now ----------------------------------------------------------
    def visible(self) -> bool:
        s = self.scene
        over = s.state.is_terminal() and not s.queue.busy
        return s.session.human_seat is not None and not over and not s.star_options()

    def look(self, which: str) -> str:
        """"ready", "waiting" or "played"."""
        s = self.scene
        h = s.session.human_seat
        left = s.view.cut_left if which == "cut" else s.view.double_left
        if h is not None and not left[h]:
            return "played"
        return "ready" if s._studio_reason(which) is None else "waiting"

    def at(self, pos) -> str | None:
        """The studio card under `pos` (when the cards show)."""
        if not self.visible():
            return None
        for which in KINDS:
            if card_rect(which).collidepoint(pos):
                return which
        return None

    def rects(self) -> list[pygame.Rect]:
        return [card_rect(w) for w in KINDS] if self.visible() else []

    # ---- drawing -------------------------------------------------------------------------------
    def face(self, which: str, look: str) -> pygame.Surface:
        r = card_rect(which)
        t = self.scene.app.t
        key = (which, look, r.size, t(f"hollywood.studio.{which}"))
        img = self._faces.get(key)
        if img is None:
            img = paint_studio(self.scene.app.fonts, PICTURE[which], key[3], r.w, r.h)
            if look != "ready":
                img = dimmed(img, look == "played")
            if look == "played":
                _stamp(img, self.scene.text, t("hollywood.studio.played"))
            self._faces = {k: v for k, v in self._faces.items() if k[2] == r.size}
            self._faces[key] = img
        return img

    def draw(self, surface) -> None:
        if not self.visible():
            return
        hovered = self.at(self.scene.mouse)
        p = viewport.px
        for which in KINDS:
            r = card_rect(which)
            look = self.look(which)
            pos = r.topleft
            if look == "ready" and which == hovered:      # lifted off the table
                shadow = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=p(6))
                surface.blit(shadow, r.move(p(3), p(3)).topleft)
                pos = (r.x, r.y - p(5))
            surface.blit(self.face(which, look), pos)


def dimmed(img: pygame.Surface, grey: bool) -> pygame.Surface:
    """Waiting: darker. Played: greyed and darker still."""
    out = img.copy()
    if grey:
        out = pygame.transform.grayscale(out)
    veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    veil.fill((20, 16, 26, 150 if grey else 110))
    mask = out.copy()              # the veil only where the card is (its round corners)
    mask.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
    veil.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(veil, (0, 0))
    return out


def _stamp(img: pygame.Surface, text, word: str) -> None:
    """A brass "Played" stamp across the card, a little tilted."""
    p = viewport.px
    h = img.get_height()
    label = text.get("bold", max(11, h * 0.2 / viewport.u()), word.upper(), palette.BRASS)
    box = pygame.Surface((label.get_width() + p(12), label.get_height() + p(4)),
                         pygame.SRCALPHA)
    pygame.draw.rect(box, (24, 20, 30, 220), box.get_rect(), border_radius=p(4))
    pygame.draw.rect(box, palette.BRASS, box.get_rect(), max(1, p(2)), border_radius=p(4))
    box.blit(label, label.get_rect(center=box.get_rect().center))
    box = pygame.transform.rotozoom(box, 12, 1.0)
    if box.get_width() > img.get_width():
        k = img.get_width() / box.get_width()
        box = pygame.transform.smoothscale(box, (round(box.get_width() * k),
                                                 round(box.get_height() * k)))
    img.blit(box, box.get_rect(center=(img.get_width() // 2, round(h * 0.42))))
