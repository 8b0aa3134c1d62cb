"""Starting and resuming games from the menus: one place that builds a session, opens its
table over a fresh title scene, and turns a bad save into a message instead of a crash.

The session and table modules are imported when first used, not at start-up: the title
must draw its first frame quickly.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def open_session(app, session) -> None:
    """Leave every menu and show the session's table above the title scene, so that
    leaving the table (Quit to title) lands on the title."""
    from cinetable.client.tables import open_table
    app.go("title")
    try:
        open_table(app, session)
    except ValueError as e:        # a save of a game this version has no table for
        log.warning("cannot open a table for %s: %s", session.record.game, e)
        _show_error(app, app.t("load.error_title"), str(e))


def claim_saves(app, folder=None) -> bool:
    """Hold the saves folder for this copy of the app before a game writes there; when
    another running copy holds it, say so and return False (this copy only looks)."""
    from cinetable.persistence.folder_lock import FolderBusy, acquire
    from cinetable.persistence.paths import saves_dir
    try:
        acquire(folder if folder is not None else saves_dir())
    except FolderBusy as e:
        log.warning("saves folder in use: %s", e)
        _show_error(app, app.t("lock.title"),
                    app.t("lock.text", pid=e.pid or "?", folder=str(e.folder)))
        return False
    return True


def start_new(app, game_id: str, players: int, options: dict, seats: list, seed,
              allow_undo: bool = False) -> bool:
    """Build a new session and open it; a refused setup is shown in a dialog."""
    from cinetable.client.session import GameSession
    if not claim_saves(app):
        return False
    try:
        session = GameSession.new(game_id, players, options, seats, seed,
                                  allow_undo=allow_undo)
    except (ValueError, OSError) as e:   # a setup the rules refuse, or damaged game data
        log.warning("cannot start %s: %s", game_id, e)
        _show_error(app, app.t("newgame.error_title"), str(e))
        return False
    open_session(app, session)
    return True


def resume(app, path) -> bool:
    """Resume the save at `path`; a damaged or unreadable file is explained in a dialog
    and nothing else changes."""
    from pathlib import Path

    from cinetable.client.session import GameSession
    from cinetable.persistence.atomic import SaveError
    if not claim_saves(app, Path(path).parent):
        return False
    from cinetable.client.hosted_resume import hosted_entry, resume_hosted, say_forgotten
    hosted = hosted_entry(path)
    if hosted is not None:            # a table this app hosted: reopened for its players
        session = resume_hosted(app, path, *hosted)
        if session is not None:
            open_session(app, session)
        return session is not None
    try:
        session = GameSession.resume(path)
    except (SaveError, OSError, ValueError) as e:
        log.warning("cannot resume %s: %s", path, e)
        _show_error(app, app.t("load.error_title"), str(e))
        return False
    open_session(app, session)
    say_forgotten(app, Path(path).parent)     # a hosted table whose seat file was damaged
    return True


def latest_save():
    """The save that Continue resumes (a SaveEntry), or None."""
    from cinetable.persistence.saves import latest_save as _latest
    try:
        return _latest()
    except OSError as e:            # an unreadable saves folder: nothing to continue
        log.warning("cannot list saves: %s", e)
        return None


def _show_error(app, title: str, text: str) -> None:
    app.push("message", title, text)
