"""Game reviews computed in the background while the player uses the menus.

A review (bots/review.py) searches every human decision: tens of seconds for a long game.
It runs in a worker thread (the engine is pure Python and never touches pygame), one run
per game kept on the app, so leaving the Review scene does not stop it and coming back
shows its progress. Cancel stops it between two decisions. Once finished, the review is
put in the record and stored into its save file (persistence.saves.store_review: the
file as it is then, never the record read earlier), so reopening is instant.
"""
from __future__ import annotations

import logging
import threading
import time

log = logging.getLogger(__name__)

STEP_S = 0.02                # work between two looks at the cancel flag
PAUSE_S = 0.002              # then let the window's thread in (the GIL)


class ReviewRun:
    def __init__(self, record, path=None, budget: int | None = None, earlier=None,
                 seats=None):
        from cinetable.bots.review import Review, ReviewJob
        self.record = record
        self.path = path
        if record.review:
            earlier = Review.from_dict(record.review)
        self.job = ReviewJob(record, budget, earlier, seats=seats)
        self.cancelled = False
        self.error = ""
        self._thread = threading.Thread(target=self._run, name="cinetable-review", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            while not self.cancelled and not self.job.step(STEP_S):
                time.sleep(PAUSE_S)
        except Exception as e:       # a bug must not kill the app: the scene says so
            log.exception("the review failed")
            self.error = str(e) or type(e).__name__
            return
        if self.job.done:
            self._store()

    def _store(self) -> None:
        self.record.review = self.job.review.to_dict()
        from cinetable.persistence.atomic import SaveError
        from cinetable.persistence.history import set_accuracy
        try:           # a finished game's entry in the statistics gets its accuracy
            set_accuracy(self.record.id, self.job.review.human_accuracies(self.record))
        except (SaveError, OSError) as e:
            log.warning("could not record the accuracy: %s", e)
        if self.path is None:
            return
        from cinetable.persistence.saves import store_review
        try:           # into the file as it is now: it may have been played on since
            if not store_review(self.path, self.record, self.record.review):
                log.warning("the review was not stored: %s no longer holds its moves",
                            self.path)
        except (SaveError, OSError) as e:
            log.warning("could not store the review: %s", e)

    @property
    def done(self) -> bool:
        return self.job.done

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()


def runs(app) -> dict:
    """The app's review runs by record id (kept on the app, not in a module global)."""
    table = getattr(app, "review_runs", None)
    if table is None:
        table = app.review_runs = {}
    return table


def start(app, record, path=None, budget: int | None = None, seats=None) -> ReviewRun:
    """The run of `record`'s review: the one under way, or a new one (of `seats` only,
    when given)."""
    table = runs(app)
    run = table.get(record.id)
    if run is None or (run.cancelled and not run.running) or run.error:
        # a cancelled run's decisions are kept: starting again goes on from there
        earlier = run.job.review if run is not None and not run.error else None
        run = table[record.id] = ReviewRun(record, path, budget, earlier, seats)
    return run


def current(app, record):
    return runs(app).get(record.id)
