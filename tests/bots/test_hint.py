"""Hints: the hard bot's search from the asking seat's own view, with an estimate per option."""
import random

import pytest

from cinetable.bots import run_to_end
from cinetable.bots.hint import think_hint
from cinetable.engine import CHANCE, game_infos, load_game, sample_chance

GAMES = [i for i in game_infos(implemented_only=True)]


def a_decision(info, seed=3):
    """A state where some seat has two or more legal actions."""
    rng = random.Random(seed)
    state = load_game(info.id, info.min_players).new_initial_state()
    while True:
        p = state.current_player()
        if p == CHANCE:
            state.apply_action(sample_chance(state, rng))
        elif len(state.legal_actions()) > 1 and rng.random() < 0.3:
            return state
        else:
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_hint_searches_a_resample_only_and_names_a_legal_action(info, monkeypatch):
    state = a_decision(info)
    seat = state.current_player()
    views = []
    true_resample = type(state).resample

    def spy(self, s, rng):
        view = true_resample(self, s, rng)
        views.append(view)
        return view
    monkeypatch.setattr(type(state), "resample", spy)
    seen = []
    from cinetable.bots import ismcts, rollouts

    def spying(real_think):
        def think(self, view, legal, rng):
            seen.append(view)
            return (yield from real_think(self, view, legal, rng))
        return think
    for cls in (ismcts.ISMCTSBot, rollouts.RolloutBot):
        monkeypatch.setattr(cls, "think", spying(cls.think))
    hint = run_to_end(think_hint(state, seat, random.Random(1), time_budget=None, iterations=60))
    assert seen and all(v is not state for v in seen)
    assert seen[0] is views[0]                 # the root view is the seat's resample
    assert hint.action in state.legal_actions()
    assert hint.options and hint.options[0].action == hint.action
    assert all(0.0 <= o.estimate <= 1.0 for o in hint.options)
    assert {o.action for o in hint.options} <= set(state.legal_actions())


def test_hint_is_reproducible_with_an_iteration_budget():
    info = GAMES[0]
    state = a_decision(info, 11)
    seat = state.current_player()
    a = run_to_end(think_hint(state, seat, random.Random(5), time_budget=None, iterations=80))
    b = run_to_end(think_hint(state, seat, random.Random(5), time_budget=None, iterations=80))
    assert a == b


def test_a_rollout_hint_recommends_its_best_estimate():
    from cinetable.bots.heuristic import heuristics_for
    for info in GAMES:
        if getattr(heuristics_for(info.id), "HARD_SEARCH", "") != "rollouts":
            continue
        for seed in range(6):
            state = a_decision(info, seed)
            hint = run_to_end(think_hint(state, state.current_player(), random.Random(seed),
                                         time_budget=None, iterations=12))
            best = max(o.estimate for o in hint.options)
            assert hint.options[0].action == hint.action
            assert hint.estimate_of(hint.action) >= best - 1e-9
