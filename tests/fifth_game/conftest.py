"""The fifth game's tests: Screen Test (screen_test/, a test-only game) is registered for
each of them only (registry.registered_game), so no other test ever sees it. The client
tests' input helpers (tests/client) are imported by their module names, as there."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "client"))

import screen_test  # noqa: E402
from app_fixtures import app, title  # noqa: E402, F401  (the client tests' fixtures)

from cinetable.engine.registry import registered_game  # noqa: E402


@pytest.fixture(autouse=True)
def screen_test_registered():
    with registered_game(screen_test.GAME_ID, screen_test.RULES, screen_test.CLIENT,
                         screen_test.ASSETS):
        yield screen_test.GAME_ID
