"""The fifth game needed no shared module to name it: nothing in cinetable/ (code or
anything else) nor in the app's assets/ says "screen_test"; all of it lives here."""
from __future__ import annotations

import subprocess
from pathlib import Path

import screen_test

ROOT = Path(__file__).resolve().parents[2]


def test_no_file_of_the_app_names_the_fifth_game():
    found = subprocess.run(["grep", "-rIl", screen_test.GAME_ID, "cinetable", "assets"],
                           cwd=ROOT, capture_output=True, text=True)
    assert found.returncode == 1 and found.stdout == ""      # grep: no line matched


def test_the_fifth_game_is_one_folder_of_the_tests():
    files = sorted(p.relative_to(ROOT).as_posix()
                   for p in Path(screen_test.__file__).parent.rglob("*") if p.is_file()
                   and "__pycache__" not in p.parts)
    assert all(f.startswith("tests/fifth_game/screen_test/") for f in files)
    assert {"tests/fifth_game/screen_test/rules/declare.py",
            "tests/fifth_game/screen_test/client/declare.py",
            "tests/fifth_game/screen_test/assets/locales/en/screen_test.toml"} <= set(files)
