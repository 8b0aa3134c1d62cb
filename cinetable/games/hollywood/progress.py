"""How far a game of Hollywood! is, for save lists: round n of one per player (H2.1)."""


def progress(state) -> tuple[str, int, int | None]:
    rounds = state.game.num_players
    return "round", min(state.round + 1, rounds), rounds
