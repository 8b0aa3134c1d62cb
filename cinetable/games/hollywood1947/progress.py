"""How far a game of Hollywood 1947 is, for save lists: the film being made (at most 7;
the game may end sooner, so no total is shown)."""

FILMS = 7


def progress(state) -> tuple[str, int, int | None]:
    return "film", min(state.round + 1, FILMS), None
