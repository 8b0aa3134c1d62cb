"""`cinetable bench --profile`: top functions by own time in a game's random playouts."""
from __future__ import annotations

import json

from cinetable.bench_profile import format_profile, main, profile_game


def test_profile_lists_the_games_own_functions_by_own_time():
    p = profile_game("poker", 4, 0.2, 10)
    assert p["game"] == "poker" and p["players"] == 4 and p["actions_per_s"] > 0
    owns = [r["own_s"] for r in p["top"]]
    assert len(owns) == 10 and owns == sorted(owns, reverse=True)
    assert 0 < sum(r["share"] for r in p["top"]) <= 1.0001
    # the rules' own modules are named by their path inside the project
    assert any(r["function"].startswith("cinetable/games/poker/") for r in p["top"])
    text = format_profile(p)
    assert text.splitlines()[0].startswith("poker (4 players)")
    assert len(text.splitlines()) == 2 + 10


def test_profile_command_json_and_a_bad_game(capsys):
    assert main(["--profile", "--game", "cannes", "--seconds", "0.1", "--top", "3",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [x["game"] for x in out] == ["cannes"] and len(out[0]["top"]) == 3
    assert main(["--profile", "--game", "chess", "--seconds", "0.1"]) == 2
    assert "chess" in capsys.readouterr().err
