"""The names human seats go by. Log lines speak of a seat in the third person ("Rita
plays first") and use "you" forms only for the viewer's own seat, so a seat is never
named "You": the player is asked their name once (the title, first start) and a human
seat without a chosen name is "Player 2"-style, in the player's language.

Older versions named the player "You" ("Vous", "Tu") and stored that in settings and
saves: such a name counts as no name at all."""
from __future__ import annotations

import re
from functools import lru_cache

# the built-in player names of older versions, in every language they shipped
LEGACY_NAMES = frozenset({"You", "Vous", "Tu"})


def is_unnamed(name: str) -> bool:
    return not name.strip() or name in LEGACY_NAMES


def own_name(settings: dict) -> str:
    """The player's name from the settings; "" when they have not chosen one."""
    name = settings.get("player_name") or ""
    return "" if not isinstance(name, str) or is_unnamed(name) else name


def shown_name(name: str, t, own: str = "", seat: int = 0) -> str:
    """A human seat's name as shown: a built-in "You" of an older version is the
    player's own name from the settings (`own`), else "Player <seat+1>"."""
    return (own or seat_default(t, seat)) if is_unnamed(name) else name


def seat_default(t, seat: int) -> str:
    """A neutral name for human seat `seat` (0-based): "Player 2", "Joueur 2"."""
    return t("hotseat.player_name", seat=seat + 1)


def human_seat_names(names: list[str], humans: list[int], t, own: str = "") -> list[str]:
    """`names` with each human seat's name made usable: a legacy or empty name becomes
    the player's own name (once) or the seat's neutral name, and a human whose name an
    earlier seat already has gets the neutral one: two people at one screen never share
    a name."""
    out = list(names)
    for seat in humans:
        name = out[seat]
        if is_unnamed(name):
            name = own if own and own not in out else seat_default(t, seat)
        if name in out[:seat]:
            name = seat_default(t, seat)
        out[seat] = name
    return out


def letter_source(name: str) -> str:
    """The text a seat's token letter is taken from: a neutral seat name in any language
    ("Joueur 2", "Giocatore 2") reads as the English "Player 2", so the letter is the
    same whatever the language."""
    for pattern in _neutral_patterns():
        m = pattern.fullmatch(name)
        if m:
            return f"Player {m.group(1)}"
    return name


@lru_cache(maxsize=1)
def _neutral_patterns() -> tuple:
    from cinetable.client.services import Translator
    from cinetable.persistence.settings import LANGUAGES
    out = []
    for language in LANGUAGES:
        text = Translator(language)("hotseat.player_name")
        if "{seat}" in text:
            before, _, after = text.partition("{seat}")
            out.append(re.compile(re.escape(before) + r"(\d+)" + re.escape(after)))
    return tuple(out)
