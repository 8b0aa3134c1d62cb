"""What the app shows of Hollywood! before a game is loaded: title, players, options (H9)."""
from cinetable.engine.protocol import GameInfo, OptionSpec

GAME_INFO = GameInfo(
    "hollywood", "Hollywood!", 3, 4,
    options=(
        OptionSpec("advanced_scoring", False, "Advanced scoring",
                   "Each finished film is multiplied by the Film cards of its genre removed unclaimed."),
        OptionSpec("prototype_order", False, "Prototype order",
                   "At round end, hand out each column from the bottom card up."),
    ),
    implemented=True,
    blurb="Push reel tokens up columns of cards and build film projects.",
    secrets=False,                  # everything is on the table (H10)
)
