"""How far a game of Hollywood Poker is, for save lists: the deal being played (of the
deals the end rule allows, when it sets a number)."""


def progress(state) -> tuple[str, int, int | None]:
    deal = max(1, state.deal if state.is_terminal() else state.deal + 1)
    if state.max_deals:
        return "deal", min(deal, state.max_deals), state.max_deals
    return "deal", deal, None
