"""Load scene: the list of saves, unreadable files, Load and Delete."""
import pygame
import pytest
from shell_helpers import click, click_at, frames, key, names, top, write_save

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
    from cinetable.client.scenes.load import ROW_GAP, ROW_H
    area = scene.list_rect()
    y = area.y + row * (ROW_H + ROW_GAP) + ROW_H // 2
    click_at(app, (area.centerx, y))
    assert scene.selected == row
    click(app, scene.load_button)
    assert len(opened) == 1 and opened[0].record.seed == 1
    assert len(opened[0].record.actions) == 4


def test_double_click_loads(app, opened):
    write_save(name="only", actions=3)
    area = open_load(app).list_rect()
    from cinetable.client.scenes.load import ROW_H
    pos = (area.centerx, area.y + ROW_H // 2)
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


def test_a_1947_save_whose_cut_the_rules_refuse_is_a_save_error_through_load(app, opened):
    import json

    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.records import GameRecord, Seat
    from cinetable.persistence.saves import load_record
    record = GameRecord(game="hollywood1947", players=9,
                        seats=[Seat(f"P{i}") for i in range(9)], seed=3)
    data = record.to_dict()
    data["options"] = {"cut": "5,6,7"}            # a choice, but 6 Jobs for 9 players
    path = app.saves_dir / "slot-cut.json"
    app.saves_dir.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="Cut 5,6,7"):
        load_record(path)
    scene = open_load(app)
    [row] = scene.entries
    assert not row.ok and "Cut 5,6,7" in row.error      # the rules' reason, not a crash's name
    assert not scene.load_button.is_enabled
    from cinetable.client.scenes import launch
    assert launch.resume(app, path) is False and opened == []
    assert names(app) == ["title", "load", "dialog"] and "Cut 5,6,7" in top(app).text


def _played_save(game_id, players, n, seed=1):
    import random

    from cinetable.engine import load_game, sample_chance
    from cinetable.persistence.records import GameRecord, Seat
    from cinetable.persistence.saves import save_record
    record = GameRecord(game_id, players, [Seat(f"P{i}") for i in range(players)], seed=seed)
    state = load_game(game_id, players).new_initial_state()
    rng = random.Random(seed)
    while len(record.actions) < n and not state.is_terminal():
        a = sample_chance(state, rng) if state.current_player() == -1 else \
            rng.choice(state.legal_actions())
        state.apply_action(a)
        record.append(a, state)
    return save_record(record)


def test_rows_show_how_far_each_game_is(app):
    from cinetable.client.save_progress import progress_text
    from cinetable.persistence.saves import load_record
    for game, players, n in (("hollywood", 3, 40), ("poker", 4, 150),
                             ("hollywood1947", 5, 60), ("cannes", 4, 150)):
        rec = load_record(_played_save(game, players, n))
        assert not rec.summary["finished"], game
    scene = open_load(app)
    shown = {e.game: progress_text(app.t, e) for e in scene.entries}
    assert set(shown) == {"hollywood", "poker", "hollywood1947", "cannes"}
    assert shown["hollywood"].startswith("Round ") and shown["poker"].startswith("Deal ")
    assert shown["hollywood1947"].startswith("Film ")
    assert shown["cannes"].startswith("Month to 1 ") or shown["cannes"] == "Before the year"
    app.set_language("fr")
    assert progress_text(app.t, next(e for e in scene.entries if e.game == "poker")
                         ).startswith("Donne ")


def test_loading_a_named_save_lists_one_autosave_of_that_game(app):
    from cinetable.persistence.saves import list_saves, load_record, save_as
    auto = write_save(actions=12)
    save_as(load_record(auto), "mine")
    scene = open_load(app)
    scene.select(next(i for i, e in enumerate(scene.entries) if e.name == "mine"))
    click(app, scene.load_button)
    table = app.scenes.top
    frames(app, 30)                                   # the bots and the deal play on
    table.session.flush()
    autos = [e for e in list_saves() if e.is_autosave]
    assert len(autos) == 1 and autos[0].path == auto   # the game goes on in its autosave
    assert len(autos[0].record.actions) >= 12
    assert [e.name for e in list_saves() if not e.is_autosave] == ["mine"]
    assert len(load_record(app.saves_dir / "slot-mine.json").actions) == 12


def test_a_failed_delete_says_so_under_its_own_title(app, monkeypatch):
    from cinetable.persistence import saves
    from cinetable.persistence.atomic import SaveError
    path = write_save(name="stuck", actions=2)

    def refuse(p):
        raise SaveError("Could not delete the save: no permission to write in /x")
    monkeypatch.setattr(saves, "delete_save", refuse)
    scene = open_load(app)
    click(app, scene.delete_button)
    click(app, app.scenes.top.yes)
    assert names(app) == ["title", "load", "dialog"]
    assert top(app).title == app.t("load.delete_error_title") != app.t("load.error_title")
    assert "no permission" in top(app).text and path.exists()


def test_a_second_copy_on_the_same_folder_cannot_start_or_load(app, opened):
    import subprocess
    import sys
    write_save(name="ours", actions=4)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from cinetable.persistence.folder_lock import "
         "acquire; acquire(sys.argv[1]); print('held', flush=True); sys.stdin.readline()",
         str(app.saves_dir)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        before = sorted(p.name for p in app.saves_dir.iterdir())
        scene = open_load(app)
        click(app, scene.load_button)
        assert opened == [] and names(app) == ["title", "load", "dialog"]
        assert top(app).title == app.t("lock.title") and str(holder.pid) in top(app).text
        key(app, pygame.K_RETURN)
        from cinetable.client.scenes import launch
        assert not launch.start_new(app, "hollywood", 3, {}, [("A", "human"), ("B", "bot", "easy"),
                                                              ("C", "bot", "easy")], 5)
        assert opened == [] and sorted(p.name for p in app.saves_dir.iterdir()) == before
    finally:
        holder.stdin.close()
        holder.wait(30)
    key(app, pygame.K_RETURN)
    click(app, app.scenes.top.load_button)              # the other copy has quit
    assert len(opened) == 1
