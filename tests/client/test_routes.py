"""Scenes stand alone: each is built and drawn with a small stand-in app (no App, no
window loop), and a scene reaches another by its name through client/routes.py."""
from __future__ import annotations

import os

import pygame
import pytest

from cinetable.client import routes
from cinetable.client.scene import Scene, SceneStack
from cinetable.client.viewport import REFERENCE as LOGICAL_SIZE

pytestmark = pytest.mark.gui


class StandInApp(routes.GoesByName):
    """What a scene uses of the app: settings, translations, fonts, UI, the stack."""

    def __init__(self):
        from cinetable.client import services
        self.settings = {"language": "en", "player_name": "Rita"}
        self.t = services.Translator("en")
        self.fonts = services.Fonts()
        self.ui = services.make_ui_manager(LOGICAL_SIZE)
        self.scenes = SceneStack()
        self.first_frame_s = None          # the title looks for saves after a first frame
        self.name_asked = True
        self.quitting = False

    def quit(self):
        self.quitting = True


@pytest.fixture
def stand_in(tmp_path, monkeypatch):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    pygame.init()
    pygame.display.set_mode(LOGICAL_SIZE)
    app = StandInApp()
    yield app
    while len(app.scenes):
        app.scenes.pop()
    pygame.quit()


def drawn(app) -> pygame.Surface:
    surface = pygame.Surface(LOGICAL_SIZE)
    surface.fill((0, 0, 0))
    for scene in app.scenes.visible():
        scene.draw(surface)
    app.ui.update(0.016)
    app.ui.draw_ui(surface)
    return surface


def painted(surface) -> int:
    """How many of a grid of points are not the black it was filled with."""
    return sum(surface.get_at((x, y))[:3] != (0, 0, 0)
               for x in range(0, LOGICAL_SIZE[0], 40) for y in range(0, LOGICAL_SIZE[1], 40))


@pytest.mark.parametrize("name", ["title", "load", "statistics", "settings", "rules",
                                  "new_game"])
def test_a_shared_scene_is_built_and_drawn_with_a_stand_in_app(stand_in, name):
    scene = stand_in.push(name)
    assert isinstance(scene, Scene) and type(scene) is routes.builder(name)
    assert stand_in.scenes.top is scene
    assert painted(drawn(stand_in)) > 100          # the scene painted most of the screen


def test_the_results_are_built_and_drawn_with_a_stand_in_app(stand_in):
    from cinetable.client.session import GameSession
    bots = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "random")]
    session = GameSession.new("hollywood", 3, {}, bots, seed=3,
                              folder=os.environ["CINETABLE_SAVES"])
    session.run_bots_until_human()
    scene = stand_in.push("results", session)
    assert scene.name == "results" and painted(drawn(stand_in)) > 100


def test_going_by_name_reaches_the_right_scene(stand_in):
    title = stand_in.go("title")
    assert list(stand_in.scenes) == [title]
    load = stand_in.push("load")
    assert load.name == "load" and list(stand_in.scenes) == [title, load]
    message = stand_in.push("message", "Heads up", "A line of text")
    assert type(message).__name__ == "MessageScene" and message.title == "Heads up"
    assert stand_in.scenes.top is message
    rules = stand_in.replace("rules", "poker")
    assert rules.name == "rules" and rules.game_id == "poker"
    assert list(stand_in.scenes) == [title, load, rules]
    again = stand_in.go("title")
    assert list(stand_in.scenes) == [again] and again is not title


def test_the_title_menu_opens_the_next_scene_by_name(stand_in):
    """The title never imports the scenes it opens: its buttons go by name."""
    import pygame_gui
    title = stand_in.go("title")
    for key, name in [("load", "load"), ("settings", "settings"), ("rules", "rules"),
                      ("statistics", "statistics"), ("new", "new_game")]:
        title.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                        ui_element=title.buttons[key]))
        assert stand_in.scenes.top.name == name
        stand_in.scenes.pop()


def test_every_route_names_a_scene_builder_and_an_unknown_name_is_refused():
    for name in routes.ROUTES:
        assert callable(routes.builder(name))
    with pytest.raises(KeyError):
        routes.builder("lobby")
