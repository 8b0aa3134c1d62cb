"""The game registry: four games listed, only implemented ones load, options checked."""
import pytest

from cinetable.engine import OptionError, OptionSpec, game_info, game_infos, load_game
from cinetable.engine.registry import check_options


def test_registry_lists_the_four_games():
    assert [i.id for i in game_infos()] == ["hollywood", "poker", "hollywood1947", "cannes"]
    assert [i.id for i in game_infos(implemented_only=True)] == \
        [i.id for i in game_infos() if i.implemented]
    assert "hollywood" in [i.id for i in game_infos(implemented_only=True)]
    for info in game_infos():
        assert info.title and info.blurb and 1 <= info.min_players <= info.max_players


def test_hollywood_info_and_options():
    info = game_info("hollywood")
    assert (info.min_players, info.max_players) == (3, 4)
    assert [(o.name, o.default) for o in info.options] == \
        [("advanced_scoring", False), ("prototype_order", False)]


def test_unknown_game_names_the_known_ones():
    with pytest.raises(OptionError, match="Unknown game 'monopoly'.*hollywood"):
        game_info("monopoly")
    with pytest.raises(ValueError):
        load_game("monopoly", 3)


def test_unimplemented_game_does_not_load():
    for info in game_infos():
        if not info.implemented:
            with pytest.raises(OptionError, match="not playable yet"):
                load_game(info.id, info.min_players)


def test_check_options_choices_and_types():
    from cinetable.engine import GameInfo
    info = GameInfo("x", "X", 2, 5, options=(
        OptionSpec("speed", "normal", "Speed", choices=("slow", "normal", "fast")),
        OptionSpec("rounds", 3, "Rounds"),
        OptionSpec("open", False, "Open hands")))
    assert check_options(info, 2, None) == {"speed": "normal", "rounds": 3, "open": False}
    assert check_options(info, 5, {"speed": "fast", "rounds": 4})["speed"] == "fast"
    with pytest.raises(OptionError, match="'speed' must be one of"):
        check_options(info, 3, {"speed": "warp"})
    with pytest.raises(OptionError, match="'rounds' must be a int"):
        check_options(info, 3, {"rounds": "4"})
    with pytest.raises(OptionError, match="'open' must be true or false"):
        check_options(info, 3, {"open": 0})
    with pytest.raises(OptionError, match="Unknown option 'colour'.*speed, rounds, open"):
        check_options(info, 3, {"colour": "red"})
    with pytest.raises(OptionError, match="2 to 5 players, not 6"):
        check_options(info, 6, None)
