"""Screen Test's table as the shared client code sees it: CLIENT (declare.py)."""
from screen_test.client.declare import CLIENT

__all__ = ["CLIENT"]
