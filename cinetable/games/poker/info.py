"""What the app shows of Hollywood Poker before a game is loaded: title, players, options."""
from cinetable.engine.protocol import GameInfo, OptionSpec

GAME_INFO = GameInfo(
    "poker", "Hollywood Poker", 2, 8,
    options=(
        OptionSpec("continuous_tricks", False, "Continuous tricks",
                   "A trick goes round until everybody else has passed since the last play, "
                   "instead of one orbit."),
        # 0 = the target of the score table for the player count (P6.1)
        OptionSpec("target", 0, "Points to win",
                   "The game ends after the deal in which someone reaches this score.",
                   choices=(0, 15, 20, 30, 40, 50, 60, 80, 100)),
        # 0 = no limit on deals (P6.2, P8.5)
        OptionSpec("deals", 0, "Number of deals",
                   "End after this many deals (or at the target, whichever comes first).",
                   choices=(0, 1, 3, 5, 10, 15, 20)),
        # which careers besides Megastar and Dishwasher are in play (P2.2)
        OptionSpec("careers", "best", "Careers",
                   "Which careers besides Megastar and Dishwasher are in play.",
                   choices=("best", "spread", "lowest")),
    ),
    implemented=True,
    blurb="A climbing card game with careers, seat changes and exchanges.",
)
