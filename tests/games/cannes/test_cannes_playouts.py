"""Random playouts at 3–6 players: every card accounted for after every action, the
calendar only moves forward; notation round-trips (the contract suite, tests/contract,
replays saves)."""
from __future__ import annotations

import random

import pytest
from cannes_helpers import playouts, random_game, step

from cinetable.engine import CHANCE, load_game
from cinetable.games.cannes.flow import P


def check_conservation(s) -> None:
    film = list(s.lots) + [c for w in s.won for c in w] + s.pile_t + s.pile_sv + s.out \
        + list(s.removed)
    specials = [c for c in film if c >= 54] + [54 + k for x in s.specials for k in x]
    film = [c for c in film if c < 54]
    assert sorted(film) == list(range(54)), "film cards lost or doubled"
    assert sorted(specials) == [54, 55, 56, 57] or s.phase == P.RATE or s.first < 0
    auction = s.deck + s.discard + [c for h in s.hands for c in h] + \
        [c for b in s.bids for _q, c in b]
    assert sorted(auction) == list(range(1, 51)), "auction cards lost or doubled"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_playouts_keep_every_card_and_the_calendar_moves_forward(players):
    for g in range(playouts(2)):
        rng = random.Random(players * 100 + g)
        s = load_game("cannes", players).new_initial_state()
        last = (s.stage, list(s.squares), s.auction)
        steps = 0
        while not s.is_terminal():
            s.apply_action(step(s, rng))
            steps += 1
            check_conservation(s)
            now = (s.stage, list(s.squares), s.auction)
            assert now[0] >= last[0] and now[2] >= last[2]
            assert all(b >= a for a, b in zip(last[1], now[1])), "a pawn moved back"
            assert all(2 * max(s.stage, 0) <= q <= 2 * max(s.stage, 0) + 2 for q in s.squares)
            last = now
        assert s.stage == 10 and s.auction == 12 and s.squares == [22] * players
        assert len(s.winners()) >= 1 or all(not f.has_film for f in s.result().films)


@pytest.mark.parametrize("players", [3, 6])
def test_notation_round_trips_for_every_move_and_draw(players):
    rng = random.Random(players)
    s = load_game("cannes", players).new_initial_state()
    kinds = set()
    while not s.is_terminal():
        moves = s.all_moves()
        for a in moves[:60]:
            assert s.parse_action(str(a)) is a
            assert s.parse_action("  " + str(a).upper() + " ") is a
            kinds.add(a.kind)
        s.apply_action(step(s, rng))
    assert {"rate", "first", "deal", "bid", "done", "die", "lay", "peek", "pass", "call",
            "wait"} <= kinds


def test_apply_action_takes_notation_text():
    s = load_game("cannes", 3).new_initial_state()
    ev = s.apply_action("rate v05")
    assert s.ratings[0][4] == 20 and ev


def test_chance_sampling_matches_the_listed_outcomes():
    s, _a = random_game(5, 3, upto=400)
    for _ in range(200):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            outs = s.chance_outcomes()
            assert abs(sum(p for _a, p in outs) - 1) < 1e-9
            for r in (0.0, 0.37, 0.999):
                class R:
                    def random(self, r=r):
                        return r
                from cinetable.engine.protocol import pick_outcome
                assert s.sample_outcome(R()) is pick_outcome(outs, r)
        s.apply_action(step(s, random.Random(len(str(s.squares)))))
