"""Which scene shows the table of which game, and opening it for a session.

A game's table is its client package's CLIENT.table (client/game_client.py): a new game
needs no entry here. Table scenes are imported when a game opens, not at start-up (the
title must appear fast).
"""
from __future__ import annotations

from cinetable.client.game_client import client_for
from cinetable.client.scene import Scene


def has_table(game_id: str) -> bool:
    """Whether the client can draw this game (it has a client package)."""
    return client_for(game_id) is not None


def table_class(game_id: str):
    client = client_for(game_id)
    if client is None:
        raise ValueError(f"There is no table for the game '{game_id}' yet")
    return client.table.load()


def open_table(app, session) -> Scene:
    """Show the session's table in place of the scenes on the stack.

    A title scene left alone at the bottom of the stack stays there (the menus put it
    there), so that leaving the table lands on the title."""
    scene = table_class(session.record.game)(app, session)
    stack = app.scenes
    if len(stack) == 1 and getattr(stack.top, "name", "") == "title":
        stack.push(scene)
    else:
        stack.clear_to(scene)
    return scene


# the tables reach the shared scenes by name (routes), never by importing them
def open_results(app, session) -> Scene:
    return app.replace("results", session)


def go_to_title(app) -> None:
    app.go("title")


def pause_scene(app, session) -> Scene:
    return app.scene("pause", session)
