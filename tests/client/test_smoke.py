"""`cinetable --smoke`: a bot-only game through the real title, table and results scenes."""
import pytest

from cinetable.client.smoke import run_smoke

pytestmark = pytest.mark.gui


def test_smoke_plays_a_game_to_the_results(app, capsys):
    assert run_smoke(app, seed=4) == 0
    assert app.scenes.top.name == "results"
    out = capsys.readouterr().out
    assert out.startswith("smoke ok: hollywood, 3 bots") and "seed 4" in out


def test_smoke_reports_a_failure_instead_of_raising(app, capsys, monkeypatch):
    def broken(*a, **k):
        raise RuntimeError("the table is broken")

    monkeypatch.setattr("cinetable.client.tables.open_table", broken)
    assert run_smoke(app, seed=4) == 1
    assert "smoke FAILED: RuntimeError: the table is broken" in capsys.readouterr().err


def test_smoke_gives_up_after_its_time_cap(app, capsys):
    assert run_smoke(app, seed=4, time_cap=0.0) == 1
    assert "no result after" in capsys.readouterr().err
