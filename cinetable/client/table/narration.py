"""One log line about a seat, in the player's language: the key's `_you` form when the
seat is the player's own and the string table has one ("You pass" beside "Rita passes")."""
from __future__ import annotations


def seat_line(t, key: str, names, human: int | None, seat: int | None = None, /, **fields) -> str:
    """t(key) with {name} filled from `names[seat]`; the `<key>_you` string for the human
    seat when it exists (the translator returns a missing key as itself)."""
    if seat is not None and 0 <= seat < len(names):
        fields.setdefault("name", names[seat])
        if seat == human:
            you = f"{key}_you"
            text = t(you, **fields)
            if text != you:
                return text
    return t(key, **fields)
