"""Errors a player or a save file can trigger, with messages a player understands.

A refusal carries, beside its English message, a locale key and fields so the client can
say it in the player's language (key "column_full" -> locale "refusal.column_full"):

    raise IllegalActionError(Refusal("Column A is full", "hollywood.column_full", column="A"))

A field that is itself a word to translate is a `Term` (its locale key); a `count` field
picks the plural form.
"""
from __future__ import annotations


class Term(str):
    """A refusal field that names a locale key (a genre, a phase) rather than a value."""


class Refusal(str):
    """An English sentence saying why an action is refused, with its key and fields."""

    key: str | None
    fields: dict[str, object]

    def __new__(cls, message: str, key: str | None = None, **fields):
        self = super().__new__(cls, message)
        self.key = key
        self.fields = fields
        return self


class IllegalActionError(ValueError):
    """An action that is not legal now, or notation that names no action.

    str(e) is the English message; e.key and e.fields say it in any language."""

    def __init__(self, message: str = "", key: str | None = None, **fields):
        super().__init__(message)
        self.key = key or getattr(message, "key", None)
        self.fields = fields or dict(getattr(message, "fields", {}))


class OptionError(ValueError):
    """A bad option or player count given to load_game."""
