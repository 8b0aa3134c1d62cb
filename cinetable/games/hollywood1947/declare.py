"""Hollywood 1947 as the shared code sees it (engine/game_api.py)."""
from __future__ import annotations

from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning, Sides
from cinetable.games.hollywood1947 import heuristics as H
from cinetable.games.hollywood1947.actions import LOYALTIES
from cinetable.games.hollywood1947.game import Hollywood1947Game
from cinetable.games.hollywood1947.info import GAME_INFO
from cinetable.games.hollywood1947.progress import progress

BOTS = BotHooks(
    score_actions=H.score_actions,
    easy_temperature=H.EASY_TEMPERATURE,
    cutoff_key=H.cutoff_key,
    evaluate=H.evaluate,
    candidates=H.candidates,
    hard_search=H.HARD_SEARCH,
    rollout_worlds=H.ROLLOUT_WORLDS,
    rollout_z=H.ROLLOUT_Z,
    clear_caches=H.clear_caches,
)


def _side_of(state, seat: int) -> int:
    return state.loyal[seat]


def _winner(state) -> str | None:
    return state.side_won or None


GAME = GameDefinition(
    info=GAME_INFO,
    game_class=Hollywood1947Game,
    usual_players=6,
    bots=BOTS,
    stage_key=H.stage_key,                       # a month (the search's horizon is shorter)
    progress=progress,
    # marks: a side's chance, loyalties resampled from the seat; budget: rollout worlds
    # a decision, chosen with `cinetable bench` (bench_review: p50 0.1-0.35 s)
    review=ReviewTuning(thresholds=(0.05, 0.10, 0.20), budget=80),
    # Patriots, Communists, and the Rising Star (who plays `normal` in side sims)
    sides=Sides(names=LOYALTIES, titles=("Patriots", "Communists", "Rising Star"),
                side_of=_side_of, winner=_winner),
)
