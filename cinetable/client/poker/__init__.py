"""The Hollywood Poker table."""
from cinetable.client.poker.declare import CLIENT

__all__ = ["CLIENT"]
