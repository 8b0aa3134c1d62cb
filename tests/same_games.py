"""Fingerprints of seeded games through the public protocol, to show that a faster rules
engine plays the same games: every action, the legal list (its order) or the chance
outcomes, refusals of illegal probes, every event, every seat's observation, the quiet
apply's state, the final returns and score sheet; and the bots' decisions for fixed seeds.
A game's trace module (e.g. games/hollywood/hollywood_trace.py) picks the setups and
probes and writes its fixture from the code as it was."""
from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, IllegalActionError, load_game, sample_chance


def observed(state, seat: int) -> str:
    return json.dumps(state.observation(seat), sort_keys=True, default=repr)


def refusal(state, action) -> str:
    try:
        state.clone().apply_action(action)
    except IllegalActionError as e:
        return f"{e}|{e.key}|{sorted(e.fields.items())!r}"
    return "applied?"


def playout_digest(game_id: str, players: int, options: dict, seed: int, probes: list,
                   extra: Callable | None = None) -> str:
    """One seeded random game; `extra(state, step)`, if given, adds what a game's own
    queries say after each action."""
    h = hashlib.sha256()

    def put(x) -> None:
        h.update(str(x).encode())
        h.update(b"\n")

    rng = random.Random(seed)
    state = load_game(game_id, players, options).new_initial_state()
    quiet = state.clone()
    step = 0
    while not state.is_terminal():
        p = state.current_player()
        put(p)
        if p == CHANCE:
            put([(str(a), round(w, 12)) for a, w in state.chance_outcomes()])
            a = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            put([str(x) for x in legal])
            a = legal[rng.randrange(len(legal))]
        probe = probes[step % len(probes)]
        if probe not in state.all_moves():
            put(refusal(state, probe))
        put(a)
        # every third action goes in as notation, as a save replays it
        events = state.apply_action(str(a) if step % 3 == 0 else a)
        quiet.apply_quiet(a)
        put([repr(e) for e in events])
        for seat in range(players):
            put(observed(state, seat))
        if extra is not None:
            put(extra(state, step))
        step += 1
    put((state.returns(), state.winners(), state.scores(), state.score_sheet()))
    put([observed(quiet, seat) for seat in range(players)] == [observed(state, seat)
                                                              for seat in range(players)])
    return h.hexdigest()


def bot_game_digest(game_id: str, players: int, options: dict, level: str, seed: int) -> str:
    """Every action of a game `level` bots play at every seat, and its returns."""
    state = load_game(game_id, players, options).new_initial_state()
    bots = [make_bot(level, game_id, seed=seed * 10 + p) for p in range(players)]
    rng = random.Random(seed)
    out = []
    while not state.is_terminal():
        p = state.current_player()
        if p == CHANCE:
            a = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            a = legal[0] if len(legal) == 1 else choose_for_seat(state, p, bots[p])
        out.append(str(a))
        state.apply_action(a)
    out.append(repr(state.returns()))
    return hashlib.sha256("\n".join(out).encode()).hexdigest()


def hard_decisions(game_id: str, players: int, options: dict, seed: int, iterations: int,
                   count: int = 6) -> list:
    """`hard` (a fixed search, no clock) at the first `count` real decisions of a game the
    `normal` bots play: its choice and its root statistics."""
    state = load_game(game_id, players, options).new_initial_state()
    normal = [make_bot("normal", game_id, seed=seed + p) for p in range(players)]
    hard = make_bot("hard", game_id, time_budget=None, iterations=iterations)
    rng = random.Random(seed)
    out: list = []
    while not state.is_terminal() and len(out) < count:
        p = state.current_player()
        if p == CHANCE:
            state.apply_action(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        if len(legal) > 1:
            pick = choose_for_seat(state, p, hard, random.Random(seed * 100 + len(out)))
            out.append([str(pick), [(str(a), n, round(v, 9)) for a, n, v in hard.last_stats]])
        state.apply_action(legal[0] if len(legal) == 1 else
                           choose_for_seat(state, p, normal[p]))
    return json.loads(json.dumps(out))


def setup_name(players: int, options: dict) -> str:
    return f"{players}:" + ",".join(f"{k}={v}" for k, v in sorted(options.items()))


def fingerprints(trace, seeds=(1, 2)) -> dict:
    """A trace module's fixture: its PLAYOUTS for each seed, its BOT_GAMES and its HARD
    setups, through its playout, bot_game and hard."""
    return {
        "playouts": {setup_name(n, o): [trace.playout(n, o, seed) for seed in seeds]
                     for n, o in trace.PLAYOUTS},
        "bot_games": {f"{setup_name(n, o)}:{lv}": trace.bot_game(n, o, lv)
                      for n, o, lv in trace.BOT_GAMES},
        "hard": {setup_name(n, o): trace.hard(n, o) for n, o in trace.HARD},
    }


def write_fixture(trace, argv: list[str]) -> None:
    """A trace module run as a script: its fixture on stdout (an argument: more seeds, a
    wider check, not the fixture)."""
    import sys
    more = range(1, 1 + int(argv[1])) if len(argv) > 1 else (1, 2)
    json.dump(fingerprints(trace, more), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


def fixture_tests(trace, fixture_path):
    """The three tests of a game's fixture module, checking `trace` (its PLAYOUTS, BOT_GAMES
    and HARD, through playout, bot_game and hard) against the fixture at `fixture_path`:
    `test_a, test_b, test_c = fixture_tests(...)` at a module's top level collects them."""
    import pytest
    fixture = json.loads(fixture_path.read_text())

    @pytest.mark.parametrize("players,options", trace.PLAYOUTS, ids=str)
    def test_seeded_random_playouts_leave_the_same_fingerprints(players, options):
        got = [trace.playout(players, options, seed) for seed in (1, 2)]
        assert got == fixture["playouts"][setup_name(players, options)]

    @pytest.mark.parametrize("players,options,level", trace.BOT_GAMES, ids=str)
    def test_bots_play_the_same_seeded_games(players, options, level):
        assert trace.bot_game(players, options, level) == \
            fixture["bot_games"][f"{setup_name(players, options)}:{level}"]

    @pytest.mark.parametrize("players,options", trace.HARD, ids=str)
    def test_hard_bot_makes_the_same_seeded_decisions(players, options):
        assert trace.hard(players, options) == fixture["hard"][setup_name(players, options)]

    return (test_seeded_random_playouts_leave_the_same_fingerprints,
            test_bots_play_the_same_seeded_games, test_hard_bot_makes_the_same_seeded_decisions)
