"""Hollywood! (Faidutto & Schacht): rules in hollywood.md, card data in assets/games/hollywood.toml."""
from cinetable.games.hollywood.declare import GAME

__all__ = ["GAME"]
