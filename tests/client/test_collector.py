"""The app's cycle-collector policy: no automatic full collection, one when idle."""
import gc

from cinetable.client.collector import FULL_EVERY_S, Collector


class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def test_full_collections_run_when_idle_or_once_a_minute():
    before = gc.get_threshold()
    clock = Clock()
    c = Collector(clock)
    c.start()
    try:
        assert gc.get_threshold()[2] >= 10 ** 9          # never automatic
        assert not c.frame(idle=True)                    # nothing happened since the last one
        assert not c.frame(idle=False)                   # busy: wait
        assert c.frame(idle=True)                        # the first still frame collects
        assert not c.frame(idle=True)                    # once
        clock.t += FULL_EVERY_S + 1
        assert c.frame(idle=False)                       # a bot-only game: at the latest
    finally:
        c.stop()
    assert gc.get_threshold()[:2] == before[:2] and gc.get_threshold()[2] == 10
    assert gc.get_freeze_count() == 0
