"""Hollywood! (Faidutto & Schacht): rules in hollywood.md, card data in assets/games/hollywood.toml."""
from cinetable.games.hollywood.game import HollywoodGame

GAME_CLASS = HollywoodGame
