"""Network table wording (issue 22): a person at another screen is waited for, not
"thinking"; Save as at a network table says the host saves it, with no error."""
from __future__ import annotations

from net_app_helpers import create_table, frames_until, seat_people
from shell_helpers import click, frames

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table


def test_a_remote_player_is_waited_for_and_save_as_is_the_hosts(app, hosted):
    code = create_table(hosted, "poker", ["open", "open", "easy"])
    (mine, first), (bo, _) = seat_people(hosted, code, ("Ana", "Bo"))
    session = RemoteSession(mine, first)
    scene = open_table(app, session)
    bo_seat = 1                                      # Ana sat first
    assert session.seats[bo_seat].kind == "remote"
    # Ana's first update may still say that seat is free: the one after Bo sat says not
    frames_until(app, lambda: session.presence[bo_seat], "Bo seated, as Ana's table sees")
    assert scene.thinking_text(bo_seat) == app.t("net.waiting", name=scene.names[bo_seat])
    bot = next(i for i, s in enumerate(session.seats) if s.kind == "bot")
    assert scene.thinking_text(bot) == app.t("table.prompt.thinking", name=scene.names[bot])
    # Bo's turn at some point: the bar says so (Ana passes or plays until it is)
    frames_until(app, lambda: scene.state.current_player() in (bo_seat, 0) and
                 not scene.queue.busy and not session.updates, "Bo's or Ana's turn")
    if scene.state.current_player() == bo_seat:
        assert scene.status()[0] == app.t("net.waiting", name=scene.names[bo_seat])
    from cinetable.client.tables import pause_scene
    pause = pause_scene(app, session)
    app.scenes.push(pause)
    frames(app, 2)
    click(app, pause.buttons["save"])
    assert app.scenes.top is pause                   # no name prompt, no error message
    assert pause.notice[0] == app.t("net.saved_by_host")
    app.scenes.pop()
    bo.close()
    app.scenes.pop()


def test_another_person_at_a_network_table_is_a_player_not_a_bot(app, hosted):
    from cinetable.client.table.seats import role_text
    code = create_table(hosted, "hollywood", ["open", "open", "easy"])
    (mine, first), _ = seat_people(hosted, code, ("Ana", "Bo"))
    session = RemoteSession(mine, first)
    assert session.seats[1].kind == "remote"
    assert role_text(app.t, session.seats[1], False) == app.t("hotseat.seat_role")
    assert role_text(app.t, session.seats[2], False) == app.t(
        "table.seat.bot", level=app.t("levels.easy"))
