"""Screen Test's words come from its own assets (assets/locales/<lang>/), read by the
app's translator beside the app's files, the same keys in every language; once the game
is unregistered the app has none of them."""
from __future__ import annotations

import tomli
from screen_test import ASSETS

from cinetable.client.services import Translator
from cinetable.engine.registry import unregister_game


def _keys(lang: str) -> set[str]:
    from cinetable.client.services import _flatten
    out: dict = {}
    with open(ASSETS / "locales" / lang / "screen_test.toml", "rb") as f:
        _flatten("", tomli.load(f), out)
    return set(out)


def test_every_language_has_the_same_words():
    assert _keys("en") == _keys("fr") == _keys("it")


def test_the_translator_reads_the_games_own_locale_files():
    assert Translator("en")("screen_test.role.p6") == "Lead"
    assert Translator("fr")("screen_test.role.p6") == "le premier rôle"
    assert Translator("it")("options.screen_test.shoot.label") == "Riprese"
    assert Translator("fr")("title.new_game") == Translator("fr").table["title.new_game"]
    unregister_game("screen_test")               # (the fixture's exit finds it gone)
    assert Translator("en")("screen_test.role.p6") == "screen_test.role.p6"
