"""What the app shows of Hollywood Poker before a game is loaded."""
from cinetable.engine.protocol import GameInfo

GAME_INFO = GameInfo("poker", "Hollywood Poker", 2, 8,
                     blurb="A climbing card game with careers, seat changes and exchanges.")
