"""Which games' guides were offered (or opened from the rules): remembered in the settings
("guides_seen"), so the first New game of a game offers its guide once."""
from __future__ import annotations

SETTING = "guides_seen"


def seen(app, game_id: str) -> bool:
    return game_id in (app.settings.get(SETTING) or [])


def remember_seen(app, game_id: str) -> None:
    done = list(app.settings.get(SETTING) or [])      # a new list: never the default's
    if game_id in done:
        return
    app.settings[SETTING] = done + [game_id]
    from cinetable.client import services
    services.save_settings(app.settings)
