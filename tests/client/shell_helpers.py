"""Helpers for the shell tests: input as a player gives it, save files on disk, the
scenes on the stack."""
from __future__ import annotations


def frames(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def until(app, cond, limit: int = 3000) -> bool:
    """Step frames until cond() holds (at most `limit` frames); returns cond()."""
    for _ in range(limit):
        if cond():
            return True
        frames(app, 1)
    return cond()


def click(app, widget, n_frames: int = 2) -> None:
    """Press a pygame-gui widget with the mouse as a player would (down, up, frames)."""
    import pygame
    pos = widget.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, n_frames)


def click_at(app, pos, n_frames: int = 2) -> None:
    import pygame
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, n_frames)


def key(app, k, n_frames: int = 2, unicode: str = "") -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    frames(app, n_frames)


def wheel(app, y: int, pos, n_frames: int = 2) -> None:
    import pygame
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))
    frames(app, n_frames)


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
