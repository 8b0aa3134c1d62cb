"""Random-playout contract: thousands of games with random legal actions and sampled
chance, every state checked (hollywood_helpers.check_invariants), every action met
round-tripped through its notation."""
import itertools
import json
import random

import pytest
from hollywood_helpers import check_invariants
from hypothesis import given, settings
from hypothesis import strategies as st

from cinetable.engine import CHANCE, TERMINAL, load_game, sample_chance
from cinetable.games.hollywood import events as E

VARIANTS = [dict(advanced_scoring=a, prototype_order=p)
            for a, p in itertools.product((False, True), repeat=2)]
GAMES_PER_CONFIG = 250          # 2 player counts x 4 variants x 250 = 2,000 games


def playout(game, rng, check_every_chance_outcome=False, met=None):
    """One random game, checking the contract after every action."""
    state = game.new_initial_state()
    studio = set()                  # (seat, card) of the Studio cards played so far
    double = None                   # (seat, placements still owed) after a Double Reel
    check_invariants(state, studio)
    while True:
        p = state.current_player()
        if p == TERMINAL:
            break
        if p == CHANCE:
            action = sample_chance(state, rng)
            if check_every_chance_outcome:
                for a, _ in state.chance_outcomes():
                    assert state.parse_action(str(a)) is a
        else:
            moves = state.legal_actions()
            for a in moves:                      # every player move met round-trips
                assert state.parse_action(str(a)) is a
            action = rng.choice(moves)
        assert state.parse_action(str(action)) is action
        if met is not None:
            met.add(str(action))
        if double:                                # H4.5: two placements by the same player
            assert p == double[0] and str(action).startswith("place ")
            double = (p, double[1] - 1) if double[1] > 1 else None
        for e in state.apply_action(action):
            if isinstance(e, E.StudioCardPlayed):
                assert (e.seat, e.card) not in studio, "studio card played twice"
                studio.add((e.seat, e.card))
                if e.card == "double":
                    double = (e.seat, 2)
        check_invariants(state, studio)
    assert double is None
    winners = state.winners()
    scores = state.scores()
    assert winners and all(scores[w] == max(scores) for w in winners)
    assert abs(sum(state.returns()) - 1.0) < 1e-9
    assert all(len(t.cards()) == 12 for t in state.tableaus)   # 12 tokens a game each
    assert state.observation(0)["scores"] == scores
    json.dumps(state.observation(0))
    return state


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(k for k in v if v[k]) or "plain")
def test_random_playouts_keep_the_contract(players, variant):
    game = load_game("hollywood", players, variant)
    rng = random.Random(players * 100 + len(str(variant)))
    met = set()
    for i in range(GAMES_PER_CONFIG):
        playout(game, rng, check_every_chance_outcome=(i % 25 == 0), met=met)
    # the playouts met every kind of action
    assert {"place A", "place B", "place C", "place D", "cut", "double"} <= met
    assert {"star->action", "star->horror", "star->romance"} <= met
    assert {f"first P{s + 1}" for s in range(players)} <= met
    if players == 4:                          # a 4-player game deals every card
        assert sum(a.startswith("deal ") for a in met) == 56


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4]),
       variant=st.sampled_from(VARIANTS))
def test_random_playout_any_seed(seed, players, variant):
    playout(load_game("hollywood", players, variant), random.Random(seed))
