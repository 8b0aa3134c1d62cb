"""Hollywood 1947 (Travis Hancock): rules in hollywood-1947.md, components in
assets/games/hollywood1947.toml."""
from cinetable.games.hollywood1947.declare import GAME

__all__ = ["GAME"]
