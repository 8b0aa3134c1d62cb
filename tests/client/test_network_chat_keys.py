"""The chat's keys in the key help (issue 22): F1 at a network table lists T (open or hide
the chat) and Ctrl+1–4 (quick reactions), in each language; a local table has no chat and
does not list them."""
import pygame
import pytest
from net_app_helpers import create_table, seat_people
from shell_helpers import frames, key

from cinetable.client.remote_session import RemoteSession
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui


def _listed(app):
    key(app, pygame.K_F1, 2)
    assert app.scenes.top.name == "key_help"
    listed = dict(app.scenes.top.keys)
    key(app, pygame.K_ESCAPE, 2)
    return listed


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_f1_at_a_network_table_lists_the_chat_keys(app, hosted, lang):
    app.set_language(lang)
    [(mine, first)] = seat_people(hosted, create_table(hosted, "poker", ["open", "easy"]),
                                  ("Ana",))
    session = RemoteSession(mine, first)
    open_table(app, session)
    frames(app, 2)
    listed = _listed(app)
    assert listed["T"] == app.t("chat.keys.open") != "chat.keys.open"
    react = listed["Ctrl+1–4"]
    assert not react.startswith("chat.keys")
    for code in ("well_played", "oops", "hurry_up", "good_game"):
        assert app.t(f"chat.reaction.{code}") in react
    session.leave()
    app.scenes.pop()


def test_a_local_table_lists_no_chat_keys(app):
    seats = [("Ann", "human"), ("B1", "bot", "easy")]
    open_table(app, GameSession.new("poker", 2, {}, seats, seed=3))
    frames(app, 2)
    listed = _listed(app)
    assert "T" not in listed and "Ctrl+1–4" not in listed
