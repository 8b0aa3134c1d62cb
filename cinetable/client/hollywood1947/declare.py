"""Hollywood 1947 as the shared client code sees it (client/game_client.py)."""
from __future__ import annotations

from cinetable.client.game_client import GameClient, Lazy

# the key help overlay's list (F1 or ?), checked against the table's key handling by
# tests/client/test_game_keys.py
HELP_KEYS = (
    ("1–9", "keys.hollywood1947.options"),
    ("Backspace", "keys.hollywood1947.back"),
    ("L", "keys.hollywood1947.loyalty"),
)

CLIENT = GameClient(
    table=Lazy("cinetable.client.hollywood1947.table:TableScene"),
    keys=HELP_KEYS,
    gallery=Lazy("cinetable.client.hollywood1947.gallery:gallery_faces"),
    guide_targets=Lazy("cinetable.client.hollywood1947.guide_targets:guide_rect"),
    chart_series=Lazy("cinetable.client.hollywood1947.chart_series:chart_series"),
)
