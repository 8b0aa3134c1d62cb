"""What the app's network tests share: waiting for one message from a NetClient, a table
created on the test server, people seated at it, and the Host scene hosting on loopback."""
from __future__ import annotations

from cinetable.net.client import NetClient
from tests.wait_helpers import WAIT_S, await_message, frames_until  # noqa: F401  (shared here)


def create_table(hosted, game: str, seats: list, options: dict | None = None,
                 allow_undo: bool = False) -> str:
    """A table on the `hosted` server ("open" seats for people, levels for bots): its code."""
    maker = NetClient(hosted.url())
    maker.create(game, len(seats), seats, options, allow_undo=allow_undo)
    code = await_message(maker, lambda m: m.get("type") == "created")["table"]
    maker.close()
    return code


def seat_people(hosted, code: str, names) -> list:
    """(client, first update) of each name sat at table `code`, in order."""
    seated = []
    for name in names:
        c = NetClient(hosted.url())
        c.sit(code, name)
        seated.append((c, await_message(c, lambda m: m.get("type") == "update")))
    return seated


def host_on_loopback(app, monkeypatch):
    """Host online, "this machine only", Go: the app hosts on 127.0.0.1 (a port the OS
    picks) and should open its table; returns the Host scene. Stop app.hosted after."""
    from shell_helpers import click, frames

    from cinetable.net.in_process import LOOPBACK, HostedServer
    scene = app.push("host")
    frames(app, 2)
    scene._cycle("network")                              # this machine only (loopback)
    monkeypatch.setattr(HostedServer.start, "__defaults__", (LOOPBACK, 0, WAIT_S))
    click(app, scene.buttons["go"])
    return scene
