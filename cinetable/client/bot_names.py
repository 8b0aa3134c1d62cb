"""The names bots are given at the table (New game and the guided game use them)."""
from __future__ import annotations


def bot_names(t) -> list[str]:
    """The film-noir names bots are given, from the locale (comma-separated)."""
    names = [n.strip() for n in t("bots.names").split(",") if n.strip()]
    return names or ["Sam", "Vera", "Cary", "Ava", "Burt", "Joan", "Nick", "Nora"]
