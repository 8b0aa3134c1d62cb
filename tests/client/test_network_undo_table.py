"""Agreed undo through the real table scene at a network table (issue 22, item 6): Ctrl+Z
asks, the other player agrees over the network, and the app's table goes back to before
its move, told "Move taken back"; a refusal leaves the table where it was."""
from __future__ import annotations

import pygame
import pytest
from net_app_helpers import create_table, frames_until, seat_people
from shell_helpers import click, frames

from cinetable.client.remote_session import RemoteSession
from cinetable.client.tables import open_table
from tests.bots.fake_clock import HeldClock
from tests.wait_helpers import polling


class Bo:
    """The other person, a raw NetClient: plays his first legal move on his turn (when
    asked to), and notes the undo asks he gets."""

    def __init__(self, seated, clock):
        self.client, self.last = seated
        self.asked = False
        self.clock = clock               # the host's

    def pump(self, play: bool) -> None:
        for m in self.client.poll():
            if m.get("type") == "update":
                self.last = m
            elif m.get("type") == "undo_vote":
                self.asked = True
        u = self.last
        if play and u and u.get("legal") and not u["finished"]:
            self.client.act(u["legal"][0])
            self.last = None


def _open(app, hosted, game: str):
    """Ana's app and Bo at a network table of `game` that allows undo, with a bot. The
    host's clock is the test's: held while a move is asked back, the bot's wait after a
    person's move (UNDO_GRACE) cannot run out before the ask arrives, on any machine."""
    app.settings["animation_speed"] = "instant"
    hosted.server.clock = clock = HeldClock()
    code = create_table(hosted, game, ["open", "open", "easy"], allow_undo=True)
    (mine, first), bo_seated = seat_people(hosted, code, ("Ana", "Bo"))
    session = RemoteSession(mine, first)
    return code, session, open_table(app, session), Bo(bo_seated, clock)


def _to_my_move(app, scene, bo):
    bo.clock.run()                       # bots wait UNDO_GRACE after each person's move
    for _ in polling("the app's seat never came to move", pause=0.001):
        bo.pump(play=True)
        frames(app, 1)
        if scene.human_can_act() and not scene.queue.busy:
            bo.clock.hold()              # until the ask is answered
            return


def _move_and_ask(app, scene, session, bo, agree: bool):
    """The app's seat moves, then asks with Ctrl+Z and Bo answers; retried at later turns
    while the move itself showed something (a poker play can: then no undo, rightly)."""
    for _ in range(12):
        _to_my_move(app, scene, bo)
        at, before = session._at, session.state.observation(session.human_seat)
        scene.act(scene.state.legal_actions()[0])
        frames_until(app, lambda: session._at > at and not scene.queue.busy,
                     "the app's move at the host")
        if scene.undo_refusal() is not None:
            continue
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_LCTRL, unicode="\x1a"))
        frames(app, 2)
        assert scene.flash == app.t("netundo.asked")
        # the asker's prompt says the table waits for the others (not "Bot 3 is thinking")
        assert scene.status() == (app.t("netundo.prompt_asking"), False)
        assert scene.thinking_seat() is None
        frames_until(app, lambda: bo.pump(play=False) or bo.asked, "Bo to be asked")
        bo.client.send({"type": "undo_answer", "agree": agree})
        return at, before
    raise AssertionError("no move of the app's seat could be taken back")


@pytest.mark.parametrize("game", ["hollywood", "poker"])
def test_an_agreed_undo_takes_the_table_back(app, hosted, game):
    code, session, scene, bo = _open(app, hosted, game)
    at, before = _move_and_ask(app, scene, session, bo, agree=True)
    frames_until(app, lambda: session._at == at and not scene.queue.busy, "the move taken back")
    assert session.state.observation(session.human_seat) == before
    assert scene.human_can_act() and scene.flash == app.t("table.undo.done")
    assert len(hosted.server.tables[code].record.actions) == at
    app.scenes.pop()


def test_a_refused_undo_leaves_the_table_as_it_was(app, hosted):
    code, session, scene, bo = _open(app, hosted, "hollywood")
    at, _before = _move_and_ask(app, scene, session, bo, agree=False)
    frames_until(app, lambda: any(ln.get("undo") == "refused" for ln in session.chat),
                 "the refusal")
    assert session._at > at
    assert len(hosted.server.tables[code].record.actions) > at
    app.scenes.pop()


def test_the_asker_sees_a_withdraw_button_that_takes_the_ask_back(app, hosted):
    code, session, scene, bo = _open(app, hosted, "hollywood")
    for _ in range(12):                  # a move of ours that can be taken back
        _to_my_move(app, scene, bo)
        at = session._at
        scene.act(scene.state.legal_actions()[0])
        frames_until(app, lambda: session._at > at and not scene.queue.busy,
                     "the app's move at the host")
        if scene.undo_refusal() is None:
            break
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                         mod=pygame.KMOD_LCTRL, unicode="\x1a"))
    frames(app, 2)
    panel = scene.link.vote
    assert set(panel.buttons) == {"withdraw"} and panel.rect is not None
    assert panel.buttons["withdraw"].text == app.t("netundo.withdraw")
    frames_until(app, lambda: bo.pump(play=False) or bo.asked, "Bo to be asked")
    moves = len(hosted.server.tables[code].record.actions)
    click(app, panel.buttons["withdraw"])
    frames_until(app, lambda: any(ln.get("undo") == "withdrawn" for ln in session.chat),
                 "the withdrawal")
    frames(app, 2)
    assert not session.undo_asking and panel.rect is None and not panel.buttons
    assert scene.status()[0] != app.t("netundo.prompt_asking")
    assert len(hosted.server.tables[code].record.actions) >= moves   # nothing taken back
    assert not hosted.server.tables[code].record.undos
    app.scenes.pop()


def test_undo_off_at_a_network_table_says_the_host_chose_it(app, hosted):
    code = create_table(hosted, "hollywood", ["open", "open", "easy"])
    (mine, first), _ = seat_people(hosted, code, ("Ana", "Bo"))
    scene = open_table(app, RemoteSession(mine, first))
    frames(app, 2)
    assert scene.undo_refusal() == app.t("netundo.off") != "netundo.off"
    app.scenes.pop()



def _bo_moves_and_asks(app, scene, bo) -> int:
    """Both play (the app's seat its first legal move) until Bo's last move may be taken
    back, then Bo asks; returns the record length then."""
    moved = False
    for _ in polling("Bo never had a move to take back", pause=0.001):
        for m in bo.client.poll():
            if m.get("type") == "update":
                bo.last = m
        u = bo.last
        if u and not u["finished"] and u.get("legal"):
            bo.clock.hold()              # the bot waits (UNDO_GRACE) until Bo asks
            bo.client.act(u["legal"][0])
            moved, bo.last = True, None
        elif u and moved and u.get("undo", {}).get("ok"):
            bo.client.send({"type": "undo_ask"})
            return u["at"]
        elif u and moved:
            bo.clock.run()               # that move showed something: play on
        if scene.human_can_act() and not scene.queue.busy:
            scene.act(scene.state.legal_actions()[0])
        frames(app, 1)


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_another_s_ask_shows_a_panel_and_agree_takes_his_move_back(app, hosted, lang):
    app.set_language(lang)
    code, session, scene, bo = _open(app, hosted, "hollywood")
    at = _bo_moves_and_asks(app, scene, bo)
    frames_until(app, lambda: session.undo_vote is not None, "Bo's ask")
    frames(app, 2)
    # a panel with both buttons, over the log's top; the prompt says who asks
    panel = scene.link.vote
    assert panel.rect is not None and panel.rect.colliderect(scene.LOG_RECT)
    agree, refuse = panel.buttons["agree"], panel.buttons["refuse"]
    assert agree.visible and refuse.visible
    assert (agree.text, refuse.text) == (app.t("netundo.agree"), app.t("netundo.refuse"))
    assert "netundo" not in agree.text + refuse.text + app.t("netundo.banner", name="Bo")
    assert scene.status() == (app.t("netundo.prompt_vote", name="Bo"), False)
    assert scene.thinking_seat() is None
    click(app, agree)                    # the answer goes to the host: Bo's move is undone
    frames_until(app, lambda: session._at < at and not scene.queue.busy, "Bo's move taken back")
    assert len(hosted.server.tables[code].record.actions) < at
    assert panel.rect is None and not agree.alive() and session.undo_vote is None
    app.scenes.pop()
