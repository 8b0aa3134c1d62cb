"""Screen Test's rules as the shared code sees them: GAME (declare.py)."""
from screen_test.rules.declare import GAME

__all__ = ["GAME"]
