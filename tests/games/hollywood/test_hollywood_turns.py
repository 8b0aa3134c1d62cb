"""H4 a turn: placing and pushing reel tokens, full columns, Cut and Double Reel."""
import pytest
from hollywood_helpers import lay_out, layout_with, new_game, play

from cinetable.engine import IllegalActionError
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood import events as E


def started(players=4, first=0):
    state = new_game(players, first=first)
    lay_out(state, layout_with(state))
    return state


def legal(state):
    return [str(a) for a in state.legal_actions()]


def test_H4_1_a_turn_is_a_token_or_a_studio_card():
    state = started()
    assert legal(state) == ["place A", "place B", "place C", "place D", "cut", "double"]


def test_H4_turns_go_clockwise_from_the_first_player():
    state = started(4, first=2)
    seen = []
    for col in "ABCD":
        seen.append(state.current_player())
        play(state, col)
    assert seen == [2, 3, 0, 1]
    assert state.current_player() == 2


def test_H4_2_token_goes_on_the_bottom_card_of_the_column():
    state = started()
    events = play(state, "B")
    assert state.owner[7] == 0 and state.owner.count(-1) == 13
    assert events == [E.TokenPlaced(0, "B", 7, ())]
    assert state.tokens == [2, 3, 3, 3]
    play(state, "C")
    assert state.owner[10] == 1


def test_H4_3_push_moves_every_token_in_the_column_up_one_card():
    state = started()
    play(state, "A")                       # seat 0 on slot 3
    play(state, "A")                       # seat 1 pushes seat 0 to slot 2
    assert state.owner[0:4] == [-1, -1, 0, 1]
    events = play(state, "A")              # seat 2 pushes both
    assert state.owner[0:4] == [-1, 0, 1, 2]
    (placed,) = events
    assert placed.slot == 3
    assert sorted(placed.pushed) == [(0, 2, 1), (1, 3, 2)]
    # a push never leaves two tokens on one card nor a gap under a token
    assert sum(o >= 0 for o in state.owner) == 3


def test_H4_3_own_tokens_are_pushed_too():
    state = started(3)
    play(state, "double D D")
    assert state.owner[11:14] == [-1, 0, 0]


def test_H4_4_full_column_takes_no_token():
    state = started()
    play(state, "C C C")                   # column C has three cards
    assert state.column_full(2)
    assert "place C" not in legal(state)
    with pytest.raises(IllegalActionError, match="Column C is full"):
        state.parse_action("place C")
    with pytest.raises(IllegalActionError, match="Column C is full"):
        state.apply_action(A.PLACE[2])       # apply_action checks too, not only parse


def test_H4_4_column_A_full_after_four_tokens():
    state = started()
    play(state, "A A A A")
    assert state.owner[0:4] == [0, 1, 2, 3]
    with pytest.raises(IllegalActionError, match="Column A is full"):
        state.parse_action("place A")


def test_H4_5_cut_passes_without_placing():
    state = started()
    events = play(state, "cut")
    assert events == [E.StudioCardPlayed(0, "cut")]
    assert state.tokens == [3, 3, 3, 3] and state.owner.count(-1) == 14
    assert state.current_player() == 1
    assert state.cut_left == [False, True, True, True]


def test_H4_5_double_reel_places_two_tokens_one_after_the_other():
    state = started()
    events = play(state, "double")
    assert events == [E.StudioCardPlayed(0, "double")]
    assert state.current_player() == 0 and state.double_pending == 2
    # while a Double Reel is on, only placements are legal
    assert legal(state) == ["place A", "place B", "place C", "place D"]
    play(state, "B")
    assert state.current_player() == 0 and state.double_pending == 1
    with pytest.raises(IllegalActionError, match="second Double Reel token"):
        state.parse_action("cut")
    play(state, "B")
    assert state.owner[4:8] == [-1, -1, 0, 0]
    assert state.current_player() == 1 and state.double_pending == 0
    assert state.tokens == [1, 3, 3, 3]
    assert state.double_left == [False, True, True, True]


def test_H4_5_double_reel_needs_two_tokens_left():
    state = started()                      # 4 players: 3 tokens each
    play(state, "A B C D A B C D")         # everybody has one token left
    assert state.tokens == [1, 1, 1, 1]
    assert "double" not in legal(state)
    with pytest.raises(IllegalActionError, match="at least two tokens"):
        state.parse_action("double")


def test_H4_6_player_out_of_tokens_is_skipped():
    state = started()                      # 4 players, 3 tokens each
    play(state, "double A B")              # seat 0: one token left
    play(state, "A B C")                   # seats 1, 2, 3
    play(state, "C")                       # seat 0 places its last token
    assert state.tokens[0] == 0
    order = []
    for _ in range(6):                     # the six tokens still in hand
        order.append(state.current_player())
        state.apply_action(state.legal_actions()[0])
    assert 0 not in order
    assert order == [1, 2, 3, 1, 2, 3]


def test_H4_7_cut_when_everybody_else_is_out_comes_back():
    state = started(3)                     # 3 players, 4 tokens each
    play(state, "A double A B double C D A B C A B D")
    assert state.tokens == [1, 0, 0]
    assert state.current_player() == 0
    assert legal(state) == ["place B", "place C", "place D", "cut"]
    play(state, "cut")
    assert state.current_player() == 0      # nobody else can move
    assert legal(state) == ["place B", "place C", "place D"]
    events = play(state, "C")
    assert any(isinstance(e, E.RoundEnded) for e in events)


def test_H4_7_cut_goes_to_the_next_player_holding_tokens():
    state = started(4)
    play(state, "double A B A B C")       # seat 0 double, 1, 2, 3 place
    play(state, "D")                       # seat 0's last token
    play(state, "D D")                     # seats 1, 2
    play(state, "cut")                     # seat 3 cuts: seat 0 has none, seat 1 next
    assert state.current_player() == 1
