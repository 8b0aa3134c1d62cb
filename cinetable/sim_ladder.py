"""`cinetable sim --ladder --game G [--games N]`: the ladder's steps, head to head.

Each step seats ONE bot of the higher level among bots of the level below, at the game's
usual player count, seats rotated (the plain `sim` tournament), and reports its win rate
with a 95 % interval against the goal: the fair share plus 10 points. Hollywood 1947 is won
by sides, so a step there is a whole side at the higher level against the other side at
the lower one (the Rising Star `normal`, as `sim --by-side`), minus the side's rate when
both sides play the lower level. A benchmark report, not a test: these runs take minutes.
"""
from __future__ import annotations

import random

from cinetable.bots.base import play_out
from cinetable.intervals import wilson

STEPS = (("beginner", "easy"), ("easy", "normal"), ("normal", "hard"))
GOAL = 0.10                      # points over the fair share a step must clear


def seat_step(game, game_id: str, players: int, lower: str, higher: str, games: int, *,
              seed: int, budget, iterations, progress=None) -> dict:
    """One `higher` among `players - 1` `lower` bots; the higher seat rotates."""
    from cinetable.bots import make_bot
    wins = 0.0
    for k in range(games):
        seat = k % players
        levels = [higher if s == seat else lower for s in range(players)]
        bots = [make_bot(lv, game_id, time_budget=budget, iterations=iterations) for lv in levels]
        chance = random.Random(f"cinetable-ladder:{seed}:{lower}:{k}:chance")
        rngs = [random.Random(f"cinetable-ladder:{seed}:{lower}:{k}:seat{s}") for s in range(players)]
        state = play_out(game.new_initial_state(), bots, chance, rngs)
        wins += state.returns()[seat]
        if progress is not None:
            progress()
    lo, hi = wilson(wins, games)
    fair = 1.0 / players
    return {"step": f"{lower} -> {higher}", "games": games, "rate": wins / games,
            "ci95": [lo, hi], "fair": fair, "goal": fair + GOAL, "met": wins / games >= fair + GOAL}


def side_step(game_id: str, players: int, lower: str, higher: str, games: int, *, seed: int,
              budget, iterations, progress=None) -> dict:
    """A game played by sides (1947): each of the two levelled sides' rate at `higher`
    against the other at `lower`, less its rate when both play `lower`."""
    from cinetable.sim_sides import run as run_sides
    from cinetable.sim_sides import sides_of
    tick = (lambda k, _w: progress()) if progress is not None else None
    base = run_sides(game_id, players, games, lower, lower, seed=seed, budget=budget,
                     iterations=iterations, progress=tick)
    first = run_sides(game_id, players, games, higher, lower, seed=seed, budget=budget,
                      iterations=iterations, progress=tick)
    second = run_sides(game_id, players, games, lower, higher, seed=seed, budget=budget,
                       iterations=iterations, progress=tick)
    out = {"step": f"{lower} -> {higher}", "games": games, "sides": {}}
    for side, run in zip(sides_of(game_id).names, (first, second)):
        lo, hi = wilson(run[side] * games, games)
        gain = run[side] - base[side]
        out["sides"][side] = {"rate": run[side], "ci95": [lo, hi], "base": base[side],
                              "gain": gain, "met": gain >= GOAL}
    out["met"] = all(s["met"] for s in out["sides"].values())
    return out


def run(game_id: str, games: int, *, players: int, seed: int = 1, budget=0.1,
        iterations=None, options=None, progress=None) -> list[dict]:
    from cinetable.engine import load_game
    from cinetable.engine.registry import definition
    tick = (lambda: progress()) if progress is not None else None
    if definition(game_id).sides is not None:
        return [side_step(game_id, players, lo, hi, games, seed=seed, budget=budget,
                          iterations=iterations, progress=tick) for lo, hi in STEPS]
    game = load_game(game_id, players, options or {})
    return [seat_step(game, game_id, players, lo, hi, games, seed=seed, budget=budget,
                      iterations=iterations, progress=tick) for lo, hi in STEPS]


def report(game_id: str, players: int, budget, steps: list[dict]) -> str:
    hard = "iterations" if budget is None else f"{budget} s"
    lines = [f"{game_id}: ladder steps at {players} players (hard at {hard} a decision)"]
    for s in steps:
        if "sides" in s:
            for side, r in s["sides"].items():
                lines.append(f"  {s['step']:<18} {side:<10} {r['rate']:6.1%} "
                             f"[{r['ci95'][0]:.1%}, {r['ci95'][1]:.1%}]  both {r['base']:.1%}, "
                             f"gain {r['gain'] * 100:+.1f} (goal +10)  "
                             f"{'met' if r['met'] else 'SHORT'}  ({s['games']} games each)")
            continue
        lo, hi = s["ci95"]
        lines.append(f"  {s['step']:<18} {s['rate']:6.1%} [{lo:.1%}, {hi:.1%}]  fair "
                     f"{s['fair']:.0%}, goal {s['goal']:.0%}  "
                     f"{'met' if s['met'] else 'SHORT'}"
                     f"{' (interval above the goal)' if lo >= s['goal'] else ''}  "
                     f"({s['games']} games)")
    return "\n".join(lines)
