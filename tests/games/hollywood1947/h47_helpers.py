"""Scripting Hollywood 1947 games for rule tests: every random event is a chance action,
so a test deals any Jobs, loyalties, hands and dice it wants, then plays decisions."""
from __future__ import annotations

import os

from cinetable.engine import CHANCE, load_game, sample_chance

PLAYOUTS = int(os.environ.get("CINETABLE_PLAYOUTS", "2"))


def new_state(players: int, **options):
    return load_game("hollywood1947", players, options).new_initial_state()


def do(state, *texts) -> list:
    """Apply actions given in notation (chance outcomes included); returns the events."""
    events = []
    for t in texts:
        events += state.apply_action(t)
    return events


def dealt(players: int, jobs, loyalties, hands, dice, ghosts=(), **options):
    """A game set up as asked: jobs[p] a Job number (a pair with 1-3 players),
    loyalties[p] a word, hands[p] three card ids, dice a bool per die (ghost dice last),
    ghosts the ghost cards."""
    s = new_state(players, **options)
    for js in jobs:
        for j in (js if isinstance(js, (tuple, list)) else (js,)):
            do(s, f"job {j}")
    for k in loyalties:
        do(s, f"loyalty {k}")
    for k in range(3):
        for p in range(players):
            do(s, f"card {hands[p][k]}")
    for v in dice:
        do(s, "die star" if v else "die blank")
    for c in ghosts:
        do(s, f"card {c}")
    return s


def random_step(state, rng):
    if state.current_player() == CHANCE:
        return sample_chance(state, rng)
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def play_random(state, rng, on_step=None):
    while not state.is_terminal():
        a = random_step(state, rng)
        ev = state.apply_action(a)
        if on_step:
            on_step(state, a, ev)
    return state


def filler_hands(players: int, given: dict | None = None):
    """Hands for every seat: `given` seats get their cards, the others distinct cards
    (neutral first) that no given hand holds."""
    given = given or {}
    taken = {c for cards in given.values() for c in cards}
    pool = [c for c in [f"neutral{k}" for k in range(1, 14)] + [f"pat{k}" for k in range(1, 16)]
            + [f"com{k}" for k in range(1, 16)] if c not in taken]
    out = []
    for p in range(players):
        if p in given:
            out.append(list(given[p]))
        else:
            out.append(pool[:3])
            pool = pool[3:]
    return out
