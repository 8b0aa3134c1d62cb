"""Bot ratings of a game played by sides (Hollywood 1947): tables rated by sides, not by seats.

A seat's result in 1947 is its side's (Patriots or Communists; the Rising Star alone), so
rating each seat as a single player, as `sim_rate` does for the other games, drowns a level
in its side-mates' play: 200 mixed tables put the five levels within 190 points in no order.
Here a table draws one level for the whole Patriot side and another for the Communists
(the Rising Star plays `normal`, as in `sim --by-side`), and openskill rates two teams:
[the Patriots' level, "side:patriot"] against [the Communists' level, "side:communist"]
(and ["side:star"] when a star is dealt; the side names are the game's `sides`). The side members learn each side's own chances
(the Communists win about half the games at equal levels, the Patriots a quarter), so the
levels' ratings measure only what the level adds to its side. A tool on top of bots and
games, like sim_rate; the rules never import it.
"""
from __future__ import annotations

import random

from cinetable.rating import MU0, SIGMA0, model
from cinetable.sim_sides import play_by_side, sides_of


def side_levels(rng: random.Random, rated) -> tuple[str, str]:
    """(the first side's level, the second's: the Patriots', the Communists'), two
    different levels."""
    pat = rng.choice(rated)
    com = rng.choice([lv for lv in rated if lv != pat])
    return pat, com


def play_side_table(game, levels: tuple[str, str], seed: int, k: int, budget, iterations) -> dict:
    rng = random.Random(f"cinetable-rate-sides:{seed}:{k}")
    sides = sides_of(game.id)
    s = play_by_side(game.new_initial_state(), levels[0], levels[1], rng,
                     budget=budget, iterations=iterations)
    names = sides.names
    dealt = {names[x] for x in (sides.side_of(s, q) for q in range(game.num_players))
             if 0 <= x < len(names)}
    return {"levels": list(levels), "winner": sides.winner(s) or "", "dealt": sorted(dealt)}


def rate_sides(results, sides: tuple[str, ...]) -> dict:
    """level -> (mu, sigma) after the side tables in order (the side members included,
    under "side:<name>"; the caller shifts and drops them). `sides`: the game's side
    names, the two levelled sides first."""
    m = model()
    ratings: dict = {}
    for r in results:
        first, second = r["levels"]
        names = [[first, f"side:{sides[0]}"], [second, f"side:{sides[1]}"]]
        names += [[f"side:{other}"] for other in sides[2:] if other in r["dealt"]]
        teams = [[m.rating(*ratings.setdefault(n, (MU0, SIGMA0))) for n in team]
                 for team in names]
        playing = [team[-1].removeprefix("side:") for team in names]
        winner = playing.index(r["winner"]) if r["winner"] in playing else None
        ranks = [1] * len(names) if winner is None else \
            [1 if i == winner else 2 for i in range(len(names))]
        out = m.rate(teams, ranks=ranks)
        for team, rated in zip(names, out):
            for n, player in zip(team, rated):
                ratings[n] = (player.mu, player.sigma)
    return ratings
