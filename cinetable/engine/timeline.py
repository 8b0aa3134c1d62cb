"""A game's record as a timeline: the state after any prefix, at once.

Replays step through a record forward and back; undo goes back to an earlier decision.
Both need the state after the first k actions for any k. Replaying from the start each
time costs O(k); the timeline keeps a snapshot (a clone) every `every` actions, so any
state is a clone of the nearest snapshot before k plus at most `every - 1` actions.
"""
from __future__ import annotations

from collections.abc import Sequence

from cinetable.engine.protocol import State


class Timeline:
    """The states of one game after each prefix of `actions` (notation or action objects).

    Every action is validated while the snapshots are built (by `parse_action` when given
    as text), so a timeline of a damaged record fails at build time, not while stepping."""

    def __init__(self, initial: State, actions: Sequence, every: int = 16):
        if every < 1:
            raise ValueError("snapshot interval must be at least 1")
        self.every = every
        self.actions: list = []      # action objects, as applied
        self._snapshots: list[State] = [initial.clone()]
        state = initial.clone()
        for a in actions:
            self._append(state, a)

    def _append(self, state: State, action) -> None:
        if isinstance(action, str):
            action = state.parse_action(action)
        state.apply_action(action)
        self.actions.append(action)
        if len(self.actions) % self.every == 0:
            self._snapshots.append(state.clone())

    def __len__(self) -> int:
        """The number of actions: states exist for 0..len(self)."""
        return len(self.actions)

    def extend(self, action, after: State | None = None) -> None:
        """One more action at the end (a game being played on).

        `after` is the state the caller reached by playing `action` from this timeline's
        last state (a session's live state): the move is then applied once, by the caller,
        and cloned here only when it falls on a snapshot. Without it, the last state is
        rebuilt and the action applied to it."""
        if after is None:
            self._append(self.state_at(len(self.actions)), action)
            return
        if isinstance(action, str):
            raise TypeError("extend(after=...) takes the action object the caller applied")
        self.actions.append(action)
        if len(self.actions) % self.every == 0:
            self._snapshots.append(after.clone())

    def truncate(self, k: int) -> None:
        """Forget the actions after the first k (an undo)."""
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"no position {k} in a timeline of {len(self.actions)} actions")
        del self.actions[k:]
        del self._snapshots[k // self.every + 1:]

    def state_at(self, k: int) -> State:
        """A fresh state after the first k actions (the caller may mutate it)."""
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"no position {k} in a timeline of {len(self.actions)} actions")
        base = k // self.every
        state = self._snapshots[base].clone()
        for a in self.actions[base * self.every:k]:
            state.apply_action(a)
        return state

    def events_at(self, k: int) -> list:
        """The events of action k (0-based): what happened at that step, for the log."""
        state = self.state_at(k)
        return state.apply_action(self.actions[k])
