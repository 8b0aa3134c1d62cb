"""The results, the pause overlay and the dialogs at every window size: laid out from the
window (no text over text, none cut by the window's edge, the whole window painted), and a
resize away and back draws the same picture and keeps the scene's state."""
import pygame
import pytest
from shell_helpers import frames
from sized_app import recorded_app
from window_sizes import SIZE_IDS, SIZES, frame_problems, problems_at, set_window

from cinetable.client.session import GameSession

pytestmark = pytest.mark.gui

GAMES = ["hollywood", "poker", "hollywood1947", "cannes"]


def finished(game: str, seed: int = 3) -> GameSession:
    """A finished game at the game's largest table, every seat a bot."""
    from cinetable.engine import game_info
    n = game_info(game).max_players
    seats = [(f"Player {i} Longname", "bot", "random") for i in range(n)]
    s = GameSession.new(game, n, {}, seats, seed=seed)
    s.run_bots_until_human()
    assert s.state.is_terminal()
    return s


def picture(app) -> bytes:
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(screen)
    app.ui.draw_ui(screen)
    return pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_results_at_every_size(tmp_path, monkeypatch, game, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("results", finished(game))
        assert problems_at(rec, app, size, scale) == []


def paused_table(app):
    """A Hollywood! table a few moves in, its pause overlay on top."""
    from test_table_text_layout import busy_table
    table = busy_table(app, "poker", 4)
    app.push("pause", table.session)
    frames(app, 2)
    return table


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_pause_overlay_over_a_table_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        paused_table(app)
        assert problems_at(rec, app, size, scale) == []
        pause = app.scenes.top
        assert pause.rect.center == (size[0] // 2, size[1] // 2)
        assert pause.rect.contains(pause.buttons["quit"].rect)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_a_message_over_the_title_at_every_size(tmp_path, monkeypatch, size, scale):
    from cinetable.client.scenes.dialogs import MessageScene
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("title")
        app.scenes.push(MessageScene(app, "A long message", "A word to wrap " * 30))
        assert problems_at(rec, app, size, scale) == []
        dialog = app.scenes.top
        assert abs(dialog.rect.centerx - size[0] // 2) <= 1
        assert pygame.Rect((0, 0), size).contains(dialog.rect)


def away_and_back(app, size=(1366, 768)) -> tuple[bytes, bytes]:
    """(picture before, picture after) a resize to 1920×1080 and back to `size`."""
    set_window(app, size)
    frames(app, 2)
    before = picture(app)
    set_window(app, (1920, 1080))
    frames(app, 2)
    set_window(app, size)
    frames(app, 2)
    return before, picture(app)


def test_the_pause_overlay_comes_back_the_same_after_a_resize(tmp_path, monkeypatch):
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        table = paused_table(app)
        actions, log = list(table.session.record.actions), list(table.log.texts)
        before, after = away_and_back(app)
        assert before == after
        assert app.scenes.top.name == "pause" and app.scenes.top.session is table.session
        assert table.session.record.actions == actions and table.log.texts == log


def test_a_dialog_comes_back_the_same_after_a_resize(tmp_path, monkeypatch):
    from cinetable.client.scenes.dialogs import TextPromptScene
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        app.push("title")
        app.scenes.push(TextPromptScene(app, "Save as", "Name it", "first", print))
        frames(app, 2)
        app.scenes.top.entry.set_text("typed")
        before, after = away_and_back(app)
        assert before == after
        assert app.scenes.top.entry.get_text() == "typed"


def test_the_covered_scenes_buttons_stay_pictured_behind_a_dialog(tmp_path, monkeypatch):
    """The title's buttons are hidden under a message (not clickable) but still seen,
    dimmed: the window where one is differs from the title's backdrop dimmed alone."""
    from cinetable.client import widgets
    from cinetable.client.scenes.dialogs import MessageScene
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        title = app.push("title")
        set_window(app, (1920, 1080))
        app.scenes.push(MessageScene(app, "Note", "Short."))
        frames(app, 2)
        dialog = app.scenes.top
        button = next(b for b in title.buttons.values() if not b.rect.colliderect(dialog.rect))
        assert not button.visible
        shown = pygame.Surface(app.screen.get_size())
        title.draw(shown)
        dialog.draw(shown)
        bare = pygame.Surface(app.screen.get_size())
        title.draw(bare)
        widgets.dim(bare, 150)
        area = button.rect
        assert (pygame.image.tobytes(shown.subsurface(area), "RGB")
                != pygame.image.tobytes(bare.subsurface(area), "RGB"))


@pytest.mark.parametrize("game", GAMES)
def test_results_in_italian_in_the_smallest_window(tmp_path, monkeypatch, game):
    """The longest words at the smallest size: still no text over text or cut."""
    with recorded_app(tmp_path, monkeypatch, "it") as (rec, app):
        app.push("results", finished(game))
        set_window(app, (960, 600))
        frames(app, 2)
        assert frame_problems(rec, app, (960, 600)) == []


def test_results_come_back_the_same_after_a_resize(tmp_path, monkeypatch):
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        session = finished("hollywood")
        results = app.push("results", session)
        frames(app, 2)
        saving, rows = results.saving, list(results.rows)
        before, after = away_and_back(app)
        assert before == after
        assert app.scenes.top is results and results.saving is saving and results.rows == rows


def test_a_wider_window_gives_the_results_a_wider_table_and_chart(tmp_path, monkeypatch):
    """At 1280×800 the table is 1040 units wide; at 2560×1440 it uses the room (capped)."""
    from cinetable.client import viewport
    from cinetable.client.scenes.results import TABLE_MAX, TABLE_W
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        results = app.push("results", finished("hollywood"))
        frames(app, 1)
        assert results.table_w == TABLE_W
        set_window(app, (3440, 1440))
        frames(app, 1)
        assert results.table_w == TABLE_MAX < viewport.design()[0]
        assert sum(w for _k, w in results.cols) > TABLE_MAX - 10
        assert viewport.px(results.table_w) > 2 * TABLE_W        # pixels: 1040 at 1280×800


def reviewed_record():
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bots"))
    from test_review_display import reviewed
    return reviewed("hollywood", 3, 5, [None, "blunder", None, "mistake", "inaccuracy"] * 3)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_review_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("review", reviewed_record())
        assert problems_at(rec, app, size, scale) == []


def test_a_taller_window_shows_more_reviewed_moves_and_a_resize_keeps_the_scroll(
        tmp_path, monkeypatch):
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        review = app.push("review", reviewed_record())
        frames(app, 2)
        rows_at_1280 = len(review._rows)
        set_window(app, (1920, 1200))
        frames(app, 2)
        assert len(review._rows) > rows_at_1280
        review.scroll = 1
        before, after = away_and_back(app)
        assert before == after and review.scroll == 1


def write_history(tmp_path, monkeypatch):
    import json

    from test_statistics import KNOWN, entry

    from cinetable.persistence.history import FORMAT_VERSION
    more = [entry(10 + i, i % 3 != 0, 5 + 3 * i, ("easy", "normal", "hard")[i % 3])
            for i in range(14)]
    path = tmp_path / "history.json"
    path.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": KNOWN + more}))
    monkeypatch.setenv("CINETABLE_HISTORY", str(path))


@pytest.mark.parametrize("scope", [None, "hollywood"])
@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_statistics_at_every_size(tmp_path, monkeypatch, size, scale, scope):
    write_history(tmp_path, monkeypatch)
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("statistics", scope)
        assert problems_at(rec, app, size, scale) == []


def test_statistics_use_a_wide_window_and_come_back_the_same(tmp_path, monkeypatch):
    write_history(tmp_path, monkeypatch)
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        stats = app.push("statistics", "hollywood")
        frames(app, 2)
        charts_at_1280 = stats.L["charts"].width
        set_window(app, (2560, 1080))
        frames(app, 2)
        assert stats.L["charts"].width > 1.5 * charts_at_1280
        stats.step_scope(1)
        scope = stats.scope
        before, after = away_and_back(app)
        assert before == after and stats.scope == scope


def found_tables(monkeypatch, n: int = 9):
    """A stand-in network browser that finds `n` tables (no multicast from tests)."""
    from test_network_discovery import FakeBrowser

    from cinetable.net.discovery import Found
    fake = FakeBrowser([Found(f"Host {i} Longname", "192.168.1.5", 8765 + i, "hollywood1947",
                              f"K7QM{i}XYZAB", 1 + i % 3) for i in range(n)])
    monkeypatch.setattr("cinetable.client.scenes.online_found.make_browser", lambda: fake)


@pytest.mark.parametrize("mode", ["join", "host"])
@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_online_screens_at_every_size(tmp_path, monkeypatch, size, scale, mode):
    found_tables(monkeypatch)
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = app.push(mode)
        set_window(app, size, scale)
        frames(app, 30)
        assert frame_problems(rec, app, size, scale) == []
        window = pygame.Rect((0, 0), size)
        for button in (*scene.buttons.values(), *getattr(scene.found, "buttons", {}).values()):
            assert window.contains(button.rect), button.text
        if mode == "host":            # its few rows: no taller panel than at 1280×800
            from cinetable.client import viewport
            from cinetable.client.scenes.online import PANEL_H
            assert scene.panel.h <= viewport.px(PANEL_H) + 1


def test_a_taller_window_lists_more_tables_found_and_a_resize_keeps_what_was_typed(
        tmp_path, monkeypatch):
    found_tables(monkeypatch)
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        scene = app.push("join")
        frames(app, 30)
        shown = len(scene.found.buttons)
        set_window(app, (1920, 1440))
        frames(app, 30)
        assert len(scene.found.buttons) > shown
        scene.entries["code"].set_text("ABC")
        set_window(app, (1366, 768))
        assert scene.entries["code"].get_text() == "ABC"
        before, after = away_and_back(app)
        assert before == after and scene.entries["code"].get_text() == "ABC"


def test_the_rules_text_spacing_follows_the_ui_scale():
    """richtext's gaps, indents and figures are units: twice as many pixels at 200 %."""
    from cinetable.client import viewport
    from cinetable.client.richtext import Block, Document
    doc = Document.__new__(Document)
    try:
        viewport.configure((1280, 800), 100)
        at_100 = [doc._space_before(Block(kind, "x"), 1) for kind in ("h2", "li", "p")]
        viewport.configure((2560, 1600), 200)
        at_200 = [doc._space_before(Block(kind, "x"), 1) for kind in ("h2", "li", "p")]
    finally:
        viewport.configure((1280, 800), 100)
    assert at_200 == [2 * n for n in at_100]
