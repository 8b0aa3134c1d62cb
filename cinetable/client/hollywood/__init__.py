"""Hollywood! on screen: the view model that lags the true state, card painting, layout."""
