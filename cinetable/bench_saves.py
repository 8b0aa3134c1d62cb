"""`cinetable bench`: listing a saves folder of 300 saves of one game, as Load game and
Continue do on the title's first frames (goal ≤ 0.3 s; it took 2.3 s when every save was
replayed). No pygame: the list reads each save's stored summary."""
from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

SAVES = 300


def measure_save_list(game_id: str, players: int, quick: bool) -> dict:
    from cinetable.bench import full_game_record
    from cinetable.engine import load_game
    from cinetable.persistence.records import new_id
    from cinetable.persistence.saves import latest_save, list_saves, save_record
    rng = random.Random(f"cinetable-bench-saves:{game_id}")
    record = full_game_record(load_game(game_id, players), players, rng)
    # games at every stage: prefixes of one real game, each with its own summary
    count = 30 if quick else SAVES              # --quick: checks the bench works
    cut = [len(record.actions) * (i % 10 + 1) // 10 for i in range(count)]
    with tempfile.TemporaryDirectory(prefix="cinetable-bench-saves-") as tmp:
        from cinetable.persistence.records import replay, summarize
        summaries = {k: summarize(replay(record, k)) for k in set(cut)}
        for k in cut:
            save_record(record.copy(id=new_id(), actions=record.actions[:k],
                                    summary=summaries[k]), Path(tmp) / f"autosave-{new_id()}.json")
        best_list = best_latest = float("inf")
        for _ in range(1 if quick else 3):      # best of three: the neighbours, not the code
            t = time.perf_counter()
            entries = list_saves(tmp)
            best_list = min(best_list, time.perf_counter() - t)
            t = time.perf_counter()
            latest_save(tmp)
            best_latest = min(best_latest, time.perf_counter() - t)
        assert len(entries) == count and all(e.ok for e in entries)
    return {"saves_listed": count, "save_list_s": round(best_list, 3),
            "continue_lookup_s": round(best_latest, 3)}
