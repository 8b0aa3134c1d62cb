"""Every scene shown twice looks the same: a scene's picture depends on what it shows,
not on how often it was opened (caches, painters and widgets made again give the same
pixels)."""
import pygame
import pytest
from shell_helpers import frames


def picture(app, make):
    scene = make()
    app.scenes.push(scene)
    pygame.mouse.set_pos((2, 2))
    frames(app, 3)
    img = pygame.image.tobytes(app.screen, "RGB")
    app.scenes.pop()
    frames(app, 1)
    return img


def shell_scenes(app):
    from cinetable.client.keyboard import KeyHelpScene, common_keys
    from cinetable.client.scenes.load import LoadScene
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.client.scenes.settings import SettingsScene
    return {"new_game": lambda: NewGameScene(app), "load": lambda: LoadScene(app),
            "settings": lambda: SettingsScene(app),
            "key_help": lambda: KeyHelpScene(app, common_keys(app.t))}


@pytest.mark.parametrize("name", ["new_game", "load", "settings", "key_help"])
def test_a_shell_scene_shown_twice_looks_the_same(title, name):
    app = title.app
    # the title's lights move from frame to frame: still at instant speed (the key help is
    # an overlay, the title shows through it)
    app.settings["animation_speed"] = "instant"
    make = shell_scenes(app)[name]
    if name == "new_game":                 # bots get a new cast of names each time
        import random
        state = random.getstate()
        first = picture(app, make)
        random.setstate(state)
        assert picture(app, make) == first
        return
    assert picture(app, make) == picture(app, make)


def test_results_and_their_replay_shown_twice_look_the_same(title, tmp_path):
    import random

    from cinetable.client.scenes.results import ResultsScene
    from cinetable.client.session import GameSession
    from cinetable.client.table.replay import replay_scene
    app = title.app
    s = GameSession.new("hollywood", 3, {}, [("You", "human", None), ("A", "bot", "random"),
                                             ("B", "bot", "random")], seed=3, folder=tmp_path,
                        allow_undo=True)
    rng = random.Random(0)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if not s.state.is_terminal():
            s.apply(rng.choice(s.state.legal_actions()))
    s.flush()
    assert picture(app, lambda: ResultsScene(app, s)) == picture(app, lambda: ResultsScene(app, s))
    k = len(s.record.actions) // 3
    assert picture(app, lambda: replay_scene(app, s.record, position=k)) == \
        picture(app, lambda: replay_scene(app, s.record, position=k))
