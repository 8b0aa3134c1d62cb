"""The replay's slider keeps its thumb and arrows whatever moves the position."""
import random

import pygame
import pytest
from shell_helpers import frames, key

from cinetable.client.session import GameSession
from cinetable.client.table.replay import replay_scene

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("k", [pygame.K_HOME, pygame.K_LEFT, pygame.K_END, pygame.K_RIGHT])
def test_the_slider_thumb_stays_after_keys(app, tmp_path, k):
    s = GameSession.new("hollywood", 3, {}, [("You", "human"), ("A", "bot", "random"),
                                             ("B", "bot", "random")], seed=2, folder=tmp_path)
    rng = random.Random(0)
    for _ in range(6):
        s.run_bots_until_human()
        s.apply(rng.choice(s.state.legal_actions()))
    scene = replay_scene(app, s.record, position=3)
    app.scenes.push(scene)
    frames(app, 2)
    key(app, k, 2)
    slider = scene.slider
    assert slider.visible and slider.sliding_button.visible
    assert slider.left_button.visible and slider.right_button.visible
    assert slider.get_current_value() == scene.session.position
