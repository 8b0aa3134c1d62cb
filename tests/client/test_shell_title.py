"""Title scene: the main menu, Continue, Quit, and start-up timing being recorded."""
import pygame
import pytest
from shell_helpers import click, frames, key, names, write_save

pytestmark = pytest.mark.gui


def test_title_opens_draws_and_closes(app, title):
    assert app.first_frame_s is not None and app.first_frame_s > 0
    assert set(title.buttons) == {"new", "continue", "join", "load", "statistics", "settings",
                                  "rules", "quit"}
    app.scenes.pop()
    assert title.root is None and len(app.scenes) == 0


def test_continue_disabled_without_saves(app, title):
    assert not title.buttons["continue"].is_enabled


def test_continue_enabled_with_a_save_and_resumes_it(app, monkeypatch):
    path = write_save(actions=20)
    from cinetable.client.scenes.title import TitleScene
    opened = []
    monkeypatch.setattr("cinetable.client.tables.open_table",
                        lambda app_, session: opened.append(session))
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    assert scene.buttons["continue"].is_enabled
    assert scene.latest.path == path
    click(app, scene.buttons["continue"])
    assert len(opened) == 1
    assert opened[0].record.seed == 7 and len(opened[0].record.actions) == 20


def test_continue_ignores_finished_and_unreadable_saves(app):
    (app.saves_dir / "autosave-broken.json").write_text("{ not json", encoding="utf-8")
    from cinetable.client.scenes.title import TitleScene
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    assert not scene.buttons["continue"].is_enabled


def test_menu_buttons_push_their_scenes_and_esc_comes_back(app, title):
    for button, scene_name in [("new", "new_game"), ("load", "load"), ("statistics", "statistics"),
                               ("settings", "settings"), ("rules", "rules")]:
        click(app, title.buttons[button])
        assert names(app) == ["title", scene_name]
        key(app, pygame.K_ESCAPE)
        assert names(app) == ["title"]
        assert title.buttons[button].visible


def test_quit_stops_the_app(app, title):
    assert app.running
    click(app, title.buttons["quit"])
    assert not app.running


def test_title_buttons_hidden_while_covered(app, title):
    click(app, title.buttons["settings"])
    assert not title.buttons["new"].visible
