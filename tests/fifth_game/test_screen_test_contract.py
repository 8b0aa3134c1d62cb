"""Screen Test through the contract suite every game gets (tests/contract), over every
player count and option, and its own few rules."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "contract"))
from contract_checks import play, play_checked, valid_setups  # noqa: E402

from cinetable.engine import load_game  # noqa: E402

SETUPS = [(n, o) for n in (2, 3, 4) for o in ({}, {"shoot": "long"})]


def test_the_registered_game_offers_every_setup_the_contract_plays():
    assert valid_setups("screen_test") == SETUPS


@pytest.mark.parametrize("players,options", SETUPS)
@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_the_protocol_contract(players, options, seed):
    got = play_checked("screen_test", players, options, seed=seed * 7919 + players)
    assert got.checks["steps"] == len(got.actions) > 0
    assert got.checks["events"] > 0 and got.checks["save"] > 0


def test_the_same_seed_replays_the_same_game():
    first = play("screen_test", 4, {"shoot": "long"}, seed=2026)
    assert play("screen_test", 4, {"shoot": "long"}, seed=2026) == first
    assert play("screen_test", 4, {"shoot": "long"}, seed=2027) != first


def _to_play(actions: list[str], players: int = 3, options=None):
    state = load_game("screen_test", players, options).new_initial_state()
    for a in actions:
        state.apply_action(a)
    return state


DEALT_3P = ["deal 9", "deal 1", "deal 5", "deal 8", "deal 2", "deal 5", "deal 7", "deal 3",
            "deal 4"]            # seat 0: 7 8 9, seat 1: 1 2 3, seat 2: 4 5 5


def test_a_hand_has_as_many_cards_as_auditions_and_plays_any_of_them():
    state = _to_play(DEALT_3P + ["role 6"])
    assert [len(h) for h in state.hands] == [3, 3, 3]
    assert [str(a) for a in state.legal_actions()] == ["play 7", "play 8", "play 9"]
    long = load_game("screen_test", 2, {"shoot": "long"}).new_initial_state()
    assert long.auditions == 4


def test_the_highest_card_takes_the_role_and_ties_split_it_rounded_down():
    state = _to_play(DEALT_3P + ["role 6", "play 9", "play 1", "play 4"])
    assert state.points == [6, 0, 0] and state.history[-1][2] == (0,)
    state = _to_play(DEALT_3P + ["role 6", "play 9", "play 1", "play 4", "role 2",
                                 "play 3", "play 5", "play 8"])     # seat 1 opens audition 2
    assert state.points == [8, 0, 0] and state.history[-1][1] == (8, 3, 5)


def test_tied_highest_actors_share_the_role():
    dealt = ["deal 5", "deal 5", "deal 1", "deal 2"]                 # 2 players, short: 6 cards
    dealt += ["deal 3", "deal 4"]
    state = _to_play(dealt + ["role 4", "play 5", "play 5"], players=2)
    assert state.points == [2, 2] and state.history[0][2] == (0, 1)


def test_the_most_points_win_and_a_tie_shares_the_win():
    state = _to_play(["deal 5", "deal 5", "deal 1", "deal 2", "deal 3", "deal 4",
                      "role 4", "play 5", "play 5", "role 2", "play 2", "play 3",
                      "role 2", "play 1", "play 4"], players=2)
    assert state.is_terminal()
    assert state.points == [4, 4] and state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]
    sheet = state.score_sheet()
    assert sheet.rows[0] == {"roles": (2, 2, 0), "total": 4}


def test_another_seat_sees_a_face_down_card_only_when_all_are_shown():
    state = _to_play(DEALT_3P + ["role 6", "play 9"])
    assert state.observation(1)["table"] == [0, None, None]
    assert state.observation(0)["table"] == [9, None, None]
    state.apply_action("play 1")
    state.apply_action("play 4")
    assert state.observation(1)["history"][0][1] == [9, 1, 4]
