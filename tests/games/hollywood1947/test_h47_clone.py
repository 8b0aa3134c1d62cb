"""clone() copies every field of a state (fields.py names them): the same values, and
no list shared with the original but the setup's tables."""
import random

from h47_helpers import new_state, random_step

from cinetable.games.hollywood1947.fields import StateFields


def test_clone_copies_every_field_and_shares_no_list():
    s = new_state(6, union_strike=True)
    rng = random.Random(5)
    for _ in range(150):
        s.apply_action(random_step(s, rng))
    s.legal_actions()
    c = s.clone()
    for name in StateFields.__slots__:
        mine, theirs = getattr(s, name), getattr(c, name)
        if name == "_legal":
            assert theirs is None                # listed again before it is checked
        elif isinstance(mine, list):
            assert theirs == mine and theirs is not mine, name
            if name == "hands":
                assert all(a is not b for a, b in zip(mine, theirs))
        else:
            assert theirs is mine, name
