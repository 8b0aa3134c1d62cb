"""The action value most games use: a kind, an argument and the notation text.

A game builds each of its actions once (tables by kind), so actions compare by identity,
`parse_action` returns the same objects, and `str(a)` is the notation a save records.
Sorting by text gives the stable order `legal_actions` promises."""
from __future__ import annotations


class Action:
    __slots__ = ("kind", "arg", "text")

    def __init__(self, kind: str, arg, text: str):
        self.kind, self.arg, self.text = kind, arg, text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<{self.text}>"

    def __lt__(self, other: Action) -> bool:
        return self.text < other.text
