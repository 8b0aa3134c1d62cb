"""Several `cinetable serve` processes sharing one club through a real redis-server on
127.0.0.1 (net/cluster.py): one lobby from any process, a join sent on to the table's
process, and a process killed mid-game whose tables the others reopen from Redis, the
players coming back with their tokens and finishing with every move they had kept."""
from __future__ import annotations

import asyncio
import json
import sys

import pytest

from cinetable.net.client import MAX_HOPS
from cinetable.net.messages import MessageError, parse_elsewhere
from cinetable.net.redis_records import Records
from cinetable.persistence.records import GameRecord
from tests.net.net_helpers import Player, play_until_done
from tests.net.redis_helpers import owners, redis_server, serve_processes, wait_owned_elsewhere
from tests.wait_helpers import polling

GAME = "hollywood1947"                # two seats: a person and a fast bot, ~100 actions


class Recording(Player):
    """A Player that notes each action it sends with the record length it answers."""

    def __init__(self, url: str, seed: int = 0, **kw):
        super().__init__(url, seed, **kw)
        self.sent: list[tuple[int, str]] = []
        act = self.client.act

        def noted(action):
            self.sent.append((self.client.at, str(action)))
            act(action)
        self.client.act = noted  # type: ignore[method-assign]

    def kept(self) -> list[tuple[int, str]]:
        """What the host acknowledged: actions answered by an update past them."""
        top = max((u["at"] for u in self.updates()), default=0)
        return [(at, a) for at, a in self.sent if at < top]

    def record(self) -> GameRecord:
        got = self.wait_count(lambda m: m["type"] == "record", 1)[-1]
        return GameRecord.from_dict(got["record"])


def _play_moves(players, count: int) -> None:
    """Each player plays until it has sent `count` actions, then waits (mid-game)."""
    for _ in polling(f"{count} moves at each table"):
        for p in players:
            p.pump()
            if len(p.sent) < count:
                p.play_turn()
        if all(len(p.sent) >= count for p in players):
            return


def _make_tables(url: str, count: int) -> list[str]:
    maker = Player(url)
    try:
        for _ in range(count):
            maker.client.create(GAME, 2, ["open", "easy"], public=True)
        return [m["table"] for m in maker.wait_count(lambda m: m["type"] == "created", count)]
    finally:
        maker.client.close()


def _same_lobby_everywhere(urls: list[str], codes: list[str]) -> None:
    """Every process lists the same tables, entry for entry (asked again while a bot
    still plays its opening moves between two answers)."""
    listers = [Player(url) for url in urls]
    try:
        for _ in polling("the same lobby from every process", pause=0.1):  # within its rate
            lobbies = []
            for p in listers:
                p.client.list_tables()
                lobbies.append(p.wait_for(lambda m: m["type"] == "tables")["tables"])
            assert [sorted(t["table"] for t in lobby) for lobby in lobbies] == [codes] * 3
            if lobbies[0] == lobbies[1] == lobbies[2]:
                return
    finally:
        for p in listers:
            p.client.close()


def _lobby(url: str) -> list[dict]:
    p = Player(url)
    try:
        p.client.list_tables()
        return p.wait_for(lambda m: m["type"] == "tables")["tables"]
    finally:
        p.client.close()


def test_three_servers_one_lobby_and_a_killed_servers_games_finish_on_the_others(tmp_path):
    with redis_server() as redis_url, serve_processes(tmp_path, redis_url, 3) as procs:
        urls = [p.url for p in procs]
        made = {i: _make_tables(url, 2) for i, url in enumerate(urls)}
        codes = sorted(c for cs in made.values() for c in cs)
        _same_lobby_everywhere(urls, codes)

        players: list[Recording] = []
        try:
            for i, url in enumerate(urls):
                for k, code in enumerate(made[i]):
                    wrong = urls[(i + 1) % 3]      # asked at the wrong process...
                    p = Recording(wrong, seed=10 * i + k, servers=urls)
                    players.append(p)
                    p.client.sit(code, f"Ann{i}{k}")
                    assert p.wait_for(lambda m: m["type"] == "seated")["table"] == code
                    assert p.client.url == url       # ...and sent on to the right one
            _play_moves(players, 3)
            assert not any(p.finished for p in players)
            dead = set(owners(redis_url, made[0]).values())
            assert len(dead) == 1 and None not in dead
            before = {id(p): list(p.kept()) for p in players}
            procs[0].kill()                          # mid-game, no goodbye
            after = wait_owned_elsewhere(redis_url, made[0], dead.pop())
            assert None not in after.values()
            play_until_done(players)
            for p in players:
                record = p.record()
                assert len(record.actions) > max(at for at, _ in p.sent)
                sent_at: dict[int, set[str]] = {}
                for at, action in p.sent:
                    sent_at.setdefault(at, set()).add(action)
                for at, _action in p.kept():
                    assert record.actions[at] in sent_at[at], (p.client.table, at)
                for at, action in before[id(p)]:     # what the killed host had answered
                    if len(sent_at[at]) == 1:           # (not sent again after a drop)
                        assert record.actions[at] == action, (p.client.table, at)
            assert len(_lobby(urls[1])) == 0          # finished: nothing left to join
        finally:
            for p in players:
                p.client.close()


@pytest.mark.parametrize("msg", [
    {"type": "elsewhere", "table": "K7QM2X8HJT", "url": "http://evil.example/"},
    {"type": "elsewhere", "table": "K7QM2X8HJT"},
    {"type": "elsewhere", "table": "K7QM2X8HJT", "url": "ws://a b"},
    {"type": "elsewhere", "table": "K7QM2X8HJT", "url": "ws://h:1", "extra": 1},
])
def test_an_elsewhere_message_names_only_a_websocket_address(msg):
    with pytest.raises(MessageError):
        parse_elsewhere(msg)


def test_an_elsewhere_message_with_a_websocket_address_is_followed():
    msg = {"type": "elsewhere", "table": "K7QM2X8HJT", "url": "wss://club.example:8765"}
    assert parse_elsewhere(msg) == "wss://club.example:8765"


def test_serve_with_redis_but_without_the_library_says_what_to_install(monkeypatch, capsys,
                                                                        tmp_path):
    from cinetable.net.serve_cli import main
    monkeypatch.setitem(sys.modules, "redis", None)             # as in the packaged build
    monkeypatch.setitem(sys.modules, "redis.asyncio", None)
    assert main(["--redis", "redis://127.0.0.1:1/0", "--saves", str(tmp_path)]) == 1
    assert "pip install 'cinetable[server]'" in capsys.readouterr().err


def test_one_survivor_claims_a_dead_processs_table_and_the_old_owner_can_no_longer_write():
    import redis.asyncio

    async def run(url: str) -> None:
        r = redis.asyncio.from_url(url, decode_responses=True)
        dead, b, c = Records(r, "dead"), Records(r, "b"), Records(r, "c")
        try:
            await dead.present("ws://127.0.0.1:1", 60)
            assert await dead.claim_new("K7QM2X8HJT")
            assert not await b.claim_new("K7QM2X8HJT")
            assert await dead.write("K7QM2X8HJT", 0, ["job 3"], {"n": 1}, None)
            assert not await b.claim("K7QM2X8HJT", "dead")      # still alive: not taken
            await dead.leave()
            wins = await asyncio.gather(b.claim("K7QM2X8HJT", "dead"),
                                        c.claim("K7QM2X8HJT", "dead"))
            assert sorted(wins) == [False, True]
            assert not await dead.write("K7QM2X8HJT", 1, ["job 5"], {"n": 2}, None)
            winner = b if wins[0] else c
            assert await winner.owned(winner.pid) == ["K7QM2X8HJT"]
            assert await dead.owned("dead") == []
            assert await winner.write("K7QM2X8HJT", 1, ["job 6"], {"n": 3}, None)
            assert await winner.read("K7QM2X8HJT") == ({"n": 3}, ["job 3", "job 6"])
        finally:
            await r.aclose()

    with redis_server() as url:
        asyncio.run(run(url))


def test_a_short_bench_on_two_servers_sharing_redis_reports_the_same_figures(capsys):
    from cinetable.cli import main
    with redis_server() as url:
        assert main(["bench", "--net", "--tables", "2", "--seconds", "3", "--servers", "2",
                               "--redis", url, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["servers"] == 2 and out["tables"] == 2 and out["tables_not_created"] == 0
    assert out["player_actions"] > 0 and out["clients_failed"] == 0
    assert out["updates_lost_or_out_of_order"] == 0
    assert {"latency_ms_p50", "latency_ms_p95", "latency_ms_p99", "actions_per_s",
            "server_cpu_cores", "server_rss_mb_end"} <= set(out)


def test_serve_with_a_redis_nobody_answers_says_so_and_stops(capsys, tmp_path):
    from cinetable.net.serve_cli import main
    from tests.net.redis_helpers import free_port
    assert main(["--redis", f"redis://127.0.0.1:{free_port()}/0", "--port", "0",
                 "--saves", str(tmp_path)]) == 1
    assert "cannot reach Redis" in capsys.readouterr().err


def test_a_client_sent_elsewhere_in_a_loop_stops_following_after_a_few_hops():
    import threading

    from websockets.asyncio.server import serve

    asks: list[str] = []
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    where: dict[str, str] = {}

    async def answer(ws):
        async for frame in ws:
            asks.append(json.loads(frame)["type"])
            await ws.send(json.dumps({"type": "elsewhere", "table": "K7QM2X8HJT",
                                      "url": where["url"]}))

    stop = asyncio.Event()

    async def main():
        async with serve(answer, "127.0.0.1", 0) as server:
            where["url"] = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
            ready.set()
            await stop.wait()

    thread = threading.Thread(target=lambda: loop.run_until_complete(main()), daemon=True)
    thread.start()
    assert ready.wait(10)
    p = Player(where["url"])
    try:
        p.client.sit("K7QM2X8HJT", "Ann")
        told = p.wait_for(lambda m: m["type"] == "elsewhere")       # given up, passed on
        assert told["url"] == where["url"]
        assert asks == ["sit"] * (1 + MAX_HOPS)
    finally:
        p.client.close()
        loop.call_soon_threadsafe(stop.set)
        thread.join(10)
