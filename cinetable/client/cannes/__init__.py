"""The Festival de Cannes table: the year's track, the lots, the auction, your film."""
from cinetable.client.cannes.declare import CLIENT

__all__ = ["CLIENT"]
