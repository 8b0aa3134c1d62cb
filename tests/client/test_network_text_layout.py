"""Issue 27 §3: at a network table nothing of the network's covers the board (the waiting
notices and the table's code covered Hollywood!'s column letters and cards), and its words
(the player awaited, the line re-made, the table's code and address) are drawn whole,
overlapping nothing: the text recorder (text_rects.py) at all four tables, in Italian.
Real sockets on 127.0.0.1."""
from __future__ import annotations

import random

import pytest
from net_app_helpers import WAIT_S, create_table, frames_until, seat_people
from shell_helpers import frames
from test_table_text_layout import recorded_app
from text_rects import RecSurface, outside, overlaps

from cinetable.net.in_process import LOOPBACK, HostedServer

GAMES = ["hollywood", "poker", "hollywood1947", "cannes"]
BAR_H = 46                       # the top bar (table/prompt_bar.py)


def _draw(scene, rec) -> list:
    screen = RecSurface((1280, 800))
    rec.screen = id(screen)
    rec.cuts.clear()
    scene.draw(screen)
    return rec.texts(screen)


def _hidden(board, boxes) -> set:
    """Texts of the board drawn without the network's words that are gone with them."""
    return {(tuple(r), t) for r, t in board} - {(tuple(r), t) for r, t in boxes}


def _whole(words: str, boxes) -> bool:
    """Every word of `words` is drawn (on one row or two), none cut short by "…"."""
    drawn = " ".join(t for _r, t in boxes)
    return all(w in drawn.split() for w in words.split()) and "…" not in drawn.replace(
        "riconnessione…", "")


def _layout_ok(boxes, rec) -> None:
    assert not overlaps(boxes), overlaps(boxes)
    assert not outside(boxes), outside(boxes)
    assert not rec.cuts, rec.cuts


@pytest.mark.parametrize("game", GAMES)
def test_network_words_stay_off_the_board_and_whole(tmp_path, monkeypatch, game):
    with recorded_app(tmp_path, monkeypatch) as (app, rec):
        host = HostedServer(tmp_path / "host", announce=False)
        host.start(LOOPBACK, 0, WAIT_S)
        try:
            from cinetable.client.remote_session import RemoteSession
            from cinetable.client.tables import open_table
            app.settings["animation_speed"] = "instant"
            code = create_table(host, game, ["open", "open", "easy", "easy"])
            [(client, first)] = seat_people(host, code, ["Ana"])
            session = RemoteSession(client, first)
            session.share = host.share_address()
            scene = open_table(app, session)
            rng = random.Random(2)

            def awaiting_seat_2():     # Seat 2 is nobody's yet: the game waits for it
                if scene.human_can_act():
                    scene.act(rng.choice(scene.state.legal_actions()))
                return (session.waiting_for and not scene.queue.busy
                        and not session.updates and scene.state.current_player() == 1)
            frames_until(app, awaiting_seat_2, "Seat 2's turn")
            scene.mouse = (-1, -1)
            frames(app, 2)
            waiting, scene.session.waiting_for = session.waiting_for, None
            board = [(r, t) for r, t in _draw(scene, rec) if r.top >= BAR_H]
            session.waiting_for = waiting
            boxes = _draw(scene, rec)
            _layout_ok(boxes, rec)
            assert not _hidden(board, boxes), _hidden(board, boxes)   # nothing covered
            said = app.t("net.waiting_open", name=scene.names[1])
            assert scene.status()[0] == said and _whole(said, boxes)
            code_words = app.t("net.bar_share", code=code, address=session.share)
            assert _whole(code_words, boxes)
            session.connection = "lost"                  # the line drops
            boxes = _draw(scene, rec)
            _layout_ok(boxes, rec)
            assert not _hidden(board, boxes), _hidden(board, boxes)
            assert _whole(app.t("net.reconnecting"), boxes)
            session.connection = "open"
            session.refusal = {"type": "refused", "code": "stale", "reason": "stale"}
            frames(app, 1)                               # said as a refused move is
            assert scene.flash == app.t("net.refused", reason="stale")
            _layout_ok(_draw(scene, rec), rec)
            app.scenes.pop()
        finally:
            host.stop()
