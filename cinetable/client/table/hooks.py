"""The hooks a game's TableScene fills in (see table/base.py's docstring), with the
defaults of a table that draws nothing of its own."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.animation import Call


class TableHooks:
    def new_view(self, state):
        raise NotImplementedError

    def setup_painting(self) -> None:
        """Make the painters (after a language change too)."""

    def painting_ready(self) -> None:
        """Called once the background exists (painters may composite over it)."""

    def paint_background(self) -> pygame.Surface:
        return pygame.Surface(viewport.size())

    def narrate(self, ev, view):
        return None

    def log_style(self, ev, seat):
        """(colour, dot colour or None) of a log line."""
        dot = palette.PLAYERS[seat % len(palette.PLAYERS)] if seat is not None else None
        return palette.TEXT, dot

    def batch_steps(self, events) -> list:
        return [Call(lambda ev=ev: self.apply_event(ev)) for ev in events]

    def status_for_batch(self, events, state) -> str | None:
        return None

    def human_prompt(self) -> str:
        return ""

    def round_text(self) -> str:
        return ""

    def seat_rect(self, seat: int) -> pygame.Rect:
        raise NotImplementedError

    def thinking_dots_at(self, seat: int) -> tuple[int, int] | None:
        """Where a thinking seat's dots go, for a game whose panels lay out their own
        name (None: after the shared seat header's name)."""
        return None

    def draw_table(self, surface) -> None:
        pass

    def draw_overlays(self, surface) -> None:
        pass

    def lit_targets(self) -> dict:
        """Action -> the rects where the human makes it, lit on their turn (table/lit.py);
        empty when it is not the human's turn."""
        return {}

    def tip_at(self, pos):
        return None

    def lowered_widgets(self) -> list:
        """Widgets flights may cross: hidden (their image drawn in place) while they fly."""
        return []

    def refresh_controls(self, force: bool = False) -> None:
        """Show, hide, enable the game's widgets (must keep lowered ones hidden)."""

    def on_click(self, pos) -> bool:
        return False

    def on_key(self, key) -> bool:
        return False

    def viewer_changed(self) -> None:
        """Hotseat: the screen passes to another human (session.human_seat); forget what
        the last one was choosing (the view, painters and log are made again after)."""
