"""Every English string has a French and an Italian one with the same {fields}, so no
screen shows a raw key or loses a name or number when the language changes."""
import re
import string

import pytest
import tomli

from cinetable.client.services import _flatten, _load_locale
from cinetable.engine.assets import asset_path

LANGUAGES = ("fr", "it")


def fields(text: str) -> list:
    """The {fields} of a string with their format specs ("{m:02d}"), sorted: a
    translation may put them in another order, never drop, add or respell one."""
    return sorted((name, spec) for _, name, spec, _ in string.Formatter().parse(text)
                  if name is not None)


def file_table(lang: str, name: str) -> dict:
    out: dict = {}
    with open(asset_path("locales", lang, name), "rb") as f:
        _flatten("", tomli.load(f), out)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_every_english_key_with_the_same_fields(lang):
    en, other = _load_locale("en"), _load_locale(lang)
    assert en and set(en) == set(other), sorted(set(en) ^ set(other))
    for key, text in en.items():
        assert fields(text) == fields(other[key]), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_the_same_files_with_the_same_keys(lang):
    """File by file too: a key moved to another area's file would still merge, but the
    next person to edit that area would not find it."""
    en_files = sorted(p.name for p in asset_path("locales", "en").glob("*.toml"))
    other_files = sorted(p.name for p in asset_path("locales", lang).glob("*.toml"))
    assert en_files == other_files
    for name in en_files:
        en, other = file_table("en", name), file_table(lang, name)
        assert set(en) == set(other), (name, sorted(set(en) ^ set(other)))


def test_french_and_italian_fields_differ_from_english_only_in_wording():
    """A field swapped for another ({name} for {names}) is caught above; this checks the
    test itself sees fields, format specs included."""
    assert fields("{m:02d} h {h}") == [("h", ""), ("m", "02d")]
    assert fields("{name} wins") != fields("{names} win")


def test_italian_numbers_use_the_decimal_comma():
    it = _load_locale("it")
    assert it["stats.decimal_point"] == ","
    from cinetable.client.scenes.statistics import number
    from cinetable.client.services import Translator
    assert number(Translator("it"), 2.5) == "2,5"


def test_every_key_the_code_asks_for_literally_exists():
    import pathlib
    en = _load_locale("en")
    root = pathlib.Path(__file__).resolve().parents[2] / "cinetable" / "client"
    asked = set()
    for path in root.rglob("*.py"):
        asked |= set(re.findall(r"""\bt\(\s*["']([a-z_]+\.[a-z_.0-9]+)["']""", path.read_text()))
    missing = sorted(k for k in asked if k not in en and f"{k}.other" not in en)
    assert asked and not missing, missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_games_rules_are_translated_section_for_section(lang):
    """The rules scene builds its table of contents from ## headings and draws ::: figures:
    a translation keeps both, so the two versions read the same way."""
    rules = asset_path("rules")
    english = sorted(rules.glob("*.en.md"))
    assert english
    for en_path in english:
        game = en_path.name[:-len(".en.md")]
        other = rules / f"{game}.{lang}.md"
        assert other.is_file(), other.name
        en_text, text = en_path.read_text("utf-8"), other.read_text("utf-8")
        def heads(s):
            return [line.split(" ")[0] for line in s.splitlines() if line.startswith("#")]

        def figures(s):
            return [line.split("|")[0].strip() for line in s.splitlines()
                    if line.startswith(":::")]
        assert heads(text) == heads(en_text), game
        assert figures(text) == figures(en_text), game
        def figure_parts(s):
            return [line.count("|") for line in s.splitlines() if line.startswith(":::")]
        assert figure_parts(text) == figure_parts(en_text), game


def test_chart_tick_labels_use_the_languages_decimal_mark():
    from cinetable.client.charts import _label
    assert _label(2.5, False, ",") == "2,5"
    assert _label(2.5, False) == "2.5"
    assert _label(3.0, False, ",") == "3"


def test_an_old_built_in_player_name_is_never_shown_in_any_language():
    """Older versions named the player "You"/"Vous"/"Tu": that is the player's own name
    now, or "Player 1" in the screen's language; never a seat called "Tu"."""
    from cinetable.client.player_names import LEGACY_NAMES
    from cinetable.client.player_names import shown_name as shown_player_name
    from cinetable.client.services import Translator
    it = Translator("it")
    assert {"You", "Vous", "Tu"} <= LEGACY_NAMES
    for built_in in ("You", "Vous", "Tu"):
        assert shown_player_name(built_in, it) == "Giocatore 1"
        assert shown_player_name(built_in, it, own="Giulia") == "Giulia"
    assert shown_player_name("Tu", Translator("fr"), seat=2) == "Joueur 3"
    assert shown_player_name("Giulia", it, own="Marco") == "Giulia"


def test_italian_bots_get_italian_names():
    from cinetable.client.scenes.new_game import bot_names
    from cinetable.client.services import Translator
    names = bot_names(Translator("it"))
    assert len(names) >= 8 and "Marcello" in names
    assert not set(names) & set(bot_names(Translator("en")))
