"""Issue 27 §3: the moves a stand-in bot makes for an absent player are marked in every
seat's log ("… (played by a stand-in bot)"), also when the story is told again (a rejoin
from a restarted app) and after the host restarts. Real sockets on 127.0.0.1."""
from __future__ import annotations

import random

import pytest
from net_app_helpers import WAIT_S, await_message, create_table, frames_until, seat_people
from shell_helpers import frames

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table
from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK, HostedServer
from cinetable.net.table import Table


@pytest.fixture
def standing_in(tmp_path):
    """A host whose absent players are played by a stand-in bot at once."""
    host = HostedServer(tmp_path / "host", announce=False, stand_in_after=0.0)
    host.start(LOOPBACK, 0, WAIT_S)
    yield host
    host.stop()


def test_a_stand_in_bots_moves_are_marked_in_the_log(app, standing_in):
    app.settings["animation_speed"] = "instant"
    code = create_table(standing_in, "hollywood", ["open", "open", "easy"])
    (ana, first), (bo, _) = seat_people(standing_in, code, ["Ana", "Bo"])
    bo.close()                                         # Bo is away: a bot plays for him
    scene = open_table(app, RemoteSession(ana, first))
    mark = app.t("net.stand_in_line", line="Bo")[2:]
    rng = random.Random(1)

    def marked():
        if scene.human_can_act():
            scene.act(rng.choice(scene.state.legal_actions()))
        return [line for line in scene.log.texts if mark in line]
    lines = frames_until(app, marked, "a stand-in's move in the log")
    assert all(line.startswith("Bo ") for line in lines), lines
    assert len(lines) <= len(standing_in.server.tables[code].stand_in_moves)
    assert not any(mark in line for line in scene.log.texts if line.startswith("You "))
    # told again from the deal (a restarted app rejoins): still marked
    table = standing_in.server.tables[code]
    assert table.stand_in_moves and set(table.stand_in_moves.values()) == {1}
    token = ana.token
    app.scenes.pop()
    again = NetClient(standing_in.url())
    again.rejoin(code, token)
    update = await_message(again, lambda m: m.get("type") == "update")
    scene = open_table(app, RemoteSession(again, update))
    frames(app, 2)
    assert any(mark in line for line in scene.log.texts)
    app.scenes.pop()
    # and a restarted host still knows which moves they were
    standing_in.stop()                                 # its files as it leaves them
    reopened = Table.reopen(table.side_path)
    assert reopened.stand_in_moves == table.stand_in_moves
