"""The headless app of the GUI tests: `app` (App(smoke=True), saves and settings in the
test's tmp_path) and `title` (the title scene shown). tests/client/conftest.py and
tests/fifth_game/conftest.py take them from here."""
from __future__ import annotations

import pytest
from shell_helpers import frames


@pytest.fixture
def app(tmp_path, monkeypatch):
    """App(smoke=True) with CINETABLE_SAVES / CINETABLE_SETTINGS in tmp_path; the stack
    starts empty (push the scene under test)."""
    import pygame

    saves = tmp_path / "saves"
    saves.mkdir()
    monkeypatch.setenv("CINETABLE_SAVES", str(saves))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    # no GUI test announces or browses on the network (tests of discovery inject theirs)
    monkeypatch.setenv("CINETABLE_DISCOVERY_INTERFACES", "off")
    from cinetable.client.app import App
    application = App(smoke=True)
    application.saves_dir = saves
    application.settings_file = tmp_path / "settings.toml"
    # a player who has had the first-game guides offered (tests of the offer clear this)
    application.settings["guides_seen"] = ["hollywood", "poker", "hollywood1947", "cannes"]
    application.name_asked = True        # the first start's name prompt (tests of it clear this)
    yield application
    while len(application.scenes):
        application.scenes.pop()
    pygame.quit()
    from cinetable.persistence.folder_lock import release
    release(saves)                       # the saves folder lock a game start took
    # a scene error the app recovered from is still a failure, unless the test expected it
    assert not application.recovered, application.recovered


@pytest.fixture
def title(app):
    """The app showing its title scene, first frame drawn."""
    from cinetable.client.scenes.title import TitleScene
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    return scene
