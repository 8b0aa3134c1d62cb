""""Since your last turn": every move and chance result since the viewer's previous
decision, in the log's own words, at any table.

What it lists is told again from the record, as the log told it live: the viewer's last
decision is found in the record (an incremental scan), and every action after it, up to
what the board has shown, is narrated by the table's `narrate` through a fresh view, for
the events the viewer may see (`ev.visible(viewer)`): another seat's secret never shows.

A tag in the log's header opens it (a click, or S), counting the lines it lists and
glowing when more than GLOW_MOVES; S, Esc or a click close it. While it is open the table waits
(bots and chance: table/pacing.py), so what it lists is not overtaken.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.table.text import fit_text
from cinetable.client.text_wrap import wrap

GLOW_MOVES = 2            # the tag glows when the log told more lines than this since your turn
SCAN_REACH = 600          # actions looked back through for the viewer's last decision
TAG_H = 18                # units


def panel_rect() -> pygame.Rect:
    """The panel at its tallest, in pixels: centred across the window below the bar
    (780×560 units at the reference size; a bigger window gives it some more room)."""
    dw, dh = viewport.design()
    w = 780 + min(220, (dw - 1280) // 2)
    return viewport.rect((dw - w) / 2, 86, w, dh - 240)


class SinceTurn:
    def __init__(self, scene):
        self.scene = scene
        self.open = False
        self.scroll = 0                   # rows scrolled up from the newest
        self._scan: tuple | None = None   # (viewer, scanned up to, first action since)
        self._key = None
        self.lines: list[tuple[str, int | None]] = []    # (text, seat) as the log says
        self.styles: list[tuple] = []     # (colour, dot) of each line, as in the log
        self.moves = 0                    # the lines listed (what the tag counts)
        self.tag_rect: pygame.Rect | None = None

    # ---- what happened ------------------------------------------------------------------
    def since_from(self, viewer: int) -> int:
        """The record index after the viewer's last decision (0 if it made none)."""
        tl = self.scene.session.timeline
        n = len(tl)
        scan = self._scan
        if scan is None or scan[0] != viewer or scan[1] > n:     # new viewer, or an undo
            scan = (viewer, max(0, n - SCAN_REACH), max(0, n - SCAN_REACH))
        _v, done, start = scan
        if done < n:
            state = tl.state_at(done)
            for i in range(done, n):
                if state.current_player() == viewer:
                    start = i + 1
                state.apply_action(tl.actions[i])
        self._scan = (viewer, n, start)
        return start

    def refresh(self) -> None:
        """Tell the actions since again when the record moved on and the board has shown
        them (mid-animation or mid-deal the board lags: keep what was told)."""
        scene = self.scene
        viewer = scene.session.human_seat
        if viewer is None or scene.queue.busy or scene.pending_deal:
            return
        n = len(scene.session.record.actions)
        start = self.since_from(viewer)
        key = (viewer, start, n, scene.app.t.language)
        if key == self._key:
            return
        self._key = key
        told, self.moves = tell_since(scene, viewer, start, n)
        self.lines = [(text, seat) for _ev, (text, seat) in told]
        self.styles = [scene.log_style(ev, seat) for ev, (_text, seat) in told]
        self.scroll = 0

    # ---- input ------------------------------------------------------------------------------
    def available(self) -> bool:
        # a network seat has no actions to retell (the host keeps them): its log tells all
        return self.scene.session.human_seat is not None and not self.scene.read_only \
            and self.scene.link.retells

    def toggle(self) -> bool:
        if not self.available():
            return False
        self.open = not self.open
        self.scroll = 0
        if self.open:
            self.refresh()
        return True

    def handle(self, event) -> bool:
        if not self.available():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s \
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self.toggle()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.open \
                and self.tag_rect is not None and self.tag_rect.collidepoint(event.pos):
            return self.toggle()
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE):
            self.open = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y)    # clamped when drawn
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.open = False
            return True
        return False

    # ---- drawing -------------------------------------------------------------------------------
    def draw_tag(self, surface) -> None:
        """The tag in the log's header (right of its title), glowing when much happened."""
        self.tag_rect = None
        if not self.available():
            return
        self.refresh()
        scene = self.scene
        t = scene.app.t
        log = scene.log
        glow = self.moves > GLOW_MOVES and not self.open
        text = t.plural("table.since.tag", self.moves) if self.moves else t("table.since.tag_none")
        px = viewport.px
        title_w = log.title_img.get_width() + px(24) if log.title_img is not None else px(12)
        room = log.rect.w - title_w - px(16)
        font = scene.app.fonts.get("semibold", 13)
        text = fit_text(font, text, room - px(12))
        colour = palette.HIGHLIGHT if glow else palette.TEXT_DIM
        img = scene.text.get("semibold", 13, text, colour)
        box = pygame.Rect(0, 0, img.get_width() + px(12), px(TAG_H))
        box.topright = (log.rect.right - px(8), log.rect.y + px(2))
        if glow:        # a slow pulse of the border draws the eye without flashing
            pulse = 0.5 + 0.5 * abs(((scene.clock * 0.8) % 2) - 1)
            edge = tuple(int(a + (b - a) * pulse) for a, b in zip(palette.BRASS_DIM,
                                                                 palette.HIGHLIGHT))
            pygame.draw.rect(surface, (40, 32, 30), box, border_radius=px(6))
            pygame.draw.rect(surface, edge, box, px(2), border_radius=px(6))
        elif box.collidepoint(scene.mouse):
            pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=px(6))
        surface.blit(img, img.get_rect(center=box.center))
        self.tag_rect = box

    def draw_panel(self, surface) -> None:
        if not self.open:
            return
        scene = self.scene
        t = scene.app.t
        self.refresh()
        font = scene.app.fonts.get("body", 16)
        line_h = font.get_linesize()
        px, panel = viewport.px, panel_rect()
        width = panel.w - px(40)
        rows: list[tuple[str, tuple, tuple | None]] = []
        for (text, _seat), (colour, dot) in zip(self.lines, self.styles):
            for i, row in enumerate(wrap(font, text, width - px(22), indent="   ")):
                rows.append((row, colour, dot if i == 0 else None))
        # as tall as its lines (a short story is a short box), at most the panel
        box = panel.copy()
        box.h = min(panel.h, px(76 + 36 + 8) + max(2, len(rows)) * line_h)
        pygame.draw.rect(surface, (20, 16, 26), box, border_radius=px(12))
        pygame.draw.rect(surface, palette.BRASS, box, px(2), border_radius=px(12))
        head = scene.text.get("title", 24, t("table.since.title"), palette.BRASS)
        surface.blit(head, (box.x + px(20), box.y + px(12)))
        sub = (t.plural("table.since.count", self.moves) if self.moves
               else t("table.since.nothing"))
        img = scene.text.get("body", 15, sub, palette.TEXT_DIM)
        surface.blit(img, (box.x + px(20), box.y + px(48)))
        foot = scene.text.get("body", 14, t("table.since.close"), palette.TEXT_DIM)
        surface.blit(foot, foot.get_rect(bottomright=(box.right - px(20), box.bottom - px(10))))
        body = pygame.Rect(box.x + px(20), box.y + px(76), width, box.h - px(76 + 36))
        fit = max(1, body.h // line_h)
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        end = len(rows) - self.scroll
        shown = rows[max(0, end - fit):end]
        y = body.y
        for row, colour, dot in shown:
            if dot is not None:
                pygame.draw.circle(surface, dot, (body.x + px(6), y + line_h // 2 + 1), px(5))
            surface.blit(scene.text.get("body", 16, row, colour), (body.x + px(18), y))
            y += line_h
        if end - len(shown) > 0:       # older lines above: the wheel scrolls to them
            more = scene.text.get("body", 14, t("table.since.more"), palette.TEXT_DIM)
            surface.blit(more, more.get_rect(topright=(box.right - px(20), box.y + px(50))))


def tell_since(scene, viewer: int, start: int, end: int) -> tuple[list, int]:
    """[(event, (text, seat))]: the log's lines for the events `viewer` may see in actions
    start..end-1 of the record; and their count, the figure the tag shows. (Counting
    actions said "37 moves" over a Cannes auction's 4 lines: bids, peeks and secret
    ratings are actions the log tells in one line or none.)"""
    tl = scene.session.timeline
    state = tl.state_at(start)
    view = scene.new_view(state)
    lines: list = []
    for i in range(start, end):
        for ev in state.apply_action(tl.actions[i]):
            if ev.visible(viewer):
                view.apply(ev)
                said = scene.narrate(ev, view)
                if said is not None:
                    lines.append((ev, said))
        view.sync(state)
    return lines, len(lines)
