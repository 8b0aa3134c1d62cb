"""Keys only: every scene reached and left with Tab, arrows, Return and Esc; the key help
overlay (F1 or ?) lists the keys of the scene below it."""
import pygame
from shell_helpers import frames, key


def names(app):
    return [type(s).__name__ for s in app.scenes]


def top(app):
    return type(app.scenes.top).__name__


def tab_to(app, text, limit=60):
    """Tab until the focus ring is on the button labelled `text` (or that widget)."""
    for _ in range(limit):
        key(app, pygame.K_TAB, 1)
        f = app.keyboard.focused
        if f is not None and (f is text or getattr(f, "text", None) == text):
            return True
    raise AssertionError(f"no button {text!r} reached with Tab")


def press(app, text):
    tab_to(app, text)
    key(app, pygame.K_RETURN, 3)


def test_every_scene_by_keys_only(title):
    app = title.app
    t = app.t
    for label, scene in (("title.new_game", "NewGameScene"), ("title.load", "LoadScene"),
                         ("title.settings", "SettingsScene"), ("title.rules", "RulesScene"),
                         ("title.statistics", "StatisticsScene")):
        if t(label) == label:
            continue                      # a title without this entry
        press(app, t(label))
        assert top(app) == scene, (label, names(app))
        key(app, pygame.K_F1, 2)          # the key help opens over any scene...
        assert top(app) == "KeyHelpScene"
        key(app, pygame.K_ESCAPE, 2)      # ...and any key closes it
        assert top(app) == scene
        key(app, pygame.K_ESCAPE, 3)
        assert top(app) == "TitleScene", (label, names(app))
    # a game: New game, then Tab to "Allow undo" and Return (on), and Start with Return
    press(app, t("title.new_game"))
    scene = app.scenes.top
    press(app, scene.undo_toggle.button)  # Allow undo
    assert scene.allow_undo
    key(app, pygame.K_DOWN, 1)            # the mouse is not needed to leave the ring either
    app.keyboard.shown = False            # Return without the ring: Start
    key(app, pygame.K_RETURN, 5)
    table = app.scenes.top
    assert getattr(table, "name", "") == "table" and table.session.record.allow_undo
    key(app, pygame.K_F1, 2)
    assert top(app) == "KeyHelpScene"
    listed = [k for k, _ in app.scenes.top.keys]
    assert "H" in listed and "Ctrl+Z" in listed
    key(app, pygame.K_SPACE, 2)
    key(app, pygame.K_ESCAPE, 2)
    assert top(app) == "PauseScene"
    press(app, t("pause.load"))
    assert top(app) == "LoadScene"
    press(app, t("load.more.replay"))     # the game just started, move by move
    assert top(app).startswith("Replay")
    replay = app.scenes.top
    n = len(replay.session.timeline)
    key(app, pygame.K_HOME, 1)
    assert replay.session.position == 0
    key(app, pygame.K_RIGHT, 1)
    assert replay.session.position == min(1, n)
    key(app, pygame.K_END, 1)
    assert replay.session.position == n
    key(app, pygame.K_ESCAPE, 2)
    assert top(app) == "LoadScene"
    key(app, pygame.K_ESCAPE, 2)
    assert top(app) == "PauseScene"
    press(app, t("pause.quit"))
    assert top(app) == "TitleScene"


def test_return_presses_only_the_button_the_ring_shows(title):
    app = title.app
    key(app, pygame.K_RETURN, 2)          # no ring yet: the title's own Return (if any)
    if top(app) != "TitleScene":
        key(app, pygame.K_ESCAPE, 3)
    assert top(app) == "TitleScene"
    tab_to(app, app.t("title.settings"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    frames(app, 1)
    assert not app.keyboard.shown         # a click hides the ring; Return no longer presses
    assert not app.keyboard.press(app)
