"""GUI test fixtures: a headless App (dummy video and audio drivers) whose saves and
settings live in the test's tmp_path. Input helpers are in shell_helpers.py (a module
with its own name: several test folders have a conftest)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from shell_helpers import frames  # noqa: E402  (input helpers live in shell_helpers.py)


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


@pytest.fixture
def opened(monkeypatch):
    """Sessions handed to open_table (the table itself is not opened)."""
    out = []
    monkeypatch.setattr("cinetable.client.tables.open_table",
                        lambda app_, session: out.append(session))
    return out


@pytest.fixture
def hosted(tmp_path):
    """A network server on 127.0.0.1 only, in this process, on a port the OS chooses."""
    from cinetable.net.in_process import LOOPBACK, HostedServer
    from tests.wait_helpers import WAIT_S
    host = HostedServer(tmp_path / "host")
    host.start(LOOPBACK, 0, WAIT_S)      # a busy machine may start it slowly
    yield host
    host.stop()
