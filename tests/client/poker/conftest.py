"""Fixtures of the poker table's tests: the viewport set to a window size directly."""
import pygame
import pytest

from cinetable.client import viewport
from cinetable.client.poker import layout as L


@pytest.fixture
def window():
    """The viewport configured directly (no window); put back afterwards."""
    pygame.font.init()

    def configure(size, scale=100):
        viewport.configure(size, scale)
        L.relayout()
    yield configure
    configure((1280, 800), 100)
