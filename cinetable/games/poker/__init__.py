"""Hollywood Poker: rules in hollywood-poker.md, card data in assets/games/poker.toml."""
from cinetable.games.poker.declare import GAME

__all__ = ["GAME"]
