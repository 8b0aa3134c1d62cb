"""The statistics scene: numbers and charts from a known history file, the empty page,
a damaged file's message (once), the same pixels when shown again or after a language
round trip, and keyboard navigation between the games."""
import json

import pygame
import pytest
from shell_helpers import click, frames, key

from cinetable.client.scenes.statistics import (
    StatisticsScene,
    number,
    percent,
    recent_games,
    score_bars,
)
from cinetable.persistence.history import FORMAT_VERSION
from cinetable.stats import compute

pytestmark = pytest.mark.gui


def entry(i, won=True, score=10, level="normal", game="hollywood", minutes=20):
    return {"id": f"g{i}", "game": game, "players": 3, "options": {},
            "started": f"2026-01-{i:02d}T10:00:00+00:00",
            "finished": f"2026-01-{i:02d}T10:{minutes:02d}:00+00:00", "actions": 100,
            "seats": [{"name": "Ann", "kind": "human", "level": None, "score": score, "won": won},
                      {"name": "Bo", "kind": "bot", "level": level, "score": 5, "won": not won},
                      {"name": "Cy", "kind": "bot", "level": "easy", "score": 4, "won": False}]}


KNOWN = [entry(1, True, 20, "hard", minutes=30), entry(2, False, 8, "hard", minutes=20),
         entry(3, True, 14, "normal", minutes=25), entry(4, True, 11, "normal", minutes=25),
         entry(5, True, 30, "easy", game="poker", minutes=40)]


@pytest.fixture
def history(tmp_path, monkeypatch):
    """Point the app's history at a file in tmp_path; write(entries | text) fills it."""
    path = tmp_path / "history.json"
    monkeypatch.setenv("CINETABLE_HISTORY", str(path))

    def write(content):
        if isinstance(content, str):
            path.write_text(content)
        else:
            path.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": content}))
        return path
    return write


@pytest.fixture
def chart_calls(monkeypatch):
    """The charts the scene paints: (kind, data) per call (they are still painted)."""
    from cinetable.client import charts
    calls = []
    line, bar = charts.line_chart, charts.bar_chart

    def record_line(surface, rect, series, *a, **kw):
        calls.append(("line", series))
        return line(surface, rect, series, *a, **kw)

    def record_bar(surface, rect, bars, *a, **kw):
        calls.append(("bar", bars))
        return bar(surface, rect, bars, *a, **kw)
    monkeypatch.setattr(charts, "line_chart", record_line)
    monkeypatch.setattr(charts, "bar_chart", record_bar)
    return calls


def open_stats(app, game_id=None):
    from cinetable.client.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    scene = StatisticsScene(app, game_id)
    app.scenes.push(scene)
    frames(app, 2)
    return scene


def screen_bytes(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def test_numbers_of_one_game_from_a_known_history(app, history):
    history(KNOWN)
    scene = open_stats(app, "hollywood")
    tiles = dict(scene._tiles(compute(scene.entries, "hollywood"), "hollywood"))
    t = app.t
    assert tiles[t("stats.games")] == "4" and tiles[t("stats.wins")] == "3"
    assert tiles[t("stats.win_rate")] == "75%"
    assert tiles[t("stats.best")] == "20" and tiles[t("stats.average")] == "13.2"   # 53 / 4
    assert tiles[t("stats.current_streak")] == "2" and tiles[t("stats.longest_streak")] == "2"
    assert tiles[t("stats.length")] == "25 min"


def test_overall_has_time_played_and_the_most_played_game_instead_of_scores(app, history):
    history(KNOWN)
    scene = open_stats(app)
    tiles = dict(scene._tiles(compute(scene.entries), None))
    t = app.t
    assert tiles[t("stats.games")] == "5" and tiles[t("stats.longest_streak")] == "3"
    assert tiles[t("stats.time_played")] == "2 h 20"
    assert tiles[t("stats.most_played")] == "Hollywood!"
    assert t("stats.best") not in tiles


def test_each_page_draws_the_win_rate_over_time_and_a_distribution(app, history, chart_calls,
                                                                    monkeypatch):
    monkeypatch.setattr("cinetable.client.rating_view.series", lambda *a: [])   # unrated
    history(KNOWN)
    scene = open_stats(app)
    assert chart_calls == [("line", [[1.0, 0.5, 2 / 3, 0.75, 0.8]]),
                           ("bar", [("Hollywood!", 4), ("Hollywood Poker", 1)])]
    chart_calls.clear()
    scene.select("hollywood")
    frames(app, 1)
    assert chart_calls[0] == ("line", [[1.0, 0.5, 2 / 3, 0.75]])
    kind, bars = chart_calls[1]
    assert kind == "bar" and sum(c for _, c in bars) == 4
    assert bars[0] == ("8–9", 1) and bars[-1][0].endswith("21")
    chart_calls.clear()
    frames(app, 3)
    assert chart_calls == [], "a page is painted once, then only blitted"


def test_a_game_without_finished_games_says_so_and_draws_no_chart(app, history, chart_calls):
    history(KNOWN)
    scene = open_stats(app, "hollywood1947")
    assert scene.choice is not None and scene.choice.value == "hollywood1947"
    assert chart_calls == []


def test_empty_history_is_a_friendly_page_without_selector(app, history, chart_calls):
    scene = open_stats(app)                      # no file at all
    assert scene.entries == [] and scene.choice is None and chart_calls == []
    key(app, pygame.K_TAB)
    assert scene.scope is None
    # the page is not blank: the empty message is painted in the panel
    page = scene._pages[None]
    assert pygame.mask.from_surface(page).count() > 1000


def test_damaged_history_shows_its_message_once(app, history, tmp_path):
    path = history("{not json")
    scene = open_stats(app)
    top = app.scenes.top
    assert top is not scene and top.name != "statistics"
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("history.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text() == "{not json" and not path.exists()
    assert aside[0].name in top.text and path.name in top.text
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    frames(app, 3)
    app.set_language("fr")
    frames(app, 3)
    assert app.scenes.top is scene, "a language change does not show it again"
    assert scene.entries == []


def test_shown_twice_or_after_a_language_round_trip_it_looks_the_same(app, history):
    history(KNOWN)
    scene = open_stats(app, "hollywood")
    first = screen_bytes(app)
    app.scenes.pop()
    app.scenes.push(StatisticsScene(app, "hollywood"))
    frames(app, 2)
    assert screen_bytes(app) == first
    app.set_language("fr")
    frames(app, 2)
    french = screen_bytes(app)
    assert french != first
    app.set_language("en")
    frames(app, 2)
    assert screen_bytes(app) == first
    del scene


def test_a_window_resize_keeps_the_layout(app, history):
    history(KNOWN)
    open_stats(app)
    first = screen_bytes(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000))
    frames(app, 2)
    assert app.screen.get_size() == (1280, 800) and screen_bytes(app) == first


def test_keys_move_between_games_and_escape_goes_back(app, history):
    history(KNOWN)
    scene = open_stats(app)
    order = scene.scopes
    assert order[0] is None and order[1:4] == ["hollywood", "poker", "hollywood1947"]
    before = screen_bytes(app)
    key(app, pygame.K_TAB)
    assert scene.scope == "hollywood" and scene.choice.value == "hollywood"
    assert screen_bytes(app) != before
    key(app, pygame.K_RIGHT)
    assert scene.scope == "poker"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.scope is None
    key(app, pygame.K_LEFT)                       # wraps round to the last game
    assert scene.scope == order[-1]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB,
                                         mod=pygame.KMOD_SHIFT, unicode="", scancode=0))
    frames(app, 2)
    assert scene.scope == order[-2]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.name == "title"


def test_clicking_a_game_shows_its_page(app, history):
    history(KNOWN)
    scene = open_stats(app)
    click(app, scene.choice.buttons[2])
    assert scene.scope == "poker"
    click(app, scene.back_button)
    assert app.scenes.top.name == "title"


def test_score_bars_are_whole_ranges_covering_every_score():
    bars = score_bars([3, 4, 4, 9])
    assert [c for _, c in bars] == [1, 2, 0, 0, 0, 0, 1]
    assert bars[0] == ("3", 1)
    wide = score_bars(list(range(0, 100, 3)), bins=8)
    assert len(wide) <= 8 and sum(c for _, c in wide) == 34
    assert wide[0][0] == "0–12" and score_bars([]) == []


def test_numbers_use_the_language_decimal_mark():
    from cinetable.client.services import Translator
    fr, en = Translator("fr"), Translator("en")
    assert number(fr, 13.25) == "13,2" and number(en, 13.25) == "13.2" and number(en, 4.0) == "4"
    assert percent(fr, 0.5) == "50 %" and percent(en, None) == "—"


def test_recent_games_newest_first_for_one_game():
    got = recent_games(KNOWN, "hollywood", 3)
    assert [e["id"] for e, _ in got] == ["g4", "g3", "g2"]
    assert all(s["kind"] == "human" for _, s in got)


@pytest.mark.parametrize("bad", ["NaN", "Infinity", "1e999", "10" + "0" * 40, "naive"])
def test_hostile_history_values_show_the_damage_message_and_an_empty_page(app, history,
                                                                         tmp_path, bad):
    games = [entry(1), entry(2)]
    if bad == "naive":
        games[1]["finished"] = "2026-01-02T10:20:00"
        text = json.dumps({"format_version": FORMAT_VERSION, "games": games})
    else:
        games[1]["seats"][0]["score"] = None
        text = json.dumps({"format_version": FORMAT_VERSION, "games": games}).replace(
            "null, \"won\": true", bad + ", \"won\": true", 1)
    assert bad == "naive" or bad in text
    history(text)
    scene = open_stats(app)
    assert app.scenes.top.name != "statistics"          # the damage message
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("history.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text() == text
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert app.scenes.top is scene and scene.entries == []


def test_a_game_page_with_rated_games_draws_the_players_rating(app, history, chart_calls):
    from cinetable import rating
    history(KNOWN)
    scene = open_stats(app)
    chart_calls.clear()
    scene.select("hollywood")
    frames(app, 1)
    expected = [p.rating for p in rating.player_series(KNOWN, "hollywood")]
    assert expected and chart_calls[1] == ("line", [expected])
