"""One network table, host side: the game record and true state, the seats, and the rules
checking every action. Pure logic (no sockets, no asyncio): net/serve.py drives it.

The record is the same GameRecord a local game has, autosaved to the same file, so
Continue and Load find it. Seat tokens are given once to whoever sits down; only their
SHA-256 hashes are kept, in a side file `.net-<record id>.json` beside the autosave, so a
restarted server reopens the table and the players rejoin with their tokens.
"""
from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Callable
from pathlib import Path

from cinetable.engine import CHANCE, TERMINAL, IllegalActionError, load_game, sample_chance
from cinetable.net.refusal import Refused
from cinetable.net.seat_state import seat_state, typed_event
from cinetable.net.views import SPECTATOR, event_dict, observation_for
from cinetable.persistence.atomic import write_json_atomic
from cinetable.persistence.records import LEVELS, GameRecord, Seat, clean_text, summarize
from cinetable.persistence.saves import autosave_path, read_save_dict

OPEN = "open"
SIDE_PREFIX = ".net-"         # hidden: the Load list shows every visible *.json
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"   # no 0/O, 1/I/L: read aloud, typed
# 30**10 ≈ 5.9e14 codes: within the server's lookup limits (net/limits.py) a year of
# guessing finds a live table with a chance of about 1 in 7,000
CODE_CHARS = 10
STAND_IN_LEVEL = "normal"


def new_code(taken) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_CHARS))
        if code not in taken:
            return code


def clean_code(code: str) -> str:
    """A table code as typed ("k7qm-2x8 hjt") as the host keeps it."""
    return "".join(code.split()).replace("-", "").upper()


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _bot(level, game_id, seed):
    from cinetable.bots import make_bot
    return make_bot(level, game_id, seed=seed)


class Table:
    # undo_vote's caches, set on the first ask (undo_vote.py) and reset after an undo
    _undo_timeline: object | None
    _undo_memo: dict

    def __init__(self, code: str, record: GameRecord, state, folder: Path, *,
                 open_seats: list[bool], token_hashes: list[str | None], events=(),
                 stand_in_moves: dict[int, int] | None = None, public: bool = False,
                 spectators: bool = False):
        self.code, self.record, self.state = code, record, state
        self.public = public                    # in `list`; private: reachable by code only
        self.spectators = spectators            # `watch` allowed
        self.closed = False                     # out of the server's memory (serve.py)
        self.epoch = secrets.token_hex(4)       # this run of the table (see update_for)
        self.folder = Path(folder)
        self.n = record.players
        self.open = list(open_seats)            # seats for players (the rest are bots)
        self.token_hashes = list(token_hashes)  # None while an open seat is free
        self.present = [False] * self.n
        self.absent_since: list[float | None] = [None] * self.n
        self.bots = {i: _bot(s.level, record.game, self._seed * 31 + i)
                     for i, s in enumerate(record.seats) if not self.open[i]}
        k = len(record.actions)
        self.bot_rngs = {i: random.Random(f"{record.seed}:{i}:{k}") for i in range(self.n)}
        self.stand_ins: dict[int, object] = {}
        # action index -> the absent player's seat a stand-in bot played it for (told with
        # its events, so every table marks those moves)
        self.stand_in_moves: dict[int, int] = dict(stand_in_moves or {})
        # every event in order, with the action it came from; each viewer's list holds
        # the indices it may see
        self.events: list = []
        self.event_at: list[int] = []
        self._dicts: list = []
        self._typed: dict[int, dict] = {}       # typed_event of event i, once for all seats
        self.visible: dict = {v: [] for v in [*range(self.n), SPECTATOR]}
        for k, evs in events:
            self._add_events(evs, k)
        # told of every change of the record, {"a": action} or {"u": k} (the server's
        # journal, net/journal.py), before any viewer can be
        self.on_change: Callable[[Table, dict], None] | None = None
        self.side_writer: Callable[[Path, dict], object] | None = None   # the server's

    # ---- making and reopening -------------------------------------------------------------
    @classmethod
    def create(cls, code: str, game_id: str, players: int, options: dict, seats: list[str],
               folder: Path, name: str = "", allow_undo: bool = False, *,
               public: bool = False, spectators: bool = False) -> Table:
        """A new table; `seats` holds "open" or a bot level per seat. OptionError/Refused.
        With `allow_undo` a player may ask the others to take their move back."""
        game = load_game(game_id, players, options)
        if len(seats) != players:
            raise Refused("bad_seats", f"{players} players need {players} seats")
        if any(s != OPEN and s not in LEVELS for s in seats):
            raise Refused("bad_seats", f"a seat is 'open' or a bot level ({', '.join(LEVELS)})")
        from cinetable.persistence.seeds import fresh_seed
        rec_seats = [Seat(f"Seat {i + 1}") if s == OPEN else Seat(f"Bot {i + 1}", "bot", s)
                     for i, s in enumerate(seats)]
        record = GameRecord(game=game_id, players=players, seats=rec_seats,
                            options=dict(game.options), seed=fresh_seed(),
                            name=clean_text(name)[:40], allow_undo=bool(allow_undo))
        state = game.new_initial_state()
        record.summary = summarize(state)
        table = cls(code, record, state, folder, open_seats=[s == OPEN for s in seats],
                    token_hashes=[None] * players, public=public, spectators=spectators)
        table.save_side()
        return table

    @classmethod
    def reopen(cls, side_path: Path) -> Table:
        """The table a side file names, its record replayed from its autosave (SaveError,
        RecordError or ValueError when either file is damaged)."""
        from cinetable.net.journal import load_journaled
        side = read_save_dict(side_path)
        record = load_journaled(Path(side_path).parent / f"autosave-{side['record']}.json")
        return cls.rebuild(side, record, Path(side_path).parent)

    @classmethod
    def rebuild(cls, side: dict, record: GameRecord, folder: Path) -> Table:
        """The table of a side dict and its record, the actions replayed (a side file and
        its autosave, or the same read from Redis: net/redis_records.py). ValueError or
        the game's error when either is damaged."""
        n = record.players
        opens, hashes = side.get("open"), side.get("tokens")
        if not (isinstance(opens, list) and isinstance(hashes, list) and len(opens) == n
                and len(hashes) == n and isinstance(side.get("code"), str)):
            raise ValueError(f"the side of {record.id} is damaged")
        game = load_game(record.game, n, record.options)
        state, events = game.new_initial_state(), []
        for k, text in enumerate(record.actions):   # load_record checked them; the
            events.append((k, state.apply_action(state.parse_action(text))))  # events again
        table = cls(side["code"], record, state, folder,
                   open_seats=[bool(o) for o in opens], token_hashes=hashes, events=events,
                   stand_in_moves=_stand_in_moves(side.get("stand_in"), n),
                   public=side.get("public") is True, spectators=side.get("spectators") is True)
        table.closed = side.get("closed") is True
        return table

    @property
    def side_path(self) -> Path:
        return self.folder / f"{SIDE_PREFIX}{self.record.id}.json"

    @property
    def autosave_path(self) -> Path:
        return autosave_path(self.record, self.folder)

    def save_side(self) -> None:
        write = self.side_writer or write_json_atomic
        write(self.side_path, self.side())

    def side(self) -> dict:
        """What the side file holds: the seats' tokens and flags beside the record."""
        return {"format": 1, "code": self.code, "record": self.record.id, "open": self.open,
                "tokens": self.token_hashes,
                "stand_in": sorted(self.stand_in_moves.items()),
                "public": self.public, "spectators": self.spectators,
                "closed": self.closed, "over": self.state.is_terminal()}

    # ---- seats ---------------------------------------------------------------------------
    def sit(self, name: str, seat: int | None = None) -> tuple[int, str]:
        """Take a free open seat under `name`: (seat, token). The token is the only key to
        the seat; the table keeps its hash."""
        name = clean_text(name)[:40]
        if not name:
            raise Refused("bad_name", "A name needs a letter or digit")
        free = [i for i in range(self.n) if self.open[i] and self.token_hashes[i] is None]
        if seat is None:
            if not free:
                raise Refused("table_full", "Every seat at this table is taken")
            seat = free[0]
        elif seat not in free:
            raise Refused("seat_taken", f"Seat {seat + 1} is not free")
        if any(s.name == name for i, s in enumerate(self.record.seats) if i != seat):
            raise Refused("name_taken", f"{name} already sits at this table")
        token = secrets.token_urlsafe(24)
        self.token_hashes[seat] = _hash(token)
        self.record.seats[seat] = Seat(name)
        self.save_side()
        return seat, token

    def seat_of_token(self, token: str) -> int:
        h = _hash(token)
        for i, known in enumerate(self.token_hashes):
            if known is not None and hmac.compare_digest(known, h):
                return i
        raise Refused("bad_token", "This token holds no seat at this table")

    def seats_view(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.record.seats):
            d: dict[str, object] = {"name": s.name, "kind": "player" if self.open[i] else "bot"}
            if self.open[i]:
                d.update(taken=self.token_hashes[i] is not None, present=self.present[i],
                         stand_in=self.stand_in_active(i))
            else:
                d["level"] = s.level
            out.append(d)
        return out

    def stand_in_active(self, seat: int) -> bool:
        return seat in self.stand_ins and not self.present[seat]

    # ---- play ----------------------------------------------------------------------------
    def next_mover(self, now: float, stand_in_after: float):
        """("over"|"chance"|"bot"|"stand_in"|"wait", seat, deadline): who acts next. A player
        away for `stand_in_after` seconds is played by a bot until they come back."""
        p = self.state.current_player()
        if p == TERMINAL:
            return "over", None, None
        if p == CHANCE:
            return "chance", None, None
        if not self.open[p]:
            return "bot", p, None
        since = self.absent_since[p]
        if self.present[p] or since is None:
            return "wait", p, None                 # their turn, or a seat nobody took yet
        if now >= since + stand_in_after:
            return "stand_in", p, None
        return "wait", p, since + stand_in_after

    def chance_action(self):
        k = len(self.record.actions)
        return sample_chance(self.state, random.Random(f"{self.record.seed}:chance:{k}"))

    @property
    def _seed(self) -> int:
        """The record's seed (a table made here always draws one; a hand-made save may not)."""
        return self.record.seed or 0

    def bot_for(self, seat: int):
        if not self.open[seat]:
            return self.bots[seat]
        if seat not in self.stand_ins:
            self.stand_ins[seat] = _bot(STAND_IN_LEVEL, self.record.game,
                                        self._seed * 31 + seat)
        return self.stand_ins[seat]

    def act(self, seat, text: str, at: int) -> None:
        """A player's action, checked by the rules; Refused says why it is not played."""
        state = self.state
        if state.is_terminal():
            raise Refused("game_over", "The game is over")
        if seat is SPECTATOR:
            raise Refused("spectator", "Spectators do not play")
        if at != len(self.record.actions):
            raise Refused("stale", f"This action answers an old position ({at}); the game "
                          f"is at {len(self.record.actions)}", at=len(self.record.actions))
        p = state.current_player()
        if p != seat:
            who = self.record.seats[p].name if p >= 0 else "the deal"
            raise Refused("not_your_turn", f"It is {who}'s turn, not yours")
        try:
            action = state.parse_action(text)
        except IllegalActionError as e:
            raise Refused("illegal", str(e) or "That action is not legal now",
                          key=e.key, fields=_plain_fields(e.fields)) from None
        self.apply(action)

    def apply(self, action, stand_in_for: int | None = None) -> None:
        """Play `action`; `stand_in_for`: the absent player's seat a stand-in played it for."""
        k = len(self.record.actions)
        events = self.state.apply_action(action)
        self.record.append(action, self.state)
        self._add_events(events, k)
        if self.on_change is not None:
            self.on_change(self, {"a": self.record.actions[-1]})
        if stand_in_for is not None:
            self.stand_in_moves[k] = stand_in_for
            self.save_side()

    def rewind(self, k: int) -> None:
        """Keep the first k actions (an agreed undo, net/undo_vote.py): the state and the
        events are replayed from the record; what was taken back stays in record.undos."""
        rec = self.record
        rec.undos.append({"at": k, "actions": list(rec.actions[k:])})
        del rec.actions[k:]
        state = load_game(rec.game, self.n, rec.options).new_initial_state()
        self.events, self.event_at, self._dicts, self._typed = [], [], [], {}
        self.visible = {v: [] for v in self.visible}
        for i, text in enumerate(rec.actions):
            self._add_events(state.apply_action(state.parse_action(text)), i)
        self.state = state
        rec.summary = summarize(state)
        self.stand_in_moves = {i: s for i, s in self.stand_in_moves.items() if i < k}
        # as on a reopen at k: the same move meets the same bots
        self.bot_rngs = {i: random.Random(f"{rec.seed}:{i}:{k}") for i in range(self.n)}
        self._undo_timeline, self._undo_memo = None, {}
        if self.on_change is not None:
            self.on_change(self, {"u": k})

    def _add_events(self, events, at: int) -> None:
        for ev in events:
            i = len(self.events)
            self.events.append(ev)
            self.event_at.append(at)
            self._dicts.append(None)
            for viewer, seen in self.visible.items():
                if ev.visible(viewer):
                    seen.append(i)

    def _typed_event(self, i: int) -> dict:
        """Event i with its types, made once for every seat that may see it."""
        typed = self._typed.get(i)
        if typed is None:
            typed = self._typed[i] = typed_event(self.events[i])
        return typed

    # ---- what a viewer receives -----------------------------------------------------------
    def seen_count(self, viewer) -> int:
        return len(self.visible[viewer])

    def update_for(self, viewer, since: int, epoch: str | None = None) -> dict:
        """The events `viewer` may see from its `since`-th on, and where the game stands for
        it now (a seat: its own state; a spectator: its observation). Events counted in another run of the table (`epoch`) may differ: all are resent."""
        seen = self.visible[viewer]
        reset = not 0 <= since <= len(seen) or (epoch is not None and epoch != self.epoch)
        since = 0 if reset else since
        events = []
        for i in seen[since:]:
            if self._dicts[i] is None:
                self._dicts[i] = event_dict(self.events[i])
            events.append(self._dicts[i])
        state = self.state
        p = state.current_player()
        over = state.is_terminal()
        msg = {"type": "update", "table": self.code, "epoch": self.epoch, "you": viewer,
               "game": self.record.game, "options": self.record.options,
               "at": len(self.record.actions), "from": since, "seen": len(seen),
               "events": events, "seats": self.seats_view(),
               "to_move": p if p >= 0 else None, "waiting_for": self.waiting_for(),
               "finished": over}
        if viewer is SPECTATOR or since == 0 or over:
            # a seat's "state" holds its observation (the client checks the two agree
            # whenever both come): sent whole with the story, at the end, and always to a
            # spectator, who gets no state; otherwise a third of every update for nothing
            msg["observation"] = observation_for(state, viewer, copy=False)
        if viewer is not SPECTATOR and p == viewer:
            # what a seat may do is known to that seat; the client needs no rules for it
            msg["legal"] = [str(a) for a in state.legal_actions()]
        if viewer is not SPECTATOR:
            # the app draws its usual table from a state of the seat's own knowledge
            msg["state"] = seat_state(state, viewer)
            msg["typed"] = [self._typed_event(i) for i in seen[since:]]
            if self.record.allow_undo and not over:
                msg["allow_undo"] = True
                from cinetable.net.undo_vote import undo_status
                msg["undo"] = undo_status(self, viewer)      # the seat's Undo button
        stood_in = self.stand_in_moves
        marks = [[j, stood_in[self.event_at[i]], self.event_at[i]]
                 for j, i in enumerate(seen[since:]) if self.event_at[i] in stood_in]
        if marks:       # [index in "events", seat, action]: a stand-in played it for the seat
            msg["stand_in"] = marks
        if reset:
            msg["reset"] = True
        if over:
            msg["winners"] = list(state.winners())
            msg["scores"] = list(state.scores())
        return msg

    def waiting_for(self) -> dict | None:
        """The player the game waits for when they are not there ("waiting for Ana")."""
        p = self.state.current_player()
        if p < 0 or not self.open[p] or self.present[p]:
            return None
        taken = self.token_hashes[p] is not None
        return {"seat": p, "name": self.record.seats[p].name,
                "reason": "away" if taken else "open"}

    def listing(self) -> dict:
        return {"table": self.code, "game": self.record.game, "players": self.n,
                "name": self.record.name, "at": len(self.record.actions),
                "finished": self.state.is_terminal(),
                "open_seats": [i for i in range(self.n)
                               if self.open[i] and self.token_hashes[i] is None],
                "seats": [s.name for s in self.record.seats],
                "public": self.public, "spectators": self.spectators}


def _stand_in_moves(saved, players: int) -> dict[int, int]:
    """The side file's [action index, seat] pairs; anything else is left out."""
    out = {}
    for pair in saved if isinstance(saved, list) else ():
        if isinstance(pair, list) and len(pair) == 2 and all(
                type(x) is int for x in pair) and pair[0] >= 0 and 0 <= pair[1] < players:
            out[pair[0]] = pair[1]
    return out


def _plain_fields(fields: dict) -> dict:
    return {str(k): v if isinstance(v, (int, float, bool)) else str(v) for k, v in fields.items()}
