"""A game may live outside cinetable (registry.register_game): it is listed last, its
packages and assets folder are where it says, and unregistering forgets it; the games of
cinetable keep their conventional places. (tests/fifth_game registers a whole game.)"""
from __future__ import annotations

import pytest

from cinetable.client.game_client import client_for
from cinetable.engine.assets import assets_dir
from cinetable.engine.errors import OptionError
from cinetable.engine.registry import (
    GAME_IDS,
    game_info,
    own_assets,
    place,
    register_game,
    registered_game,
    unregister_game,
)

BUILT_IN = ["hollywood", "poker", "hollywood1947", "cannes"]


def test_a_built_in_game_lives_in_cinetables_packages_and_assets():
    assert place("poker").rules == "cinetable.games.poker"
    assert place("poker").client == "cinetable.client.poker"
    assert place("poker").assets == assets_dir()
    assert own_assets() == []


def test_a_registered_game_is_listed_last_where_it_lives_and_forgotten_after(tmp_path):
    # poker's packages under another id: the registry only follows the places given
    with registered_game("elsewhere", "cinetable.games.poker", "cinetable.client.poker",
                         tmp_path):
        assert GAME_IDS == [*BUILT_IN, "elsewhere"]
        assert game_info("elsewhere").title == "Hollywood Poker"
        assert place("elsewhere").assets == tmp_path and own_assets() == [tmp_path]
        assert client_for("elsewhere") is client_for("poker")
    assert GAME_IDS == BUILT_IN and own_assets() == []
    with pytest.raises(OptionError):
        game_info("elsewhere")
    assert client_for("elsewhere") is None


def test_an_id_cannot_be_registered_twice_nor_a_built_in_game_unregistered(tmp_path):
    with pytest.raises(ValueError):
        register_game("poker", "x", "y", tmp_path)
    unregister_game("poker")
    assert GAME_IDS == BUILT_IN
