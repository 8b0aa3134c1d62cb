"""What the app shows of Festival de Cannes before a game is loaded."""
from cinetable.engine.protocol import GameInfo

GAME_INFO = GameInfo("cannes", "Festival de Cannes", 3, 6, implemented=True,
                     blurb="A year on a dice track, face-down lots and sealed-bid auctions.")
