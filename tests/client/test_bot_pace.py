"""Bots at a pace a person can follow (issue 19.1): each bot move with something to see
stays at least MIN_BOT_MOVE of animation time (stepped frames on the queue's clock, scaled
by the speed), and with "after each bot move: wait for me" the table holds until Space."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.animation import AnimationQueue, AtLeast, Delay
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.persistence.settings import DEFAULTS, is_valid

DT = 1 / 60


def table(app, game="hollywood", players=3, speed="normal", after="go_on", seed=5):
    seats = [("Marion", "human", None)] + [(f"Bot{i}", "bot", "random")
                                           for i in range(1, players)]
    s = GameSession.new(game, players, {}, seats, seed=seed, folder=app.saves_dir,
                        allow_undo=False, bot_time_budget=0.02)
    app.settings["animation_speed"] = speed
    app.settings["after_bot_move"] = after
    scene = open_table(app, s)
    assert until(app, scene.human_can_act, 5000)
    return scene


def bot_move_frames(app, scene, limit=3000):
    """Frames each bot move was on screen (its batch, after its thinking pause), until the
    human is to move again."""
    shown, runs, last = [], 0, None
    for _ in range(limit):
        frames(app, 1, DT)
        actor = scene.batch_actor if scene.acting is None else None
        on = actor is not None and scene.session.is_bot(actor)
        if on:
            runs = runs + 1 if last == actor else 1
        elif last is not None and runs:
            shown.append(runs)
            runs = 0
        last = actor if on else None
        if scene.human_can_act():
            break
    return shown


def test_at_least_lasts_its_minimum_on_the_queue_clock():
    q = AnimationQueue(speed_name="normal")
    q.add(AtLeast(Delay(0.1), 1.2))
    n = 0
    while q.busy:
        q.update(DT)
        n += 1
    assert n >= int(1.2 / DT) - 1
    q = AnimationQueue(speed_name="normal")
    q.add(AtLeast(Delay(2.0), 1.2))           # a longer animation is not stretched
    n = 0
    while q.busy:
        q.update(DT)
        n += 1
    assert int(2.0 / DT) - 1 <= n <= int(2.0 / DT) + 1


@pytest.mark.parametrize("speed,factor", [("normal", 1.0), ("slow", 0.6), ("fast", 2.0)])
def test_every_bot_move_stays_at_least_the_minimum(app, speed, factor):
    scene = table(app, speed=speed)
    for _ in range(2):                        # two rounds of the bots' pushes
        scene.act(scene.state.legal_actions()[0])
        shown = bot_move_frames(app, scene)
        assert shown, "the bots moved"
        least = 1.2 / factor / DT - 2         # the issue asks 1.2 s at Normal
        assert min(shown) >= least, (shown, least)
        if scene.state.is_terminal():
            break


def test_wait_for_me_holds_the_table_until_space(app):
    scene = table(app, after="wait")
    s = scene.session
    scene.act(s.state.legal_actions()[0])
    assert until(app, lambda: scene.reader_hold, 3000)
    assert not scene.queue.busy
    n = len(s.record.actions)
    assert scene.status()[0] == app.t("table.prompt.next_move")
    frames(app, 900, DT)                      # 15 s of frames: nothing moves on
    assert len(s.record.actions) == n and scene.reader_hold
    key(app, pygame.K_SPACE, 1)
    assert not scene.reader_hold
    assert until(app, lambda: len(s.record.actions) > n or scene.human_can_act(), 3000)


def test_go_on_never_holds(app):
    scene = table(app, after="go_on")
    scene.act(scene.state.legal_actions()[0])
    for _ in range(2000):
        frames(app, 1, DT)
        assert not scene.reader_hold
        if scene.human_can_act():
            break
    assert scene.human_can_act()


def test_the_setting_is_validated():
    assert DEFAULTS["after_bot_move"] == "go_on"
    assert is_valid("after_bot_move", "wait") and is_valid("after_bot_move", "go_on")
    assert not is_valid("after_bot_move", "later") and not is_valid("after_bot_move", 1)
