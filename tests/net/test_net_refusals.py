"""What a client may not do is refused with a reason, and the table goes on."""
import json

from cinetable.net.messages import BURST, MessageError, RateLimit, parse_client
from tests.bots.fake_clock import HeldClock
from tests.net.net_helpers import Player, play_until_done, running_server
from tests.wait_helpers import wait_until


def _table(url, players=3, seats=("open", "open", "easy"), game="hollywood"):
    host = Player(url)
    host.client.create(game, players, list(seats))
    code = host.wait_for(lambda m: m["type"] == "created")["table"]
    a, b = Player(url, seed=1), Player(url, seed=2)
    for i, p in enumerate((a, b)):
        p.client.sit(code, ["Ana", "Ben"][i])
        p.wait_for(lambda m: m["type"] == "seated")
    return host, code, a, b


def _refusal(p, code):
    return p.wait_for(lambda m: m["type"] == "refused" and m["code"] == code)


def test_acting_for_another_seat_out_of_turn_or_stale_is_refused(tmp_path):
    with running_server(tmp_path) as (server, url):
        host, code, a, b = _table(url)
        a.wait_for(lambda m: m.get("type") == "update" and m["to_move"] is not None)
        table = server.tables[code]
        # a person's turn (the bot thinks in another process: its turn lasts a moment)
        wait_until(lambda: table.state.current_player() in (0, 1), "a person's turn")
        mover = table.state.current_player()
        me, other = (a, b) if mover == 0 else (b, a)
        # a seat field is no part of "act": a client cannot name another seat
        other.client.send({"type": "act", "action": "place A", "at": table_at(table),
                           "seat": mover})
        assert "seat" in _refusal(other, "unknown_field")["reason"]
        other.client.send({"type": "act", "action": "place A", "at": table_at(table)})
        assert "turn" in _refusal(other, "not_your_turn")["reason"]
        me.client.send({"type": "act", "action": "fly to the moon", "at": table_at(table)})
        assert _refusal(me, "illegal")["reason"]
        at = table_at(table)
        me.pump()
        me.client.act(me.last["legal"][0])
        me.wait_for(lambda m: m.get("type") == "update" and m["at"] > at)
        me.client.send({"type": "act", "action": me.last.get("legal", ["place A"])[0], "at": at})
        _refusal(me, "stale")                  # the old message replayed
        play_until_done([a, b])                # and the table goes on to the end
        assert table.state.is_terminal()


def table_at(table):
    return len(table.record.actions)


def test_garbage_big_frames_and_floods_are_refused_and_the_table_goes_on(tmp_path):
    clock = HeldClock()
    with running_server(tmp_path, clock=clock) as (server, url):
        host, code, a, b = _table(url)
        for junk in ["not json", "[1, 2]", '{"type": "steal"}', '{"type": "act"}',
                     '{"type": "act", "action": 5, "at": 0}', '{"type": "sit", "table": "'
                     + "x" * 500 + '", "name": "a"}', '{"a": NaN}']:
            host.client.send_raw(junk)
        codes = {m["code"] for m in host.wait_count(lambda m: m["type"] == "refused", 7)}
        assert codes == {"not_json", "not_object", "unknown_type", "missing_field", "bad_field"}
        # a 1 MB frame: the transport refuses it and closes that connection
        flooder = Player(url, reconnect=False)
        flooder.client.send_raw(json.dumps({"type": "list", "x": "y" * 1_000_000}))
        flooder.wait_for(lambda m: m.get("type") == "connection" and m["status"] == "closed")
        # 100 messages at once (the host's time held: at once on any machine): past the
        # burst they are refused with a reason
        clock.hold()
        for _ in range(100):
            host.client.list_tables()

        def counted():
            host.pump()
            n = (sum(m["type"] == "tables" for m in host.received),
                 sum(m.get("code") == "rate" for m in host.received))
            return n if sum(n) >= 100 else None
        answered, limited = wait_until(counted, "an answer to each of the 100 messages")
        assert 0 < answered <= BURST and answered + limited == 100
        # binary frames are refused too
        clock.advance(1.1)                     # the bucket refills
        clock.run()
        host.client.send_raw(b"\x00\x01")
        host.wait_count(lambda m: m.get("code") == "binary", 1)
        play_until_done([a, b])
        assert code not in server.tables          # finished: out of memory at once


def test_messages_are_checked_field_by_field():
    assert parse_client('{"type": "act", "action": "place A", "at": 3}')["at"] == 3
    for bad, code in [('{"type": "act", "action": "x\\u0000", "at": 1}', "bad_field"),
                      ('{"type": "act", "action": "x", "at": true}', "bad_field"),
                      ('{"type": "create", "game": "poker", "players": 2, "seats": '
                       '["open", {"a": 1}]}', "bad_field"),
                      ('{"type": "list", "extra": 1}', "unknown_field")]:
        try:
            parse_client(bad)
        except MessageError as e:
            assert e.code == code
        else:
            raise AssertionError(bad)


def test_rate_limit_allows_a_burst_then_the_rate():
    now = [0.0]
    limit = RateLimit(rate=20, burst=20, clock=lambda: now[0])
    assert sum(limit.allow() for _ in range(100)) == 20
    now[0] += 0.5
    assert sum(limit.allow() for _ in range(100)) == 10
