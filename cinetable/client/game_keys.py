"""Each game table's own keys, for the key help overlay (F1 or ?): [(key text, locale key
of what it does)]. A table sets `game_keys = GAME_KEYS[its game]`; TableComfort.help_keys
puts them between the common table keys and F1/F11. tests/client/test_game_keys.py
checks each list against its table's key maps, so a list that drifts from the real key
handling fails there."""
from __future__ import annotations

GAME_KEYS: dict[str, list[tuple[str, str]]] = {
    "hollywood": [
        ("1–4", "keys.hollywood.columns"),
        ("C", "keys.hollywood.cut"),
        ("D", "keys.hollywood.double"),
        ("1–3", "keys.hollywood.star"),
    ],
    "poker": [
        ("← →", "keys.poker.cursor"),
        ("Space / ↑", "keys.poker.pick"),
        ("1–9, 0", "keys.poker.values"),
        ("J Q K", "keys.poker.faces"),
        ("D", "keys.poker.double"),
        ("Return", "keys.poker.play"),
        ("P", "keys.poker.pass"),
        ("C", "keys.poker.clear"),
        ("Y / N", "keys.poker.exchange"),
        ("R", "keys.poker.careers"),
        ("L", "keys.poker.last_trick"),
        ("X", "keys.poker.exchange_recap"),
    ],
    "hollywood1947": [
        ("1–9", "keys.hollywood1947.options"),
        ("Backspace", "keys.hollywood1947.back"),
        ("L", "keys.hollywood1947.loyalty"),
    ],
    "cannes": [
        ("Return", "keys.cannes.done"),
        ("C", "keys.cannes.call"),
        ("W", "keys.cannes.wait"),
        ("P", "keys.cannes.pass"),
        ("R", "keys.cannes.reroll"),
        ("K", "keys.cannes.keep"),
    ],
}
