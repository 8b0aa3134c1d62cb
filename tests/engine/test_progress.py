"""Score progression from a record: a point per stage, ending on the final scores."""
import random

from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.engine.progress import score_progress


def test_hollywood_progress_has_a_point_per_round_and_ends_on_the_final_scores():
    game = load_game("hollywood", 3)
    state = game.new_initial_state()
    rng = random.Random(4)
    actions = []
    rounds = set()
    while not state.is_terminal():
        a = sample_chance(state, rng) if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        state.apply_action(a)
        actions.append(str(a))
        rounds.add(state.round)
    points = score_progress(game.new_initial_state(), actions)
    assert points[0] == [0, 0, 0]
    assert points[-1] == list(state.scores())
    assert len(rounds) <= len(points) <= len(rounds) + 2
