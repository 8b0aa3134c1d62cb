"""Recording a finished game in the history of finished games, from the client (the
results scene calls record_finished_game), and what to tell the player about it."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass
class HistoryNote:
    """What to tell the player about the history after recording a game."""
    key: str = ""
    fields: dict = field(default_factory=dict)
    raw: str = ""                      # an untranslated reason (e.g. the disk is full)

    def text(self, t) -> str:
        return t(self.key, **self.fields) if self.key else self.raw


def record_finished_game(session) -> HistoryNote | None:
    """Add a finished game with a human at the table to the history (once per game: the
    history is keyed by record id, so a results scene shown again counts nothing).
    Returns a note when the history file was damaged (set aside) or cannot be written."""
    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.history import add_game, entry_for
    if not session.state.is_terminal() or all(s.kind != "human" for s in session.record.seats):
        return None
    if getattr(session, "guided", False):       # a guided first game is practice
        return None
    try:
        history = add_game(entry_for(session.record, session.state))
    except (SaveError, OSError) as e:
        log.warning("could not record the finished game: %s", e)
        return HistoryNote("stats.not_recorded", {"reason": str(e)})
    if history.aside:
        return HistoryNote("stats.damaged_text", {"file": history.path.name, "aside": history.aside})
    return HistoryNote(raw=history.problem) if history.problem else None
