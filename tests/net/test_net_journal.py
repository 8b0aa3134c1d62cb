"""The host's autosave journal (net/journal.py): an action appends one line instead of
rewriting the whole record; a reopened table is its autosave with the journal's newer
lines played on; a finished table's autosave is the whole record, as before."""
from __future__ import annotations

import json
import random

from cinetable.engine import CHANCE, sample_chance
from cinetable.net.journal import CHECKPOINT_EVERY, Journal, journal_path, load_journaled
from cinetable.net.table import Table
from cinetable.persistence.atomic import write_json_atomic
from cinetable.persistence.saves import load_record, read_save_dict
from tests.net.net_helpers import Player, play_until_done, running_server


def _journaled_table(folder, game="poker", players=3) -> tuple[Table, Journal, list]:
    """A table whose changes go to a journal, its autosave written at its start only;
    the checkpoints the journal asked for are listed, not written."""
    table = Table.create("K7QM2X8HJT", game, players, {}, ["open"] * players, folder)
    write_json_atomic(table.autosave_path, table.record.to_dict())
    journal, due = Journal(sync_s=0.0), []

    def changed(t, entry):
        if journal.change(t.autosave_path, t.record, entry):
            due.append(len(t.record.actions))
            journal.checkpointed(t.autosave_path)
    table.on_change = changed
    return table, journal, due


def _play(table: Table, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        s = table.state
        if s.is_terminal():
            return
        table.apply(sample_chance(s, rng) if s.current_player() == CHANCE
                    else rng.choice(s.legal_actions()))


def test_a_reopened_table_holds_its_autosave_and_the_journal_lines_after_it(tmp_path):
    table, _journal, due = _journaled_table(tmp_path)
    _play(table, 40)
    assert not due                                   # no full save asked for yet
    assert load_record(table.autosave_path).actions == []   # the autosave is the start
    again = Table.reopen(table.side_path)
    assert again.record.actions == table.record.actions
    assert again.state.observation(0) == table.state.observation(0)


def test_lines_the_autosave_already_holds_are_not_played_twice(tmp_path):
    table, _journal, _ = _journaled_table(tmp_path)
    _play(table, 30)
    write_json_atomic(table.autosave_path, table.record.to_dict())   # a checkpoint
    _play(table, 10, seed=4)
    assert Table.reopen(table.side_path).record.actions == table.record.actions


def test_an_undo_in_the_journal_takes_the_moves_back_on_a_reopen(tmp_path):
    table, _journal, due = _journaled_table(tmp_path)
    _play(table, 30)
    table.rewind(20)
    assert due == [20]                # an undo asks for a full autosave at once
    _play(table, 5, seed=9)
    record = load_journaled(table.autosave_path)
    assert record.actions == table.record.actions and record.undos == table.record.undos


def test_a_torn_last_line_is_left_out(tmp_path):
    table, _journal, _ = _journaled_table(tmp_path)
    _play(table, 12)
    with open(journal_path(table.autosave_path), "ab") as f:
        f.write(b'{"s": 13, "a": "fo')             # killed half way through a write
    assert load_journaled(table.autosave_path).actions == table.record.actions


def test_a_full_autosave_is_asked_for_every_checkpoint_not_every_action(tmp_path):
    table, _journal, due = _journaled_table(tmp_path, players=8)
    _play(table, 2 * CHECKPOINT_EVERY + 5)
    assert due == [CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]


class CountingSaver:
    """The host's saver, counting the whole records it is handed."""

    def __init__(self, real):
        self.real, self.whole = real, 0

    def submit(self, path, data):
        self.whole += 1
        self.real.submit(path, data)

    def write_now(self, path, data):
        self.whole += 1
        self.real.write_now(path, data)

    def flush(self, timeout=10.0):
        return self.real.flush(timeout)


def test_a_hosted_game_rewrites_its_autosave_at_checkpoints_not_on_every_action(tmp_path):
    with running_server(tmp_path, rate=10_000) as (server, url):
        server.saver = saver = CountingSaver(server.saver)
        host = Player(url)
        host.client.create("poker", 2, ["open", "open"], {"end": "deals1"})
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        a, b = Player(url, seed=1), Player(url, seed=2)
        for name, p in (("Ana", a), ("Ben", b)):
            p.client.sit(code, name)
            p.wait_for(lambda m: m["type"] == "seated")
        saver.whole = 0                # its creation and each seat taken were written whole
        play_until_done([a, b], stop=lambda: a.last and a.last["at"] >= 30)
        played = len(server.tables[code].record.actions)
        assert played >= 30 and saver.whole <= played // CHECKPOINT_EVERY
        for p in (a, b, host):
            p.client.close()


def test_a_finished_hosted_game_leaves_its_whole_record_in_todays_format(tmp_path):
    with running_server(tmp_path, rate=10_000) as (server, url):
        host = Player(url)
        host.client.create("poker", 2, ["open", "easy"], {"end": "deals1"})
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        a = Player(url, seed=1)
        a.client.sit(code, "Ana")
        a.wait_for(lambda m: m["type"] == "seated")
        table = server.tables[code]
        play_until_done([a])
        a.wait_count(lambda m: m.get("type") == "record", 1)
        a.client.close()
        host.client.close()
    saved = read_save_dict(table.autosave_path)
    assert saved == json.loads(json.dumps(table.record.to_dict()))      # the whole record
    assert load_record(table.autosave_path).summary["finished"]
    assert not journal_path(table.autosave_path).exists()               # nothing left over


def test_a_seat_taken_costs_no_fsync_on_the_servers_loop(tmp_path, monkeypatch):
    """2,000 people sitting down were 2,000 fsyncs in a row on the loop: the side file
    is replaced on the side writer's thread, the token given once it is there, and
    fsynced with the journals' next batch."""
    import asyncio
    import os
    import threading

    from cinetable.persistence import atomic
    synced: list[int] = []
    written: list[int] = []                 # the threads that replaced the side file
    real, real_write = os.fsync, atomic.write_bytes_atomic

    def fsync(fd):
        synced.append(threading.get_ident())
        return real(fd)

    def write(path, data, durable=True):
        if str(path).endswith(".json") and ".net-" in str(path):
            written.append(threading.get_ident())
        return real_write(path, data, durable)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(atomic, "write_bytes_atomic", write)

    async def loop_thread():
        return threading.get_ident()
    with running_server(tmp_path) as (server, url):
        loop = asyncio.run_coroutine_threadsafe(loop_thread(), server._loop).result(10)
        host = Player(url)
        host.client.create("poker", 2, ["open", "open"])
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        synced.clear()
        written.clear()
        a = Player(url)
        a.client.sit(code, "Ana")
        a.wait_for(lambda m: m["type"] == "seated")
        side = server.tables[code].side_path
        assert read_save_dict(side)["tokens"][0] is not None        # on disk at once
        from tests.wait_helpers import wait_until
        wait_until(lambda: synced, "the side file's fsync")
        assert loop not in synced
        assert written and loop not in written       # nor replaced in a busy folder there
        for p in (a, host):
            p.client.close()


def test_a_journal_a_crash_left_beside_a_closed_table_goes_with_its_files(tmp_path):
    import time

    from cinetable.net.retention import purge_kept
    table, _journal, _ = _journaled_table(tmp_path)
    _play(table, 5)                             # its journal, never removed: a crash
    table.closed = True
    table.save_side()
    write_json_atomic(table.autosave_path, table.record.to_dict())
    assert purge_kept(tmp_path, 1, time.time() + 2 * 86400) == [table.code]
    assert list(tmp_path.iterdir()) == []
