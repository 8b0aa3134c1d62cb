"""Where a scene can go, by name: the one map from scene names to the code that builds them.

A scene never imports another scene to open it: it asks the app, e.g.
`app.push("load")`, `app.push("rules", game_id)`, `app.replace("results", session)`,
`app.go("title")`. The map holds dotted paths, imported with importlib when a scene is
first built, so it adds no import edge back into the scenes (no import circle) and
the title does not wait for scenes nobody opened. A game's table is found by its id
(cinetable.client.tables), never named here.
"""
from __future__ import annotations

import importlib

# name -> "module:callable"; the callable is called as callable(app, *args, **kwargs)
# and returns the scene (a class, or a factory such as replay_scene).
ROUTES: dict[str, str] = {
    "title": "cinetable.client.scenes.title:TitleScene",
    "new_game": "cinetable.client.scenes.new_game:NewGameScene",
    "load": "cinetable.client.scenes.load:LoadScene",
    "statistics": "cinetable.client.scenes.statistics:StatisticsScene",
    "settings": "cinetable.client.scenes.settings:SettingsScene",
    "rules": "cinetable.client.scenes.rules:RulesScene",
    "pause": "cinetable.client.scenes.pause:PauseScene",
    "results": "cinetable.client.scenes.results:ResultsScene",
    "message": "cinetable.client.scenes.dialogs:MessageScene",
    "confirm": "cinetable.client.scenes.dialogs:ConfirmScene",
    "text_prompt": "cinetable.client.scenes.dialogs:TextPromptScene",
    "replay": "cinetable.client.table.replay:replay_scene",
    "review": "cinetable.client.scenes.review:ReviewScene",
    "join": "cinetable.client.scenes.online:join_scene",
    "host": "cinetable.client.scenes.online:host_scene",
    "gallery": "cinetable.client.scenes.gallery:GalleryScene",
}


def builder(name: str):
    """The class or factory that builds the scene called `name`."""
    try:
        module, _, attr = ROUTES[name].partition(":")
    except KeyError:
        raise KeyError(f"no scene is called {name!r}") from None
    return getattr(importlib.import_module(module), attr)


def build(app, name: str, *args, **kwargs):
    return builder(name)(app, *args, **kwargs)


class GoesByName:
    """The by-name layer over a scene stack (`self.scenes`): the App has it, and so can a
    small stand-in app in a test."""

    def scene(self, name: str, *args, **kwargs):
        """The scene `name`, built but not shown."""
        return build(self, name, *args, **kwargs)

    def push(self, name: str, *args, **kwargs):
        """Show `name` over the current scene (which waits below)."""
        scene = self.scene(name, *args, **kwargs)
        self.scenes.push(scene)
        return scene

    def replace(self, name: str, *args, **kwargs):
        """Show `name` in place of the current scene."""
        scene = self.scene(name, *args, **kwargs)
        self.scenes.replace(scene)
        return scene

    def go(self, name: str, *args, **kwargs):
        """Leave every scene and start over from `name` (e.g. back to the title)."""
        scene = self.scene(name, *args, **kwargs)
        self.scenes.clear_to(scene)
        return scene
