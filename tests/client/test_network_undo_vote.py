"""Another player's undo ask at a network table: the prompt says so, Y / N answer it."""
import pygame

from cinetable.client.table.undo_vote import line_text, vote_key, vote_prompt


class _Session:
    remote = True

    def __init__(self):
        self.undo_vote = {"seat": 0, "name": "Ana"}
        self.undo_asking = False
        self.undo_answered = None
        self.sent = []

    def answer_undo(self, agree):
        self.sent.append(agree)
        self.undo_answered = self.undo_vote["name"] if agree else None
        self.undo_vote = None


class _App:
    def t(self, key, **fields):
        return f"{key}:{fields}"


class _Scene:
    def __init__(self):
        from cinetable.client.table.link import NetworkLink
        self.session, self.app = _Session(), _App()
        self.link = NetworkLink(self)


def test_the_ask_shows_and_y_agrees():
    scene = _Scene()
    text = vote_prompt(scene)
    assert "netundo.prompt_vote" in text and "Ana" in text
    assert vote_key(scene, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0))
    assert scene.session.sent == [True]
    # agreed, the others not yet: the prompt still says the table waits, and for whom
    assert vote_prompt(scene).startswith("netundo.prompt_answered") and "Ana" in vote_prompt(scene)
    scene.session.undo_answered = None
    assert vote_prompt(scene) is None
    scene.session.undo_asking = True     # our own ask: the others are waited for
    assert vote_prompt(scene).startswith("netundo.prompt_asking")
    # no ask waiting: Y is the table's again
    assert not vote_key(scene, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0))


def test_how_it_ended_is_told():
    t = _App().t
    assert "Bo" in line_text(t, {"undo": "refused", "who": "Ana", "by": "Bo"})[0]
    assert "netundo.done" in line_text(t, {"undo": "done", "who": "Ana", "by": ""})[0]
    said = line_text(t, {"undo": "withdrawn", "who": "Ana", "by": ""})[0]
    assert "netundo.withdrawn" in said and "Ana" in said
