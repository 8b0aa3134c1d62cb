"""Memory of a long bot session through the real scenes (called by `cinetable bench`).

Bot-only games are played one after another as the app plays them: the real table and
results scenes, the app's frame loop at 60 simulated frames per second, full garbage
collections only as App.run's Collector runs them. The process's resident memory is
sampled every few seconds of play; "steady" is the highest sample over the second half
of the session (once caches have filled, memory must stay flat there).

Run in a fresh interpreter (`python -m cinetable.client.bench_memory FRAMES`) so the
numbers are the app's alone, not those of the engine benches run before it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

SEATS = [("Vera", "bot", "hard"), ("Sam", "bot", "normal"), ("Walter", "bot", "easy"),
         ("Ida", "bot", "hard"), ("Gene", "bot", "normal"), ("Mae", "bot", "easy")]
SAMPLE_EVERY = 300          # frames (5 s of play)


def current_rss_mb() -> float | None:
    """Resident memory now (Linux /proc); None where it cannot be read."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def session_memory(game_id: str = "hollywood", players: int = 4, frames: int = 14400,
                   speed: str = "normal", seed: int = 1, seats=None) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    tmp = tempfile.mkdtemp(prefix="cinetable-bench-")
    os.environ["CINETABLE_SAVES"] = tmp
    os.environ["CINETABLE_SETTINGS"] = os.path.join(tmp, "settings.toml")
    import pygame

    from cinetable.client.app import FPS, App
    from cinetable.client.collector import Collector
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app = App(smoke=True)
    app.settings["animation_speed"] = speed
    start = current_rss_mb()
    samples: list[float] = []
    games = 0
    collector = Collector()
    collector.start()
    try:
        done = 0
        while done < frames:
            session = GameSession.new(game_id, players, {}, (seats or SEATS)[:players],
                                      seed=seed + games, folder=tmp)
            table = open_table(app, session)
            # the table, then the results for two seconds, as a player watching bots would
            results = 0
            while done < frames and results < 120:
                if app.scenes.top is not table:
                    results += 1
                app.step(1 / FPS)
                collector.frame(idle=False)
                done += 1
                if done % SAMPLE_EVERY == 0:
                    rss = current_rss_mb()
                    if rss is not None:
                        samples.append(rss)
            games += 1
            session.flush()
    finally:
        collector.stop()
        while len(app.scenes):
            app.scenes.pop()
        pygame.quit()
    half = samples[len(samples) // 2:]
    r = lambda v: None if v is None else round(v, 1)  # noqa: E731
    return {"rss_mb": {"start": r(start), "steady": r(max(half)) if half else None,
                       "max": r(max(samples)) if samples else None,
                       "frames": frames, "games": games,
                       "trend": [r(v) for v in samples[::max(1, len(samples) // 12)]]}}


def measure_session_memory(game_id: str = "hollywood", players: int = 4,
                           quick: bool = False) -> dict:
    """The bench entry (fn(game_id, players, quick)): a session of 4 simulated minutes
    (20 s with --quick), measured in a child interpreter. Games without a table give {}."""
    from cinetable.client.tables import has_table
    if not has_table(game_id):
        return {}
    frames = 1200 if quick else 14400
    cmd = [sys.executable, "-m", "cinetable.client.bench_memory", game_id, str(players),
           str(frames)]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=3600)
        return {"session": json.loads(out.stdout.strip().splitlines()[-1])["rss_mb"]}
    except (OSError, subprocess.SubprocessError, ValueError, IndexError, KeyError):
        # no child interpreter (a frozen build): measure here, mixed with what ran before
        return {"session": session_memory(game_id, players, frames)["rss_mb"]}


if __name__ == "__main__":  # pragma: no cover
    gid = sys.argv[1] if len(sys.argv) > 1 else "hollywood"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    f = int(sys.argv[3]) if len(sys.argv) > 3 else 14400
    level = sys.argv[4] if len(sys.argv) > 4 else None       # e.g. "normal": every bot so
    seats = [(name, "bot", level) for name, _k, _lv in SEATS] if level else None
    print(json.dumps(session_memory(gid, n, f, seats=seats)))
