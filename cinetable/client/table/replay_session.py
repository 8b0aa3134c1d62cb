"""The session a replay's table is given: a record's state after any of its first k
actions (an engine Timeline), read-only: it never autosaves, runs no bots, takes no
move, and its table adds nothing about a network (a LocalLink)."""
from __future__ import annotations

from cinetable.engine import IllegalActionError


class ReplaySession:
    read_only = True
    remote = False
    bots: dict = {}
    bot_time_budget = None
    last_save_error = None
    thinking_seat = None

    def __init__(self, record, viewer: int | None, every: int = 8):
        from cinetable.engine import load_game
        from cinetable.engine.timeline import Timeline
        self.record = record
        game = load_game(record.game, record.players, record.options)
        self.timeline = Timeline(game.new_initial_state(), record.actions, every=every)
        self._viewer = viewer
        self.position = len(self.timeline)
        self.state = self.timeline.state_at(self.position)
        self.folder = None

    # what a table asks of a session
    def table_link(self, scene):
        from cinetable.client.table.link import LocalLink
        return LocalLink(scene)

    @property
    def human_seat(self) -> int | None:
        return self._viewer

    @human_seat.setter
    def human_seat(self, seat) -> None:
        pass                       # the replay chooses its viewer itself (not the hotseat)

    @property
    def seats(self):
        return self.record.seats

    @property
    def game_id(self) -> str:
        return self.record.game

    @property
    def seed(self):
        return self.record.seed

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "bot"

    def human_to_move(self) -> bool:
        return False

    def apply(self, action):
        raise IllegalActionError("A replay is watched, not played", "common.replay")

    apply_text = apply

    def step_auto(self, budget_s=None):
        return None

    def autosave(self, wait: bool = False) -> None:
        pass

    def flush(self, timeout: float = 0) -> bool:
        return True

    def go(self, k: int):
        self.position = max(0, min(len(self.timeline), k))
        self.state = self.timeline.state_at(self.position)
        return self.state

    def views(self) -> list[int]:
        """The seats whose view may be shown: all once the game is over, else the humans'."""
        final = self.timeline.state_at(len(self.timeline)).is_terminal()
        seats = range(len(self.seats))
        return [s for s in seats if final or self.is_human(s)] or [0]
