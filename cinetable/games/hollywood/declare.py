"""Hollywood! as the shared code sees it (engine/game_api.py)."""
from __future__ import annotations

from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning
from cinetable.games.hollywood import heuristics as H
from cinetable.games.hollywood.game import HollywoodGame
from cinetable.games.hollywood.info import GAME_INFO
from cinetable.games.hollywood.progress import progress

BOTS = BotHooks(
    score_actions=H.score_actions,
    easy_temperature=H.EASY_TEMPERATURE,
    cutoff_key=H.cutoff_key,
    evaluate=H.evaluate,
    prepare_search=H.prepare_search,
    clear_caches=H.clear_caches,
)

GAME = GameDefinition(
    info=GAME_INFO,
    game_class=HollywoodGame,
    usual_players=4,
    bots=BOTS,
    stage_key=H.cutoff_key,                      # a round
    progress=progress,
    # marks: 3-5 players, ISMCTS figures blend in the score margin; budget: ISMCTS
    # iterations a decision, chosen with `cinetable bench` (bench_review: p50 0.1-0.35 s)
    review=ReviewTuning(thresholds=(0.05, 0.10, 0.20), budget=300),
    bench_lean_loop="cinetable.games.hollywood.lean_loop:lean_playouts",
)
