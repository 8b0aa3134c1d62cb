"""Hollywood 1947: not playable yet (its GameInfo is in info.py)."""
