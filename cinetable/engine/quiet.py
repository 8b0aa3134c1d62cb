"""apply_action and its quiet twin over one `_apply(action, ev)` a game writes once."""
from __future__ import annotations


class QuietApply:
    """A state's `_apply(action, ev)` applies an action, appending its events to `ev`,
    or building none when `ev` is None: search rollouts (bots.heuristic.quiet_apply)
    apply quietly, everyone else gets the events (tests/engine/test_quiet_apply_same_game
    checks the two leave the same state)."""
    __slots__ = ()

    def apply_action(self, action) -> list:
        ev: list = []
        self._apply(action, ev)
        return ev

    def apply_quiet(self, action) -> None:
        self._apply(action, None)

    def _apply(self, action, ev: list | None) -> None:
        raise NotImplementedError
