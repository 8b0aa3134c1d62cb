"""Undo a player can use (issue 17): one reason for the button and Ctrl+Z, and the moment
after the human's move in which the next seat waits for a Ctrl+Z (dummy video driver)."""
import json

import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.session import GameSession
from cinetable.client.table.undo_window import GRACE
from cinetable.client.tables import open_table

DT = 1 / 60


def seen(state, seat):
    return json.dumps(state.observation(seat), sort_keys=True, default=str)


def poker_table(app, allow_undo=True, speed="normal", seed=3):
    seats = [("You", "human", None)] + [(n, "bot", "random") for n in ("Nora", "Sam", "Vera")]
    s = GameSession.new("poker", 4, {}, seats, seed=seed, folder=app.saves_dir,
                        allow_undo=allow_undo, bot_time_budget=0.02)
    app.settings["animation_speed"] = speed
    scene = open_table(app, s)
    assert until(app, scene.human_can_act, 5000)
    return scene


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    frames(app, 1)


def move_and_let_it_play(app, scene):
    """The human plays; returns (record length before, after) once the move's own
    animation has played (the window then counts)."""
    s = scene.session
    before = len(s.record.actions)
    scene.act(s.state.legal_actions()[-1])
    after = len(s.record.actions)
    assert until(app, lambda: not scene.queue.busy, 2000)
    return before, after


@pytest.mark.parametrize("speed,factor", [("slow", 0.6), ("normal", 1.0), ("fast", 2.0)])
def test_the_window_holds_the_next_seat_for_its_pacing_time(app, speed, factor):
    scene = poker_table(app, speed=speed)
    _, after = move_and_let_it_play(app, scene)
    assert scene.undo_window.open
    assert scene.status()[0] == app.t("table.undo.window") and scene.thinking_seat() is None
    # the window's length is animation time: GRACE / speed seconds of frames
    held = int(GRACE / factor / DT) - 3
    frames(app, held, DT)
    assert scene.undo_window.open and len(scene.session.record.actions) == after
    frames(app, 6, DT)
    assert not scene.undo_window.open
    assert until(app, lambda: len(scene.session.record.actions) > after, 2000)


def test_space_ends_the_window_at_once(app):
    scene = poker_table(app)
    _, after = move_and_let_it_play(app, scene)
    assert scene.undo_window.open
    key(app, pygame.K_SPACE, 1)
    assert not scene.undo_window.open
    assert until(app, lambda: len(scene.session.record.actions) > after, 600)


def test_ctrl_z_in_the_window_restores_the_position(app):
    scene = poker_table(app)
    s = scene.session
    shown = seen(s.state, 0)
    before, _ = move_and_let_it_play(app, scene)
    assert scene.undo_window.open and scene.undo_refusal() is None
    ctrl_z(app)
    assert len(s.record.actions) == before and seen(s.state, 0) == shown
    assert scene.human_can_act() and not scene.undo_window.open
    assert scene.flash == app.t("table.undo.done")


def test_no_window_without_undo(app):
    scene = poker_table(app, allow_undo=False)
    s = scene.session
    _, after = move_and_let_it_play(app, scene)
    assert not scene.undo_window.open
    assert until(app, lambda: len(s.record.actions) > after, 120)   # within 2 s of frames


def test_ctrl_z_and_the_button_give_one_reason_even_while_a_move_plays(app):
    """Ctrl+Z pressed while a bot's card was still flying said "Wait until it is your
    turn", and that notice stayed on into the human's turn while the button's tooltip
    gave the true reason: a refusal Ctrl+Z shows is, as long as it shows, the tooltip's."""
    scene = poker_table(app)
    s = scene.session
    pressed = compared = 0
    for _ in range(12):
        if s.state.is_terminal() or pressed:
            break
        move_and_let_it_play(app, scene)
        key(app, pygame.K_SPACE, 1)                   # no take-back: let the bots play
        if not until(app, lambda: scene.queue.busy and scene.batch_actor not in (None, 0)
                     and scene.undo_refusal() is not None, 600):
            assert until(app, scene.human_can_act, 3000)
            continue
        ctrl_z(app)
        pressed += 1
        said = scene.flash
        for _ in range(400):                           # on into the human's turn
            if scene.flash_t <= 0 or scene.flash != said:
                break
            assert said == scene.comfort_tip(scene.undo_b.rect.center).lines()[1]
            compared += 1
            frames(app, 1)
    assert pressed and compared


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_new_game_says_what_undo_does_in_each_game(app, lang):
    from cinetable.client.scenes.new_game import NewGameScene
    app.set_language(lang)
    scene = NewGameScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    said = {}
    for info in scene.infos:
        scene._set_game(info.id)
        frames(app, 1)
        about = app.t.get(f"{info.id}.newgame.undo", "")
        assert about and "Ctrl+Z" in about
        assert scene.undo_about == about               # the line beside Allow undo
        said[info.id] = about
    assert len(set(said.values())) == len(said)        # each game says its own
