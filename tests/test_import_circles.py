"""No import circle anywhere in cinetable/: every module can be read, tested and changed
without the modules that use it. Imports are read from the source (ast), all of them:
inside functions and `if TYPE_CHECKING:` blocks too, relative ones resolved, and
`from pkg import sub` counts as importing the submodule."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "cinetable"


def modules(root: Path) -> dict[str, Path]:
    out = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, known: dict) -> set[str]:
    is_pkg = path.name == "__init__.py"
    named = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = name.split(".") if is_pkg else name.split(".")[:-1]
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                named.add(sub if sub in known else base)
    pkg = next(iter(known)).split(".")[0]
    found = set()
    for target in named:
        while target and target not in known:       # a name inside a module: the module
            target = target.rpartition(".")[0]
        if target and target != name and target.split(".")[0] == pkg:
            found.add(target)
    return found


def circles(root: Path) -> list[list[str]]:
    """The import circles (strongly connected groups of 2+ modules), by Tarjan."""
    known = modules(root)
    graph = {m: imports_of(m, p, known) for m, p in known.items()}
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return out


def test_no_import_circle_in_cinetable():
    found = circles(ROOT)
    assert not found, "import circles:\n" + "\n".join(" ↔ ".join(c) for c in found)


def test_the_walk_sees_imports_in_functions_type_checking_and_relative(tmp_path):
    """The checker itself finds a circle however it is spelled (else the test above
    would pass on a walk that misses imports)."""
    pkg = tmp_path / "demo"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from demo.sub import b\n")
    (pkg / "sub" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import c\n")
    (pkg / "sub" / "c.py").write_text("from ..a import f\n")
    (pkg / "d.py").write_text("import demo.a\n")            # uses the circle, not in it
    assert circles(pkg) == [["demo.a", "demo.sub.b", "demo.sub.c"]]
