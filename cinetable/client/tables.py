"""Which scene shows the table of which game, and opening it for a session.

A game's table is `TableScene` in `cinetable.client.<game id>.table`: a new game needs
no entry here. Table scenes are imported when a game opens, not at start-up (the title
must appear fast).
"""
from __future__ import annotations

import importlib

from cinetable.client.scene import Scene


def has_table(game_id: str) -> bool:
    """Whether the client can draw this game (its client package has a table module)."""
    import importlib.util
    if not game_id.isidentifier():
        return False
    try:
        return importlib.util.find_spec(f"cinetable.client.{game_id}.table") is not None
    except ModuleNotFoundError:
        return False


def table_class(game_id: str):
    missing = ValueError(f"There is no table for the game '{game_id}' yet")
    if not game_id.isidentifier():
        raise missing
    name = f"cinetable.client.{game_id}.table"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name in (name, f"cinetable.client.{game_id}"):
            raise missing from None
        raise                            # the table exists but something it needs is missing
    return module.TableScene


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
