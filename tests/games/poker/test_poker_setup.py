"""P1-P2 components and setup, P8.1 the first leader."""
import pytest
from poker_helpers import deal_hands, new_state

from cinetable.engine import CHANCE, IllegalActionError, load_game
from cinetable.engine.errors import OptionError
from cinetable.games.poker import events as E
from cinetable.games.poker.cards import DOUBLE, career_ranks, doubles_in_play, load_cards


def test_P1_1_number_cards_are_values_1_to_13_and_doubles_are_wild_cards():
    s = new_state(8)
    assert s.full[1:14] == (8,) * 13 and s.full[DOUBLE] == 4
    assert sum(s.full) == 104 + 4


def test_P1_2_eight_careers_ranked_megastar_to_dishwasher():
    careers = load_cards().careers
    assert [c.rank for c in careers] == list(range(1, 9))
    assert careers[0].id == "megastar" and careers[-1].id == "dishwasher"
    assert careers[1].name == "Director" and careers[6].name == "Stunt double"


@pytest.mark.parametrize("players,doubles", [(2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4)])
def test_P1_3_doubles_in_play_by_player_count(players, doubles):
    assert doubles_in_play(players) == doubles
    assert new_state(players).full[DOUBLE] == doubles


@pytest.mark.parametrize("players", range(2, 9))
def test_P2_1_one_colour_of_13_cards_per_player(players):
    s = new_state(players)
    assert all(s.full[v] == players for v in range(1, 14))
    with pytest.raises(OptionError):
        load_game("poker", 9)
    with pytest.raises(OptionError):
        load_game("poker", 1)


def test_P2_2_careers_always_include_megastar_and_dishwasher():
    for n in range(2, 9):
        for preset in ("best", "spread", "lowest"):
            ranks = career_ranks(n, preset)
            assert len(ranks) == len(set(ranks)) == n
            assert ranks[0] == 1 and ranks[-1] == 8 and list(ranks) == sorted(ranks)
    assert career_ranks(5) == (1, 2, 3, 4, 8)            # [designed] default: the best ones
    assert career_ranks(4, "lowest") == (1, 6, 7, 8)
    assert new_state(5).careers == (1, 2, 3, 4, 8)
    assert new_state(4, careers="lowest").careers == (1, 6, 7, 8)
    s = new_state(4, careers="spread")
    assert s.careers == (1, 2, 7, 8) and s.career_of(0) == 0      # none in the first deal


def test_P2_3_first_deal_13_each_and_the_rest_set_aside_unseen():
    s = new_state(4)
    assert s.current_player() == CHANCE
    deal_hands(s, {})
    assert s.sizes == [13] * 4
    assert sum(s.deck) == 2 and s.phase == 1                # LEADER: drawn next
    # the leader is drawn uniformly
    outs = s.chance_outcomes()
    assert [str(a) for a, _ in outs] == ["leader P1", "leader P2", "leader P3", "leader P4"]
    assert all(p == pytest.approx(0.25) for _, p in outs)
    # the set-aside cards are in nobody's observation
    obs = s.observation(0)
    assert obs["undealt"] == 2 and len(obs["hand"]) == 13


def test_P8_1_leader_drawn_after_the_deal_is_position_one():
    s = new_state(5)
    with pytest.raises(IllegalActionError):
        s.apply_action("leader P3")                        # not before the cards are dealt
    deal_hands(s, {})
    ev = s.apply_action("leader P3")
    drawn = [e for e in ev if isinstance(e, E.LeaderDrawn)][0]
    assert drawn.order == (2, 3, 4, 0, 1)
    assert s.position[2] == 0 and s.position[1] == 4
    assert s.current_player() == 2 and s.last_count == 0
