"""Screen Test hosted online from New game: the app hosts it on loopback (a port the OS
picks), a second player joins with a plain NetClient, and each one's move goes through to
the other."""
from __future__ import annotations

import pygame
import pytest
from net_app_helpers import await_message, frames_until
from shell_helpers import click, frames, key

from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK, HostedServer
from tests.net.net_helpers import observed
from tests.wait_helpers import WAIT_S

pytestmark = pytest.mark.gui


def test_it_is_hosted_online_and_a_second_player_joins_and_plays(app, title, monkeypatch):
    click(app, title.buttons["new"])
    new = app.scenes.top
    click(app, new.game_choice.buttons[new.game_choice.values.index("screen_test")])
    new = app.scenes.top
    click(app, new.players_choice.buttons[new.players_choice.values.index(3)])
    click(app, app.scenes.top.host_button)
    host = app.scenes.top
    assert host.games[host.choice["game"]] == "screen_test"
    host._cycle("network")                               # this machine only (loopback)
    monkeypatch.setattr(HostedServer.start, "__defaults__", (LOOPBACK, 0, WAIT_S))
    click(app, host.buttons["go"])
    other = None
    try:
        frames_until(app, lambda: app.scenes.top is not host, "the hosted table to open")
        table = app.scenes.top
        session = table.session
        assert session.game_id == "screen_test" and session.share.startswith("127.0.0.1:")
        assert type(table).__module__ == "screen_test.client.table"
        other = NetClient(app.hosted.url())
        other.sit(session.table_code, "Joan")
        seen = await_message(other, lambda m: m.get("type") == "update")
        assert seen["game"] == "screen_test" and seen["you"] == 1
        # seat 1 (the host's player) opens the first audition once the cards are dealt
        frames_until(app, table.human_can_act, "the host's first turn")
        card = max(table.view.hand)
        key(app, pygame.K_0 + card)
        mine = await_message(other, lambda m: m.get("type") == "update" and m.get("legal"))
        seen_by_joan = observed(session.game, mine["you"], mine)
        assert seen_by_joan["table"][0] == 0                 # seen face down by the other seat
        other.act(mine["legal"][0])                          # then the bot: the cards shown
        frames_until(app, lambda: session.state.history, "the first audition at the host")
        _role, cards, _won, _share = session.state.history[0]
        assert cards[0] == card and cards[1] == int(mine["legal"][0].split()[1])
        frames(app, 2)
    finally:
        if other is not None:
            other.close()
        app.scenes.pop()
        app.hosted.stop()


def test_a_seats_state_names_only_the_classes_of_registered_games():
    from cinetable.engine import load_game
    from cinetable.engine.registry import unregister_game
    from cinetable.net.seat_state import SeatStateError, load_seat_state, seat_state
    game = load_game("screen_test", 2)
    state = game.new_initial_state()
    frame = seat_state(state, 0)
    assert frame["o"] == "screen_test.rules.state:ScreenTestState"
    assert load_seat_state(game, frame).observation(0) == state.observation(0)
    unregister_game("screen_test")               # (the fixture's exit finds it gone)
    with pytest.raises(SeatStateError):
        seat_state(state, 0)
    with pytest.raises(SeatStateError):
        load_seat_state(game, frame)
