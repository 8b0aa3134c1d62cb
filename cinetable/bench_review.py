"""`cinetable bench`: a game review's cost (bots/review.py): time per reviewed decision
(p50 / p95) and for a whole typical game, seat 1 taken as the human, at the game's own
review budget (iterations, so the same work on every machine). No pygame."""
from __future__ import annotations

import random
import time


def measure_review(game_id: str, players: int, quick: bool) -> dict:
    from cinetable.bench import full_game_record, percentile
    from cinetable.bots.review import ReviewJob, budget_for
    from cinetable.engine import load_game
    from cinetable.persistence.records import Seat
    rng = random.Random(f"cinetable-bench-review:{game_id}")
    record = full_game_record(load_game(game_id, players), players, rng)
    record.seats[0] = Seat("Human")
    record.seed = 1
    # --quick checks the bench works: a few decisions at a tenth of the budget
    job = ReviewJob(record, max(2, budget_for(game_id) // 10) if quick else None,
                    limit=4 if quick else None)
    times, last, mark = [], 0, time.perf_counter()
    start = mark
    while not job.step(0.005):
        if job.done_count != last:
            now = time.perf_counter()
            times.append((now - mark) / (job.done_count - last))
            last, mark = job.done_count, now
    if job.done_count != last:
        times.append((time.perf_counter() - mark) / (job.done_count - last))
    whole = time.perf_counter() - start
    times.sort()
    return {"review_decision_ms": {"p50": round(1000 * percentile(times, 0.5), 1) if times else 0.0,
                                   "p95": round(1000 * percentile(times, 0.95), 1) if times else 0.0},
            "review_game_s": round(whole, 2), "review_decisions": job.total,
            "review_budget": job.budget}
