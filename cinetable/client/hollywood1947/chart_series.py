"""The results' score chart of Hollywood 1947 (client/score_chart.py's per-game hook): one
line per side, not per seat. Teammates score their side's films, so per seat their lines
lay one over the other; a side's line is named with its seats, in the side's colour."""
from __future__ import annotations

from cinetable.client.hollywood1947.board import LOYALTY_COLOUR
from cinetable.games.hollywood1947.actions import LOYALTIES

SIDE_KEYS = {"patriot": "hollywood1947.patriots", "communist": "hollywood1947.communists",
             "star": "hollywood1947.loyalty.star"}


def final_loyalties(record) -> list[int]:
    """Each seat's loyalty at the end of the recorded game (-1: never dealt)."""
    from cinetable.engine import load_game
    state = load_game(record.game, record.players, record.options).new_initial_state()
    for a in record.actions:
        state.apply_action(state.parse_action(a))
    return list(state.loyal)


def chart_series(record, points, names, t):
    """(series, colours, names): a line per side that had a seat, the seats' names with it."""
    loyal = final_loyalties(record)
    series, colours, labels = [], [], []
    for k, side in enumerate(LOYALTIES):
        seats = [p for p, x in enumerate(loyal) if x == k]
        if not seats:
            continue
        # the side's films, as its seats score them (the best of them if loyalties shifted)
        series.append([max(p[s] for s in seats) for p in points])
        colours.append(LOYALTY_COLOUR[side])
        labels.append(f"{t(SIDE_KEYS[side])} ({', '.join(names[s] for s in seats)})")
    return series, colours, labels
