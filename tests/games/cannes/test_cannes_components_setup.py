"""C1 components and C2 setup."""
from __future__ import annotations

import pytest
from cannes_helpers import CARDS, ID, deal, new_game

from cinetable.engine import CHANCE, IllegalActionError, load_game
from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR
from cinetable.games.cannes.flow import P, lay_count


def test_C1_1_film_cards_kinds_and_screenplays():
    kinds = [c.kind for c in CARDS.film]
    assert kinds.count(SCREENPLAY) == 6 and kinds.count(SCENE) == 28 and kinds.count(STAR) == 20
    plays = [c for c in CARDS.film if c.kind == SCREENPLAY]
    assert sorted(len(t.needs) for t in plays) == [4, 4, 5, 5, 5, 5]
    assert plays[0].name == "Notre remarquable Oncle Tom"
    assert [CARDS.scene_ids[k] for k in plays[0].needs] == [
        "adventure", "children", "violence", "poetry", "dance"]
    # the scene cards are exactly the scenes the six screenplays name
    named = sorted(k for t in plays for k in t.needs)
    held = sorted(c.scene for c in CARDS.film if c.kind == SCENE)
    assert named == held
    stars = [c for c in CARDS.film if c.kind == STAR]
    assert sum(c.female for c in stars) == 10


def test_C1_2_scene_groups():
    group = dict(zip(CARDS.scene_ids, CARDS.scene_group))
    assert {k for k, g in group.items() if g == 0} == {"children", "adventure", "exotic"}
    assert {k for k, g in group.items() if g == 1} == {"seduction", "love", "poetry", "dance"}
    assert {k for k, g in group.items() if g == 2} == {"drama", "violence", "jealousy"}


def test_C1_3_auction_cards_values_suits_and_talent():
    values = [CARDS.value(k) for k in range(1, 51)]
    assert values[0] == 10000 and values[-1] == 500000 and len(set(values)) == 50
    assert CARDS.suits[CARDS.suit(48)] == "diamonds" and CARDS.suits[CARDS.suit(43)] == "clubs"
    assert [CARDS.suits[CARDS.suit(k)] for k in (1, 2, 3, 4)] == \
        ["spades", "hearts", "clubs", "diamonds"]
    assert CARDS.talent(28) and not CARDS.talent(29)      # 280,000 yes, 290,000 no
    assert sum(CARDS.talent(k) for k in range(1, 51)) == 28


def test_C1_4_four_special_cards_auctioned_face_up():
    s = new_game(4)
    deal(s)
    obs = s.observation(1)
    assert [lot["card"] for lot in obs["lots"]] == ["quick", "ds19", "friends", "kindness"]


def test_C1_5_track_of_eleven_stages_of_two_squares():
    s = new_game(3)
    deal(s)
    while s.phase == P.BID:
        s.apply_action("done")
    assert s.stage == 0 and s.squares == [0, 0, 0]
    # every stage ends two squares on: 1 July is square 2, 1 May square 22
    assert 2 * (10 + 1) == 22


def test_C2_1_each_seat_rates_every_star_once_from_20_to_1():
    s = load_game("cannes", 3).new_initial_state()
    assert s.current_player() == 0 and len(s.legal_actions()) == 20
    order = [f"v{j:02d}" for j in range(20, 0, -1)]
    for sid in order[:19]:
        s.apply_action(f"rate {sid}")
    assert sorted(s.ratings[0]) == list(range(1, 21))
    assert s.ratings[0][19] == 20 and s.ratings[0][0] == 1
    with pytest.raises(IllegalActionError):
        s.apply_action("rate v20")            # seat 1 rates now; v20 is free for them: ok
        s.apply_action("rate v20")            # but not twice
    assert s.current_player() == 1


def test_C2_2_two_piles_screenplays_apart():
    s = new_game(5)
    assert sorted(s.pile_t) == [ID[f"t{i}"] for i in range(1, 7)]
    assert len(s.pile_sv) == 48 and all(CARDS.film[c].kind != SCREENPLAY for c in s.pile_sv)


@pytest.mark.parametrize("players,removed", [(4, 5), (3, 11), (5, 0), (6, 0)])
def test_C2_3_removals_at_three_and_four_players(players, removed):
    s = new_game(players)
    assert len(s.removed) == removed
    ids = {CARDS.film[c].id for c in s.removed}
    if players == 4:
        assert "t6" in ids and "t4" not in ids
        kinds = sorted(CARDS.scene_ids[CARDS.film[c].scene] for c in s.removed
                       if CARDS.film[c].kind == SCENE)
        assert kinds == ["adventure", "dance", "jealousy", "violence"]
    if players == 3:
        assert {"t6", "t4"} <= ids
    assert len(s.pile_t) + len(s.pile_sv) + removed == 54


def test_C2_3_cards_laid_per_stage():
    assert [lay_count(5, st) for st in range(11)] == [5] * 10 + [4]
    assert [lay_count(4, st) for st in range(11)] == [5] * 5 + [4] * 6
    assert [lay_count(3, st) for st in range(11)] == [4] * 11
    # the schedules use exactly the film cards in play; at 3 players 43 cards are in
    # play, so the 1 May auction takes the 3 that remain
    for n, removed in ((4, 5), (5, 0), (6, 0)):
        assert sum(lay_count(n, st) for st in range(11)) == 54 - removed
    assert sum(lay_count(3, st) for st in range(10)) + 3 == 54 - 11


def test_C2_4_random_first_player_then_three_cards_each_for_the_specials():
    s = load_game("cannes", 4).new_initial_state()
    for _ in range(4):
        while s.phase == P.RATE:
            s.apply_action(s.legal_actions()[0])
    assert s.current_player() == CHANCE
    outs = s.chance_outcomes()
    assert [str(a) for a, _ in outs] == ["first P1", "first P2", "first P3", "first P4"]
    assert all(abs(p - 0.25) < 1e-12 for _, p in outs)
    s.apply_action("first P3")
    assert s.deal_queue == [2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 1]
    deal(s)
    assert [len(h) for h in s.hands] == [3, 3, 3, 3]
    assert s.phase == P.BID and s.to_move == 2 and len(s.lots) == 4
