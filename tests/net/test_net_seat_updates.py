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


def test_a_seat_is_sent_its_observation_with_the_story_and_at_the_end_a_spectator_always(
        tmp_path):
    """A seat's state holds its observation: sent beside it only where the client has no
    earlier one to go on (its first update, after a reset, the end); every update, each
    way, shows the seat what observation(seat) shows."""
    from cinetable.engine import load_game
    from cinetable.net.seat_state import load_seat_state
    from cinetable.net.views import SPECTATOR, observation_for, plain
    table = Table.create("K7QM2X8HJT", "cannes", 4, {}, ["open"] * 4, tmp_path)
    game, rng = load_game("cannes", 4, {}), random.Random(3)
    sent = {v: 0 for v in (0, 1, 2, 3, SPECTATOR)}
    firsts = {v: table.update_for(v, 0) for v in sent}
    assert all("observation" in u for u in firsts.values())
    later = 0
    while not table.state.is_terminal():
        s = table.state
        table.apply(sample_chance(s, rng) if s.current_player() == CHANCE
                    else rng.choice(s.legal_actions()))
        for v in sent:
            u = table.update_for(v, sent[v])
            whole = sent[v] == 0                 # nothing told yet: the story from the start
            sent[v] = u["seen"]
            over = table.state.is_terminal()
            assert ("observation" in u) == (v is SPECTATOR or whole or over), (v, u["at"])
            if v is not SPECTATOR:
                later += not over
                mine = plain(load_seat_state(game, u["state"]).observation(v))
                assert mine == observation_for(table.state, v)
                assert "observation" not in u or plain(u["observation"]) == mine
    assert later > 100
    assert "observation" in table.update_for(0, sent[0] + 5)        # a reset: all again
