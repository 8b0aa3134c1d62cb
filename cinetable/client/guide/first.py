"""The first New game of a game offers its guide; the games whose guide was offered (or
opened from the rules) are remembered in the settings ("guides_seen"), so it is offered
once per game."""
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


def offer_first_guide(app, game_id: str, start_game) -> bool:
    """Before the first game of `game_id`: ask whether to take the guided game first.
    Returns False (nothing asked) when the guide was offered before or there is none;
    otherwise a dialog runs the guide or start_game()."""
    from cinetable.client.guide.script import has_guide
    if seen(app, game_id) or not has_guide(game_id):
        return False
    remember_seen(app, game_id)
    from cinetable.client.guide.table import open_guide
    from cinetable.client.scenes.dialogs import ConfirmScene
    from cinetable.engine import game_info
    t = app.t
    app.scenes.push(ConfirmScene(
        app, t("guide.common.offer_text", game=game_info(game_id).title),
        lambda: open_guide(app, game_id), title=t("guide.common.offer_title"),
        yes=t("guide.common.offer_yes"), no=t("guide.common.offer_no"), on_no=start_game))
    return True
