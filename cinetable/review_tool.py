"""`cinetable review SAVE.json [--budget N] [--json] [--store]`: a game's review in text.

The same review as the app's Review scene (bots/review.py): each human decision searched
from that seat's view, the costly moves marked, an accuracy per human seat. A review the
save already holds for the same budget is printed at once (and finished if the game went
on since); `--store` writes the review into the save as it is then (a game played on
meanwhile keeps its moves: persistence.saves.store_review). Progress goes to stderr.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

# The clock the progress line's estimate reads (a test may slow it down).
clock = time.perf_counter


def _pct(x: float) -> str:
    return f"{x * 100:.0f} %"


def describe(record, review) -> list[str]:
    """The review as lines of English text."""
    lines = [f"{record.game}, {record.players} players, {len(record.actions)} actions, "
             f"budget {review.budget} per decision, reviewed up to action {review.upto}"]
    for seat, s in enumerate(record.seats):
        acc = review.accuracy(seat)
        if s.kind == "human" and acc is not None:
            n = sum(m.seat == seat for m in review.moves)
            lines.append(f"  {s.name}: accuracy {_pct(acc)} over {n} decisions")
    for m in review.marked():
        lines.append(f"  action {m.index + 1:>4} {record.seats[m.seat].name}: {m.mark}: "
                     f"played {m.played} ({_pct(m.played_chance)}) · "
                     f"best {m.best} ({_pct(m.best_chance)})")
    if not review.marked():
        lines.append("  no move marked")
    return lines


def as_json(record, review) -> dict:
    return {"game": record.game, "players": record.players, **review.to_dict(),
            "accuracy": {str(i): review.accuracy(i) for i, s in enumerate(record.seats)
                         if s.kind == "human" and review.accuracy(i) is not None}}


def main(argv: list[str] | None = None) -> int:
    from cinetable.bots.review import MAX_BUDGET, Review, budget_for, review_record
    from cinetable.persistence.atomic import SaveError
    from cinetable.persistence.saves import load_record, store_review
    parser = argparse.ArgumentParser(prog="cinetable review",
                                     description="Review a saved game: where it was won and lost.")
    parser.add_argument("save", help="a save file (an autosave or a named slot)")
    parser.add_argument("--budget", type=int, default=None,
                        help="search iterations per decision (default: the game's own)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--store", action="store_true", help="write the review into the save")
    args = parser.parse_args(argv)
    if args.budget is not None and not 1 <= args.budget <= MAX_BUDGET:
        parser.error(f"--budget must be 1 to {MAX_BUDGET}")
    try:
        record = load_record(args.save)
    except SaveError as e:
        print(f"cinetable review: {e}", file=sys.stderr)
        return 2
    budget = args.budget or budget_for(record.game)
    earlier = Review.from_dict(record.review) if record.review else None
    start = clock()
    printed = False   # the closing newline follows what was printed, never the clock

    def progress(done: int, total: int) -> None:
        nonlocal printed
        if not total:
            return
        printed = True
        spent = clock() - start
        left = spent / done * (total - done) if done else 0.0
        print(f"\rreviewing: {done}/{total} decisions, about {left:.0f} s left ",
              end="", file=sys.stderr, flush=True)

    review = review_record(record, budget, earlier, on_progress=progress)
    if printed:
        print(file=sys.stderr)
    if args.store:
        record.review = review.to_dict()
        try:               # into the save as it is now: a game played on keeps its moves
            if not store_review(args.save, record, record.review):
                print("cinetable review: the review was not stored: the save no longer "
                      "holds the moves reviewed (taken back since)", file=sys.stderr)
                return 1
            from cinetable.persistence.history import set_accuracy
            set_accuracy(record.id, review.human_accuracies(record))   # the statistics'
        except (SaveError, OSError) as e:
            print(f"cinetable review: could not store the review: {e}", file=sys.stderr)
            return 1
    if args.json:
        print(json.dumps(as_json(record, review), indent=1))
    else:
        print("\n".join(describe(record, review)))
    return 0
