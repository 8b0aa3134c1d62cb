"""C5 scoring (scenes, stars, prizes), C4.7/C7.7 screenplay claims and C7.8 rulings."""
from __future__ import annotations

from cannes_helpers import CARDS, ID, act, deal, lay, to_stage

from cinetable.games.cannes import events as E
from cinetable.games.cannes.flow import P
from cinetable.games.cannes.scoring import choose_stars, final_result, scene_score, star_values

S = {k: [c.index for c in CARDS.film if c.scene == i] for i, k in enumerate(CARDS.scene_ids)}
W = [ID[f"v{j:02d}"] for j in range(1, 11)]       # women
M = [ID[f"v{j:02d}"] for j in range(11, 21)]      # men


def test_C5_2_book_example_oncle_tom_scores_40():
    scenes = [S["adventure"][0], S["children"][0], S["drama"][0], S["jealousy"][0]]
    pts, matches = scene_score(ID["t1"], scenes)
    assert pts == 40
    assert [p for _c, p in matches] == [20, 20, 10, 0, 0]        # Drama stands for Violence


def test_C5_2_extra_copy_stands_in_for_its_group_and_zero_scenes_still_count():
    two_adv = [S["adventure"][0], S["adventure"][1]]
    assert scene_score(ID["t1"], two_adv)[0] == 20 + 10 - 30      # Adventure stands for Children
    # a scene scoring 0 still counts against the short-scene penalty
    five = [S["adventure"][0], S["exotic"][0], S["exotic"][1], S["drama"][0], S["love"][0]]
    pts, _m = scene_score(ID["t1"], five)
    assert pts == 20 + 10 + 10 + 10 + 0                           # Exotic→Children, Drama→Violence, Love→Poetry
    assert scene_score(ID["t5"], [])[0] == -40


def test_C5_2_best_assignment_is_chosen():
    # Dance may stand for Poetry or be exact: exact first, and Love stands for Poetry
    t1 = ID["t1"]
    pts, _m = scene_score(t1, [S["dance"][0], S["love"][0]])
    assert pts == 20 + 10 - 30


def test_C5_3_star_value_is_highest_plus_lowest_rating():
    r0 = list(range(20, 0, -1))          # v01 = 20 .. v20 = 1
    r1 = list(range(1, 21))              # v01 = 1 .. v20 = 20
    r2 = [10] + list(range(20, 10, -1)) + list(range(9, 0, -1))
    vals = star_values([r0, r1, r2])
    assert vals[ID["v01"]] == 20 + 1 and vals[ID["v20"]] == 20 + 1
    assert vals[ID["v02"]] == 20 + 2


def test_C5_3_two_women_and_two_men_at_most_no_penalty():
    vals = {v: 30 - i for i, v in enumerate(W + M)}
    assert choose_stars(W[:3] + M[:1], vals, False) == (W[0], W[1], M[0])
    assert choose_stars([], vals, False) == ()


def test_C1_4_and_C7_8_stars_kindness_fills_one_empty_slot_with_the_other_sex():
    vals = {v: 30 - i for i, v in enumerate(W + M)}
    assert choose_stars(W[:4], vals, True) == (W[0], W[1], W[2])
    assert choose_stars(W[:4] + M[:1], vals, True) == (W[0], W[1], W[2], M[0])
    assert choose_stars(W[:2] + M[:2] + [W[5]], vals, True) == (W[0], W[1], M[0], M[1])


def _ratings(n):
    return [list(range(20, 0, -1)) for _ in range(n)]


def test_C5_1_and_C7_8_best_of_two_screenplays_and_no_film_without_one():
    won = [[ID["t1"], ID["t5"], S["children"][0], S["poetry"][0], S["drama"][0], S["love"][0]],
           [S["adventure"][0], W[0], M[0]],
           [ID["t2"]]]
    res = final_result(won, [[], [], []], _ratings(3))
    assert res.films[0].screenplay == ID["t5"] and res.films[0].scene_points == 80
    assert not res.films[1].has_film and res.films[1].total == 0
    assert res.films[2].scene_points == -50                    # may be negative
    assert res.best_performance == (0, 2)                       # seat 1's stars: no film
    assert res.winners == (0,)


def test_C5_4_prizes_and_shared_ties():
    won = [[ID["t1"], W[0]], [ID["t2"], W[1]], [ID["t3"]]]
    r = [[20 - j for j in range(20)] for _ in range(3)]
    res = final_result(won, [[], [], []], r)
    # scenes: all -50; stars: v01 = 40, v02 = 38, none
    assert res.best_screenplay == (0, 1, 2)
    assert res.best_performance == (0,) and res.winners == (0,)
    tied = final_result([[ID["t1"]], [ID["t3"]]], [[], []], _ratings(2))
    assert tied.winners == (0, 1)


def test_C7_8_nobody_with_a_film_means_no_winner():
    res = final_result([[W[0]], []], [[], []], _ratings(2))
    assert res.winners == () and res.best_screenplay == () and res.best_performance == ()


def _to_claims():
    """3 players: seat 1 wins every screenplay, seat 0 one scene in July; every Director
    calls at once. Stops at the first screenplay claim after the 1 December auction."""
    s = to_stage(3)
    while s.phase not in (P.CLAIM, P.OVER):
        ph = s.phase
        if ph == P.ROLL:
            act(s, "die 6")
        elif ph == P.LAY:
            lay(s)
        elif ph in (P.PEEK, P.TURN_PEEK):
            act(s, "pass")
        elif ph == P.CALL:
            act(s, "call")
        elif ph == P.DEAL:
            deal(s)
        elif ph == P.BID:
            p = s.to_move
            want = "T" if p == 1 else ("S" if p == 0 and s.stage == 0 else None)
            lots = [i for i in range(len(s.lots)) if s.lot_kind(i) == want]
            if lots and s.hands[p]:
                act(s, f"bid lot{lots[0] + 1} {min(s.hands[p]) * 10000}")
            if s.phase == P.BID and s.to_move == p:
                act(s, "done")
    return s


def test_C4_7_and_C7_7_screenplay_claim_give_least_wanted_take_most_wanted():
    s = _to_claims()
    assert s.stage == 5 and s.screenplays(1) == 4
    first = s.to_move
    assert first == s.claim_order[0] or s.screenplays(s.claim_order[0]) > 0
    assert sorted(str(a) for a in s.legal_actions()) == ["claim P2", "decline"]
    if first != 0:
        act(s, "decline")
    assert s.to_move == 0
    before = list(s.won[0])
    ev = act(s, "claim P2")
    seen = [e for e in ev if isinstance(e, E.ClaimSeen)][0]
    assert seen.visible_to == (1, 0) and len(seen.cards) == len(before) == 1
    assert s.phase == P.GIVE and s.to_move == 1
    give = s.legal_actions()[-1]
    act(s, str(give))
    assert give.arg in s.won[0] and s.phase == P.TAKE
    assert [a.arg for a in s.legal_actions()] == before      # only the cards held before
    ev = act(s, str(s.legal_actions()[0]))
    assert before[0] in s.won[1] and s.screenplays(0) == 1
    public = [e for e in ev if isinstance(e, E.CardTaken) and e.visible_to is None]
    assert public and public[0].card == "" and public[0].back == "S"
    while s.phase == P.CLAIM:
        act(s, "decline")
    assert s.stage == 6


def test_C7_7_claims_go_in_turn_order_from_after_the_december_Director_once_each():
    s = _to_claims()
    assert s.claim_order[0] == (s.director + 1) % 3
    order = []
    while s.phase == P.CLAIM:
        order.append(s.to_move)
        act(s, "decline")
    assert order == [p for p in s.claim_order if p != 1]    # seat 1 holds screenplays
    assert s.stage == 6 and s.phase != P.CLAIM
