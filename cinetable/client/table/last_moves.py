"""The last move of each seat, marked at its seat panel until that seat moves again or
the stage changes (the view's `stage_key`: round, deal, film, month), inside the room the
game gives (`last_move_area(seat)`; `last_move_mark` may draw it its own way); and which
seat a log line speaks of, so hovering it rings that seat. A mixin of TableComfort."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.table.text import fit_text
from cinetable.client.table.view_api import TableView

LAST_MOVES_REACH = 300        # actions looked back through for each seat's last move


class LastMoves:
    def note_line(self, ev, text: str, seat) -> None:
        """A log line was added: remember it as the last move of its seat (when the batch
        playing is that seat's move), and map its rows to the seat."""
        if seat is not None and self.batch_actor == seat:
            self.last_moves[seat] = text
            self.last_move_stage[seat] = view_stage(self.view)
        rows = self.log.lines
        for img in rows[-4:]:
            self._row_seat.setdefault(id(img), seat)
        if len(self._row_seat) > 2 * self.log.max_lines:
            keep = {id(img) for img in rows}
            self._row_seat = {k: v for k, v in self._row_seat.items() if k in keep}

    def recount_last_moves(self, reach: int = LAST_MOVES_REACH) -> None:
        """The last move of each seat told from the record (a resumed game, a language
        switch, an undo): the log's words for the newest action of each seat, as the
        human saw it (the last line naming the seat, as a move played live)."""
        s = self.session
        tl = s.timeline
        viewer = s.human_seat
        self.last_moves = {}
        self.last_move_stage = {}
        n = len(tl)
        for i in range(n - 1, max(-1, n - 1 - reach), -1):
            before = tl.state_at(i)
            actor = before.current_player()
            if actor < 0 or actor in self.last_moves:
                continue
            view = self.new_view(before)
            words = None
            for ev in before.apply_action(tl.actions[i]):
                if ev.visible(viewer):
                    view.apply(ev)
                    said = self.narrate(ev, view)
                    if said is not None and said[1] == actor:
                        words = said[0]
            if words:
                self.last_moves[actor] = words
                self.last_move_stage[actor] = view_stage(view)
            if len(self.last_moves) == len(self.names):
                break

    def log_seat_at(self, pos) -> int | None:
        log = self.log
        if not log.inner.collidepoint(pos):
            return None
        end = len(log.lines) - log.scroll
        start = max(0, end - log.visible_rows)
        y0 = log.inner.bottom - (end - start) * log.line_h
        i = start + (pos[1] - y0) // log.line_h
        if not start <= i < end:
            return None
        return self._row_seat.get(id(log.lines[i]))

    def shown_last_moves(self) -> dict[int, str]:
        """The last moves still shown: those made in the stage on the board now (a move
        of the last round, deal, film or month would read as news)."""
        now = view_stage(self.view)
        stages = self.last_move_stage
        return {seat: text for seat, text in self.last_moves.items()
                if stages.get(seat, now) == now}

    def draw_last_moves(self, surface) -> None:
        """Drawn with the seat panels, under overlays, flights and tooltips."""
        for seat, text in self.shown_last_moves().items():
            self.last_move_mark(surface, seat, text)

    def last_move_area(self, seat: int) -> pygame.Rect | None:
        """Where a seat's last-move tag may go (screen coordinates), or None (no room
        now). By default a strip at the panel's foot; a game whose panels have text
        there gives the free part of its panel."""
        try:
            r = self.seat_rect(seat)
        except (NotImplementedError, IndexError, KeyError):
            return None
        px = viewport.px
        return pygame.Rect(r.x + px(6), r.bottom - px(12), r.w - px(12), px(22))

    def last_move_mark(self, surface, seat: int, text: str) -> None:
        """A small tag naming the seat's last move, cut to its area (and the window)."""
        area = self.last_move_area(seat)
        if area is None:
            return
        area = area.clip(pygame.Rect(0, 0, *viewport.size()))
        px = viewport.px
        font = self.app.fonts.get("body", 13)
        img = self.text.get("body", 13, fit_text(font, text, area.w - px(12)), palette.TEXT)
        box = pygame.Rect(0, 0, img.get_width() + px(12), min(area.h, img.get_height() + px(4)))
        box.center = area.center
        box.clamp_ip(area)
        pygame.draw.rect(surface, (28, 22, 34), box, border_radius=px(6))
        pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=px(6))
        surface.blit(img, img.get_rect(center=box.center))


def view_stage(view: TableView):
    """The stage a view shows (round, deal, film, month), or None for a game without."""
    return view.stage_key
