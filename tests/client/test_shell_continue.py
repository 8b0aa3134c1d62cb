"""Continue resumes the game the player last played, never a save that play has already
gone on from; named saves stay in Load game. Driven through the real scenes: keys on the
table, the pause overlay's Save as…, Quit to title, Continue, Load game."""
import pygame
import pytest
from shell_helpers import click, frames, key, names, until

pytestmark = pytest.mark.gui


def start(app, seed):
    from cinetable.client.scenes.launch import start_new
    from cinetable.persistence.records import Seat
    app.settings["animation_speed"] = "instant"
    seats = [Seat("Ann", "human", None), Seat("Sam (easy)", "bot", "easy"),
             Seat("Ava (easy)", "bot", "easy")]
    assert start_new(app, "hollywood", 3, {}, seats, seed)
    frames(app, 2)
    return app.scenes.top


def play(app, table, moves: int | None = None) -> None:
    """Make `moves` human moves with the keys (all of them to the end when None)."""
    done = 0
    while moves is None or done < moves:
        assert until(app, lambda: app.scenes.top is not table or table.human_can_act())
        if app.scenes.top is not table:
            assert moves is None, "the game ended early"
            return
        n = len(table.session.record.actions)
        if table.star_options():
            key(app, pygame.K_1, 1)
        else:
            key(app, pygame.K_1 + table.legal_columns()[0], 1)
        assert len(table.session.record.actions) > n, "the key did not play a move"
        done += 1
    assert until(app, lambda: table.human_can_act() or app.scenes.top is not table)


def save_as(app, name: str) -> None:
    key(app, pygame.K_ESCAPE, 1)
    pause = app.scenes.top
    assert pause.name == "pause"
    click(app, pause.buttons["save"])
    prompt = app.scenes.top
    prompt.entry.set_text(name)
    click(app, prompt.ok)
    assert names(app)[-1] == "pause"
    key(app, pygame.K_ESCAPE, 1)


def quit_to_title(app):
    key(app, pygame.K_ESCAPE, 1)
    click(app, app.scenes.top.buttons["quit"], 3)
    return title_ready(app)


def title_ready(app):
    title = app.scenes.top
    assert title.name == "title"
    until(app, lambda: title._checked, 10)
    return title


def continue_game(app, title):
    assert title.buttons["continue"].is_enabled
    click(app, title.buttons["continue"], 3)
    table = app.scenes.top
    assert table.name == "table"
    return table


def finish(app, table):
    play(app, table)
    assert app.scenes.top.name == "results"
    table.session.flush()
    click(app, app.scenes.top.title_b, 3)
    return title_ready(app)


def test_save_as_then_continue_then_finish_leaves_nothing_to_continue(app, title):
    table = start(app, 41)
    game_id = table.session.record.id
    play(app, table, 3)
    save_as(app, "Friday night")
    saved = list(table.session.record.actions)
    title = quit_to_title(app)
    # Continue goes on with the game itself (its autosave), not a copy of the named save
    table = continue_game(app, title)
    assert table.session.record.id == game_id
    assert table.session.record.actions == saved
    title = finish(app, table)
    # the game just finished is not reopened at the round it was saved in
    assert not title.buttons["continue"].is_enabled
    # the named save stays in Load game, and loads
    click(app, title.buttons["load"])
    load = app.scenes.top
    slots = [e for e in load.entries if e.ok and not e.is_autosave]
    assert [e.name for e in slots] == ["Friday night"]
    load.select(load.entries.index(slots[0]))
    click(app, load.load_button, 3)
    assert app.scenes.top.name == "table"
    assert app.scenes.top.session.record.actions == saved


def test_play_on_from_a_loaded_save_is_what_continue_resumes(app, title):
    table = start(app, 42)
    play(app, table, 3)
    save_as(app, "Before the twist")
    play(app, table, 2)                      # the game goes on past the named save
    title = quit_to_title(app)
    # Load the named save: a branch of the game; play on from it, then leave
    click(app, title.buttons["load"])
    load = app.scenes.top
    slot = next(e for e in load.entries if e.ok and not e.is_autosave)
    load.select(load.entries.index(slot))
    click(app, load.load_button, 3)
    branch = app.scenes.top
    play(app, branch, 1)
    branch.session.flush()
    branch_id = branch.session.record.id
    title = quit_to_title(app)
    assert title.latest.record.id == branch_id      # the game last played
    branch = continue_game(app, title)
    assert branch.session.record.id == branch_id
    title = finish(app, branch)
    # the original game was gone on from (through the named save): not offered again
    assert not title.buttons["continue"].is_enabled


def test_an_older_unfinished_game_is_still_offered_after_the_last_one_ended(app, title):
    first = start(app, 43)
    play(app, first, 2)
    first_id = first.session.record.id
    title = quit_to_title(app)
    click(app, title.buttons["new"])
    key(app, pygame.K_RETURN, 3)             # New game → Start
    second = app.scenes.top
    assert second.name == "table" and second.session.record.id != first_id
    app.settings["animation_speed"] = "instant"
    title = finish(app, second)
    assert title.buttons["continue"].is_enabled
    assert title.latest.record.id == first_id
