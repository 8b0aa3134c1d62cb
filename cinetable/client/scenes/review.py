"""The Review scene: where a game was won and lost (bots/review.py, run by review_runs).

    app.push("review", record, path)      # path: the save to store the review in

A chart of each human seat's estimated chance to win after each of its decisions (the
rounds or deals marked), the moves that cost chance listed as "played X (31 %) · best Y
(44 %)", and each human's accuracy. A click on a move opens the replay just before it
with the better move named. While the review runs: a progress bar with the time left and
Cancel; the player may leave (the run goes on) and come back. Laid out in units from the
window (`layout`): a wider window widens the chart and the rows (up to BLOCK_MAX, centred),
a taller one gives them its height (more rows seen).
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import charts, palette, viewport
from cinetable.client.review_words import notation_words
from cinetable.client.scene import Scene
from cinetable.client.score_chart import seat_colour
from cinetable.client.widgets import vertical_gradient

# lengths in units (viewport.px/rect give pixels)
ROW_H = 47                   # two rows of text: the move played, the better one
SIDE = 70                    # the chart's and the list's margin at 1280×800
BLOCK_MAX = 1600             # they stop widening here (then centred)
MARK_COLOURS = {"inaccuracy": (232, 200, 96), "mistake": (236, 150, 80), "blunder": palette.BAD}


def layout() -> dict[str, pygame.Rect]:
    """The chart, the list of marked moves and the progress bar, in units, for the
    window's design size: at 1280×800 the chart is (70, 200, 1140, 226), the list
    (70, 480, 1140, 235); a taller window's extra height goes 2/5 to the chart, 3/5 to
    the list."""
    dw, dh = viewport.design()
    w = min(dw - 2 * SIDE, BLOCK_MAX)
    x = (dw - w) // 2
    extra = dh - viewport.REFERENCE[1]
    chart_h = 226 + extra * 2 // 5
    list_y = 200 + chart_h + 54
    return {"chart": pygame.Rect(x, 200, w, chart_h),
            "list": pygame.Rect(x, list_y, w, dh - 85 - list_y),
            "bar": pygame.Rect(dw // 2 - 300, 128, 600, 16)}


def _pixels(r: pygame.Rect) -> pygame.Rect:
    return viewport.rect(r.x, r.y, r.w, r.h)


def stage_labels(t, record, moves, timeline) -> list[tuple[int, str]]:
    """(position in `moves`, label) where a new round, deal or month begins."""
    from cinetable.client.score_chart import stage_word
    from cinetable.engine.progress import stage_of
    out, last = [], None
    for i, m in enumerate(moves):
        stage = stage_of(timeline.state_at(m.index))
        n = stage[1] if stage else None
        if n is not None and n != last:     # "Round 3", "Month 4": words, not "R3"
            out.append((i, stage_word(t, stage)))
        last = n
    return out


def chance_series(record, moves) -> tuple[list[int], list[list[float]]]:
    """(human seats, one line each): a seat's chance after its latest decision at each
    reviewed decision of the game (before its first: its first figure)."""
    seats = sorted({m.seat for m in moves})
    series = []
    for seat in seats:
        own = [m.played_chance for m in moves if m.seat == seat]
        value, line = own[0], []
        for m in moves:
            if m.seat == seat:
                value = m.played_chance
            line.append(value)
        series.append(line)
    return seats, series


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app, record, path=None, budget: int | None = None, seats=None):
        super().__init__(app)
        from cinetable.client import review_runs
        self.record = record
        self.path = path
        self.budget = budget             # search iterations per decision (None: the game's)
        self.seats = seats               # whose decisions (None: every human seat's)
        self.run = None if self._complete() else review_runs.start(app, record, path, budget,
                                                                    seats)
        self.scroll = 0
        self._painted_at = None
        self._surface = None
        self._rows: list = []            # (rect, move) of the rows drawn
        self._timeline = None
        self._words: dict[int, tuple[str, str]] = {}   # move index -> (played, best) in words
        self._namer = None

    def _complete(self) -> bool:
        r = self.record.review
        return bool(r) and r.get("upto") == len(self.record.actions)

    def review(self):
        from cinetable.bots.review import Review
        if self.run is not None:
            return self.run.job.review
        return Review.from_dict(self.record.review)

    # ---- widgets ------------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        dw, dh = viewport.design()
        units = layout()
        self.chart_r, self.list_r, self.bar_r = (_pixels(units[k]) for k in ("chart", "list",
                                                                            "bar"))
        bar = units["bar"]
        self.back_b = pygame_gui.elements.UIButton(viewport.rect(dw // 2 - 110, dh - 72, 220, 50),
                                                   t("review.back"), self.app.ui,
                                                   container=self.root)
        self.cancel_b = pygame_gui.elements.UIButton(
            viewport.rect(bar.right + 16, bar.y - 12, 130, 40), t("review.cancel"), self.app.ui,
            container=self.root)
        self._refresh_buttons()
        self._painted_at = None

    def _refresh_buttons(self) -> None:
        run = self.run
        if run is None or run.done:
            self.cancel_b.hide()
            return
        self.cancel_b.show()
        key = "review.go_on" if run.cancelled else "review.cancel"
        if self.cancel_b.text != self.app.t(key):
            self.cancel_b.set_text(self.app.t(key))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_b:
                self.leave()
                return True
            if event.ui_element is self.cancel_b:
                self.toggle()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            self._painted_at = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, move in self._rows:
                if rect.collidepoint(event.pos):
                    self.open_move(move)
                    return True
        return False

    def toggle(self) -> None:
        """Cancel the run, or go on with a cancelled one from where it stopped."""
        from cinetable.client import review_runs
        if self.run.cancelled:
            self.run = review_runs.start(self.app, self.record, self.path, self.budget,
                                         self.seats)
        else:
            self.run.cancel()
        self._refresh_buttons()
        self._painted_at = None

    def leave(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def open_move(self, move) -> None:
        """The replay just before the move, from the mover's view, the better move named
        in the log's place and drawn on the board (the table's show_hint)."""
        t = self.app.t
        scene = self.app.push("replay", self.record, move.seat, move.index)
        played, best = self.move_words(move)
        scene.review_at = move.index
        scene.review_head = t("review.title") + (f" · {t(f'review.mark.{move.mark}')}"
                                                 if move.mark else "")
        scene.review_line = "\n".join((
            t("review.replay_played", played=played, pc=round(100 * move.played_chance)),
            t("review.replay_best", best=best, bc=round(100 * move.best_chance))))
        scene.review_shown = True
        try:
            scene.review_action = scene.state.parse_action(move.best)
        except Exception:                # the words say it: nothing to point at
            scene.review_action = None
        scene.show_hint(scene.review_action)

    def move_words(self, move) -> tuple[str, str]:
        """(played, best) of a reviewed move in the table's own words, from the mover's
        side at that moment (client/move_words.py: no table is opened)."""
        got = self._words.get(move.index)
        if got is None:
            from cinetable.client.move_words import MoveWords
            from cinetable.client.table.seats import display_names
            if self._namer is None:
                self._namer = MoveWords(self.record.game, self.app.t,
                                        display_names(self.record.seats, self.app.t))
            state = self.timeline().state_at(move.index)
            got = self._words[move.index] = tuple(
                notation_words(self.app.t, self.record.game, text)
                or self._namer.words(state, move.seat, text) for text in (move.played, move.best))
        return got

    def timeline(self):
        if self._timeline is None:
            from cinetable.engine import load_game
            from cinetable.engine.timeline import Timeline
            record = self.record
            game = load_game(record.game, record.players, record.options)
            self._timeline = Timeline(game.new_initial_state(), record.actions, every=16)
        return self._timeline

    # ---- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        run = self.run
        key = (len(self.review().moves), run.done if run else True,
               run.cancelled if run else False, self.scroll)
        if key != self._painted_at:
            self._painted_at = key
            self._surface = self._paint()
            if self.root is not None:
                self._refresh_buttons()

    def busy(self) -> bool:
        return self.run is not None and self.run.running

    def draw(self, surface) -> None:
        if self._surface is None:
            self.update(0.0)
        surface.blit(self._surface, (0, 0))
        run = self.run
        if run is not None and not run.done:
            self._draw_progress(surface, run)

    def _draw_progress(self, surface, run) -> None:
        t = self.app.t
        bar, radius = self.bar_r, viewport.px(6)
        pygame.draw.rect(surface, (30, 24, 36), bar, border_radius=radius)
        done = bar.copy()
        done.w = round(bar.w * run.job.progress)
        pygame.draw.rect(surface, palette.BRASS, done, border_radius=radius)
        pygame.draw.rect(surface, palette.BRASS_DIM, bar, 1, border_radius=radius)
        left = run.job.seconds_left()
        if run.error:
            text = t("review.failed", reason=run.error)
        elif run.cancelled:
            text = t("review.cancelled", done=run.job.done_count, total=run.job.total)
        elif left is None:
            text = t("review.starting", total=run.job.total)
        else:
            text = t("review.progress", done=run.job.done_count, total=run.job.total,
                     left=max(1, round(left)))
        img = self.app.fonts.get("body", 16).render(text, True, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(bar.centerx, bar.bottom + viewport.px(6))))

    # ---- painting ---------------------------------------------------------------------
    def _paint(self) -> pygame.Surface:
        from cinetable.client.table.seats import display_names
        from cinetable.engine import game_info
        t, fonts, record = self.app.t, self.app.fonts, self.record
        cx, pt, CHART = viewport.design()[0] / 2, viewport.pt, self.chart_r
        surf = vertical_gradient(viewport.size(), (40, 30, 46), (14, 11, 18))
        title = fonts.get("title", 44).render(t("review.title"), True, palette.BRASS)
        surf.blit(title, title.get_rect(midtop=pt(cx, 20)))
        sub = fonts.get("italic", 19).render(
            t("results.game", game=game_info(record.game).title, players=record.players),
            True, palette.TEXT_DIM)
        surf.blit(sub, sub.get_rect(midtop=pt(cx, 80)))
        review = self.review()
        moves = sorted(review.moves, key=lambda m: m.index)
        names = display_names(record.seats, t)
        self._rows = []
        if self.run is None or self.run.done:
            accs = [t("review.accuracy_of", name=names[s], pct=round(100 * a))
                    for s in range(record.players)
                    if record.seats[s].kind == "human" and (a := review.accuracy(s)) is not None]
            line = t("review.accuracies", list=" · ".join(accs)) if accs else t("review.nothing")
            img = fonts.get("semibold", 20).render(line, True, palette.HIGHLIGHT)
            surf.blit(img, img.get_rect(midtop=pt(cx, 124)))
        if not moves:
            return surf
        head = fonts.get("semibold", 18).render(t("review.chart_title"), True, palette.BRASS)
        surf.blit(head, (CHART.x, CHART.y - viewport.px(34)))
        seats, series = chance_series(record, moves)
        # each marked move ringed on its seat's line, in its mark's colour
        rings = [(seats.index(m.seat), i, MARK_COLOURS.get(m.mark, palette.TEXT))
                 for i, m in enumerate(moves) if m.mark]
        charts.line_chart(surf, CHART, series, [seat_colour(s) for s in seats],
                          fonts.get("body", 15), names=[names[s] for s in seats], percent=True,
                          y_range=(0.0, 1.0), decimal_mark=t("stats.decimal_point"),
                          marks=stage_labels(t, record, moves, self.timeline()), rings=rings,
                          legend_left=CHART.x + head.get_width() + viewport.px(24))
        if rings:
            img = fonts.get("italic", 15).render(t("review.chart_rings"), True, palette.TEXT_DIM)
            surf.blit(img, (CHART.x, CHART.bottom + viewport.px(2)))
        self._paint_list(surf, [m for m in moves if m.mark], names,
                         self.run is None or self.run.done)
        return surf

    def _paint_list(self, surf, marked, names, finished: bool) -> None:
        t, fonts = self.app.t, self.app.fonts
        LIST, px = self.list_r, viewport.px
        head = fonts.get("semibold", 18).render(   # none: no "click to see one"
            t.plural("review.marked", len(marked)) if marked else t("review.marked_none"),
            True, palette.BRASS)
        surf.blit(head, (LIST.x, LIST.y - px(30)))
        if not marked:
            if not finished:
                return
            img = fonts.get("italic", 17).render(t("review.clean"), True, palette.TEXT_DIM)
            surf.blit(img, (LIST.x, LIST.y + px(4)))
            return
        row_h = px(ROW_H)
        per_page = LIST.h // row_h
        self.scroll = min(self.scroll, max(0, len(marked) - per_page))
        from cinetable.client.table.text import fit_text
        font, small = fonts.get("body", 16), fonts.get("semibold", 15)
        for j, m in enumerate(marked[self.scroll:self.scroll + per_page]):
            rect = pygame.Rect(LIST.x, LIST.y + j * row_h, LIST.w, row_h - px(4))
            pygame.draw.rect(surf, (40, 34, 48), rect, border_radius=px(6))
            colour = MARK_COLOURS.get(m.mark, palette.TEXT)
            pygame.draw.rect(surf, colour, pygame.Rect(rect.x, rect.y, px(6), rect.h),
                             border_radius=px(3))
            tag = small.render(fit_text(small, t(f"review.mark.{m.mark}"), px(160)), True,
                               colour)
            surf.blit(tag, (rect.x + px(14), rect.y + px(3)))
            who_f = fonts.get("body", 14)
            who = who_f.render(
                fit_text(who_f, t("review.row_head", n=m.index + 1, name=names[m.seat]),
                         px(150)), True, palette.TEXT_DIM)
            surf.blit(who, (rect.x + px(14), rect.centery + px(1)))
            # the moves in the table's own words (a row per move: a sentence each)
            played, best = self.move_words(m)
            room = rect.right - px(12) - (rect.x + px(180))
            for row, (text, tint) in enumerate((
                    (t("review.row_played", played=played, pc=round(100 * m.played_chance)),
                     palette.TEXT),
                    (t("review.row_best", best=best, bc=round(100 * m.best_chance)),
                     palette.HIGHLIGHT))):
                img = font.render(fit_text(font, text, room), True, tint)
                surf.blit(img, (rect.x + px(180), rect.y + px(3) + row * (rect.h // 2)))
            self._rows.append((rect, m))
        if len(marked) > per_page:
            more = fonts.get("italic", 14).render(t("review.scroll"), True, palette.TEXT_DIM)
            surf.blit(more, more.get_rect(topright=(LIST.right, LIST.y - px(26))))
