"""A network seat behind the usual table scene: the surface of GameSession (state, record,
seats, human_seat, apply, step_auto...), backed by a NetClient. No pygame here.

- `state` is the seat's own state sent with each update (net/seat_state.py: the host's
  resample for this seat, so only what the seat may know); its observation is checked
  against the one sent beside it.
- Every other seat is "someone else plays it": `is_bot` is true for it, so the table's
  loop waits for it as for a bot and `step_auto` hands it the next update's events, one
  batch per update, and only then moves `state` on (the board lags as in a local game).
- The player's moves are checked against the local state (the same refusals as
  offline), then sent one at a time: a table that plays several in a row (Cannes' bids
  then Done) has the next sent when the host's update for the last one arrives.
- Undo, when the host's table allows it, is asked of the others (net/undo_vote.py): `undo`
  sends the ask, an update marked "undone" takes the seat back (`take_back`); the hint searches
  this state, which is the seat's own knowledge. The host keeps the game's save and its
  actions (one can name a secret card) while the game goes on; once it is over it sends
  the whole record (net/messages.py "record"): `record` becomes it, for the results'
  replay and the review of this seat's own decisions, as after a local game.
"""
from __future__ import annotations

import logging
import time
from collections import deque
from dataclasses import dataclass

from cinetable.engine import IllegalActionError, load_game
from cinetable.net.seat_state import SeatStateError, load_event, load_seat_state
from cinetable.net.views import plain

log = logging.getLogger(__name__)
CHAT_REFUSALS = ("chat_rate", "too_long")
# refusals of an undo ask or answer: said in the chat, the game is not concerned
UNDO_REFUSALS = ("undo_off", "undo_none", "undo_revealed", "undo_other_moved",
                 "undo_pending", "undo_wait", "no_vote", "no_ask")


@dataclass
class RemoteSeat:
    name: str
    kind: str            # "human" (this screen's player), "bot", or "remote" (someone else)
    level: str | None = None


class RemoteSession:
    remote = True
    read_only = False
    last_save_error = None
    folder = None

    def __init__(self, client, first_update: dict, backlog=(), seat_key=None):
        self.client = client
        # (saves folder, key) of this machine's token for the seat (net/seat_tokens.py):
        # forgotten once the game is over, so nothing offers to take the seat back
        self.seat_key = seat_key
        # what came with the first update (chat, a finished table's record): the first poll's
        self._backlog = list(backlog)
        u = first_update
        self.game_id = u["game"]
        self.players = len(u["seats"])
        self.game = load_game(self.game_id, self.players, u.get("options") or {})
        self.human_seat: int = u["you"]
        self.seats = [self._seat(i, s) for i, s in enumerate(u["seats"])]
        from cinetable.persistence.records import GameRecord, Seat
        rec_seats = [Seat(s.name[:40] or "?", "bot", s.level or "normal") if s.kind == "bot"
                     else Seat(s.name[:40] or "?") for s in self.seats]
        self.record = GameRecord(game=self.game_id, players=self.players, seats=rec_seats,
                                 options=dict(self.game.options), seed=0, allow_undo=False)
        self.table_code = u.get("table")
        self.history: list = []            # every event this seat saw (the log's story)
        self.updates: deque = deque()      # arrived, not yet played at the table
        self.presence = [True] * self.players
        self.waiting_for: dict | None = None
        self.connection = "open"           # "open", "lost" (reconnecting...) or "closed"
        self.refusal: dict | None = None
        self._outbox: list[str] = []       # the player's next moves, sent one at a time
        self._sent_at: int | None = None   # record length the move in flight answered
        self._at = -1
        self.names_version = 0             # bumped when a seat's name changes (someone sat)
        self.chat: deque = deque(maxlen=50)   # lines said at the table, with their arrival
        self.clock = time.monotonic        # stamps those arrivals (a test's clock holds)
        self.full_record = None            # the host's record, sent once the game is over
        # the seat's observation at the end: the host's record must replay to it
        self._final_observation = u.get("observation") if u.get("finished") else None
        self.record.allow_undo = bool(u.get("allow_undo"))
        self.undo_info: dict = u.get("undo") or {}    # the host's word on this seat's undo
        self.undo_asking = False           # an ask of ours awaits the others
        self.undo_vote: dict | None = None  # another seat's ask awaiting our answer
        self.undo_answered: str | None = None  # whose ask we agreed to, the others not yet
        self.went_back: dict | None = None  # an "undone" update not yet shown
        self.state = self._take(u)
        self._note_update(u)               # who is there, whom the table waits for
        # every event dict this seat was sent, from `_told_base` on: what a restarted host
        # sends again is compared with it (net/table.py update_for "reset")
        self._told_base = int(u.get("from", 0))
        self._told: list = list(u.get("events") or ())
        # seats played by a stand-in bot, by id of the event (see stood_in)
        self._stood_in: dict[int, tuple[int, int]] = {}
        if self._told_base == 0:
            # the whole story came (a first sit, a rejoin from a restarted app): the log
            # tells it from the deal, as after loading a local game
            self._history_base = 0
            self.history = self._events(u)
            self._mark_stand_ins(u, self.history)
            self.story_start = self.game.new_initial_state()
        else:
            self._history_base = int(u.get("seen", 0))   # events seen before `history`
            self.story_start = self.state.clone()         # the story is told from here

    def _seat(self, i: int, d: dict) -> RemoteSeat:
        if i == self.human_seat:
            return RemoteSeat(str(d.get("name", "")), "human")
        if d.get("kind") == "bot":
            return RemoteSeat(str(d.get("name", "")), "bot", d.get("level"))
        return RemoteSeat(str(d.get("name", "")), "remote")

    # ---- the session's surface (see client/session.py) ------------------------------------
    def is_human(self, seat: int) -> bool:
        return seat == self.human_seat

    def is_bot(self, seat: int) -> bool:
        """Someone else moves here (a bot, a player elsewhere), or this seat's move is on
        its way to the host: the table waits for the host's update."""
        if seat is None or seat < 0:
            return False
        return seat != self.human_seat or self.in_flight or bool(self.updates)

    @property
    def in_flight(self) -> bool:
        return self._sent_at is not None or bool(self._outbox)

    def human_to_move(self) -> bool:
        # not while the board is behind the host: a move answers the position shown
        return self.state.current_player() == self.human_seat and not self.in_flight \
            and not self.updates

    @property
    def thinking_seat(self):
        return None

    @property
    def seed(self) -> int:
        return self.record.seed

    def apply(self, action) -> list:
        """Check the move on the local state and send it; its events come with the
        host's next update (IllegalActionError as offline)."""
        if self.state.is_terminal():
            raise IllegalActionError("The game is over", "common.game_over")
        text = str(self.state.parse_action(str(action)))
        self._outbox.append(text)
        self._send_next()
        return []

    apply_text = apply

    def step_auto(self, budget_s=None) -> list | None:
        """The events of the next update from the host (and the state after them)."""
        self.poll()
        while self.updates:
            u = self.updates.popleft()
            try:
                events = [load_event(d) for d in u.get("typed", ())]
                state = self._take(u)
            except (SeatStateError, KeyError, TypeError, ValueError) as e:
                log.error("an update from the host could not be read: %s", e)
                continue
            self.state = state
            self._mark_stand_ins(u, events)
            self.history.extend(events)
            return events
        return None

    def run_bots_until_human(self, limit: int = 0) -> list:
        return []

    def poll(self) -> None:
        """What the host sent since the last frame: updates wait for the table; the
        rest (presence, refusals, the connection) is taken at once."""
        batch, self._backlog = [*self._backlog, *self.client.poll()], []
        for msg in batch:
            kind = msg.get("type")
            if kind == "update" and msg.get("reset") and not msg.get("undone"):
                msg = self._after_restart(msg)
            if kind == "update" and (msg.get("undone") or msg.get("reset")):
                self._note_update(msg)
                for queued in self.updates:    # their events were seen: the story keeps them
                    events = self._events(queued)
                    self._mark_stand_ins(queued, events)
                    self.history.extend(events)
                self.updates.clear()           # positions taken back: the board goes back
                self._outbox, self._sent_at = [], None
                if msg.get("reset"):           # the story again from the deal
                    self._told_base, self._told = 0, []
                keep = max(0, int(msg.get("from", 0)) - self._told_base)
                del self._told[keep:]
                self._told.extend(msg.get("events") or ())
                self.went_back = msg
            elif kind == "update":
                self._note_update(msg)
                self._told.extend(msg.get("events") or ())
                self.updates.append(msg)
            elif kind in ("undo_asked", "undo_vote", "undo_result"):
                self._note_undo(msg)
            elif kind == "refused" and msg.get("code") in UNDO_REFUSALS:
                self.undo_asking, self.undo_answered = False, None
                self.chat.append({"name": "", "refused": msg["code"], "at": self.clock()})
            elif kind == "chat":
                self._note_chat(msg)
            elif kind == "record":
                self._note_record(msg)
            elif kind == "refused" and msg.get("code") in CHAT_REFUSALS:
                # said in the chat, not over the table: the game is not concerned
                self.chat.append({"name": "", "refused": msg["code"], "at": self.clock()})
            elif kind == "refused":
                self.refusal = msg
                self._outbox, self._sent_at = [], None
            elif kind == "connection":
                self.connection = {"lost": "lost", "back": "open"}.get(msg.get("status"),
                                                                       "closed")
                if self.connection != "open":
                    self._outbox, self._sent_at = [], None

    def _after_restart(self, u: dict) -> dict:
        """A restarted host resends every event from the deal ("reset"): those this seat
        was sent already are not played again, only what follows them. A host that lost
        its last moves (stopped before its autosave) sends a shorter story: the update
        stays a reset, shown as a step back (take_back)."""
        told, sent = self._told, u.get("events") or []
        if self._told_base != 0 or sent[:len(told)] != told:
            return u
        n = len(told)
        out = {**u, "events": sent[n:], "typed": list(u.get("typed") or ())[n:], "from": n}
        out.pop("reset", None)
        if isinstance(u.get("stand_in"), list):
            out["stand_in"] = [[m[0] - n, *m[1:]] for m in u["stand_in"]
                               if isinstance(m, list) and m and isinstance(m[0], int)
                               and m[0] >= n]
        return out

    def _mark_stand_ins(self, u: dict, events: list) -> None:
        """Events of moves a stand-in bot made for an absent player (the host says which:
        [index in the update's events, seat, action number])."""
        marks = u.get("stand_in")
        for mark in marks if isinstance(marks, list) else ():
            try:
                i, seat, at = int(mark[0]), int(mark[1]), int(mark[2])
            except (TypeError, ValueError, IndexError):
                continue
            if 0 <= i < len(events):
                self._stood_in[id(events[i])] = (seat, at)

    def stood_in(self, event) -> tuple[int, int] | None:
        """(the seat a stand-in bot played for, the action's number) when `event` came
        from its move, else None."""
        return self._stood_in.get(id(event))

    def _note_chat(self, msg: dict) -> None:
        line = {"name": str(msg.get("name", ""))[:40], "at": self.clock()}
        if isinstance(msg.get("text"), str):
            line["text"] = msg["text"][:200]
        elif isinstance(msg.get("reaction"), str):
            line["reaction"] = msg["reaction"]
        else:
            return
        self.chat.append(line)

    def _note_record(self, msg: dict) -> None:
        """The finished game's record, checked: it replays to the end this seat saw."""
        from cinetable.net.messages import MessageError, parse_record
        try:
            record, state = parse_record(msg)
        except MessageError as e:
            log.error("the host's record of the game was refused: %s", e)
            return
        if (record.game, record.players) != (self.game_id, self.players) or (
                plain(state.observation(self.human_seat)) != self._final_observation):
            log.error("the host's record is not this game's")
            return
        record.allow_undo = False
        self.full_record = record
        if self.state.is_terminal():       # else when the table reaches the end (_take)
            self.record = record

    @property
    def review_seats(self) -> set[int]:
        """Whose decisions a review of this game covers: this seat's own."""
        return {self.human_seat}

    def send_chat(self, text: str | None = None, reaction: str | None = None) -> None:
        self.client.chat(text=text, reaction=reaction)

    @staticmethod
    def _events(u: dict) -> list:
        try:
            return [load_event(d) for d in u.get("typed", ())]
        except (SeatStateError, KeyError, TypeError, ValueError) as e:
            log.error("events from the host could not be read: %s", e)
            return []

    def _note_update(self, u: dict) -> None:
        seats = u.get("seats") or []
        self.presence = [bool(s.get("kind") == "bot" or s.get("present")) for s in seats]
        for mine, s in zip(self.seats, seats):        # a seat taken since: its name
            name = str(s.get("name", ""))[:40]
            if name and name != mine.name and mine.kind != "human":
                mine.name = name
                self.names_version += 1
        self.waiting_for = u.get("waiting_for")
        self.undo_info = u.get("undo") or {}
        if u.get("finished"):
            self._final_observation = u.get("observation")
            self._forget_seat()
        if self._sent_at is not None and u.get("at", 0) > self._sent_at:
            self._sent_at = None
            self._send_next(u)

    def _forget_seat(self) -> None:
        key, self.seat_key = self.seat_key, None
        if key is None:
            return
        from cinetable.net import seat_tokens
        from cinetable.persistence.atomic import SaveError
        try:
            seat_tokens.forget(*key)
        except (SaveError, OSError) as e:               # kept: a later Rejoin shows the results again
            log.warning("cannot forget the seat token: %s", e)

    def _send_next(self, u: dict | None = None) -> None:
        if self._sent_at is not None or not self._outbox:
            return
        legal = (u or {}).get("legal") if u is not None else None
        if u is not None and (not legal or self._outbox[0] not in legal):
            self._outbox = []            # the turn ended (the host closed it): drop the rest
            return
        text = self._outbox.pop(0)
        # the position the move answers: the one shown (the host refuses it if stale)
        self._sent_at = self._at if u is None else u["at"]
        self.refusal = None
        self.client.send({"type": "act", "action": text, "at": self._sent_at})

    def _take(self, u: dict):
        state = load_seat_state(self.game, u["state"])
        # the observation comes with the whole story, at the end and after a reset
        if "observation" in u and plain(state.observation(self.human_seat)) != u["observation"]:
            raise SeatStateError("the state does not match the seat's observation")
        at = self._at = int(u.get("at", 0))
        if u.get("finished") and self.full_record is not None:
            self.record = self.full_record     # arrived before the table reached the end
        elif u.get("finished"):
            # the actions cross the network only with the host's record after the end
            # (one can name a secret card): until it comes nothing replays placeholders
            self.record.actions.clear()
        elif at > len(self.record.actions):
            # only the count is known here: the tables use it to see that play moved on
            self.record.actions.extend(["?"] * (at - len(self.record.actions)))
        return state

    @property
    def timeline(self):
        """Empty: the actions stay with the host (last moves are noted as they are told)."""
        from cinetable.engine.timeline import Timeline
        return Timeline(self.game.new_initial_state(), [])

    # ---- comfort -------------------------------------------------------------------------
    def undo_check(self):
        """The host's word on an undo ask (sent with each update); reasons as offline, plus
        "asked" (ours awaits the others) and "other_moved" (another player moved since)."""
        from cinetable.engine.undo import UndoCheck
        info = self.undo_info
        if not self.record.allow_undo:
            return UndoCheck(None, "off")
        if self.undo_open():
            return UndoCheck(None, "asked")
        if info.get("ok"):
            return UndoCheck(self._at)
        by = info.get("by") if isinstance(info.get("by"), int) else None
        if info.get("code") == "undo_revealed":
            return UndoCheck(None, "revealed", by)
        if info.get("code") == "undo_other_moved":
            return UndoCheck(None, "other_moved", by)
        return UndoCheck(None, "no_decision")

    def undo(self) -> bool:
        """Ask the table to take back this seat's last move (the others answer)."""
        if not self.undo_check().allowed:
            return False
        self.undo_asking = True
        self.client.send({"type": "undo_ask"})
        return True

    def undo_open(self) -> bool:
        """An undo ask holds the table: ours, or another's we answer or have agreed to."""
        return self.undo_asking or self.undo_vote is not None or self.undo_answered is not None

    def answer_undo(self, agree: bool) -> None:
        if self.undo_vote is not None:
            # agreed: the ask stays open until the others answer (the prompt says so)
            self.undo_answered = self.undo_vote["name"] if agree else None
            self.undo_vote = None
            self.client.send({"type": "undo_answer", "agree": bool(agree)})

    def withdraw_undo(self) -> None:
        """Take our own ask back while the others have not all answered."""
        if self.undo_asking:
            # no longer ours to wait for: the panel and prompt go at once (the host's
            # "withdrawn" follows; a vote that ended meanwhile tells its own outcome)
            self.undo_asking = False
            self.client.send({"type": "undo_withdraw"})

    def _note_undo(self, msg: dict) -> None:
        kind = msg["type"]
        if kind == "undo_vote":
            self.undo_vote = {"seat": msg.get("seat"), "name": str(msg.get("name", ""))[:40]}
            return
        if kind == "undo_asked":
            return
        self.undo_asking, self.undo_vote, self.undo_answered = False, None, None
        line = {"name": "", "undo": str(msg.get("outcome", "")), "at": self.clock(),
                "who": str(msg.get("name", ""))[:40], "by": str(msg.get("by_name", ""))[:40]}
        self.chat.append(line)

    def take_back(self) -> bool:
        """Show an "undone" update: the state, record length and story go back to it."""
        u, self.went_back = self.went_back, None
        if u is None:
            return False
        try:
            state = load_seat_state(self.game, u["state"])
        except (SeatStateError, KeyError, TypeError, ValueError) as e:
            log.error("an undo from the host could not be read: %s", e)
            return False
        del self.record.actions[int(u.get("at", 0)):]
        if u.get("reset"):                 # a restarted host's whole story, from the deal
            self._history_base = 0
            self.story_start = self.game.new_initial_state()
        # the host resends what this seat sees from `from` on: the story up to there stays
        keep = max(0, int(u.get("from", u.get("seen", 0))) - self._history_base)
        del self.history[keep:]
        events = self._events(u)
        self._mark_stand_ins(u, events)
        self.history.extend(events)
        alive = {id(ev) for ev in self.history}
        self._stood_in = {k: v for k, v in self._stood_in.items() if k in alive}
        self.state = self._take(u) if state is not None else self.state
        return True

    def count_hint(self) -> None:
        self.record.hints += 1

    # ---- saving: the host's business -------------------------------------------------------
    def autosave(self, wait: bool = False) -> None:
        pass

    def flush(self, timeout: float = 0.0) -> bool:
        return True

    def save_as(self, name: str):
        from cinetable.persistence.saves import SaveError
        raise SaveError("A network game is saved by its host")

    def leave(self) -> None:
        self.client.close()

    def table_link(self, scene):
        from cinetable.client.table.link import NetworkLink
        return NetworkLink(scene)
