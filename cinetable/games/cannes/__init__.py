"""Festival de Cannes: not playable yet (its GameInfo is in info.py)."""
