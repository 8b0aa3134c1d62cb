"""The packaged build leaves out modules and pygame-gui fonts (build/pyinstaller.spec): the
app must never need them. Checked without building: the spec's lists are read as literals,
and the app runs its smoke game with those modules made unimportable while every file it
opens is recorded."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "pyinstaller.spec"


def _spec_list(name: str) -> list[str]:
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in {SPEC}")


EXCLUDED = _spec_list("EXCLUDED_MODULES")
DROPPED_FONTS = _spec_list("DROPPED_PYGAME_GUI_FONTS")


def _guarded(tree) -> set[int]:
    """The ids of imports inside `try: ... except ImportError` (the code handles the
    module's absence, as the packaged build's TLS does: a message, not a crash)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in ("ImportError", "ModuleNotFoundError")
                for h in node.handlers):
            out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def _imported_modules() -> set[str]:
    """Every absolute module name an `import` in the cinetable package names (lazy ones
    too), but those whose absence the code handles."""
    names = set()
    for path in (ROOT / "cinetable").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        guarded = _guarded(tree)
        for node in ast.walk(tree):
            if id(node) in guarded:
                continue
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


def test_no_module_the_app_imports_is_excluded():
    imported = _imported_modules()
    assert "pygame" in imported and "hashlib" in imported     # the scan sees real imports
    clashes = sorted(m for m in imported for ex in EXCLUDED
                     if m == ex or m.startswith(ex + "."))
    assert clashes == []


def test_the_serve_commands_tls_says_so_when_the_build_has_no_ssl(monkeypatch):
    from cinetable.net.serve_cli import tls_context
    monkeypatch.setitem(sys.modules, "ssl", None)          # as in the packaged build
    with pytest.raises(OSError, match="no TLS"):
        tls_context("cert.pem", None)


def test_dropped_fonts_are_pygame_gui_files():
    # a renamed font in a newer pygame-gui would silently come back into the build
    import pygame_gui
    data = Path(pygame_gui.__file__).parent / "data"
    assert DROPPED_FONTS and all((data / name).is_file() for name in DROPPED_FONTS)


_RUN_WITHOUT_EXCLUDED = r"""
import json, os, sys
excluded, languages, report = json.loads(sys.argv[1]), json.loads(sys.argv[2]), sys.argv[3]
for name in excluded:
    sys.modules[name] = None            # `import name` now raises ImportError, as when frozen
opened = []
sys.addaudithook(lambda event, args: opened.append(os.fsdecode(args[0]))
                 if event == "open" and isinstance(args[0], (str, bytes)) else None)
from cinetable.cli import main
rc = main(["--smoke"])
# a language switch handed to pygame-gui picks its default font for that locale
import pygame
from cinetable.client import services
pygame.init()
pygame.display.set_mode((320, 200))
manager = services.make_ui_manager((320, 200))
for language in languages:
    manager.set_locale(language)
pygame.quit()
with open(report, "w", encoding="utf-8") as f:
    json.dump({"rc": rc, "opened": opened}, f)
"""


@pytest.mark.gui
def test_app_runs_without_excluded_modules_and_opens_no_dropped_font(tmp_path):
    languages = sorted(p.name for p in (ROOT / "assets" / "locales").iterdir() if p.is_dir())
    report = tmp_path / "report.json"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", _RUN_WITHOUT_EXCLUDED, json.dumps(EXCLUDED),
         json.dumps(languages), str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke ok" in done.stdout
    result = json.loads(report.read_text(encoding="utf-8"))
    assert result["rc"] == 0
    gui_data = {Path(p).name for p in result["opened"]
                if Path(p).parent.parts[-2:] == ("pygame_gui", "data")}
    assert "NotoSans-Regular.ttf" in gui_data          # the recorder sees pygame-gui's fonts
    assert gui_data.isdisjoint(DROPPED_FONTS)


def _spec_calls(name: str) -> list[dict]:
    """The keyword arguments (as source text) of every call to `name` in the spec."""
    out = []
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == name:
            out.append({k.arg: ast.unparse(k.value) for k in node.keywords})
    return out


def test_the_app_is_windowed_with_its_icon_and_a_console_twin_for_the_tools():
    exes = {ast.literal_eval(kw["name"]): kw for kw in _spec_calls("EXE")}
    assert set(exes) == {"cinetable", "cinetable-cli"}
    assert exes["cinetable"]["console"] == "False"       # no terminal behind the game
    assert exes["cinetable-cli"]["console"] == "True"    # sim, bench, --smoke print
    assert all(kw.get("icon") == "ICON" for kw in exes.values())
    assert len(_spec_calls("BUNDLE")) == 1               # the macOS .app
    icons = ROOT / "assets" / "icons"
    assert (icons / "cinetable.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (icons / "cinetable.icns").read_bytes()[:4] == b"icns"
    assert (icons / "cinetable.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # the builds' smoke tests use the console program (the app has no stdout on Windows)
    for script in (ROOT / ".ci" / "run", ROOT / ".github" / "workflows" / "release.yml"):
        text = script.read_text(encoding="utf-8")
        assert "cinetable/cinetable-cli" in text and "cinetable/cinetable --smoke" not in text


def test_the_window_icon_is_the_shipped_painting(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from cinetable.client import app_icon
    pygame.display.init()
    try:
        pygame.display.set_mode((8, 8))
        shipped = app_icon.window_icon()
        assert shipped.get_size() == (256, 256)
        painted = app_icon.paint_icon(256)
        # the file is the painting (rerun build/make_icons.py after changing it); a few
        # units of slack for another pygame's smoothing
        for x in range(0, 256, 16):
            for y in range(0, 256, 16):
                a, b = shipped.get_at((x, y)), painted.get_at((x, y))
                assert max(abs(p - q) for p, q in zip(a, b)) <= 6, (x, y, a, b)
    finally:
        pygame.display.quit()
