"""`cinetable bench` compares each figure with the last run's (fed numbers, no clock)."""
from __future__ import annotations

from cinetable.bench_compare import compare_lines, load_last, save_last


def test_each_figure_prints_its_change_against_the_last_run():
    lines = compare_lines({"cannes": {"actions_per_s": 275000.0, "save_ms": 2.0}},
                          {"cannes": {"actions_per_s": 250000.0, "save_ms": 4.0}})
    assert lines[0] == "cannes (against the last run):"
    actions = next(x for x in lines if "applied actions/s" in x)
    assert "275,000.0" in actions and "last      250,000.0" in actions
    assert actions.endswith("+10.0 %")
    save = next(x for x in lines if "save ms" in x)
    assert save.endswith("-50.0 %")              # faster saves: no "worse" mark


def test_a_slower_figure_is_marked_worse():
    lines = compare_lines({"poker": {"actions_per_s": 90.0, "load_ms": 3.0}},
                          {"poker": {"actions_per_s": 100.0, "load_ms": 2.0}})
    assert next(x for x in lines if "applied" in x).endswith("-10.0 %  worse")
    assert next(x for x in lines if "load ms" in x).endswith("+50.0 %  worse")


def test_a_game_without_earlier_results_says_so():
    assert compare_lines({"hollywood": {"actions_per_s": 1.0}}, {}) == [
        "hollywood: no earlier results"]


def test_the_last_results_keep_the_other_games(tmp_path):
    path = tmp_path / "bench-last.json"
    assert load_last(path) == {}
    save_last(path, {"poker": {"actions_per_s": 1.0}, "cannes": {"actions_per_s": 2.0}})
    save_last(path, {"cannes": {"actions_per_s": 3.0}})
    assert load_last(path) == {"poker": {"actions_per_s": 1.0},
                               "cannes": {"actions_per_s": 3.0}}
    path.write_text("not json")
    assert load_last(path) == {}
