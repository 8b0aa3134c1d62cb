"""Strings, fonts and theme of the shell: every text has both languages, every font is
one of ours, loaded by path."""
import re
from pathlib import Path

import pytest
import tomli

from cinetable.client.services import Translator, _flatten, theme_data
from cinetable.engine import game_infos
from cinetable.engine.assets import asset_path

CLIENT = Path(__file__).resolve().parents[2] / "cinetable" / "client"
SHELL_MODULES = [CLIENT / "scenes" / f"{m}.py" for m in
                 ("title", "new_game", "load", "settings", "rules", "pause", "dialogs", "menu",
                  "launch")]


def table(lang: str) -> dict:
    out: dict = {}
    with open(asset_path("locales", lang, "shell.toml"), "rb") as f:
        _flatten("", tomli.load(f), out)
    return out


def all_strings(lang: str) -> dict:
    """Every string table of a language, as the Translator merges them."""
    out: dict = {}
    for path in sorted(Path(asset_path("locales", lang)).glob("*.toml")):
        with open(path, "rb") as f:
            _flatten("", tomli.load(f), out)
    return out


def test_english_and_french_have_the_same_keys_and_fields():
    en, fr = table("en"), table("fr")
    assert set(en) == set(fr)
    for key in en:
        assert set(re.findall(r"{(\w+)}", en[key])) == set(re.findall(r"{(\w+)}", fr[key])), key


def test_every_key_the_shell_uses_exists():
    en = all_strings("en")
    used = set()
    for path in SHELL_MODULES:
        used |= set(re.findall(r"\bt(?:\.get)?\(\s*\"([a-z_]+\.[a-z_.]+)\"", path.read_text()))
        used |= set(re.findall(r"heading_key = \"([a-z_.]+)\"", path.read_text()))
    assert len(used) > 60
    missing = sorted(k for k in used if k not in en)
    assert missing == []
    # keys built at run time
    for lv in ("easy", "normal", "hard"):
        assert f"levels.{lv}" in en
    for speed in ("slow", "normal", "fast", "instant"):
        assert f"settings.speed.{speed}" in en
    # a game offered in New game (rules and table done) has its blurb and option texts,
    # in shell.toml or in the game's own locale file (all files of a language are merged)
    from cinetable.client.tables import has_table
    merged = Translator("en").table
    for info in game_infos(implemented_only=True):
        if not has_table(info.id):
            continue
        assert f"games.{info.id}.blurb" in merged, info.id
        for spec in info.options:
            assert f"options.{info.id}.{spec.name}.label" in merged
            if spec.description:             # an option may go without one
                assert f"options.{info.id}.{spec.name}.description" in merged


def test_translator_falls_back_to_english_then_to_the_key():
    fr = Translator("fr")
    assert fr("title.new_game") == "Nouvelle partie"
    assert fr("no.such.key") == "no.such.key"
    assert fr.get("no.such.key", "Default") == "Default"
    assert fr("load.round", round=2, rounds=4) == "Manche 2/4"
    assert fr("load.round") == "Manche {round}/{rounds}"      # missing fields: no crash


def test_theme_fonts_are_bundled_files_with_absolute_paths():
    data = theme_data()
    assert data is not None
    paths = [v for block in data.values() if isinstance(block, dict)
             for k, v in block.get("font", {}).items() if k.endswith("_path")]
    assert len(paths) > 10
    for p in paths:
        assert Path(p).is_absolute() and Path(p).is_file(), p
        assert Path(p).parent == asset_path("fonts")
    for element in ("button", "label", "text_entry_line", "drop_down_menu", "text_box",
                    "tool_tip.text_box"):
        assert "regular_path" in data[element]["font"], element


@pytest.mark.gui
def test_widgets_use_the_theme_fonts(app, title):
    button = title.buttons["new"]
    # a @menu_button: 24 px Source Sans Semibold from assets/fonts
    assert button.font.point_size == 24
    font_dict = app.ui.get_theme().get_font_dictionary()
    loaded = " ".join(font_dict.loaded_fonts)
    assert "sourcesans_semibold" in loaded


def test_no_system_or_default_fonts_in_the_client():
    for path in CLIENT.rglob("*.py"):
        text = path.read_text()
        assert "SysFont" not in text, path
        assert "Font(None" not in text, path
