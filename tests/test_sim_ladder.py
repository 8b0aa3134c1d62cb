"""`cinetable sim --ladder`: the ladder steps' report (the measurement itself is a
benchmark; here only small seeded runs check it counts and judges right)."""
from cinetable import sim
from cinetable.engine import load_game
from cinetable.sim_ladder import report, run, seat_step


def test_a_step_counts_the_higher_seat_and_judges_it_against_fair_share_plus_ten():
    game = load_game("poker", 3, {})
    s = seat_step(game, "poker", 3, "random", "normal", 6, seed=1, budget=None, iterations=4)
    assert s["games"] == 6 and s["fair"] == 1 / 3
    assert abs(s["goal"] - (1 / 3 + 0.10)) < 1e-9
    assert 0.0 <= s["ci95"][0] <= s["rate"] <= s["ci95"][1] <= 1.0
    assert s["met"] == (s["rate"] >= s["goal"])


def test_the_report_says_which_steps_fall_short():
    steps = [{"step": "beginner -> easy", "games": 100, "rate": 0.27, "ci95": [0.19, 0.36],
              "fair": 0.2, "goal": 0.3, "met": False},
             {"step": "easy -> normal", "games": 100, "rate": 0.45, "ci95": [0.36, 0.55],
              "fair": 0.2, "goal": 0.3, "met": True}]
    text = report("cannes", 5, 0.1, steps).splitlines()
    assert "SHORT" in text[1] and "interval above" not in text[1]
    assert "met (interval above the goal)" in text[2]


def test_sim_ladder_runs_every_step_from_the_command_line(capsys):
    assert sim.main(["--game", "hollywood", "--ladder", "--games", "1", "--hard-budget", "none",
                     "--hard-iterations", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "hollywood: ladder steps at 4 players" in out
    for step in ("beginner -> easy", "easy -> normal", "normal -> hard"):
        assert step in out


def test_1947_steps_are_measured_by_side():
    steps = run("hollywood1947", 1, players=6, budget=None, iterations=4)
    assert [s["step"] for s in steps] == ["beginner -> easy", "easy -> normal", "normal -> hard"]
    for s in steps:
        assert set(s["sides"]) == {"patriot", "communist"}
        for r in s["sides"].values():
            assert abs(r["gain"] - (r["rate"] - r["base"])) < 1e-9
