"""Scripted games for the review tests: normal bots in every seat play a seeded game up to
seat 0's n-th choice; there the test plants a move of its own."""
import random

from cinetable.bots.base import choose_for_seat
from cinetable.bots.levels import make_bot
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.persistence.records import GameRecord, Seat


def record_for(game_id: str, players: int, seed: int, actions=()) -> GameRecord:
    """A record with seat 0 human, the others normal bots, holding `actions`."""
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "bot", "normal") for i in range(1, players)]
    rec = GameRecord(game=game_id, players=players, seats=seats, seed=seed)
    rec.actions = [str(a) for a in actions]
    return rec


def play_to_choice(game_id: str, players: int, seed: int, n: int):
    """(state, actions so far) at seat 0's n-th decision with two or more legal actions."""
    rng = random.Random(seed)
    state = load_game(game_id, players).new_initial_state()
    bots = [make_bot("normal", game_id, seed=seed + i) for i in range(players)]
    actions, seen = [], 0
    while not state.is_terminal():
        p = state.current_player()
        if p == 0 and len(state.legal_actions()) > 1:
            seen += 1
            if seen == n:
                return state, actions
        a = sample_chance(state, rng) if p == CHANCE else choose_for_seat(state, p, bots[p], rng)
        state.apply_action(a)
        actions.append(a)
    raise ValueError("the game ended first")


def play_out_record(game_id: str, players: int, seed: int) -> GameRecord:
    """A whole seeded game of normal bots, seat 0 recorded as the human."""
    rng = random.Random(seed)
    state = load_game(game_id, players).new_initial_state()
    bots = [make_bot("normal", game_id, seed=seed + i) for i in range(players)]
    actions = []
    while not state.is_terminal():
        p = state.current_player()
        a = sample_chance(state, rng) if p == CHANCE else choose_for_seat(state, p, bots[p], rng)
        state.apply_action(a)
        actions.append(a)
    return record_for(game_id, players, seed, actions)
