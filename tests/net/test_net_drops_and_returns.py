"""A client that drops gets its seat back with its token and catches up; one that stays
away hangs nobody; a host killed mid-game reopens its tables from the autosaves."""
import os
import re
import signal
import subprocess
import sys

from cinetable.persistence import load_record
from tests.net.net_helpers import Player, check_secrets, play_until_done, running_server
from tests.wait_helpers import WAIT_S, wait_until


def _seated_table(url, game="hollywood", players=3, seats=("open", "open", "easy")):
    host = Player(url)
    host.client.create(game, players, list(seats))
    code = host.wait_for(lambda m: m["type"] == "created")["table"]
    a, b = Player(url, seed=1), Player(url, seed=2)
    for name, p in (("Ana", a), ("Ben", b)):
        p.client.sit(code, name)
        p.wait_for(lambda m: m["type"] == "seated")
    return code, a, b


def _midgame(table, n=25):
    return lambda: len(table.record.actions) >= n


def test_a_dropped_client_reconnects_with_its_token_and_finishes(tmp_path):
    with running_server(tmp_path, rate=10_000) as (server, url):
        code, a, b = _seated_table(url)
        table = server.tables[code]
        play_until_done([a, b], stop=_midgame(table))
        a.client.kill_connection()
        # Ben sees Ana away; Ana comes back by herself and asks for what she missed
        b.wait_for(lambda m: m.get("type") == "update" and not m["seats"][0]["present"])
        a.wait_for(lambda m: m.get("type") == "connection" and m["status"] == "back")
        b.wait_for(lambda m: m.get("type") == "update" and m["seats"][0]["present"])
        play_until_done([a, b], stop=_midgame(table, 50))
        # now her whole program dies: a new one rejoins with the token alone
        token = a.client.token
        a.client.close()
        a2 = Player(url, seed=3)
        a2.client.rejoin(code, token)
        a2.wait_for(lambda m: m["type"] == "seated")
        play_until_done([a2, b])
        for p in (a2, b):
            p.client.close()
    # no gap across the reconnection
    check_secrets(table.record, 0, a.updates(), complete=False)
    check_secrets(table.record, 0, a2.updates())
    check_secrets(table.record, 1, b.updates())


def test_a_player_who_stays_away_is_played_by_a_bot_and_others_go_on(tmp_path):
    with running_server(tmp_path, rate=10_000, stand_in_after=0.2) as (server, url):
        code, a, b = _seated_table(url)
        table = server.tables[code]
        token = a.client.token
        a.client.close()
        def seen(pred):
            return lambda: any(m.get("type") == "update" and pred(m) for m in b.received)
        play_until_done([b], stop=seen(lambda m: m["waiting_for"]))
        waiting = next(m for m in b.received if m.get("type") == "update" and m["waiting_for"])
        assert waiting["waiting_for"] == {"seat": 0, "name": "Ana", "reason": "away"}
        play_until_done([b], stop=seen(lambda m: m["seats"][0]["stand_in"]))
        play_until_done([b], stop=_midgame(table))
        back = Player(url, seed=4)                        # and she takes her seat back
        back.client.rejoin(code, token)
        back.wait_for(lambda m: m.get("type") == "update" and not m["seats"][0]["stand_in"])
        play_until_done([back, b])
        for p in (back, b):
            p.client.close()
    check_secrets(table.record, 0, back.updates())


def test_wrong_token_and_taken_seats_are_refused(tmp_path):
    with running_server(tmp_path) as (server, url):
        code, a, b = _seated_table(url)
        c = Player(url)
        c.client.rejoin(code, "not-a-token")
        assert c.wait_for(lambda m: m["type"] == "refused")["code"] == "bad_token"
        c.client.sit(code, "Cat")
        assert c.wait_for(lambda m: m["type"] == "refused")["code"] == "table_full"
        for p in (a, b, c):
            p.client.close()


def _start_serve(folder):
    proc = subprocess.Popen([sys.executable, "-m", "cinetable", "serve", "--port", "0",
                             "--saves", str(folder), "--stand-in", "600"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = proc.stdout.readline()
    port = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert port, line
    return proc, f"ws://127.0.0.1:{port.group(1)}"


def _saved_actions(folder) -> int:
    """How many actions the autosave in `folder` and its journal hold (-1: none yet); the
    autosave is replaced whole (atomic), never read half written."""
    from cinetable.net.journal import load_journaled
    saves = list(folder.glob("autosave-*.json"))
    return len(load_journaled(saves[0]).actions) if saves else -1


def test_a_killed_host_resumes_from_its_autosave_and_the_players_rejoin(tmp_path):
    proc, url = _start_serve(tmp_path)
    try:
        code, a, b = _seated_table(url, "poker", 3)
        play_until_done([a, b], stop=lambda: a.last and a.last["at"] >= 60)
        # the autosave on disk holds what the players saw...
        wait_until(lambda: _saved_actions(tmp_path) >= a.last["at"], "the autosave")
        proc.send_signal(signal.SIGKILL)   # ...then kill the host in the middle of the game
        proc.wait(WAIT_S)
        a.wait_for(lambda m: m.get("type") == "connection" and m["status"] == "lost")
        proc, url2 = _start_serve(tmp_path)
        for p in (a, b):                   # a new port: the players reconnect by hand
            token, seen, epoch = p.client.token, p.client.seen, p.client.epoch
            p.client.close()
            p.client = type(p.client)(url2)
            p.client.rejoin(code, token, since=seen, epoch=epoch)
            new = p.wait_count(lambda m: m.get("type") == "update" and m["epoch"] != epoch, 1)
            assert new[0]["reset"] and new[0]["from"] == 0
        play_until_done([a, b])
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(WAIT_S)
    record = load_record(next(tmp_path.glob("autosave-*.json")))
    check_secrets(record, 0, a.updates())
    check_secrets(record, 1, b.updates())


def test_a_network_table_lists_as_one_save_in_the_load_list(tmp_path):
    from cinetable.persistence import list_saves
    with running_server(tmp_path) as (server, url):
        code, a, b = _seated_table(url)
        server.saver.flush()
        for p in (a, b):
            p.client.close()
    entries = list_saves(tmp_path)
    assert len(entries) == 1 and entries[0].ok      # the token side file is not listed


def test_a_host_killed_right_after_a_move_keeps_every_move_its_players_saw(tmp_path):
    """kill -9 the moment a move is shown, without waiting for any save: the restarted
    host holds every move its players were told of (autosave + journal)."""
    proc, url = _start_serve(tmp_path)
    try:
        code, a, b = _seated_table(url, "poker", 3)
        play_until_done([a, b], stop=lambda: a.last and a.last["at"] >= 40)
        proc.send_signal(signal.SIGKILL)
        proc.wait(WAIT_S)
        for p in (a, b):                     # whatever else reached them before it died
            p.pump()
        # the furthest either was told (Ana's is past 40; on a busy machine Ben's client
        # thread may not have read its first update yet)
        told = max(p.last["at"] for p in (a, b) if p.last is not None)
        assert _saved_actions(tmp_path) >= told
        proc, url2 = _start_serve(tmp_path)
        token, epoch = a.client.token, a.client.epoch
        a.client.close()
        a.client = type(a.client)(url2)
        a.client.rejoin(code, token, since=0, epoch=epoch)
        back = a.wait_count(lambda m: m.get("type") == "update" and m["epoch"] != epoch, 1)
        assert back[0]["at"] >= told
        b.client.close()
        a.client.close()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(WAIT_S)
