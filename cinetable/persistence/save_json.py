"""A save file's JSON, read defensively: size capped before parsing, strict UTF-8, no NaN,
Infinity or giant numbers, no unbounded nesting; any problem is a SaveError for players.

The stored review (review_field.py) is derived data: when the file fails only because of
its review (NaN in it, megabytes of it, thousands of levels of nesting), the review is cut
out of the text and the game loads without it, to be reviewed afresh. The cut follows the
text's structure without parsing it (json's parser recurses: deep nesting cannot be
parsed at all), and only when the strict parse has failed.
"""
from __future__ import annotations

import json
import math
import re

# typeshed's json.decoder declares neither scanstring nor JSONDecoder.scan_once (set in its
# __init__); both are there at run time, hence the two ignores
from json.decoder import scanstring  # type: ignore[attr-defined]
from pathlib import Path

from cinetable.persistence.atomic import SaveError, read_regular_file
from cinetable.persistence.records import clean_text

MAX_SAVE_BYTES = 5 * 1024 * 1024     # a game without its review
MAX_FILE_BYTES = 4 * MAX_SAVE_BYTES  # read at most (a review beyond the game's cap is cut)
MAX_INT_DIGITS = 30                  # a seed has at most 20; anything longer is hostile

# Tokens that give a JSON text's structure: strings (skipped whole, brackets inside
# them are text), runs of opening or closing brackets, and at the top level the
# separators (a ':' with the spaces after it: its token ends where the value begins).
# Inside a value only strings and brackets matter, so numbers, commas and spaces are
# skipped by the regex engine rather than one by one.
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_TOP = re.compile(rf'{_STRING}|[\[{{]+|[\]}}]+|,|:[ \t\n\r]*', re.DOTALL)
_DEEP = re.compile(rf'{_STRING}|[\[{{]+|[\]}}]+', re.DOTALL)
# Skips a member's value at the parser's speed when it can be parsed at all (NaN and
# Infinity are fine: only its end is wanted); one nested too deeply, or with a number of
# thousands of digits, is followed token by token.
_SKIP = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # see the import


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError("a number is too long")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 64:
        raise ValueError("a number is too long")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("a number is too large")
    return value


def _parse_constant(text: str):
    raise ValueError(f"{text} is not allowed")


def _strict(text: str, shown: str):
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as e:
        raise SaveError(f"{shown} is damaged or incomplete (bad JSON at line {e.lineno}, "
                        f"column {e.colno})") from None
    except ValueError as e:
        raise SaveError(f"{shown} is damaged: {clean_text(str(e))}") from None
    except RecursionError:
        raise SaveError(f"{shown} is damaged: nested too deeply") from None


def read_save_dict(path: Path | str) -> dict:
    """The JSON object in a save file, read defensively (size cap first, strict UTF-8)."""
    path = Path(path)
    shown = clean_text(path.name)      # a name that is not UTF-8 is drawable
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"The save {shown} does not exist") from None
    except OSError as e:
        raise SaveError(f"Could not read {shown}: {e.strerror or e}") from None
    too_large = SaveError(f"{shown} is too large to be a save (over "
                          f"{MAX_SAVE_BYTES // (1024 * 1024)} MB)")
    if len(data) > MAX_FILE_BYTES:
        raise too_large
    if not data.strip():
        raise SaveError(f"{shown} is empty")
    try:
        text = data.decode("utf-8-sig")          # a byte-order mark from an editor is fine
    except UnicodeDecodeError:
        raise SaveError(f"{shown} is not a cinetable save (it is not UTF-8 text)") from None
    try:
        if len(data) > MAX_SAVE_BYTES:
            raise too_large
        obj = _strict(text, shown)
    except SaveError as failed:
        rest = without_review(text)
        if rest is None or len(rest.encode("utf-8")) > MAX_SAVE_BYTES:
            raise failed from None
        try:
            obj = _strict(rest, shown)
        except SaveError:
            raise failed from None               # the review was not the trouble
    if not isinstance(obj, dict):
        raise SaveError(f"{shown} is not a cinetable save (expected a JSON object)")
    return obj


def without_review(text: str) -> str | None:
    """`text` with the value of its top-level "review" member(s) replaced by null; None
    when it has none, or its structure cannot be followed (then it is damaged anyway)."""
    cuts: list[tuple[int, int]] = []
    depth, pos = 0, 0
    key = None                  # the top-level member being read, once its ':' is seen
    expect_key = False
    start = -1                  # where the review's value begins
    end = len(text)
    while pos < end:
        m = (_TOP if depth <= 1 else _DEEP).search(text, pos)
        if m is None:
            return None
        token, pos = m.group(), m.end()
        c = token[0]
        if c in "[{":
            if depth == 0 and (token[0] != "{" or cuts or text[:m.start()].strip()):
                return None     # not one JSON object
            depth += len(token)
            if depth == 1:
                expect_key = True
        elif c in "]}":
            if depth > 1 and depth - len(token) <= 1:
                # the value nested in the member ends after depth - 1 of these closers
                pos = m.start() + depth - 1
                depth = 1
                continue
            depth -= len(token)
            if depth < 0:
                return None
            if depth == 0:
                if start >= 0:
                    cuts.append((start, m.start()))
                return _cut(text, cuts) if cuts else None
        elif depth != 1:
            continue            # a string inside a nested value
        elif c == '"':
            if expect_key:
                try:
                    key = scanstring(token, 1)[0]
                except ValueError:
                    return None
                expect_key = False
        elif c == ":":
            try:
                skipped = _SKIP(text, pos)[1]
            except (ValueError, StopIteration, RecursionError):
                skipped = None
            if skipped is None:
                start = pos if key == "review" else -1
            else:
                if key == "review":
                    cuts.append((pos, skipped))
                pos = skipped
        elif c == ",":
            if start >= 0:
                cuts.append((start, m.start()))
                start = -1
            key, expect_key = None, True
    return None


def _cut(text: str, cuts: list) -> str:
    out, last = [], 0
    for a, b in cuts:
        out += [text[last:a], " null"]
        last = b
    out.append(text[last:])
    return "".join(out)
