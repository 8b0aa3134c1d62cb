"""Seeds: where a game's deals come from, and the short code a player types to replay them.

A fresh seed is 64 random bits from the operating system, so the first deals of a game
no longer give its seed away by brute force (six-digit seeds did, in seconds), and with
it every later deal. It is shown as a 13-character code in Crockford's base 32 (digits and
letters without I, L, O, U; case does not matter; O reads as 0, I and L as 1), grouped
by hyphens: "4XQ7-M2PA-9KD3B". Seeds below ten million (typed by hand, or saved before
codes) are shown as plain numbers, and digits typed back in one run are read as a number:
a code shows hyphens (typed back with them, with spaces, or with a letter in it, it is
read as a code).
"""
from __future__ import annotations

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {c: i for i, c in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
SEED_BITS = 64
CODE_CHARS = 13                    # 13 × 5 bits ≥ 64 bits
SHOWN_AS_NUMBER = 10_000_000       # smaller seeds are shown (and typed) as numbers
MAX_SEED = 2 ** SEED_BITS          # persistence.records refuses anything from here up


class SeedError(ValueError):
    """Text that is neither a seed number nor a seed code; the message is for players."""


def fresh_seed() -> int:
    """A new seed: 64 bits from the operating system's random source."""
    return secrets.randbits(SEED_BITS)


def seed_code(seed: int) -> str:
    """How a seed is shown: a plain number if small, else its code ("4XQ7-M2PA-9KD3B")."""
    seed = int(seed)
    if not SHOWN_AS_NUMBER <= seed < MAX_SEED:
        return str(seed)
    digits = []
    for _ in range(CODE_CHARS):
        seed, d = divmod(seed, 32)
        digits.append(ALPHABET[d])
    code = "".join(reversed(digits))
    return f"{code[:4]}-{code[4:8]}-{code[8:]}"


def parse_seed(text: str) -> int | None:
    """The seed a player typed: None when empty, a number for digits only, else a code.
    SeedError says what is wrong with anything else."""
    grouped = len(str(text).split()) > 1 or "-" in str(text)    # a code's groups
    text = "".join(str(text).split())
    if not text:
        return None
    if text.isdigit() and text.isascii() and not grouped:
        value = int(text)
        if value >= MAX_SEED:
            raise SeedError("This seed number is too large")
        return value
    code = text.replace("-", "").upper()
    bad = sorted({c for c in code if c not in _VALUE})
    if bad:
        raise SeedError(f"A seed code has no {', '.join(repr(c) for c in bad)}")
    if len(code) != CODE_CHARS:
        raise SeedError(f"A seed code has {CODE_CHARS} letters and digits, not {len(code)}")
    value = 0
    for c in code:
        value = value * 32 + _VALUE[c]
    if value >= MAX_SEED:
        raise SeedError("This seed code is not one the game gives (check the first letter)")
    return value
