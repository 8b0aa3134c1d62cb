"""Resuming network tables (issue 22), with real sockets on 127.0.0.1: the host's own seat
token is kept in the saves folder (owner only), so Continue / Load of a hosted game
reopens the table and sits the host back down; a joined player's token, kept by server
address and table code, gives the Join screen a "Rejoin" that takes the same seat."""
from __future__ import annotations

import stat

from net_app_helpers import WAIT_S, create_table, frames_until
from net_app_helpers import await_message as _await
from shell_helpers import click, frames

from cinetable.client.remote_session import RemoteSession
from cinetable.net import seat_tokens
from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK, HostedServer


def test_seat_tokens_are_owner_only_and_bounded(tmp_path):
    for i in range(seat_tokens.KEEP + 3):
        seat_tokens.remember(tmp_path, seat_tokens.join_key("ws://h:1", f"C{i}"), f"C{i}", "t")
    path = tmp_path / seat_tokens.FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    kept = seat_tokens.load(tmp_path)
    assert len(kept) == seat_tokens.KEEP and seat_tokens.join_key("ws://h:1", "C0") not in kept
    assert seat_tokens.latest_joined(tmp_path)[1]["table"] == f"C{seat_tokens.KEEP + 2}"
    path.write_text("{damaged")
    assert seat_tokens.load(tmp_path) == {}


def test_continue_reopens_a_hosted_table_for_the_same_host_seat(app, monkeypatch):
    monkeypatch.setattr(HostedServer.start, "__defaults__", (LOOPBACK, 0, WAIT_S))
    monkeypatch.setattr("cinetable.client.hosted_resume.FIRST_UPDATE_S", WAIT_S)
    scene = app.push("host")
    frames(app, 2)
    scene._cycle("network")                              # this machine only
    scene.entries["name"].set_text("Ana")
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    session = app.scenes.top.session
    code = session.table_code
    bo = NetClient(app.hosted.url())
    bo.sit(code, "Bo")
    bo_token = _await(bo, lambda m: m.get("type") == "seated")["token"]
    bo.close()
    held = seat_tokens.find(app.saves_dir, seat_tokens.host_key(code))
    assert held and held["network"] == "machine"
    assert stat.S_IMODE((app.saves_dir / seat_tokens.FILE).stat().st_mode) == 0o600
    assert bo_token not in (app.saves_dir / seat_tokens.FILE).read_text()   # only its own
    record_id = app.hosted.server.tables[code].record.id
    app.scenes.pop()
    app.hosted.stop()                                    # the app closes...
    app.hosted = None
    autosave = app.saves_dir / f"autosave-{record_id}.json"
    assert autosave.exists()
    from cinetable.client.scenes.launch import resume  # ...and Continue on restart
    try:
        assert resume(app, autosave)
        table = app.scenes.top
        assert isinstance(table.session, RemoteSession)
        assert table.session.table_code == code and table.session.human_seat == 0
        assert table.session.seats[0].name == "Ana"
        # Bo comes back with his own token, to the same seat
        bo = NetClient(app.hosted.url())
        bo.rejoin(code, bo_token)
        assert _await(bo, lambda m: m.get("type") == "seated")["seat"] == 1
        bo.close()
        app.scenes.pop()
    finally:
        app.hosted.stop()


def test_the_join_screen_rejoins_the_seat_this_machine_held(app, hosted):
    code = create_table(hosted, "cannes", ["open", "open", "easy"])
    scene = app.push("join")
    frames(app, 2)
    assert "rejoin" not in scene.buttons
    scene.entries["address"].set_text(f"127.0.0.1:{hosted.port}")
    scene.entries["code"].set_text(code)
    scene.entries["name"].set_text("Ana")
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    app.scenes.pop()                                      # left (or the app closed)
    app.scenes.pop()
    scene = app.push("join")
    frames(app, 2)
    click(app, scene.buttons["rejoin"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    session = app.scenes.top.session
    assert session.human_seat == 0 and session.seats[0].name == "Ana"
    table = hosted.server.tables[code]
    assert table.token_hashes[1] is None                 # no second seat was taken
    app.scenes.pop()
