"""Load scene: the list of saves, unreadable files, Load and Delete."""
import pygame
import pytest

from shell_helpers import click, click_at, frames, key, names, write_save

pytestmark = pytest.mark.gui



def open_load(app):
    from cinetable.client.scenes.load import LoadScene
    from cinetable.client.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    scene = LoadScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    return scene


def test_empty_folder_shows_no_rows_and_disables_load(app):
    scene = open_load(app)
    assert scene.entries == [] and not scene.load_button.is_enabled
    assert not scene.delete_button.is_enabled


def test_a_corrupt_save_is_listed_unreadable_and_cannot_be_loaded(app):
    write_save(name="good one", actions=10)
    (app.saves_dir / "slot-broken.json").write_bytes(b"\x00\xff garbage")
    scene = open_load(app)
    assert len(scene.entries) == 2
    bad = next(i for i, e in enumerate(scene.entries) if not e.ok)
    assert "slot-broken.json" in str(scene.entries[bad].path)
    assert scene.entries[bad].error                       # a reason to show
    scene.select(bad)
    assert not scene.load_button.is_enabled and scene.delete_button.is_enabled
    key(app, pygame.K_RETURN)                              # refused, no crash
    assert names(app) == ["title", "load"]
    good = 1 - bad
    scene.select(good)
    assert scene.load_button.is_enabled


def test_rows_are_newest_first_and_load_resumes_the_selected_one(app, opened):
    write_save(name="older", seed=1, actions=4, updated="2024-01-02T10:00:00+00:00")
    write_save(name="newest", seed=3, actions=8, updated="2024-03-01T10:00:00+00:00")
    write_save(name="middle", seed=2, actions=30, updated="2024-02-01T10:00:00+00:00")
    scene = open_load(app)
    assert [e.name for e in scene.entries] == ["newest", "middle", "older"]
    row = next(i for i, e in enumerate(scene.entries) if e.name == "older")
    # click the row as a player would
    from cinetable.client.scenes.load import LIST, ROW_GAP, ROW_H
    y = LIST.y + row * (ROW_H + ROW_GAP) + ROW_H // 2
    click_at(app, (LIST.centerx, y))
    assert scene.selected == row
    click(app, scene.load_button)
    assert len(opened) == 1 and opened[0].record.seed == 1
    assert len(opened[0].record.actions) == 4


def test_double_click_loads(app, opened):
    write_save(name="only", actions=3)
    open_load(app)
    from cinetable.client.scenes.load import LIST, ROW_H
    pos = (LIST.centerx, LIST.y + ROW_H // 2)
    click_at(app, pos, n_frames=1)
    click_at(app, pos, n_frames=2)
    assert len(opened) == 1


def test_delete_asks_first_then_removes_the_file(app):
    path = write_save(name="doomed", actions=2)
    scene = open_load(app)
    click(app, scene.delete_button)
    assert names(app) == ["title", "load", "dialog"]
    key(app, pygame.K_ESCAPE)                      # "no": the file stays
    assert path.exists() and names(app) == ["title", "load"]
    click(app, scene.delete_button)
    click(app, app.scenes.top.yes)
    assert not path.exists()
    assert scene.entries == [] and names(app) == ["title", "load"]


def test_resuming_a_damaged_file_shows_a_message_and_changes_nothing(app, opened):
    from cinetable.client.scenes import launch
    bad = app.saves_dir / "slot-x.json"
    bad.write_text('{"format_version": 1}', encoding="utf-8")
    open_load(app)
    assert launch.resume(app, bad) is False
    assert opened == []
    assert names(app) == ["title", "load", "dialog"]
    assert bad.read_text(encoding="utf-8") == '{"format_version": 1}'
    key(app, pygame.K_RETURN)
    assert names(app) == ["title", "load"]


def test_loading_opens_the_real_table(app):
    write_save(name="real", actions=12)
    scene = open_load(app)
    click(app, scene.load_button)
    frames(app, 2)
    assert names(app) == ["title", "table"]
