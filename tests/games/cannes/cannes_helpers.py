"""Scripting Festival de Cannes games for rule tests: chosen ratings, deals, lays, dice.

Every random event is a chance action, so a test stages any situation by applying the
chance actions it wants ("deal 480000", "lay t1", "die 6") between the players' moves."""
from __future__ import annotations

import random

from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.flow import P

CARDS = load_cards()
ID = {c.id: c.index for c in CARDS.film}


def rate_all(state, orders=None) -> None:
    """Each seat rates v01..v20 in that order (20 down to 1) unless `orders[seat]` says."""
    for seat in range(state.n):
        order = (orders or {}).get(seat) or [f"v{j:02d}" for j in range(1, 21)]
        for sid in order[:19]:
            state.apply_action(f"rate {sid}")


def new_game(players: int = 5, first: int = 0, orders=None):
    """A state whose ratings are given and first player drawn: the special-card deal."""
    state = load_game("cannes", players).new_initial_state()
    rate_all(state, orders)
    state.apply_action(f"first P{first + 1}")
    return state


def deal(state, hands=None) -> list:
    """Finish the current deal: seat s gets the values in hands[s] (in thousands, in order),
    then the lowest cards left in the deck. Returns the events."""
    hands = {s: list(v) for s, v in (hands or {}).items()}
    ev = []
    while state.phase == P.DEAL:
        seat = state.deal_queue[0]
        want = hands.get(seat)
        value = want.pop(0) * 1000 if want else min(state.deck) * 10000
        ev += state.apply_action(f"deal {value}")
    return ev


def act(state, *texts) -> list:
    ev = []
    for t in texts:
        ev += state.apply_action(t)
    return ev


def all_done(state) -> list:
    """Every remaining bidder lays nothing."""
    ev = []
    while state.phase == P.BID:
        ev += state.apply_action("done")
    return ev


def roll(state, a: int, b: int) -> list:
    return act(state, f"die {a}", f"die {b}")


def lay(state, ids=None) -> list:
    """The Director lays film cards: the ids given, then the first left in the pile."""
    ids = list(ids or [])
    ev = []
    while state.phase == P.LAY:
        pile = state.pile_t if state.lay_t else state.pile_sv
        c = ID[ids.pop(0)] if ids else min(pile)
        ev += state.apply_action(f"lay {CARDS.film[c].id}")
    return ev


def to_stage(players: int = 5, first: int = 0):
    """A game at the first turn of the year (the special cards were not bid on)."""
    s = new_game(players, first)
    deal(s)
    all_done(s)
    return s


def step(state, rng: random.Random):
    if state.current_player() == CHANCE:
        return sample_chance(state, rng)
    return rng.choice(state.legal_actions())


def random_game(players: int, seed: int, upto=None):
    """(state, actions) of a random game, to the end or `upto` actions."""
    rng = random.Random(seed)
    state = load_game("cannes", players).new_initial_state()
    actions = []
    while not state.is_terminal() and (upto is None or len(actions) < upto):
        a = step(state, rng)
        state.apply_action(a)
        actions.append(str(a))
    return state, actions


def playouts(default: int = 2) -> int:
    import os
    return int(os.environ.get("CINETABLE_PLAYOUTS", default))
