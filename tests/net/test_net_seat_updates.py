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
