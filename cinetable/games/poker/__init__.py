"""Hollywood Poker: not playable yet (its GameInfo is in info.py)."""
