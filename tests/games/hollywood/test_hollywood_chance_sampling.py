"""H3.1: the fast deal sampler draws exactly what the listed chance outcomes give."""
import random

from cinetable.engine import CHANCE, load_game
from cinetable.engine.protocol import pick_outcome


class FixedDraw:
    def __init__(self, r):
        self.r = r

    def random(self):
        return self.r


def test_H3_1_sample_outcome_matches_chance_outcomes_at_every_deal():
    rng = random.Random(11)
    checked = 0
    for players in (3, 4):
        for _ in range(6):
            state = load_game("hollywood", players).new_initial_state()
            while not state.is_terminal():
                if state.current_player() == CHANCE:
                    outcomes = state.chance_outcomes()
                    for _ in range(40):
                        r = rng.random()
                        assert state.sample_outcome(FixedDraw(r)) is pick_outcome(outcomes, r)
                        checked += 1
                    # the ends of the range too
                    assert state.sample_outcome(FixedDraw(0.0)) is outcomes[0][0]
                    assert state.sample_outcome(FixedDraw(1 - 1e-12)) is outcomes[-1][0]
                    state.apply_action(state.sample_outcome(rng))
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 10_000
