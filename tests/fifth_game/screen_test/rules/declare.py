"""Screen Test as the shared code sees it (engine/game_api.py)."""
from __future__ import annotations

from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning
from screen_test.rules import heuristics as H
from screen_test.rules.info import GAME_INFO
from screen_test.rules.state import ScreenTestGame

GAME = GameDefinition(
    info=GAME_INFO,
    game_class=ScreenTestGame,
    usual_players=3,
    bots=BotHooks(score_actions=H.score_actions, easy_temperature=H.EASY_TEMPERATURE),
    stage_key=H.stage,
    progress=H.progress,
    review=ReviewTuning(budget=12),              # a few cards a hand: a small search
)
