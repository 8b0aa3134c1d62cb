"""A clock for budget tests: time moves only when read (0.5 ms a read) or when the test
adds the frames a client draws between two slices of a bot's thinking."""
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
