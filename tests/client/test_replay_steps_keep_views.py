"""A replay step shows exactly what a replay opened at that position shows: stepping
forward then back (and jumping) lands on the same picture and log, for every game, so
the caches that make stepping fast (painted layers, measured texts) change nothing."""
import random

import pygame
import pytest
from shell_helpers import frames

from cinetable.client.bench_comfort import long_record
from cinetable.client.table.replay import replay_scene
from cinetable.engine.registry import definition

pytestmark = pytest.mark.gui


def picture(app, scene) -> tuple:
    scene.mouse = (-1, -1)
    frames(app, 2)
    return pygame.image.tobytes(app.screen, "RGB"), list(scene.log.texts), dict(scene.last_moves)


@pytest.mark.parametrize("game_id", ["hollywood", "poker", "hollywood1947", "cannes"])
def test_stepping_forward_then_back_shows_a_fresh_replays_view(app, game_id):
    record = long_record(game_id, definition(game_id).usual_players, tries=1)
    n = len(record.actions)
    rng = random.Random(game_id)
    scene = replay_scene(app, record)
    app.scenes.push(scene)
    frames(app, 2)
    for k in sorted(rng.sample(range(1, n - 3), 2)):
        scene.go(k)
        frames(app, 1)
        for j in range(k + 1, k + 4):          # → three times
            scene.go(j)
            frames(app, 1)
        for j in range(k + 2, k - 1, -1):      # ← back to k
            scene.go(j)
            frames(app, 1)
        stepped = picture(app, scene)
        fresh = replay_scene(app, record, position=k)
        app.scenes.push(fresh)
        shown = picture(app, fresh)
        app.scenes.pop()
        assert scene.session.position == fresh.session.position == k
        assert stepped[1:] == shown[1:]          # the log and the last moves
        assert stepped[0] == shown[0]            # the picture, pixel for pixel
