"""A seat's last words at its panel, the poker table's way (issue 29), mixed into the
TableScene:

- none while the players walk to new seats (the tags crossed the panels); while a trick
  is played, only what a seat did in the trick on the felt (or that it is out): "Vera passes." left from the trick before read as news next to the next one,
  even while Vera was thinking again;
- set off the panel, never over its card count: under it (over the pass chip, which
  says the same) where there is room above your buttons, over it at the oval's foot;
- on a little card of the seat's own colour, wrapped on two lines rather than cut short;
- not under an open recap panel, which would cover half of it.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.poker import layout as L
from cinetable.client.table.seats import paint_seat_frame
from cinetable.client.text_wrap import wrap

TAG_LINES = 2
TAG_FONT = ("body", 13)


class SeatWords:
    """Uses the scene's view, walk, recap, panel_rect, app, text (see table.py)."""

    def shown_last_moves(self) -> dict[int, str]:
        if self.walk:                                 # the panels cross as they walk
            return {}
        shown = super().shown_last_moves()            # type: ignore[misc]
        v = self.view
        if v.trick or v.phase == "play":              # not at the exchange, a deal's end
            acted = {p for p, _ in v.trick} | set(v.finished)
            shown = {seat: text for seat, text in shown.items() if seat in acted}
        # an open recap (the exchange's, the last trick) tells it whole: no half a tag
        # peeking out from under it
        over = getattr(self, "_recap_rect", None) if self.recap else None
        if over is not None:
            shown = {seat: text for seat, text in shown.items()
                     if not self.last_move_area(seat).colliderect(over)}
        return shown

    def tag_size(self, seat: int) -> tuple[int, int]:
        line = self.app.fonts.get(*TAG_FONT).get_linesize()
        return self.panel_rect(seat).w + viewport.px(40), line * TAG_LINES + viewport.px(8)

    def tag_below(self, seat: int) -> bool:
        """Under the panel (over its pass chip) where there is room above the buttons;
        over it for the seats at the foot of the oval."""
        r = self.panel_rect(seat)
        return r.bottom + self.tag_size(seat)[1] + viewport.px(2) <= L.PLAY_BUTTON.top

    def last_move_area(self, seat: int) -> pygame.Rect:
        r, px = self.panel_rect(seat), viewport.px
        area = pygame.Rect((0, 0), self.tag_size(seat))
        if self.tag_below(seat):
            area.midtop = (r.centerx, r.bottom + px(2))
        else:
            area.midbottom = (r.centerx, r.top - px(2))
            if self.view.aside and area.colliderect(L.ASIDE):   # the first deal's stack
                area.left = L.ASIDE.right + px(4)
        return area.clamp(pygame.Rect((0, 0), viewport.size()))

    def last_move_mark(self, surface, seat: int, text: str) -> None:
        area, px = self.last_move_area(seat), viewport.px
        font = self.app.fonts.get(*TAG_FONT)
        lines = wrap(font, text, area.w - px(20), max_lines=TAG_LINES)
        imgs = [self.text.get(*TAG_FONT, line, palette.TEXT) for line in lines]
        if not imgs:
            return
        line = font.get_linesize()
        # as tall as the pass chip at least, so that one under it is covered whole
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + px(20),
                          max(px(26), line * len(imgs) + px(6)))
        if self.tag_below(seat):
            box.midtop = area.midtop
        else:
            box.midbottom = area.midbottom
        box.clamp_ip(area)
        colour = palette.PLAYERS[seat % len(palette.PLAYERS)]
        surface.blit(paint_seat_frame(box.size, colour, False), box)
        y = box.centery - line * len(imgs) // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx + px(3), y)))
            y += line
