"""What the app shows of Hollywood 1947 before a game is loaded."""
from cinetable.engine.protocol import GameInfo

GAME_INFO = GameInfo("hollywood1947", "Hollywood 1947", 1, 9,
                     blurb="Hidden roles, dice, job powers and face-down propaganda.")
