"""Random playouts at every player count and both trick options, checked after every
action; notation round-trip; save and replay at every prefix."""
import random

import pytest
from poker_helpers import PLAYOUTS, accounted, play_random, step

from cinetable.engine import CHANCE, load_game
from cinetable.games.poker import actions as A
from cinetable.games.poker import events as E
from cinetable.persistence.records import GameRecord, Seat, replay

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


def test_notation_round_trips_for_every_action_of_random_games():
    for players in (2, 5, 8):
        rng = random.Random(players)
        s = load_game("poker", players).new_initial_state()
        while not s.is_terminal():
            for a in s.all_moves():
                assert s.parse_action(str(a)) is a
            s.apply_action(step(s, rng))
    assert A.lookup("Play d  5 5") is A.PLAY[5][2][1]
    assert A.lookup("play 5 6") is None and A.lookup("nonsense") is None


def test_notation_text_is_accepted_by_apply_action():
    s = load_game("poker", 3).new_initial_state()
    ev = s.apply_action("deal 7")
    assert ev[0] == E.CardDealt(0, 0) and s.hands[0][7] == 1


@pytest.mark.parametrize("players,options", [(4, {}), (5, {"tricks": "continuous", "end": "target60"})])
def test_save_and_replay_at_every_prefix(players, options):
    state, actions = play_random(7, players, options, upto=2500)
    seats = [Seat(f"P{i}", "bot", "normal") for i in range(players)]
    record = GameRecord(game="poker", players=players, seats=seats, options=options, seed=7)
    back = GameRecord.from_dict(record.to_dict())
    live = load_game("poker", players, options).new_initial_state()
    for i, text in enumerate(actions):
        if i < 400 or i % 23 == 0 or i > len(actions) - 5:   # every prefix of the first deals
            back.actions = actions[:i]
            replayed = replay(back)
            assert [replayed.observation(p) for p in range(players)] == \
                [live.observation(p) for p in range(players)]
            assert [str(a) for a in replayed.all_moves()] == [str(a) for a in live.all_moves()]
        live.apply_action(live.parse_action(text))
    back.actions = actions
    assert replay(back).observation(0) == state.observation(0)
