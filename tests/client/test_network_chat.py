"""Chat at a network table in the app (issue 22): T opens the box, typed text and Enter
send it, Esc closes it without pausing the game, Ctrl+1..4 send quick reactions; what the
others say shows at the table and keys typed into the chat never play the table."""
from __future__ import annotations

import pygame
from net_app_helpers import await_message as _await
from net_app_helpers import create_table, frames_until, seat_people
from shell_helpers import frames, key

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table
from tests.bots.fake_clock import HeldClock


def _seated(hosted):
    return seat_people(hosted, create_table(hosted, "cannes", ["open", "open", "easy"]),
                       ("Ana", "Bo"))


def _type(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)


def test_chat_is_typed_sent_and_shown_at_the_table(app, hosted):
    (mine, first), (bo, _) = _seated(hosted)
    session = RemoteSession(mine, first)
    scene = open_table(app, session)
    frames(app, 2)
    depth = len(app.scenes)
    key(app, pygame.K_t)
    _type(app, "t")                    # the letter of the key that opened the box
    from cinetable.client.table.chat_box import chat_box
    box = chat_box(scene)
    assert box.open and box.typed == ""
    _type(app, "good luck, all")
    key(app, pygame.K_RETURN)
    line = _await(bo, lambda m: m.get("type") == "chat")
    assert (line["name"], line["text"], line["seat"]) == ("Ana", "good luck, all", 0)
    assert box.open and box.typed == ""
    bo.chat(reaction="hurry_up")
    frames_until(app, lambda: any(ln.get("reaction") == "hurry_up" for ln in session.chat),
                 "Bo's reaction")
    assert any(ln.get("text") == "good luck, all" for ln in session.chat)   # own line too
    assert box.line_text(session.chat[-1])[0] == "Bo: " + app.t("chat.reaction.hurry_up")
    key(app, pygame.K_ESCAPE)          # closes the box; the pause menu stays shut
    assert not box.open and len(app.scenes) == depth and app.scenes.top is scene
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2,
                                         mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    frames(app, 2)
    said = _await(bo, lambda m: m.get("type") == "chat" and m.get("seat") == 0
                  and "reaction" in m)
    assert said["reaction"] == "oops"
    frames(app, 3)                     # drawn open and closed without an error
    bo.close()
    app.scenes.pop()


def test_too_fast_chat_is_said_in_the_chat_and_the_table_goes_on(app, hosted):
    (mine, first), (bo, _) = _seated(hosted)
    session = RemoteSession(mine, first)
    scene = open_table(app, session)
    hosted.server.clock = clock = HeldClock()
    clock.hold()                       # the 8 lines come at once, on any machine
    for i in range(8):
        session.send_chat(text=f"line {i}")
    frames_until(app, lambda: any(ln.get("refused") == "chat_rate" for ln in session.chat),
                 "the chat_rate refusal")
    assert session.refusal is None and session.connection == "open"
    from cinetable.client.table.chat_box import chat_box
    assert chat_box(scene).line_text(session.chat[-1])[0] == app.t("chat.refused.chat_rate")
    bo.close()
    app.scenes.pop()


def test_what_came_with_the_first_update_reaches_the_table(hosted):
    """The Join screen hands over at the first update; a chat line (or a finished table's
    record) in the same batch is the session's first poll, not lost."""
    (mine, first), _ = _seated(hosted)
    line = {"type": "chat", "name": "Bo", "seat": 1, "text": "hello"}
    session = RemoteSession(mine, first, [line])
    session.poll()
    assert [ln.get("text") for ln in session.chat] == ["hello"]
    session.poll()
    assert len(session.chat) == 1


def test_local_and_network_sessions_implement_one_interface(app, hosted, tmp_path):
    """Tables and scenes talk to client/session_api.Session; both kinds implement all of
    it, and each gives its table the link that says what a network adds (table/link.py)."""
    from cinetable.client.session import GameSession
    from cinetable.client.session_api import Session
    from cinetable.client.table.link import LocalLink, NetworkLink
    (mine, first), _ = _seated(hosted)
    remote = RemoteSession(mine, first)
    local = GameSession.new("cannes", 3, {}, [("Ana", "human", None), ("Bo", "bot", "easy"),
                                              ("Cy", "bot", "easy")], seed=1, folder=tmp_path)
    assert isinstance(remote, Session) and isinstance(local, Session)
    assert remote.remote and not local.remote
    remote_table, local_table = open_table(app, remote), open_table(app, local)
    assert type(remote_table.link) is NetworkLink and type(local_table.link) is LocalLink
    assert local_table.link.retells and not remote_table.link.retells and not local.undo_open()
