"""Festival de Cannes as the shared code sees it (engine/game_api.py)."""
from __future__ import annotations

from cinetable.engine.game_api import BotHooks, GameDefinition, ReviewTuning
from cinetable.games.cannes import heuristics as H
from cinetable.games.cannes.game import CannesGame
from cinetable.games.cannes.info import GAME_INFO
from cinetable.games.cannes.naive import naive_action
from cinetable.games.cannes.progress import progress

BOTS = BotHooks(
    score_actions=H.score_actions,
    easy_temperature=H.EASY_TEMPERATURE,
    cutoff_key=H.cutoff_key,
    evaluate=H.evaluate,
    candidates=H.candidates,
    searchless=H.searchless,
    search_world=H.search_world,
    search_scores=H.search_scores,
    hard_search=H.HARD_SEARCH,
    rollout_worlds=H.ROLLOUT_WORLDS,
    rollout_z=H.ROLLOUT_Z,
    # `easy` is already a hot softmax (film points): at the usual 0.5 the beginner
    # measured level with it (easy 17.5 % of wins at 5 players), hence more noise
    beginner_noise=0.85,
    # random bids are not weak here: a newcomer bids like a star-struck one (naive.py)
    beginner_habit=naive_action,
    clear_caches=H.clear_caches,
)

GAME = GameDefinition(
    info=GAME_INFO,
    game_class=CannesGame,
    usual_players=5,
    bots=BOTS,
    stage_key=H.cutoff_key,                      # a film
    progress=progress,
    # marks: a year of many auctions, five players; budget: rollout worlds a decision,
    # chosen with `cinetable bench` (bench_review: p50 0.1-0.35 s)
    review=ReviewTuning(thresholds=(0.04, 0.08, 0.15), budget=24),
)
