"""`cinetable --smoke`: prove a build works end to end, through the real scenes.

Shows the title for a few frames, then plays a short bot-only game of the registry's first
game (Hollywood!, 3 players)
through the real table and results scenes at "instant" animation speed, autosaving into
a temporary folder (unless CINETABLE_SAVES is set), prints a one-line summary and
returns 0. Any failure prints a message and returns 1; the run is capped in time.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback

TIME_CAP_S = 120.0
SEATS = [("Vera", "bot", "normal"), ("Sam", "bot", "easy"), ("Walter", "bot", "normal")]


def run_smoke(app, *, time_cap: float = TIME_CAP_S, speed: str = "instant",
              seed: int | None = None) -> int:
    started = time.perf_counter()
    if not os.environ.get("CINETABLE_SAVES"):
        os.environ["CINETABLE_SAVES"] = tempfile.mkdtemp(prefix="cinetable-smoke-")
    old_speed = app.settings.get("animation_speed")
    seed = random.SystemRandom().randrange(2 ** 31) if seed is None else seed
    try:
        return _run(app, started, time_cap, speed, seed)
    except Exception as e:           # the smoke test reports; it must not raise
        traceback.print_exc()
        print(f"smoke FAILED: {type(e).__name__}: {e} (seed {seed})", file=sys.stderr)
        return 1
    finally:
        if old_speed is not None:
            app.settings["animation_speed"] = old_speed


def _run(app, started: float, time_cap: float, speed: str, seed: int) -> int:
    from cinetable.client.routes import builder
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    from cinetable.persistence import saves_dir

    ResultsScene = builder("results")      # the app imports this module: no scene imports
    app.go("title")
    for _ in range(5):
        app.step(1 / 60)
    app.settings["animation_speed"] = speed
    from cinetable.engine.registry import GAME_IDS
    game_id = GAME_IDS[0]
    session = GameSession.new(game_id, len(SEATS), {}, SEATS, seed=seed, folder=saves_dir())
    table = open_table(app, session)
    frames = 0
    while not isinstance(app.scenes.top, ResultsScene):
        if not app.running:
            print("smoke FAILED: the window was closed", file=sys.stderr)
            return 1
        if time.perf_counter() - started > time_cap:
            print(f"smoke FAILED: no result after {time_cap:.0f} s "
                  f"({len(session.record.actions)} actions, seed {seed})", file=sys.stderr)
            return 1
        app.step(1 / 60)
        frames += 1
        if app.recovered:            # a scene raised (the app went back to the title)
            print(f"smoke FAILED: {app.recovered[0]} (seed {seed})", file=sys.stderr)
            return 1
    for _ in range(3):
        app.step(1 / 60)
    session.flush()
    state = session.state
    if not state.is_terminal():
        print("smoke FAILED: results shown before the game ended", file=sys.stderr)
        return 1
    if session.last_save_error:
        print(f"smoke FAILED: autosave: {session.last_save_error}", file=sys.stderr)
        return 1
    if table.log.entries == 0:
        print("smoke FAILED: the game log stayed empty", file=sys.stderr)
        return 1
    scores = [b.total for b in state.result().breakdowns]
    winners = ", ".join(session.seats[w].name for w in state.winners())
    elapsed = time.perf_counter() - started
    first = f"{app.first_frame_s:.2f}" if app.first_frame_s is not None else "?"
    print(f"smoke ok: {game_id}, {len(SEATS)} bots, {len(session.record.actions)} actions, "
          f"{frames} frames, scores {scores}, won by {winners}, seed {seed}, "
          f"first frame {first} s, {elapsed:.1f} s")
    return 0
