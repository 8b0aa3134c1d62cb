"""Where network play starts in the app (issue 22): the Title's "Join a table" and New
game's "Host online…" open the routes "join" and "host"."""
from __future__ import annotations

from shell_helpers import click, frames


def test_title_join_opens_the_join_screen(app, title):
    click(app, title.buttons["join"])
    top = app.scenes.top
    assert top.name == "online" and top.mode == "join"
    assert "code" in top.entries


def test_new_game_host_online_keeps_the_game_and_players(app, title):
    click(app, title.buttons["new"])
    new_game = app.scenes.top
    poker = next(i for i in new_game.infos if i.id == "poker")
    new_game._set_game(poker.id)
    new_game._set_players(4)
    frames(app, 1)
    click(app, new_game.host_button)
    host = app.scenes.top
    assert host.name == "online" and host.mode == "host"
    assert host._choice_text("game") == poker.title
    assert host.choice["players"] == 4 and host.choice["people"] <= 4
