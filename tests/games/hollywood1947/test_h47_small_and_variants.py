"""W5 games of 1-3 players (ghosts, two Jobs and two dice), W6 variants, W8.8-W8.12."""
import pytest
from h47_helpers import dealt, do, filler_hands

from cinetable.engine import CHANCE
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.actions import CARD_ID

CID = {c: i for i, c in enumerate(CARD_ID)}


def solo(dice=(0, 0, 0, 0, 0), jobs=(4, 5), ghosts=("com1", "com2", "com3"), **opts):
    return dealt(1, [jobs], ["patriot"], [["pat1", "pat2", "pat3"]], list(dice),
                 ghosts=ghosts, **opts)


def legal(s):
    return {str(a) for a in s.legal_actions()}


def test_W5_1_no_producer_two_jobs_and_two_dice_each():
    s = dealt(2, [(3, 4), (5, 6)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"))
    assert s.job_at[1] == -2 and s.job_at[2] == 0 and s.job_at[3] == 0
    assert s.observation(0)["dice_names"] == ["P1a", "P1b", "P2a", "P2b", "G1", "G2"]


def test_W5_2_two_orbits_one_action_each_no_job_twice():
    s = dealt(2, [(3, 4), (5, 6)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"))
    do(s, "poster comedy")
    assert s.order == [0, 1, 0, 1]
    do(s, "gaffer", *["reroll G1", "die blank"] * 3)
    do(s, "pass")
    assert s.current_player() == 0 and "gaffer" not in legal(s) and "director P2" in legal(s)


def test_W5_2_solo_plays_two_turns_in_a_row():
    s = solo()
    do(s, "poster comedy", "pass")
    assert s.current_player() == 0
    do(s, "pass")
    assert s.current_player() == CHANCE


def test_W5_2_screenwriter_only_on_the_first_orbit():
    s = solo(jobs=(1, 4))
    assert "screenwriter" in legal(s)
    do(s, "gaffer", *["reroll G1", "die blank"] * 3)
    assert s.queue == [("poster", None)]          # not used: a random poster is drawn
    do(s, "poster comedy")
    assert "screenwriter" not in legal(s)


def test_W5_3_swap_a_used_job_reroll_ghost_dice_or_peek():
    s = solo()
    do(s, "poster comedy", "gaffer", *["reroll P1a", "die blank"] * 3)
    acts = legal(s)
    assert "swap 4>9" in acts and "reroll G2" in acts and "peek" in acts
    ev = do(s, "peek")
    secret = [e for e in ev if isinstance(e, E.GhostCards)][0]
    assert secret.visible_to == (0,) and secret.cards == ("com1", "com2", "com3")
    assert s.observation(0)["ghosts"] == ["com1", "com2", "com3"]


def test_W5_4_two_star_dice_add_two_cards():
    s = solo(dice=(1, 1, 0, 0, 0))
    do(s, "poster comedy", "pass", "pass")
    do(s, "add pat1")
    assert s.current_player() == 0 and "done" not in legal(s)
    do(s, "add pat2")
    assert s.current_player() == CHANCE and s.pile_by == [0, 0]


def test_W5_5_ghost_with_star_adds_its_card_and_gets_a_new_one():
    s = solo(dice=(0, 0, 1, 0, 0))
    do(s, "poster comedy", "pass", "pass")
    assert s.pile_by == [1] and s.ghost_card[0] == -1 and s.ghost_card[1] == CID["com2"]
    do(s, "card pat10", "pick pat10")
    assert s.queue == [("ghost", 0)]
    do(s, "card neutral1")
    assert s.ghost_card[0] == CID["neutral1"]


def test_W5_5_ghost_with_a_token_spends_it_when_no_star():
    s = solo(jobs=(3, 4))
    do(s, "poster comedy", "director G2")
    assert s.tokens[2] == 1
    do(s, "pass")
    assert s.pile_by == [2] and s.tokens[2] == 0


def test_W5_6_two_players_remove_monster_horror_and_double_communist_cards():
    s = dealt(2, [(3, 4), (5, 6)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"))
    outs = {str(a) for a, _ in s.chance_outcomes()}
    assert "poster monster" not in outs and "poster horror" not in outs and len(outs) == 13
    assert all(s.loc[CID[f"com2-{k}"]] == 3 for k in range(1, 7))
    assert s.loc[CID["reorg1"]] != 3


def test_W5_6_two_players_tie_won_by_both_and_double_four_is_a_draw():
    s = dealt(2, [(3, 4), (5, 6)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"))
    s.score = [3, 3]
    do(s, "poster comedy", *["pass"] * 4, "card neutral13", "pick neutral13")
    assert s.films[-1][4] == 2 and s.score == [4, 4]
    assert s.is_terminal() and s.winners() == [0, 1] and s.side_won == "draw"


def test_W6_justice_no_deck_card_nor_random_discard_in_the_seventh_film():
    hands = filler_hands(5)
    s = dealt(5, (1, 2, 3, 4, 5), ["patriot"] * 3 + ["communist"] * 2, hands,
              [1, 0, 0, 0, 0], justice=True)
    s.round = 6
    s.score = [3, 3]
    ev = do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1")
    assert s.is_terminal() and s.films[-1][1] == (CID["neutral1"],)
    assert not any(isinstance(e, E.RandomDiscard) for e in ev)


def test_W6_shifting_loyalties_deal_from_all_nine_cards():
    s = dealt(4, (1, 2, 3, 4), [], filler_hands(4), [], shifting_loyalties=True) \
        if False else None
    from h47_helpers import new_state
    s = new_state(4, shifting_loyalties=True)
    for j in (1, 2, 3, 4):
        do(s, f"job {j}")
    outs = {str(a): p for a, p in s.chance_outcomes()}
    assert outs == pytest.approx({"loyalty patriot": 5 / 9, "loyalty communist": 3 / 9,
                                  "loyalty star": 1 / 9})
    do(s, "loyalty communist", "loyalty communist", "loyalty communist")
    assert "loyalty communist" not in {str(a) for a, _ in s.chance_outcomes()}


def test_W6_union_strike_adds_one_to_three_under_a_neutral_poster():
    s = dealt(5, (1, 2, 3, 4, 5), ["patriot"] * 3 + ["communist"] * 2, filler_hands(5),
              [1, 0, 0, 0, 0], union_strike=True)
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1")
    assert "done" in legal(s)
    do(s, "add neutral2", "add neutral3")
    assert s.pile_by == [0, 0, 0] and s.current_player() == CHANCE
    s2 = dealt(5, (1, 2, 3, 4, 5), ["patriot"] * 3 + ["communist"] * 2, filler_hands(5),
               [1, 0, 0, 0, 0], union_strike=True)
    do(s2, "pass", "poster western", *["pass"] * 4, "add neutral1")
    assert s2.current_player() == CHANCE                 # not Neutral: one card only


def test_W8_8_ghost_with_star_keeps_its_token():
    s = solo(jobs=(3, 4), dice=(0, 0, 1, 0, 0))
    do(s, "poster comedy", "director G1", "pass")
    assert s.pile_by == [1] and s.tokens[1] == 1


def test_W8_9_draw_back_before_the_film_cards_are_discarded():
    s = solo(dice=(1, 0, 0, 0, 0))
    do(s, "poster comedy", "pass", "pass", "add pat1", "card pat10", "pick pat10")
    assert s.queue[0] == ("draw", 0) and s.loc[CID["pat1"]] == 2


def test_W8_10_editor_choice_is_public_the_card_is_not():
    hands = filler_hands(5)
    s = dealt(5, (9, 1, 2, 3, 4), ["patriot"] * 3 + ["communist"] * 2, hands, [0, 1, 0, 0, 0])
    do(s, "pass", "poster comedy", "pass", "pass", "pass", "editor", "add neutral4",
       "card pat10", "pick pat10")
    assert s.observation(0)["editor_look"] == "pat10" and s.observation(1)["editor_look"] is None
    ev = do(s, "discard it")
    assert any(isinstance(e, E.EditorChose) and e.discarded for e in ev)
    assert s.films[-1][1] == (CID["neutral4"],)


def test_W8_11_no_hearing_nor_reorganization_when_the_game_ends():
    s = dealt(5, (1, 2, 3, 4, 5), ["patriot"] * 3 + ["communist"] * 2, filler_hands(5),
              [1, 0, 0, 0, 0])
    s.score = [3, 0]
    ev = do(s, "pass", "poster western", *["pass"] * 4, "add neutral1", "card hearing2",
            "pick neutral1")
    assert s.is_terminal() and not any(isinstance(e, E.Hearing) for e in ev)


def test_W8_12_studio_order_job_moved_to_a_passed_number_gives_no_turn():
    s = dealt(5, (1, 2, 5, 6, 7), ["patriot"] * 3 + ["communist"] * 2, filler_hands(5),
              [0] * 5, studio_order=True)
    do(s, "pass", "poster comedy", "producer 2<>6")  # P2 takes 6, P4 gets 2 (passed)
    assert s.current_player() == 1 and "actress P1" in legal(s)   # W3.1.2: may use it now
    do(s, "end")
    assert s.current_player() == 2                   # Job 5
    do(s, "pass")
    assert s.current_player() == 4                   # Job 7: P2 already acted, P4 skipped


def test_W4_1_solo_game_lost_to_the_communists_has_no_winning_seat():
    s = solo()
    s.score = [0, 3]
    do(s, "poster comedy", "pass", "pass", "card neutral13", "pick neutral13")
    assert s.is_terminal() and s.side_won == "communist" and s.score == [0, 4]
    assert s.returns() == [0.0]                       # the lone Patriot lost
    assert s.score_sheet().winners == ()              # the results screen: nobody won
    assert s.winners() == [0]                         # protocol: never empty at the end
    assert s.observation(0)["winners"] == []
