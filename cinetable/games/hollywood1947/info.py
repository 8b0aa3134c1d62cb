"""What the app shows of Hollywood 1947 before a game is loaded: title, players, options (W6)."""
from cinetable.engine.protocol import GameInfo, OptionSpec

# [designed] Cut offers these sets of removed Jobs (numbers); at least one Job per player
# (two in a game of 1-3 players) must remain, checked when the game is loaded.
CUT_CHOICES = ("none", "2", "9", "8,9", "6,7", "5,6,7")
PRODUCER = 1                 # Job 2 (actions.PRODUCER), out of a 1-3 player game (W5.1)


def parse_cut(text: str) -> tuple:
    """The Jobs (0-based) a Cut choice removes."""
    return () if text == "none" else tuple(int(x) - 1 for x in text.split(","))


def cut_problem(players: int, options: dict) -> str:
    """Why the rules refuse this Cut for this many players ("" if they do not): W6."""
    out = set(parse_cut(options.get("cut", "none")))
    if players <= 3:
        out.add(PRODUCER)
    need = (2 if players <= 3 else 1) * players
    left = 9 - len(out)
    if left >= need:
        return ""
    return (f"Cut {options.get('cut')} leaves only {left} Jobs for a {players}-player game "
            f"(it needs {need})")


GAME_INFO = GameInfo(
    "hollywood1947", "Hollywood 1947", 1, 9,
    options=(
        OptionSpec("cut", "none", "Cut",
                   "Remove some Jobs from the game (numbers), as long as every player keeps one.",
                   CUT_CHOICES),
        OptionSpec("justice", False, "Justice be done",
                   "In the seventh film no random card is added nor discarded."),
        OptionSpec("shifting_loyalties", False, "Shifting loyalties",
                   "Loyalties come at random from all nine cards: nobody knows the sides' sizes."),
        OptionSpec("studio_order", False, "Studio order",
                   "Turns go by Job number instead of clockwise."),
        OptionSpec("union_strike", False, "Union strike",
                   "Under a Neutral poster, players with a star may add up to three cards."),
    ),
    implemented=True,
    check=cut_problem,
    blurb="Hidden roles, dice, job powers and face-down propaganda.",
)
