"""The New game scene remembers each game's last setup (players, your seat, each seat's
level or hotseat, variants, undo) in the settings file (`new_game_setups`), and shows
it when that game is picked again. A remembered field that no longer fits the game
(a count out of range, a variant or choice it lost) is left at its default: an old or
hand-edited settings file never stops the scene."""
from __future__ import annotations

import logging

from cinetable.client.scenes import seat_rows

LEVELS = ("auto", "beginner", "easy", "normal", "hard")   # the levels the scene offers (new_game.LEVELS)

log = logging.getLogger(__name__)
KEY = "new_game_setups"


def recall(scene) -> bool:
    """Set `scene`'s players, seat, levels, options and undo from the remembered setup of
    its game, field by field where it fits. True when there was one."""
    info = scene.game
    setups = scene.app.settings.get(KEY)
    setup = setups.get(info.id) if isinstance(setups, dict) else None
    if not isinstance(setup, dict):
        return False
    players = setup.get("players")
    if isinstance(players, int) and info.min_players <= players <= info.max_players:
        scene.players = players
    seat = setup.get("seat")
    scene.seat = seat if isinstance(seat, int) and 0 <= seat < scene.players else 0
    kinds = seat_rows.kinds(LEVELS)
    levels = setup.get("levels")
    if isinstance(levels, list):
        for i, level in enumerate(levels[:9]):
            if level in kinds:
                scene.levels[i] = level
    options = setup.get("options")
    if isinstance(options, dict):
        for spec in info.options:
            v = options.get(spec.name)
            if spec.choices and v in spec.choices:
                scene.options[spec.name] = v
            elif not spec.choices and isinstance(v, bool):
                scene.options[spec.name] = v
    if isinstance(setup.get("undo"), bool):
        scene.allow_undo = setup["undo"]
    return True


def remember(scene) -> None:
    """Keep the setup `scene` starts with as its game's, in the settings file."""
    from cinetable.client import services
    from cinetable.persistence.settings import is_valid
    setup = {"players": scene.players, "seat": scene.seat,
             "levels": [scene.levels[i] for i in range(scene.players)],
             "options": {k: v for k, v in scene.options.items()
                         if isinstance(v, (bool, int, str))},
             "undo": bool(scene.allow_undo)}
    setups = dict(scene.app.settings.get(KEY) or {})
    setups[scene.game.id] = setup
    if not is_valid(KEY, setups):
        log.warning("new game setup %r not remembered", setup)
        return
    scene.app.settings[KEY] = setups
    scene.app.settings["last_game"] = scene.game.id     # New game opens on it next time
    try:
        services.save_settings(scene.app.settings)
    except ValueError as e:         # another setting gone bad must not stop the game
        log.warning("cannot remember the new game setup: %s", e)
