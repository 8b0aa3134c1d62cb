"""Festival de Cannes as the shared client code sees it (client/game_client.py)."""
from __future__ import annotations

from cinetable.client.game_client import GameClient, Lazy

# the key help overlay's list (F1 or ?), checked against the table's key handling by
# tests/client/test_game_keys.py
HELP_KEYS = (
    ("Return", "keys.cannes.done"),
    ("C", "keys.cannes.call"),
    ("W", "keys.cannes.wait"),
    ("P", "keys.cannes.pass"),
    ("R", "keys.cannes.reroll"),
    ("K", "keys.cannes.keep"),
)

CLIENT = GameClient(
    table=Lazy("cinetable.client.cannes.table:TableScene"),
    keys=HELP_KEYS,
    gallery=Lazy("cinetable.client.cannes.gallery:gallery_faces"),
    results_extras=Lazy("cinetable.client.cannes.results_extras"),
    guide_targets=Lazy("cinetable.client.cannes.guide_targets:guide_rect"),
    stage_words=Lazy("cinetable.client.cannes.save_words:stage_words"),
)
