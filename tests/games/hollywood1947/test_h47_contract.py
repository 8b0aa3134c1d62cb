"""Random playouts at 1-9 players and every variant with invariants after every action;
the notation round-trip, save and replay are the contract suite's (tests/contract)."""
import random

import pytest
from h47_helpers import PLAYOUTS, new_state, play_random

from cinetable.games.hollywood1947.state import COMPOSER, DECK, DISCARD, GHOST, HAND, OUT, PILE

VARIANTS = [{}, {"cut": "9"}, {"justice": True}, {"shifting_loyalties": True},
            {"studio_order": True}, {"union_strike": True}]


def check_invariants(s):
    n = s.n
    where = {DECK: s.deck, DISCARD: s.discard, COMPOSER: s.composer}
    count = len(s.deck) + len(s.discard) + len(s.pile) + len(s.composer) \
        + sum(map(len, s.hands)) + sum(1 for c in s.ghost_card if c >= 0) \
        + s.loc.count(OUT)
    assert count == 60, "a Propaganda card went missing or was duplicated"
    for c, at in enumerate(s.loc):
        if at in where:
            assert c in where[at]
        elif at == PILE:
            assert c in s.pile
        elif at >= GHOST:
            assert s.ghost_card[at - GHOST] == c
        elif at >= HAND:
            assert c in s.hands[at - HAND]
    assert len(s.pile) == len(s.pile_by)
    assert len(s.poster_at) == 15
    used = s.poster_at.count(2)
    assert len(s.films) - used in (0, 1) and s.poster_at.count(5) <= 1
    assert all(t >= 0 for t in s.tokens) and sum(s.tokens) <= 4            # W1.5
    assert len(s.dice) == s.nd and set(s.dice) <= {0, 1}
    if all(k >= 0 for k in s.loyal) and not any(k == "job" for k, _ in s.queue):
        per = 2 if n <= 3 else 1
        for p in range(n):
            assert s.job_at.count(p) == per
    assert all(len(h) <= 5 for h in s.hands)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: ",".join(v) or "plain")
@pytest.mark.parametrize("players", range(1, 10))
def test_W7_random_playouts_keep_every_component(players, variant):
    if variant.get("cut") and players == 9:
        variant = {"cut": "none"}
    rng = random.Random(players * 31 + len(variant))
    for g in range(PLAYOUTS):
        s = new_state(players, **variant)
        check_invariants(s)
        play_random(s, rng, lambda st, a, ev: check_invariants(st))
        assert s.is_terminal() and len(s.films) <= 7 + (players == 2)
        assert s.side_won in ("patriot", "communist", "star", "draw")
