"""Hollywood Poker as the shared code sees it (engine/game_api.py)."""
from __future__ import annotations

from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning
from cinetable.games.poker import heuristics as H
from cinetable.games.poker.game import PokerGame
from cinetable.games.poker.info import GAME_INFO
from cinetable.games.poker.progress import progress

BOTS = BotHooks(
    score_actions=H.score_actions,
    easy_temperature=H.EASY_TEMPERATURE,
    cutoff_key=H.cutoff_key,
    evaluate=H.evaluate,
    candidates=H.candidates,
    hard_search=H.HARD_SEARCH,
    rollout_worlds=H.ROLLOUT_WORLDS,
)

GAME = GameDefinition(
    info=GAME_INFO,
    game_class=PokerGame,
    usual_players=5,
    bots=BOTS,
    stage_key=H.cutoff_key,                      # a deal
    progress=progress,
    # marks: a match of many deals, one move rarely costs more; budget: rollout worlds
    # a decision, chosen with `cinetable bench` (bench_review: p50 0.1-0.35 s)
    review=ReviewTuning(thresholds=(0.04, 0.08, 0.15), budget=40),
)
