"""A save is a game record: saving after any action and loading it back gives the same game."""
from __future__ import annotations

import random

import pytest
from persistence_helpers import new_record, snapshot, step

from cinetable.engine import load_game
from cinetable.persistence.records import replay
from cinetable.persistence.saves import load_game_from, load_record, save_record

GAMES = [  # (seed, players, options)
    (1, 4, {}),
    (2, 3, {}),
    (3, 4, {"advanced_scoring": True, "prototype_order": True}),
]


@pytest.mark.parametrize("seed,players,options", GAMES)
def test_autosave_after_every_action_reloads_identically(seed, players, options):
    """The app autosaves after each action: every one of those files must resume the game."""
    rng = random.Random(seed)
    record = new_record(players, options, seed)
    state = load_game("hollywood", players, options).new_initial_state()
    path = save_record(record)
    checked = 0
    while True:
        loaded, restored = load_game_from(path)
        assert loaded.actions == record.actions
        assert snapshot(restored) == snapshot(state), f"differs after {checked} actions"
        assert loaded.summary == record.summary or not record.actions
        checked += 1
        if state.is_terminal():
            break
        action = step(state, rng)
        state.apply_action(action)
        record.append(action, state)
        save_record(record, path)
    assert state.is_terminal() and loaded.summary["finished"]
    assert loaded.summary["round"] == loaded.summary["rounds"] == players
    assert checked == len(record.actions) + 1


@pytest.mark.parametrize("seed,players,options", GAMES[:2])
def test_replay_upto_every_prefix_of_a_loaded_record(seed, players, options):
    rng = random.Random(seed)
    record = new_record(players, options, seed)
    state = load_game("hollywood", players, options).new_initial_state()
    snaps = [snapshot(state)]
    while not state.is_terminal():
        action = step(state, rng)
        state.apply_action(action)
        record.append(action)
        snaps.append(snapshot(state))
    loaded = load_record(save_record(record))
    for k, expected in enumerate(snaps):
        assert snapshot(replay(loaded, upto=k)) == expected, f"prefix of {k} actions"
    assert loaded.summary["scores"] == list(state.scores())
