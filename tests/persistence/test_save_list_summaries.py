"""The save list reads each save's stored summary; only a save without one is replayed."""
import random

from cinetable.engine import load_game, sample_chance
from cinetable.persistence import records, saves
from cinetable.persistence.records import GameRecord, Seat, summarize
from cinetable.persistence.saves import list_saves, save_record

PLAYERS = {"hollywood": 3, "poker": 4, "hollywood1947": 5, "cannes": 4}


def played(game_id, players, n, seed=1):
    record = GameRecord(game_id, players, [Seat(f"P{i}") for i in range(players)], seed=seed)
    state = load_game(game_id, players).new_initial_state()
    rng = random.Random(seed)
    for _ in range(n):
        a = sample_chance(state, rng) if state.current_player() == -1 else \
            rng.choice(state.legal_actions())
        state.apply_action(a)
        record.append(a, state)
    return record, state


def test_listing_saves_with_summaries_replays_none(isolated_paths, monkeypatch):
    for i, game in enumerate(PLAYERS):
        save_record(played(game, PLAYERS[game], 40, seed=i)[0])
    calls = []
    real = records.replay
    monkeypatch.setattr(saves, "replay", lambda *a, **k: calls.append(a) or real(*a, **k))
    entries = list_saves()
    assert len(entries) == 4 and all(e.ok for e in entries) and calls == []
    assert {e.game: e.stage for e in entries} == {
        "hollywood": "round", "poker": "deal", "hollywood1947": "film", "cannes": "setup"}


def test_a_save_without_a_summary_is_replayed_for_its_progress(isolated_paths):
    record, state = played("poker", 4, 200)
    record.summary = {}
    save_record(record)
    [e] = list_saves()
    assert e.ok and (e.stage, e.round) == ("deal", summarize(state)["round"])


def test_progress_of_each_game_moves_on():
    for game, players in PLAYERS.items():
        seen = []
        record, state = played(game, players, 0)
        rng = random.Random(5)
        while not state.is_terminal():
            a = sample_chance(state, rng) if state.current_player() == -1 else \
                rng.choice(state.legal_actions())
            state.apply_action(a)
            s = summarize(state)
            if not seen or seen[-1] != s["round"]:
                seen.append(s["round"])
        assert seen == sorted(seen) and len(seen) >= 2, (game, seen)
