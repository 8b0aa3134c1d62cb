"""Issue 17.7a: F1 on each table lists that game's own keys, and the list is true to the
table's key handling."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.game_client import client_for
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

PLAYERS = {"hollywood": 3, "poker": 4, "hollywood1947": 5, "cannes": 3}
MUST_LIST = {"hollywood": {"1–4", "C", "D", "1–3"},
             "poker": {"1–9, 0", "J Q K", "D", "Return", "P", "C", "← →", "Space / ↑"},
             "hollywood1947": {"1–9", "L", "Backspace"},
             "cannes": {"Return", "C", "W", "P", "R", "K"}}


def table(app, game):
    n = PLAYERS[game]
    seats = [("Ann", "human")] + [(f"B{i}", "bot", "easy") for i in range(1, n)]
    return open_table(app, GameSession.new(game, n, {}, seats, seed=3))


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_f1_on_each_table_lists_that_games_keys(app, game):
    scene = table(app, game)
    frames(app, 2)
    key(app, pygame.K_F1, 2)
    assert app.scenes.top.name == "key_help"
    listed = dict(app.scenes.top.keys)
    assert MUST_LIST[game] <= set(listed)
    for k, what in client_for(game).keys:         # translated, not a raw locale key
        assert listed[k] == app.t(what) and not listed[k].startswith("keys.")
    assert "Esc" in listed and "F1 / ?" in listed
    key(app, pygame.K_ESCAPE, 2)
    assert app.scenes.top is scene


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_listed_key_is_described_in_each_language(app, lang):
    app.set_language(lang)
    for game in PLAYERS:
        for _k, what in client_for(game).keys:
            assert app.t(what) != what, (lang, what)


def test_the_lists_agree_with_the_tables_key_maps():
    from cinetable.client.cannes.table import KEYS as CANNES
    from cinetable.client.hollywood.table import KEY_COLUMNS, KEY_OPTIONS
    from cinetable.client.hollywood1947.table import DIGITS
    from cinetable.client.poker.controls import VALUE_KEYS
    K = pygame
    assert {K.K_1 + i for i in range(9)} | {K.K_0, K.K_j, K.K_q, K.K_k, K.K_d} == set(VALUE_KEYS)
    assert sorted(set(KEY_COLUMNS.values())) == [0, 1, 2, 3]
    assert sorted(set(KEY_OPTIONS.values())) == [0, 1, 2]
    assert sorted(set(DIGITS.values())) == list(range(9))
    names = {K.K_RETURN: "Return", K.K_c: "C", K.K_w: "W", K.K_p: "P", K.K_r: "R", K.K_k: "K"}
    assert {names[k] for k in CANNES if k in names} == {k for k, _ in client_for("cannes").keys}


def test_l_shows_the_1947_loyalty_as_listed(app):
    scene = table(app, "hollywood1947")
    assert until(app, scene.human_can_act)
    was = scene.peek
    key(app, pygame.K_l, 1)
    assert scene.peek != was
