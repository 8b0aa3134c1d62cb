"""Hollywood Poker as the shared client code sees it (client/game_client.py)."""
from __future__ import annotations

from cinetable.client.game_client import GameClient, Lazy

# the key help overlay's list (F1 or ?), checked against the table's key handling by
# tests/client/test_game_keys.py
HELP_KEYS = (
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
)

CLIENT = GameClient(
    table=Lazy("cinetable.client.poker.table:TableScene"),
    keys=HELP_KEYS,
    gallery=Lazy("cinetable.client.poker.gallery:gallery_faces"),
    variant_words=Lazy("cinetable.client.poker.variants:explain_fields"),
    guide_targets=Lazy("cinetable.client.poker.guide_targets:guide_rect"),
)
