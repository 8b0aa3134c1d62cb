"""Where network play starts in the app (issue 22): the Title's "Join a table" and New
game's "Host online…" open the routes "join" and "host"."""
from __future__ import annotations

from shell_helpers import click, frames, key


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


def test_host_screen_players_follow_the_game_limits(app):
    """The Host screen offers each game's own player counts (the registry's, as New game):
    Hollywood! 3-4, never 2 or 5; switching game brings the count into the new limits."""
    from cinetable.engine import game_info
    host = app.push("host", game="hollywood", players=9)
    frames(app, 1)
    assert host.choice["players"] == 4                     # 9 is too many for Hollywood!
    seen = set()
    for _ in range(6):
        click(app, host.buttons["players"])
        seen.add(host.choice["players"])
        assert host.buttons["players"].text == str(host.choice["players"])
    assert seen == {3, 4}
    for _ in range(4):                       # every game: the count within its limits
        click(app, host.buttons["game"])
        info = game_info(host.games[host.choice["game"]])
        assert info.min_players <= host.choice["players"] <= info.max_players
        assert 1 <= host.choice["people"] <= host.choice["players"]


def test_host_screen_bot_levels_read_as_in_new_game(app):
    """Bot levels as New game shows them: localised and capitalised ("Normal")."""
    host = app.push("host", game="cannes")
    frames(app, 1)
    shown = set()
    for _ in range(4):
        shown.add(host.buttons["level"].text)
        click(app, host.buttons["level"])
    assert {"Beginner", "Easy", "Normal", "Hard"} == shown


def test_host_screen_open_to_gives_way_to_a_typed_server(app):
    """'Open to' (local network / this machine) is this computer's choice: while a server's
    address is typed it is greyed and says the server decides; cleared, it comes back."""
    import pygame
    host = app.push("host", game="poker")
    frames(app, 1)
    network, server = host.buttons["network"], host.entries["server"]
    server.set_text("")
    host._show_network()
    assert network.is_enabled and network.text == "Local network"
    click(app, server)
    for ch in "club.example:8765":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    assert server.get_text() == "club.example:8765"
    assert not network.is_enabled and network.text == "Set by the server"
    # the line under the rows says how the others find it: by the server's code
    assert host.host_note() == "online_found.host_server"
    click(app, network)                                  # greyed: a click changes nothing
    assert host.choice["network"] == 0
    click(app, server)
    for _ in range(len("club.example:8765")):
        key(app, pygame.K_BACKSPACE, n_frames=1)
    frames(app, 2)
    assert server.get_text() == ""
    assert network.is_enabled and network.text == "Local network"
    assert host.host_note() != "online_found.host_server"
