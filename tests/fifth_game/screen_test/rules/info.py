"""What the app shows of Screen Test before a game is loaded."""
from cinetable.engine.protocol import GameInfo, OptionSpec

GAME_INFO = GameInfo(
    "screen_test", "Screen Test", 2, 4,
    options=(
        OptionSpec("shoot", "short", "Shoot",
                   "Short: three auditions; long: four.", ("short", "long")),
    ),
    implemented=True,
    blurb="Audition face down for the roles of a film: the highest card takes the part.",
)

AUDITIONS = {"short": 3, "long": 4}
