"""A damaged `.seat-tokens.json` (its "seats" not an object) is damage like any other: the
seats are forgotten, the file is set aside, and the player is told, through the real Join
screen and Continue of a hosted table (it failed with "Something went wrong" each time)."""
from __future__ import annotations

import json

import pytest
from net_app_helpers import await_message as _await
from shell_helpers import click, frames, names, until

from cinetable.net import seat_tokens
from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK, HostedServer

BAD_SEATS = ["seats", ["x", "y"], None, 7]


def _damage(folder, seats) -> None:
    (folder / seat_tokens.FILE).write_text(json.dumps({"format": 1, "seats": seats}))


@pytest.mark.parametrize("seats", BAD_SEATS)
def test_a_damaged_seat_file_is_forgotten_and_set_aside(tmp_path, seats):
    _damage(tmp_path, seats)
    assert seat_tokens.load(tmp_path) == {}
    aside = seat_tokens.forgotten(tmp_path)
    assert aside and aside.startswith(seat_tokens.FILE + ".damaged-") and (tmp_path / aside).exists()
    assert seat_tokens.forgotten(tmp_path) is None            # said once
    seat_tokens.remember(tmp_path, seat_tokens.host_key("ABCD"), "ABCD", "t")
    assert seat_tokens.find(tmp_path, seat_tokens.host_key("ABCD"))["token"] == "t"


@pytest.mark.parametrize("seats", BAD_SEATS)
def test_the_join_screen_opens_and_says_the_seats_were_forgotten(app, seats):
    _damage(app.saves_dir, seats)
    scene = app.push("join")
    frames(app, 2)
    assert names(app)[-1] == "online" and "rejoin" not in scene.buttons
    assert scene.status == app.t("online.seats_forgotten_short") and scene.status_bad
    assert not app.recovered


def test_continue_of_a_hosted_table_with_a_damaged_seat_file_goes_on_and_says_so(
        app, monkeypatch):
    monkeypatch.setattr(HostedServer.start, "__defaults__", (LOOPBACK, 0, 10.0))
    scene = app.push("host")
    frames(app, 2)
    scene._cycle("network")                              # this machine only
    click(app, scene.buttons["go"])
    assert until(app, lambda: app.scenes.top is not scene, 2000)
    code = app.scenes.top.session.table_code
    bo = NetClient(app.hosted.url())
    bo.sit(code, "Bo")
    _await(bo, lambda m: m.get("type") == "seated")
    bo.close()
    record_id = app.hosted.server.tables[code].record.id
    app.scenes.pop()
    app.hosted.stop()
    app.hosted = None
    _damage(app.saves_dir, "damaged")
    from cinetable.client.scenes.launch import resume
    assert resume(app, app.saves_dir / f"autosave-{record_id}.json")
    assert names(app)[-2:] == ["table", "dialog"]
    dialog = app.scenes.top
    assert dialog.title == app.t("online.seats_forgotten_title")
    assert ".seat-tokens.json.damaged-" in dialog.text
    frames(app, 2)
    assert not app.recovered
