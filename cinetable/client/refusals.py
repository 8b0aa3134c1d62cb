"""An engine refusal (IllegalActionError) in the player's language.

The engine keeps an English message for logs and tests and gives each refusal a key and
fields (cinetable/engine/errors.py); the string is at "refusal.<key>" in the locale
TOMLs (refusals.toml). A refusal with no key, or a key with no string, shows its message.
"""
from __future__ import annotations

from cinetable.engine.errors import Term


def refusal_text(t, error) -> str:
    key = getattr(error, "key", None)
    if not key:
        return str(error)
    full = f"refusal.{key}"
    if full not in t.table and f"{full}.other" not in t.table:
        return str(error)
    fields = {k: t(v) if isinstance(v, Term) else v
              for k, v in getattr(error, "fields", {}).items()}
    if "count" in fields:
        return t.plural(full, fields.pop("count"), **fields)
    return t(full, **fields)
