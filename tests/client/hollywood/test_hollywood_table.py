"""The Hollywood! table scene driven as a player would: posted mouse clicks and keys."""
import pygame
import pytest
from shell_helpers import click, click_at, frames, key, until

from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.table import TableScene
from cinetable.client.scenes.results import ResultsScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.engine import CHANCE

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]


def new_table(app, seed=17, speed="instant", seats=SEATS):
    app.settings["animation_speed"] = speed
    session = GameSession.new("hollywood", len(seats), {}, seats, seed=seed)
    scene = open_table(app, session)
    return session, scene




def bottom_card(col):
    return L.slot_rect(L.COLUMN_SLOTS[col][-1]).center


def test_a_whole_game_played_with_the_mouse_reaches_the_results(app):
    session, scene = new_table(app)
    used = set()
    moves = 0
    while app.scenes.top is scene:
        assert until(app, lambda: scene.human_can_act() or app.scenes.top is not scene)
        if app.scenes.top is not scene:
            break
        n = len(session.record.actions)
        legal = [str(a) for a in session.state.legal_actions()]
        options = scene.star_options()
        if options:
            rects = L.star_choice_rects(len(options))
            click_at(app, rects[-1].center, 1)
            expected = str(options[-1])
        elif "double" in legal and "double" not in used:
            used.add("double")
            click_at(app, L.DOUBLE_CARD.center, 2)
            expected = "double"
        elif "cut" in legal and "cut" not in used and session.state.round == 1:
            used.add("cut")
            click_at(app, L.CUT_CARD.center, 2)
            expected = "cut"
        else:
            col = scene.legal_columns()[moves % len(scene.legal_columns())]
            click_at(app, bottom_card(col), 1)
            expected = f"place {'ABCD'[col]}"
        assert session.record.actions[n] == expected, "the click did not play its move"
        moves += 1
    assert isinstance(app.scenes.top, ResultsScene)
    assert session.state.is_terminal() and session.last_save_error is None
    assert {"cut", "double"} <= set(session.record.actions)
    assert moves >= 12
    assert scene.log.entries > 40
    assert any("wins" in line or "share" in line for line in scene.log.texts)


def test_keys_1_to_4_place_and_escape_opens_the_pause_overlay(app):
    session, scene = new_table(app, seed=3)
    assert until(app, scene.human_can_act)
    col = scene.legal_columns()[0]
    n = len(session.record.actions)
    key(app, pygame.K_1 + col, 1)
    assert session.record.actions[n] == f"place {'ABCD'[col]}"
    key(app, pygame.K_ESCAPE, 1)
    assert app.scenes.top is not scene and app.scenes.top.name == "pause"
    assert app.scenes.top.session is session
    key(app, pygame.K_ESCAPE, 1)
    assert app.scenes.top is scene


def test_the_board_lags_the_state_until_the_animation_has_played(app):
    session, scene = new_table(app, seed=5, speed="normal")
    assert until(app, scene.human_can_act)
    col = scene.legal_columns()[0]
    slot = L.COLUMN_SLOTS[col][-1]
    log_before = scene.log.entries
    click_at(app, bottom_card(col), 1)
    assert session.state.owner[slot] == 0                  # the rules applied it at once
    assert scene.view.owner[slot] != 0 and scene.queue.busy  # the board has not yet
    assert scene.log.entries == log_before and not scene.human_can_act()
    assert until(app, lambda: scene.view.owner[slot] == 0, 120)
    assert scene.log.entries == log_before + 1


def test_a_click_skips_the_running_animation(app):
    session, scene = new_table(app, seed=5, speed="slow")
    assert until(app, lambda: scene.queue.busy and scene.batch_status is not None, 200)
    click_at(app, (900, 700), 1)         # anywhere: skip the deal
    assert until(app, lambda: all(c >= 0 for c in scene.view.slots), 3)


def test_studio_cards_say_why_they_cannot_be_played(app):
    session, scene = new_table(app, seed=9)
    assert until(app, scene.human_can_act)
    assert scene.studio.look("cut") == scene.studio.look("double") == "ready"
    n = len(session.record.actions)
    click_at(app, L.CUT_CARD.center, 2)
    assert session.record.actions[n] == "cut"
    assert until(app, scene.human_can_act)
    assert scene.studio.look("cut") == "played"
    assert scene._studio_reason("cut") == app.t("hollywood.studio.used") == "Already played"
    click_at(app, L.DOUBLE_CARD.center, 2)
    assert session.record.actions[-1] == "double"
    frames(app, 2)
    assert scene.status()[0] == "Double Reel: place your first reel"
    assert scene.studio.look("double") == "played"
    col = scene.legal_columns()[0]
    click_at(app, bottom_card(col), 2)
    assert scene.status()[0] == "Double Reel: place your second reel"
    assert scene.human_can_act()       # still the human: the second token


def _first_human_star_choice():
    """A seed and moves that bring seat 0 (human) to a star choice with 2+ projects."""
    import random

    from cinetable.engine import load_game, sample_chance
    for seed in range(200):
        state = load_game("hollywood", 3).new_initial_state()
        rng = random.Random(seed)
        actions = []
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                a = sample_chance(state, rng)
            else:
                if state.phase == 3 and state.current_player() == 0 and \
                        len(state.legal_actions()) >= 2:
                    return actions
                legal = state.legal_actions()
                a = legal[len(actions) % len(legal)]
            actions.append(str(a))
            state.apply_action(a)
    raise AssertionError("no star choice found")


def test_the_star_prompt_is_answered_with_a_key_after_resuming_into_it(app, tmp_path):
    actions = _first_human_star_choice()
    seats = [("Ann", "human"), ("Bea", "human"), ("Cal", "human")]
    session = GameSession.new("hollywood", 3, {}, seats, seed=1)
    for text in actions:
        session.apply_text(text)
    session.flush()
    resumed = GameSession.resume(session.autosave_path)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, resumed)
    frames(app, 2)
    options = scene.star_options()
    assert len(options) >= 2
    assert scene.view.pending is not None and scene.view.pending[0] == 0
    assert not scene.studio.visible()     # no studio card over the modal
    n = len(resumed.record.actions)
    key(app, pygame.K_2, 1)
    assert resumed.record.actions[n] == str(options[1])


def test_save_leave_to_title_and_continue_gives_the_same_game(app):
    from cinetable.client.scenes.launch import open_session
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood", 3, {}, SEATS, seed=23)
    open_session(app, session)
    scene = app.scenes.top
    for _ in range(4):
        assert until(app, scene.human_can_act)
        key(app, pygame.K_1 + scene.legal_columns()[-1], 1)
    assert until(app, scene.human_can_act)
    saved_obs = session.state.observation(0)
    saved_actions = list(session.record.actions)
    saved_log = list(scene.log.texts)
    key(app, pygame.K_ESCAPE, 1)
    pause = app.scenes.top
    click(app, pause.buttons["quit"], 3)
    title = app.scenes.top
    assert title.name == "title"
    assert until(app, lambda: title.buttons["continue"].is_enabled, 10)
    click(app, title.buttons["continue"], 3)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.session is not session
    assert table.session.record.actions == saved_actions
    assert table.session.state.observation(0) == saved_obs
    assert [s.level for s in table.session.seats] == [None, "normal", "easy"]
    # the log tells the story so far, as it read before leaving
    assert len(saved_log) > 10 and table.log.texts == saved_log


def test_a_failed_autosave_shows_a_warning_and_the_game_goes_on(app, monkeypatch):
    from cinetable.persistence import SaveError
    session, scene = new_table(app, seed=31)
    assert until(app, scene.human_can_act)

    def full(record, path=None):
        raise SaveError("Could not save: the disk is full")

    monkeypatch.setattr("cinetable.persistence.save_record", full)
    n = len(session.record.actions)
    key(app, pygame.K_1 + scene.legal_columns()[0], 1)
    session.flush()
    frames(app, 2)
    assert session.last_save_error == "Could not save: the disk is full"
    assert until(app, scene.human_can_act)
    assert len(session.record.actions) > n + 1      # the bots played on


def test_log_is_bounded_and_scrolls_with_the_wheel(app):
    from shell_helpers import wheel
    session, scene = new_table(app, seed=2)
    for i in range(260):
        scene.log.add(f"line {i}")
    assert len(scene.log.lines) == 200 and scene.log.texts[-1] == "line 259"
    wheel(app, 2, L.LOG.center, 1)
    assert scene.log.scroll == 6
    wheel(app, -5, L.LOG.center, 1)
    assert scene.log.scroll == 0


def test_bot_only_table_plays_to_the_results_by_itself(app):
    seats = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "normal")]
    session, scene = new_table(app, seed=41, seats=seats)
    assert not scene.studio.visible()
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene), 2000)
    assert session.state.is_terminal()


def test_hover_preview_moves_the_bottom_run_of_reels_up_one_card():
    """H4.3 as the player sees it before clicking: the reels a placement would push."""
    from types import SimpleNamespace

    from cinetable.client.hollywood.board import BoardPainter
    owner = [-1] * 14
    owner[2], owner[3] = 1, 0            # column A: two reels at the bottom
    owner[7] = 2                          # column B: one
    view = SimpleNamespace(owner=owner)
    assert BoardPainter.pushed_slots(view, 0) == [3, 2]
    assert BoardPainter.pushed_slots(view, 1) == [7]
    assert BoardPainter.pushed_slots(view, 2) == []


def test_a_language_change_retells_the_log_in_the_new_language(app):
    session, scene = new_table(app, seed=29)
    for _ in range(2):
        assert until(app, scene.human_can_act)
        key(app, pygame.K_1 + scene.legal_columns()[0], 1)
    assert until(app, scene.human_can_act)
    english = list(scene.log.texts)
    app.set_language("fr")
    frames(app, 2)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    assert len(table.log.texts) == len(english) and table.log.texts != english
    app.set_language("en")
    frames(app, 2)
    assert table.log.texts == english
