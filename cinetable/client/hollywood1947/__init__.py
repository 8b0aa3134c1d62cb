"""The Hollywood 1947 table: view, labels, layout, painting and the scene."""
from cinetable.client.hollywood1947.declare import CLIENT

__all__ = ["CLIENT"]
