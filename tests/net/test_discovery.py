"""Tables found on the local network (issue 22): net/discovery.py. The zeroconf round trip
binds to 127.0.0.1 only (CINETABLE_DISCOVERY_INTERFACES): nothing leaves this machine.
The listing logic and the server's announcements are tested with zeroconf replaced."""
from __future__ import annotations

import pytest
from net_helpers import running_server

from cinetable.net import discovery
from cinetable.net.client import NetClient
from cinetable.net.discovery import Advertiser, Browser, Found, found_from
from tests.wait_helpers import WAIT_S, await_message, wait_until


def _until(pred):
    return wait_until(pred, "the announcement to be seen")


@pytest.fixture
def loopback(monkeypatch):
    monkeypatch.setenv(discovery.ENV, "127.0.0.1")


def test_an_announced_table_is_found_and_goes_when_withdrawn(loopback):
    advertiser = Advertiser()
    browser = Browser()
    try:
        advertiser.table("K7QM2", "cannes", "Marion", 2, 8765)
        assert _until(lambda: browser.tables() or browser.failed or advertiser.failed)
        if browser.failed or advertiser.failed:
            pytest.skip("no multicast on the loopback interface here")
        assert browser.tables() == [Found("Marion", "127.0.0.1", 8765, "cannes", "K7QM2", 2)]
        advertiser.table("K7QM2", "cannes", "Marion", 1, 8765)      # a seat taken
        assert _until(lambda: [f.free for f in browser.tables()] == [1])
        advertiser.table("K7QM2", "cannes", "Marion", 0, 8765)      # full: withdrawn
        assert _until(lambda: browser.tables() == [])
    finally:
        browser.close(WAIT_S)
        advertiser.close(WAIT_S)
    assert not advertiser._thread.is_alive() and not browser._thread.is_alive()


def test_announcements_are_checked_before_they_are_listed():
    ok = found_from("10.0.0.5", 8765, {b"kind": b"table", b"code": b"k7qm2", b"game": b"cannes",
                                       b"host": b"Marion", b"free": b"2"})
    assert ok == Found("Marion", "10.0.0.5", 8765, "cannes", "K7QM2", 2)
    assert found_from("10.0.0.5", 8765, {b"code": b"../../x"}) is None       # not a code
    assert found_from("10.0.0.5", 0, {b"code": b"K7QM2"}) is None             # no port
    assert found_from("10.0.0.5", 8765, {b"kind": b"printer"}) is None
    assert found_from("10.0.0.5", 8765, {b"code": b"K7QM2", b"free": b"lots"}).free == 0
    assert found_from("10.0.0.5", 8765, {b"code": b"K7QM2", b"free": b"100000"}).free == 99
    long = found_from("10.0.0.5", 8765, {b"code": b"K7QM2", b"host": b"\x00A" * 500})
    assert len(long.name) <= 40 and "\x00" not in long.name
    server = found_from("10.0.0.5", 8765, {b"kind": b"server", b"host": b"studio"})
    assert server.kind == "server" and server.code == "" and server.host_port == "10.0.0.5:8765"


def test_the_interfaces_setting(monkeypatch):
    monkeypatch.delenv(discovery.ENV, raising=False)
    assert discovery.interfaces() == "all"
    assert discovery.worth_announcing("0.0.0.0")
    assert not discovery.worth_announcing("127.0.0.1")       # nobody else could join it
    monkeypatch.setenv(discovery.ENV, "127.0.0.1")
    assert discovery.interfaces() == ["127.0.0.1"] and discovery.worth_announcing("127.0.0.1")
    monkeypatch.setenv(discovery.ENV, "off")
    assert discovery.interfaces() is None and not discovery.worth_announcing("0.0.0.0")


def _broken():
    raise OSError("no multicast here")


def test_discovery_that_cannot_start_is_quiet():
    advertiser, browser = Advertiser(_broken), Browser(_broken)
    advertiser.table("K7QM2", "cannes", "Marion", 2, 8765)       # no error for the caller
    assert _until(lambda: advertiser.failed and browser.failed)
    assert browser.tables() == []
    advertiser.close(WAIT_S)
    browser.close(WAIT_S)
    assert not advertiser._thread.is_alive() and not browser._thread.is_alive()


class Recorder:
    def __init__(self):
        self.calls, self.closed = [], False

    def table(self, code, game, host, free, port):
        self.calls.append((code, game, host, free, port))

    def close(self):
        self.closed = True


def _await(client, kind):
    return await_message(client, lambda m: m.get("type") == kind)


def test_a_server_announces_a_table_once_its_host_sits_until_it_is_full(tmp_path):
    recorder = Recorder()
    with running_server(tmp_path, advertiser=recorder) as (server, url):
        host = NetClient(url)
        host.create("cannes", 3, ["open", "open", "easy"])
        code = _await(host, "created")["table"]
        assert recorder.calls == []                   # nobody to name it after yet
        host.sit(code, "Marion")
        _await(host, "seated")
        assert _until(lambda: recorder.calls == [(code, "cannes", "Marion", 1, server.port)])
        guest = NetClient(url)
        guest.sit(code, "Ana")
        _await(guest, "seated")
        assert _until(lambda: recorder.calls[-1] == (code, "cannes", "Marion", 0, server.port))
        host.close()
        guest.close()
    assert recorder.closed                            # the server's stop says goodbye


def test_hosting_goes_on_when_discovery_fails_to_start(tmp_path, monkeypatch):
    from cinetable.net.in_process import LOOPBACK, HostedServer
    monkeypatch.setenv(discovery.ENV, "127.0.0.1")

    def refuse(*a, **k):
        raise RuntimeError("zeroconf is broken")
    monkeypatch.setattr(discovery, "Advertiser", refuse)
    hosted = HostedServer(tmp_path)
    try:
        assert hosted.start(LOOPBACK, 0) > 0 and hosted.server.advertiser is None
        client = NetClient(hosted.url())
        client.list_tables()
        assert _await(client, "tables")["tables"] == []
        client.close()
    finally:
        hosted.stop()
