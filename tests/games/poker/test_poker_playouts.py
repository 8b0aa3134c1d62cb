"""Random playouts at every player count and both trick options, checked after every
action. Notation round-trips, save and replay are the contract suite's (tests/contract)."""
import random

import pytest
from poker_helpers import PLAYOUTS, accounted, step

from cinetable.engine import CHANCE, load_game
from cinetable.games.poker import actions as A
from cinetable.games.poker import events as E

CASES = [(n, c) for n in range(2, 9) for c in (False, True)]


@pytest.mark.parametrize("players,continuous", CASES)
def test_random_playouts_keep_every_invariant(players, continuous):
    for g in range(max(1, PLAYOUTS // 2)):
        rng = random.Random(players * 100 + g + continuous * 7)
        s = load_game("poker", players, {"tricks": "continuous" if continuous else "orbit"}).new_initial_state()
        scores = s.scores()
        deals = 0
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                outs = s.chance_outcomes()
                assert abs(sum(p for _, p in outs) - 1) < 1e-9
            else:
                legal = s.legal_actions()
                assert legal and len({str(a) for a in legal}) == len(legal)
            ev = s.apply_action(step(s, rng))
            assert accounted(s)
            new = s.scores()
            assert all(b >= a for a, b in zip(scores, new))
            scores = new
            for e in ev:
                if isinstance(e, E.SeatsChanged):
                    deals += 1
                    assert sorted(e.seats) == list(range(players))
                    assert sorted(s.position) == list(range(players))
                    assert sorted(e.careers) == sorted(s.careers)
        assert s.winners() and abs(sum(s.returns()) - 1) < 1e-9
        assert max(s.scores()) >= s.target


def test_notation_lookup_takes_any_spacing_and_refuses_what_is_not_a_move():
    assert A.lookup("Play d  5 5") is A.PLAY[5][2][1]
    assert A.lookup("play 5 6") is None and A.lookup("nonsense") is None


def test_notation_text_is_accepted_by_apply_action():
    s = load_game("poker", 3).new_initial_state()
    ev = s.apply_action("deal 7")
    assert ev[0] == E.CardDealt(0, 0) and s.hands[0][7] == 1
