"""P3 Doubles, P5 play, P8.3-P8.4, P7 decisions: leads, follows, passes, tricks."""
import pytest
from poker_helpers import deal_hands, new_state, set_hands

from cinetable.engine import IllegalActionError
from cinetable.games.poker import events as E

D = 14


def book_example():
    """The book's 5-player example: A..E are players 0..4, A leads."""
    s = new_state(5)
    deal_hands(s, {
        0: [3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 4, 4, 7],
        1: [6, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8],
        2: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 4],
        3: [11, 11, 11, 11, 11, 10, 10, 10, 10, 10, 9, 9, 9],
        4: [12, 12, 12, 12, 13, 13, 13, 13, 13, 9, 9, 8, D],
    })
    s.apply_action("leader P1")
    return s


def test_P5_4_book_example_d_wins_with_11_11_11():
    s = book_example()
    s.apply_action("play 3 3 3")
    s.apply_action("play 6 6 6")
    assert [str(a) for a in s.legal_actions()] == ["pass"]    # C has nothing above 6
    s.apply_action("pass")
    s.apply_action("play 11 11 11")
    assert "play 12 12 12" in [str(a) for a in s.legal_actions()]
    ev = s.apply_action("pass")                               # E keeps his four 12s
    won = [e for e in ev if isinstance(e, E.TrickWon)]
    assert won == [E.TrickWon(3, 3, "winner")]
    assert s.current_player() == 3 and s.last_count == 0      # D leads the next trick


def test_P5_1_megastar_leads_and_play_goes_clockwise():
    s = book_example()
    order = []
    for a in ("play 3", "play 6", "pass", "play 9", "pass"):
        order.append(s.current_player())
        s.apply_action(a)
    assert order == [0, 1, 2, 3, 4]


def test_P5_2_lead_is_one_or_more_cards_of_one_value():
    s = book_example()
    legal = {str(a) for a in s.legal_actions()}
    assert {"play 3", "play 3 3 3 3 3", "play 5 5", "play 7"} <= legal
    assert all(len(set(a.cards()) - {D}) <= 1 for a in s.legal_actions())
    with pytest.raises(IllegalActionError):
        s.parse_action("play 3 5")
    with pytest.raises(IllegalActionError, match="only 1"):
        s.apply_action("play 7 7")


def test_P5_3_follow_same_count_strictly_higher_or_pass():
    s = book_example()
    s.apply_action("play 3 3")
    legal = s.legal_actions()
    assert all(a.count == 2 and a.value > 3 for a in legal if a.kind == "play")
    assert "pass" in [str(a) for a in legal]
    with pytest.raises(IllegalActionError, match="exactly 2"):
        s.apply_action("play 6 6 6")
    s.apply_action("play 6 6")
    with pytest.raises(IllegalActionError, match="higher than 6"):
        s.apply_action("play 4 4")


def test_P3_1_a_double_replaces_any_card():
    s = new_state(4)
    deal_hands(s, {0: [5, 5, D, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3]})
    s.apply_action("leader P1")
    legal = {str(a) for a in s.legal_actions()}
    assert {"play 5 5 D", "play 5 D", "play 1 1 1 1 D", "play D"} <= legal
    ev = s.apply_action("play 5 5 D")
    assert ev[0].value == 5 and ev[0].cards == (5, 5, D)
    assert s.last_value == 5 and s.last_count == 3


def test_P3_2_doubles_only_set_is_14_above_every_number():
    s = new_state(4)
    deal_hands(s, {0: [13, 13] + [1] * 4 + [2] * 4 + [3] * 3, 1: [D, D, 12, 12] + [4] * 4 + [5] * 4 + [6]})
    s.apply_action("leader P1")
    s.apply_action("play 13 13")
    s.apply_action("play D D")
    assert s.last_value == 14
    assert [str(a) for a in s.legal_actions()] == ["pass"]


def test_P8_4_sets_compare_by_value_only():
    s = new_state(4)
    deal_hands(s, {0: [5, 5, D, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3], 1: [5, 5, D, 6, 6, 6] + [4] * 4 + [7] * 3})
    s.apply_action("leader P1")
    s.apply_action("play 5 5 D")
    legal = {str(a) for a in s.legal_actions()}
    assert "play 5 5 D" not in legal and "play 6 6 6" in legal and "play 6 6 D" in legal


def test_P8_3_the_leader_cannot_pass_and_the_orbit_is_fixed():
    s = book_example()
    assert "pass" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(IllegalActionError, match="leader cannot pass"):
        s.apply_action("pass")
    assert s.orbit == (1, 2, 3, 4)


def test_P5_4_one_orbit_ends_after_the_last_player_even_if_all_passed():
    s = book_example()
    s.apply_action("play 3")
    for _ in range(4):
        s.apply_action("pass")
    assert s.current_player() == 0 and s.last_count == 0      # the leader won the trick


def test_P5_4_continuous_tricks_go_round_until_all_others_passed():
    s = new_state(4, tricks="continuous")
    deal_hands(s, {})
    s.apply_action("leader P1")
    s.apply_action(s.legal_actions()[0])                        # P1 leads its lowest single
    s.apply_action("pass")                                      # P2
    played = [a for a in s.legal_actions() if a.kind == "play"][0]
    s.apply_action(played)                                      # P3 plays
    s.apply_action("pass")                                      # P4
    assert s.current_player() == 0 and s.last_count == 1        # back round to P1
    s.apply_action("pass")
    assert s.current_player() == 1                              # P2 passed, may play again
    s.apply_action("pass")
    assert s.current_player() == 2 and s.last_count == 0        # all passed since P3: P3 leads


def test_P7_decisions_are_lead_follow_or_exchange():
    s = book_example()
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"play"}
    s.apply_action("play 3")
    assert {a.kind for a in s.legal_actions()} == {"play", "pass"}


def test_P5_6_a_player_out_in_a_trick_they_do_not_win_is_finished():
    s = book_example()
    set_hands(s, {0: [3, 5], 1: [7], 2: [9, 9], 3: [12, 1]})   # E has no cards
    s.apply_action("play 3")
    ev = s.apply_action("play 7")                               # B is out...
    assert E.PlayerOut(1, 0) in ev
    s.apply_action("play 9")                                    # ...C beats him
    ev = s.apply_action("play 12")                              # the orbit is over
    assert s.finished == [1]
    assert E.TrickWon(3, 3, "winner") in ev                     # D won: still holds cards
    assert s.current_player() == 3 and s.last_count == 0
