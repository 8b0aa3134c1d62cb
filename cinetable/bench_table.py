"""The README's engine-speed table, written from a `cinetable bench` run (`--markdown`),
with the machine, the date and how busy the machine was, so the figures say where they
come from instead of being copied by hand."""
from __future__ import annotations

import datetime
import os
import platform


def machine() -> str:
    """'2-core Intel Xeon …, Python 3.11.7, Linux': what a reader compares figures by."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"{os.cpu_count() or 1}-core {model}, Python {platform.python_version()}, "
            f"{platform.system()}")


def load_average() -> str:
    try:
        return f"load average {os.getloadavg()[0]:.2f}"
    except (AttributeError, OSError):                      # not on every system
        return "load average unknown"


def readme_table(results: dict, when: datetime.date | None = None,
                 where: str | None = None) -> str:
    """Markdown: one row per game: usual players, applied actions/s, the protocol's share
    of a lean loop where the bench has one, the hard bot's search per 0.1 s decision."""
    from cinetable.engine.registry import definition, game_info
    when = when or datetime.date.today()
    lines = [f"Random playouts through the public protocol, one core (`cinetable bench "
             f"--markdown`, {where or machine()}, {when:%d %b %Y}, {load_average()}):",
             "",
             "| game (players) | actions/s | protocol / lean loop "
             "| hard bot's search per 0.1 s decision (median) |",
             "|---|---|---|---|"]
    for gid, e in results.items():
        share = f"{e['protocol_share']:.2f}" if e.get("protocol_share") else "–"
        search = (f"{e['search_per_decision_01']:,.0f} {e.get('search_unit', 'iterations')}"
                  if "search_per_decision_01" in e else "–")
        lines.append(f"| {game_info(gid).title} ({definition(gid).usual_players}) "
                     f"| {e['actions_per_s'] / 1000:,.0f}k | {share} | {search} |")
    return "\n".join(lines)
