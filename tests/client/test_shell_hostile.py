"""Hostile and damaged files through the real scenes: Title → Continue, Load game (every
row, every Load), the table, Save as…, and the start-up itself. The app never ends and
never raises; a file that cannot be used is explained on its own row or in a dialog.

Cases from players' reports: NUL or a lone surrogate in an action, a slot name or a seat
name, a far-future date, file names that are not UTF-8, FIFOs named like a save or the
settings file; and more: a bidi override and an emoji, a 60-letter name, an unknown game
quoted with a NUL, a folder named like a save, an empty file, a parent loop."""
import json
import os

import pygame
import pytest
from shell_helpers import click, frames, key, names, until, write_save

pytestmark = pytest.mark.gui


def _dict(path) -> dict:
    return json.loads(path.read_text("utf-8"))


def _write(folder, name, d) -> None:
    data = json.dumps(d).encode("utf-8")          # "\ud800" goes as its JSON escape
    raw = os.path.join(os.fsencode(folder), name if isinstance(name, bytes) else
                       os.fsencode(name))
    with open(raw, "wb") as f:
        f.write(data)


@pytest.fixture
def hostile(app):
    """A saves folder full of trouble; returns the id of the game Continue offers."""
    folder = app.saves_dir
    base = _dict(write_save(actions=30, seed=5))
    for path in folder.glob("*.json"):
        path.unlink()

    def game(n, updated="2026-01-01T10:00:00+00:00", **changes):
        d = json.loads(json.dumps(base))
        d["id"] = f"{n:032x}"
        d["updated"] = updated
        d.update(changes)
        return d

    newest = game(1, "2026-06-01T10:00:00+00:00")
    newest["seats"][0]["name"] = "Ann\x00\ud800"
    newest["seats"][1]["name"] = "\u202eevil 😀 (easy)"
    _write(folder, f"autosave-{newest['id']}.json", newest)
    long_name = game(2)
    long_name["seats"][2]["name"] = "W" * 60
    _write(folder, f"autosave-{long_name['id']}.json", long_name)
    _write(folder, "slot-odd.json", game(3, name="Fri\x00day \ud800 night"))
    for n, bad in enumerate(["place\x00A", "\ud800", "place A\udcff"], start=4):
        d = game(n)
        d["actions"][12] = bad
        _write(folder, f"autosave-{d['id']}.json", d)
    _write(folder, "autosave-future.json", game(7, "9999-12-31T23:59:59-23:59"))
    _write(folder, "slot-past.json", game(8, "0001-01-01T00:00:00+14:00"))
    _write(folder, b"autosave-\xff\xfe.json", game(9))
    with open(os.path.join(os.fsencode(folder), b"slot-\xfe.json"), "wb") as f:
        f.write(b"{ damaged")
    _write(folder, "slot-game.json", game(10, game="holly\x00wood\ud800"))
    loop_a = game(11, parent=f"{12:032x}")
    loop_b = game(12, parent=f"{11:032x}")
    _write(folder, f"autosave-{loop_a['id']}.json", loop_a)
    _write(folder, f"autosave-{loop_b['id']}.json", loop_b)
    (folder / "slot-folder.json").mkdir()
    (folder / "slot-empty.json").write_bytes(b"")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "autosave-fifo.json")
        os.mkfifo(folder / "slot-pipe.json")
    app.settings["animation_speed"] = "instant"
    return newest["id"]


def _title(app):
    from cinetable.client.scenes.title import TitleScene
    app.scenes.clear_to(TitleScene(app))
    title = app.scenes.top
    assert until(app, lambda: title._checked, 20)
    return title


def _table_draws_and_saves_as(app, name: str) -> None:
    table = app.scenes.top
    assert table.name == "table"
    frames(app, 5)
    until(app, lambda: not table.busy(), 300)
    key(app, pygame.K_ESCAPE, 1)
    pause = app.scenes.top
    assert pause.name == "pause"
    click(app, pause.buttons["save"])
    prompt = app.scenes.top
    prompt.entry.set_text(name)
    click(app, prompt.ok)
    assert names(app)[-1] == "pause", names(app)
    assert pause.notice is not None and name in pause.notice[0]
    click(app, pause.buttons["quit"], 3)
    assert names(app) == ["title"]


def test_continue_opens_a_game_with_hostile_names_and_it_saves_again(app, hostile):
    title = _title(app)
    assert title.latest is not None and title.latest.record.id == hostile
    click(app, title.buttons["continue"], 3)
    session = app.scenes.top.session
    assert "\x00" not in session.seats[0].name and session.seats[0].name.startswith("Ann")
    _table_draws_and_saves_as(app, "Saved again")
    session.flush()
    assert session.last_save_error is None
    assert (app.saves_dir / "slot-saved-again.json").is_file()
    assert not app.recovered


def test_every_row_of_the_load_list_shows_and_loads_or_explains(app, hostile):
    title = _title(app)
    click(app, title.buttons["load"], 3)
    load = app.scenes.top
    count = len(load.entries)
    assert count >= 14
    unreadable = [e for e in load.entries if not e.ok]
    assert len(unreadable) >= 8           # actions, dates, bad game, damaged, empty...
    for i in range(count):
        load = app.scenes.top
        assert load.name == "load"
        load.select(i)
        wheel_frames = 2
        frames(app, wheel_frames)
        entry = load.current()
        if not entry.ok:
            assert not load.load_button.is_enabled
            key(app, pygame.K_RETURN, 2)      # Return on an unreadable row: nothing happens
            assert names(app)[-1] == "load"
            continue
        click(app, load.load_button, 3)
        if names(app)[-1] == "dialog":        # e.g. the file changed since it was listed
            key(app, pygame.K_ESCAPE, 2)
            continue
        assert names(app) == ["title", "table"], names(app)
        frames(app, 3)
        key(app, pygame.K_ESCAPE, 1)
        click(app, app.scenes.top.buttons["quit"], 3)
        title = _title(app)
        click(app, title.buttons["load"], 3)
    assert not app.recovered


def test_an_unreadable_row_named_badly_can_be_deleted(app, hostile):
    title = _title(app)
    click(app, title.buttons["load"], 3)
    load = app.scenes.top
    i = next(i for i, e in enumerate(load.entries) if os.fsencode(e.path.name) == b"slot-\xfe.json")
    load.select(i)
    click(app, load.delete_button, 2)
    assert names(app)[-1] == "dialog"
    key(app, pygame.K_RETURN, 3)
    assert not any(os.fsencode(e.path.name) == b"slot-\xfe.json"
                   for e in app.scenes.top.entries)
    assert not app.recovered


def test_a_row_that_fails_to_paint_fails_alone(app, hostile, monkeypatch):
    from cinetable.client.scenes.load import LoadScene
    real = LoadScene._render_row

    def fragile(self, e):
        if e.ok and e.record.id == hostile:
            raise RuntimeError("a font could not draw this")
        return real(self, e)
    monkeypatch.setattr(LoadScene, "_render_row", fragile)
    title = _title(app)
    click(app, title.buttons["load"], 3)
    load = app.scenes.top
    assert load.name == "load" and len(load.rows) == len(load.entries)
    broken = [e for e in load.entries if not e.ok and "cannot be shown" in e.error]
    assert len(broken) == 1
    assert any(e.ok for e in load.entries)
    assert not app.recovered


def test_a_fifo_named_settings_toml_does_not_block_the_start(tmp_path):
    """The app starts (in its own process: a blocked open cannot be interrupted), says
    the settings were reset, naming the file, and goes on with the defaults."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    import subprocess
    import sys
    settings = tmp_path / "settings.toml"
    os.mkfifo(settings)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CINETABLE_SETTINGS=str(settings), CINETABLE_SAVES=str(tmp_path / "saves"))
    code = ("from cinetable.client.app import App; app = App(smoke=True); "
            "print(app.settings['language']); print(app.notices[0][1])")
    try:
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the app blocked on a FIFO named settings.toml")
    assert out.returncode == 0, out.stderr
    language, notice = out.stdout.splitlines()[:2]
    assert language == "en" and str(settings) in notice
