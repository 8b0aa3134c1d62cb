"""Ratings (cinetable/rating.py): the player's rating replayed from the history, Auto's
pick, a damaged rating field in the history, and the beginner level."""
import json
import random

from cinetable import rating
from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.engine.registry import definition
from cinetable.persistence.history import load_history

BOTS = {lv: rating.LevelRating(lv, mu, 1.0)
        for lv, mu in (("beginner", 18.0), ("easy", 22.0), ("normal", 25.0), ("hard", 32.0))}


def entry(i, won, level="normal", assists=None, humans=1):
    seats = [{"name": f"H{h}", "kind": "human", "level": None, "score": 20 if won else 5,
              "won": won} for h in range(humans)]
    seats += [{"name": "Bot", "kind": "bot", "level": level, "score": 5 if won else 20,
               "won": not won}] * 3
    e = {"id": f"g{i}", "game": "hollywood", "players": len(seats), "options": {},
         "finished": f"2024-01-{i + 1:02d}T10:00:00+00:00", "actions": 10, "seats": seats}
    if assists is not None:
        e["assists"] = assists
    return e


def test_player_rating_replays_the_history_deterministically():
    history = [entry(0, True), entry(1, True, "hard"), entry(2, False, "easy"), entry(3, True)]
    a = rating.player_series(history, "hollywood", bots=BOTS)
    b = rating.player_series(list(reversed(history)), "hollywood", bots=BOTS)
    assert a == b and len(a) == 4                  # the order played, not the list's
    assert a[0].change > 0 and a[2].change < 0     # a win raises it, a loss lowers it
    beat_hard = rating.player_series([entry(0, True, "hard")], "hollywood", bots=BOTS)
    beat_easy = rating.player_series([entry(0, True, "easy")], "hollywood", bots=BOTS)
    assert beat_hard[0].change > beat_easy[0].change > 0   # a stronger table is worth more
    assert sum(p.change for p in a) == a[-1].rating - rating.display(rating.MU0)


def test_assisted_games_are_left_out_unless_asked():
    history = [entry(0, True), entry(1, True, assists={"undos": 2, "hints": 0})]
    assert [p.entry_id for p in rating.player_series(history, "hollywood", bots=BOTS)] == ["g0"]
    both = rating.player_series(history, "hollywood", include_assisted=True, bots=BOTS)
    assert [p.entry_id for p in both] == ["g0", "g1"]


def test_hotseat_humans_are_rated_together_and_bot_free_games_not_at_all():
    solo = rating.player_series([entry(0, True)], "hollywood", bots=BOTS)
    pair = rating.player_series([entry(0, True, humans=2)], "hollywood", bots=BOTS)
    assert len(pair) == 1 and pair[0].change > 0 and solo[0].change > 0
    humans_only = entry(1, True)
    humans_only["seats"] = [dict(s, kind="human", level=None) for s in humans_only["seats"]]
    assert rating.player_series([humans_only], "hollywood", bots=BOTS) == []


def test_a_damaged_rating_field_is_handled_as_history_damage(tmp_path):
    path = tmp_path / "history.json"
    bad = entry(0, True, assists={"undos": -1})
    path.write_text(json.dumps({"format_version": 1, "games": [entry(1, True), bad]}))
    history = load_history(path)
    assert history.entries == [] and history.aside and "damaged" in history.problem
    assert not path.exists() and (tmp_path / history.aside).exists()   # kept, not deleted


def test_auto_picks_the_level_nearest_the_players_rating():
    offered = ("beginner", "easy", "normal", "hard")
    assert rating.auto_level(25.0, BOTS, offered) == "normal"
    assert rating.auto_level(17.0, BOTS, offered) == "beginner"
    assert rating.auto_level(30.0, BOTS, offered) == "hard"
    assert rating.auto_level(20.0, BOTS, offered) == "beginner"     # a tie: the weaker
    assert rating.auto_level(25.0, {}, offered) is None


def one_easy_among_beginners(game_id: str, players: int, games: int):
    """Fixed-seed games, one easy bot among beginners (its seat rotating), every move
    checked legal: the levels' mean share of wins and mean score per seat."""
    wins = {"easy": 0.0, "beginner": 0.0}
    points = {"easy": 0.0, "beginner": 0.0}
    game = load_game(game_id, players, {})
    for g in range(games):
        rng = random.Random(g)
        levels = ["beginner"] * players
        levels[g % players] = "easy"
        bots = [make_bot(lv, game_id, seed=g * 10 + s) for s, lv in enumerate(levels)]
        state = game.new_initial_state()
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            action = choose_for_seat(state, p, bots[p])
            assert action in state.legal_actions()
            state.apply_action(action)
        for lv, r, x in zip(levels, state.returns(), state.scores()):
            wins[lv] += r
            points[lv] += x
    seats = {"easy": games, "beginner": games * (players - 1)}
    return ({lv: w / seats[lv] for lv, w in wins.items()},
            {lv: x / seats[lv] for lv, x in points.items()})


def test_beginner_plays_legal_moves_and_loses_to_easy():
    """40 four-player games with fixed seeds: one easy bot among three beginners."""
    wins, _points = one_easy_among_beginners("hollywood", 4, 40)
    assert wins["easy"] > 0.25 + 0.05               # above its fair share of 1 in 4
    assert wins["beginner"] < wins["easy"]


def test_cannes_beginner_plays_legal_moves_and_loses_clearly_to_easy():
    """80 five-player games with fixed seeds, one easy among four beginners: easy wins
    well over its fair share (20%) and its films score clearly more. The former beginner
    (85% random moves) lost only narrowly: 27.5% of wins here, films 13 points behind."""
    wins, points = one_easy_among_beginners("cannes", 5, 80)
    assert wins["easy"] > 0.20 + 0.10
    assert points["easy"] - points["beginner"] > 20


def test_sim_rate_writes_only_when_asked(tmp_path, monkeypatch, capsys):
    """A trial `sim --rate` leaves the shipped ratings alone; --out and --write write."""
    from cinetable import sim, sim_rate
    shipped = tmp_path / "shipped.toml"
    monkeypatch.setattr(rating, "ratings_path", lambda game_id: shipped)
    quick = ["--rate", "--game", "hollywood", "--games", "2", "--hard-budget", "none",
             "--hard-iterations", "5", "--quiet"]
    assert sim.main(quick) == 0
    assert not shipped.exists() and "written" not in capsys.readouterr().out
    out = tmp_path / "trial" / "hollywood.toml"
    assert sim.main(quick + ["--out", str(out)]) == 0
    assert not shipped.exists() and written(out)["games"] == 2
    assert sim.main(quick + ["--write"]) == 0
    assert set(written(shipped)["levels"]) <= set(sim_rate.RATED_LEVELS)


def written(path) -> dict:
    import tomli
    with open(path, "rb") as f:
        return tomli.load(f)


def test_a_negative_rating_is_written_with_a_minus_sign():
    assert rating.grouped(-1117, ",") == "\u22121,117"
    assert rating.grouped(1412, "\u202f") == "1\u202f412"


def test_1947_levels_are_rated_by_side_and_the_sides_own_chances_are_set_apart():
    from cinetable.sim_rate import anchored
    from cinetable.sim_rate_sides import rate_sides, side_levels
    rng = random.Random(3)
    results = []
    for _ in range(300):
        pat, com = side_levels(rng, ("easy", "normal", "hard"))
        strength = {"easy": 0, "normal": 1, "hard": 2}
        # the Communists' side is worth more than a level's step: a side advantage
        # that the side members must take, not the levels the Communists drew
        winner = "patriot" if strength[pat] > strength[com] + 1.5 else "communist"
        results.append({"levels": [pat, com], "winner": winner, "dealt": ["communist", "patriot"]})
    raw = rate_sides(results, definition("hollywood1947").sides.names)
    assert raw["side:communist"][0] > raw["side:patriot"][0]
    levels = anchored(raw)
    assert set(levels) == {"easy", "normal", "hard"}
    assert levels["normal"][0] == rating.MU0
    assert levels["easy"][0] < levels["normal"][0] < levels["hard"][0]


def test_a_1947_side_table_seats_one_level_per_side():
    from cinetable.sim_rate_sides import play_side_table
    game = load_game("hollywood1947", 6, {})
    r = play_side_table(game, ("random", "easy"), seed=1, k=0, budget=None, iterations=4)
    assert r["levels"] == ["random", "easy"]
    assert r["winner"] in ("patriot", "communist", "star", "")
    assert {"patriot", "communist"} <= set(r["dealt"])
