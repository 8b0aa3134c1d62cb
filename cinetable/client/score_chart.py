"""The chart of the scores as a game went, for the results scene of every game.

One line per seat in the seat's colour (the colour of its tokens), or the game's own lines
(a per-game hook, `chart_series`: Hollywood 1947 draws one per side), a point per round or
deal, taken from the record by engine.progress.score_progress. A game that marks no
stages gets a point every few actions; there only the points where a score changed are
kept (numbered 1, 2, ...), so the line does not crawl along flat stretches.
"""
from __future__ import annotations

import pygame

from cinetable.client import charts, palette, viewport


def score_points(record, stages: list | None = None) -> list[list[float]]:
    """[scores at the start, after each round (or deal), ..., final] from a game record;
    with `stages`, the stage each point closes is appended to it (None: the start, or a
    game that marks no stages)."""
    from cinetable.engine import load_game
    from cinetable.engine.progress import score_progress
    game = load_game(record.game, record.players, record.options)
    marks: list = []
    points = score_progress(game.new_initial_state(), record.actions, marks)
    if not has_stages(record.game):
        points = [p for i, p in enumerate(points)
                  if i == 0 or i == len(points) - 1 or p != points[i - 1]]
        marks = [None] * len(points)
    if stages is not None:
        stages.extend(marks)
    return points


def has_stages(game_id: str) -> bool:
    """Whether the game marks its rounds or deals (else its points are every few actions)."""
    from cinetable.engine.progress import stage_key_for
    return stage_key_for(game_id) is not None


def stage_word(t, stage) -> str:
    """A stage in words, as the review and the results chart name it: "Setup", "Round 3",
    "Month 4", "Deal 2", "Film 5" (`stage` as engine.progress.stage_of gives it)."""
    return t(f"review.stage.{stage[0]}", n=stage[1])


def point_labels(t, stages: list) -> list[str]:
    """x labels, one per point: Start, then the stage each point closes in words
    ("Round 1", "Deal 2"), or 1, 2... for a game that marks no stages (points where a
    score changed)."""
    return [t("score_chart.start") if i == 0 else
            stage_word(t, stage) if stage else t("score_chart.step", n=i)
            for i, stage in enumerate(stages)]


def seat_colour(seat: int):
    return palette.PLAYERS[seat % len(palette.PLAYERS)]


def draw_score_chart(surface: pygame.Surface, rect, record, fonts, t,
                     names: list[str] | None = None,
                     drawn: tuple[list, list] | None = None) -> tuple[list, list]:
    """Paint the chart inside `rect`: its title top left, a legend of the players top
    right, the lines below. `names` in seat order (the record's seat names by default);
    `drawn` what an earlier call returned: (the points, the stage each closes)."""
    rect = pygame.Rect(rect)
    if drawn is None:
        stages: list = []
        drawn = score_points(record, stages), stages
    points, stages = drawn
    names = list(names) if names is not None else [s.name for s in record.seats]
    title = fonts.get("semibold", 18).render(t("score_chart.title"), True, palette.BRASS)
    surface.blit(title, rect.topleft)
    font = fonts.get("body", 15)
    top = rect.y + title.get_height() + viewport.px(6)
    plot = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    series, colours, names = chart_series(record, points, names, t)
    charts.line_chart(surface, plot, series, colours, font,
                      x_labels=point_labels(t, stages),
                      names=names, decimal_mark=t("stats.decimal_point"),
                      whole=all(float(v).is_integer() for line in series for v in line),
                      legend_left=rect.x + title.get_width() + viewport.px(24))
    return points, stages


def chart_series(record, points, names: list[str], t) -> tuple[list, list, list]:
    """(series, colours, legend names) of the chart: one line per seat in its colour, or
    the game's own lines when its CLIENT declares `chart_series(record, points, names, t)`
    (Hollywood 1947: one per side)."""
    from cinetable.client.game_client import client_for
    client = client_for(record.game)
    if client is not None and client.chart_series is not None and points:
        return client.chart_series.load()(record, points, names, t)
    seats = len(points[0]) if points else 0
    return ([[p[seat] for p in points] for seat in range(seats)],
            [seat_colour(seat) for seat in range(seats)], names[:seats])


def results_layout(n_rows: int, rows_top: int, bottom: int, x: int, width: int,
                   row_max: int = 74, row_min: int = 40, chart_min: int = 150,
                   gap: int = 14) -> tuple[int, pygame.Rect | None]:
    """(row height, chart rect or None) for a results table whose rows start at
    `rows_top` and a chart under it ending at `bottom` (all in units): rows shrink (down
    to `row_min`) so the chart gets at least `chart_min`; with more players than that allows,
    the table keeps the room and there is no chart."""
    n = max(1, n_rows)
    row_h = min(row_max, (bottom - chart_min - gap - rows_top) // n)
    if row_h < row_min:
        return min(row_max, (bottom - rows_top) // n), None
    top = rows_top + n * row_h + gap
    return row_h, pygame.Rect(x, top, width, bottom - top)
