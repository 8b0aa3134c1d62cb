"""W3.1 Shooting: turn order, the three options, the nine Jobs; W8.1-W8.7 rulings."""
import pytest
from h47_helpers import dealt, do, filler_hands

from cinetable.engine import CHANCE, IllegalActionError
from cinetable.games.hollywood1947 import events as E

LOY5 = ["patriot", "patriot", "patriot", "communist", "communist"]


def five(jobs=(1, 2, 3, 4, 5), dice=(0, 0, 0, 0, 0), **opts):
    return dealt(5, jobs, LOY5, filler_hands(5), dice, **opts)


def legal(s):
    return {str(a) for a in s.legal_actions()}


def test_W3_1_1_lowest_job_starts_then_clockwise():
    s = five(jobs=(6, 9, 3, 8, 5))
    do(s, "poster western")
    assert s.order == [2, 3, 4, 0, 1] and s.current_player() == 2
    do(s, "pass")
    assert s.current_player() == 3


def test_W3_1_1_every_turn_offers_pass_and_rerolls():
    s = five()
    assert {"pass", "reroll P1", "reroll P5"} <= legal(s)


def test_W3_1_2_screenwriter_keeps_one_poster_and_removes_the_other():
    s = five()
    do(s, "screenwriter", "poster western", "poster noir")
    assert s.current_player() == 0 and legal(s) == {"keep western", "keep noir"}
    ev = do(s, "keep noir")
    assert s.poster_at[s.poster] == 5 and str(s.observation(1)["poster"]) == "noir"
    removed = [e for e in ev if isinstance(e, E.PosterRemoved)]
    assert removed[0].bias == 1                                   # only its symbol is public
    assert s.observation(1)["removed_posters"] == [1] and s.observation(1)["removed_known"] == []
    assert s.observation(0)["removed_known"] == ["western"]


def test_W3_1_2_screenwriter_choosing_another_option_reveals_the_top_poster():
    s = five()
    do(s, "pass")
    assert s.current_player() == CHANCE and s.queue[0][0] == "poster"
    do(s, "poster comedy")
    assert s.current_player() == 1


def test_W3_1_2_producer_swaps_and_may_use_the_new_job():
    s = five()
    do(s, "pass", "poster comedy")
    do(s, "producer 2<>4")                # P2 takes the Gaffer, P4 the Producer
    assert s.job_at[1] == 3 and s.job_at[3] == 1
    assert "gaffer" in legal(s) and "end" in legal(s)
    do(s, "gaffer", "reroll P1", "die star", "reroll P1", "die blank", "reroll P3", "die star")
    assert s.dice[2] == 1 and s.current_player() == 2
    do(s, "pass")
    assert not any(x.startswith("producer") for x in legal(s))   # used this round (W3.1.5)


def test_W8_3_producer_swapping_two_others_ends_the_turn():
    s = five()
    do(s, "pass", "poster comedy", "producer 6<>7")
    assert s.current_player() == 2


def test_W3_1_2_director_gives_a_trophy_not_two_rounds_running():
    s = five()
    do(s, "pass", "poster comedy", "pass", "director P5")
    assert s.tokens[4] == 1 and s.last_recv[4] == 0
    s.round = 1
    s.used = 0
    s.sub, s.to_move = 1, 2
    assert "director P5" not in legal(s) and "director P1" in legal(s)


def test_W8_4_director_moves_a_token_when_all_four_are_out():
    s = five()
    do(s, "pass", "poster comedy", "pass")
    s.tokens = [2, 2, 0, 0, 0]
    acts = legal(s)
    assert "director P1>P3" in acts and not any(a.startswith("director P3>") for a in acts)
    do(s, "director P1>P3")
    assert s.tokens == [1, 2, 1, 0, 0]


def test_W3_1_2_gaffer_rerolls_three_times_same_die_allowed():
    s = five()
    do(s, "pass", "poster comedy", "pass", "pass", "gaffer")
    for _ in range(3):
        assert s.current_player() == 3
        do(s, "reroll P2", "die star")
    assert s.current_player() == 4 and s.dice[1] == 1


def test_W3_1_2_cinematographer_redraws_a_whole_hand():
    s = five()
    old = list(s.hands[1])
    do(s, "pass", "poster comedy", "pass", "pass", "pass", "cinematographer P2")
    assert s.hands[1] == [] and all(s.loc[c] == 1 for c in old)
    do(s, "card reorg1", "card reorg2", "card reorg3")
    assert len(s.hands[1]) == 3 and s.queue[0][0] == "deck"     # shooting is over


def test_W3_1_2_actress_target_draws_two_and_discards_two():
    s = five(jobs=(6, 1, 2, 3, 4))
    do(s, "pass", "poster comedy")       # P2 (Screenwriter) passed; P3.. then P1 Actress
    do(s, "pass", "pass", "pass", "actress P3", "card reorg1", "card reorg2")
    assert s.current_player() == 2 and len(s.hands[2]) == 5
    do(s, "discard reorg1", "discard reorg2")                    # W8.6: the new ones allowed
    assert len(s.hands[2]) == 3 and s.queue[0][0] == "deck"


def test_W3_1_2_actor_is_the_same_power():
    s = five(jobs=(7, 1, 2, 3, 4))
    do(s, "pass", "poster comedy", "pass", "pass", "pass", "actor P1", "card reorg1",
       "card reorg3")
    assert s.current_player() == 0 and "discard reorg3" in legal(s)


def test_W3_1_2_composer_adds_one_and_skips_the_deck_card():
    s = five(jobs=(8, 1, 2, 3, 4))
    do(s, "pass", "poster comedy", "pass", "pass", "pass", "composer", "card com1", "card com2")
    assert legal(s) == {"add com1", "add com2"}
    do(s, "add com1")
    assert len(s.pile) == 1 and s.composer_added and s.loc[24] == 1   # com2 discarded
    assert s.queue[0][0] == "cut"                 # W3.2.2 skipped: straight to the discard


def test_W3_1_2_editor_right_stays_after_the_card_leaves():
    s = five(jobs=(9, 2, 1, 3, 4))
    do(s, "pass", "poster comedy", "pass", "pass", "editor")   # P3 SW passes, P4,P5 pass, P1 edits
    assert s.editor == 0
    do(s, "producer 9<>5")                                       # the Editor card moves away
    assert s.job_at[8] == -1 and s.editor == 0


def test_W3_1_3_swap_with_centre_ends_the_turn():
    s = five()
    do(s, "swap 1>9")
    assert s.job_at[0] == -1 and s.job_at[8] == 0 and s.current_player() == CHANCE


def test_W3_1_3_no_centre_swap_with_nine_players():
    s = dealt(9, tuple(range(1, 10)), ["patriot"] * 5 + ["communist"] * 3 + ["star"],
              filler_hands(9), [0] * 9)
    assert not any(a.startswith("swap") for a in legal(s))


def test_W3_1_4_reroll_up_to_two_different_dice():
    s = five()
    do(s, "pass", "poster comedy", "reroll P3", "die star")
    assert "reroll P3" not in legal(s) and "stop" in legal(s)
    do(s, "reroll P1", "die star")
    assert s.dice[:3] == [1, 0, 1] and s.current_player() == 2


def test_W3_1_5_a_job_is_used_once_per_round_whoever_holds_it():
    s = five()
    do(s, "pass", "poster comedy", "pass", "pass", "gaffer", *["reroll P1", "die blank"] * 3)
    do(s, "producer 4<>5") if "producer 4<>5" in legal(s) else None
    assert not any(a == "gaffer" for a in legal(s))


def test_W8_1_turn_order_is_fixed_when_shooting_starts():
    s = five()
    do(s, "pass", "poster comedy", "producer 1<>5")      # the Screenwriter moves to P2
    assert s.order == [0, 1, 2, 3, 4]


def test_W8_2_screenwriter_only_on_the_first_turn():
    s = five(jobs=(2, 1, 3, 4, 5))
    assert s.current_player() == 1 and "screenwriter" in legal(s)
    do(s, "pass", "poster comedy", "pass", "pass", "pass", "pass")
    s2 = five(jobs=(2, 1, 3, 4, 5))
    do(s2, "pass", "poster comedy", "pass", "pass")


def test_W8_5_gaffer_may_reroll_ghost_dice():
    s = dealt(1, [(4, 5)], ["patriot"], [["pat1", "pat2", "pat3"]], [0, 0, 0, 0, 0],
              ghosts=("com1", "com2", "com3"))
    do(s, "poster comedy", "gaffer")
    assert "reroll G3" in legal(s) and "reroll P1b" in legal(s)


def test_W8_6_targets_are_players_not_ghosts():
    s = dealt(1, [(5, 6)], ["patriot"], [["pat1", "pat2", "pat3"]], [0, 0, 0, 0, 0],
              ghosts=("com1", "com2", "com3"))
    do(s, "poster comedy")
    assert {a for a in legal(s) if a.startswith("cinematographer")} == {"cinematographer P1"}


def test_W8_7_job_from_centre_waits_for_next_round():
    s = dealt(2, [(3, 4), (5, 6)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"))
    do(s, "poster comedy", "swap 3>9")
    assert s.current_player() == 1
    do(s, "pass")
    assert s.current_player() == 0 and "editor" not in legal(s) and "gaffer" in legal(s)


def test_W6_studio_order_turns_by_job_number():
    s = five(jobs=(5, 4, 3, 2, 1), studio_order=True)
    assert s.current_player() == 4
    do(s, "pass", "poster comedy")
    assert s.current_player() == 3
    do(s, "producer 2<>1")          # P4 takes the Screenwriter (passed): P5 gets 2, passed too
    assert s.current_player() == 2


def test_illegal_decision_is_refused_with_a_reason():
    s = five()
    with pytest.raises(IllegalActionError, match="not legal now"):
        s.apply_action(s.parse_action("pass") and "gaffer")
