"""Hollywood! on screen: the view model that lags the true state, card painting, layout."""
from cinetable.client.hollywood.declare import CLIENT

__all__ = ["CLIENT"]
