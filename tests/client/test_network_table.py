"""Network play through the app's real table scene (issue 22): a server on 127.0.0.1 only
(in-process, port chosen by the OS), this app's seat drawn by the game's own TableScene
from a RemoteSession, another seat played by a plain NetClient."""
from __future__ import annotations

import random

import pytest
from net_app_helpers import await_message, frames_until, host_on_loopback
from shell_helpers import frames

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table
from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK
from tests.wait_helpers import polling


def _table(hosted, game, seats, **options):
    c = NetClient(hosted.url())
    c.create(game, len(seats), seats, options)
    made = await_message(c, lambda m: m.get("type") == "created")
    c.close()
    return made["table"]


def _seat(hosted, code, name):
    c = NetClient(hosted.url())
    c.sit(code, name)
    return c, await_message(c, lambda m: m.get("type") == "update")


class RandomSeat:
    """A NetClient seat that plays random legal moves."""

    def __init__(self, seated, seed=1):
        (self.client, self.last), self.rng, self.acted = seated, random.Random(seed), -1

    def pump(self):
        for m in self.client.poll():
            if m.get("type") == "update":
                self.last = m
            elif m.get("type") in ("refused", "connection"):
                self.acted = -1
        u = self.last
        if u and u.get("legal") and u["at"] != self.acted and not u["finished"]:
            self.acted = u["at"]
            self.client.act(self.rng.choice(u["legal"]))


def _play_through_table(app, scene, session, other, rng):
    def stuck():
        return ("the network game did not end", session.state.current_player(),
                session._outbox, session._sent_at, session.refusal, len(session.updates),
                scene.queue.busy, other.last and other.last["at"], session.connection)
    for _ in polling(stuck, pause=0.0005):
        other.pump()
        if scene.human_can_act():
            scene.act(rng.choice(scene.state.legal_actions()))
        frames(app, 1)
        if session.state.is_terminal() and not scene.queue.busy and not session.updates:
            return


@pytest.mark.parametrize("game", ["poker", "cannes"])
def test_a_joined_app_plays_a_network_game_to_the_end_at_its_table(app, hosted, game):
    app.settings["animation_speed"] = "instant"
    code = _table(hosted, game, ["open", "open", "easy"])
    client, first = _seat(hosted, code, "Ana")
    other = RandomSeat(_seat(hosted, code, "Bo"))
    session = RemoteSession(client, first)
    scene = open_table(app, session)
    frames(app, 2)
    assert session.seats[1].kind == "remote" and not scene.hotseat.active
    table = hosted.server.tables[code]          # a finished table leaves the host's memory
    _play_through_table(app, scene, session, other, random.Random(3))
    assert table.state.is_terminal()
    # the app's seat ends where the host ends; the actions came only with the host's
    # record after the end (test_network_results_replay.py), never during play
    assert session.state.scores() == table.state.scores()
    assert len(table.record.actions) > 20
    # the game was told in the log (read now: once the final board has been shown its
    # time, the results replace the table, which lets its log rows go)
    assert scene.log.lines
    frames_until(app, lambda: session.poll() or session.record.actions == table.record.actions,
                 "the host's record after the end")
    assert scene.names[1] == "Bo"                   # who sat after this seat, by name
    other.client.close()
    app.scenes.pop()


def test_W22_a_joined_table_holds_no_other_seats_secrets(app, hosted):
    """Every state the app's seat held is consistent with its own observation, and where
    another seat's hand is secret it is a redraw, not the truth (checked over a game)."""
    app.settings["animation_speed"] = "instant"
    code = _table(hosted, "poker", ["open", "open", "easy", "easy"])
    client, first = _seat(hosted, code, "Ana")
    other = RandomSeat(_seat(hosted, code, "Bo"))
    session = RemoteSession(client, first)
    scene = open_table(app, session)
    table = hosted.server.tables[code]
    held = {}                             # record position -> Bo's hand as the app held it
    rng = random.Random(5)
    for _ in polling("150 positions or the end of the game", pause=0.0005):
        other.pump()
        if scene.human_can_act():
            scene.act(rng.choice(scene.state.legal_actions()))
        frames(app, 1)
        held.setdefault(session._at, sorted(session.state.hands[1]))
        if session.state.is_terminal() or len(held) > 150:
            break
    # the truth at each of those positions, from the host's record once play stopped
    from cinetable.engine import load_game
    rec = table.record
    truth = load_game(rec.game, rec.players, rec.options).new_initial_state()
    # a fair redraw of Bo's hand matches the truth with the chance p_k that seat 0's own
    # resample gives at that position; a leak would match nearly every time
    same = expected = checked = 0
    for k in range(max(held) + 1):
        hidden = sorted(truth.hands[1])
        if k in held and len(hidden) >= 3:
            checked += 1
            same += held[k] == hidden
            expected += sum(sorted(truth.resample(0, random.Random(i)).hands[1]) == hidden
                            for i in range(40)) / 40
        if k < len(rec.actions):
            truth.apply_action(truth.parse_action(rec.actions[k]))
    assert checked >= 20, checked
    assert same <= expected + 3 * expected ** 0.5 + 3, (same, expected, checked)
    other.client.close()
    app.scenes.pop()


def test_the_join_scene_seats_the_player_and_opens_the_games_table(app, hosted):
    from shell_helpers import click
    code = _table(hosted, "cannes", ["open", "easy", "easy"])
    scene = app.push("join")
    frames(app, 2)
    scene.entries["address"].set_text(f"127.0.0.1:{hosted.port}")
    scene.entries["code"].set_text(code.lower())          # typed in any case
    scene.entries["name"].set_text("Ana")
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    table = app.scenes.top
    assert isinstance(table.session, RemoteSession) and table.session.human_seat == 0
    assert hosted.server.tables[code].record.seats[0].name == "Ana"
    app.scenes.pop()


def test_the_host_scene_opens_a_table_on_this_machine_and_sits_its_player(app, monkeypatch):
    monkeypatch.setattr("cinetable.net.in_process.DEFAULT_PORT", 0, raising=True)
    scene = host_on_loopback(app, monkeypatch)
    try:
        frames_until(app, lambda: app.scenes.top is not scene, "the hosted table to open")
        session = app.scenes.top.session
        assert session.share.startswith("127.0.0.1:") and session.game_id == "cannes"
        assert app.hosted.host == LOOPBACK
        app.scenes.pop()
    finally:
        app.hosted.stop()


def test_the_host_scene_opens_a_table_on_a_server_elsewhere_and_remembers_it(app, hosted):
    """Host online on a club's server: the table is created there (no server in this app,
    no port forwarding), this player sits at it, and the address is offered next time,
    as the address last joined is on the Join screen."""
    from shell_helpers import click
    address = f"127.0.0.1:{hosted.port}"
    scene = app.push("host")
    frames(app, 2)
    assert scene.entries["server"].get_text() == ""          # this computer, by default
    scene.entries["server"].set_text(address)
    scene.entries["name"].set_text("Ana")
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table on the server to open")
    table = app.scenes.top
    assert isinstance(table.session, RemoteSession) and table.session.share == address
    assert getattr(app, "hosted", None) is None              # nothing hosted here
    code = table.session.table_code
    assert hosted.server.tables[code].record.seats[0].name == "Ana"
    app.scenes.pop()
    again = app.push("host")
    frames(app, 1)
    assert again.entries["server"].get_text() == address
    app.settings["online_address"] = "club.example.org:8765"
    join = app.push("join")
    frames(app, 1)
    assert join.entries["address"].get_text() == "club.example.org:8765"


def test_an_address_may_be_a_tls_url():
    from cinetable.client.scenes.online import server_url
    assert server_url("club.example.org:443") == "ws://club.example.org:443"
    assert server_url("wss://club.example.org/cinetable") == "wss://club.example.org/cinetable"
