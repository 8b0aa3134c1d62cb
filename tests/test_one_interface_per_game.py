"""Issue 30: a game is one thing. The shared code reads a game only through its declared
interface (GAME in cinetable.games.<id>, CLIENT in cinetable.client.<id>) and the
registry: no shared module names a game id, and no optional hook is looked up by name."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from cinetable.engine.registry import GAME_IDS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cinetable"


def shared_modules_naming(game_id: str, root: Path = PACKAGE) -> list[str]:
    """The modules outside the game's own packages (and the registry) that name it."""
    named = re.compile(rf"[\"']{game_id}[\"']|games\.{game_id}\b|client\.{game_id}\b")
    own = (f"games/{game_id}/", f"client/{game_id}/")
    out = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith(own) or rel.endswith("registry.py"):
            continue
        if named.search(path.read_text(encoding="utf-8")):
            out.append(rel)
    return out


def hooks_looked_up_by_name(root: Path = PACKAGE) -> list[str]:
    """getattr(module, ...) or getattr(self.module, ...): a hook found by its name."""
    pattern = re.compile(r"getattr\((self\.)?module\b")
    return [f"{p.relative_to(root).as_posix()}:{n}" for p in sorted(root.rglob("*.py"))
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_shared_module_names_a_game(game_id):
    assert shared_modules_naming(game_id) == []


def test_no_shared_module_looks_a_games_hook_up_by_name():
    assert hooks_looked_up_by_name() == []


def test_the_checks_see_a_shared_module_that_names_a_game(tmp_path):
    (tmp_path / "bots").mkdir()
    (tmp_path / "games" / "poker").mkdir(parents=True)
    (tmp_path / "bots" / "odd.py").write_text('NOISE = {"poker": 0.9}\nm = getattr(module, "x")\n')
    (tmp_path / "games" / "poker" / "own.py").write_text('ID = "poker"\n')
    assert shared_modules_naming("poker", tmp_path) == ["bots/odd.py"]
    assert hooks_looked_up_by_name(tmp_path) == ["bots/odd.py:2"]


def test_the_issues_own_grep_finds_nothing():
    script = ("for g in " + " ".join(GAME_IDS) + "; do grep -rlE \"[\\\"']$g[\\\"']|games\\.$g\\b|"
              "client\\.$g\\b\" cinetable --include='*.py' | grep -vE \"^cinetable/(games|client)/"
              "$g/|registry\\.py$\" | sed \"s/^/$g: /\"; done")
    done = subprocess.run(["bash", "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout == ""
