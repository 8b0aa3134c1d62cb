"""`cinetable sim --rate [--game G] [--games N]`: rate every bot level on one scale.

Each game seats a random mix of levels (drawn with a seeded rng, repeats allowed) at the
game's usual player count; openskill rates each finished table (cinetable.rating), the
levels' ratings are shifted so `normal` is 1500, the ladder is printed with its
intervals and, only when asked (`--write`, or `--out PATH`), written to
assets/ratings/<game>.toml, which the app ships and reads.
A tool on top of bots and games (the rules never import it). One process: reproducible
for a given seed when `hard` is bound by iterations (--hard-budget none).
"""
from __future__ import annotations

import random
from pathlib import Path

from cinetable.bots import make_bot
from cinetable.bots.base import play_out
from cinetable.engine import load_game
from cinetable.engine.registry import definition
from cinetable.rating import ANCHOR, MU0, SIGMA0, display, merge, rate_table, spread
from cinetable.sim_rate_sides import play_side_table, rate_sides, side_levels

RATED_LEVELS = ("random", "beginner", "easy", "normal", "hard")


def table_levels(rng: random.Random, players: int) -> list[str]:
    """A random mix of levels, at least two different ones (a table of one level
    tells nothing about the levels' order)."""
    while True:
        levels = [rng.choice(RATED_LEVELS) for _ in range(players)]
        if len(set(levels)) > 1:
            return levels


def play_table(game, game_id: str, levels, seed: int, k: int, budget, iterations) -> dict:
    chance = random.Random(f"cinetable-rate:{seed}:{k}:chance")
    seat_rngs = [random.Random(f"cinetable-rate:{seed}:{k}:seat{s}") for s in range(len(levels))]
    bots = [make_bot(lv, game_id, time_budget=budget, iterations=iterations) for lv in levels]
    state = play_out(game.new_initial_state(), bots, chance, seat_rngs)
    return {"levels": levels, "returns": list(state.returns()),
            "scores": [float(x) for x in state.scores()]}


def rate_levels(results) -> dict:
    """level -> (mu, sigma) after the tables in order, shifted so ANCHOR has mu MU0."""
    ratings = {}
    for r in results:
        table = [ratings.setdefault(lv, (MU0, SIGMA0)) for lv in r["levels"]]
        new = rate_table(table, r["returns"], r["scores"])
        for lv in set(r["levels"]):
            seats = [i for i, x in enumerate(r["levels"]) if x == lv]
            ratings[lv] = merge(ratings[lv], seats, new)
    return anchored(ratings)


def anchored(ratings: dict) -> dict:
    """The levels' ratings shifted so ANCHOR has mu MU0 (other entries, e.g. sides, dropped)."""
    shift = MU0 - ratings[ANCHOR][0] if ANCHOR in ratings else 0.0
    return {lv: (mu + shift, sigma) for lv, (mu, sigma) in ratings.items()
            if lv in RATED_LEVELS}


def ladder_text(game_id: str, players: int, games: int, ratings: dict) -> str:
    by_sides = definition(game_id).sides is not None
    kind = "side tables (one level per side)" if by_sides else "mixed tables"
    lines = [f"{game_id}: {games} {kind} of {players} players; rating ± 2 sigma",
             f"{'level':<9} {'rating':>6} {'interval':>13}"]
    for lv in sorted(ratings, key=lambda lv: -ratings[lv][0]):
        mu, sigma = ratings[lv]
        lines.append(f"{lv:<9} {display(mu):>6} {'± ' + str(spread(sigma)):>13}")
    return "\n".join(lines)


def write_ratings(path: Path, game_id: str, players: int, games: int, budget, iterations,
                  ratings: dict) -> None:
    import tomli_w
    data = {"game": game_id, "players": players, "games": games,
            "hard_budget": "none" if budget is None else budget,
            "levels": {lv: {"mu": round(mu, 4), "sigma": round(sigma, 4),
                            "rating": display(mu), "spread": spread(sigma)}
                       for lv, (mu, sigma) in sorted(ratings.items(), key=lambda x: x[1][0])}}
    if iterations:
        data["hard_iterations"] = iterations
    head = (f"# Bot level ratings of {game_id}, written by `cinetable sim --rate --game {game_id}"
            f" --games {games} --write`.\n# rating = 1500 + 48 * (mu - 25), normal = 1500;"
            " spread = "
            "2 sigma in the same points (cinetable/rating.py).\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(head + tomli_w.dumps(data), encoding="utf-8")


def run(game_id: str, games: int, *, players: int | None = None, seed: int = 1, budget=0.1,
        iterations=None, options=None, out: Path | None = None, progress=None) -> dict:
    players = players or definition(game_id).usual_players
    game = load_game(game_id, players, options or {})
    rng = random.Random(f"cinetable-rate:{seed}:levels")
    # a game whose seats win by sides: rated as teams, one level per side (sim_rate_sides)
    sides = definition(game_id).sides
    by_sides = sides is not None
    results = []
    for k in range(games):
        if by_sides:
            results.append(play_side_table(game, side_levels(rng, RATED_LEVELS), seed, k,
                                           budget, iterations))
        else:
            results.append(play_table(game, game_id, table_levels(rng, players), seed, k,
                                      budget, iterations))
        if progress is not None:
            progress(k + 1)
    ratings = anchored(rate_sides(results, sides.names)) if sides is not None \
        else rate_levels(results)
    print(ladder_text(game_id, players, games, ratings))
    if out is not None:
        write_ratings(Path(out), game_id, players, games, budget, iterations, ratings)
        print(f"written to {out}")
    return ratings
