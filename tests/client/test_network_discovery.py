"""The Join screen lists tables found on the local network (issue 22); the browser is a
stand-in (no multicast from GUI tests), the table is real: a server on 127.0.0.1."""
from __future__ import annotations

import threading

import pytest
from net_app_helpers import WAIT_S, create_table, frames_until, host_on_loopback
from shell_helpers import click, frames, until

from cinetable.client.remote_session import RemoteSession
from cinetable.net.discovery import Found


class FakeBrowser:
    def __init__(self, found=()):
        self.found, self.failed = list(found), False
        self.closed = threading.Event()

    def tables(self):
        return list(self.found)

    def close(self):
        self.closed.set()


def _table(hosted, seats):
    return create_table(hosted, "cannes", seats)


@pytest.fixture
def browser(monkeypatch):
    fake = FakeBrowser()
    monkeypatch.setattr("cinetable.client.scenes.online_found.make_browser", lambda: fake)
    return fake


def test_the_join_screen_lists_found_tables_live_and_joins_one(app, hosted, browser):
    code = _table(hosted, ["open", "open", "easy"])
    scene = app.push("join")
    frames(app, 20)
    assert scene.found.buttons == {}                   # nothing found yet: said so
    browser.found.append(Found("Marion", "127.0.0.1", hosted.port, "cannes", code, 2))
    browser.found.append(Found("studio", "127.0.0.1", 9, kind="server"))
    assert until(app, lambda: len(scene.found.buttons) == 2, 120)
    assert scene.found.buttons[0].text == f"Festival de Cannes · {code} · Marion · 2 seats free"
    assert scene.found.buttons[1].text == "Server studio · 127.0.0.1:9"
    browser.found[0] = Found("Marion", "127.0.0.1", hosted.port, "cannes", code, 1)
    assert until(app, lambda: scene.found.buttons[0].text.endswith("· 1 seat free"), 120)
    scene.entries["name"].set_text("Ana")
    click(app, scene.found.buttons[0])
    assert scene.entries["code"].get_text() == code
    assert scene.entries["address"].get_text() == f"127.0.0.1:{hosted.port}"
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    assert isinstance(app.scenes.top.session, RemoteSession)
    assert hosted.server.tables[code].record.seats[0].name == "Ana"
    assert browser.closed.wait(WAIT_S)                      # leaving the screen stops browsing
    app.scenes.pop()


def test_a_found_server_fills_the_address_and_asks_for_the_code(app, browser):
    browser.found.append(Found("studio", "192.168.1.5", 8765, kind="server"))
    scene = app.push("join")
    assert until(app, lambda: scene.found.buttons, 120)
    click(app, scene.found.buttons[0])
    assert scene.entries["address"].get_text() == "192.168.1.5:8765"
    assert scene.client is None and scene.status == app.t("online.need_code")


def test_join_by_address_works_when_discovery_cannot_start(app, hosted, monkeypatch):
    def refuse():
        raise OSError("no multicast here")
    monkeypatch.setattr("cinetable.client.scenes.online_found.make_browser", refuse)
    code = _table(hosted, ["open", "easy", "easy"])
    scene = app.push("join")
    frames(app, 5)
    assert scene.found.failed and scene.found.buttons == {}
    scene.entries["address"].set_text(f"127.0.0.1:{hosted.port}")
    scene.entries["code"].set_text(code)
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    app.scenes.pop()


def test_the_host_screen_says_the_table_is_visible_on_the_network(app, monkeypatch):
    monkeypatch.setenv("CINETABLE_DISCOVERY_INTERFACES", "127.0.0.1")
    scene = app.push("host")
    frames(app, 2)
    said = []
    real = app.fonts.get("body", 20).render
    monkeypatch.setattr(scene.app.fonts, "get", lambda *a, **k: type(
        "F", (), {"render": lambda self, text, *r: (said.append(text), real(text, *r))[1]})())
    frames(app, 1)
    assert app.t("online_found.host_visible") in said
    scene._cycle("network")                            # this machine only: not announced
    said.clear()
    frames(app, 1)
    assert app.t("online_found.host_visible") not in said


def test_hosting_works_when_discovery_cannot_start(app, monkeypatch):
    from cinetable.net import discovery
    monkeypatch.setenv("CINETABLE_DISCOVERY_INTERFACES", "127.0.0.1")   # would announce

    def refuse(*a, **k):
        raise OSError("no multicast here")
    monkeypatch.setattr(discovery, "Advertiser", refuse)
    scene = host_on_loopback(app, monkeypatch)
    try:
        frames_until(app, lambda: app.scenes.top is not scene, "the hosted table to open")
        assert app.scenes.top.session.game_id == "cannes"
        assert app.hosted.server.advertiser is None
        app.scenes.pop()
    finally:
        app.hosted.stop()
