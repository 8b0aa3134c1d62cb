"""What the poker table's tooltips point at, mixed into the TableScene: the topmost
thing drawn under the mouse (the scoreboard's rows, your hand, the trick, the set-aside
cards, a seat panel's career badge, pass chip, place, count and points)."""
from __future__ import annotations

import pygame

from cinetable.client import viewport
from cinetable.client.poker import layout as L
from cinetable.client.poker.overlays import career_column, scoreboard_row_rect
from cinetable.client.poker.tips import tip_lines
from cinetable.client.table.tooltip import Tip


class TipTargets:
    """Uses the scene's view, state, painter, narrator, names, human, hand_rects,
    panel_rect, trick_hidden, scoreboard, walk and TRICK_SHOWN (see table.py)."""

    def tip_at(self, pos):
        key, rect = self._tip_target(pos)
        if key is None:
            return None
        if key[0] == "panel":
            return Tip(key, rect, lambda p=key[1]: self._panel_tip(p))
        return Tip(key, rect, lambda k=key: tip_lines(self.app.t, self.narrator, k, self.names,
                                                      self.view.n))

    def _tip_target(self, pos):
        """The tip key and rect of what is drawn under `pos`, topmost first."""
        v, px = self.view, viewport.px
        if self.scoreboard and v.deal_points:
            order, points, totals, _deal = v.deal_points
            for place, p in enumerate(order):
                r = scoreboard_row_rect(len(order), place)
                if r.collidepoint(pos):
                    rank = self.state.careers[place]
                    return ("row", place + 1, p, rank, points[p], totals[p],
                            career_column(v)), r
            return None, None
        if self.human is not None:
            rects = self.hand_rects()
            for i in range(len(rects) - 1, -1, -1):       # the top card of the fan first
                if i < len(v.hand) and rects[i].collidepoint(pos):
                    return ("card", v.hand[i]), rects[i]
        if not self.trick_hidden:
            plays = [(p, c) for p, c in v.trick if c is not None][-self.TRICK_SHOWN:]
            for i in range(len(plays) - 1, -1, -1):
                p, cards = plays[i]
                cx, cy = L.trick_play_pos(i, len(plays))
                w = L.TRICK_W + L.PLAY_STEP * (len(cards) - 1)
                top = cy - (L.TRICK_H + px(20)) // 2
                for j in range(len(cards) - 1, -1, -1):
                    r = pygame.Rect(cx - w // 2 + j * L.PLAY_STEP, top, L.TRICK_W, L.TRICK_H)
                    if r.collidepoint(pos):
                        return ("trick", cards[j], p, cards, i == len(plays) - 1), r
        if v.aside and L.ASIDE.collidepoint(pos):
            return ("aside", v.aside), L.ASIDE
        for p in range(v.n):
            r = self.panel_rect(p)
            passed = any(q == p and c is None for q, c in v.trick[-v.n:])
            if passed and not self.walk:
                chip = self.painter.pass_chip(self.app.t("poker.panel.pass"))
                cr = chip.get_rect(midtop=(r.centerx, r.bottom + px(2)))
                if cr.collidepoint(pos):
                    return ("passed", p), cr
            if not r.collidepoint(pos):
                continue
            rank = v.careers[p] if v.careers else 0
            place = v.finished.index(p) + 1 if p in v.finished else 0
            if rank or not v.deal:
                chip = self.painter.career_chip(rank) if rank else self.painter.unknown_chip()
                cr = chip.get_rect(topright=(r.right - px(8), r.y + px(27)))
                if cr.collidepoint(pos):
                    return ("career", rank), cr
            if place:
                cr = pygame.Rect(0, 0, px(76), px(22))
                cr.midtop = (r.x + L.PANEL_W // 2 + px(10), r.y + px(48) + L.ROW_GAIN)
                if cr.collidepoint(pos):
                    return ("out", p, place), cr
            cr = pygame.Rect(r.x + px(10), r.y + px(44) + L.ROW_GAIN, px(56), px(30))
            if cr.collidepoint(pos):
                return ("count", p, v.sizes[p]), cr
            cr = pygame.Rect(r.right - px(96), r.y + px(46) + L.ROW_GAIN, px(90), px(26))
            if cr.collidepoint(pos):
                return ("points", p, v.scores[p], v.target), cr
            return ("panel", p, v.version), r
        return None, None

    def _panel_tip(self, p: int) -> list[str]:
        t, v = self.app.t, self.view
        lines = [self.names[p]]
        if v.careers and v.careers[p]:
            lines.append(self.narrator.career(v.careers[p]))
        lines.append(t("poker.tip.cards", count=v.sizes[p]))
        lines.append(t("poker.tip.score", points=v.scores[p], target=v.target))
        return lines
