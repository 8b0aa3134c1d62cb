"""H8 notation: actions round-trip through text; bad text and illegal actions say why."""
import pytest
from hollywood_helpers import claim_all_but, lay_out, layout_with, new_game, play, run_round

from cinetable.engine import IllegalActionError, OptionError, load_game
from cinetable.games.hollywood import actions as A
from cinetable.games.hollywood.cards import load_cards

CARDS = load_cards()


def test_H8_every_action_has_a_unique_notation():
    every = [*A.PLACE, A.CUT, A.DOUBLE, *A.STAR, *A.FIRST, *A.DEAL]
    texts = [str(a) for a in every]
    assert len(set(texts)) == len(texts) == 4 + 2 + 3 + 4 + 56
    assert all(A.lookup(t) is a for t, a in zip(texts, every))
    assert [str(a) for a in A.STAR] == ["star->action", "star->horror", "star->romance"]
    assert str(A.DEAL[CARDS.by_id["h07"].index]) == "deal h07"


@pytest.mark.parametrize("text,expected", [
    ("place A", "place A"), ("place a", "place A"), ("  place   B ", "place B"),
    ("c", "place C"), ("4", "place D"), ("CUT", "cut"), ("Double", "double"),
    ("star -> horror", "star->horror"), ("Star->Romance", "star->romance"),
    ("STAR -> ACTION", "star->action"), ("deal H07", "deal h07"), ("first p2", "first P2"),
])
def test_H8_friendly_spellings(text, expected):
    assert str(A.lookup(text)) == expected


@pytest.mark.parametrize("text", ["", "place E", "pass", "star->comedy", "deal z99",
                                  "first P9", "place", "12", None, 3.5])
def test_H8_garbage_is_refused_with_examples(text):
    state = new_game(3)
    lay_out(state, layout_with(state))
    with pytest.raises(IllegalActionError, match="not a Hollywood! action"):
        state.parse_action(text)


def test_H8_illegal_now_names_the_problem():
    state = new_game(3, first=0)
    lay_out(state, layout_with(state))
    with pytest.raises(IllegalActionError, match="Cards are only dealt at the start of a round"):
        state.parse_action("deal a13")
    with pytest.raises(IllegalActionError, match="You have no star to place"):
        state.parse_action("star->action")
    with pytest.raises(IllegalActionError, match="first player"):
        state.parse_action("first P1")
    play(state, "C cut C C")
    with pytest.raises(IllegalActionError, match="Column C is full"):
        state.parse_action("place C")
    play(state, "A B D")                        # seats 1, 2, 0
    assert state.current_player() == 1
    with pytest.raises(IllegalActionError, match="already played your Cut card"):
        state.parse_action("cut")


def test_H8_chance_actions_illegal_at_the_wrong_time():
    from cinetable.engine import load_game as lg
    state = lg("hollywood", 3).new_initial_state()
    with pytest.raises(IllegalActionError, match="first player is drawn before"):
        state.parse_action("deal s01")
    with pytest.raises(IllegalActionError, match="no seat P4"):
        state.parse_action("first P4")
    with pytest.raises(IllegalActionError, match="being dealt"):
        state.parse_action("cut")
    state.apply_action(state.parse_action("first P1"))
    with pytest.raises(IllegalActionError, match="already been drawn"):
        state.parse_action("first P2")


def test_H8_apply_action_rejects_what_parse_rejects():
    state = new_game(3, first=0)
    with pytest.raises(IllegalActionError):
        state.apply_action(A.CUT)
    with pytest.raises(IllegalActionError, match="not a Hollywood! action"):
        state.apply_action(object())              # neither an action nor notation
    with pytest.raises(IllegalActionError, match="being dealt"):
        state.apply_action("place A")             # notation is parsed, then refused
    lay_out(state, layout_with(state))
    with pytest.raises(IllegalActionError):
        state.apply_action(A.DEAL[0])
    with pytest.raises(IllegalActionError, match="no star to place"):
        state.apply_action(A.STAR[0])
    assert state.history_len == 1 + 14       # refused actions leave no trace


def test_H8_game_over_refuses_everything():
    state = new_game(3, first=0)
    while not state.is_terminal():
        lay_out(state, layout_with(state))
        claim_all_but(state)
    with pytest.raises(IllegalActionError, match="The game is over"):
        state.parse_action("place A")
    with pytest.raises(IllegalActionError, match="The game is over"):
        state.parse_action("deal s12")


def test_H8_star_choice_messages():
    state = new_game(3, first=0)
    run_round(state, "a02 a03 s05 s09 h02 b1 a07 h03 h12 s01 a04 r12 a05 a06",
              [0, 1, 0, 2, 0, 1, 0, 1, -1, 1, 2, -1, 2, 2])
    with pytest.raises(IllegalActionError, match="no open Romance project"):
        state.parse_action("star->romance")
    with pytest.raises(IllegalActionError, match="First choose which open project"):
        state.parse_action("cut")


@pytest.mark.parametrize("players", [2, 5, 0, -1])
def test_load_game_bad_player_count_names_players(players):
    with pytest.raises(OptionError, match="3 to 4 players") as info:
        load_game("hollywood", players)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("players", ["4", 3.0, True, None])
def test_load_game_player_count_must_be_a_whole_number(players):
    with pytest.raises(ValueError, match="players"):
        load_game("hollywood", players)


@pytest.mark.parametrize("options,name", [
    ({"advanced": True}, "advanced"),
    ({"advanced_scoring": "yes"}, "advanced_scoring"),
    ({"prototype_order": 1}, "prototype_order"),
])
def test_load_game_bad_options_name_the_option(options, name):
    with pytest.raises(ValueError, match=f"'{name}'"):
        load_game("hollywood", 3, options)


def test_load_game_fills_default_options():
    game = load_game("hollywood", 4, {"prototype_order": True})
    assert game.options == {"advanced_scoring": False, "prototype_order": True}
    assert game.num_players == 4 and game.id == "hollywood"


def test_H8_apply_action_takes_notation_text_too():
    from cinetable.engine import CHANCE, IllegalActionError, load_game
    state = load_game("hollywood", 3).new_initial_state()
    other = state.clone()
    while state.current_player() == CHANCE:
        text = str(state.chance_outcomes()[0][0])
        assert [type(e) for e in state.apply_action(text)] == \
            [type(e) for e in other.apply_action(other.parse_action(text))]
    state.apply_action("place B")
    other.apply_action(other.parse_action("place B"))
    assert state.observation(0) == other.observation(0)
    with pytest.raises(IllegalActionError, match="not a Hollywood! action"):
        state.apply_action("place E")
    assert state.observation(0) == other.observation(0)
