"""Two and four clients play a whole game of each game against the host, bots in the other
seats; every message a client received holds nothing its seat may not know."""
import pytest

from cinetable.net.views import SPECTATOR
from cinetable.persistence import load_record
from tests.net.net_helpers import Player, check_secrets, play_until_done, running_server

CASES = [("hollywood", 3, 2), ("hollywood", 4, 4), ("poker", 3, 2), ("poker", 4, 4),
         ("hollywood1947", 4, 2), ("hollywood1947", 4, 4), ("cannes", 3, 2), ("cannes", 4, 4)]


@pytest.mark.parametrize("game,players,humans", CASES)
def test_clients_play_a_whole_game(tmp_path, game, players, humans):
    seats = ["open"] * humans + ["easy"] * (players - humans)
    options = {"end": "deals1"} if game == "poker" else {}     # a short game keeps CI quick
    # a random client answers at once: far above the 20 messages a second a person sends
    with running_server(tmp_path, rate=10_000) as (server, url):
        host = Player(url)
        host.client.create(game, players, seats, options, spectators=True)
        code = host.wait_for(lambda m: m["type"] == "created")["table"]
        clients = [Player(url, seed=i) for i in range(humans)]
        for i, p in enumerate(clients):
            p.client.sit(code, f"Player {i}")
            p.wait_for(lambda m: m["type"] == "seated")
        watcher = Player(url)
        watcher.client.watch(code)
        table = server.tables[code]
        play_until_done(clients)
        watcher.wait_for(lambda m: m.get("type") == "update" and m["finished"])
        record = table.record
        assert table.state.is_terminal()
        for p in [*clients, host, watcher]:
            p.client.close()
    for i, p in enumerate(clients):
        check_secrets(record, i, p.updates())
        assert p.last["winners"] == list(table.state.winners())
        # never the seed, the record or the actions while the game goes on: the record
        # comes after the end (test_net_record_after_end.py)
        end = next(k for k, m in enumerate(p.received) if m.get("finished"))
        for m in p.received[:end + 1]:
            assert "seed" not in m and "actions" not in m and "record" not in m
    check_secrets(record, SPECTATOR, watcher.updates())
    # the same record as a local game: its autosave replays to the same end
    saved = load_record(tmp_path / f"autosave-{record.id}.json")
    assert saved.actions == record.actions
    assert [s.name for s in saved.seats[:humans]] == [f"Player {i}" for i in range(humans)]
