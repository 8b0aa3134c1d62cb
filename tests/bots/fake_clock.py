"""A clock for budget tests: time moves only when read (0.5 ms a read) or when the test
adds the frames a client draws between two slices of a bot's thinking; and a clock a
test holds still for a server or a chat box (HeldClock)."""
import time

from cinetable.bots import think_for_seat


class FakeClock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 0.0005
        return self.t


def sliced_search(monkeypatch, module, bot, state, seat, rng, gap: float):
    """Run `bot`'s turn with `module.time.perf_counter` faked, `gap` seconds passing
    between slices; returns (action, bot.last_iterations)."""
    clock = FakeClock()
    monkeypatch.setattr(module.time, "perf_counter", clock)
    gen = think_for_seat(state, seat, bot, rng)
    try:
        while True:
            next(gen)
            clock.t += gap
    except StopIteration as stop:
        return stop.value, bot.last_iterations


class HeldClock:
    """time.monotonic that a test holds still (hold), moves on by hand (advance) and lets
    run again (run), from where it was held: what a test checks happens "at once" then
    happens at once on any machine, however busy."""

    def __init__(self):
        self.offset = 0.0
        self.held: float | None = None

    def __call__(self) -> float:
        held = self.held
        return held if held is not None else time.monotonic() + self.offset

    def hold(self) -> None:
        if self.held is None:
            self.held = self()

    def advance(self, seconds: float) -> None:
        if self.held is not None:
            self.held += seconds
        else:
            self.offset += seconds

    def run(self) -> None:
        if self.held is not None:
            self.offset, self.held = self.held - time.monotonic(), None
