"""Agreed undo at a network table (host side): a seated player asks to take back their last
move; every other connected player must agree. Pure logic beside net/table.py; serve.py
hooks it in (messages "undo_ask" and "undo_answer").

Where an undo may go is the local undo's own barrier (engine.undo), for the asking seat,
plus what a table of several people needs: no other person's move since (theirs is not
the asker's to take back), and nothing in between revealed to any other person either
(they would play the same moment again knowing more). While a vote is open the table
waits (no bot or chance move): a chance draw would close the way back under it.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from cinetable.engine import load_game
from cinetable.engine.timeline import Timeline
from cinetable.engine.undo import reveals, undo_check
from cinetable.net.refusal import Refused

VOTE_TIMEOUT = 30.0       # seconds the others have to answer
ASK_COOLDOWN = 5.0        # after a refused or lapsed vote: the others are not pestered


def _timeline(table) -> Timeline:
    """The table's record as a Timeline, kept in step as play goes on (Table.rewind drops
    it: after an undo the same length may hold other actions)."""
    rec = table.record
    tl = getattr(table, "_undo_timeline", None)
    if tl is None or len(tl) > len(rec.actions):
        game = load_game(rec.game, rec.players, rec.options)
        tl = table._undo_timeline = Timeline(game.new_initial_state(), rec.actions)
    for text in rec.actions[len(tl):]:
        tl.extend(text)
    return tl


def humans(table) -> list[int]:
    """Seats people sat down at (taken open seats)."""
    return [i for i in range(table.n) if table.open[i] and table.token_hashes[i] is not None]


def undo_position(table, seat: int) -> int:
    """How many actions an undo asked by `seat` keeps; Refused says why it cannot."""
    if not table.record.allow_undo:
        raise Refused("undo_off", "Undo is off at this table")
    if table.state.is_terminal():
        raise Refused("game_over", "The game is over")
    n = (len(table.record.actions), tuple(humans(table)))
    memo = table.__dict__.setdefault("_undo_memo", {})
    if memo.get("at") != n:               # each seat's answer at this position only
        memo.clear()
        memo["at"] = n
    if seat not in memo:
        memo[seat] = _position(table, seat)
    found = memo[seat]
    if isinstance(found, Refused):
        raise found
    return found


def _position(table, seat: int):
    rec = table.record
    n = len(rec.actions)
    tl = _timeline(table)
    rng = random.Random(f"{rec.seed}:undo:{n}")
    check = undo_check(tl, seat, rng)
    if check.reason == "revealed":
        return Refused("undo_revealed", "Something was revealed since that move",
                       by=check.revealed_by)
    k = check.position
    if k is None:                       # nothing allowed to be taken back
        return Refused("undo_none", "You have no move to take back")
    others = [h for h in humans(table) if h != seat]
    state = tl.state_at(k)
    for action in tl.actions[k:]:
        p = state.current_player()
        if p >= 0 and p != seat and table.open[p]:
            return Refused("undo_other_moved", f"{rec.seats[p].name} has moved since",
                           by=p)
        if any(reveals(state, action, h, rng) for h in others):
            return Refused("undo_revealed", "Something was revealed since that move", by=p)
        state.apply_action(action)
    return k


def undo_status(table, seat: int) -> dict:
    """What the seat's client shows on its Undo button: {"ok": True} or the refusal."""
    try:
        undo_position(table, seat)
    except Refused as e:
        return {"ok": False, "code": e.code, **e.extra}
    return {"ok": True}


@dataclass
class Vote:
    seat: int
    name: str
    position: int
    at: int                         # the record length it was asked at
    waiting: set = field(default_factory=set)
    deadline: float = 0.0


class UndoVotes:
    """The open votes of a server's tables, one per table at a time."""

    def __init__(self, server, timeout: float = VOTE_TIMEOUT, clock=time.monotonic):
        self.server, self.timeout, self.clock = server, timeout, clock
        self.votes: dict[str, Vote] = {}
        self.cooldown: dict[tuple, float] = {}

    def _conns(self, table):
        return list(self.server.conns.get(table.code, ()))

    def _tell(self, table, msg: dict) -> None:
        for c in self._conns(table):
            c.send(msg)

    def ask(self, conn) -> None:
        table = conn.table
        if table is None or not conn.seated:
            raise Refused("not_seated", "Sit down at a table first")
        seat = conn.viewer
        if table.code in self.votes:
            raise Refused("undo_pending", "An undo is already being asked")
        if self.cooldown.get((table.code, seat), 0.0) > self.clock():
            raise Refused("undo_wait", "Wait a moment before asking again")
        k = undo_position(table, seat)
        here = {c.viewer for c in self._conns(table) if c.seated}
        vote = Vote(seat, table.record.seats[seat].name, k, len(table.record.actions),
                    {h for h in humans(table) if h != seat and h in here},
                    self.clock() + self.timeout)
        if not vote.waiting:                    # nobody else to ask
            self._take_back(table, vote)
            return
        self.votes[table.code] = vote
        self.server.wake(table.code)     # the table's driver learns the deadline
        conn.send({"type": "undo_asked", "timeout": round(self.timeout)})
        ask = {"type": "undo_vote", "seat": seat, "name": vote.name, "timeout": round(self.timeout)}
        for c in self._conns(table):
            if c.seated and c.viewer in vote.waiting:
                c.send(ask)

    def answer(self, conn, agree: bool) -> None:
        table = conn.table
        vote = self.votes.get(table.code) if table is not None else None
        if vote is None or not conn.seated or conn.viewer not in vote.waiting:
            raise Refused("no_vote", "No undo waits for your answer")
        if not agree:
            self.cancel(table, "refused", by=conn.viewer)
            return
        vote.waiting.discard(conn.viewer)
        if not vote.waiting:
            del self.votes[table.code]
            self._take_back(table, vote)

    def withdraw(self, conn) -> None:
        """The asker takes its ask back while the others have not all answered."""
        table = conn.table
        vote = self.votes.get(table.code) if table is not None else None
        if vote is None or not conn.seated or conn.viewer != vote.seat:
            raise Refused("no_ask", "You have no undo ask to withdraw")
        self.cancel(table, "withdrawn")

    def cancel(self, table, why: str, by: int | None = None) -> None:
        vote = self.votes.pop(table.code, None)
        if vote is None:
            return
        self.cooldown[(table.code, vote.seat)] = self.clock() + ASK_COOLDOWN
        msg = {"type": "undo_result", "outcome": why, "seat": vote.seat, "name": vote.name}
        if by is not None:
            msg.update(by=by, by_name=table.record.seats[by].name)
        self._tell(table, msg)
        self.server.wake(table.code)

    def pause(self, table) -> float | None:
        """Seconds the table still waits for a vote (None: no vote; a lapsed one ends)."""
        vote = self.votes.get(table.code)
        if vote is None:
            return None
        left = vote.deadline - self.clock()
        if left <= 0:
            self.cancel(table, "timeout")
            return None
        return left

    def moved(self, table) -> None:
        self.cancel(table, "moved")

    def left(self, table, seat) -> None:
        vote = self.votes.get(table.code)
        if vote is not None and (seat == vote.seat or seat in vote.waiting):
            self.cancel(table, "left", by=seat)

    def _take_back(self, table, vote: Vote) -> None:
        if len(table.record.actions) != vote.at:      # the table moved on meanwhile
            self._tell(table, {"type": "undo_result", "outcome": "moved", "seat": vote.seat,
                               "name": vote.name})
            return
        table.rewind(vote.position)             # journaled, and a checkpoint (serve.py)
        self._tell(table, {"type": "undo_result", "outcome": "done", "seat": vote.seat,
                           "name": vote.name, "at": vote.position})
        for c in self._conns(table):
            # the events each viewer keeps are the first `seen` it had: a fresh update
            # from there, marked so the client goes back rather than waits to go on
            msg = table.update_for(c.viewer, min(c.sent, table.seen_count(c.viewer)))
            msg["undone"] = True
            c.sent, c.at = msg["seen"], msg["at"]
            c.send(msg)
        self.server.wake(table.code)
