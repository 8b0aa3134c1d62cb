"""Replay step time with the table repainted (called by `cinetable bench` via bench_comfort).

The longest of a few whole games (random moves, chance from the seed) is opened in the
replay scene at its end. A step is the scene's `go(k)` and then a whole frame (update,
the table and the widgets drawn): → (one forward), ← (one back) and slider jumps (random
positions), each kind measured over stretches spread through the record. Wall time
("replay_step_repaint_ms") and the process's CPU time ("replay_step_repaint_cpu_ms", the
figure to trust on a busy machine, where wall time also counts waiting for a core).
In a real window (SDL_VIDEODRIVER=x11) the frame includes putting it on screen.
"""
from __future__ import annotations

import random
import time

STEPS = 240              # steps measured per kind (60 with --quick)


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def replay_steps(app, record, quick: bool = False, seed: int = 0) -> dict:
    """{kind: [ms, ...]} for "forward", "back" and "jump" steps of `record`'s replay."""
    from cinetable.client.table.replay import replay_scene
    scene = replay_scene(app, record)
    app.scenes.push(scene)
    app.step(1 / 60)
    n = len(record.actions)
    count = 60 if quick else STEPS
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"forward": [], "back": [], "jump": []}
    cpu: dict[str, list[float]] = {"forward": [], "back": [], "jump": []}

    def timed(kind: str, k: int) -> None:
        a, c = time.perf_counter(), time.process_time()
        scene.go(k)
        app.step(1 / 60)
        times[kind].append((time.perf_counter() - a) * 1000)
        cpu[kind].append((time.process_time() - c) * 1000)

    # forward and back over stretches spread through the game
    stretch = 20
    for start in [rng.randrange(0, max(1, n - stretch)) for _ in range(max(1, count // stretch))]:
        scene.go(start)
        app.step(1 / 60)
        for k in range(start + 1, min(n, start + stretch) + 1):
            timed("forward", k)
        for k in range(min(n, start + stretch) - 1, start - 1, -1):
            timed("back", k)
    for _ in range(count):
        timed("jump", rng.randrange(0, n + 1))
    app.scenes.pop()
    return times, cpu


def _summary(times: dict[str, list[float]]) -> dict:
    every = [t for ts in times.values() for t in ts]
    out = {kind: {"p50": round(_percentile(ts, 0.5), 2), "p95": round(_percentile(ts, 0.95), 2)}
           for kind, ts in times.items()}
    out["all"] = {"p50": round(_percentile(every, 0.5), 2),
                  "p95": round(_percentile(every, 0.95), 2)}
    return out


def measure_replay(app, record, quick: bool = False) -> dict:
    """p50/p95 of a replay step with repaint, per kind (forward, back, jump) and over all."""
    times, cpu = replay_steps(app, record, quick)
    return {"replay_actions": len(record.actions), "replay_step_repaint_ms": _summary(times),
            "replay_step_repaint_cpu_ms": _summary(cpu)}
