"""What every seat's update shares is made once per table, not once per seat."""
from __future__ import annotations

import random

from cinetable.engine import CHANCE, sample_chance
from cinetable.net import table as table_module
from cinetable.net.table import Table


def test_an_events_typed_form_is_made_once_for_every_seat_that_sees_it(tmp_path,
                                                                        monkeypatch):
    table = Table.create("K7QM2X8HJT", "poker", 4, {}, ["open"] * 4, tmp_path)
    rng = random.Random(2)
    for _ in range(30):
        s = table.state
        table.apply(sample_chance(s, rng) if s.current_player() == CHANCE
                    else rng.choice(s.legal_actions()))
    made = []
    real = table_module.typed_event
    monkeypatch.setattr(table_module, "typed_event", lambda ev: made.append(ev) or real(ev))
    updates = [table.update_for(seat, 0) for seat in range(4)]
    assert len(made) == len({id(e) for e in made})          # each event once
    assert all(len(u["typed"]) == len(u["events"]) for u in updates)
    assert [table.update_for(seat, 0)["typed"] for seat in range(4)] == \
        [u["typed"] for u in updates]                        # and the same again


def test_a_seats_state_frame_rebuilds_the_state_it_was_made_from():
    """Through JSON and back, every game, many positions: the same state (the encoder's
    fast path for plain values keeps tuples tuples and objects objects)."""
    import json

    from cinetable.engine import load_game
    from cinetable.engine.registry import GAME_IDS
    from cinetable.net.seat_state import _enc, load_seat_state
    for game_id in GAME_IDS:
        game = load_game(game_id, 4, {})
        state, rng = game.new_initial_state(), random.Random(5)
        for k in range(120):
            if state.is_terminal():
                break
            if k % 10 == 0:
                frame = json.loads(json.dumps(_enc(state, top=True)))
                back = load_seat_state(game, frame)
                assert _enc(back, top=True) == _enc(state, top=True)
                assert back.observation(0) == state.observation(0)
            state.apply_action(sample_chance(state, rng) if state.current_player() == CHANCE
                               else rng.choice(state.legal_actions()))


def test_a_seats_update_does_not_copy_its_observation_through_json(tmp_path, monkeypatch):
    """The message is encoded once when sent; a copy through JSON before was a second
    encoding and a parse per seat per update."""
    from cinetable.net import views
    table = Table.create("K7QM2X8HJT", "hollywood", 4, {}, ["open"] * 4, tmp_path)
    parsed = []
    real = views.json.loads
    monkeypatch.setattr(views.json, "loads", lambda text: parsed.append(1) or real(text))
    seen = table.seen_count(0)
    table.update_for(0, seen)          # nothing new to tell: the observation only
    assert parsed == []
