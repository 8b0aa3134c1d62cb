"""Memory of a long bot session through the real scenes (called by `cinetable bench`).

The four games are played in turn, bots only, as the app plays them: the real table and
results scenes, the app's frame loop at 60 simulated frames per second, full garbage
collections only as App.run's Collector runs them (and as a closing table asks). The
process's resident memory (RSS) is read at the start (the app built, no table yet),
after the warm-up (one game of each: fonts, card faces, modules and the bots' memos have
all been made once), at the end of each game and at the end. The session then plays on
for SESSION_FRAMES (30 minutes of play); "growth" is end minus warm-up: once every cache
has filled it must stay flat (within 10 MB). --quick cuts each game at QUICK_GAME_FRAMES
and plays one more round after the warm-up: a check that the bench runs, not a figure.

Where the memory went, and how each part is capped: see client/memory_release.py.

Run in a fresh interpreter (`python -m cinetable.client.bench_memory GAME,GAME... FRAMES
[--quick] [--real-window] [--size WxH]`) so the numbers are the app's alone, not those of
the engine benches run before it. --real-window draws into a real window (the x11 driver:
set DISPLAY, e.g. to an Xvfb) instead of the dummy driver. The window is SIZE pixels
(2560×1440 by default: every layer and cached face is made at the size it is shown, so
a big window is the memory's worst ordinary case).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from cinetable.engine.registry import GAME_IDS, definition

SIZE = (2560, 1440)
SEATS = [("Vera", "bot", "hard"), ("Sam", "bot", "normal"), ("Walter", "bot", "easy"),
         ("Ida", "bot", "hard"), ("Gene", "bot", "normal"), ("Mae", "bot", "easy")]
SESSION_FRAMES = 30 * 60 * 60        # 30 minutes of play after the warm-up
QUICK_GAME_FRAMES = 600              # --quick: each game cut after 10 s of play
RESULTS_FRAMES = 120                 # the results shown 2 s, as a player watching bots


def current_rss_mb() -> float | None:
    """Resident memory now (Linux /proc); None where it cannot be read."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _r(v):
    return None if v is None else round(v, 1)


def session_memory(games: tuple[str, ...] = tuple(GAME_IDS),
                   frames: int = SESSION_FRAMES, game_frames: int | None = None,
                   speed: str = "normal", seed: int = 1, real_window: bool = False,
                   size: tuple[int, int] = SIZE) -> dict:
    """Play `games` in turn: one round of warm-up, then `frames` frames more (the game
    under way at that moment is cut). `game_frames` cuts every game (None: to its end)."""
    if real_window:
        if os.environ.get("SDL_VIDEODRIVER", "dummy") == "dummy":
            os.environ["SDL_VIDEODRIVER"] = "x11"
    else:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    tmp = tempfile.mkdtemp(prefix="cinetable-bench-")
    os.environ["CINETABLE_SAVES"] = tmp
    os.environ["CINETABLE_SETTINGS"] = os.path.join(tmp, "settings.toml")
    import pygame

    from cinetable.client.app import FPS, App
    from cinetable.client.collector import Collector
    from cinetable.client.scene import Scene
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app = App(smoke=True)
    app.settings["animation_speed"] = speed
    app.resize_window(size)
    start = current_rss_mb()
    warm = None
    per_game: dict[str, list] = {g: [] for g in games}
    peak = start or 0.0
    played = after_warm = 0
    collector = Collector()
    collector.start()
    try:
        while warm is None or after_warm < frames:
            game_id = games[played % len(games)]
            n = definition(game_id).usual_players
            session = GameSession.new(game_id, n, {}, SEATS[:n], seed=seed + played,
                                      folder=tmp)
            table = open_table(app, session)
            shown = results = 0
            while results < RESULTS_FRAMES and (warm is None or after_warm < frames):
                if app.scenes.top is not table:
                    results += 1
                elif game_frames is not None and shown >= game_frames:
                    app.scenes.replace(Scene(app))      # cut: the player leaves the table
                    results = RESULTS_FRAMES
                app.step(1 / FPS)
                collector.frame(idle=False)
                shown += 1
                if warm is not None:
                    after_warm += 1
            session.flush()
            played += 1
            rss = current_rss_mb()
            per_game[game_id].append(_r(rss))
            peak = max(peak, rss or 0.0)
            if warm is None and played == len(games):
                warm = rss
    finally:
        collector.stop()
        while len(app.scenes):
            app.scenes.pop()
        pygame.quit()
    end = per_game[games[(played - 1) % len(games)]][-1]
    return {"session": {
        "start": _r(start), "warm": _r(warm), "end": end,
        "growth": _r(end - warm) if None not in (end, warm) else None,
        "max": _r(peak), "games": played, "minutes": round(after_warm / FPS / 60, 1),
        "window": os.environ.get("SDL_VIDEODRIVER", ""), "size": "x".join(map(str, size)),
        "per_game": per_game}}


def measure_session(game_ids, quick: bool = False, real_window: bool = False,
                    size: tuple[int, int] = SIZE) -> dict:
    """The bench entry: the games with a table, in turn, in a child interpreter
    ({} when none has a table)."""
    from cinetable.client.tables import has_table
    games = [g for g in game_ids if has_table(g)]
    if not games:
        return {}
    frames = len(games) * QUICK_GAME_FRAMES if quick else SESSION_FRAMES
    cmd = [sys.executable, "-m", "cinetable.client.bench_memory", ",".join(games), str(frames)]
    cmd += ["--quick"] * quick + ["--real-window"] * real_window
    cmd += [f"--size={size[0]}x{size[1]}"]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=4 * 3600)
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError, KeyError):
        # no child interpreter (a frozen build): measure here, mixed with what ran before
        return session_memory(tuple(games), frames, QUICK_GAME_FRAMES if quick else None,
                              real_window=real_window, size=size)


def format_session(s: dict) -> str:
    lines = [f"session ({s['games']} bot games in turn, {s['minutes']} min of play after the"
             f" warm-up, {s['window']} window {s.get('size', '')}):",
             f"  RSS start {s['start']} MB, after warm-up {s['warm']} MB, end {s['end']} MB"
             f" (growth {s['growth']} MB, max {s['max']} MB)"]
    for g, v in s["per_game"].items():
        lines.append(f"  {g:<17} after each game: {', '.join(str(x) for x in v)} MB")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    ids = tuple((args[0] if args else "hollywood,poker,hollywood1947,cannes").split(","))
    f = int(args[1]) if len(args) > 1 else SESSION_FRAMES
    quick = "--quick" in sys.argv
    wanted = [a.partition("=")[2] for a in sys.argv if a.startswith("--size=")]
    w, _x, h = (wanted[-1] if wanted else "x".join(map(str, SIZE))).partition("x")
    print(json.dumps(session_memory(ids, f, QUICK_GAME_FRAMES if quick else None,
                                    real_window="--real-window" in sys.argv,
                                    size=(int(w), int(h)))))
