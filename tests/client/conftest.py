"""GUI test fixtures: a headless App (dummy video and audio drivers) whose saves and
settings live in the test's tmp_path. Input helpers are in shell_helpers.py (a module
with its own name: several test folders have a conftest)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app_fixtures import app, title  # noqa: E402, F401  (shared with tests/fifth_game)


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


@pytest.fixture(autouse=True)
def _reference_viewport():
    """Every test starts at the 1280×800 layout at 100 %: a window a test resized (or an
    App's scale setting) must not change what the next test measures."""
    from cinetable.client import viewport
    viewport.configure(viewport.REFERENCE, 100)
    yield
    viewport.configure(viewport.REFERENCE, 100)
