"""Every English string has a French one with the same {fields}, so no screen shows a
raw key or loses a name or number when the language changes."""
import re
import string

from cinetable.client.services import _load_locale


def fields(text: str) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_french_table_has_every_english_key_with_the_same_fields():
    en, fr = _load_locale("en"), _load_locale("fr")
    assert en and set(en) == set(fr)
    for key, text in en.items():
        assert fields(text) == fields(fr[key]), key


def test_every_key_the_code_asks_for_literally_exists():
    import pathlib
    en = _load_locale("en")
    root = pathlib.Path(__file__).resolve().parents[2] / "cinetable" / "client"
    asked = set()
    for path in root.rglob("*.py"):
        asked |= set(re.findall(r"""\bt\(\s*["']([a-z_]+\.[a-z_.0-9]+)["']""", path.read_text()))
    missing = sorted(k for k in asked if k not in en)
    assert asked and not missing, missing
