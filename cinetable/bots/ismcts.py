"""The `hard` level: single-observer ISMCTS (Cowling, Powley & Whitehouse 2012).

One tree for the deciding seat. Each iteration draws a determinization
`view.resample(seat, rng)` (the view is itself a resampled state: the bot never holds the
true one), then walks the tree with UCT over the actions available in that
determinization (availability counts: an action's exploration term uses how often it was
available, not its parent's visits). Chance is sampled with `sample_chance` and creates no
node (open loop), so a node stands for the sequence of decisions since the root. One node
is added per iteration, then a rollout plays on: epsilon-greedy over the game's
heuristic `score_actions`, or uniformly random for games without heuristics (the game's
BotHooks, engine/game_api.py).

A rollout stops at the end of the game, or earlier when the game's hooks define a
horizon (`cutoff_key(state)` changes, e.g. a Hollywood! round is over) and an
`evaluate(state)` of estimated win shares. Terminal states give `returns()` blended with a
small score margin, so a search that cannot change who wins still prefers more points.
Each node keeps the reward of the player who acted to reach it.

Budget: `time_budget` seconds and `iterations`, whichever ends first; with
time_budget=None only the iteration count limits the search, so a seed fixes the choice.
"""
from __future__ import annotations

import math
import time
from typing import Any, cast

from cinetable.bots.base import Bot
from cinetable.bots.heuristic import best_index, hooks_for, quiet_apply, rollout
from cinetable.engine import CHANCE, sample_chance
from cinetable.engine.game_api import BotHooks

SLICE_S = 0.003          # yield to the caller about this often
MAX_ITERATIONS = 1_000_000


def standard_error(n: int, total: float, squares: float) -> float | None:
    """Standard error of a mean of n rewards from their sum and sum of squares."""
    if n < 2:
        return None
    var = max(0.0, (squares - total * total / n) / (n - 1))
    return math.sqrt(var / n)


class Node:
    __slots__ = ("children", "visits", "total", "squares", "avail", "prior", "seen")

    def __init__(self, prior: float = 0.0):
        self.children: dict[tuple[int, Any], Node] = {}     # (player, action) -> Node
        self.visits = 0
        self.total = 0.0             # sum of rewards of the player who acted to get here
        self.squares = 0.0           # sum of their squares: the spread a hint reports
        self.avail = 0               # how often this action was available at its parent
        self.prior = prior           # heuristic preference, 0..1 among its siblings
        # (player, legal, their children) of the latest walk
        self.seen: tuple[int, list, list[Node]] | None = None


class ISMCTSBot(Bot):
    level = "hard"

    def __init__(self, game_id: str, *, time_budget: float | None = 0.5,
                 iterations: int | None = None, exploration: float | None = None,
                 prior_weight: float = 0.5, epsilon: float = 0.1, margin_weight: float = 0.1):
        self.game_id = game_id
        self.time_budget = time_budget
        self.iterations = iterations if iterations is not None else (
            MAX_ITERATIONS if time_budget is not None else 1000)
        self.prior_weight = prior_weight
        self.epsilon = epsilon
        self.margin_weight = margin_weight
        self.hooks = hooks = hooks_for(game_id)
        # a game whose rewards span a narrow range (win shares split among a side) may
        # name its own UCT exploration constant
        self.exploration = exploration if exploration is not None else (
            hooks if hooks is not None else BotHooks).ismcts_exploration
        # `candidates(state, player, legal)`: the actions worth searching (a game with
        # many near-equivalent moves narrows the tree to its heuristic's best few)
        self.candidates = hooks.candidates if hooks is not None else None
        self.last_iterations = 0     # of the latest decision, for bench and tests
        self.last_stats: list = []   # [(action, visits, mean reward)] of the latest root
        self.last_errors: list = []  # standard error of each mean in last_stats (None: unknown)

    # ---- search ---------------------------------------------------------------------
    def think(self, view, legal, rng):
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_stats, self.last_errors = [(legal[0], 0, 0.0)], [None]
            return legal[0]
        seat = view.current_player()
        hooks = self.hooks
        # `searchless(view, legal)`: decisions a game's heuristic settles better than a
        # search can (e.g. a look at a hidden card: every determinization sees it)
        if hooks is not None and hooks.searchless(view, legal):
            choice = legal[best_index(hooks.score_actions(view, seat, legal), rng)]
            self.last_stats, self.last_errors = [(choice, 0, 0.0)], [None]
            self.last_iterations = 0
            return choice
        clock = time.perf_counter
        # The budget counts time spent thinking: a client that runs the search a slice
        # per frame gets the same search as `choose` (time between slices is "away").
        start = last_yield = clock()
        away = 0.0
        deadline = None if self.time_budget is None else start + self.time_budget
        horizon = None
        if hooks is not None:
            if hooks.cutoff_key is not None and hooks.evaluate is not None:
                horizon = hooks.cutoff_key(view)
            # `prepare_search(view)`: caches a game fills once on the view, so every
            # determinization (a copy of it) starts with them
            hooks.prepare_search(view)
        root = Node()
        done = 0
        while done < self.iterations:
            det = view.resample(seat, rng)
            path = self._select(root, det, rng, horizon)
            rollout = self._rollout(det, rng, horizon)
            while True:                      # a rollout may be long: yield between moves
                try:
                    next(rollout)
                except StopIteration as stop:
                    rewards = stop.value
                    break
                now = clock()
                if now - last_yield > SLICE_S:
                    yield
                    last_yield = clock()
                    away += last_yield - now
            for node, player in path:
                r = rewards[player]
                node.visits += 1
                node.total += r
                node.squares += r * r
            done += 1
            wall = clock()
            now = wall - away                # thinking time only, not the caller's frames
            if deadline is not None and now >= deadline:
                break
            if done % 16 == 0 and self._settled(root, seat, legal, done, now - start, deadline, now):
                break
            if wall - last_yield > SLICE_S:
                yield
                last_yield = clock()
                away += last_yield - wall
        self.last_iterations = done
        searched = [(a, ch) for a in legal if (ch := root.children.get((seat, a))) is not None]
        self.last_stats = [(a, ch.visits, ch.total / ch.visits if ch.visits else 0.0)
                           for a, ch in searched]
        self.last_errors = [standard_error(ch.visits, ch.total, ch.squares) for _a, ch in searched]
        # the most visited of the actions legal at the root (ties: better mean reward)
        best, best_key = None, None
        for a in legal:
            child = root.children.get((seat, a))
            if child is None:
                continue
            key = (child.visits, child.total / child.visits if child.visits else 0.0)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best if best is not None else legal[rng.randrange(len(legal))]

    def _settled(self, root, seat, legal, done, elapsed, deadline, now) -> bool:
        """True when the most visited root action cannot be overtaken in the budget left
        (then more search cannot change the choice). With no time budget the iterations
        left decide, so the choice stays reproducible."""
        if deadline is None:
            left = self.iterations - done
        else:
            left = min(self.iterations - done, done * (deadline - now) / max(elapsed, 1e-9))
        visits = sorted((root.children[(seat, a)].visits for a in legal
                         if (seat, a) in root.children), reverse=True)
        if len(visits) < 2:
            return False
        return visits[0] - visits[1] > left

    def _priors(self, det, player, legal) -> list[float]:
        if self.hooks is None:
            return [0.0] * len(legal)
        scores = self.hooks.score_actions(det, player, legal)
        lo, hi = min(scores), max(scores)
        if hi - lo < 1e-9:
            return [0.5] * len(legal)
        return [(s - lo) / (hi - lo) for s in scores]

    def _select(self, root: Node, det, rng, horizon):
        """Walk down with UCT, add one node; returns [(node, player who acted)]."""
        node = root
        path = []
        cutoff = self.hooks.cutoff_key if horizon is not None and self.hooks is not None else None
        apply = quiet_apply(det)
        c, w = self.exploration, self.prior_weight
        log, sqrt = math.log, math.sqrt
        while not det.is_terminal():
            if cutoff is not None and cutoff(det) != horizon:
                break
            p = det.current_player()
            if p == CHANCE:
                apply(sample_chance(det, rng))
                continue
            legal = det.legal_actions()
            if self.candidates is not None and len(legal) > 1:
                legal = self.candidates(det, p, legal)
            children = node.children
            if len(legal) == 1:
                a = legal[0]
            else:
                # the children for this legal list: most walks meet the one of the
                # walk before (list == compares the actions by identity first)
                seen = node.seen
                if seen is not None and seen[0] == p and seen[1] == legal:
                    kids = seen[2]               # kept only once every child exists
                else:
                    found = [children.get((p, a)) for a in legal]
                    if None in found:
                        # add every child of this node at once, with heuristic priors; then
                        # descend the most promising new one
                        priors = self._priors(det, p, legal)
                        for a, pr in zip(legal, priors):
                            if (p, a) not in children:
                                children[(p, a)] = Node(pr)
                        fresh = [(children[(p, a)].prior, i) for i, a in enumerate(legal)
                                 if children[(p, a)].visits == 0]
                        top = max(fresh)[0]
                        choices = [i for pr, i in fresh if pr >= top - 1e-12]
                        a = legal[choices[0] if len(choices) == 1
                                  else choices[rng.randrange(len(choices))]]
                        for b in legal:
                            children[(p, b)].avail += 1
                        child = children[(p, a)]
                        apply(a)
                        path.append((child, p))
                        return path
                    kids = cast("list[Node]", found)     # no None: checked just above
                    node.seen = (p, legal, kids)
                # UCT (inlined: the hottest loop of the search): the first unvisited
                # child, else the best value
                k, best_v = 0, -1e18
                for i, ch in enumerate(kids):
                    n = ch.visits
                    if n == 0:
                        k = i
                        break
                    v = ch.total / n + c * sqrt(log(ch.avail + 1) / n) + w * ch.prior / (n + 1)
                    if v > best_v:
                        k, best_v = i, v
                for ch in kids:
                    ch.avail += 1
                child = kids[k]
                apply(legal[k])
                path.append((child, p))
                node = child
                if child.visits == 0:
                    return path
                continue
            only = children.get((p, a))
            if only is None:
                only = children[(p, a)] = Node()
            apply(a)                         # a forced move: no availability to count
            path.append((only, p))
            node = only
            if only.visits == 0:
                return path
        return path

    def _rollout(self, det, rng, horizon):
        """Play on to the horizon or the end (a generator: yields between moves)."""
        value = yield from rollout(det, self.hooks, rng, self.epsilon, horizon)
        return value if value is not None else self._terminal_rewards(det)

    def _terminal_rewards(self, det) -> list[float]:
        r = det.returns()
        mw = self.margin_weight
        if not mw:
            return r
        scores = det.scores()
        n = len(scores)
        span = (max(scores) - min(scores)) or 1.0
        out = []
        for p in range(n):
            best_other = max(scores[q] for q in range(n) if q != p) if n > 1 else 0.0
            margin = max(-1.0, min(1.0, (scores[p] - best_other) / span))
            out.append((1 - mw) * r[p] + mw * 0.5 * (1 + margin))
        return out

