"""The monkey: thousands of random clicks, drags, wheel turns, key presses and typed text
over every scene, one frame between events. Nothing may raise, and the scene stack keeps
its promise that covered scenes' widgets are hidden.

Seeded, so a failure replays. Quit and Esc on the last scene empty the stack or stop the
app: the monkey then starts again from the title.
"""
import random
import zlib

import pygame
import pytest

pytestmark = pytest.mark.gui

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_F11, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_4, pygame.K_a, pygame.K_b, pygame.K_c, pygame.K_d, pygame.K_UP,
        pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_DELETE, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB]
W, H = 1280, 800


def random_event(rng: random.Random) -> list[pygame.event.Event]:
    r = rng.random()
    pos = (rng.randrange(W), rng.randrange(H))
    if r < 0.50:              # a click, often on the lower half where the buttons are
        if rng.random() < 0.5:
            pos = (rng.randrange(W), rng.randrange(H // 3, H))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if r < 0.58:              # a drag
        end = (rng.randrange(W), rng.randrange(H))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - pos[0], end[1] - pos[1]),
                                   buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if r < 0.68:              # the wheel
        pygame.mouse.set_pos(pos)
        y = rng.choice([-3, -1, 1, 3])
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                   precise_x=0.0, precise_y=float(y))]
    if r < 0.76:              # typed text (names, seeds, slot names)
        text = rng.choice(["7", "42", "x", "Zoé", "  ", "slot", "9999999999999999999999"])
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
    if r < 0.80:              # right click
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)]
    k = rng.choice(KEYS)
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]


def check_stack(app) -> None:
    scenes = list(app.scenes)
    for scene in scenes[:-1]:
        assert scene.root is None or not scene.root.visible, \
            f"{scene.name} is covered but its widgets are visible"
    top = scenes[-1]
    assert top.root is not None and top.root.visible, f"{top.name} on top but hidden"


def run_monkey(app, rng: random.Random, n: int, first=None) -> set:
    """Post `n` random inputs; returns the names of the scenes visited."""
    from cinetable.client.scenes.title import TitleScene
    if first is not None:
        app.scenes.push(first)
    seen = set()
    for _ in range(n):
        if not app.running or len(app.scenes) == 0:
            app.running = True
            app.scenes.clear_to(TitleScene(app))
        for event in random_event(rng):
            pygame.event.post(event)
        app.step(1 / 60)
        seen.add(app.scenes.top.name if app.scenes.top else "")
        if app.scenes.top is not None:
            check_stack(app)
    return seen


def test_monkey_from_the_title(app):
    from cinetable.client.scenes.title import TitleScene
    seen = run_monkey(app, random.Random(20251125), 2500, TitleScene(app))
    # the monkey found its way around the app on its own (which menus it reaches depends on
    # where the buttons are; every scene is also monkeyed directly below)
    assert {"title", "new_game"} <= seen
    assert len(seen) >= 5, seen


def _scene(app, name):
    from cinetable.client.scenes.dialogs import ConfirmScene, MessageScene, TextPromptScene
    from cinetable.client.scenes.load import LoadScene
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.client.scenes.rules import RulesScene
    from cinetable.client.scenes.settings import SettingsScene
    from cinetable.client.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    return {
        "new_game": lambda: NewGameScene(app),
        "load": lambda: LoadScene(app),
        "settings": lambda: SettingsScene(app),
        "rules": lambda: RulesScene(app),
        "message": lambda: MessageScene(app, "Title", "Text " * 40),
        "confirm": lambda: ConfirmScene(app, "Really?", lambda: None),
        "prompt": lambda: TextPromptScene(app, "Name", "Type", "x", lambda s: None),
    }[name]()


@pytest.mark.parametrize("name", ["new_game", "load", "settings", "rules", "message",
                                  "confirm", "prompt"])
def test_monkey_on_each_scene(app, name):
    from shell_helpers import write_save
    if name == "load":
        write_save(name="a", actions=15)
        (app.saves_dir / "slot-bad.json").write_text("[]", encoding="utf-8")
    run_monkey(app, random.Random(zlib.crc32(name.encode())), 600, _scene(app, name))


def test_monkey_on_the_pause_overlay_over_a_game(app):
    from cinetable.client.scenes.launch import start_new
    from cinetable.client.scenes.pause import PauseScene
    from cinetable.client.scenes.title import TitleScene
    from cinetable.persistence.records import Seat
    app.scenes.push(TitleScene(app))
    seats = [Seat("Ann", "human", None), Seat("Sam (easy)", "bot", "easy"),
             Seat("Ava (easy)", "bot", "easy"), Seat("Nick (easy)", "bot", "easy")]
    start_new(app, "hollywood", 4, {}, seats, 5)
    session = app.scenes.top.session
    run_monkey(app, random.Random(5), 800, PauseScene(app, session))
