"""The layers of DESIGN.md hold: the rules, bots, engine, saves and network code never
import pygame or the client, the rules never import the bots, and the engine and saves
import no game. Every import counts, inside functions and type-only ones included."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cinetable"
DISPLAY = ("pygame", "pygame_gui", "cinetable.client")
# package -> module prefixes it may never import
FORBIDDEN = {
    "engine": DISPLAY + ("cinetable.games", "cinetable.bots", "cinetable.persistence",
                         "cinetable.net"),
    "games": DISPLAY + ("cinetable.bots", "cinetable.persistence", "cinetable.net"),
    "bots": DISPLAY + ("cinetable.persistence", "cinetable.net"),
    "persistence": DISPLAY + ("cinetable.games", "cinetable.bots", "cinetable.net"),
    "net": DISPLAY,
}


def imported_names(path: Path) -> set[str]:
    """Every module a file imports, absolute, wherever the import statement stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            names.add(mod)
            names.update(f"{mod}.{a.name}" for a in node.names)
    return names


def violations(layer: str) -> list[str]:
    out = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for name in sorted(imported_names(path)):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer]):
                out.append(f"{path.relative_to(PACKAGE.parent)} imports {name}")
    return out


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_design_allows(layer):
    assert violations(layer) == []


def test_the_check_sees_an_import_inside_a_function(tmp_path, monkeypatch):
    fake = tmp_path / "cinetable" / "games" / "x"
    fake.mkdir(parents=True)
    (fake / "tool.py").write_text("def f():\n    from cinetable.bots import make_bot\n")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "cinetable")
    assert violations("games") == ["cinetable/games/x/tool.py imports cinetable.bots",
                                   "cinetable/games/x/tool.py imports cinetable.bots.make_bot"]
