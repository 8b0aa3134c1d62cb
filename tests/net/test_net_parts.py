"""A message too big for one frame (a long game's catch-up, a whole record) goes as
"part" frames within the documented size, and the client joins them; hostile parts are
dropped without growing memory. Real sockets on 127.0.0.1 for the catch-up."""
import json
import random

from websockets.sync.client import connect

from cinetable.engine import CHANCE, sample_chance
from cinetable.net.messages import MAX_FRAME, PART_CHARS, Parts, encode, frames
from cinetable.net.table import Table
from cinetable.persistence.atomic import write_json_atomic
from tests.net.net_helpers import Player, running_server


def test_a_small_message_is_one_frame_and_a_big_one_comes_back_whole():
    small = {"type": "update", "events": ["x"] * 10}
    assert frames(small) == [encode(small)]
    big = {"type": "update", "events": [{"text": "é\"\\\u2028" * 40, "i": i} for i in range(900)]}
    parts = frames(big)
    assert len(parts) > 1
    assert all(len(f.encode("utf-8")) <= MAX_FRAME for f in parts)
    joined = Parts()
    got = [joined.add(json.loads(f)) for f in parts]
    assert got[:-1] == [None] * (len(parts) - 1) and got[-1] == big


def test_hostile_parts_are_dropped_and_never_grow_past_the_limit():
    joined = Parts(limit=4 * PART_CHARS)
    assert joined.add({"type": "part", "i": 1, "of": 2, "data": "x"}) is None   # no start
    assert joined.pieces == []
    assert joined.add({"type": "part", "i": 0, "of": 10**9, "data": "x"}) is None
    assert joined.pieces == []                                              # too many
    joined.add({"type": "part", "i": 0, "of": 3, "data": "{"})
    assert joined.add({"type": "part", "i": 2, "of": 3, "data": "}"}) is None  # a gap
    assert joined.pieces == []
    joined.add({"type": "part", "i": 0, "of": 2, "data": '{"type":"part"'})
    assert joined.add({"type": "part", "i": 1, "of": 2, "data": "}"}) is None  # no nesting
    joined.add({"type": "part", "i": 0, "of": 2, "data": "[1,"})
    assert joined.add({"type": "part", "i": 1, "of": 2, "data": "2]"}) is None  # an object
    for i in range(4):
        joined.add({"type": "part", "i": i, "of": 5, "data": "y" * PART_CHARS})
    assert joined.add({"type": "part", "i": 4, "of": 5, "data": "y"}) is None
    assert joined.pieces == [] and joined.size == 0


def _long_poker_table(folder) -> Table:
    """An 8-player poker table 1,500 actions in, on disk for the server to reopen."""
    table = Table.create("K7QM2X8HJT", "poker", 8, {}, ["open"] * 8, folder, spectators=True)
    rng = random.Random(3)
    while len(table.record.actions) < 1500 and not table.state.is_terminal():
        s = table.state
        table.apply(sample_chance(s, rng) if s.current_player() == CHANCE
                    else rng.choice(s.legal_actions()))
    write_json_atomic(table.autosave_path, table.record.to_dict())
    table.save_side()
    return table


def test_a_long_games_catch_up_comes_in_frames_within_the_size(tmp_path):
    table = _long_poker_table(tmp_path)
    whole = table.update_for(None, 0)
    assert len(encode(whole).encode()) > MAX_FRAME              # the case in question
    with running_server(tmp_path) as (server, url):
        assert table.code in server.tables
        with connect(url, max_size=MAX_FRAME) as ws:            # a bigger frame would fail
            ws.send(json.dumps({"type": "watch", "table": table.code}))
            joined, msg = Parts(), None
            while msg is None or msg.get("type") != "update":
                frame = ws.recv(timeout=60)
                assert len(frame.encode()) <= MAX_FRAME
                msg = json.loads(frame)
                if msg["type"] == "part":
                    msg = joined.add(msg)
        # the host dealt on (chance moves) after reopening: the story so far comes first
        n = len(whole["events"])
        assert msg["events"][:n] == whole["events"] and msg["seen"] == len(msg["events"])
        watcher = Player(url)                                   # the app's client joins too
        watcher.client.watch(table.code)
        got = watcher.wait_for(lambda m: m.get("type") == "update")
        assert got["events"][:n] == whole["events"] and got["seen"] == len(got["events"])
