"""The first start: the title asks the player's name once, over the menu, and keeps it
in the settings file. "Later" leaves it unchosen (seats say "Player 1"); the title asks
again at the next start, never twice in one run."""
from __future__ import annotations

from cinetable.client import services
from cinetable.client.player_names import is_unnamed, own_name
from cinetable.persistence.records import clean_text
from cinetable.persistence.settings import MAX_PLAYER_NAME, is_valid


def needs_name(app) -> bool:
    return not own_name(app.settings) and not app.name_asked


def ask_name(app):
    """Push the name prompt (a text_prompt dialog) and return it."""
    t = app.t
    app.name_asked = True
    return app.push("text_prompt", t("ask_name.title"), t("ask_name.text"), "",
                    lambda text: keep_name(app, text), ok=t("ask_name.ok"),
                    cancel=t("ask_name.later"), max_length=MAX_PLAYER_NAME)


def keep_name(app, text: str) -> None:
    """Store a usable name (pasted control characters and runs of spaces tidied)."""
    name = clean_text(text)
    if not is_unnamed(name) and is_valid("player_name", name):
        app.settings["player_name"] = name
        services.save_settings(app.settings)
