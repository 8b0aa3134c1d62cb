"""The first New game of a game offers its guide; the games whose guide was offered (or
opened from the rules) are remembered in the settings ("guides_seen"), so it is offered
once per game."""
from __future__ import annotations

# kept in seen.py, which the guided table imports too (no circle through this module)
from cinetable.client.guide.seen import SETTING, remember_seen, seen  # noqa: F401


def offer_first_guide(app, game_id: str, start_game) -> bool:
    """Before the first game of `game_id`: ask whether to take the guided game first.
    Returns False (nothing asked) when the guide was offered before or there is none;
    otherwise a dialog runs the guide or start_game()."""
    from cinetable.client.guide.script import has_guide
    if seen(app, game_id) or not has_guide(game_id):
        return False
    remember_seen(app, game_id)
    from cinetable.client.guide.table import open_guide
    from cinetable.engine import game_info
    t = app.t
    app.push("confirm", t("guide.common.offer_text", game=game_info(game_id).title),
             lambda: open_guide(app, game_id), title=t("guide.common.offer_title"),
             yes=t("guide.common.offer_yes"), no=t("guide.common.offer_no"),
             on_no=start_game)
    return True
