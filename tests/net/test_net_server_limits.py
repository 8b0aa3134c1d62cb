"""A server a club can run (issue 31): private and public tables, tables that come and go,
limits and time-outs on the server's clock. Real sockets on 127.0.0.1."""
import json
import socket
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from cinetable.net.limits import Limits
from cinetable.net.messages import MAX_FRAME
from tests.bots.fake_clock import HeldClock
from tests.net.net_helpers import Player, play_until_done, running_server
from tests.wait_helpers import wait_until


def _made(p: Player, **kw) -> dict:
    """The answer to `p`'s create: "created" or "refused"."""
    p.client.create("hollywood", 3, ["open", "open", "easy"], **kw)
    return p.wait_for(lambda m: m["type"] in ("created", "refused"))


def _created(p: Player, **kw) -> str:
    return _made(p, **kw)["table"]


def _refused(p: Player, code: str) -> dict:
    return p.wait_for(lambda m: m["type"] == "refused" and m["code"] == code)


def _closed(p: Player) -> dict:
    return p.wait_for(lambda m: m.get("type") == "connection" and m["status"] == "closed")


def test_a_private_code_is_never_told_to_another_connection(tmp_path):
    with running_server(tmp_path) as (server, url):
        host = Player(url)
        private = _created(host)
        public = _created(host, public=True)
        stranger = Player(url)
        stranger.client.list_tables()
        listed = stranger.wait_for(lambda m: m["type"] == "tables")
        assert [t["table"] for t in listed["tables"]] == [public]
        assert listed["tables"][0]["open_seats"] == [0, 1] and listed["next"] is None
        stranger.client.watch(public)             # spectators only where allowed
        assert _refused(stranger, "no_spectators")
        assert private not in json.dumps(stranger.received)
        assert len(private) == 10 and private.isalnum()


def test_the_list_comes_in_pages_each_within_the_frame_size(tmp_path):
    with running_server(tmp_path, rate=10_000) as (server, url):
        host = Player(url)
        for i in range(220):
            host.client.create("hollywood", 4, ["open"] * 4, name=f"{i} " + "\U0001F3AC" * 36,
                               public=True)
        host.wait_count(lambda m: m["type"] == "created", 220)
        seen: list[str] = []
        after = None
        with connect(url, max_size=None) as ws:
            for _ in range(50):
                ws.send(json.dumps({"type": "list", **({"after": after} if after else {})}))
                frame = ws.recv()
                assert len(frame.encode()) <= MAX_FRAME
                reply = json.loads(frame)
                seen += [t["table"] for t in reply["tables"]]
                after = reply["next"]
                if after is None:
                    break
        assert sorted(seen) == sorted(server.tables) and len(seen) == 220


def test_empty_tables_close_and_free_their_slots_even_after_a_restart(tmp_path):
    clock = HeldClock()
    clock.hold()
    limits = Limits(max_tables=2, empty_close_s=300, idle_s=10_000)   # the host stays
    with running_server(tmp_path, clock=clock, limits=limits) as (server, url):
        host = Player(url)
        first, second = _created(host), _created(host)
        assert _made(host)["code"] == "server_full"
        sitter = Player(url, seed=1)
        sitter.client.sit(first, "Ana")                # someone seated: it stays
        sitter.wait_for(lambda m: m["type"] == "seated")
        clock.advance(301)
        server.poke()
        wait_until(lambda: second not in server.tables, "the empty table to close")
        assert first in server.tables
        third = _created(host)
        assert third in server.tables
    with running_server(tmp_path, clock=clock, limits=limits) as (server, url):
        # the closed table is not reopened; the other two are, nobody at them yet
        assert set(server.tables) == {first, third} and second in server.on_disk
        clock.advance(301)
        server.poke()
        wait_until(lambda: not server.tables, "the tables nobody came back to, to close")
        assert _created(Player(url)) in server.tables      # free slots after the restart


def test_tables_per_connection_and_per_address_are_limited(tmp_path):
    limits = Limits(tables_per_conn=2, tables_per_address=3, limit_loopback=True)
    with running_server(tmp_path, limits=limits) as (server, url):
        one, two = Player(url), Player(url)
        _created(one), _created(one)
        assert _made(one)["code"] == "too_many_tables"       # per connection
        _created(two)
        assert _made(two)["code"] == "too_many_tables"       # per address
        assert len(server.tables) == 3


def test_connections_per_address_and_in_total_are_limited(tmp_path):
    limits = Limits(conns_per_address=2, limit_loopback=True)
    with running_server(tmp_path, limits=limits) as (server, url):
        a, b = Player(url), Player(url)
        for p in (a, b):
            p.client.list_tables()
            p.wait_for(lambda m: m["type"] == "tables")
        third = Player(url, reconnect=False)
        _closed(third)
        assert server.gate.connections == 2
    with running_server(tmp_path, limits=Limits(conns_total=1)) as (server, url):
        a = Player(url)
        a.client.list_tables()
        a.wait_for(lambda m: m["type"] == "tables")
        _closed(Player(url, reconnect=False))


def test_a_silent_handshake_and_an_idle_connection_time_out_on_the_servers_clock(tmp_path):
    clock = HeldClock()
    clock.hold()
    limits = Limits(handshake_s=10, idle_s=120)
    with running_server(tmp_path, clock=clock, limits=limits) as (server, url):
        raw = socket.create_connection(("127.0.0.1", server.port), timeout=60)
        idle = Player(url, reconnect=False)
        idle.client.list_tables()
        idle.wait_for(lambda m: m["type"] == "tables")
        seated = Player(url, reconnect=False)
        code = _created(seated)
        seated.client.sit(code, "Ana")
        seated.wait_for(lambda m: m["type"] == "seated")
        wait_until(lambda: server.gate.opening, "the raw connection to be counted")
        clock.advance(9)
        server.poke()
        wait_until(lambda: server.gate.connections == 3 and server.gate.opening,
                   "a sweep that leaves what is within its time")
        clock.advance(200)
        server.poke()
        assert raw.recv(100) == b""                    # dropped, never answered
        _closed(idle)
        assert not any(m.get("status") == "closed" for m in seated.pump() + seated.received)
        raw.close()


def test_guessing_codes_is_limited_per_address(tmp_path):
    clock = HeldClock()
    clock.hold()
    with running_server(tmp_path, clock=clock, limits=Limits(limit_loopback=True)) as (
            server, url):
        guesser = Player(url)
        for i in range(12):
            guesser.client.sit(f"AAAAAAAA{i:02d}", "Eve")
        codes = [m["code"] for m in guesser.wait_count(lambda m: m["type"] == "refused", 12)]
        assert codes.count("no_table") == 10 and codes.count("lookup_rate") == 2


def test_a_reader_that_stops_reading_is_dropped_not_buffered(tmp_path):
    with running_server(tmp_path, rate=10_000, limits=Limits(outbox_bytes=64 * 1024)) as (
            server, url):
        host = Player(url)
        for i in range(40):
            host.client.create("hollywood", 4, ["open"] * 4, name="x" * 40, public=True)
        host.wait_count(lambda m: m["type"] == "created", 40)
        with connect(url, max_queue=1, close_timeout=1) as slow:
            try:
                for _ in range(3000):                  # ~15 MB asked, none of it read
                    slow.send('{"type":"list"}')
                    if server.gate.connections == 1:
                        break
            except (OSError, ConnectionClosed):       # dropped while it asked
                pass
            wait_until(lambda: server.gate.connections == 1, "the slow reader to be dropped")


def test_a_finished_table_leaves_memory_and_its_record_goes_after_the_retention(tmp_path):
    clock = HeldClock()
    days = [0.0]
    limits = Limits(keep_finished_days=30, idle_s=10_000)
    with running_server(tmp_path, clock=clock, limits=limits, rate=10_000,
                        wall=lambda: time.time() + days[0] * 86400) as (server, url):
        host = Player(url)
        host.client.create("poker", 2, ["open", "easy"], {"end": "deals1"})
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        ana = Player(url, seed=1)
        ana.client.sit(code, "Ana")
        token = ana.wait_for(lambda m: m["type"] == "seated")["token"]
        play_until_done([ana])
        wait_until(lambda: code not in server.tables, "the finished table to leave memory")
        ana.client.send({"type": "undo_ask"})       # still at it: refused, not dropped
        assert ana.wait_for(lambda m: m["type"] == "refused")["code"]
        assert not any(m.get("status") == "lost" for m in ana.received)
        back = Player(url)                         # the record for replay, read from disk
        back.client.rejoin(code, token)
        assert back.wait_for(lambda m: m["type"] == "record")["table"] == code
        assert code not in server.tables
        days[0] = 29
        assert server.purge() == 0
        days[0] = 31
        assert server.purge() == 1
        assert not list(tmp_path.glob("autosave-*.json")) and code not in server.on_disk
        back.client.rejoin(code, token)
        assert back.wait_for(lambda m: m["type"] == "refused")["code"] == "no_table"


def test_a_closed_table_comes_back_when_a_player_rejoins_with_their_token(tmp_path):
    clock = HeldClock()
    clock.hold()
    limits = Limits(empty_close_s=300, idle_s=10_000)
    with running_server(tmp_path, clock=clock, limits=limits) as (server, url):
        host = Player(url)
        code = _created(host)
        ana = Player(url, seed=1, reconnect=False)
        ana.client.sit(code, "Ana")
        token = ana.wait_for(lambda m: m["type"] == "seated")["token"]
        ana.client.close()
        wait_until(lambda: code in server.empty_since, "Ana's table to be empty")
        clock.advance(301)
        server.poke()
        wait_until(lambda: code not in server.tables, "the empty table to close")
        back = Player(url)
        back.client.rejoin(code, token)
        assert back.wait_for(lambda m: m["type"] == "update")["table"] == code
        assert code in server.tables and code not in server.empty_since


def test_messages_are_compressed_only_when_the_server_is_asked_to(tmp_path):
    """permessage-deflate costs CPU on every message and memory per connection: a server
    negotiates it only with --compression (a host short of bandwidth)."""
    for compression in (False, True):
        with running_server(tmp_path / str(compression), compression=compression) as (_s, url):
            with connect(url) as ws:           # the client offers deflate by default
                agreed = ws.response.headers.get("Sec-WebSocket-Extensions") or ""
                ws.send(json.dumps({"type": "list"}))
                assert json.loads(ws.recv(timeout=10))["type"] == "tables"
            assert ("permessage-deflate" in agreed) is compression
