"""The moment after the human's move in which it can still be taken back (undo allowed).

Undo never goes past what the human was shown, and against bots the next move often shows
something (in a climbing card game almost every card played does): so with undo allowed, the
table holds the next seat, bots and chance alike, for a short while after the human's move.
The prompt says so, a brass line under it drains as the time runs out (the board below
stays uncovered); Ctrl+Z takes the move back, Space goes on at once.

The time is the table's pacing time, as for a bot's pause: frame time times the animation
speed, counted once the move's own animation has played. At "instant" animations the window
still lasts (as at "fast"): it is time for a decision, not an animation to skip.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport

GRACE = 2.0              # animation seconds the next seat waits after the human's move
INSTANT_RATE = 2.0       # pacing rate at "instant" animations (the "fast" speed)


class UndoWindow:
    def __init__(self):
        self.left = 0.0              # animation seconds still to wait
        self.length = GRACE

    @property
    def open(self) -> bool:
        return self.left > 0.0

    def start(self, length: float = GRACE) -> None:
        self.left = self.length = length

    def close(self) -> None:
        self.left = 0.0

    def tick(self, dt: float, speed: float) -> None:
        """`dt` seconds of frame time at animation speed `speed` (a factor, inf: instant)."""
        rate = speed if math.isfinite(speed) else INSTANT_RATE
        self.left = max(0.0, self.left - dt * rate)

    @property
    def fraction(self) -> float:
        return self.left / self.length if self.length > 0 else 0.0

    def draw(self, surface, under: pygame.Rect) -> pygame.Rect:
        """The countdown: a line under `under` (the prompt), shorter as time runs out."""
        thick = viewport.px(3)
        line = pygame.Rect(under.x, under.bottom + 1, max(1, round(under.w * self.fraction)),
                           thick)
        pygame.draw.rect(surface, palette.BRASS_DIM, (under.x, line.y, under.w, thick), 1)
        pygame.draw.rect(surface, palette.BRASS, line)
        return line
