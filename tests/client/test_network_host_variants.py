"""Issue 27 §3: New game's Host online keeps the variants chosen there (a one-deal poker
table stays one deal, not "30 points to win"), and the Host screen says which they are.
Real sockets on 127.0.0.1."""
from __future__ import annotations

from net_app_helpers import WAIT_S, frames_until
from shell_helpers import click, frames

from cinetable.net.in_process import LOOPBACK, HostedServer


def test_host_online_from_new_game_opens_the_table_with_its_variants(app, monkeypatch):
    new_game = app.push("new_game")
    frames(app, 2)
    new_game._set_game("poker")
    new_game.options["end"] = "deals1"
    new_game.allow_undo = True
    frames(app, 1)
    click(app, new_game.host_button)
    host = app.scenes.top
    assert host.name == "online" and host.mode == "host"
    assert app.t("online.variant", label=app.t("options.poker.end.label"),
                 value=app.t("options.poker.end.choices.deals1")) in host.variant_lines()
    assert host.choice["undo"] == 1                   # New game's undo choice too
    host._cycle("network")                            # this machine only (loopback)
    monkeypatch.setattr(HostedServer.start, "__defaults__", (LOOPBACK, 0, WAIT_S))
    click(app, host.buttons["go"])
    try:
        frames_until(app, lambda: app.scenes.top is not host, "the hosted table to open")
        session = app.scenes.top.session
        record = app.hosted.server.tables[session.table_code].record
        assert record.options["end"] == "deals1" and record.allow_undo
        assert session.game.options["end"] == "deals1"
        app.scenes.pop()
    finally:
        app.hosted.stop()


def test_another_game_at_the_host_screen_takes_its_own_default_variants(app):
    host = app.push("host", game="poker", players=4, options={"end": "deals1"})
    frames(app, 2)
    assert any(app.t("options.poker.end.choices.deals1") in line
               for line in host.variant_lines())
    host._cycle("game")                               # poker → 1947: no poker variant
    assert host.options == {}
