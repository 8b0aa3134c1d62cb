"""Every registered game's client package declares CLIENT (client/game_client.py), and
every part it declares loads and is what the shared scenes call."""
from __future__ import annotations

import dataclasses
import inspect

import pytest

from cinetable.client.game_client import GameClient, Lazy, client_for
from cinetable.client.table.base import BaseTableScene
from cinetable.engine.registry import GAME_IDS

CALLED_WITH = {"gallery": 3, "variant_words": 3, "guide_targets": 2, "chart_series": 4,
               "stage_words": 4}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_client_package_declares_its_table_and_parts(game_id):
    client = client_for(game_id)
    assert isinstance(client, GameClient)
    table = client.table.load()
    assert issubclass(table, BaseTableScene) and table.wording is not None
    assert list(table.game_keys) == list(client.keys) and client.keys
    for f in dataclasses.fields(GameClient):
        part = getattr(client, f.name)
        if f.name in CALLED_WITH and part is not None:
            assert isinstance(part, Lazy)
            params = inspect.signature(part.load()).parameters
            assert len(params) >= CALLED_WITH[f.name], (game_id, f.name)
    if client.results_extras is not None:
        extras = client.results_extras.load()
        assert extras.ROOM > 0 and callable(extras.draw)


def test_a_game_the_registry_does_not_know_has_no_client():
    assert client_for("nosuchgame") is None
    assert client_for("../etc") is None


def test_host_online_offers_every_registered_game_with_a_table():
    from cinetable.client.scenes.online import host_games
    assert host_games() == tuple(GAME_IDS)
