"""The first-game guide on the real tables: followed, it completes; a move it does not
ask for is refused with the step's explanation; an illegal move never gets through;
leaving works; the first New game of a game offers it, and the rules scene opens it."""
import pygame
import pytest
from guide_driver import expected_move, other_legal_move
from shell_helpers import click, click_at, frames, until

from cinetable.client.guide.table import GuidedTable, open_guide
from cinetable.client.scenes.title import TitleScene

pytestmark = pytest.mark.gui
GAMES = ("hollywood", "poker", "hollywood1947", "cannes")


class Move:
    """A move as a table hands it to act(): here one the rules do not know."""

    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text


def open_on_title(app, game):
    app.settings["animation_speed"] = "instant"
    app.scenes.push(TitleScene(app))
    frames(app, 1)
    scene = open_guide(app, game)
    assert isinstance(scene, GuidedTable) and app.scenes.top is scene
    return scene


def wait_for_step(app, scene):
    assert until(app, lambda: scene.guide_showing() or app.scenes.top is not scene, 20000)
    assert app.scenes.top is scene
    frames(app, 1)                          # drawn: the callout's buttons are placed


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_completes_when_followed_and_lets_nothing_else_through(app, game):
    scene = open_on_title(app, game)
    record = scene.session.record.actions
    t = app.t
    shown, refused = [], 0
    while True:
        wait_for_step(app, scene)
        g = scene.guide
        if g.at_end:
            break
        shown.append(g.index)
        step = g.step
        if g.reading:
            n = len(record)
            scene.act(scene.state.legal_actions()[0])        # read first: nothing played
            assert len(record) == n and scene.flash == t("guide.common.read_first")
            click_at(app, scene.callout.buttons["next"].center, 1)
            continue
        n = len(record)
        other = other_legal_move(step, scene.state)
        if other is not None:                  # legal, but not what this step asks for
            scene.act(scene.state.parse_action(other))
            why = t(g.script.key(step.why)) if step.why else None
            assert len(record) == n and scene.flash and (why is None or scene.flash == why)
            refused += 1
        pattern = next(p for p in step.expect if "*" in p) if any(
            "*" in p for p in step.expect) else None
        if pattern is not None:                # what the step accepts, but the rules do not
            bogus = pattern.replace("*", "zz")
            scene.act(Move(bogus))
            assert len(record) == n and scene.flash, bogus
        scene.act(scene.state.parse_action(expected_move(step, scene.state)))
        assert len(record) > n
    counted = [i for i, s in enumerate(g.script.steps[:-1]) if not s.aside]
    assert g.skipped == [] and [i for i in sorted(set(shown)) if i in counted] == counted
    assert refused >= 1
    # every move the record holds was legal where it was played
    from cinetable.engine import load_game
    rec = scene.session.record
    state = load_game(rec.game, rec.players, rec.options).new_initial_state()
    for text in rec.actions:
        state.apply_action(state.parse_action(text))
    click_at(app, scene.callout.buttons["title"].center, 2)
    assert isinstance(app.scenes.top, TitleScene)
    assert not list(app.saves_dir.iterdir())             # practice leaves no save behind


def test_leave_guide_at_the_first_step_goes_back_to_the_title(app):
    scene = open_on_title(app, "poker")
    wait_for_step(app, scene)
    click_at(app, scene.callout.buttons["leave"].center, 2)
    assert isinstance(app.scenes.top, TitleScene) and scene.guide.left
    assert not list(app.saves_dir.iterdir())


def test_leave_guide_while_the_others_play(app):
    scene = open_on_title(app, "hollywood")
    wait_for_step(app, scene)
    while not scene.guide.step.is_action:
        click_at(app, scene.callout.buttons["next"].center, 1)
    app.settings["animation_speed"] = "slow"
    scene.queue.set_speed("slow")
    scene.act(scene.state.parse_action("place B"))
    frames(app, 2)
    assert not scene.guide_showing() and "leave" in scene.callout.buttons
    click_at(app, scene.callout.buttons["leave"].center, 2)
    assert isinstance(app.scenes.top, TitleScene)


def test_play_on_after_the_guide_leaves_the_game_to_the_player(app):
    scene = open_on_title(app, "hollywood")
    scene.guide.index = len(scene.guide.script.steps) - 1     # straight to the last words
    wait_for_step(app, scene)
    click_at(app, scene.callout.buttons["play_on"].center, 2)
    assert scene.guide.left and app.scenes.top is scene
    assert until(app, scene.human_can_act, 20000)
    n = len(scene.session.record.actions)
    legal = scene.state.legal_actions()
    scene.act(legal[-1])                                      # any move, the guide is gone
    assert len(scene.session.record.actions) > n


def test_the_first_new_game_of_a_game_offers_its_guide_once(app, opened):
    from cinetable.client.scenes.dialogs import ConfirmScene
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.persistence.settings import load_settings
    app.settings["guides_seen"] = []
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    frames(app, 2)
    ng.start()
    frames(app, 2)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and not opened
    click(app, dialog.no)                                     # "Play now"
    assert len(opened) == 1 and opened[0].record.game == ng.game.id
    assert ng.game.id in load_settings()["guides_seen"]      # remembered on disk
    ng2 = NewGameScene(app)
    app.scenes.push(ng2)
    frames(app, 2)
    ng2.start()
    frames(app, 2)
    assert len(opened) == 2                                   # no second offer


def test_taking_the_offer_opens_the_guided_game(app, opened):
    from cinetable.client.scenes.new_game import NewGameScene
    app.settings["guides_seen"] = []
    app.settings["animation_speed"] = "instant"
    app.scenes.push(TitleScene(app))
    ng = NewGameScene(app)
    app.scenes.push(ng)
    frames(app, 2)
    ng.start()
    frames(app, 2)
    click(app, app.scenes.top.yes)
    top = app.scenes.top
    assert isinstance(top, GuidedTable) and top.session.guided and not opened


def test_the_rules_scene_opens_the_guided_first_game(app):
    from cinetable.client.scenes.rules import RulesScene
    app.settings["animation_speed"] = "instant"
    app.scenes.push(TitleScene(app))
    rules = RulesScene(app, "cannes")
    app.scenes.push(rules)
    frames(app, 2)
    click(app, rules.guide_button)
    top = app.scenes.top
    assert isinstance(top, GuidedTable) and top.session.game_id == "cannes"
    assert "cannes" in app.settings["guides_seen"]


def test_return_reads_on_and_the_key_help_names_it(app):
    scene = open_on_title(app, "hollywood")
    wait_for_step(app, scene)
    assert ("Return", app.t("guide.common.key_next")) in scene.help_keys()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    frames(app, 2)
    assert scene.guide.index == 1


def test_a_click_on_the_guide_box_is_not_a_move_on_the_table_under_it(app):
    scene = open_on_title(app, "hollywood")
    wait_for_step(app, scene)
    while not scene.guide.step.is_action:
        click_at(app, scene.callout.buttons["next"].center, 1)
    frames(app, 1)
    box = scene.callout.box
    n = len(scene.session.record.actions)
    click_at(app, (box.x + 20, box.y + 40), 2)           # over the board, on the guide's text
    assert len(scene.session.record.actions) == n and scene.guide.step.text == "place"
    assert not scene.flash                                # not even tried (and refused)
