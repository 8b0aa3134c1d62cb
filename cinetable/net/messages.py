"""The network protocol: every message is one JSON object with a "type", in a text frame.

What a client may send is listed here field by field (type, size); anything else is
refused before it reaches a table. The server answers a refused message with
{"type": "refused", "code": ..., "reason": ...}: `code` is stable (the client translates
it), `reason` is English for logs. No pygame, no client imports.
"""
from __future__ import annotations

import json
import time
import unicodedata

PROTOCOL = 1
MAX_FRAME = 64 * 1024            # bytes; the transport closes a connection sending more
RATE = 20.0                      # messages a second a connection may send, on average...
BURST = 20                       # ...with this many at once
MAX_TEXT = 64                    # names, action notation, table codes, tokens
MAX_OPTIONS = 16
MAX_CHAT = 200                   # characters of one chat line, after cleaning
CHAT_RATE, CHAT_BURST = 1.0, 5   # chat lines a second per connection, and at once
# quick reactions cross as these codes: each player reads them in their own language
REACTIONS = ("well_played", "oops", "hurry_up", "good_game")
# zeroconf (DNS-SD) service a server may announce on the local network; browsing for it
# is the Join screen's business, not this package's
SERVICE_TYPE = "_cinetable._tcp.local."

_STR, _INT, _BOOL, _DICT, _LIST = "str", "int", "bool", "dict", "list"

# type -> {field: (kind, required)}; "type" itself is implied
CLIENT_MESSAGES: dict[str, dict[str, tuple[str, bool]]] = {
    "hello": {"protocol": (_INT, False)},
    # the public tables, a page at a time: those whose code sorts after `after`
    "list": {"after": (_STR, False)},
    # seats: one entry per seat, "open" for a player or a bot level ("easy", "hard"...)
    # allow_undo: players may ask the others to take a move back (net/undo_vote.py)
    "create": {"game": (_STR, True), "players": (_INT, True), "options": (_DICT, False),
               "seats": (_LIST, True), "name": (_STR, False), "allow_undo": (_BOOL, False),
               # public: listed (private, the default: reachable by its code only);
               # spectators: anyone with the code may watch (never a seat's secrets)
               "public": (_BOOL, False), "spectators": (_BOOL, False)},
    "sit": {"table": (_STR, True), "name": (_STR, True), "seat": (_INT, False)},
    # since: events already had; epoch: of the table run they came from (a restarted host
    # may have lost its last actions, so its events are then sent again from the start)
    "rejoin": {"table": (_STR, True), "token": (_STR, True), "since": (_INT, False),
               "epoch": (_STR, False)},
    "watch": {"table": (_STR, True), "since": (_INT, False), "epoch": (_STR, False)},
    # at: the record length of the update the action answers (a replayed message is stale)
    "act": {"action": (_STR, True), "at": (_INT, True)},
    "leave": {},
    # a line of chat ("text", cleaned and capped) or a quick reaction (one of REACTIONS)
    "chat": {"text": (_STR, False), "reaction": (_STR, False)},
    # agreed undo: a seat asks to take back its last move; the other players answer; the
    # asker may withdraw its ask while it waits
    "undo_ask": {},
    "undo_answer": {"agree": (_BOOL, True)},
    "undo_withdraw": {},
}


# what the host sends; "record" is checked on arrival by parse_record (net/client.py
# passes every message on as it came)
SERVER_MESSAGES: dict[str, dict[str, tuple[str, bool]]] = {
    # a finished game's whole record (every secret may be told then), sent once the game
    # is over and to whoever comes back to a finished table: the results' replay and review
    "record": {"table": (_STR, True), "record": (_DICT, True)},
    # agreed undo (net/undo_vote.py): to the asker, to each other player (their answer is
    # awaited), then to everyone: outcome "done" (an update marked "undone" follows),
    # "refused" (by), "left" (by), "moved", "timeout" or "withdrawn" (by the asker)
    "undo_asked": {"timeout": (_INT, False)},
    "undo_vote": {"seat": (_INT, True), "name": (_STR, True), "timeout": (_INT, False)},
    "undo_result": {"outcome": (_STR, True), "seat": (_INT, True), "name": (_STR, True),
                    "by": (_INT, False), "by_name": (_STR, False), "at": (_INT, False)},
    # several servers sharing a club (net/cluster.py): the table runs on the server at
    # `url`; the client asks there again (checked on arrival by parse_elsewhere)
    "elsewhere": {"table": (_STR, True), "url": (_STR, True)},
}
MAX_URL = 200


def parse_elsewhere(msg: dict) -> str:
    """The ws:// or wss:// address an "elsewhere" message sends the client to;
    MessageError when it is anything else."""
    spec = SERVER_MESSAGES["elsewhere"]
    if set(msg) - set(spec) - {"type"} or not all(
            _kind_ok(kind, msg.get(name)) for name, (kind, _r) in spec.items()):
        raise MessageError("bad_field", "An elsewhere message holds 'table' and 'url'")
    url = msg["url"]
    if not (url.startswith(("ws://", "wss://")) and len(url) <= MAX_URL
            and url.isprintable() and " " not in url):
        raise MessageError("bad_field", "'url' of 'elsewhere' is a ws:// or wss:// address")
    return url


class MessageError(ValueError):
    """A message refused before any table sees it; `code` names the reason."""

    def __init__(self, code: str, reason: str):
        super().__init__(reason)
        self.code = code


def refused(code: str, reason: str, **extra) -> dict:
    return {"type": "refused", "code": code, "reason": reason, **extra}


def _no_constants(name):
    raise ValueError(f"{name} is not JSON")


def _kind_ok(kind: str, value) -> bool:
    if kind == _INT:
        return isinstance(value, int) and not isinstance(value, bool) and -2**31 < value < 2**31
    return isinstance(value, {_STR: str, _BOOL: bool, _DICT: dict, _LIST: list}[kind])


# one decoder for every message: json.loads with an option builds a decoder and its
# scanner per call, small objects a burst of messages scatters over the allocator's arenas
_DECODE = json.JSONDecoder(parse_constant=_no_constants).decode


def parse_client(frame) -> dict:
    """The message a client sent, checked; MessageError says why it is refused."""
    if not isinstance(frame, str):
        raise MessageError("binary", "Messages are JSON text, not binary frames")
    if len(frame) > MAX_FRAME:
        raise MessageError("too_large", f"A message is at most {MAX_FRAME} bytes")
    try:
        msg = _DECODE(frame)
    except (ValueError, RecursionError):
        raise MessageError("not_json", "The message is not JSON") from None
    if not isinstance(msg, dict):
        raise MessageError("not_object", "A message is a JSON object with a \"type\"")
    kind = msg.get("type")
    spec = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise MessageError("unknown_type", f"Unknown message type {str(kind)[:MAX_TEXT]!r}")
    extra = set(msg) - set(spec) - {"type"}
    if extra:
        raise MessageError("unknown_field", f"'{kind}' has no field "
                           f"{', '.join(sorted(repr(str(k)[:MAX_TEXT]) for k in extra))}")
    for name, (fkind, required) in spec.items():
        if name not in msg:
            if required:
                raise MessageError("missing_field", f"'{kind}' needs '{name}'")
            continue
        value = msg[name]
        if not _kind_ok(fkind, value):
            raise MessageError("bad_field", f"'{name}' of '{kind}' must be {fkind}")
        if kind == "chat":
            continue                            # free text: cleaned in _check_chat
        if fkind == _STR and not 0 < len(value) <= MAX_TEXT:
            raise MessageError("bad_field", f"'{name}' must be 1 to {MAX_TEXT} characters")
        if fkind == _STR and not value.isprintable():
            raise MessageError("bad_field", f"'{name}' holds control characters")
    if kind == "create":
        _check_create(msg)
    elif kind == "chat":
        _check_chat(msg)
    return msg


def clean_chat(text: str) -> str:
    """Control and format characters out (a line break becomes a space), runs of spaces
    made one: what others see is one plain line."""
    out: list[str] = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch.isspace():
            ch = " "
        elif cat[0] == "C":
            continue
        if ch == " " and (not out or out[-1] == " "):
            continue
        out.append(ch)
    return "".join(out).strip()


def _check_chat(msg: dict) -> None:
    """Exactly one of text and reaction; text cleaned in place, 1 to MAX_CHAT characters."""
    if ("text" in msg) == ("reaction" in msg):
        raise MessageError("bad_field", "'chat' holds either 'text' or 'reaction'")
    if "reaction" in msg:
        if msg["reaction"] not in REACTIONS:
            raise MessageError("bad_field", f"A reaction is one of {', '.join(REACTIONS)}")
        return
    if len(msg["text"]) > MAX_CHAT * 4:          # not worth cleaning
        raise MessageError("too_long", f"A chat line is at most {MAX_CHAT} characters")
    text = clean_chat(msg["text"])
    if not text:
        raise MessageError("bad_field", "A chat line needs something to say")
    if len(text) > MAX_CHAT:
        raise MessageError("too_long", f"A chat line is at most {MAX_CHAT} characters")
    msg["text"] = text


def _check_create(msg: dict) -> None:
    seats = msg["seats"]
    if not 0 < len(seats) <= 16 or not all(isinstance(s, str) and len(s) <= 16 for s in seats):
        raise MessageError("bad_field", "'seats' lists 'open' or a bot level for each seat")
    options = msg.get("options", {})
    if len(options) > MAX_OPTIONS or not all(
            isinstance(k, str) and len(k) <= MAX_TEXT and (
                isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) <= MAX_TEXT))
            for k, v in options.items()):
        raise MessageError("bad_field", "'options' maps option names to plain values")


def record_message(table: str, record: dict) -> dict:
    return {"type": "record", "table": table, "record": record}


def parse_record(msg: dict):
    """(record, final state) of a "record" message, checked like a save file: its fields,
    then its actions replayed to the game's end. MessageError says why it is refused."""
    spec = SERVER_MESSAGES["record"]
    if not isinstance(msg, dict) or msg.get("type") != "record" or set(msg) - set(spec) - {"type"}:
        raise MessageError("bad_field", "A record message holds 'table' and 'record'")
    for name, (fkind, _required) in spec.items():
        if not _kind_ok(fkind, msg.get(name)):
            raise MessageError("bad_field", f"'{name}' of 'record' must be {fkind}")
    from cinetable.persistence.records import GameRecord, RecordError, replay
    try:
        record = GameRecord.from_dict(msg["record"])
        state = replay(record)
    except (RecordError, RecursionError) as e:
        raise MessageError("bad_record", f"The record does not replay: {e}") from None
    if not state.is_terminal():
        raise MessageError("not_over", "A record is sent once its game is over")
    return record, state


def encode(msg: dict) -> str:
    return json.dumps(msg, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


# A message the host sends that would not fit a frame (a long game's catch-up update, a
# whole record) goes as "part" frames: {"type": "part", "i": k, "of": n, "data": text},
# the k-th slice of its JSON text, sent one after another; the client joins them.
PART_CHARS = (MAX_FRAME - 1024) // 6   # a slice's text even if all of it is \u escapes
MAX_MESSAGE = 64 * MAX_FRAME           # the most a client joins into one message (4 MiB)


def frames(msg: dict) -> list[str]:
    """The frames that carry `msg`, each at most MAX_FRAME bytes."""
    text = encode(msg)
    if len(text.encode("utf-8")) <= MAX_FRAME:
        return [text]
    slices = [text[i:i + PART_CHARS] for i in range(0, len(text), PART_CHARS)]
    return [encode({"type": "part", "i": k, "of": len(slices), "data": piece})
            for k, piece in enumerate(slices)]


class Parts:
    """A client joining "part" frames into the message they carry: in order, one message
    at a time, at most MAX_MESSAGE characters (anything else is dropped, never grown)."""

    def __init__(self, limit: int = MAX_MESSAGE):
        self.limit = limit
        self._reset()

    def _reset(self) -> None:
        self.pieces: list[str] = []
        self.size = 0
        self.of = 0

    def add(self, part: dict) -> dict | None:
        """The whole message once its last part came, else None."""
        i, of, data = part.get("i"), part.get("of"), part.get("data")
        if type(i) is not int or type(of) is not int or not isinstance(data, str):
            self._reset()
            return None
        if i == 0:
            self._reset()
            self.of = of
        if i != len(self.pieces) or of != self.of or not 0 < of <= self.limit // PART_CHARS + 1:
            self._reset()
            return None
        self.pieces.append(data)
        self.size += len(data)
        if self.size > self.limit:
            self._reset()
            return None
        if len(self.pieces) < of:
            return None
        text = "".join(self.pieces)
        self._reset()
        try:
            whole = _DECODE(text)
        except (ValueError, RecursionError):
            return None
        return whole if isinstance(whole, dict) and whole.get("type") != "part" else None


class RateLimit:
    """A token bucket per connection: RATE messages a second on average, BURST at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
