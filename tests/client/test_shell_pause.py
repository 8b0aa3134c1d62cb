"""Pause overlay over a real table: resume, save as, settings, rules, load, quit."""
import pygame
import pytest
from shell_helpers import click, frames, key, names

pytestmark = pytest.mark.gui


@pytest.fixture
def paused(app, title):
    from cinetable.client.scenes.launch import start_new
    from cinetable.persistence.records import Seat
    seats = [Seat("Ann", "human", None), Seat("Sam (easy)", "bot", "easy"),
             Seat("Ava (easy)", "bot", "easy")]
    assert start_new(app, "hollywood", 3, {}, seats, 99)
    frames(app, 2)
    assert names(app) == ["title", "table"]
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title", "table", "pause"]
    return app.scenes.top


def test_esc_and_resume_button_return_to_the_table(app, paused):
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title", "table"]
    key(app, pygame.K_ESCAPE)
    click(app, app.scenes.top.buttons["resume"])
    assert names(app) == ["title", "table"]


def test_save_as_writes_a_named_slot(app, paused):
    from cinetable.persistence.saves import list_saves
    click(app, paused.buttons["save"])
    prompt = app.scenes.top
    assert names(app)[-1] == "dialog" and prompt.entry.get_text().startswith("Hollywood!")
    prompt.entry.set_text("Friday night")
    click(app, prompt.ok)
    assert names(app) == ["title", "table", "pause"]
    slots = [e for e in list_saves() if not e.is_autosave]
    assert [e.name for e in slots] == ["Friday night"]
    assert paused.notice is not None


def test_save_as_an_existing_name_asks_before_replacing(app, paused):
    paused.save_as("Twice")
    paused.save_as("Twice")
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_ESCAPE)                    # keep the old one
    assert names(app) == ["title", "table", "pause"]
    paused.save_as("Twice")
    key(app, pygame.K_RETURN)
    assert names(app) == ["title", "table", "pause"]


def test_save_failure_is_shown_not_raised(app, paused, monkeypatch):
    from cinetable.persistence.atomic import SaveError

    def broken(name):
        raise SaveError("The disk is full")
    monkeypatch.setattr(paused.session, "save_as", broken)
    paused.save_as("anything")
    assert names(app)[-1] == "dialog"
    assert app.scenes.top.text == "The disk is full"


def test_settings_and_rules_open_over_the_pause(app, paused):
    click(app, paused.buttons["settings"])
    assert names(app) == ["title", "table", "pause", "settings"]
    key(app, pygame.K_ESCAPE)
    click(app, paused.buttons["rules"])
    assert names(app) == ["title", "table", "pause", "rules"]
    assert app.scenes.top.game_id == "hollywood"
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title", "table", "pause"]


def test_quit_to_title_leaves_the_game_autosaved(app, paused):
    from cinetable.persistence.saves import latest_save
    click(app, paused.buttons["quit"])
    frames(app, 3)
    assert names(app) == ["title"]
    assert app.scenes.top.buttons["continue"].is_enabled
    assert latest_save().record.seed == 99


def test_load_from_pause_replaces_the_game(app, paused):
    click(app, paused.buttons["load"])
    load = app.scenes.top
    assert names(app) == ["title", "table", "pause", "load"]
    assert load.entries and load.entries[0].ok
    click(app, load.load_button)
    frames(app, 2)
    assert names(app) == ["title", "table"]


def test_language_switch_from_the_pause_relabels_the_pause_and_keeps_the_game(app, paused):
    session = paused.session
    click(app, paused.buttons["settings"])
    settings = app.scenes.top
    click(app, settings.language.buttons[1])           # Français
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title", "table", "pause"]
    assert paused.buttons["resume"].text == "Reprendre"
    assert paused.buttons["resume"].visible
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title", "table"]
    assert app.scenes.top.session is session
