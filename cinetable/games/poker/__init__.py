"""Hollywood Poker: rules in hollywood-poker.md, card data in assets/games/poker.toml."""
from cinetable.games.poker.game import PokerGame

GAME_CLASS = PokerGame
