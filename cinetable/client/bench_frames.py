"""Frame-time benchmark of a game's table (the registry's first unless told; `cinetable bench`).

Measures the work of each frame (events, update, bot slices, drawing; not the wait for
the next tick) while a bot-only game (the game's usual player count) animates at
1280×800 with the dummy video driver, then checks that the real loop is capped at 60 frames per second (idle frames
sleep in `clock.tick`). `measure_window_sizes` does the same at 1920×1080 and 2560×1440:
the frame is drawn at the window's own size in software (nothing is scaled).
"""
from __future__ import annotations

import os
import tempfile
import time

from cinetable.engine.registry import GAME_IDS, definition

SEATS = [("Vera", "bot", "normal"), ("Sam", "bot", "normal"), ("Walter", "bot", "easy"),
         ("Ida", "bot", "normal"), ("Gene", "bot", "normal"), ("Mae", "bot", "easy"),
         ("Otto", "bot", "normal"), ("Lena", "bot", "easy"), ("Rex", "bot", "normal")]


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


ANIMATION_MIN_FRAMES = 10      # a sixth of a second at 60 Hz


def _animation_stats(runs: list[list[tuple[float, float]]]) -> dict:
    """Frame times while an animation plays: over all such frames, and within the
    busiest animation: of the runs of consecutive animating frames long enough to be one
    (ANIMATION_MIN_FRAMES), the one whose frames cost the most CPU time on average."""
    runs = [run for run in runs if len(run) >= ANIMATION_MIN_FRAMES]
    if not runs:
        return {}
    walls = sorted(w for run in runs for w, _c in run)
    cpus = sorted(c for run in runs for _w, c in run)
    busiest = max(runs, key=lambda run: sum(c for _w, c in run) / len(run))
    b_walls, b_cpus = sorted(w for w, _c in busiest), sorted(c for _w, c in busiest)
    return {"animation_ms": {"frames": len(walls), "p99": round(_percentile(walls, 0.99), 3),
                             "cpu_p99": round(_percentile(cpus, 0.99), 3)},
            "busiest_animation_ms": {"frames": len(busiest),
                                     "p99": round(_percentile(b_walls, 0.99), 3),
                                     "cpu_p99": round(_percentile(b_cpus, 0.99), 3)}}


def measure_frames(game_id: str = GAME_IDS[0], players: int | None = None, quick: bool = False, *,
                   frames: int | None = None, speed: str = "normal", seed: int = 1,
                   cap_frames: int = 45, size: tuple[int, int] | None = None) -> dict:
    """Frame times over `frames` frames of simulated 1/60 s (by default 1800: 30 s of play
    at normal speed, a whole deal, a round of bot turns and the round-end hand-out).

    The signature matches `cinetable bench`'s extra benches: fn(game_id, players, quick).
    Games without a table yet give {}."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")    # keep --json output clean
    from cinetable.client.tables import has_table
    if not has_table(game_id):
        return {}
    players = players or definition(game_id).usual_players
    if frames is None:
        frames = 300 if quick else 1800
    tmp = tempfile.mkdtemp(prefix="cinetable-bench-")
    old = {k: os.environ.get(k) for k in ("CINETABLE_SAVES", "CINETABLE_SETTINGS")}
    os.environ["CINETABLE_SAVES"] = tmp
    os.environ["CINETABLE_SETTINGS"] = os.path.join(tmp, "settings.toml")
    import pygame

    from cinetable.client.app import FPS, App
    from cinetable.client.collector import Collector
    from cinetable.client.session import GameSession
    from cinetable.client.table.base import BaseTableScene
    from cinetable.client.tables import open_table
    try:
        t0 = time.perf_counter()
        app = App(smoke=True)
        app.settings["animation_speed"] = speed
        if size is not None:
            app.resize_window(size)
        session = GameSession.new(game_id, players, {}, SEATS[:players], seed=seed, folder=tmp)
        table: BaseTableScene = open_table(app, session)  # type: ignore[assignment]
        app.step(1 / FPS)
        first_frame_s = time.perf_counter() - t0
        times: list[float] = []
        # per frame: (wall ms, this thread's CPU ms, an animation was playing); the CPU
        # time is the frame's own work, which other processes on a busy machine do not add to
        runs: list[list[tuple[float, float]]] = []
        was_animating = False
        collector = Collector()          # as in App.run: no full collection mid-animation
        collector.start()
        try:
            for _ in range(frames):
                animating = table.queue.busy
                a, c = time.perf_counter(), time.thread_time()
                app.step(1 / FPS)
                collector.frame(idle=False)
                wall, cpu = (time.perf_counter() - a) * 1000, (time.thread_time() - c) * 1000
                times.append(wall)
                if animating:
                    if not was_animating:
                        runs.append([])
                    runs[-1].append((wall, cpu))
                was_animating = animating
        finally:
            collector.stop()
        # the real loop: tick(FPS) sleeps, so even cheap frames cannot exceed 60 per second
        start = time.perf_counter()
        for _ in range(cap_frames):
            dt = app.clock.tick(FPS) / 1000.0
            app.step(dt)
        fps = cap_frames / (time.perf_counter() - start)
        times.sort()
        result = {
            "frame_ms": {"p50": round(_percentile(times, 0.50), 3),
                         "p95": round(_percentile(times, 0.95), 3),
                         "p99": round(_percentile(times, 0.99), 3),
                         "max": round(times[-1], 3) if times else 0.0},
            "fps_cap": FPS,
            "fps_measured": round(fps, 1),
            "capped": fps <= FPS * 1.1,     # tick() sleeps whole ms: 16 ms → 62.5 fps
            "first_frame_s": round(first_frame_s, 3),
            "frames": len(times),
            "actions": len(session.record.actions),
            **_animation_stats(runs),
        }
        while len(app.scenes):
            app.scenes.pop()
        session.flush()
        pygame.quit()
        return result
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


BIG_WINDOWS = ((1920, 1080), (2560, 1440))


def measure_window_sizes(game_id: str = GAME_IDS[0], players: int | None = None,
                         quick: bool = False) -> dict:
    """Frame times while the table animates in big windows at 100 %: the p99 at
    1920×1080 is the one that must stay under a 60 Hz frame (16 ms)."""
    out = {}
    for w, h in BIG_WINDOWS:
        got = measure_frames(game_id, players, quick, size=(w, h), cap_frames=5,
                             frames=240 if quick else 900)
        if got:
            out[f"frame_ms_{w}x{h}"] = got["frame_ms"]
            if "busiest_animation_ms" in got:
                out[f"busiest_animation_ms_{w}x{h}"] = got["busiest_animation_ms"]
    return out


if __name__ == "__main__":  # pragma: no cover
    import json
    print(json.dumps(measure_frames(), indent=1))
