"""Base of the events a state returns from apply_action.

Events are how the client learns what to animate and narrate: it never diffs states.
An event that reveals a secret lists the seats that may see it in `visible_to`
(None means everybody).
"""
from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class Event:
    @property
    def kind(self) -> str:
        return type(self).__name__

    def visible(self, seat: int | None) -> bool:
        seats = getattr(self, "visible_to", None)
        return seats is None or (seat is not None and seat in seats)

    def to_dict(self) -> dict:
        d = {"kind": self.kind}
        for f in fields(self):
            d[f.name] = getattr(self, f.name)
        return d
