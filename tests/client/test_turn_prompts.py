"""Whose turn it is and what you may do (issue 19.5): in every phase of every game the top
bar says something on the human's turn, and names the bot whose turn it is."""
import random

import pytest
from shell_helpers import frames

from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

GAMES = [("hollywood", 3), ("poker", 4), ("hollywood1947", 5), ("cannes", 4)]


@pytest.mark.parametrize("game,n", GAMES, ids=[g for g, _n in GAMES])
def test_every_phase_has_a_prompt_on_your_turn(app, game, n):
    seats = [("Marion", "human", None)] + [(f"Bot{i}", "bot", "random") for i in range(1, n)]
    s = GameSession.new(game, n, {}, seats, seed=11, folder=app.saves_dir,
                        allow_undo=False, bot_time_budget=0.01)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    rng = random.Random(2)
    phases, bots_named = set(), 0
    for _ in range(4000):
        frames(app, 1)
        if s.state.is_terminal():
            break
        prompt, _dots = scene.status()
        if scene.human_can_act():
            obs = s.state.observation(s.human_seat)
            phase = obs.get("phase") or obs.get("stage") if isinstance(obs, dict) else None
            assert prompt.strip(), (game, phase, len(s.record.actions))
            phases.add(str(phase))
            scene.act(rng.choice(s.state.legal_actions()))
        elif scene.thinking_seat() is not None:
            assert scene.names[scene.thinking_seat()] in prompt, prompt
            bots_named += 1
    assert bots_named, "a bot's turn was shown"
