"""`cinetable sim` and `cinetable bench`: output shapes, arguments, reproducibility."""
from __future__ import annotations

import io
import json

import pytest

from cinetable import bench, sim
from cinetable.cli import main as cli_main


def run_json(capsys, argv):
    assert cli_main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_sim_json_shape_on_a_tiny_run(capsys):
    out = run_json(capsys, ["sim", "--game", "hollywood", "--players", "3", "--games", "6",
                            "--bots", "random,random,random", "--seed", "1", "--json"])
    assert set(out) == {"game", "players", "games", "bots"}
    assert (out["game"], out["players"], out["games"]) == ("hollywood", 3, 6)
    assert list(out["bots"]) == ["random"]
    r = out["bots"]["random"]
    assert set(r) == {"seats", "win_rate", "ci95", "mean_score"}
    assert r["seats"] == 3
    # every game's win shares add up to 1, so one level holding every seat gets exactly 1/3
    assert r["win_rate"] == pytest.approx(1 / 3, abs=1e-4)
    lo, hi = r["ci95"]
    assert 0 <= lo < r["win_rate"] < hi <= 1
    assert r["mean_score"] > 0


def test_sim_aggregates_levels_and_is_reproducible(capsys):
    argv = ["sim", "--games", "8", "--bots", "normal,random,random,random", "--seed", "3",
            "--json"]
    first = run_json(capsys, argv)
    assert first["players"] == 4
    assert first["bots"]["random"]["seats"] == 3 and first["bots"]["normal"]["seats"] == 1
    # win shares of all seats add up to the number of games
    total = sum(b["win_rate"] * b["seats"] * first["games"] for b in first["bots"].values())
    assert total == pytest.approx(8, abs=1e-3)
    assert run_json(capsys, argv) == first


def test_sim_rotates_seats():
    class Args:
        game, players, games, bots, seed, options = "hollywood", 4, 4, "hard,normal,normal,easy", 1, []
        hard_budget, hard_iterations, jobs = "0.5", None, 1
    setup = sim.Setup(Args)
    seats_of_hard = [setup.seat_levels(k).index("hard") for k in range(4)]
    assert sorted(seats_of_hard) == [0, 1, 2, 3]


def test_sim_options_reach_the_game(capsys):
    out = run_json(capsys, ["sim", "--games", "2", "--bots", "random,random,random,random",
                            "--options", "advanced_scoring=true", "--json"])
    assert out["games"] == 2


@pytest.mark.parametrize("argv", [
    ["--game", "nosuchgame"],
    ["--players", "5", "--bots", "random,random,random,random,random"],
    ["--players", "4", "--bots", "random,random,random"],     # 3 bots for 4 players
    ["--bots", "random,genius,random,random"],
    ["--games", "0"],
    ["--options", "no_such_option=true"],
    ["--options", "advanced_scoring"],
    ["--jobs", "3"],
    ["--hard-budget", "soon"],
    ["--frobnicate"],
])
def test_sim_bad_arguments_exit_2_with_one_line(capsys, argv):
    assert sim.main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("cinetable sim: error:") and "\n" not in err


def test_wilson_interval():
    lo, hi = sim.wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=1e-3) and hi == pytest.approx(0.596, abs=1e-3)
    lo, hi = sim.wilson(0, 10)
    assert lo == 0.0 and 0 < hi < 0.35


def test_bench_quick_json_shape(capsys):
    from cinetable.engine import game_infos
    out = run_json(capsys, ["bench", "--json", "--quick"])
    session = out.pop("session")                   # the memory of the games in turn
    assert list(out) == [i.id for i in game_infos(implemented_only=True)]     # every game
    assert list(session["per_game"]) == list(out) and session["games"] >= 2 * len(out)
    assert {"start", "warm", "end", "growth", "max"} <= set(session)
    for game_id, h in out.items():
        assert set(h) >= {"playouts_per_s", "actions_per_s", "clones_per_s", "bot_ms", "save_ms",
                          "load_ms", "record_bytes", "peak_rss_mb"}, game_id
        # the client's frame bench, registered in EXTRA_BENCHES, is merged in
        assert "frame_ms" in h and "first_frame_s" in h, game_id
        assert set(h["bot_ms"]) == {"normal", "hard"}
        for t in h["bot_ms"].values():
            assert set(t) == {"p50", "p95"} and 0 < t["p50"] <= t["p95"]
        assert h["playouts_per_s"] > 0 and h["actions_per_s"] > 10 * h["playouts_per_s"]
        assert h["clones_per_s"] > 0 and h["record_bytes"] > 100 and h["peak_rss_mb"] > 0
        # the hard bot's search at 0.1 s a decision, in the unit its search counts (a busy
        # machine may leave three quick decisions no time for one: zero, never missing)
        assert h["search_per_decision_01"] >= 0 and h["search_unit"] in ("iterations", "rollouts")


def test_bench_extra_hook_merges_and_skips(capsys, monkeypatch):
    monkeypatch.setattr(bench, "EXTRA_BENCHES", [])
    import sys
    import types
    fake = types.ModuleType("cinetable_fake_client_bench")
    fake.measure = lambda game_id, players, quick: {"frame_ms": 1.5}
    monkeypatch.setitem(sys.modules, "cinetable_fake_client_bench", fake)
    bench.register_extra_bench("cinetable_fake_client_bench:measure")
    bench.register_extra_bench("cinetable_module_that_does_not_exist:measure")
    assert bench.extra_benches("hollywood", 4, True) == {"frame_ms": 1.5}
    assert "skipped cinetable_module_that_does_not_exist" in capsys.readouterr().err


def test_bench_bad_game_exits_2(capsys):
    assert bench.main(["--game", "nosuchgame"]) == 2
    assert capsys.readouterr().err.startswith("cinetable bench: error:")


def test_sim_two_processes_give_the_same_result(capsys):
    argv = ["sim", "--games", "4", "--bots", "normal,random,random,random", "--json"]
    single = run_json(capsys, argv)
    assert run_json(capsys, argv + ["--jobs", "2"]) == single


def test_sim_refuses_a_game_that_is_not_playable(capsys, monkeypatch):
    import dataclasses

    from cinetable.engine import registry
    real = registry._info
    monkeypatch.setattr(registry, "_info", lambda game_id: dataclasses.replace(
        real(game_id), implemented=game_id == "hollywood"))
    assert sim.main(["--game", "poker"]) == 2
    assert "not playable yet" in capsys.readouterr().err


class Ticks:
    """A clock that moves `step` seconds each time it is read."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


class Terminal(io.StringIO):
    """A stderr that says it is a terminal, as a person's console does."""

    def isatty(self):
        return True


def test_sim_progress_line_shows_games_elapsed_and_time_left():
    out = Terminal()
    clock = iter([0.0, 1.0, 3.0, 3.2, 6.0, 1200.0])
    progress = sim.Progress(400, True, out, lambda: next(clock))
    progress.update(1)                       # 1 s in: too early to show anything
    assert out.getvalue() == ""
    progress.update(1)                       # 3 s for 1 game: 399 more take 19 min 57 s
    assert out.getvalue() == "\rsim [" + " " * 25 + "] 1/400 games (0%), 3 s elapsed, " \
                                                   "about 19 min 57 s left"
    progress.update(2)                       # 0.2 s later: not redrawn yet
    assert out.getvalue().count("\r") == 1
    progress.update(2)
    assert out.getvalue().endswith("2/400 games (0%), 6 s elapsed, about 19 min 54 s left")
    progress.update(400)                     # the end: drawn at once, no estimate, a newline
    last = out.getvalue().split("\r")[-1]
    # padded with spaces over the longer line before it, then a newline
    assert last.rstrip(" \n").endswith("] 400/400 games (100%), 20 min 00 s elapsed")
    assert last.endswith("\n") and "left" not in last


def test_sim_prints_its_progress_on_a_terminals_stderr_and_the_summary_on_stdout(monkeypatch,
                                                                                 capsys):
    monkeypatch.setattr(sim.time, "monotonic", Ticks(1.5))
    err = Terminal()
    monkeypatch.setattr(sim.sys, "stderr", err)
    argv = ["sim", "--players", "3", "--games", "3", "--bots", "random,random,random",
            "--json"]
    assert cli_main(argv) == 0
    assert "3/3 games (100%)" in err.getvalue() and "elapsed" in err.getvalue()
    assert json.loads(capsys.readouterr().out)["games"] == 3
    err.truncate(0)
    assert cli_main(argv + ["--quiet"]) == 0
    assert err.getvalue() == ""


def test_sim_output_to_a_script_does_not_follow_the_clock(capsys, monkeypatch):
    """stderr read by a script (not a terminal): a slow run prints what a fast one does."""
    argv = ["sim", "--players", "3", "--games", "3", "--bots", "random,random,random",
            "--seed", "4", "--json"]
    assert cli_main(argv) == 0
    fast = capsys.readouterr()
    monkeypatch.setattr(sim.time, "monotonic", Ticks(60.0))     # a minute a clock read
    assert cli_main(argv) == 0
    slow = capsys.readouterr()
    assert fast.err == slow.err == ""
    assert json.loads(fast.out)["games"] == json.loads(slow.out)["games"] == 3


def test_duration_is_short_and_readable():
    assert [sim.duration(s) for s in (0, 8.4, 65, 3599, 3725)] == \
        ["0 s", "8 s", "1 min 05 s", "59 min 59 s", "1 h 02 min"]


def test_bench_markdown_table_from_results():
    """The README's speed table comes from a run's figures, with where and when."""
    import datetime

    from cinetable.bench_table import readme_table
    results = {"hollywood": {"actions_per_s": 462_300.0, "protocol_share": 0.243,
                             "search_per_decision_01": 404.0, "search_unit": "iterations"},
               "cannes": {"actions_per_s": 251_000.0, "search_per_decision_01": 455.0,
                          "search_unit": "rollouts"}}
    text = readme_table(results, datetime.date(2026, 11, 28), "a test machine")
    lines = text.splitlines()
    assert "a test machine, 28 Nov 2026, load average" in lines[0]
    assert lines[4] == "| Hollywood! (4) | 462k | 0.24 | 404 iterations |"
    assert lines[5] == "| Festival de Cannes (5) | 251k | – | 455 rollouts |"


def test_bench_engine_only_leaves_out_frames_and_the_session(capsys):
    out = run_json(capsys, ["bench", "--json", "--quick", "--engine-only", "--game", "poker"])
    assert list(out) == ["poker"]                       # no "session" entry
    assert "frame_ms" not in out["poker"] and out["poker"]["actions_per_s"] > 0
