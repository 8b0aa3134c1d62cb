"""Replay and review for every player after a network game (issue 22): the host sends the
whole record (seed, actions, every secret) as a "record" message only once the game is
over, to every seat and spectator, and at once to whoever comes to a finished table. The
client checks it like a save file (net/messages.py parse_record). Real sockets on
127.0.0.1."""
import pytest

from cinetable.net.messages import MessageError, parse_record
from tests.net.net_helpers import Player, play_until_done, running_server


def _is_record(m):
    return m.get("type") == "record"


def _record_of(p):
    """The record message `p` received (perhaps already pumped), or the one to come."""
    return next(filter(_is_record, p.received), None) or p.wait_for(_is_record)


def test_a_joined_player_gets_the_record_only_after_the_end(tmp_path):
    with running_server(tmp_path, rate=10_000) as (server, url):
        maker = Player(url)
        maker.client.create("poker", 3, ["open", "open", "easy"], {"end": "deals1"},
                            spectators=True)
        code = maker.wait_for(lambda m: m["type"] == "created")["table"]
        players = [Player(url, seed=i) for i in range(2)]
        for i, p in enumerate(players):
            p.client.sit(code, f"P{i}")
            p.wait_for(lambda m: m["type"] == "seated")
        watcher = Player(url)
        watcher.client.watch(code)
        table = server.tables[code]
        early = []                                   # a record before that seat's end

        def look():
            early.extend(p for p in players if not p.finished
                         and any(map(_is_record, p.received)))
            return False
        play_until_done(players, stop=look)
        assert not early
        for p in [*players, watcher]:
            msg = _record_of(p)
            end = next(k for k, m in enumerate(p.received) if m.get("finished"))
            assert p.received.index(msg) > end       # after the last update, not before
            record, state = parse_record(msg)
            assert msg["table"] == code and state.is_terminal()
            assert record.actions == table.record.actions and record.seed == table.record.seed
            assert [s.name for s in record.seats][:2] == ["P0", "P1"]
        late = Player(url)                           # to a finished table: at once
        late.client.watch(code)
        assert parse_record(_record_of(late))[0].id == table.record.id
        for p in [*players, watcher, late, maker]:
            assert sum(map(_is_record, p.received)) <= 1
            p.client.close()


def test_a_record_that_does_not_replay_to_an_end_is_refused(tmp_path):
    with running_server(tmp_path) as (server, url):
        maker = Player(url)
        maker.client.create("poker", 2, ["open", "easy"], {"end": "deals1"})
        code = maker.wait_for(lambda m: m["type"] == "created")["table"]
        going = server.tables[code].record.to_dict()
        maker.client.close()
    with pytest.raises(MessageError) as e:          # a game still going: no record yet
        parse_record({"type": "record", "table": code, "record": going})
    assert e.value.code == "not_over"
    bad = dict(going, actions=["no such move"])
    with pytest.raises(MessageError) as e:
        parse_record({"type": "record", "table": code, "record": bad})
    assert e.value.code == "bad_record"
    for msg in ({"type": "record", "table": code}, {"type": "record", "table": 5, "record": {}},
                {"type": "record", "table": code, "record": going, "extra": 1}):
        with pytest.raises(MessageError):
            parse_record(msg)


class StalledSaver:
    """The host's saver with its background writes never done (a busy disk): only what
    is written at once (write_now) reaches the file."""

    def __init__(self):
        import threading

        from cinetable.net.saver import Saver
        self.real = Saver.__new__(Saver)              # its state, without its thread
        self.real._jobs, self.real._cv = {}, threading.Condition()
        self.real._busy, self.real._current = False, None

    def submit(self, path, data):
        self.real._jobs[path] = data                  # queued, never written

    def write_now(self, path, data):
        self.real.write_now(path, data)

    def flush(self, timeout=10.0):
        return True


def test_a_late_watcher_of_a_table_just_finished_gets_its_end_even_if_autosaves_lag(tmp_path):
    """A finished table leaves memory at once and is read back from disk for whoever
    comes later: its last state is written before it leaves, not queued behind the
    other tables' autosaves (a queued write showed a finished game as unfinished)."""
    with running_server(tmp_path, rate=10_000) as (server, url):
        server.saver = StalledSaver()
        maker = Player(url)
        maker.client.create("poker", 2, ["open", "easy"], {"end": "deals1"}, spectators=True)
        code = maker.wait_for(lambda m: m["type"] == "created")["table"]
        player = Player(url, seed=3)
        player.client.sit(code, "P0")
        player.wait_for(lambda m: m["type"] == "seated")
        table = server.tables[code]
        play_until_done([player])
        _record_of(player)
        late = Player(url)
        late.client.watch(code)
        record, state = parse_record(_record_of(late))
        assert state.is_terminal() and record.actions == table.record.actions
        for p in (player, late, maker):
            p.client.close()
