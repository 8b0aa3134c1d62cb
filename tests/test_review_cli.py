"""`cinetable review SAVE.json` (issue 21): the review printed, progress on stderr,
`--store` keeps it in the save so that a second run prints it at once."""
import itertools
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bots"))
from review_scripts import play_out_record  # noqa: E402


def test_W21_cli_prints_the_review_and_stores_it(tmp_path, capsys):
    from cinetable.cli import main
    from cinetable.persistence.saves import load_record, save_record
    path = save_record(play_out_record("hollywood1947", 4, 3), tmp_path / "g.json")
    assert main(["review", str(path), "--budget", "2", "--json", "--store"]) == 0
    out, err = capsys.readouterr()
    printed = json.loads(out)
    assert printed["budget"] == 2 and printed["moves"] and "0" in printed["accuracy"]
    assert "decisions" in err
    assert load_record(path).review["moves"] == printed["moves"]
    assert main(["review", str(path), "--budget", "2"]) == 0
    out, err = capsys.readouterr()
    assert "accuracy" in out and err == ""        # stored: nothing computed again


def test_W21_cli_output_does_not_follow_the_clock(tmp_path, capsys, monkeypatch):
    """A slow machine (every clock read a second later) prints exactly what a fast one does:
    with the review stored, nothing goes to stderr, however long loading took."""
    from cinetable import review_tool
    from cinetable.cli import main
    from cinetable.persistence.saves import save_record
    path = save_record(play_out_record("hollywood1947", 4, 3), tmp_path / "g.json")
    assert main(["review", str(path), "--budget", "2", "--store"]) == 0
    capsys.readouterr()
    ticks = itertools.count()
    monkeypatch.setattr(review_tool, "clock", lambda: float(next(ticks)))
    assert main(["review", str(path), "--budget", "2"]) == 0
    out, err = capsys.readouterr()
    assert "accuracy" in out and err == ""
