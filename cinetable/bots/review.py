"""A game review: where a game was won and lost, decision by decision.

For each decision of a human seat (one legal action: skipped, nothing to choose) the
hint's search runs from that seat's view at that moment: `think_hint` hands the search
`state.resample(seat)`, never the true state, so the review knows what the player knew
then and no more. It names the best move and the win chance of each option it weighed;
when the move played has no figure of its own (the search narrowed it out, or decided
without searching) the best and the played move are played out in the same worlds from
the seat's view (paired rollouts), and both figures come from there.

A move is marked by the win chance it cost (best minus played), when that cost is also
beyond the figures' joint uncertainty (the hint's "as good" test), so noise marks
nothing. Each game declares its thresholds, in win chance lost (0..1), and its search
budget (its GameDefinition's ReviewTuning, engine/game_api.py).

Accuracy is the mean share of the best move's chance the player kept (played / best).

Deterministic: the budget counts iterations (never seconds) and the search rng of the
decision before action k is seeded from the record's seed (its id when it has none) and
k, so the same record gives the same review on any machine.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from cinetable.bots.base import Think, run_to_end
from cinetable.bots.hint import Z95, think_hint
from cinetable.engine.game_api import ReviewTuning
from cinetable.engine.registry import GAME_IDS, definition

MARKS = ("inaccuracy", "mistake", "blunder")
MAX_BUDGET = 100_000


def tuning_for(game_id: str) -> ReviewTuning:
    """The game's review tuning (the defaults for a game the registry does not know)."""
    return definition(game_id).review if game_id in GAME_IDS else ReviewTuning()


def budget_for(game_id: str) -> int:
    """Iterations (ISMCTS) or worlds (paired rollouts) per decision."""
    return tuning_for(game_id).budget


def mark_for(game_id: str, cost: float) -> str:
    """"" or the mark of a move that cost `cost` of win chance."""
    mark = ""
    for name, limit in zip(MARKS, tuning_for(game_id).thresholds):
        if cost >= limit:
            mark = name
    return mark


@dataclass(frozen=True)
class Reviewed:
    """One decision: before action `index` of the record, `seat` played `played`."""
    index: int
    seat: int
    played: str              # notation
    best: str
    played_chance: float     # 0..1
    best_chance: float
    mark: str = ""           # "" or one of MARKS

    @property
    def cost(self) -> float:
        return max(0.0, self.best_chance - self.played_chance)

    @property
    def kept(self) -> float:
        """The share of the best move's chance the move played kept (0..1)."""
        return 1.0 if self.best_chance <= 0 else max(0.0, min(1.0, self.played_chance / self.best_chance))

    def to_list(self) -> list:
        return [self.index, self.seat, self.played, self.best,
                round(self.played_chance, 4), round(self.best_chance, 4), self.mark]


@dataclass
class Review:
    budget: int
    upto: int = 0            # actions of the record reviewed (a game still going: so far)
    moves: list = field(default_factory=list)

    def marked(self) -> list:
        return [m for m in self.moves if m.mark]

    def accuracy(self, seat: int | None = None) -> float | None:
        """Mean share of the best move's chance kept (of one seat, or of every human)."""
        kept = [m.kept for m in self.moves if seat is None or m.seat == seat]
        return sum(kept) / len(kept) if kept else None

    def human_accuracies(self, record) -> dict[int, float]:
        """Each human seat's accuracy (the statistics keep it with the finished game)."""
        return {s: a for s, seat in enumerate(record.seats)
                if seat.kind == "human" and (a := self.accuracy(s)) is not None}

    def to_dict(self) -> dict:
        return {"budget": self.budget, "upto": self.upto,
                "moves": [m.to_list() for m in self.moves]}

    @classmethod
    def from_dict(cls, d: dict) -> Review:
        """From a dict persistence.review_field has already checked."""
        return cls(d["budget"], d["upto"], [Reviewed(*m) for m in d["moves"]])


def decision_rng(record, index: int) -> random.Random:
    seed = record.seed if record.seed is not None else record.id
    return random.Random(f"review:{seed}:{index}")


def human_decisions(record, timeline, seats=None) -> list[tuple[int, int]]:
    """(action index, seat) of every choice a human seat made (forced moves left out);
    `seats`: only these (a network player reviews their own seat)."""
    humans = {i for i, s in enumerate(record.seats) if s.kind == "human"}
    if seats is not None:
        humans &= set(seats)
    out = []
    state = timeline.state_at(0)
    for k, action in enumerate(timeline.actions):
        p = state.current_player()
        if p in humans and len(state.legal_actions()) > 1:
            out.append((k, p))
        state.apply_action(action)
    return out


def think_decision(state, seat: int, played, budget: int, rng: random.Random,
                   game_id: str) -> Think:
    """The review of one decision (a generator: a slice per frame); returns Reviewed
    without its index."""
    hint = yield from think_hint(state, seat, rng, time_budget=None, iterations=budget)
    best = hint.options[0]
    mine = next((o for o in hint.options if o.action == played), None)
    if played == best.action:
        return Reviewed(0, seat, str(played), str(played), best.estimate, best.estimate)
    if mine is not None:
        pc, bc = mine.estimate, best.estimate
        beyond = bc - pc > math.hypot(mine.margin, best.margin)
    else:
        # the search gave the move played no figure: both moves in the same worlds
        from cinetable.bots.rollouts import RolloutBot
        player = RolloutBot(game_id, time_budget=None, worlds=max(2, budget))
        values = yield from player.play_options(state.resample(seat, rng), seat,
                                                [best.action, played], rng)
        bc, pc = (sum(v) / len(v) for v in values)
        diffs = [b - p for b, p in zip(*values)]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n)
        beyond = mean > Z95 * spread
    pc, bc = max(0.0, min(1.0, pc)), max(0.0, min(1.0, bc))
    if bc < pc:
        # the named move's figure fell below the move played in its own worlds: the move
        # played was as good (never "best 20 % · played 31 %")
        return Reviewed(0, seat, str(played), str(played), pc, pc)
    mark = mark_for(game_id, bc - pc) if beyond else ""
    return Reviewed(0, seat, str(played), str(best.action), pc, bc, mark)


class ReviewJob:
    """A review being computed in slices: `step(seconds)` from a frame, `progress`,
    `seconds_left`, `done`; `review` grows as decisions are reviewed. Starts from an
    earlier review of the same record's prefix (a game played on since) when given."""

    def __init__(self, record, budget: int | None = None, earlier: Review | None = None,
                 limit: int | None = None, seats=None):
        from cinetable.engine import load_game
        from cinetable.engine.timeline import Timeline
        self.record = record
        self.budget = budget if budget is not None else budget_for(record.game)
        game = load_game(record.game, record.players, record.options)
        self.timeline = Timeline(game.new_initial_state(), record.actions, every=8)
        keep = earlier if earlier is not None and earlier.budget == self.budget else None
        self.review = Review(self.budget, keep.upto if keep else 0,
                             list(keep.moves) if keep else [])
        todo = [(k, s) for k, s in human_decisions(record, self.timeline, seats)
                if k >= self.review.upto]
        self.todo = todo[:limit] if limit is not None else todo
        # a limited review covers the actions up to its last decision only
        self._end = todo[len(self.todo)][0] if len(self.todo) < len(todo) else len(self.timeline)
        self.total = len(self.todo)
        self.done_count = 0
        self.thinking = 0.0          # seconds spent so far, for the time left
        self._gen = self._run()
        self.done = False

    def _run(self):
        for k, seat in self.todo:
            state = self.timeline.state_at(k)
            played = self.timeline.actions[k]
            r = yield from think_decision(state, seat, played, self.budget,
                                          decision_rng(self.record, k), self.record.game)
            self.review.moves.append(Reviewed(k, *[getattr(r, f) for f in (
                "seat", "played", "best", "played_chance", "best_chance", "mark")]))
            self.review.upto = k + 1         # a cancelled review goes on from here
            self.done_count += 1
        self.review.upto = self._end

    def step(self, seconds: float = 0.01) -> bool:
        """Work for about `seconds`; True once the review is complete."""
        clock = time.perf_counter
        start = clock()
        while not self.done and clock() - start < seconds:
            try:
                next(self._gen)
            except StopIteration:
                self.done = True
        self.thinking += clock() - start
        return self.done

    @property
    def progress(self) -> float:
        return 1.0 if self.total == 0 else self.done_count / self.total

    def seconds_left(self) -> float | None:
        if self.done_count == 0:
            return None
        return self.thinking / self.done_count * (self.total - self.done_count)


def review_record(record, budget: int | None = None, earlier: Review | None = None,
                  limit: int | None = None, on_progress=None) -> Review:
    """The whole review at once (the command line, tests). `on_progress(done, total)`."""
    job = ReviewJob(record, budget, earlier, limit)
    last = -1
    while not job.step(0.05):
        if on_progress is not None and job.done_count != last:
            last = job.done_count
            on_progress(job.done_count, job.total)
    if on_progress is not None:
        on_progress(job.done_count, job.total)
    return job.review


def run_decision(state, seat, played, budget, rng, game_id) -> Reviewed:
    return run_to_end(think_decision(state, seat, played, budget, rng, game_id))
