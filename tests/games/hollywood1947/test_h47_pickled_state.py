"""A state pickled for a bot pool's worker (net/bot_pool.py) plays on there: the tables
its setup fixes (tables.py) are that process's shared ones, so the actions it lists are
the ones its notation names."""
import pickle
import random

from h47_helpers import new_state, random_step

from cinetable.engine import CHANCE


def test_a_pickled_state_lists_the_actions_its_notation_names():
    s = new_state(6)
    rng = random.Random(3)
    while s.current_player() == CHANCE or s.sub != 1:      # a Shooting turn
        s.apply_action(random_step(s, rng))
    copy = pickle.loads(pickle.dumps(s, pickle.HIGHEST_PROTOCOL))
    assert copy.game.fx is s.game.fx
    legal = copy.legal_actions()
    assert [copy.parse_action(str(a)) for a in legal] == legal
    reroll = next(a for a in legal if a.kind == "reroll")
    assert copy.apply_action(str(reroll))
    assert copy.sub == 5                                    # the second reroll's choice
