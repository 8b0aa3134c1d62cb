"""Helpers for the shell tests: save files on disk and the scene on top."""
from __future__ import annotations


def write_save(name: str = "", players: int = 3, seed: int = 7, actions: int = 0,
               updated: str | None = None):
    """A real game record saved in $CINETABLE_SAVES (an autosave, or a named slot)."""
    import random

    from cinetable.engine import load_game, sample_chance
    from cinetable.persistence.records import GameRecord, Seat
    from cinetable.persistence.saves import save_as, save_record
    seats = [Seat("Ann", "human", None)] + [Seat(f"Bot{i}", "bot", "easy")
                                            for i in range(1, players)]
    record = GameRecord(game="hollywood", players=players, seats=seats, seed=seed)
    state = load_game("hollywood", players).new_initial_state()
    rng = random.Random(seed)
    for _ in range(actions):
        if state.current_player() == -1:
            a = sample_chance(state, rng)
        else:
            a = state.legal_actions()[0]
        record.actions.append(str(a))
        state.apply_action(a)
    if updated:
        record.updated = updated
    if name:
        path = save_as(record, name)
        if updated:          # save_as stamps the copy with the current time
            from cinetable.persistence.saves import load_record
            copy = load_record(path)
            copy.updated = updated
            save_record(copy, path)
        return path
    return save_record(record)


def top(app):
    return app.scenes.top


def names(app) -> list[str]:
    return [s.name for s in app.scenes]
