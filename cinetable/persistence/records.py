"""Game records: everything needed to replay a game, as versioned, strictly checked data.

A save is a record, not a snapshot: loading replays every action (chance included)
through the engine, which re-validates each one. So a hand-edited or damaged file cannot
put the game in a state the rules do not allow.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

import cinetable
from cinetable.engine import IllegalActionError, OptionError, load_game
from cinetable.engine.progress import STAGE_KINDS, stage_of
from cinetable.engine.registry import check_options, game_info
from cinetable.persistence.notes import NotesError, check_notes, copy_notes

FORMAT_VERSION = 1
KINDS = ("human", "bot")
LEVELS = ("random", "beginner", "easy", "normal", "hard")

# Limits well above any real game; they keep a hostile file from costing memory or time.
MAX_ACTIONS = 50_000
MAX_ACTION_CHARS = 64
MAX_NAME_CHARS = 60
MAX_SHORT_CHARS = 40
MAX_SEED = 2 ** 64
_ID_RE = re.compile(r"[0-9a-f]{32}")
YEARS = (1970, 2200)         # a date outside is damage (and far ones overflow local time)


class RecordError(ValueError):
    """A record that is malformed or does not replay; the message is for players."""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_id() -> str:
    return uuid.uuid4().hex


def clean_text(text: str) -> str:
    """Text safe to draw and to write as UTF-8: control characters (NUL included) become
    spaces, lone surrogates (JSON allows "\\ud800", UTF-8 does not) become U+FFFD, and
    runs of white space one space."""
    out = []
    for c in str(text):
        category = unicodedata.category(c)
        out.append(" " if category == "Cc" else "\ufffd" if category == "Cs" else c)
    return " ".join("".join(out).split())


def is_clean(text: str) -> bool:
    """No control character and no lone surrogate (what clean_text takes out)."""
    return not any(unicodedata.category(c) in ("Cc", "Cs") for c in text)


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" or "bot"
    level: str | None = None     # a bot's level (LEVELS); None for a human

    def __post_init__(self):
        problem = seat_problem(self.name, self.kind, self.level)
        if problem:
            raise RecordError(f"Bad seat: {problem}")

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level}


def seat_problem(name, kind, level) -> str:
    """Why these seat fields are not valid ("" if they are)."""
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME_CHARS:
        return f"the name must be text of 1 to {MAX_NAME_CHARS} characters"
    if not is_clean(name):
        return "the name holds control characters or broken text"
    if not isinstance(kind, str) or kind not in KINDS:
        return f"kind must be 'human' or 'bot', not {kind!r}"
    if level is not None and (not isinstance(level, str) or level not in LEVELS):
        return f"level must be one of {', '.join(LEVELS)}, not {level!r}"
    if kind == "bot" and level is None:
        return f"a bot needs a level ({', '.join(LEVELS)})"
    return ""


@dataclass
class GameRecord:
    game: str
    players: int
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    seed: int | None = None
    id: str = field(default_factory=new_id)
    name: str = ""               # slot name; "" for an autosave
    parent: str = ""             # the id of the game this one branched from (a loaded slot)
    created: str = field(default_factory=now_iso)
    updated: str = field(default_factory=now_iso)
    summary: dict = field(default_factory=dict)
    # comfort features (optional keys: older saves have none of them)
    allow_undo: bool = False     # chosen at New game
    undos: list[dict] = field(default_factory=list)   # {"at": k, "actions": [...]} taken back
    hints: int = 0               # hints asked for
    review: dict | None = None   # a stored game review (persistence/review_field.py)
    notes: dict = field(default_factory=dict)   # each seat's own notes (notes.py), not state
    format_version: int = FORMAT_VERSION
    app_version: str = cinetable.__version__

    # ---- building ---------------------------------------------------------------------
    def append(self, action, state=None) -> None:
        """Record one applied action (in notation); with the state after it, refresh the summary."""
        text = str(action)
        if not text or len(text) > MAX_ACTION_CHARS:
            raise RecordError(f"action notation {text!r} cannot be recorded")
        self.actions.append(text)
        self.updated = now_iso()
        if state is not None:
            self.summary = summarize(state)

    def copy(self, **changes) -> GameRecord:
        """A deep enough copy (lists and dicts are new) with some fields changed."""
        base = dict(seats=[dataclasses.replace(s) for s in self.seats],
                    options=dict(self.options), actions=list(self.actions),
                    summary=json.loads(json.dumps(self.summary)),
                    undos=[{"at": u["at"], "actions": list(u["actions"])} for u in self.undos],
                    notes=copy_notes(self.notes))
        base["review"] = json.loads(json.dumps(self.review))
        base.update(changes)
        return dataclasses.replace(self, **base)

    # ---- (de)serialising --------------------------------------------------------------
    def facts(self) -> dict:
        """What the stored summary is checked against when read: the record's own cheap
        facts, so a summary left from other moves (a file edited, or copied from another
        game) is recomputed instead of shown."""
        return {"actions": len(self.actions), "id": self.id, "game": self.game,
                "players": self.players}

    def to_dict(self) -> dict:
        return {
            "format_version": self.format_version,
            "app_version": self.app_version,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "actions": list(self.actions),
            "seed": self.seed,
            "id": self.id,
            "name": self.name,
            "parent": self.parent,
            "created": self.created,
            "updated": self.updated,
            "summary": {**self.summary, **self.facts()},
            "allow_undo": self.allow_undo,
            "undos": [{"at": u["at"], "actions": list(u["actions"])} for u in self.undos],
            "hints": self.hints,
            **({"review": self.review} if self.review is not None else {}),
            "notes": copy_notes(self.notes),
        }

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        """Upgrade an older format stepwise, then check every field strictly.

        Unknown top-level keys are ignored (not an error): they cannot change the game,
        and ignoring them lets a record written by a newer app of the same format load.
        The summary is only kept if well-formed; loaders re-derive it by replaying."""
        if not isinstance(d, dict):
            raise RecordError("Not a cinetable save: expected a JSON object")
        d = upgrade(d)
        _require(d, ("app_version", "game", "players", "options", "seats", "actions", "seed",
                     "id", "name", "created", "updated"))
        app_version = clean_text(_text(d, "app_version", MAX_SHORT_CHARS))
        game = d["game"]
        if not isinstance(game, str):
            raise RecordError("Save is damaged: 'game' must be a game id")
        try:
            info = game_info(game)
        except OptionError as e:
            raise RecordError(f"Save is for an unknown game: {e}") from None
        players = d["players"]
        if not isinstance(players, int) or isinstance(players, bool):
            raise RecordError("Save is damaged: 'players' must be a whole number")
        options = d["options"]
        if not isinstance(options, dict):
            raise RecordError("Save is damaged: 'options' must be an object")
        try:
            options = check_options(info, players, options)
        except OptionError as e:
            raise RecordError(f"Save is damaged: {e}") from None
        seats_raw = d["seats"]
        if not isinstance(seats_raw, list):
            raise RecordError("Save is damaged: 'seats' must be a list")
        if len(seats_raw) != players:
            raise RecordError(
                f"Save is damaged: {len(seats_raw)} seats listed for a {players}-player game")
        seats = []
        for i, s in enumerate(seats_raw):
            if not isinstance(s, dict):
                raise RecordError(f"Save is damaged: seat {i + 1} must be an object")
            name, kind, level = s.get("name"), s.get("kind"), s.get("level")
            if isinstance(name, str) and name:
                # a name is only shown: clean it (NUL, broken text) rather than refuse
                # the game, and it can be saved again as it is shown
                name = clean_text(name) or f"Player {i + 1}"
            problem = seat_problem(name, kind, level)
            if problem:
                raise RecordError(f"Save is damaged: seat {i + 1}: {problem}")
            seats.append(Seat(cast(str, name), cast(str, kind), level))  # checked above
        actions = d["actions"]
        if not isinstance(actions, list):
            raise RecordError("Save is damaged: 'actions' must be a list")
        if len(actions) > MAX_ACTIONS:
            raise RecordError(f"Save is damaged: more than {MAX_ACTIONS} actions")
        for i, a in enumerate(actions):
            if not isinstance(a, str) or not 0 < len(a) <= MAX_ACTION_CHARS \
                    or not a.isprintable():
                raise RecordError(f"Save is damaged: action {i + 1} is not an action in notation")
        seed = d["seed"]
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                                 or abs(seed) >= MAX_SEED):
            raise RecordError("Save is damaged: 'seed' must be a whole number or null")
        rid = d["id"]
        if not isinstance(rid, str) or not _ID_RE.fullmatch(rid):
            # The id names the autosave file: a strict pattern keeps paths out of it.
            raise RecordError("Save is damaged: 'id' must be 32 hexadecimal digits")
        name = d["name"]
        if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
            raise RecordError(f"Save is damaged: 'name' must be text of at most "
                              f"{MAX_NAME_CHARS} characters")
        name = clean_text(name)
        parent = d.get("parent", "")         # optional: records before it had none
        if not isinstance(parent, str) or (parent and not _ID_RE.fullmatch(parent)):
            raise RecordError("Save is damaged: 'parent' must be a game id or empty")
        created = _timestamp(d, "created")
        updated = _timestamp(d, "updated")
        allow_undo, undos, hints = _comfort(d)
        from cinetable.persistence.review_field import clean_review
        review = clean_review(d.get("review"), actions, players)    # derived: dropped if bad
        try:                                 # optional: saves before notes have none
            notes = check_notes(d.get("notes"), players)
        except NotesError as e:
            raise RecordError(f"Save is damaged: {e}") from None
        record = cls(game=game, players=players, seats=seats, options=options,
                     actions=list(actions), seed=seed, id=rid, name=name, parent=parent,
                     created=created, updated=updated,
                     allow_undo=allow_undo, undos=undos, hints=hints, notes=notes,
                     review=review, format_version=FORMAT_VERSION, app_version=app_version)
        record.summary = _clean_summary(d.get("summary"), record.facts())
        return record


def _comfort(d: dict) -> tuple[bool, list[dict], int]:
    """The optional undo and hint fields (absent in older saves): allow_undo, undos, hints."""
    allow_undo = d.get("allow_undo", False)
    if not isinstance(allow_undo, bool):
        raise RecordError("Save is damaged: 'allow_undo' must be true or false")
    hints = d.get("hints", 0)
    if not isinstance(hints, int) or isinstance(hints, bool) or not 0 <= hints <= MAX_ACTIONS:
        raise RecordError("Save is damaged: 'hints' must be a count")
    raw = d.get("undos", [])
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise RecordError("Save is damaged: 'undos' must be a list")
    undos, total = [], 0
    for u in raw:
        at = u.get("at") if isinstance(u, dict) else None
        taken = u.get("actions") if isinstance(u, dict) else None
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= MAX_ACTIONS \
                or not isinstance(taken, list):
            raise RecordError("Save is damaged: an undo must be {at: position, actions: [...]}")
        total += len(taken)
        if total > MAX_ACTIONS or not all(
                isinstance(a, str) and 0 < len(a) <= MAX_ACTION_CHARS and a.isprintable()
                for a in taken):
            raise RecordError("Save is damaged: an undo's actions are not actions in notation")
        undos.append({"at": at, "actions": list(taken)})
    return allow_undo, undos, hints


def _require(d: dict, keys) -> None:
    missing = [k for k in keys if k not in d]
    if missing:
        raise RecordError(f"Save is damaged: missing {', '.join(repr(k) for k in missing)}")


def _text(d: dict, key: str, limit: int) -> str:
    v = d[key]
    if not isinstance(v, str) or len(v) > limit:
        raise RecordError(f"Save is damaged: '{key}' must be text of at most {limit} characters")
    return v


def _timestamp(d: dict, key: str) -> str:
    v = _text(d, key, MAX_SHORT_CHARS)
    try:
        when = datetime.fromisoformat(v)
    except ValueError:
        raise RecordError(f"Save is damaged: '{key}' is not a date and time") from None
    if not YEARS[0] <= when.year <= YEARS[1]:
        raise RecordError(f"Save is damaged: '{key}' is not a date between "
                          f"{YEARS[0]} and {YEARS[1]}")
    return v


def _clean_summary(s, facts: dict) -> dict:
    """Keep a stored summary only if it has the expected shape and was written for these
    very moves (`facts`; a summary without them, from an older app, is unchecked): else
    {} and the save list replays the record for its progress. Load always replays."""
    if not isinstance(s, dict) or any(s.get(k) != v or type(s.get(k)) is not type(v)
                                      for k, v in facts.items()):
        return {}
    out: dict[str, object] = {}
    for key in ("round", "rounds"):
        v = s.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1000:
            out[key] = v
    if isinstance(s.get("finished"), bool):
        out["finished"] = s["finished"]
    if s.get("stage") in STAGE_KINDS:
        out["stage"] = s["stage"]
    scores = s.get("scores")
    if isinstance(scores, list) and len(scores) == facts["players"] and all(
            isinstance(x, (int, float)) and not isinstance(x, bool)
            and abs(x) <= 10 ** 9 for x in scores):
        out["scores"] = list(scores)
    return out


# ---- format upgrades ------------------------------------------------------------------
def _upgrade_0_to_1(d: dict) -> dict:
    """Format 0 (development builds before 0.1.0): the action list was called "moves",
    a seat was a [name, kind, level] list, and there was no id, name or summary."""
    d = dict(d)
    if "moves" in d and "actions" not in d:
        d["actions"] = d.pop("moves")
    seats = d.get("seats")
    if isinstance(seats, list):
        d["seats"] = [dict(zip(("name", "kind", "level"), s)) if isinstance(s, list) else s
                      for s in seats]
    if "id" not in d:
        # Derived from the content, so loading the same old file twice gives one game id.
        blob = json.dumps(d, sort_keys=True, default=str).encode("utf-8")
        d["id"] = hashlib.sha256(blob).hexdigest()[:32]
    d.setdefault("name", "")
    d.setdefault("seed", None)
    d.setdefault("summary", {})
    d.setdefault("app_version", "0")
    if "created" in d:
        d.setdefault("updated", d["created"])
    return d


# UPGRADERS[n] turns a format-n dict into a format-(n+1) dict; applied in order.
UPGRADERS: dict[int, Callable[[dict], dict]] = {0: _upgrade_0_to_1}


def upgrade(d: dict) -> dict:
    """Bring a record dict of any older format up to FORMAT_VERSION."""
    version = d.get("format_version")
    if version is None:
        raise RecordError("Not a cinetable save: no format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise RecordError(f"Save is damaged: format_version {version!r} is not a format number")
    if version > FORMAT_VERSION:
        raise RecordError(f"This save was made by a newer cinetable (format {version}); "
                          f"this version reads up to format {FORMAT_VERSION}")
    while version < FORMAT_VERSION:
        step = UPGRADERS.get(version)
        if step is None:
            raise RecordError(f"Saves of format {version} can no longer be read")
        d = step(d)
        if not isinstance(d, dict):
            raise RecordError(f"Save could not be upgraded from format {version}")
        version += 1
        d["format_version"] = version
    return d


# ---- replay ---------------------------------------------------------------------------
def replay(record: GameRecord, upto: int | None = None):
    """The state after the first `upto` actions (all by default), re-checking each one."""
    try:
        game = load_game(record.game, record.players, record.options)
    except OptionError as e:
        raise RecordError(f"Save cannot be opened: {e}") from None
    state = game.new_initial_state()
    actions = record.actions if upto is None else record.actions[:upto]
    for i, text in enumerate(actions, start=1):
        if state.is_terminal():
            raise RecordError(f"Save is damaged: action {i} '{text}' comes after the game ended")
        try:
            action = state.parse_action(text)
            state.apply_action(action)
        except IllegalActionError as e:
            raise RecordError(f"Save is damaged: action {i} '{text}' is not legal: {e}") from None
    return state


def summarize(state) -> dict:
    """What a save list shows without replaying: finished, scores, and how far the game
    is (stage: its unit, round: n, rounds: the total when known)."""
    finished = bool(state.is_terminal())
    out: dict = {"finished": finished, "scores": list(state.scores())}
    stage = stage_of(state)          # e.g. ("deal", 3, None): the unit, n, and n's total
    if stage is not None:
        out["stage"], out["round"] = stage[0], stage[1]
        if stage[2]:
            out["rounds"] = stage[2]
    return out
