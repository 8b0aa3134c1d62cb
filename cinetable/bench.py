"""`cinetable bench`: speed of the engine, the bots and saves, per implemented game.

    cinetable bench [--json] [--game hollywood] [--quick] [--compare FILE] [--real-window]

Measured through the public protocol only (current_player / legal_actions /
sample_chance / apply_action / clone), so the numbers are what bots and the client get:
random playouts and applied actions (chance included) per second on one core, clone()
per second on mid-game states, bot decision times (p50/p95) on states from real games
(`normal` and `hard` at the default budget), the hard bot's search speed on those
decisions (ISMCTS iterations, or paired rollouts, per second of thinking), save and load
time of a full game record, its size and the process's peak RSS. Then, under "session",
the RSS of a long bot-only session through the real table and results scenes, the games
in turn (a child process: the app's memory alone; client/bench_memory.py): at the start, after a warm-up game of
each, after each game and after 30 minutes more of play; --real-window draws it in a real
window (DISPLAY) instead of the dummy driver. --quick shortens every measurement (and gives
`hard` a tenth of its budget): a smoke test of the bench, not numbers to quote.
Each figure is compared with the last full run's (bench-last.json beside the saves, which
a full run without --compare updates; see bench_compare.py), or with --compare FILE.

Client measurements (window frame time...) plug in through EXTRA_BENCHES.
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

from cinetable.bench_compare import compare_lines, default_path, load_last, save_last
from cinetable.bots import DEFAULT_TIME_BUDGET, choose_for_seat, make_bot
from cinetable.bots.base import play_out
from cinetable.bots.heuristic import hooks_for
from cinetable.engine import (
    CHANCE,
    TERMINAL,
    OptionError,
    game_infos,
    load_game,
    sample_chance,
)
from cinetable.engine.registry import definition, playable_game_info
from cinetable.window_size import parse_window_size

# Extra measurements merged into each game's entry: "module:function" names, imported
# only when the bench runs, so the engine bench needs no display. The function is called
# as fn(game_id, players, quick) and returns a dict (e.g. {"frame_ms": ..., "first_frame_s":
# ...}). A client bench registers itself here (or via register_extra_bench); if its
# module cannot be imported (pygame missing) it is skipped with a note on stderr.
EXTRA_BENCHES: list[str] = ["cinetable.client.bench_frames:measure_frames",
                             # the same at 1920×1080 and 2560×1440 (drawn at that size)
                             "cinetable.client.bench_frames:measure_window_sizes",
                             # replay step time at the last move of a long game, hint latency
                             "cinetable.client.bench_comfort:measure_comfort",
                             # Load game and Continue over 300 saves (no pygame)
                             "cinetable.bench_saves:measure_save_list",
                             # game review: per decision and a whole game (no pygame)
                             "cinetable.bench_review:measure_review"]


# Lean loops: a game's rules written for speed alone (GameDefinition.bench_lean_loop,
# "module:function" called as fn(players, options, seconds, rng) -> (games/s, actions/s)),
# the yardstick of what the public protocol costs: the entry reports the protocol's share.


def register_extra_bench(target: str) -> None:
    if target not in EXTRA_BENCHES:
        EXTRA_BENCHES.append(target)


class ArgError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ArgError(message)


def percentile(sorted_values, q: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not sorted_values:
        return 0.0
    k = max(0, min(len(sorted_values) - 1, int(round(q * len(sorted_values) + 0.5)) - 1))
    return sorted_values[k]


# ---- engine --------------------------------------------------------------------------
def random_playouts(game, seconds: float, rng: random.Random) -> tuple[float, float]:
    """(games per second, applied actions per second), uniform random legal actions."""
    games = actions = 0
    clock = time.perf_counter
    start = clock()
    end = start + seconds
    while True:
        state = game.new_initial_state()
        while True:
            p = state.current_player()
            if p == TERMINAL:
                break
            if p == CHANCE:
                a = sample_chance(state, rng)
            else:
                legal = state.legal_actions()
                a = legal[int(rng.random() * len(legal))]
            state.apply_action(a)
            actions += 1
        games += 1
        if clock() >= end:
            break
    dt = clock() - start
    return games / dt, actions / dt


def mid_game_states(game, count: int, rng: random.Random) -> list:
    """States part-way through random games (after a random number of actions)."""
    out = []
    while len(out) < count:
        state = game.new_initial_state()
        stop = rng.randrange(10, 100)
        k = 0
        while not state.is_terminal() and k < stop:
            if state.current_player() == CHANCE:
                state.apply_action(sample_chance(state, rng))
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
            k += 1
        if not state.is_terminal():
            out.append(state)
    return out


def clones_per_second(states, seconds: float) -> float:
    n = 0
    clock = time.perf_counter
    start = clock()
    end = start + seconds
    while clock() < end:
        for s in states:
            s.clone()
        n += len(states)
    return n / (clock() - start)


# ---- bots ----------------------------------------------------------------------------
def decision_states(game, players: int, count: int, rng: random.Random, level="normal") -> list:
    """States where a bot must choose among 2+ actions, from games played by `level` bots."""
    bots = [make_bot(level, game.id) for _ in range(players)]
    found = []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1:
                found.append(state.clone())
                a = choose_for_seat(state, p, bots[p], rng)
            else:
                a = legal[0]
            state.apply_action(a)
    rng.shuffle(found)
    return found[:count]


def bot_times(bot, states, rng: random.Random, search: list | None = None) -> dict:
    """p50/p95 decision times; `search` (a list) gets (search work, seconds) per decision."""
    # the states come from games these heuristics just played: start from cold memos
    hooks = hooks_for(bot.game_id)
    if hooks is not None:
        hooks.clear_caches()
    times = []
    for s in states:
        bot.last_iterations = 0          # a forced move leaves the previous count
        t = time.perf_counter()
        choose_for_seat(s, s.current_player(), bot, rng)
        dt = time.perf_counter() - t
        times.append(dt * 1000.0)
        if search is not None:
            search.append((search_work(bot), dt))
    times.sort()
    return {"p50": round(percentile(times, 0.5), 3), "p95": round(percentile(times, 0.95), 3)}


def tenth_second_search(game_id: str, states: list) -> float:
    """The hard bot's search work per 0.1 s decision: the median over the decisions it
    searched (a forced move searches nothing). Its own rng: the bench's later draws stay."""
    bot = make_bot("hard", game_id, time_budget=0.1)
    work: list = []
    bot_times(bot, states, random.Random(f"cinetable-bench-tenth:{game_id}"), work)
    done = sorted(w for w, _dt in work if w)
    return float(percentile(done, 0.5)) if done else 0.0


def search_work(bot) -> int:
    """What the hard search did for its latest decision: ISMCTS iterations, or for paired
    rollouts the rollouts played (worlds x options)."""
    from cinetable.bots.rollouts import RolloutBot
    if isinstance(bot, RolloutBot):
        return bot.last_iterations * len(bot.last_stats) if bot.last_iterations else 0
    return bot.last_iterations


def search_unit(bot) -> str:
    from cinetable.bots.rollouts import RolloutBot
    return "rollouts" if isinstance(bot, RolloutBot) else "iterations"


# ---- saves ---------------------------------------------------------------------------
def full_game_record(game, players: int, rng: random.Random):
    from cinetable.persistence import GameRecord, Seat, summarize
    bots = [make_bot("normal", game.id) for _ in range(players)]
    seats = [Seat(f"Bot {p + 1}", "bot", "normal") for p in range(players)]
    record = GameRecord(game=game.id, players=players, seats=seats, options=dict(game.options))
    state = play_out(game.new_initial_state(), bots, rng, on_action=record.append)
    record.summary = summarize(state)
    return record


def save_load_times(game, players: int, rng: random.Random, repeats: int) -> dict:
    from cinetable.persistence import load_game_from, save_record
    record = full_game_record(game, players, rng)
    saves, loads = [], []
    with tempfile.TemporaryDirectory(prefix="cinetable-bench-") as tmp:
        path = Path(tmp) / "bench.json"
        for _ in range(repeats):
            t = time.perf_counter()
            save_record(record, path)
            saves.append((time.perf_counter() - t) * 1000.0)
            t = time.perf_counter()
            load_game_from(path)
            loads.append((time.perf_counter() - t) * 1000.0)
        size = path.stat().st_size
    saves.sort()
    loads.sort()
    return {"save_ms": round(percentile(saves, 0.5), 3), "load_ms": round(percentile(loads, 0.5), 3),
            "record_bytes": size}


# ---- one game ------------------------------------------------------------------------
def extra_benches(game_id: str, players: int, quick: bool) -> dict:
    out: dict = {}
    for target in EXTRA_BENCHES:
        module_name, _, func = target.partition(":")
        try:
            fn = getattr(importlib.import_module(module_name), func)
            out.update(fn(game_id, players, quick))     # may import pygame only now
        except ImportError as e:
            print(f"cinetable bench: note: skipped {target} ({e})", file=sys.stderr)
    return out


def playout_rates(game, seconds: float, rng: random.Random) -> tuple[float, float, float]:
    """(games/s, actions/s) of random playouts through the protocol, and the game's lean
    loop's actions/s (0 without one): best of five slices each, the two in turn so both
    meet the same neighbours."""
    target = definition(game.id).bench_lean_loop
    lean_fn = None
    if target:
        module_name, _, func = target.partition(":")
        lean_fn = getattr(importlib.import_module(module_name), func)
    best, lean = (0.0, 0.0), 0.0
    lean_rng = random.Random(f"lean:{game.id}")    # leaves `rng`'s later draws as they were
    for _ in range(5):
        best = max(best, random_playouts(game, seconds / 5, rng))
        if lean_fn is not None:
            lean = max(lean, lean_fn(game.num_players, game.options, seconds / 5, lean_rng)[1])
    return best[0], best[1], lean


def bench_game(game_id: str, quick: bool, log=None, extras: bool = True) -> dict:
    players = definition(game_id).usual_players
    game = load_game(game_id, players)
    rng = random.Random(f"cinetable-bench:{game_id}")
    say = log or (lambda msg: None)
    seconds = 0.3 if quick else 3.0
    say("random playouts")
    # best of five slices, as timeit takes the best repeat: on a shared machine the slower
    # slices measure the neighbours, not the code
    playouts, actions, lean = playout_rates(game, seconds, rng)
    say("clone")
    clones = clones_per_second(mid_game_states(game, 50, rng), seconds)
    say("bot decisions")
    states = decision_states(game, players, 40 if quick else 300, rng)
    bot_ms = {"normal": bot_times(make_bot("normal", game_id), states, rng)}
    hard_budget = DEFAULT_TIME_BUDGET / 10 if quick else DEFAULT_TIME_BUDGET
    hard = make_bot("hard", game_id, time_budget=hard_budget)
    search: list = []
    bot_ms["hard"] = bot_times(hard, states[:3 if quick else 30], rng, search)
    thought = sum(dt for _w, dt in search)
    say("hard bot at 0.1 s")
    tenth = tenth_second_search(game_id, states[:3 if quick else 30])
    say("save and load")
    saves = save_load_times(game, players, rng, 3 if quick else 20)
    entry = {
        "playouts_per_s": round(playouts, 1),
        "actions_per_s": round(actions, 1),
        "clones_per_s": round(clones, 1),
        **({"lean_actions_per_s": round(lean, 1), "protocol_share": round(actions / lean, 3)}
           if lean else {}),
        "bot_ms": bot_ms,
        # the hard bot's search speed over those decisions (per second of its thinking)
        "search_per_s": round(sum(w for w, _dt in search) / thought, 1) if thought else 0.0,
        "search_unit": search_unit(hard),
        # what a 0.1 s decision searches (median over the decisions that searched)
        "search_per_decision_01": tenth,
        **saves,
    }
    if extras:                                  # the client's frame times
        entry.update(extra_benches(game_id, players, quick))
    entry["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return entry


def format_entry(game_id: str, e: dict) -> str:
    lines = [f"{game_id}:",
             f"  random playouts   {e['playouts_per_s']:>12,.0f} games/s",
             f"  applied actions   {e['actions_per_s']:>12,.0f} actions/s",
             f"  clone()           {e['clones_per_s']:>12,.0f} /s"]
    if "lean_actions_per_s" in e:
        lines.insert(3, f"  lean loop         {e['lean_actions_per_s']:>12,.0f} actions/s"
                        f"   (protocol at {e['protocol_share']:.2f} of it)")
    for lv, t in e["bot_ms"].items():
        lines.append(f"  bot {lv:<13} p50 {t['p50']:>9.2f} ms   p95 {t['p95']:>9.2f} ms")
    if "search_per_s" in e:
        lines.append(f"  hard-bot search   {e['search_per_s']:>12,.0f} {e['search_unit']}/s")
    if "search_per_decision_01" in e:
        lines.append(f"  per 0.1 s move    {e['search_per_decision_01']:>12,.0f} "
                     f"{e['search_unit']}")
    lines += [f"  save              {e['save_ms']:>12.2f} ms",
              f"  load (replay)     {e['load_ms']:>12.2f} ms",
              f"  record size       {e['record_bytes']:>12,} bytes"]
    for k, v in e.items():
        if k not in ("playouts_per_s", "actions_per_s", "clones_per_s", "bot_ms", "save_ms",
                     "load_ms", "record_bytes", "peak_rss_mb", "search_per_s", "search_unit",
                     "lean_actions_per_s", "protocol_share", "search_per_decision_01"):
            lines.append(f"  {k:<17} {v}")
    lines.append(f"  peak RSS          {e['peak_rss_mb']:>12.1f} MB")
    return "\n".join(lines)


def session_bench(ids, quick: bool, real_window: bool, log=None,
                  size: tuple[int, int] = (2560, 1440)) -> dict:
    """{"session": ...}: the memory of the games in turn (see client/bench_memory.py),
    or {} without pygame."""
    try:
        from cinetable.client.bench_memory import measure_session
    except ImportError as e:
        print(f"cinetable bench: note: skipped the session's memory ({e})", file=sys.stderr)
        return {}
    if log:
        log("session memory (the games in turn, bots only)")
    return measure_session(ids, quick, real_window, size)


def _window_size(text: str) -> tuple[int, int]:
    try:
        return parse_window_size(text)
    except ValueError as e:
        raise ArgError(f"--window-size wants {e}") from None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = _Parser(prog="cinetable bench", description="Measure engine, bot and save speed.")
    p.add_argument("--json", action="store_true")
    p.add_argument("--game", default=None, help="one game id (default: every implemented game)")
    p.add_argument("--quick", action="store_true", help="short runs: checks the bench works")
    p.add_argument("--compare", default=None, metavar="FILE",
                   help="compare with these results (default: bench-last.json beside the "
                        "saves, which a full run then updates)")
    p.add_argument("--engine-only", action="store_true",
                   help="the rules, bots and saves only: no frame times, no session memory")
    p.add_argument("--markdown", action="store_true",
                   help="also print the README's performance table from this run")
    p.add_argument("--real-window", action="store_true",
                   help="the session's memory in a real window (needs DISPLAY)")
    p.add_argument("--window-size", default="2560x1440", metavar="WxH",
                   help="the session's window size in pixels (default 2560x1440)")
    try:
        args = p.parse_args(argv)
        if args.game is not None:
            try:
                playable_game_info(args.game)
            except OptionError as e:
                raise ArgError(str(e)) from None
            ids = [args.game]
        else:
            ids = [i.id for i in game_infos(implemented_only=True)]
        size = _window_size(args.window_size)
    except SystemExit as e:          # --help
        return int(e.code or 0)
    except ArgError as e:
        print(f"cinetable bench: error: {e}", file=sys.stderr)
        return 2
    log = None if args.json else (lambda msg: print(f"  ... {msg}", file=sys.stderr, flush=True))
    results = {gid: bench_game(gid, args.quick, log, extras=not args.engine_only)
               for gid in ids}
    session = {} if args.engine_only else session_bench(ids, args.quick, args.real_window,
                                                        log, size)
    last_path = Path(args.compare) if args.compare else default_path()
    last = load_last(last_path)
    if args.json:
        print(json.dumps({**results, **session}))
    else:
        print("\n".join(format_entry(g, e) for g, e in results.items()))
        if session:
            from cinetable.client.bench_memory import format_session
            print(format_session(session["session"]))
        print("\n".join(compare_lines(results, last)))
        if args.markdown:
            from cinetable.bench_table import readme_table
            print("\n" + readme_table(results))
    # quick figures are no baseline, nor a run without the frame figures
    if not args.quick and not args.compare and not args.engine_only:
        save_last(last_path, results)
    return 0
