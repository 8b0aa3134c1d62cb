"""Small grammar fixes applied when fields are put into a translated string.

- A string that starts with a field ("{name} calls…", "{die}: 5") starts a sentence,
  so the inserted word is capitalised ("your die" → "Your die").
- French elides before a vowel: "de {name}" with Alan is "d'Alan", "que {x}" is "qu'…",
  "le/la {x}" is "l'…". A leading h is left alone (h aspiré or not is per word).
The TOML strings stay plain; these rules follow the words actually inserted."""
from __future__ import annotations

import re

_VOWELS = "aeiouyàâäéèêëîïôöûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜ"
_FR_ELIDE = re.compile(r"(?<![\w'])(de|De|que|Que|le|Le|la|La) \{(\w+)\}")
_ELIDED = {"de": "d'", "que": "qu'", "le": "l'", "la": "l'"}


def elide(template: str, fields: dict, language: str) -> str:
    """`template` with French elisions made for the vowel-initial values in `fields`."""
    if language != "fr" or "{" not in template:
        return template

    def fix(m: re.Match) -> str:
        word, name = m.group(1), m.group(2)
        value = fields.get(name)
        if isinstance(value, str) and value[:1] and value[0] in _VOWELS:
            short = _ELIDED[word.lower()]
            return (short[0].upper() + short[1:] if word[0].isupper() else short) + "{" + name + "}"
        return m.group(0)

    return _FR_ELIDE.sub(fix, template)


def capitalise_start(template: str, text: str) -> str:
    """`text` with its first letter upper case when `template` opens with a field."""
    if not template.startswith("{") or not text:
        return text
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1:] if ch.islower() else text
        if not (ch.isspace() or ch in "«“\"'(¡¿"):
            return text                  # a digit, a star, a sign: nothing to capitalise
    return text
