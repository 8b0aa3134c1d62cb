"""A scene looks the same every time it is shown: a second results screen, a scene shown
again, after a language switch or a window resize, is pixel for pixel the first one.

Painted backgrounds are cached and shared; a scene that drew its text on a shared
surface left that text under every later scene that used it."""
import os
import subprocess
import sys
import textwrap

import pygame
import pytest
from shell_helpers import frames, until

pytestmark = pytest.mark.gui

SEATS = [("Rita", "bot", "easy"), ("Sam", "bot", "easy"), ("Ida", "bot", "random")]

# Shows the results of finished games with the given seeds one after another in one app
# (Title between them, as a player goes), and writes the last screen's pixels to a file.
SHOW_RESULTS = textwrap.dedent("""
    import sys
    import pygame
    from cinetable.client.app import App
    from cinetable.client.session import GameSession
    from cinetable.client.tables import go_to_title, open_results
    out, seeds = sys.argv[1], [int(s) for s in sys.argv[2:]]
    app = App(smoke=True)
    for seed in seeds:
        go_to_title(app)
        app.step(1 / 60)
        s = GameSession.new("hollywood", 3, {}, SEATS_LITERAL, seed=seed)
        s.run_bots_until_human()
        assert s.state.is_terminal()
        open_results(app, s)
        for _ in range(3):
            app.step(1 / 60)
    with open(out, "wb") as f:
        f.write(pygame.image.tobytes(app.screen, "RGB"))
""").replace("SEATS_LITERAL", repr(SEATS))


def _results_pixels(tmp_path, *seeds) -> bytes:
    """The last results screen of a fresh app that showed these games' results in turn."""
    out = tmp_path / ("screen-" + "-".join(map(str, seeds)))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CINETABLE_SAVES=str(tmp_path / "saves"),
               CINETABLE_SETTINGS=str(tmp_path / "settings.toml"))
    subprocess.run([sys.executable, "-c", SHOW_RESULTS, str(out), *map(str, seeds)],
                   env=env, check=True, timeout=120)
    return out.read_bytes()


def test_the_second_results_screen_of_a_run_is_the_one_a_fresh_app_shows(tmp_path):
    second = _results_pixels(tmp_path, 3, 4)
    fresh = _results_pixels(tmp_path, 4)
    assert second == fresh


def _screen(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def _finished(seed):
    from cinetable.client.session import GameSession
    s = GameSession.new("hollywood", 3, {}, SEATS, seed=seed)
    s.run_bots_until_human()
    return s


def _show_results(app, session) -> bytes:
    from cinetable.client.tables import go_to_title, open_results
    go_to_title(app)
    frames(app, 1)
    open_results(app, session)
    frames(app, 3)
    return _screen(app)


def test_results_shown_again_after_other_results_look_the_same(app):
    a, b = _finished(5), _finished(6)
    first = _show_results(app, a)
    _show_results(app, b)
    assert _show_results(app, a) == first


def test_results_after_a_language_switch_and_back_look_the_same(app):
    s = _finished(7)
    first = _show_results(app, s)
    app.set_language("fr")
    frames(app, 2)
    french = _screen(app)
    app.set_language("en")
    frames(app, 2)
    assert french != first                       # the switch did repaint the text
    assert _screen(app) == first


def test_results_after_a_window_resize_away_and_back_look_the_same(app):
    s = _finished(8)
    first = _show_results(app, s)
    app.resize_window((1440, 900))
    frames(app, 2)
    app.resize_window((1280, 800))
    frames(app, 2)
    assert _screen(app) == first
    assert _show_results(app, s) == first


def test_the_table_after_a_language_switch_and_back_looks_the_same(app):
    """The table paints its labels ("YOUR STUDIO CARDS") on a gradient background: after
    French and back, no French label shows under the English one."""
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    s = GameSession.new("hollywood", 3, {}, [("Ann", "human", None)] + SEATS[:2], seed=11)
    s.run_bots_until_human()
    assert s.human_to_move()
    scene = open_table(app, s)
    until(app, lambda: not scene.busy(), 600)
    frames(app, 3)
    first = _screen(app)
    app.set_language("fr")
    until(app, lambda: not app.scenes.top.busy(), 600)
    frames(app, 3)
    app.set_language("en")
    until(app, lambda: not app.scenes.top.busy(), 600)
    frames(app, 3)
    assert _screen(app) == first


def test_a_gradient_painted_on_does_not_change_the_next_one(app):
    """Every table and the results paint their text on vertical_gradient's surface."""
    from cinetable.client.widgets import vertical_gradient
    first = vertical_gradient((64, 40), (10, 20, 30), (200, 100, 50))
    before = pygame.image.tobytes(first, "RGB")
    first.fill((255, 0, 255), pygame.Rect(5, 5, 20, 10))
    again = vertical_gradient((64, 40), (10, 20, 30), (200, 100, 50))
    assert again is not first
    assert pygame.image.tobytes(again, "RGB") == before
