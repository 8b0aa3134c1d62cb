"""Issue 27 §3, network tables: the story a seat gets back. A restarted app that rejoins
its seat tells the earlier moves in its log; a restarted host does not make the joined
table play the whole game again from the deal (a seat holding every card, Poker's career
board opening by itself): only what the seat had not seen is played, and a host that lost
its last moves takes the table back to where it stands. Real sockets on 127.0.0.1."""
from __future__ import annotations

import json
import random

from net_app_helpers import await_message, create_table, frames_until, seat_people
from shell_helpers import frames

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table
from cinetable.engine import load_game
from cinetable.net.client import NetClient
from cinetable.net.in_process import LOOPBACK, HostedServer


def _play_until(app, scene, at: int, seed: int = 2) -> None:
    """Play the app's seat at random until the record holds `at` actions and it is the
    seat's turn again, the table at rest."""
    rng = random.Random(seed)

    def ready():
        if scene.human_can_act():
            if len(scene.session.record.actions) >= at:
                return True
            scene.act(rng.choice(scene.state.legal_actions()))
        return False
    frames_until(app, ready, "the app's seat to move again")


def _batches(scene) -> list:
    """The size of every batch of events the table animates from now on."""
    sizes = []
    real = scene.play

    def play(events, actor, pause=0.0):
        sizes.append(len(events))
        return real(events, actor, pause)
    scene.play = play
    return sizes


def _seated(app, hosted, game: str):
    """Ana at a new table of `game` with two bots, through the app's table: (code, session,
    scene)."""
    app.settings["animation_speed"] = "instant"
    code = create_table(hosted, game, ["open", "easy", "easy"])
    [(client, first)] = seat_people(hosted, code, ["Ana"])
    session = RemoteSession(client, first)
    return code, session, open_table(app, session)


def test_a_restarted_app_rejoining_its_seat_tells_the_earlier_moves(app, hosted):
    code, session, scene = _seated(app, hosted, "hollywood")
    _play_until(app, scene, 40)
    told = list(scene.log.texts)
    assert len(told) >= 8
    token = session.client.token
    app.scenes.pop()                                   # the app closes...
    again = NetClient(hosted.url())                    # ...and a new one rejoins
    again.rejoin(code, token)
    update = await_message(again, lambda m: m.get("type") == "update")
    scene = open_table(app, RemoteSession(again, update))
    frames(app, 2)
    assert scene.log.texts[-len(told):] == told
    app.scenes.pop()


def _restart(hosted, folder, port, edit=None, keep_journal=()):
    """Stop the host, optionally edit its autosave and keep only the lines of its journal
    (net/journal.py) up to `keep_journal[0]` actions, and start it again on the same
    port (the edit may set that list)."""
    hosted.stop()
    if edit is not None:
        [path] = folder.glob("autosave-*.json")
        data = json.loads(path.read_text())
        edit(data)
        path.write_text(json.dumps(data))
    if keep_journal:                     # its lines past that many actions lost too
        [path] = folder.glob(".net-*.journal")
        lines = path.read_text().splitlines(keepends=True)
        path.write_text("".join(x for x in lines if json.loads(x)["s"] <= keep_journal[0]))
    again = HostedServer(folder, announce=False)
    assert again.start(LOOPBACK, port) == port
    return again


def test_a_restarted_host_does_not_replay_the_game_at_the_joined_table(app, hosted, tmp_path):
    code, session, scene = _seated(app, hosted, "poker")
    _play_until(app, scene, 24)
    scene.recap = None                                 # the career board closed
    entries, sizes_before = scene.log.entries, list(scene.view.sizes)
    sizes = _batches(scene)
    again = _restart(hosted, tmp_path / "host", hosted.port)
    try:
        frames_until(app, lambda: session.connection == "lost", "the line to drop")
        frames_until(app, lambda: session.connection == "open" and not session.updates
                     and not scene.queue.busy, "the seat back at the restarted host")
        frames(app, 10)
        assert all(n < 5 for n in sizes), sizes        # nothing played again from the deal
        assert scene.log.entries == entries            # nor told twice
        assert scene.recap is None                     # no career board opened by itself
        assert scene.view.sizes == sizes_before        # no seat holding the deck twice
        app.scenes.pop()
    finally:
        again.stop()


def test_a_host_that_lost_its_last_moves_takes_the_joined_table_back(app, hosted, tmp_path):
    code, session, scene = _seated(app, hosted, "hollywood")
    _play_until(app, scene, 20)
    flashes, kept = [], []
    sizes = _batches(scene)

    def lose(data):
        """Its writes since Ana's last turn lost: the restarted host waits for her there
        (were the lost moves the bots', it could play them again before she is back)."""
        game = load_game(data["game"], data["players"], data["options"])
        state, turns = game.new_initial_state(), []
        for k, text in enumerate(data["actions"]):
            if state.current_player() == session.human_seat:
                turns.append(k)
            state.apply_action(state.parse_action(text))
        kept.append(turns[-1])
        del data["actions"][turns[-1]:]
    again = _restart(hosted, tmp_path / "host", hosted.port, lose, keep_journal=kept)
    try:
        def back():
            if scene.flash and not flashes:            # as the table goes back
                flashes.append((scene.flash, len(session.history), session._at,
                                scene.log.entries))
            return flashes and not session.updates and not scene.queue.busy
        frames_until(app, back, "the table taken back")
        said, history, at, entries = flashes[0]
        assert said == app.t("net.host_went_back")
        assert all(n < 10 for n in sizes), sizes        # no game replayed from the deal
        assert at == kept[0] and history > 0            # back where the host stands
        assert entries > 0                             # the story retold up to there
        app.scenes.pop()
    finally:
        again.stop()
