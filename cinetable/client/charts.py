"""Charts drawn by the app: lines (scores as a game went, win rate over time) and bars
(score distribution). They paint onto a surface inside a rect, with light axes, a few
labelled ticks and a legend; values and labels come from the caller (already translated).
Rects are pixels; paddings, dots and line widths are units made pixels (viewport.px).
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette
from cinetable.client.viewport import px

AXIS = (120, 110, 120)
GRID = (70, 62, 76)


def nice_ticks(lo: float, hi: float, count: int = 4, whole: bool = False) -> list[float]:
    """Round tick values covering lo..hi (1, 2 or 5 times a power of ten apart); `whole`:
    an axis of counts, whose ticks are whole numbers (no "0.5 games")."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, count)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    if whole:
        step = max(1, round(step))
    first = math.floor(lo / step) * step
    ticks = []
    v = first
    while v <= hi + step * 1e-9:
        ticks.append(round(v, 10))
        v += step
    if ticks[-1] < hi:
        ticks.append(round(v, 10))
    return ticks


def _label(v: float, percent: bool, decimal_mark: str = ".") -> str:
    if percent:
        return f"{v * 100:.0f}%"
    return f"{v:.0f}" if abs(v - round(v)) < 1e-9 else f"{v:.1f}".replace(".", decimal_mark)


def _frame(surface, rect, font, lo, hi, percent, decimal_mark=".", whole=False):
    """Draw the y grid; returns the plot area and a value -> y function."""
    ticks = nice_ticks(lo, hi, whole=whole)
    lo, hi = ticks[0], ticks[-1]
    labels = [font.render(_label(t, percent, decimal_mark), True, palette.TEXT_DIM)
              for t in ticks]
    left = rect.x + max(s.get_width() for s in labels) + px(8)
    plot = pygame.Rect(left, rect.y + px(6), rect.right - left - px(6),
                       rect.height - font.get_linesize() - px(14))

    def y_of(v):
        return plot.bottom - (v - lo) / (hi - lo) * plot.height

    for t, s in zip(ticks, labels):
        y = round(y_of(t))
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
        surface.blit(s, (plot.x - s.get_width() - px(6), y - s.get_height() // 2))
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.topleft)
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright)
    return plot, y_of


def line_chart(surface, rect: pygame.Rect, series: list[list[float]], colors, font,
               x_labels: list[str] | None = None, names: list[str] | None = None,
               percent: bool = False, y_range: tuple | None = None,
               decimal_mark: str = ".", marks: list[tuple[int, str]] | None = None,
               whole: bool = False, rings: list[tuple[int, int, tuple]] | None = None,
               legend_left: int | None = None):
    """One line per series over shared x positions; dots on each point; an optional
    legend of names (drawn above the plot, right-aligned). `decimal_mark`: the language's
    (a comma in French and Italian). `marks`: (x index, label) of thin vertical lines
    (e.g. where each round starts), labelled at the top of the plot. `whole`: the values
    are counts or points, the y axis ticks whole numbers. `rings`: (series, x index,
    colour) of points to single out (a review's marked moves). `legend_left`: where the
    legend must stop on the left (a title beside it); names too long are shortened with
    "…" to share the room. Returns x_of(index),
    the x of a point (None when nothing was drawn), so a caller can hit-test points."""
    values = [v for s in series for v in s]
    if not values:
        return None
    lo, hi = y_range or (min(0.0, min(values)), max(values))
    plot, y_of = _frame(surface, rect, font, lo, hi, percent, decimal_mark, whole)
    n = max(len(s) for s in series)
    step = plot.width / max(1, n - 1)

    def x_of(i):
        return plot.x + i * step if n > 1 else plot.centerx

    if x_labels:
        # every label as wide as the widest (plus a gap) decides how many fit
        widest = max(font.size(text)[0] for text in x_labels) + px(12)
        every = max(1, math.ceil(len(x_labels) * max(px(40), widest) / max(1, plot.width)))
        for i, text in enumerate(x_labels):
            if i % every == 0 or i == len(x_labels) - 1:
                s = font.render(text, True, palette.TEXT_DIM)
                x = round(x_of(i)) - s.get_width() // 2     # kept inside the rect at the ends
                surface.blit(s, (max(rect.x, min(x, rect.right - s.get_width())),
                                 plot.bottom + px(6)))
    shown_right = -1                 # a mark's label is left out where it would overlap
    for i, text in marks or ():
        x = round(x_of(i))
        pygame.draw.line(surface, AXIS, (x, plot.y), (x, plot.bottom))
        s = font.render(text, True, palette.TEXT_DIM)
        if x + px(3) > shown_right:
            surface.blit(s, (x + px(3), plot.y))
            shown_right = x + px(3) + s.get_width() + px(4)
    for s, color in zip(series, colors):
        pts = [(x_of(i), y_of(v)) for i, v in enumerate(s)]
        if len(pts) > 1:
            pygame.draw.aalines(surface, color, False, pts)
            pygame.draw.lines(surface, color, False, pts, px(2))
        for p in pts if len(pts) <= 40 else pts[-1:]:
            pygame.draw.circle(surface, color, (round(p[0]), round(p[1])), px(3))
    for k, i, color in rings or ():
        if k < len(series) and i < len(series[k]):
            at = (round(x_of(i)), round(y_of(series[k][i])))
            pygame.draw.circle(surface, color, at, px(5))
            pygame.draw.circle(surface, palette.TEXT, at, px(7), px(2))
    if names:
        x = rect.right
        entries = list(zip(names, colors))
        room = rect.right - (rect.x if legend_left is None else legend_left)
        share = room // max(1, len(entries)) - px(28)      # each: its dot and a gap
        if sum(font.size(n)[0] + px(28) for n, _c in entries) > room:
            from cinetable.client.table.text import fit_text
            entries = [(fit_text(font, n, max(px(20), share)), c) for n, c in entries]
        for name, color in reversed(entries):
            label = font.render(name, True, palette.TEXT)
            x -= label.get_width()
            surface.blit(label, (x, rect.y - label.get_height() - px(4)))
            x -= px(16)
            pygame.draw.circle(surface, color,
                               (x + px(8), rect.y - label.get_height() // 2 - px(4)), px(5))
            x -= px(12)
    return x_of


def bar_chart(surface, rect: pygame.Rect, bars: list[tuple[str, float]], color, font,
              decimal_mark: str = ".") -> None:
    """Vertical bars with a label under each (e.g. a score range) and the value on top.
    The bars are counts (games in each range): the axis ticks whole numbers."""
    if not bars:
        return
    hi = max(v for _, v in bars) or 1
    plot, y_of = _frame(surface, rect, font, 0, hi, False, decimal_mark, whole=True)
    width = plot.width / len(bars)
    for i, (label, v) in enumerate(bars):
        x = plot.x + i * width
        top = y_of(v)
        bar = pygame.Rect(round(x + width * 0.15), round(top), max(1, round(width * 0.7)),
                          max(0, round(plot.bottom - top)))
        pygame.draw.rect(surface, color, bar, border_top_left_radius=px(3),
                         border_top_right_radius=px(3))
        s = font.render(label, True, palette.TEXT_DIM)
        surface.blit(s, (round(x + width / 2 - s.get_width() / 2), plot.bottom + px(6)))
