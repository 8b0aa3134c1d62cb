"""`cinetable sim`: bot tournaments with seats rotated, win rates with 95% intervals.

    cinetable sim --game hollywood --players 4 --games 400 \
        --bots hard,normal,normal,normal --seed 1 [--json] [--options advanced_scoring=true]

Game k seats the bot list shifted by k (mod players), so every level plays every seat
equally often. Chance is drawn from a seeded rng per game and every seat has its own
seeded rng, so a run is reproducible (a `hard` bot with a time budget is not: its search
depth depends on the machine; give --hard-iterations with --hard-budget none for that).
Ties share the win (H7.4): a 2-way tie gives each 0.5.

With --jobs 2 the games are split between two child processes (`--slice i/n`), which
report each game as a line of JSON.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

from cinetable.bots import LEVELS, make_bot
from cinetable.bots.base import play_out
from cinetable.bots.levels import DEFAULT_TIME_BUDGET
from cinetable.engine import OptionError, load_game
from cinetable.engine.registry import GAME_IDS, definition, playable_game_info
from cinetable.intervals import wilson  # noqa: F401  (sim.wilson: the tournaments' interval)

MAX_JOBS = 2


class ArgError(Exception):
    """A bad command line: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise ArgError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="cinetable sim", description="Play bot tournaments and report win rates.")
    p.add_argument("--game", default=GAME_IDS[0])
    p.add_argument("--players", type=int, default=None, help="default: the game's maximum")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--bots", default=None,
                   help="comma-separated levels, one per seat (default: all normal); "
                        f"levels: {', '.join(LEVELS)}")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--options", action="append", default=[],
                   help="game options, name=value[,name=value] (true/false/numbers)")
    p.add_argument("--hard-budget", default=str(DEFAULT_TIME_BUDGET),
                   help="seconds per hard decision, or 'none' to be bound by iterations only")
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="iteration cap per hard decision")
    p.add_argument("--jobs", type=int, default=1, help=f"processes (at most {MAX_JOBS})")
    p.add_argument("--quiet", action="store_true",
                   help="no progress line (games done, elapsed, time left) on a terminal's stderr")
    p.add_argument("--by-side", default=None, metavar="FIRST,SECOND",
                   help="a game played by sides only (e.g. Hollywood 1947: Patriots, "
                        "Communists): levels per side once the sides are dealt; reports each "
                        "side's win rate (the other sides, the Rising Star, play normal)")
    p.add_argument("--rate", action="store_true",
                   help="rate every level from mixed tables at the game's usual player count "
                        "and print the ladder (sim_rate.py)")
    p.add_argument("--ladder", action="store_true",
                   help="the ladder's steps head to head (one higher level among the lower) "
                        "at the game's usual player count, against the goal (sim_ladder.py)")
    p.add_argument("--write", action="store_true",
                   help="with --rate: write the ladder to the shipped assets/ratings/<game>.toml")
    p.add_argument("--out", default=None, metavar="PATH",
                   help="with --rate: write the ladder to PATH instead")
    p.add_argument("--slice", default=None, help=argparse.SUPPRESS)  # i/n: child process
    return p


def parse_value(text: str):
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(low)
    except ValueError:
        pass
    try:
        return float(low)
    except ValueError:
        return text.strip()


def parse_options(items) -> dict:
    out = {}
    for item in items:
        for part in item.split(","):
            if not part.strip():
                continue
            if "=" not in part:
                raise ArgError(f"option '{part}' must be written name=value")
            name, value = part.split("=", 1)
            out[name.strip()] = parse_value(value)
    return out


class Setup:
    """Checked arguments of a run."""

    def __init__(self, args):
        try:
            info = playable_game_info(args.game)
        except OptionError as e:
            raise ArgError(str(e)) from None
        self.game_id = args.game
        self.players = args.players if args.players is not None else info.max_players
        self.options = parse_options(args.options)
        try:
            self.game = load_game(self.game_id, self.players, self.options)
        except OptionError as e:
            raise ArgError(str(e)) from None
        bots = (args.bots or ",".join(["normal"] * self.players)).split(",")
        self.levels = [b.strip() for b in bots]
        for lv in self.levels:
            if lv not in LEVELS:
                raise ArgError(f"unknown bot level '{lv}' (levels: {', '.join(LEVELS)})")
        if len(self.levels) != self.players:
            raise ArgError(f"--bots names {len(self.levels)} bots for {self.players} players")
        if args.games < 1:
            raise ArgError("--games must be at least 1")
        self.games = args.games
        self.seed = args.seed
        budget = str(args.hard_budget).strip().lower()
        if budget in ("none", "0", ""):
            self.hard_budget = None
        else:
            try:
                self.hard_budget = float(budget)
            except ValueError:
                raise ArgError(f"--hard-budget must be seconds or 'none', not {args.hard_budget!r}") from None
        self.hard_iterations = args.hard_iterations
        if self.hard_budget is None and not self.hard_iterations and "hard" in self.levels:
            raise ArgError("--hard-budget none needs --hard-iterations")
        if not 1 <= args.jobs <= MAX_JOBS:
            raise ArgError(f"--jobs must be 1..{MAX_JOBS}")
        self.jobs = args.jobs

    def seat_levels(self, k: int) -> list[str]:
        """Game k: the bot list shifted by k (seat s plays bot (s - k) mod players)."""
        n = self.players
        return [self.levels[(s - k) % n] for s in range(n)]

    def make_bots(self, seat_levels):
        return [make_bot(lv, self.game_id, time_budget=self.hard_budget,
                         iterations=self.hard_iterations) for lv in seat_levels]


def play_game(game, bots, chance_rng: random.Random, seat_rngs):
    """Play one game to the end; returns the final state."""
    return play_out(game.new_initial_state(), bots, chance_rng, seat_rngs)


def run_one(setup: Setup, k: int) -> dict:
    levels = setup.seat_levels(k)
    chance_rng = random.Random(f"cinetable-sim:{setup.seed}:{k}:chance")
    seat_rngs = [random.Random(f"cinetable-sim:{setup.seed}:{k}:seat{s}")
                 for s in range(setup.players)]
    state = play_game(setup.game, setup.make_bots(levels), chance_rng, seat_rngs)
    return {"k": k, "levels": levels, "returns": state.returns(),
            "scores": [float(x) for x in state.scores()]}


class Tally:
    def __init__(self, levels):
        order = list(dict.fromkeys(levels))
        self.seats = {lv: levels.count(lv) for lv in order}
        self.wins = {lv: 0.0 for lv in order}
        self.points = {lv: 0.0 for lv in order}
        self.games = 0

    def add(self, result: dict) -> None:
        self.games += 1
        for lv, r, sc in zip(result["levels"], result["returns"], result["scores"]):
            self.wins[lv] += r
            self.points[lv] += sc

    def summary(self, setup: Setup) -> dict:
        bots = {}
        for lv, seats in self.seats.items():
            n = self.games * seats
            lo, hi = wilson(self.wins[lv], n)
            bots[lv] = {"seats": seats, "win_rate": round(self.wins[lv] / n, 4),
                        "ci95": [round(lo, 4), round(hi, 4)],
                        "mean_score": round(self.points[lv] / n, 3)}
        return {"game": setup.game_id, "players": setup.players, "games": self.games,
                "bots": bots}


class Progress:
    """One line on stderr that shows a long run is alive: games done, time elapsed and an
    estimate of the time left (from the mean time per game so far), redrawn as games end
    (at most twice a second). Runs shorter than two seconds show nothing. Drawn only on a
    terminal: a script reading stderr gets the same output however fast the machine is."""

    def __init__(self, total: int, enabled: bool, stream=None, clock=None):
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled and _is_terminal(self.stream)
        self.clock = clock or time.monotonic
        self.start = self.clock()
        self.last_drawn: float | None = None
        self.width = 0

    def line(self, done: int, elapsed: float) -> str:
        pct = done * 100 // self.total
        bar = "#" * (pct // 4)
        text = (f"sim [{bar:<25}] {done}/{self.total} games ({pct}%), "
                f"{duration(elapsed)} elapsed")
        if 0 < done < self.total:
            text += f", about {duration(elapsed / done * (self.total - done))} left"
        return text

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = self.clock()
        elapsed = now - self.start
        if self.last_drawn is None and elapsed < 2.0:
            return
        if done < self.total and self.last_drawn is not None and now - self.last_drawn < 0.5:
            return
        self.last_drawn = now
        text = self.line(done, elapsed)
        pad = " " * max(0, self.width - len(text))       # wipe a longer previous line
        self.width = len(text)
        self.stream.write(f"\r{text}{pad}" + ("\n" if done == self.total else ""))
        self.stream.flush()


def _is_terminal(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):      # no isatty, or a closed stream
        return False


def duration(seconds: float) -> str:
    """A short human duration: 8 s, 3 min 05 s, 1 h 02 min."""
    seconds = max(0, int(round(seconds)))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def child_argv(argv, i: int, jobs: int) -> list[str]:
    cleaned, skip = [], False
    for a in argv:
        if skip:
            skip = False
            continue
        if a == "--jobs":
            skip = True
            continue
        if a.startswith("--jobs="):
            continue
        cleaned.append(a)
    return [sys.executable, "-m", "cinetable", "sim", *cleaned, "--slice", f"{i}/{jobs}", "--quiet"]


def run_parallel(setup: Setup, argv, tally: Tally, progress: Progress) -> None:
    procs = [subprocess.Popen(child_argv(argv, i, setup.jobs), stdout=subprocess.PIPE, text=True)
             for i in range(setup.jobs)]
    import selectors
    sel = selectors.DefaultSelector()
    for p in procs:
        sel.register(p.stdout, selectors.EVENT_READ, p)
    open_streams = len(procs)
    while open_streams:
        for key, _ in sel.select():
            line = key.fileobj.readline()
            if not line:
                sel.unregister(key.fileobj)
                open_streams -= 1
                continue
            tally.add(json.loads(line))
            progress.update(tally.games)
    for p in procs:
        if p.wait() != 0:
            raise RuntimeError(f"a sim worker failed with exit code {p.returncode}")


def format_table(s: dict) -> str:
    lines = [f"{s['game']}: {s['games']} games, {s['players']} players, seats rotated",
             f"{'bot':<8} {'seats':>5} {'win rate':>9} {'95% CI':>17} {'mean score':>11}"]
    for lv, b in s["bots"].items():
        lo, hi = b["ci95"]
        lines.append(f"{lv:<8} {b['seats']:>5} {b['win_rate']:>9.3f} "
                     f"{'[' + format(lo, '.3f') + ', ' + format(hi, '.3f') + ']':>17} "
                     f"{b['mean_score']:>11.2f}")
    return "\n".join(lines)


def run_by_side(args, setup: Setup) -> int:
    """A side tournament (sim_sides) of a game played by sides: one level per side, not
    per seat."""
    from cinetable.sim_sides import by_side_games
    from cinetable.sim_sides import run as run_sides
    levels = args.by_side.split(",")
    sides = definition(setup.game_id).sides
    if sides is None or len(levels) != 2 or not set(levels) <= set(LEVELS):
        print("cinetable sim: error: --by-side takes two levels (one per side) "
              f"of {', '.join(LEVELS)}, with --game {' or '.join(by_side_games())}",
              file=sys.stderr)
        return 2
    first, second = sides.names[:2]
    progress = Progress(setup.games, not args.quiet)
    shares = run_sides(setup.game_id, setup.players, setup.games, levels[0], levels[1],
                       seed=args.seed,
                       budget=setup.hard_budget, iterations=setup.hard_iterations,
                       options=setup.options, progress=lambda k, _w: progress.update(k))
    if args.json:
        print(json.dumps({"game": setup.game_id, "players": setup.players,
                          "games": setup.games, f"{first}_level": levels[0],
                          f"{second}_level": levels[1], "shares": shares}))
        return 0
    titles = sides.titles
    others = "".join(f", {title} normal" for title in titles[2:])
    print(f"{setup.game_id}: {setup.games} games, {setup.players} players, {titles[0]} "
          f"{levels[0]}, {titles[1]} {levels[1]}{others}")
    print(f"{'side':<10} {'win rate':>9} {'95% CI':>17}")
    for side, share in shares.items():
        lo, hi = wilson(share * setup.games, setup.games)
        ci = f"[{lo:.3f}, {hi:.3f}]"
        print(f"{side:<10} {share:>9.3f} {ci:>17}")
    return 0


def run_ladder(args, setup: Setup) -> int:
    from cinetable.sim_ladder import STEPS, report, run
    game = definition(setup.game_id)
    players = args.players or game.usual_players
    per_step = 3 if game.sides is not None else 1       # by sides: both lower, then each
    progress = Progress(setup.games * len(STEPS) * per_step, not args.quiet)
    done = [0]

    def tick():
        done[0] += 1
        progress.update(done[0])
    steps = run(setup.game_id, setup.games, players=players, seed=args.seed,
                budget=setup.hard_budget, iterations=setup.hard_iterations,
                options=setup.options, progress=tick)
    print(json.dumps(steps) if args.json else report(setup.game_id, players,
                                                     setup.hard_budget, steps))
    return 0


def rate_out(args, game_id: str):
    """Where --rate writes its ladder: nowhere unless asked, so a small trial run never
    overwrites the shipped file."""
    if args.out:
        return Path(args.out)
    if args.write:
        from cinetable.rating import ratings_path
        return Path(ratings_path(game_id))
    return None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
        setup = Setup(args)
        if args.slice:
            try:
                i, n = (int(x) for x in args.slice.split("/"))
            except ValueError:
                raise ArgError("--slice must be i/n") from None
    except SystemExit as e:          # --help
        return int(e.code or 0)
    except ArgError as e:
        print(f"cinetable sim: error: {e}", file=sys.stderr)
        return 2
    if args.by_side:
        return run_by_side(args, setup)
    if args.ladder:
        return run_ladder(args, setup)
    if args.rate:
        from cinetable.sim_rate import run as run_rate
        progress = Progress(setup.games, not args.quiet)
        run_rate(setup.game_id, setup.games, seed=args.seed, budget=setup.hard_budget,
                 iterations=setup.hard_iterations, options=setup.options,
                 players=args.players or definition(setup.game_id).usual_players,
                 progress=progress.update,
                 out=rate_out(args, setup.game_id))
        return 0
    if args.slice:
        for k in range(i, setup.games, n):
            print(json.dumps(run_one(setup, k)), flush=True)
        return 0
    tally = Tally(setup.levels)
    progress = Progress(setup.games, not args.quiet)
    if setup.jobs > 1:
        run_parallel(setup, argv, tally, progress)
    else:
        for k in range(setup.games):
            tally.add(run_one(setup, k))
            progress.update(k + 1)
    s = tally.summary(setup)
    print(json.dumps(s) if args.json else format_table(s))
    return 0
