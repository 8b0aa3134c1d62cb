"""How far a game of Festival de Cannes is, for save lists: the special-card auction
before the year, then the month (stage k ends on 1 July + k months; 11 auctions)."""

STAGES = 11


def progress(state) -> tuple[str, int, int | None]:
    if state.stage < 0:
        return "setup", 0, None
    return "month", min(state.stage + 1, STAGES), STAGES
