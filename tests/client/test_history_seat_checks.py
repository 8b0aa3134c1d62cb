"""A history entry the rating cannot read is damage found when the history is read, not a
KeyError on every visit of New game and Statistics: each seat's kind is human or bot,
and an entry holds at most as many seats as the largest table of any game (an entry of
5,000 seats cost the rating 5 s of CPU)."""
import json

import pygame
import pytest
from shell_helpers import click, frames, key, names

from cinetable.engine import game_infos
from cinetable.persistence import history as history_file
from cinetable.persistence.history import FORMAT_VERSION, load_history

GAMES = [i.id for i in game_infos(implemented_only=True)]
LARGEST = 9                  # Hollywood 1947's table


def entry(i, game, seats):
    return {"id": f"g{game}{i}", "game": game, "players": len(seats), "options": {},
            "started": f"2026-01-{i:02d}T10:00:00+00:00",
            "finished": f"2026-01-{i:02d}T10:30:00+00:00", "actions": 100, "seats": seats}


def seat(kind="human", level=None, won=False, score=5):
    return {"name": "S", "kind": kind, "level": level, "score": score, "won": won}


def rated(game, i=1, extra=()):
    return entry(i, game, [seat("human", won=True, score=9), seat("bot", "normal"),
                           *extra])


def odd_kind(game):
    """Another human and a seat neither human nor bot: the rating's KeyError."""
    return rated(game, 2, [seat("human"), seat("spectator")])


def many_seats(game, n=5000):
    return rated(game, 3, [seat("bot", "easy") for _ in range(n - 2)])


def write(path, games):
    path.write_text(json.dumps({"format_version": FORMAT_VERSION, "games": games}))


def test_the_largest_table_of_any_game_is_the_cap():
    assert getattr(history_file, "MAX_SEATS", None) == max(
        i.max_players for i in game_infos()) == LARGEST


@pytest.mark.parametrize("bad", [odd_kind, many_seats,
                                 lambda g: many_seats(g, LARGEST + 1),
                                 lambda g: rated(g, 4, [{"name": "S", "kind": None,
                                                         "score": 1, "won": False}])])
def test_an_entry_the_rating_cannot_read_is_damage(tmp_path, bad):
    path = tmp_path / "history.json"
    write(path, [rated("hollywood"), bad("hollywood")])
    history = load_history(path)
    assert history.entries == [] and history.problem and history.aside


def test_a_full_table_of_the_largest_game_is_kept(tmp_path):
    path = tmp_path / "history.json"
    write(path, [many_seats("hollywood1947", LARGEST)])
    assert len(load_history(path).entries[0]["seats"]) == LARGEST


@pytest.fixture
def hostile_history(tmp_path, monkeypatch):
    path = tmp_path / "history.json"
    monkeypatch.setenv("CINETABLE_HISTORY", str(path))
    write(path, [e for g in GAMES for e in (rated(g), odd_kind(g))])
    return path


def test_new_game_opens_and_starts_with_such_an_entry(app, title, hostile_history, opened):
    click(app, title.buttons["new"])
    new_game = app.scenes.top
    assert names(app) == ["title", "new_game"]
    for i in range(len(new_game.game_choice.values)):     # every game's rating and Auto
        click(app, new_game.game_choice.buttons[i])
        new_game = app.scenes.top
    click(app, new_game.start_button)
    assert len(opened) == 1 and not app.recovered


def test_statistics_says_the_history_was_damaged_and_shows_every_page(app, title,
                                                                      hostile_history):
    click(app, title.buttons["statistics"])
    assert names(app)[-1] == "dialog" and "history.json.damaged-" in app.scenes.top.text
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert names(app)[-1] == "statistics" and app.scenes.top.entries == []
    assert not app.recovered
