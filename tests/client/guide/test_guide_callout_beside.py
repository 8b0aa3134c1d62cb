"""Issue 17 a): a guide step's box stands beside what it points at, never over it, at
every step of every game's guide (followed as a player would)."""
import pygame
import pytest
from guide_driver import expected_move
from shell_helpers import click_at, frames, until

from cinetable.client.guide.table import GuidedTable, open_guide
from cinetable.client.scenes.title import TitleScene

pytestmark = pytest.mark.gui
GAMES = ("hollywood", "poker", "hollywood1947", "cannes")


@pytest.mark.parametrize("game", GAMES)
def test_guide_box_never_covers_its_target(app, game):
    app.settings["animation_speed"] = "instant"
    app.scenes.push(TitleScene(app))
    frames(app, 1)
    scene = open_guide(app, game)
    assert isinstance(scene, GuidedTable)
    checked, over = 0, []
    window = pygame.Rect(0, 0, 1280, 800)
    while True:
        assert until(app, lambda: scene.guide_showing(), 20000)
        frames(app, 1)                      # drawn: the box is placed
        g = scene.guide
        if g.at_end:
            break
        target = scene.guide_target()
        box = scene.callout.box
        assert window.contains(box), (g.index, box)
        if target is not None:
            checked += 1
            if box.colliderect(target.clip(window)):
                over.append((g.index, g.step.target, box, target))
        if g.reading:
            click_at(app, scene.callout.buttons["next"].center, 1)
        else:
            scene.act(scene.state.parse_action(expected_move(g.step, scene.state)))
    assert checked >= 3
    assert not over, sorted(set(map(str, over)))


def test_a_tooltip_draws_over_the_guide_box(app, monkeypatch):
    app.settings["animation_speed"] = "instant"
    app.scenes.push(TitleScene(app))
    frames(app, 1)
    scene = open_guide(app, "hollywood")
    assert until(app, lambda: scene.guide_showing(), 20000)
    order = []
    for obj, name in ((scene.callout, "callout"), (scene.tips, "tip")):
        real = obj.draw
        monkeypatch.setattr(obj, "draw", lambda *a, _r=real, _n=name, **k:
                            (order.append(_n), _r(*a, **k)))
    scene.draw(app.screen)
    assert order == ["callout", "tip"]
    scene.guide.leave()                     # no guide: the tooltip is still drawn, once
    order.clear()
    scene.draw(app.screen)
    assert order == ["tip"]
