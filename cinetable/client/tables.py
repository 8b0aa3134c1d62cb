"""Which scene shows the table of which game, and opening it for a session.

Table scenes are imported when a game opens, not at start-up (the title must appear fast).
"""
from __future__ import annotations

import importlib

from cinetable.client.scene import Scene

# game id → "module:SceneClass"
TABLES = {
    "hollywood": "cinetable.client.scenes.hollywood_table:HollywoodTableScene",
}


def table_class(game_id: str):
    try:
        target = TABLES[game_id]
    except KeyError:
        raise ValueError(f"There is no table for the game '{game_id}' yet") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)


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


def open_results(app, session) -> Scene:
    from cinetable.client.scenes.results import ResultsScene
    scene = ResultsScene(app, session)
    app.scenes.replace(scene)
    return scene


def go_to_title(app) -> None:
    from cinetable.client.scenes.title import TitleScene
    app.scenes.clear_to(TitleScene(app))


def pause_scene(app, session) -> Scene:
    from cinetable.client.scenes.pause import PauseScene
    return PauseScene(app, session)


