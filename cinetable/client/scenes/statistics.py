"""The statistics scene: the player's record from the history of finished games.

A row of buttons chooses Overall or one game. Each choice is a page painted once into a
cached surface: eight numbers (games, wins, win rate, scores, streaks, game length), the
win rate against each bot level, and two charts drawn by the app (win rate over time; the
score distribution, or for Overall the games played per game, since scores of different
games are not on one scale). No history yet: a friendly empty page. A damaged history
file was set aside when it was read: its message is shown once, over the empty page.
Keys: Tab / Shift+Tab and ← → change the page, Esc goes back. Laid out in units inside
the menu frame's panel (which follows the window) by `page_layout`, painted in pixels: a
wider panel widens the charts, a taller one gives the charts, levels and recent games
its height.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from cinetable.client import charts, palette, viewport, widgets
from cinetable.client.scenes.menu import MenuScene, panel_units
from cinetable.stats import LEVEL_ORDER, Stats, compute

# lengths in units (viewport.px gives pixels)
TILE_GAP = 12
LEVEL_ROW = 40
RECENT_ROW = 26
SCORE_BINS = 8
LEVELS_W = 372                 # the level table's column; the charts take the rest


def page_layout(panel: pygame.Rect) -> dict[str, pygame.Rect]:
    """The page's parts in units inside `panel` (units): the row of choices, the tiles,
    the lower part, the level table and the charts."""
    inner = panel.inflate(-48, -36)
    select = pygame.Rect(inner.x, inner.y, inner.width, 42)
    tiles = pygame.Rect(inner.x, select.bottom + 18, inner.width, 92)
    lower = pygame.Rect(inner.x, tiles.bottom + 22, inner.width, inner.bottom - tiles.bottom - 22)
    levels = pygame.Rect(lower.x, lower.y, LEVELS_W, lower.height)
    charts_r = pygame.Rect(levels.right + 36, lower.y, lower.right - levels.right - 36,
                           lower.height)
    return {"panel": panel, "inner": inner, "select": select, "tiles": tiles, "lower": lower,
            "levels": levels, "charts": charts_r}


# -- numbers as text ------------------------------------------------------------------
def number(t, value: float | None, decimals: int = 1) -> str:
    """A whole number as is, else `decimals` places with the language's decimal mark."""
    if value is None:
        return t("stats.none")
    if abs(value - round(value)) < 1e-9:
        return str(int(round(value)))
    return f"{value:.{decimals}f}".replace(".", t("stats.decimal_point"))


def percent(t, rate: float | None) -> str:
    return t("stats.none") if rate is None else t("stats.percent", n=round(rate * 100))


def duration(t, minutes: float | None) -> str:
    if minutes is None:
        return t("stats.none")
    m = round(minutes)
    return t("stats.minutes", n=m) if m < 60 else t("stats.hours", h=m // 60, m=m % 60)


def score_bars(scores: list[float], bins: int = SCORE_BINS) -> list[tuple[str, int]]:
    """(label, count) per range of whole scores: one bar per score when the range is
    narrow, else at most `bins` ranges of equal whole width ("10–14")."""
    if not scores:
        return []
    values = [math.floor(v) for v in scores]
    lo, hi = min(values), max(values)
    width = max(1, math.ceil((hi - lo + 1) / bins))
    counts = [0] * math.ceil((hi - lo + 1) / width)
    for v in values:
        counts[(v - lo) // width] += 1
    out = []
    for i, c in enumerate(counts):
        a = lo + i * width
        out.append((str(a) if width == 1 else f"{a}–{a + width - 1}", c))
    return out


def levels_played(stats: Stats) -> list[str]:
    """The table levels present in the statistics, weakest bots first, humans last."""
    order = [*LEVEL_ORDER, "humans"]
    return sorted(stats.by_level, key=lambda lv: order.index(lv) if lv in order else len(order))


def recent_games(entries: list[dict], game: str | None, n: int) -> list[tuple[dict, dict]]:
    """(entry, human seat) of the `n` latest human participations, newest first."""
    out = []
    for e in sorted(entries, key=lambda e: e["finished"], reverse=True):
        if game is None or e["game"] == game:
            out += [(e, s) for s in e["seats"] if s["kind"] == "human"]
        if len(out) >= n:
            break
    return out[:n]


def _date(iso: str) -> str:
    """The local date of an ISO timestamp (empty if unparsable)."""
    from cinetable.client.dates import format_when
    return format_when(iso)[:10]


class StatisticsScene(MenuScene):
    name = "statistics"
    heading_key = "stats.heading"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        from cinetable.engine import game_infos
        from cinetable.persistence.history import load_history
        history = load_history()
        self.entries = history.entries
        self.problem = history.problem
        self.problem_fields = {"file": history.path.name, "aside": history.aside}
        self._problem_shown = False
        self.infos = {i.id: i for i in game_infos()}
        self.scopes: list[str | None] = [None, *self.infos]
        self.scope = game_id if game_id in self.scopes else None
        self.choice: widgets.Choice | None = None
        self._pages: dict[str | None, pygame.Surface] = {}

    def title_of(self, game_id: str) -> str:
        info = self.infos.get(game_id)
        return info.title if info is not None else game_id

    # -- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        self._pages = {}                       # painted again in the current language/size
        self.L = {k: viewport.rect(r.x, r.y, r.w, r.h) for k, r in page_layout(
            panel_units(self.panel_max_w, self.panel_max_h)).items()}
        self.choice = None
        if self.entries:
            texts = [t("stats.overall"), *(self.title_of(g) for g in self.scopes[1:])]
            self.choice = widgets.Choice(self, self.L["select"], self.scopes, texts, self.scope,
                                         self._choose, gap=viewport.px(8))
        self.back_button = widgets.button(
            self, (self.L["panel"].x, self.footer_y, viewport.px(200), self.footer_h),
            t("common.back"))
        f = self.app.fonts.get("italic", 18)
        self.hint = f.render(t("stats.keys_hint"), True, palette.TEXT_DIM) if self.entries \
            else None

    def _choose(self, scope) -> None:
        self.scope = scope

    def select(self, scope) -> None:
        """Show another page (keys); the button row follows."""
        self.scope = scope
        if self.choice is not None:
            self.choice.value = scope
            self.choice._paint()

    def step_scope(self, delta: int) -> None:
        if self.entries:
            i = self.scopes.index(self.scope)
            self.select(self.scopes[(i + delta) % len(self.scopes)])

    # -- frame --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
                return True
            return self.choice is not None and self.choice.handle(event)
        if event.type == pygame.KEYDOWN:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            if event.key == pygame.K_TAB:
                self.step_scope(-1 if shift else 1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_LEFT):
                self.step_scope(1 if event.key == pygame.K_RIGHT else -1)
                return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        # The damaged file's message, once, after the scene is on screen (not from
        # inside enter, and not again when a language change rebuilds the scene).
        if self.problem and not self._problem_shown and self.app.scenes.top is self:
            self._problem_shown = True
            t = self.app.t
            text = (t("stats.damaged_text", **self.problem_fields)
                    if self.problem_fields["aside"] else self.problem)   # e.g. a read error
            self.app.push("message", t("stats.damaged_title"), text)

    def draw_content(self, surface: pygame.Surface) -> None:
        page = self._pages.get(self.scope)
        if page is None:
            page = self._pages[self.scope] = self.paint_page(self.scope)
        surface.blit(page, self.L["panel"].topleft)
        if self.hint is not None:
            surface.blit(self.hint, (self.L["panel"].x + viewport.px(240),
                                     self.footer_y + viewport.px(14)))

    # -- painting -----------------------------------------------------------------------
    def paint_page(self, scope: str | None) -> pygame.Surface:
        """Everything inside the panel for one choice, on a transparent surface the size
        of the panel (drawn in screen coordinates, then shifted)."""
        L = self.L
        full = pygame.Surface((L["panel"].right, L["panel"].bottom), pygame.SRCALPHA)
        t = self.app.t
        if not self.entries:
            self._paint_empty(full, L["panel"], t("stats.empty"), t("stats.empty_hint"))
        else:
            stats = compute(self.entries, scope)
            if stats.games == 0:            # this game, or only games without a human
                area = pygame.Rect(L["inner"].x, L["select"].bottom, L["inner"].width,
                                   L["inner"].bottom - L["select"].bottom)
                if scope is None:
                    self._paint_empty(full, area, t("stats.empty"), t("stats.empty_hint"))
                else:
                    title = self.title_of(scope)
                    self._paint_empty(full, area, t("stats.empty_game", game=title),
                                      t("stats.empty_game_hint", game=title))
            else:
                self._paint_tiles(full, self._tiles(stats, scope))
                self._paint_levels(full, stats, scope)
                self._paint_charts(full, stats, scope)
        return full.subsurface(L["panel"]).copy()

    def _paint_empty(self, surf, area: pygame.Rect, title: str, hint: str) -> None:
        fonts, px = self.app.fonts, viewport.px
        icon = viewport.rect(0, 0, 132, 92)
        icon.midbottom = (area.centerx, area.centery - px(34))
        _chart_icon(surf, icon)
        head = fonts.get("title", 32).render(title, True, palette.BRASS)
        surf.blit(head, head.get_rect(midtop=(area.centerx, area.centery - px(18))))
        f = fonts.get("italic", 21)
        body = widgets.render_lines(f, widgets.wrap(f, hint, px(700)), palette.TEXT_DIM,
                                    align="center")
        surf.blit(body, body.get_rect(midtop=(area.centerx, area.centery + px(36))))

    def _tiles(self, st: Stats, scope) -> list[tuple[str, str]]:
        t = self.app.t
        head = [(t("stats.games"), str(st.games)), (t("stats.wins"), number(t, st.wins)),
                (t("stats.win_rate"), percent(t, st.win_rate))]
        streaks = [(t("stats.current_streak"), str(st.current_streak)),
                   (t("stats.longest_streak"), str(st.longest_streak)),
                   (t("stats.length"), duration(t, st.average_minutes))]
        if scope is not None:
            from cinetable.client.review_words import accuracy_points
            acc = accuracy_points(self.entries, scope)     # reviewed games only
            mean = [(t("review.stat_tile"), percent(t, sum(acc) / len(acc)))] if acc else []
            return [*head, (t("stats.best"), number(t, st.best)),
                    (t("stats.average"), number(t, st.average_score)), *streaks, *mean]
        # Overall: scores of different games do not add up; time and favourite game do
        counts = self._games_per_game()
        favourite = max(counts, key=lambda g: counts[g]) if counts else None
        return [*head, *streaks, (t("stats.time_played"), duration(t, sum(st.minutes))),
                (t("stats.most_played"), self.title_of(favourite) if favourite else t("stats.none"))]

    def _games_per_game(self) -> dict[str, int]:
        """Human participations per game id, in the registry's order."""
        counts = {g: compute(self.entries, g).games for g in self.scopes[1:]}
        for game in {e["game"] for e in self.entries} - set(counts):   # no longer listed
            counts[game] = compute(self.entries, game).games
        return {g: n for g, n in counts.items() if n}

    def _paint_tiles(self, surf, tiles) -> None:
        fonts, px, TILES = self.app.fonts, viewport.px, self.L["tiles"]
        n = len(tiles)
        gap = px(TILE_GAP)
        w = (TILES.width - gap * (n - 1)) // n
        label_f = fonts.get("semibold", 16)
        for i, (label, value) in enumerate(tiles):
            rect = pygame.Rect(TILES.x + i * (w + gap), TILES.y, w, TILES.height)
            pygame.draw.rect(surf, (30, 24, 36), rect, border_radius=px(10))
            pygame.draw.rect(surf, palette.PANEL_EDGE, rect, width=1, border_radius=px(10))
            img = _fitted(fonts, value, w - px(16), palette.HIGHLIGHT)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + px(8))))
            lines = widgets.wrap(label_f, label, w - px(12))[:2]
            text = widgets.render_lines(label_f, lines, palette.TEXT_DIM,
                                        line_height=px(18), align="center")
            surf.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - px(7))))

    def _paint_levels(self, surf, st: Stats, scope) -> None:
        t = self.app.t
        fonts, px, LEVELS = self.app.fonts, viewport.px, self.L["levels"]
        head = fonts.get("semibold", 20).render(t("stats.by_level"), True, palette.BRASS)
        surf.blit(head, (LEVELS.x, LEVELS.y))
        small = fonts.get("semibold", 14)
        body = fonts.get("body", 19)
        cols = [(t("stats.level_column"), LEVELS.x, "left"),
                (t("stats.games_column"), LEVELS.x + px(180), "right"),
                (t("stats.wins_column"), LEVELS.x + px(268), "right"),
                (t("stats.rate_column"), LEVELS.right, "right")]
        y = LEVELS.y + px(40)
        for text, x, align in cols:
            img = small.render(text.upper(), True, palette.BRASS_DIM)
            surf.blit(img, img.get_rect(**{"topleft" if align == "left" else "topright": (x, y)}))
        y += px(24)
        pygame.draw.line(surf, palette.PANEL_EDGE, (LEVELS.x, y - px(4)),
                         (LEVELS.right, y - px(4)))
        level_row = px(LEVEL_ROW)
        for level in levels_played(st):
            g, w = st.by_level[level]
            rate = w / g if g else 0.0
            row = pygame.Rect(LEVELS.x, y, LEVELS.width, level_row - px(4))
            cy = row.centery
            name = body.render(t(f"stats.level.{level}") if level in (*LEVEL_ORDER, "humans")
                               else level, True, palette.TEXT)
            surf.blit(name, name.get_rect(midleft=(row.x, cy)))
            for text, x in ((str(g), cols[1][1]), (number(t, w), cols[2][1])):
                img = body.render(text, True, palette.TEXT)
                surf.blit(img, img.get_rect(midright=(x, cy)))
            # the rate as a short bar with its percentage
            bar = pygame.Rect(row.right - px(64), row.bottom - px(6), px(64), px(4))
            pygame.draw.rect(surf, (60, 52, 66), bar, border_radius=px(2))
            pygame.draw.rect(surf, palette.GOOD, (bar.x, bar.y, round(bar.width * rate), bar.height),
                             border_radius=px(2))
            img = body.render(percent(t, rate), True, palette.HIGHLIGHT)
            surf.blit(img, img.get_rect(bottomright=(row.right, bar.y - 1)))
            y += level_row
            if y + level_row > LEVELS.bottom:
                break
        self._paint_recent(surf, pygame.Rect(LEVELS.x, y + px(14), LEVELS.width,
                                             LEVELS.bottom - y - px(14)), scope)

    def _paint_recent(self, surf, area: pygame.Rect, scope) -> None:
        """The latest games, newest first, as many as fit under the level table."""
        t = self.app.t
        fonts, px = self.app.fonts, viewport.px
        row_h = px(RECENT_ROW)
        rows = max(0, (area.height - px(34)) // row_h)
        games = recent_games(self.entries, scope, rows)
        if not games:
            return
        head = fonts.get("semibold", 20).render(t("stats.recent"), True, palette.BRASS)
        surf.blit(head, (area.x, area.y))
        body = fonts.get("body", 17)
        y = area.y + px(34)
        for e, seat in games:
            cy = y + row_h // 2
            colour = palette.GOOD if seat["won"] else palette.BAD
            pygame.draw.circle(surf, colour, (area.x + px(6), cy), px(5),
                               0 if seat["won"] else px(2))
            when = body.render(_date(e["finished"]), True, palette.TEXT_DIM)
            surf.blit(when, when.get_rect(midleft=(area.x + px(20), cy)))
            if scope is None:
                name = body.render(self.title_of(e["game"]), True, palette.TEXT)
                surf.blit(name, name.get_rect(midleft=(area.x + px(118), cy)))
            score = body.render(number(t, seat["score"]), True, palette.TEXT)
            surf.blit(score, score.get_rect(midright=(area.right - px(80), cy)))
            verdict = body.render(t("stats.won" if seat["won"] else "stats.lost"), True, colour)
            surf.blit(verdict, verdict.get_rect(midright=(area.right, cy)))
            y += row_h

    def _paint_charts(self, surf, st: Stats, scope) -> None:
        t = self.app.t
        fonts, px = self.app.fonts, viewport.px
        CHARTS, LEVELS, LOWER = self.L["charts"], self.L["levels"], self.L["lower"]
        head_f = fonts.get("semibold", 20)
        tick_f = fonts.get("body", 15)
        half = (CHARTS.height - px(20)) // 2
        top = pygame.Rect(CHARTS.x, CHARTS.y, CHARTS.width, half)
        bottom = pygame.Rect(CHARTS.x, CHARTS.y + half + px(20), CHARTS.width, half)
        pygame.draw.line(surf, palette.PANEL_EDGE, (LEVELS.right + px(18), LOWER.y),
                         (LEVELS.right + px(18), LOWER.bottom))
        from cinetable.client import rating_view
        rated = rating_view.series(self.app.settings, self.entries, scope) if scope else []
        bottom_title = t("stats.scores_chart" if scope else "stats.games_chart")
        if rated:               # a game page with rated games: the rating over time instead
            bottom_title = " · ".join((t("rating.chart_title"), t(
                "rating.now", rating=rating_view.number(t, rated[-1].rating),
                spread=rating_view.number(t, rated[-1].spread))))
        from cinetable.client.review_words import accuracy_points
        acc = accuracy_points(self.entries, scope) if scope else []
        if acc:                 # reviewed games: their accuracy beside the win rate
            top, right = (pygame.Rect(top.x, top.y, top.width // 2 - px(12), top.height),
                          pygame.Rect(top.centerx + px(12), top.y, top.width // 2 - px(12),
                                      top.height))
        for area, title in ((top, t("stats.win_rate_chart")), (bottom, bottom_title),
                            *([(right, t("review.stat_chart"))] if acc else [])):
            img = head_f.render(title, True, palette.BRASS)
            surf.blit(img, (area.x, area.y))
        def plot(area):
            return pygame.Rect(area.x, area.y + px(34), area.width, area.height - px(34))
        series = st.win_rate_series
        labels = [str(i + 1) for i in range(len(series))]
        charts.line_chart(surf, plot(top), [series], [palette.GOOD], tick_f, x_labels=labels,
                          percent=True, y_range=(0.0, 1.0))
        if acc:
            charts.line_chart(surf, plot(right), [acc], [palette.HIGHLIGHT], tick_f,
                              x_labels=[str(i + 1) for i in range(len(acc))], percent=True,
                              y_range=(0.0, 1.0))
        if rated:
            charts.line_chart(surf, plot(bottom), [[p.rating for p in rated]], [palette.BRASS],
                              tick_f, x_labels=[str(i + 1) for i in range(len(rated))],
                              y_range=(min(p.rating for p in rated) - 50,
                                       max(p.rating for p in rated) + 50))
            return
        if scope is not None:
            bars = score_bars(st.scores)
        else:
            bars = [(self.title_of(g), n) for g, n in self._games_per_game().items()]
        charts.bar_chart(surf, plot(bottom), bars, palette.BRASS, tick_f,
                         decimal_mark=t("stats.decimal_point"))


def _fitted(fonts, text: str, width: int, colour) -> pygame.Surface:
    """The value of a tile in the largest title size that fits the tile."""
    for size in (36, 30, 26, 22, 18):
        img = fonts.get("title", size).render(text, True, colour)
        if img.get_width() <= width:
            return img
    return img


def _chart_icon(surf, rect: pygame.Rect) -> None:
    """A small bar chart with a rising line: the picture of the empty page (`rect` in
    pixels, its insides in units)."""
    px = viewport.px
    pygame.draw.rect(surf, (30, 24, 36), rect, border_radius=px(12))
    pygame.draw.rect(surf, palette.PANEL_EDGE, rect, width=px(2), border_radius=px(12))
    base = rect.bottom - px(16)
    heights = (0.3, 0.5, 0.42, 0.7)
    w = (rect.width - px(40)) // len(heights)
    for i, k in enumerate(heights):
        h = round((rect.height - px(32)) * k)
        pygame.draw.rect(surf, palette.BRASS_DIM,
                         (rect.x + px(20) + i * w + px(4), base - h, w - px(8), h),
                         border_radius=px(3))
    pts = [(rect.x + px(20) + i * w + w // 2, base - round((rect.height - px(32)) * k) - px(8))
           for i, k in enumerate(heights)]
    pygame.draw.lines(surf, palette.GOOD, False, pts, px(3))
    for p in pts:
        pygame.draw.circle(surf, palette.GOOD, p, px(4))
