"""Helpers for the Hollywood Poker tests: games set up through chance actions."""
from __future__ import annotations

import os
import random

from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.poker.cards import DOUBLE, NVALUES

PLAYOUTS = int(os.environ.get("CINETABLE_PLAYOUTS", "4"))


def new_state(players: int, **options):
    return load_game("poker", players, options).new_initial_state()


def deal_hands(state, hands: dict) -> None:
    """Deal the current deal through chance actions so that player p receives the values
    `hands[p]` (a list of up to 13 values, 14 = Double); the other cards come from what
    is left, lowest first."""
    wanted = {p: list(h) for p, h in hands.items()}
    rest = list(state.deck)
    for h in wanted.values():
        for v in h:
            rest[v] -= 1
    assert min(rest) >= 0, "asked for more cards of a value than the game has"
    while state.phase == 0:                      # DEAL
        p = state.deal_order[state.dealt % state.n]
        if wanted.get(p):
            v = wanted[p].pop(0)
        else:
            v = next(u for u in range(1, NVALUES) if rest[u])
            rest[v] -= 1
        state.apply_action(f"deal {'D' if v == DOUBLE else v}")


def counts(values) -> list:
    c = [0] * NVALUES
    for v in values:
        c[v] += 1
    return c


def set_hands(state, hands: dict) -> None:
    """Give the players exactly these cards mid-deal (the rest lies in the played pile,
    so every card stays accounted for) and restart the trick with the same leader."""
    full = state.full
    state.deck = [0] * NVALUES          # set-aside cards join the pile: all are known here
    for p in range(state.n):
        state.hands[p] = counts(hands.get(p, []))
        state.sizes[p] = len(hands.get(p, []))
    state.pile = [full[v] - sum(h[v] for h in state.hands) - state.deck[v] for v in range(NVALUES)]
    assert min(state.pile) >= 0
    state.holders = sum(1 for s in state.sizes if s)
    state._start_trick(state.leader, [])


def step(state, rng: random.Random):
    if state.current_player() == CHANCE:
        return sample_chance(state, rng)
    return rng.choice(state.legal_actions())


def accounted(state) -> bool:
    """Every card is in a hand, the played pile or the undealt/set-aside cards."""
    for v in range(1, NVALUES):
        if sum(h[v] for h in state.hands) + state.pile[v] + state.deck[v] != state.full[v]:
            return False
    return all(sum(h) == s for h, s in zip(state.hands, state.sizes)) and min(
        min(h) for h in state.hands) >= 0


def play_random(seed: int, players: int, options=None, upto=None):
    rng = random.Random(seed)
    state = load_game("poker", players, options or {}).new_initial_state()
    actions = []
    while not state.is_terminal() and (upto is None or len(actions) < upto):
        a = step(state, rng)
        state.apply_action(a)
        actions.append(str(a))
    return state, actions
