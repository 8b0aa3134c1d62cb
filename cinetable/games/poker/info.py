"""What the app shows of Hollywood Poker before a game is loaded: title, players, options.

How a trick ends (P5.4); how the game ends (P6.2, P8.5): the table's target, another
target, or a number of deals (then the table's target still ends it if reached first);
which careers are in play (P2.2)."""
from cinetable.engine.protocol import GameInfo, OptionSpec

END_CHOICES = ("target", "target40", "target60", "deals1", "deals5", "deals10")

GAME_INFO = GameInfo(
    "poker", "Hollywood Poker", 2, 8,
    options=(
        OptionSpec("tricks", "orbit", "Tricks",
                   "One orbit: a trick ends when play has gone once round the table; "
                   "continuous: it goes on until everyone else passes.",
                   ("orbit", "continuous")),
        OptionSpec("end", "target", "Game end",
                   "When the game ends: at the table's points target, another target, "
                   "or after a number of deals.", END_CHOICES),
        # P2.2: the careers besides Megastar and Dishwasher ([designed] presets)
        OptionSpec("careers", "best", "Careers",
                   "Which careers besides Megastar and Dishwasher are in play: the "
                   "best-ranked, spread out, or the lowest.", ("best", "spread", "lowest")),
    ),
    implemented=True,
    blurb="A climbing card game with careers, seat changes and exchanges.",
)


def end_rule(option: str, table_target: int) -> tuple[int, int]:
    """(target points, number of deals or 0) for an `end` option value."""
    if option.startswith("deals"):
        return table_target, int(option[5:])
    if option.startswith("target") and option[6:]:
        return int(option[6:]), 0
    return table_target, 0
