"""Replay step time and hint latency (called by `cinetable bench`).

- replay step: the longest of a few whole games (random moves, chance from the seed) is
  opened in the replay scene at its end; the time of one step (the state from the
  timeline, a fresh view, the log sliced, the last moves) is measured going back and
  forward around the last move, and with the frame drawn after it.
- replay steps with the table repainted, through the record (client/bench_replay.py).
- hint: the time from asking to the answer on decision states of real games, with the
  hard bot's budget (a tenth of it with --quick, as the bench's `hard` bot).
"""
from __future__ import annotations

import os
import random
import tempfile
import time

from cinetable.engine.registry import GAME_IDS, definition

GAMES_TRIED = 3          # whole games played; the longest is replayed
STEPS = 200              # replay steps measured (100 with --quick)


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def long_record(game_id: str, players: int, tries: int = GAMES_TRIED):
    """The longest record of `tries` whole games with random moves (a human at seat 0)."""
    from cinetable.bots import make_bot
    from cinetable.bots.base import play_out
    from cinetable.engine import load_game
    from cinetable.persistence.records import GameRecord, Seat
    best = None
    for k in range(tries):
        game = load_game(game_id, players)
        seats = [Seat("You", "human")] + [Seat(f"Bot {i}", "bot", "random")
                                          for i in range(1, players)]
        record = GameRecord(game=game_id, players=players, seats=seats,
                            options=dict(game.options), seed=k)
        bots = [make_bot("random", game_id) for _ in range(players)]
        play_out(game.new_initial_state(), bots, random.Random(k), on_action=record.append)
        if best is None or len(record.actions) > len(best.actions):
            best = record
    return best


def measure_comfort(game_id: str = GAME_IDS[0], players: int | None = None,
                    quick: bool = False) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from cinetable.client.tables import has_table
    if not has_table(game_id):
        return {}
    players = players or definition(game_id).usual_players
    out = {"hint_ms": hint_latency(game_id, players, quick)}
    tmp = tempfile.mkdtemp(prefix="cinetable-bench-")
    old = {k: os.environ.get(k) for k in ("CINETABLE_SAVES", "CINETABLE_SETTINGS")}
    os.environ["CINETABLE_SAVES"] = tmp
    os.environ["CINETABLE_SETTINGS"] = os.path.join(tmp, "settings.toml")
    import pygame

    from cinetable.client.app import App
    from cinetable.client.bench_replay import measure_replay
    from cinetable.client.table.replay import replay_scene
    try:
        record = long_record(game_id, players, 1 if quick else GAMES_TRIED)
        app = App(smoke=True)
        t0 = time.perf_counter()
        scene = replay_scene(app, record)
        app.scenes.push(scene)
        open_s = time.perf_counter() - t0
        app.step(1 / 60)
        n = len(record.actions)
        out.update(measure_replay(app, record, quick))     # →, ← and jumps, repainted
        step, framed = [], []
        for i in range(100 if quick else STEPS):
            k = n - (i % 2)                        # back and forth at the last move
            a = time.perf_counter()
            scene.go(k)
            b = time.perf_counter()
            scene.draw(app.screen)
            c = time.perf_counter()
            step.append((b - a) * 1000)
            framed.append((c - a) * 1000)
        out.update({
            "replay_actions": n,
            "replay_open_s": round(open_s, 3),
            "replay_step_ms": {"p50": round(_percentile(step, 0.5), 3),
                               "p95": round(_percentile(step, 0.95), 3)},
            "replay_step_frame_ms": {"p50": round(_percentile(framed, 0.5), 3),
                                     "p95": round(_percentile(framed, 0.95), 3)},
        })
        while len(app.scenes):
            app.scenes.pop()
        pygame.quit()
        return out
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def hint_latency(game_id: str, players: int, quick: bool) -> dict:
    """Wall time of a whole hint (the search run to its end) at decision states."""
    from cinetable.bots import run_to_end
    from cinetable.bots.hint import think_hint
    from cinetable.bots.levels import DEFAULT_TIME_BUDGET
    from cinetable.engine import CHANCE, load_game, sample_chance
    budget = DEFAULT_TIME_BUDGET / 10 if quick else DEFAULT_TIME_BUDGET
    rng = random.Random(f"hint-bench:{game_id}")
    times = []
    for k in range(3 if quick else 8):
        state = load_game(game_id, players).new_initial_state()
        # a decision a little way into the game
        stop = rng.randrange(5, 60)
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            if stop <= 0 and len(state.legal_actions()) > 1:
                break
            stop -= 1
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        a = time.perf_counter()
        run_to_end(think_hint(state, state.current_player(), random.Random(k), time_budget=budget))
        times.append((time.perf_counter() - a) * 1000)
    return {"p50": round(_percentile(times, 0.5), 1), "p95": round(_percentile(times, 0.95), 1),
            "budget_ms": round(budget * 1000)}


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys
    print(json.dumps(measure_comfort(sys.argv[1] if len(sys.argv) > 1 else GAME_IDS[0],
                                     int(sys.argv[2]) if len(sys.argv) > 2 else None,
                                     "--quick" in sys.argv), indent=1))
