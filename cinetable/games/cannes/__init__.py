"""Festival de Cannes (1959): rules in festival-de-cannes.md, card data in assets/games/cannes.toml."""
from cinetable.games.cannes.declare import GAME

__all__ = ["GAME"]
