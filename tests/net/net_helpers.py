"""A server on 127.0.0.1 (port chosen by the OS) in a thread, clients that play random legal
moves, and the check that nothing a client received is beyond what its seat may know."""
from __future__ import annotations

import asyncio
import random
import threading
import time
from contextlib import contextmanager

from cinetable.engine import load_game
from cinetable.net.client import NetClient
from cinetable.net.seat_state import load_seat_state
from cinetable.net.serve import Server
from cinetable.net.views import SPECTATOR, event_dict, observation_for, plain
from tests.wait_helpers import WAIT_S, polling

TIMEOUT = WAIT_S


@contextmanager
def running_server(folder, **kw):
    loop = asyncio.new_event_loop()
    server = Server(folder, **kw)
    started = threading.Event()

    def run():
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start("127.0.0.1", 0))
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert started.wait(TIMEOUT)
    try:
        yield server, f"ws://127.0.0.1:{server.port}"
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(TIMEOUT)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(TIMEOUT)


class Player:
    """A NetClient and everything it received, playing random legal moves."""

    def __init__(self, url: str, seed: int = 0, **kw):
        self.client = NetClient(url, **kw)
        self.received: list[dict] = []
        self.rng = random.Random(seed)
        self.last: dict | None = None
        self.acted_at = -1
        self.pause_until = 0.0

    def pump(self) -> list[dict]:
        new = self.client.poll()
        for m in new:
            self.received.append(m)
            if m.get("type") == "update":
                self.last = m
            elif m.get("type") == "connection" or m.get("type") == "seated":
                self.acted_at = -1          # an action sent as the line fell was lost
            elif m.get("type") == "refused" and m.get("code") in ("rate", "stale"):
                self.acted_at = -1          # try again a little later (a back-off:
                self.pause_until = time.monotonic() + 0.06     # no outcome hangs on it)
        return new

    def wait_for(self, pred, timeout: float = TIMEOUT) -> dict:
        for _ in polling(lambda: f"nothing awaited arrived; last: {self.received[-3:]}",
                         timeout):
            for m in self.pump():
                if pred(m):
                    return m

    def play_turn(self) -> None:
        u = self.last
        if time.monotonic() < self.pause_until:
            return
        if u and u.get("legal") and u["at"] != self.acted_at and not u["finished"]:
            self.acted_at = u["at"]
            self.client.act(self.rng.choice(u["legal"]))

    def wait_count(self, pred, count: int, timeout: float = TIMEOUT) -> list[dict]:
        for _ in polling(lambda: f"{count} awaited messages; last: {self.received[-3:]}",
                         timeout):
            self.pump()
            found = [m for m in self.received if pred(m)]
            if len(found) >= count:
                return found

    @property
    def finished(self) -> bool:
        return bool(self.last and self.last["finished"])

    def updates(self) -> list[dict]:
        return [m for m in self.received if m.get("type") == "update"]


def play_until_done(players, timeout: float = TIMEOUT, stop=None) -> None:
    for _ in polling("the game to finish", timeout):
        for p in players:
            p.pump()
            p.play_turn()
        if all(p.finished for p in players) or (stop is not None and stop()):
            return


def observed(game, seat, u: dict):
    """What an update shows its viewer: the observation sent (a spectator's; a seat's with
    its first update, after a reset, at the end) or else the one its seat state holds."""
    if "observation" in u:
        return u["observation"]
    assert seat is not SPECTATOR, "a spectator's update always says what it sees"
    return plain(load_seat_state(game, u["state"]).observation(seat))


def check_secrets(record, seat, updates, complete: bool = True) -> None:
    """Every observation a seat received is observation(seat) at its record position, and
    the events it received are, in order and without a gap, those visible to it (all of
    them when it stayed to the end)."""
    resets = [i for i, u in enumerate(updates) if u.get("reset")]
    if resets:                  # a restarted host: what came before is another history
        updates = updates[resets[-1]:]
    game = load_game(record.game, record.players, record.options)
    state = game.new_initial_state()
    wanted = {}
    for u in updates:
        wanted.setdefault(u["at"], []).append(u)
    visible = []
    for k in range(len(record.actions) + 1):
        for u in wanted.get(k, ()):
            assert observed(game, seat, u) == observation_for(state, seat), (seat, k)
            assert u["you"] == seat
        if k < len(record.actions):
            for ev in state.apply_action(state.parse_action(record.actions[k])):
                if ev.visible(seat):
                    visible.append(event_dict(ev))
                elif seat is not SPECTATOR:
                    assert ev.visible_to is not None
    got = []
    for u in updates:
        assert u["from"] == len(got), "an update was lost or came out of order"
        got.extend(u["events"])
    assert got == (visible if complete else visible[:len(got)])
