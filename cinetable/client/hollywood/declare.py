"""Hollywood! as the shared client code sees it (client/game_client.py)."""
from __future__ import annotations

from cinetable.client.game_client import GameClient, Lazy

# the key help overlay's list (F1 or ?), checked against the table's key handling by
# tests/client/test_game_keys.py
HELP_KEYS = (
    ("1–4", "keys.hollywood.columns"),
    ("C", "keys.hollywood.cut"),
    ("D", "keys.hollywood.double"),
    ("1–3", "keys.hollywood.star"),
)

CLIENT = GameClient(
    table=Lazy("cinetable.client.hollywood.table:TableScene"),
    keys=HELP_KEYS,
    gallery=Lazy("cinetable.client.hollywood.gallery:gallery_faces"),
    guide_targets=Lazy("cinetable.client.hollywood.guide_targets:guide_rect"),
)
