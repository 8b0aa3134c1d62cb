"""Screen Test's client parts (client/game_client.py): a table and its keys."""
from __future__ import annotations

from cinetable.client.game_client import GameClient, Lazy

CLIENT = GameClient(
    table=Lazy("screen_test.client.table:TableScene"),
    keys=(("1–9", "screen_test.keys.play"),),
)
