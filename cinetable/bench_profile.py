"""`cinetable bench --profile`: where a game's random playouts spend their time.

cProfile over `bench.random_playouts` (the figure `cinetable bench` reports as applied
actions/s), one game at a time at its usual player count, and the top functions by their
own time. The profiler slows every call alike, so the shares are what to read, not the rate.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
from pathlib import Path

from cinetable.bench import load_game, random_playouts
from cinetable.engine import OptionError
from cinetable.engine.registry import definition, game_infos, playable_game_info

PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def profile_game(game_id: str, players: int, seconds: float, top: int) -> dict:
    """{'game', 'players', 'actions_per_s' (under the profiler), 'total_s', 'top': [rows]};
    each row: function, calls, own seconds, own share of the run."""
    game = load_game(game_id, players)
    rng = random.Random(f"cinetable-profile:{game_id}")
    prof = cProfile.Profile()
    prof.enable()
    _games, actions = random_playouts(game, seconds, rng)
    prof.disable()
    stats = pstats.Stats(prof)
    rows = []
    total = sum(v[2] for v in stats.stats.values())            # type: ignore[attr-defined]
    for (path, line, name), (_cc, calls, own, _cum, _callers) in \
            stats.stats.items():                                 # type: ignore[attr-defined]
        rows.append((own, calls, _where(path, line, name)))
    rows.sort(reverse=True)
    return {"game": game_id, "players": players, "actions_per_s": round(actions),
            "total_s": round(total, 3),
            "top": [{"function": w, "calls": c, "own_s": round(o, 3),
                     "share": round(o / total, 4) if total else 0.0}
                    for o, c, w in rows[:top]]}


def _where(path: str, line: int, name: str) -> str:
    if path == "~":                                    # a builtin: '<method 'append' ...>'
        return name
    try:
        path = str(Path(path).resolve().relative_to(PACKAGE_ROOT))
    except ValueError:
        path = Path(path).name
    return f"{path}:{line} {name}"


def format_profile(p: dict) -> str:
    lines = [f"{p['game']} ({p['players']} players): {p['actions_per_s']:,} actions/s "
             "under the profiler; top functions by own time",
             f"  {'own %':>6} {'own s':>7} {'calls':>10}  function"]
    for r in p["top"]:
        lines.append(f"  {100 * r['share']:>5.1f}% {r['own_s']:>7.3f} {r['calls']:>10,}  "
                     f"{r['function']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="cinetable bench --profile",
                                description="Top functions by own time in random playouts.")
    p.add_argument("--profile", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--game", default=None, help="one game id (default: every implemented game)")
    p.add_argument("--players", type=int, default=None, help="default: the game's usual count")
    p.add_argument("--seconds", type=float, default=5.0, help="profiled seconds a game")
    p.add_argument("--top", type=int, default=15, help="functions listed (default 15)")
    p.add_argument("--json", action="store_true")
    try:
        args = p.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        if args.game is not None:
            playable_game_info(args.game)
        ids = [args.game] if args.game else [i.id for i in game_infos(implemented_only=True)]
        out = [profile_game(g, args.players or definition(g).usual_players, args.seconds,
                            args.top) for g in ids]
    except (OptionError, ValueError) as e:
        print(f"cinetable bench --profile: error: {e}", file=sys.stderr)
        return 2
    if args.json:
        import json
        print(json.dumps(out))
    else:
        print("\n\n".join(format_profile(x) for x in out))
    return 0
