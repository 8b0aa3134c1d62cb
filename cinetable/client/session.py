"""The running game behind a table scene: the true state, its record, the bots, autosave.

No pygame here, so a whole game can be driven and tested without a window.

- Chance at record position k is drawn from a generator seeded by (record seed, k)
  (`chance_rng`), so a game is reproducible from its seed and the human's moves, a resumed
  game needs no fast-forward, and an undo followed by the same move deals the same cards
  (undoing cannot fish for another deal).
- Undo (when the record allows it) takes back the human's last decision and everything
  after it, never past an action that showed the human something (engine.undo); what was
  taken back stays in the record (`record.undos`) for replays.
- A bot thinks in slices: `step_auto(budget_s)` drives its `think` generator for at most
  `budget_s` seconds per call, so the frame loop never stalls.
- Every applied action (chance included) is appended to the record and autosaved
  atomically. A failed autosave (disk full) never stops the game: the error is kept in
  `last_save_error` for the table to show, and the next action tries again.
- The write itself (temp file, fsync, rename: several ms, more on a busy disk) happens on
  a background thread, so a frame never waits for the disk; a newer save request replaces
  one not yet started. `flush()` waits for the file to be on disk (leaving the table,
  tests, exit).
"""
from __future__ import annotations

import atexit
import logging
import random
import threading
import time
import weakref
from pathlib import Path

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, load_game, sample_chance

log = logging.getLogger(__name__)


def _persistence():
    import cinetable.persistence as p
    return p


def _as_seat(s):
    Seat = _persistence().Seat
    if isinstance(s, Seat):
        return s
    if isinstance(s, dict):
        return Seat(s["name"], s.get("kind", "human"), s.get("level"))
    name, kind, *rest = s
    return Seat(name, kind, rest[0] if rest else None)


KEEP_FINISHED_AUTOSAVES = 20   # finished games kept for the Load list; games in progress all


def _fresh_seed() -> int:
    # 64 bits: the first deals must not give the seed (and every later deal) away. The
    # results screen shows it as a short code New game reads back (persistence.seeds).
    from cinetable.persistence.seeds import fresh_seed
    return fresh_seed()


def _make_bot(level: str, game_id: str, seed: int, time_budget):
    from cinetable.bots import make_bot
    if time_budget is None:
        return make_bot(level, game_id, seed=seed)       # the bots' default budget
    return make_bot(level, game_id, seed=seed, time_budget=time_budget)


class AutoSaver:
    """Writes the latest record on a background thread (one write at a time; a request
    made while one is pending replaces it). `error` holds the last write's failure."""

    def __init__(self):
        self._cv = threading.Condition()
        self._job = None
        self._writing = False
        self._thread: threading.Thread | None = None
        self.error: str | None = None
        self.writes = 0
        _SAVERS.add(self)

    def submit(self, write, record, path) -> None:
        with self._cv:
            self._job = (write, record, path)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cinetable-autosave",
                                                daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def _run(self) -> None:
        while True:
            with self._cv:
                if self._job is None:
                    self._cv.wait(timeout=2.0)
                if self._job is None:          # idle for a while: end; submit restarts it
                    self._thread = None
                    return
                (write, record, path), self._job = self._job, None
                self._writing = True
            try:
                write(record, path)
                error = None
            except Exception as e:             # SaveError, OSError, anything: keep playing
                error = str(e) or type(e).__name__
                log.warning("autosave failed: %s", error)
            with self._cv:
                self.error = error
                self.writes += 1
                self._writing = False
                self._cv.notify_all()

    def flush(self, timeout: float = 15.0) -> bool:
        """Wait until nothing is pending; False on timeout."""
        with self._cv:
            return self._cv.wait_for(lambda: self._job is None and not self._writing, timeout)


_SAVERS: weakref.WeakSet[AutoSaver] = weakref.WeakSet()


@atexit.register
def _flush_all() -> None:
    for saver in list(_SAVERS):
        saver.flush(5.0)


class GameSession:
    """A game played on this screen (client/session_api.Session)."""
    remote = False          # the record is here: saved, undone and retold here
    read_only = False

    def __init__(self, record, state, *, folder: Path | str | None = None,
                 chance_drawn: int = 0, bot_time_budget: float | None = None,
                 background_save: bool = True):
        p = _persistence()
        self.record = record
        self.state = state
        self.folder = Path(folder) if folder is not None else p.saves_dir()
        from cinetable.persistence.saves import autosave_path
        self.autosave_path: Path = autosave_path(record, self.folder)
        self.background_save = background_save
        self._saver = AutoSaver()
        if record.seed is None:
            record.seed = _fresh_seed()
        # chance_drawn: kept for callers of the old running stream (chance is now drawn
        # per record position, see chance_rng)
        self.bot_time_budget = bot_time_budget
        self.bots: dict[int, object] = {}
        self.bot_rngs: dict[int, random.Random] = {}
        for i, seat in enumerate(record.seats):
            if seat.kind == "bot":
                self.bots[i] = _make_bot(seat.level, record.game, record.seed * 31 + i,
                                         bot_time_budget)
                # bots draw from their own generators, so chance stays reproducible
                self.bot_rngs[i] = random.Random(f"{record.seed}:{i}:{len(record.actions)}")
        humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        self.human_seat: int | None = humans[0] if humans else None
        self._think = None
        self._think_seat: int | None = None
        self._timeline = None                  # built on the first undo check (see timeline)
        self._undo_cache: tuple | None = None  # (record length, UndoCheck)

    # ---- construction ---------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, players: int, options: dict | None, seats, seed: int | None = None,
            folder: Path | str | None = None, bot_time_budget: float | None = None,
            allow_undo: bool = False) -> GameSession:
        p = _persistence()
        game = load_game(game_id, players, options)          # raises OptionError
        seats = [_as_seat(s) for s in seats]
        if len(seats) != players:
            raise ValueError(f"{players} players need {players} seats, not {len(seats)}")
        record = p.GameRecord(game=game_id, players=players, seats=seats,
                              options=dict(game.options),
                              seed=_fresh_seed() if seed is None else seed,
                              allow_undo=bool(allow_undo))
        state = game.new_initial_state()
        record.summary = p.summarize(state)
        session = cls(record, state, folder=folder, bot_time_budget=bot_time_budget)
        session.autosave()            # "Continue" can find the game from its first frame
        try:                          # old finished games' autosaves do not pile up forever
            p.prune_autosaves(folder, keep=KEEP_FINISHED_AUTOSAVES)
        except OSError as e:
            log.warning("could not tidy old autosaves: %s", e)
        return session

    @classmethod
    def resume(cls, path: Path | str, folder: Path | str | None = None,
               bot_time_budget: float | None = None) -> GameSession:
        """Load and replay a save (SaveError with a player-readable message on failure)."""
        p = _persistence()
        path = Path(path)
        record, state = p.load_game_from(path)
        from cinetable.persistence.saves import autosave_holds, autosave_path
        if path.name != autosave_path(record, path.parent).name and autosave_holds(
                record, path.parent):
            # A named slot whose game's autosave is at the very same point (or gone): play
            # goes on in that autosave. A branch here listed two identical "autosave"
            # rows in Load game (the untouched original and the branch).
            record = record.copy(name="")
        elif path.name != autosave_path(record, path.parent).name:
            # A named slot: playing on from it is a new branch of the game. It gets its own
            # id (so its own autosave) and never overwrites the original game's autosave,
            # which may be further along; the slot itself stays as it was saved.
            from cinetable.persistence.records import new_id
            # `parent` remembers where it came from, so Continue knows that play has
            # gone on from that game (see persistence.saves.latest_save).
            record = record.copy(id=new_id(), name="", parent=record.id)
        return cls(record, state, folder=folder if folder is not None else path.parent,
                   bot_time_budget=bot_time_budget)

    # ---- queries ------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.record.game

    @property
    def seats(self):
        return self.record.seats

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def human_to_move(self) -> bool:
        p = self.state.current_player()
        return p >= 0 and self.is_human(p)

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat currently searching (between step_auto slices), else None."""
        return self._think_seat if self._think is not None else None

    @property
    def seed(self) -> int:
        return self.record.seed

    # ---- acting -------------------------------------------------------------------------
    def apply(self, action) -> list:
        """Apply a legal action of whoever is to move; IllegalActionError leaves all as is."""
        if self.state.is_terminal():
            raise IllegalActionError("The game is over", "common.game_over")
        checked = self.state.parse_action(str(action))
        return self._apply(checked)

    def apply_text(self, text: str) -> list:
        if self.state.is_terminal():
            raise IllegalActionError("The game is over", "common.game_over")
        return self._apply(self.state.parse_action(text))

    def _apply(self, action) -> list:
        self._think = None
        self._think_seat = None
        events = self.state.apply_action(action)
        self.record.append(action, self.state)
        if self._timeline is not None:
            self._timeline.extend(action, after=self.state)     # applied once, above
        self.autosave()
        # The screen belongs to the human seat: an event revealing a secret (another
        # hand, a face-down card) reaches the table only if that seat may see it.
        viewer = self.human_seat
        return [e for e in events if e.visible(viewer)]

    def step_auto(self, budget_s: float | None = 0.008) -> list | None:
        """Advance one chance or bot action if it is their turn.

        Returns the events of the action applied, or None when nothing was applied
        (a human to move, the game over, or a bot still thinking after `budget_s`)."""
        state = self.state
        p = state.current_player()
        if p == TERMINAL:
            return None
        if p == CHANCE:
            return self._apply(sample_chance(state, self.chance_rng()))
        bot = self.bots.get(p)
        if bot is None:
            return None                                   # a human's turn
        if self._think is None or self._think_seat != p:
            from cinetable.bots import think_for_seat  # gives the bot a resampled view
            self._think = think_for_seat(state, p, bot, self.bot_rngs[p])
            self._think_seat = p
        deadline = None if budget_s is None else time.perf_counter() + budget_s
        try:
            while True:
                next(self._think)
                if deadline is not None and time.perf_counter() >= deadline:
                    return None
        except StopIteration as stop:
            action = stop.value
        except Exception:                  # a bot bug must not end the player's game
            log.exception("bot at seat %d failed; it plays a random legal move", p)
            action = self.bot_rngs[p].choice(state.legal_actions())
        self._think = None
        self._think_seat = None
        try:
            checked = state.parse_action(str(action))
        except IllegalActionError:
            log.error("bot at seat %d chose an illegal move %r; it plays a random one", p, action)
            checked = self.bot_rngs[p].choice(state.legal_actions())
        return self._apply(checked)

    def run_bots_until_human(self, limit: int = 100_000) -> list:
        """Play chance and bots until a human must act or the game ends (tests, demos)."""
        events: list = []
        for _ in range(limit):
            ev = self.step_auto(None)
            if ev is None:
                break
            events.extend(ev)
        return events

    def chance_rng(self, k: int | None = None) -> random.Random:
        """The generator of the chance action at record position k (default: the next)."""
        k = len(self.record.actions) if k is None else k
        return random.Random(f"{self.record.seed}:chance:{k}")

    # ---- undo and hints -----------------------------------------------------------------
    @property
    def timeline(self):
        """The record as an engine Timeline (any prefix at once), kept in step with play."""
        if self._timeline is None or len(self._timeline) != len(self.record.actions):
            from cinetable.engine.timeline import Timeline
            game = load_game(self.record.game, self.record.players, self.record.options)
            self._timeline = Timeline(game.new_initial_state(), self.record.actions)
        return self._timeline

    def undo_check(self):
        """Where the human's undo would go now (engine.undo.UndoCheck); reason "off" when
        the game was started without undo, "no_human" at a table of bots, "hotseat" when
        several humans share the screen (one's undo would take back the others' moves)."""
        from cinetable.engine.undo import UndoCheck, undo_check
        if not self.record.allow_undo:
            return UndoCheck(None, "off")
        if sum(s.kind == "human" for s in self.seats) > 1:
            return UndoCheck(None, "hotseat")
        if self.human_seat is None:
            return UndoCheck(None, "no_human")
        n = len(self.record.actions)
        if self._undo_cache is None or self._undo_cache[0] != n:
            # seeded by the position: the same record always gets the same answer
            check = undo_check(self.timeline, self.human_seat,
                               random.Random(f"{self.record.seed}:undo:{n}"))
            if check.reason == "revealed" and not self._decided_before(check.revealed_at):
                # what was revealed came before any move of the human's: nothing to undo
                check = UndoCheck(None, "no_decision")
            self._undo_cache = (n, check)
        return self._undo_cache[1]

    def _decided_before(self, k: int) -> bool:
        """Whether the human had a decision (two or more legal moves) before action k."""
        tl = self.timeline
        state = tl.state_at(0)
        for action in tl.actions[:k]:
            if state.current_player() == self.human_seat and len(state.legal_actions()) > 1:
                return True
            state.apply_action(action)
        return False

    def undo(self) -> bool:
        """Take back the human's last decision and every action after it (if allowed).
        The record keeps what was taken back; returns whether anything was undone."""
        check = self.undo_check()
        if not check.allowed:
            return False
        k = check.position
        self._think = None
        self._think_seat = None
        self.record.undos.append({"at": k, "actions": list(self.record.actions[k:])})
        del self.record.actions[k:]
        self.timeline.truncate(k)
        self.state = self.timeline.state_at(k)
        self.record.summary = _persistence().summarize(self.state)
        self._undo_cache = None
        for i in self.bots:          # as on a resume at k: the same move meets the same bots
            self.bot_rngs[i] = random.Random(f"{self.record.seed}:{i}:{k}")
        self.autosave()
        return True

    def count_hint(self) -> None:
        self.record.hints += 1
        self.autosave()

    # ---- saving -------------------------------------------------------------------------
    def autosave(self, wait: bool = False) -> None:
        """Save the record to its autosave file; never raises (see last_save_error)."""
        p = _persistence()
        if self.background_save and not wait:
            # a copy: the game goes on changing self.record while the thread writes
            self._saver.submit(p.save_record, self.record.copy(), self.autosave_path)
            return
        self._saver.flush()
        try:
            p.save_record(self.record, self.autosave_path)
        except Exception as e:                 # SaveError, OSError: keep playing
            self._saver.error = str(e) or type(e).__name__
            log.warning("autosave failed: %s", self._saver.error)
        else:
            self._saver.error = None

    def flush(self, timeout: float = 15.0) -> bool:
        """Wait for pending autosaves to be written."""
        return self._saver.flush(timeout)

    def undo_open(self) -> bool:
        """An undo ask holding the table: only at a network table."""
        return False

    def leave(self) -> None:
        """Leaving the table: the autosave is all there is to finish (flush)."""

    def table_link(self, scene):
        from cinetable.client.table.link import LocalLink
        return LocalLink(scene)

    @property
    def last_save_error(self) -> str | None:
        """Why the latest autosave failed (None when it succeeded)."""
        return self._saver.error

    def save_as(self, name: str) -> Path:
        """A named save slot (SaveError if it cannot be written)."""
        self.flush()
        return _persistence().save_as(self.record, name, self.folder)

