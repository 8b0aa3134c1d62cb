"""The film panel's figure is the jury's own scoring of what the viewer holds: a range
while other players' ratings are secret, and exactly the jury's total at the end."""
import random

import pytest

from cinetable.client.cannes.film_score import film_figure
from cinetable.engine import CHANCE, load_game, sample_chance


def random_game(players: int, seed: int, stop_at=None):
    """Random moves (with a bias to bid, so films get cards) until the end or `stop_at`
    actions; returns the state."""
    rng = random.Random(seed)
    state = load_game("cannes", players).new_initial_state()
    steps = 0
    while not state.is_terminal() and (stop_at is None or steps < stop_at):
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
        else:
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind == "bid"]
            state.apply_action(rng.choice(bids) if bids and rng.random() < 0.7
                               else rng.choice(legal))
        steps += 1
    return state


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4), (4, 5), (3, 6)])
def test_the_film_figure_is_the_jurys_score_at_the_end(players, seed):
    state = random_game(players, seed)
    jury = {f.seat: f for f in state.result().films}
    for seat in range(players):
        fig = film_figure(state.observation(seat), seat)
        assert fig.exact
        assert fig.low.total == fig.high.total == jury[seat].total
        assert fig.low.star_points == jury[seat].star_points
        assert fig.scene_points == jury[seat].scene_points


@pytest.mark.parametrize("seed", range(4))
def test_before_the_jury_the_range_holds_the_true_score(seed):
    state = random_game(4, 10 + seed, stop_at=200 + 80 * seed)
    assert not state.is_terminal()
    truth = state.provisional_result()
    for seat in range(4):
        fig = film_figure(state.observation(seat), seat)
        assert not fig.exact
        true = truth.films[seat]
        assert fig.low.star_points <= true.star_points <= fig.high.star_points
        assert fig.scene_points == true.scene_points


def test_the_results_carry_the_jurys_breakdown():
    from cinetable.client.cannes.results_extras import film_lines, star_why
    state = random_game(4, 8)
    res = state.result()
    t = lambda key, **kw: key + "|" + "|".join(f"{k}={v}" for k, v in sorted(kw.items()))  # noqa
    for f in res.films:
        lines = film_lines(t, res, state.ratings, f.seat)
        prizes = [x for style, x in lines if style == "prize"]
        assert ("cannes.jury.grand_prix|" in prizes) == (f.seat in res.winners)
        if not f.has_film:
            continue
        stars = [x for style, x in lines if x.startswith("cannes.results.star")]
        assert len(stars) == len(f.stars)
        assert sum(star_why(state.ratings, v)[0] for v in f.stars) == f.star_points
        assert any(f"points={f.scene_points}" in x for _s, x in lines)


def test_the_breakdowns_scene_counts_agree_with_their_numbers():
    """"1 exactes", "2 stand-in": each count of the scenes line takes its own plural."""
    from cinetable.client.cannes.results_extras import film_lines
    from cinetable.client.services import Translator
    seen = set()
    for seed in range(1, 12):
        state = random_game(5, seed)
        res = state.result()
        for lang, one, two in (("en", "1 stand-in,", "stand-ins"), ("fr", "1 exacte,", "exactes"),
                               ("it", "1 esatta,", "esatte")):
            t = Translator(lang)
            for f in res.films:
                if not f.has_film:
                    continue
                pts = [p for _c, p in f.matches]
                line = next(x for style, x in film_lines(t, res, state.ratings, f.seat)
                            if style == "body")
                counts = (pts.count(10) if lang == "en" else pts.count(20))
                if counts == 1:
                    assert one in line + ",", line
                    seen.add(lang)
                elif counts > 1:
                    assert two in line, line
    assert seen == {"en", "fr", "it"}
