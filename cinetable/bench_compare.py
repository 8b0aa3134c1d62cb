"""The bench's memory: each game's last results beside the saves (bench-last.json), and
every figure's change against them, so a slower engine shows in the next run."""
from __future__ import annotations

import json
from pathlib import Path

# (key in a game's entry, label, True when a higher figure is better)
FIGURES = (("actions_per_s", "applied actions/s", True),
           ("playouts_per_s", "random playouts/s", True),
           ("protocol_share", "protocol/lean loop", True),
           ("clones_per_s", "clone()/s", True),
           ("search_per_s", "hard-bot search/s", True),
           ("search_per_decision_01", "search per 0.1 s", True),
           ("save_ms", "save ms", False),
           ("load_ms", "load ms", False))
LAST_NAME = "bench-last.json"


def default_path() -> Path:
    from cinetable.persistence.paths import saves_dir
    return saves_dir() / LAST_NAME


def load_last(path: Path) -> dict:
    """{game id: entry} of the last run, {} when there is none or it cannot be read."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_last(path: Path, results: dict) -> None:
    """Keeps the other games' last results: a one-game run replaces only its own."""
    data = load_last(path)
    data.update(results)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
    tmp.replace(path)


def change(now: float, before: float) -> str:
    if not before:
        return "n/a"
    return f"{(now - before) / before * 100:+.1f} %"


def compare_lines(results: dict, last: dict) -> list[str]:
    """One line per game and figure: now, last, change (worse changes marked)."""
    lines = []
    for gid, entry in results.items():
        prev = last.get(gid)
        if not isinstance(prev, dict):
            lines.append(f"{gid}: no earlier results")
            continue
        lines.append(f"{gid} (against the last run):")
        for key, label, higher in FIGURES:
            if key not in entry or not isinstance(prev.get(key), (int, float)):
                continue
            now, before = entry[key], prev[key]
            worse = (now < before) if higher else (now > before)
            mark = "  worse" if worse and before and abs(now - before) / before > 0.05 else ""
            lines.append(f"  {label:<19}{now:>14,.1f}  last {before:>14,.1f}  "
                         f"{change(now, before):>9}{mark}")
    return lines
