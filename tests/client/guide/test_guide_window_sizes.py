"""The guide at any window size: its box, ring and arrow placed from the target's rect
and the window (inside it, beside the target, never over it), no text over text."""
import pygame
import pytest
from guide_driver import expected_move
from shell_helpers import click_at, frames, until
from sized_app import recorded_app
from window_sizes import SIZE_IDS, SIZES, frame_problems, problems_at

from cinetable.client.guide.table import open_guide

pytestmark = pytest.mark.gui
GAME = "hollywood"


def guided(app):
    app.settings["animation_speed"] = "instant"
    app.push("title")
    frames(app, 1)
    scene = open_guide(app, GAME)
    assert until(app, scene.guide_showing, 20000)
    return scene


def first_pointing_step(app, scene) -> None:
    """On to the first step that points at something (its box beside a ring)."""
    while scene.guide_target() is None:
        step_on(app, scene)


def step_on(app, scene) -> None:
    g = scene.guide
    if g.reading:
        click_at(app, scene.callout.buttons["next"].center, 1)
    else:
        scene.act(scene.state.parse_action(expected_move(g.step, scene.state)))
    assert until(app, scene.guide_showing, 20000)
    frames(app, 1)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_guide_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = guided(app)
        assert problems_at(rec, app, size, scale) == []
        first_pointing_step(app, scene)
        assert frame_problems(rec, app, size, scale) == []
        window = pygame.Rect(0, 0, *size)
        box, target = scene.callout.box, scene.guide_target()
        assert window.contains(box), box
        assert not box.colliderect(target.clip(window)), (box, target)
        for r in scene.callout.buttons.values():
            assert box.contains(r)


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_every_guide_box_stays_in_the_window_beside_its_target(app, size):
    """The whole Hollywood! guide, followed as a player would, at the smallest window
    and a wide one: every box inside the window and off the thing it points at."""
    scene = guided(app)
    app.resize_window(size)
    frames(app, 2)
    window = pygame.Rect(0, 0, *size)
    over, checked = [], 0
    while not scene.guide.at_end:
        box, target = scene.callout.box, scene.guide_target()
        assert window.contains(box), (scene.guide.index, box)
        if target is not None:
            checked += 1
            if box.colliderect(target.clip(window)):
                over.append((scene.guide.index, scene.guide.step.target, box, target))
        step_on(app, scene)
    assert checked >= 5 and over == []
