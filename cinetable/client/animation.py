"""A small animation queue: tweens, delays and callbacks, played one group after another.

No game knowledge here: a table scene turns engine events into steps and queues them.
While the queue is busy the scene shows the animation and asks nobody for a move, so the
board drawn always matches the events narrated so far.

    queue = AnimationQueue(speed_name="normal")
    queue.add(Sequence(Tween.attrs(card, 0.4, x=300, y=120), Call(lambda: log("dealt"))))
    queue.update(dt)          # every frame
    queue.busy                # anything left to play?
    queue.skip()              # a click or Space: jump to the end of the current group
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable

# speed setting → time factor (how many seconds of animation pass per second of clock)
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": math.inf}


# ---- easing: progress 0..1 → eased 0..1 ------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: a token landing on a card."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


# ---- steps -------------------------------------------------------------------------------
class Step:
    """One piece of an animation. `advance` returns the time it did not use (0 while
    still running), so a sequence can hand leftover time to the next step in one frame."""

    started = False
    done = False

    def start(self) -> None:
        self.started = True

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        self.done = True
        return dt

    def finish(self) -> None:
        """Jump to the end state (skip or instant speed)."""
        if not self.started:
            self.start()
        self.done = True


class Call(Step):
    """Run a callback (apply an event to the view, write a log line)."""

    def __init__(self, fn: Callable[[], None]):
        self.fn = fn

    def start(self) -> None:
        super().start()
        self.fn()


class Delay(Step):
    def __init__(self, duration: float):
        self.duration = max(0.0, duration)
        self.elapsed = 0.0

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0


class Tween(Step):
    """Calls `apply(eased_progress)` each frame for `duration` seconds, ending exactly at 1.

    `Tween.attrs(obj, duration, x=.., y=.., alpha=..)` moves attributes of an object from
    their values when the tween starts (not when it was queued) to the targets.
    Moves ease in and out by default: nothing on the table slides at an even pace."""

    def __init__(self, duration: float, apply: Callable[[float], None],
                 ease: Callable[[float], float] = ease_in_out_cubic,
                 on_start: Callable[[], None] | None = None,
                 on_done: Callable[[], None] | None = None):
        self.duration = max(0.0, duration)
        self.apply = apply
        self.ease = ease
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0

    @classmethod
    def attrs(cls, obj, duration: float, ease: Callable[[float], float] = ease_in_out_cubic,
              on_start=None, on_done=None, **targets) -> Tween:
        origin: dict[str, float] = {}

        def begin():
            for k in targets:
                origin[k] = getattr(obj, k)
            if on_start:
                on_start()

        def apply(p: float):
            for k, v in targets.items():
                a = origin[k]
                setattr(obj, k, a + (v - a) * p)

        return cls(duration, apply, ease, begin, on_done)

    def start(self) -> None:
        super().start()
        if self.on_start:
            self.on_start()
        self.apply(self.ease(0.0))

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self._end()
            return self.elapsed - self.duration
        self.apply(self.ease(self.elapsed / self.duration))
        return 0.0

    def finish(self) -> None:
        if not self.started:
            self.start()
        if not self.done:
            self._end()

    def _end(self) -> None:
        self.done = True
        self.apply(1.0)           # exactly at the target whatever the easing
        if self.on_done:
            self.on_done()


class Sequence(Step):
    """Steps one after another."""

    def __init__(self, *steps: Step):
        self.steps = [s for s in steps if s is not None]
        self.i = 0

    def add(self, step: Step) -> Sequence:
        self.steps.append(step)
        return self

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        while self.i < len(self.steps):
            dt = self.steps[self.i].advance(dt)
            if not self.steps[self.i].done:
                return 0.0
            self.i += 1
        self.done = True
        return dt

    def finish(self) -> None:
        if not self.started:
            self.start()
        while self.i < len(self.steps):
            self.steps[self.i].finish()
            self.i += 1
        self.done = True


class Parallel(Step):
    """Steps at the same time; done when the longest is."""

    def __init__(self, *steps: Step):
        self.steps = [s for s in steps if s is not None]

    def add(self, step: Step) -> Parallel:
        self.steps.append(step)
        return self

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        left = dt
        for s in self.steps:
            if not s.done:
                left = min(left, s.advance(dt))
        if all(s.done for s in self.steps):
            self.done = True
            return left
        return 0.0

    def finish(self) -> None:
        if not self.started:
            self.start()
        for s in self.steps:
            if not s.done:
                s.finish()
        self.done = True


class Later(Step):
    """A step made only when it starts, from what earlier steps left (the cards a deal
    has laid down by then, say). Skipping before it starts still makes and finishes it."""

    def __init__(self, make: Callable[[], Step]):
        self.make = make
        self.inner: Step | None = None

    def start(self) -> None:
        super().start()
        self.inner = self.make()

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        assert self.inner is not None
        left = self.inner.advance(dt)
        self.done = self.inner.done
        return left if self.done else 0.0

    def finish(self) -> None:
        if not self.started:
            self.start()
        assert self.inner is not None
        self.inner.finish()
        self.done = True


class AtLeast(Step):
    """A step that lasts at least `minimum` seconds: `inner` plays, then the board stays as
    it left it for the rest of the time (a bot's move stays long enough to be read).
    Skipping finishes both at once."""

    def __init__(self, inner: Step, minimum: float):
        self.inner = inner
        self.minimum = max(0.0, minimum)
        self.elapsed = 0.0

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        self.elapsed += dt
        left = self.inner.advance(dt) if not self.inner.done else dt
        if not self.inner.done:
            return 0.0
        if self.elapsed >= self.minimum:
            self.done = True
            return min(left, self.elapsed - self.minimum)
        return 0.0

    def finish(self) -> None:
        if not self.started:
            self.start()
        self.inner.finish()
        self.done = True


def flip(obj, duration: float, on_half: Callable[[], None] | None = None,
         attr: str = "flip") -> Sequence:
    """Turn a card over: `obj.<attr>` (a horizontal scale) goes 1 → 0, `on_half` swaps
    the face shown, then 0 → 1."""
    return Sequence(Tween.attrs(obj, duration / 2, ease=ease_in_quad, **{attr: 0.0}),
                    Call(on_half or (lambda: None)),
                    Tween.attrs(obj, duration / 2, ease=ease_out_quad, **{attr: 1.0}))


def stagger(steps: Iterable[Step], gap: float) -> Parallel:
    """Start each step `gap` seconds after the previous one (cards dealt one by one)."""
    return Parallel(*(Sequence(Delay(i * gap), s) for i, s in enumerate(steps)))


# ---- the queue ---------------------------------------------------------------------------
class AnimationQueue:
    """Groups played in order. A group is one Step (often a Sequence or Parallel)."""

    def __init__(self, speed: float = 1.0, speed_name: str | None = None):
        self.groups: list[Step] = []
        self.speed = SPEEDS.get(speed_name, 1.0) if speed_name is not None else speed

    # -- settings ------------------------------------------------------------------------
    def set_speed(self, name_or_factor) -> None:
        if isinstance(name_or_factor, str):
            self.speed = SPEEDS.get(name_or_factor, 1.0)
        else:
            self.speed = float(name_or_factor)

    @property
    def instant(self) -> bool:
        return math.isinf(self.speed)

    def scaled(self, seconds: float) -> float:
        """Wall-clock length of `seconds` of animation at this speed (for pauses)."""
        return 0.0 if self.instant else seconds / self.speed

    # -- content -------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.groups)

    def __len__(self) -> int:
        return len(self.groups)

    def add(self, *steps: Step) -> None:
        """Queue one group (several steps given = one sequence)."""
        group = steps[0] if len(steps) == 1 else Sequence(*steps)
        if self.instant and not self.groups:
            group.finish()          # nothing before it: play it at once
            return
        self.groups.append(group)
        if self.instant:
            self.finish_all()

    # -- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.instant:
            self.finish_all()
            return
        left = dt * self.speed
        while self.groups:
            left = self.groups[0].advance(left)
            if not self.groups[0].done:
                return
            self.groups.pop(0)
            if left <= 0:
                return

    def skip(self) -> bool:
        """Finish the current group at once. True if there was one."""
        if not self.groups:
            return False
        self.groups.pop(0).finish()
        return True

    def finish_all(self) -> None:
        # a finished group's callbacks may queue more groups: loop until empty
        while self.groups:
            self.groups.pop(0).finish()

    def clear(self) -> None:
        """Drop everything without playing it (leaving the scene)."""
        self.groups.clear()

    def handle_event(self, event) -> bool:
        """A left click or Space while busy skips the current group and is used up.
        Escape and everything else pass through (the pause menu must always open)."""
        if not self.groups:
            return False
        import pygame
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.skip()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return self.skip()
        return False
