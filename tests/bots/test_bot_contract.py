"""The bot interface: resampled views only, legal actions, generators, reproducibility."""
from __future__ import annotations

import inspect
import random

import pytest
from fake_clock import sliced_search

from cinetable.bots import LEVELS, choose_for_seat, make_bot, run_to_end, think_for_seat
from cinetable.bots.heuristic import hooks_for
from cinetable.engine import CHANCE, load_game, sample_chance


def bot(level, seed=None):
    # hard bounded by iterations only, so that it is reproducible and quick
    return make_bot(level, "hollywood", seed=seed, time_budget=None, iterations=30)


def random_decision_states(count, seed=3, players=4):
    """States where a seat must choose among 2+ actions, from random games."""
    rng = random.Random(seed)
    game = load_game("hollywood", players)
    out = []
    while len(out) < count:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.2:
                out.append(state.clone())
            state.apply_action(legal[rng.randrange(len(legal))])
    return out[:count]


class SpyState:
    """Wraps a true state: records resample calls and refuses to be read directly."""

    def __init__(self, state):
        self._state = state
        self.resampled = []

    def resample(self, seat, rng):
        view = self._state.resample(seat, rng)
        self.resampled.append((seat, view))
        return view

    def legal_actions(self):
        return self._state.legal_actions()

    def current_player(self):
        return self._state.current_player()

    def __getattr__(self, name):
        raise AssertionError(f"a bot read the true state's {name}")


@pytest.mark.parametrize("level", LEVELS)
def test_choose_for_seat_hands_the_bot_a_resampled_view(level, monkeypatch):
    state = random_decision_states(1, seed=11)[0]
    seat = state.current_player()
    spy = SpyState(state)
    b = bot(level, seed=1)
    seen = []
    real_think = b.think

    def spying_think(view, legal, rng):
        seen.append(view)
        return real_think(view, legal, rng)

    monkeypatch.setattr(b, "think", spying_think)
    action = choose_for_seat(spy, seat, b, random.Random(2))
    assert action in state.legal_actions()
    assert len(spy.resampled) == 1 and spy.resampled[0][0] == seat
    assert seen and seen[0] is spy.resampled[0][1]
    assert seen[0] is not state and seen[0] is not spy


def test_ismcts_resamples_per_iteration_and_never_touches_the_original():
    state = random_decision_states(1, seed=12)[0]
    seat = state.current_player()
    view = state.resample(seat, random.Random(0))
    calls = []
    original_resample = type(view).resample

    def counting(self, s, rng):
        calls.append(self)
        return original_resample(self, s, rng)

    b = make_bot("hard", "hollywood", time_budget=None, iterations=25)
    import unittest.mock as mock
    with mock.patch.object(type(view), "resample", counting):
        b.choose(view, view.legal_actions(), random.Random(1))
    # one determinization per iteration (the search may stop early once settled)
    assert len(calls) == b.last_iterations and 16 <= len(calls) <= 25
    assert all(c is view for c in calls)  # each drawn from the view it was given


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_returns_a_legal_action(level):
    b = bot(level)
    rng = random.Random(5)
    for state in random_decision_states(25 if level == "hard" else 80, seed=7):
        action = choose_for_seat(state, state.current_player(), b, rng)
        assert action in state.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_think_is_a_generator_whose_result_equals_choose(level):
    state = random_decision_states(1, seed=21)[0]
    seat = state.current_player()
    b = bot(level)
    gen = think_for_seat(state, seat, b, random.Random(9))
    assert inspect.isgenerator(gen)
    assert inspect.isgeneratorfunction(type(b).think)
    sliced = run_to_end(gen)
    chosen = choose_for_seat(state, seat, b, random.Random(9))
    assert sliced == chosen


def test_hard_yields_between_slices():
    state = random_decision_states(1, seed=22)[0]
    b = make_bot("hard", "hollywood", time_budget=None, iterations=60)
    gen = think_for_seat(state, state.current_player(), b, random.Random(1))
    slices = 0
    try:
        while True:
            next(gen)
            slices += 1
    except StopIteration as stop:
        assert stop.value in state.legal_actions()
    assert slices >= 1


def play_bot_game(level, seed, players=4):
    game = load_game("hollywood", players)
    # hard searches are slow: one hard seat against random ones is enough to show it
    bots = [bot(level) if level != "hard" or s == 0 else bot("random") for s in range(players)]
    chance = random.Random(seed)
    seats = [random.Random(seed * 10 + s) for s in range(players)]
    state = game.new_initial_state()
    moves = []
    while not state.is_terminal():
        p = state.current_player()
        if p == CHANCE:
            a = sample_chance(state, chance)
        else:
            a = choose_for_seat(state, p, bots[p], seats[p])
        moves.append(str(a))
        state.apply_action(a)
    return moves, state.scores()


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level):
    first = play_bot_game(level, seed=4)
    second = play_bot_game(level, seed=4)
    assert first == second
    if level != "hard":   # a different seed gives a different game (hard: too slow to matter)
        assert play_bot_game(level, seed=5)[0] != first[0]


def test_single_legal_action_is_returned_at_once():
    state = random_decision_states(1, seed=30)[0]
    legal = state.legal_actions()[:1]
    for level in LEVELS:
        gen = bot(level).think(state.clone(), legal, random.Random(0))
        with pytest.raises(StopIteration) as stop:
            next(gen)
        assert stop.value.value == legal[0]


def test_make_bot_levels_and_errors():
    for level in LEVELS:
        assert make_bot(level, "hollywood").level == level
    with pytest.raises(ValueError, match="Unknown bot level"):
        make_bot("expert", "hollywood")


def test_seeded_bot_rng_is_reproducible():
    a, b = make_bot("easy", "hollywood", seed=3), make_bot("easy", "hollywood", seed=3)
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)]


def test_games_without_heuristics_fall_back_to_random():
    for game_id in ("hollywood", "poker", "hollywood1947", "cannes"):
        assert hooks_for(game_id) is not None
    assert hooks_for("nosuchgame") is None   # no such game: no hooks, random play


def test_drivers_use_the_bots_own_seeded_rng_when_given_none():
    states = random_decision_states(12, seed=40)
    picks = []
    for _ in range(2):
        b = make_bot("random", "hollywood", seed=77)
        picks.append([choose_for_seat(s, s.current_player(), b) for s in states])
    assert picks[0] == picks[1]



def test_hard_budget_counts_thinking_time_not_time_between_slices(monkeypatch):
    """A client drives `think` a slice per frame: the time it spends drawing between
    slices must not eat the bot's budget, or the hard bot plays weaker in the app."""
    import cinetable.bots.ismcts as ismcts

    rng = random.Random(5)
    state = load_game("hollywood", 4).new_initial_state()
    while state.current_player() == CHANCE:
        state.apply_action(sample_chance(state, rng))
    seat = state.current_player()

    def search(gap):
        bot = make_bot("hard", "hollywood", seed=1, time_budget=0.5, iterations=10**6)
        return sliced_search(monkeypatch, ismcts, bot, state, seat, random.Random(2), gap)

    alone, n_alone = search(0.0)
    sliced, n_sliced = search(0.05)
    assert n_alone > 1
    assert (sliced, n_sliced) == (alone, n_alone)
