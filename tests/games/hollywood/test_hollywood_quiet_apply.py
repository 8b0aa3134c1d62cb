"""apply_quiet, the search's fast path (apply_action without building events), plays the
same rules: over random games in every variant it leaves exactly the state apply_action
leaves, and refuses what apply_action refuses."""
import itertools
import random

import pytest

from cinetable.engine import CHANCE, IllegalActionError, load_game, sample_chance
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood.state import HollywoodState

VARIANTS = [dict(advanced_scoring=a, prototype_order=p)
            for a, p in itertools.product((False, True), repeat=2)]


def snapshot(state) -> dict:
    """Every field of the state (tableaus by their contents)."""
    out = {}
    for name in HollywoodState.__slots__:
        v = getattr(state, name)
        if name == "tableaus":
            v = [(t.projects, t.films, t.blockbusters, t.worthless) for t in v]
        elif name == "_result" and v is not None:
            v = (v.breakdowns, v.winners, v.tiebreak)
        out[name] = v
    return out


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("options", VARIANTS)
def test_quiet_apply_leaves_the_same_state_as_apply_action(players, options):
    game = load_game("hollywood", players, options)
    rng = random.Random(f"quiet{players}{sorted(options.items())}")
    for _ in range(15):
        loud, quiet = game.new_initial_state(), game.new_initial_state()
        while not loud.is_terminal():
            if loud.current_player() == CHANCE:
                a = sample_chance(loud, rng)
            else:
                legal = loud.legal_actions()
                a = legal[rng.randrange(len(legal))]
            assert loud.apply_action(a)            # every action tells what happened
            assert quiet.apply_quiet(a) is None
            assert snapshot(quiet) == snapshot(loud), str(a)
        assert quiet.is_terminal() and quiet.returns() == loud.returns()


def test_quiet_apply_refuses_what_apply_action_refuses():
    state = load_game("hollywood", 4).new_initial_state()
    for bad in (A.PLACE[0], A.CUT, "place Z"):
        with pytest.raises(IllegalActionError) as loud:
            state.clone().apply_action(bad)
        with pytest.raises(IllegalActionError) as quiet:
            state.clone().apply_quiet(bad)
        assert str(quiet.value) == str(loud.value)
    quiet = state.clone()
    quiet.apply_quiet("first P2")                  # notation is accepted too
    assert quiet.first == 1
