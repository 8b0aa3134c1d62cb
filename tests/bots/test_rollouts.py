"""The paired-rollout `hard` search (bots/rollouts.py): same worlds for every option, the
heuristic's choice kept unless overruled with evidence, budgets, resampled views only."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from fake_clock import sliced_search

from cinetable.bots import choose_for_seat, make_bot
from cinetable.bots.heuristic import hooks_for
from cinetable.bots.ismcts import ISMCTSBot
from cinetable.bots.rollouts import RolloutBot
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.engine.registry import GAME_IDS, definition

ROLLOUT_GAMES = [g for g in GAME_IDS if definition(g).bots.hard_search == "rollouts"]


def decision_states(game_id, players, count, seed=3):
    """States where a seat has 2+ options the search would weigh, from random games."""
    rng = random.Random(seed)
    game = load_game(game_id, players)
    hooks = hooks_for(game_id)
    out = []
    while len(out) < count:
        state = game.new_initial_state()
        while not state.is_terminal() and len(out) < count:
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            searched = not hooks.searchless(state, legal)
            if len(legal) > 1 and searched and rng.random() < 0.1:
                out.append(state.clone())
            state.apply_action(legal[rng.randrange(len(legal))])
    return out


def test_hard_is_the_search_each_game_names():
    assert isinstance(make_bot("hard", "hollywood"), ISMCTSBot)
    assert ROLLOUT_GAMES, "no game uses the paired-rollout search"
    for g in ROLLOUT_GAMES:
        bot = make_bot("hard", g, time_budget=None, iterations=7)
        assert isinstance(bot, RolloutBot) and bot.worlds == 7


def test_the_heuristics_choice_stands_without_clear_evidence():
    bot = RolloutBot("poker", time_budget=None, worlds=4)
    bot.z = 1.0
    # option 1 is better on average but its paired gains are noise
    noisy = [[0.5, 0.5, 0.5, 0.5], [1.0, 0.0, 1.0, 0.1]]
    assert bot._choose(noisy, 0) == 0
    # option 2 beats the heuristic's option in every world: it is chosen
    clear = [[0.2, 0.4, 0.3, 0.1], [0.1, 0.3, 0.2, 0.0], [0.3, 0.5, 0.4, 0.2]]
    assert bot._choose(clear, 0) == 2
    # with gains in several options, the largest clear one
    two = [[0.2, 0.4, 0.3, 0.1], [0.25, 0.45, 0.35, 0.15], [0.3, 0.5, 0.4, 0.2]]
    assert bot._choose(two, 0) == 2
    assert bot._choose([[0.3], [0.9]], 0) == 0         # one world is no evidence


@pytest.mark.parametrize("game_id,players", [(g, n) for g in ROLLOUT_GAMES for n in (3, 5)])
def test_every_option_is_played_in_the_same_worlds_and_choices_are_legal(game_id, players):
    bot = make_bot("hard", game_id, time_budget=None, iterations=5)
    rng = random.Random(4)
    for state in decision_states(game_id, players, 4):
        action = choose_for_seat(state, state.current_player(), bot, rng)
        assert action in state.legal_actions()
        worlds = {n for _a, n, _v in bot.last_stats}
        assert worlds == {5} or worlds == {0}          # 0: one option only, no search


@pytest.mark.parametrize("game_id", ROLLOUT_GAMES)
def test_the_search_sees_resampled_views_only_and_leaves_the_state_alone(game_id):
    state = decision_states(game_id, 4, 1, seed=11)[0]
    seat = state.current_player()
    before = [repr(state.observation(s)) for s in range(4)]
    seen = []
    real = type(state).resample

    def spy(self, s, rng, *args, **kw):
        seen.append((self is state, s))
        return real(self, s, rng, *args, **kw)

    type(state).resample = spy
    try:
        choose_for_seat(state, seat, make_bot("hard", game_id, time_budget=None, iterations=6),
                        random.Random(1))
    finally:
        type(state).resample = real
    assert seen[0] == (True, seat)                     # the driver: one view of the seat
    assert all(s == seat for _own, s in seen)          # worlds drawn from that view only
    assert sum(own for own, _s in seen) == 1
    assert [repr(state.observation(s)) for s in range(4)] == before


@pytest.mark.parametrize("game_id", ROLLOUT_GAMES)
def test_with_an_iteration_budget_a_seed_fixes_the_choice(game_id):
    states = decision_states(game_id, 5, 5, seed=8)
    picks = []
    for _ in range(2):
        bot = make_bot("hard", game_id, time_budget=None, iterations=6)
        picks.append([choose_for_seat(s, s.current_player(), bot, random.Random(3)) for s in states])
    assert picks[0] == picks[1]


def test_the_time_budget_counts_thinking_time_only_and_ends_the_search(monkeypatch):
    import cinetable.bots.rollouts as rollouts
    state = decision_states("poker", 5, 1, seed=13)[0]
    seat = state.current_player()

    def search(gap):
        bot = RolloutBot("poker", time_budget=0.05, worlds=10**6)
        return sliced_search(monkeypatch, rollouts, bot, state, seat, random.Random(2), gap)

    alone, n_alone = search(0.0)
    sliced, n_sliced = search(0.05)
    assert 1 < n_alone < 10**6                         # the clock, not the cap, ended it
    assert (sliced, n_sliced) == (alone, n_alone)


def test_a_game_may_judge_its_own_moves_apart_from_its_model_of_the_table(monkeypatch):
    # Festival de Cannes: the hard bot's default bid comes from `search_scores`
    # (exact suit-rule chances), the rollouts' seats from `score_actions`
    hooks = hooks_for("cannes")
    state = decision_states("cannes", 5, 1, seed=5)[0]
    seat = state.current_player()
    options = hooks.candidates(state, seat, state.legal_actions())
    assert len(options) > 1
    pick = options[-1]
    # one world: no spread to judge a gain by, so the search never overrules (a gain
    # with no spread at all, such as a sure win of Producers' friends, would)
    bot = RolloutBot("cannes", time_budget=None, worlds=1)
    bot.hooks = replace(hooks, search_scores=lambda v, s, legal: [
        1.0 if a == pick else 0.0 for a in legal])
    assert choose_for_seat(state, seat, bot, random.Random(1)) == pick
    bot = RolloutBot("cannes", time_budget=None, worlds=1)
    bot.hooks = replace(hooks, search_scores=None)
    scores = hooks.score_actions(state, seat, options)
    assert choose_for_seat(state, seat, bot, random.Random(1)) == options[scores.index(max(scores))]


def test_in_its_rollouts_the_searching_seat_plays_by_its_own_judgement(monkeypatch):
    hooks = hooks_for("cannes")
    state = decision_states("cannes", 5, 1, seed=5)[0]
    seat = state.current_player()
    judged, modelled = [], []
    real_judge, real_model = hooks.search_scores, hooks.score_actions

    def judge(view, s, legal):
        judged.append(s)
        return real_judge(view, s, legal)

    def model(view, s, legal):
        modelled.append(s)
        return real_model(view, s, legal)

    bot = RolloutBot("cannes", time_budget=None, worlds=4)
    bot.hooks = replace(hooks, search_scores=judge, score_actions=model)
    choose_for_seat(state, seat, bot, random.Random(2))
    assert set(judged) == {seat} and len(judged) > 1      # its choice, then its rollout moves
    assert modelled and seat not in modelled              # the other seats: the normal model
