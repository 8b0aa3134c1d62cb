"""What a table does about the network, behind one interface: the table asks its link
and never which kind of session it has. A session gives its table the link
(`session.table_link(scene)`): a game on this screen a LocalLink, which adds nothing;
a seat at a network table a NetworkLink (presence dots, the table's code, chat, the
agreed undo, stand-in marks, the story told from the events the host sent:
network_marks.py, chat_box.py, undo_vote.py). The link also keeps what those need
between frames, so no helper hangs attributes of its own on the scene."""
from __future__ import annotations


class LocalLink:
    remote = False
    retells = True                  # "since your turn" retells the moves kept here
    undo_window = True              # after a bot's move, Undo is offered a moment
    undo_off_key = "table.undo.off"
    chat = None                     # the chat box and the undo ask's panel, when shown
    vote = None

    def __init__(self, scene):
        self.scene = scene

    def handle(self, event) -> bool:
        """Typing and keys of the network's own (the chat first)."""
        return False

    def comfort_key(self, event) -> bool:
        """Y / N, Agree / Refuse / Withdraw of an undo ask."""
        return False

    def frame(self) -> None:
        """Each frame: what the host sent."""

    def mark(self, ev, text: str, seat) -> tuple[str, str]:
        """(The log's line, the seat panel's tag) of a move."""
        return text, text

    def narrate(self, view) -> bool:
        """Tell the story so far from elsewhere than the record (True: told)."""
        return False

    def connection_text(self) -> str | None:
        return None

    def vote_prompt(self) -> str | None:
        return None

    def waiting_text(self, seat: int) -> str | None:
        """The prompt while another person's move is awaited (None: a bot thinks)."""
        return None

    def holds_table(self) -> bool:
        """Nobody thinks while the table is held (an undo ask)."""
        return False

    def undo_refusal(self, check) -> str | None:
        return None

    def ask_undo(self) -> bool | None:
        """Ctrl+Z: None for the local undo, else whether the ask was sent."""
        return None

    def keys(self, t) -> list[tuple[str, str]]:
        return []

    def bar_hint(self, hint: str) -> str:
        return hint

    def draw_presence(self, surface) -> None:
        pass

    def draw_overlays(self, surface) -> None:
        self.scene.draw_overlays(surface)

    def draw_top(self, surface) -> None:
        pass

    def over_panel(self, mouse) -> bool:
        """The mouse is on a panel the link shows over the log."""
        return False

    def leave(self) -> None:
        pass


class NetworkLink(LocalLink):
    remote = True
    retells = False                 # the host keeps the actions: the log tells all
    undo_window = False             # the host plays on
    undo_off_key = "netundo.off"    # the host chose it, not New game's "Allow undo"

    def __init__(self, scene):
        super().__init__(scene)
        self.names_seen = 0         # the session's names_version last painted
        self.stand_ins_told: set = set()
        self.refusal_shown = None

    def chat_box(self):
        if self.chat is None:
            from cinetable.client.table.chat_box import ChatBox
            self.chat = ChatBox(self.scene)
        return self.chat

    def vote_banner(self):
        if self.vote is None:
            from cinetable.client.table.undo_vote import VoteBanner
            self.vote = VoteBanner(self.scene)
        return self.vote

    def handle(self, event) -> bool:
        return self.chat_box().handle(event)

    def comfort_key(self, event) -> bool:
        from cinetable.client.table.undo_vote import vote_key
        return vote_key(self.scene, event)

    def frame(self) -> None:
        from cinetable.client.table.network_marks import network_frame
        network_frame(self.scene)

    def mark(self, ev, text: str, seat) -> tuple[str, str]:
        from cinetable.client.table.network_marks import stand_in_mark
        return stand_in_mark(self.scene, ev, text, seat)

    def narrate(self, view) -> bool:
        from cinetable.client.table.network_marks import narrate_remote
        narrate_remote(self.scene, view)
        return True

    def connection_text(self) -> str | None:
        from cinetable.client.table.network_marks import connection_text
        return connection_text(self.scene)

    def vote_prompt(self) -> str | None:
        from cinetable.client.table.undo_vote import vote_prompt
        return vote_prompt(self.scene)

    def waiting_text(self, seat: int) -> str | None:
        if self.scene.session.seats[seat].kind != "remote":
            return None
        from cinetable.client.table.network_marks import waiting_text
        return waiting_text(self.scene, seat)

    def holds_table(self) -> bool:
        return self.scene.session.undo_open()

    def undo_refusal(self, check) -> str | None:
        from cinetable.client.table.undo_vote import refusal
        return refusal(self.scene, check)

    def ask_undo(self) -> bool | None:
        from cinetable.client.table.undo_vote import asked
        return asked(self.scene)

    def keys(self, t) -> list[tuple[str, str]]:
        from cinetable.client.table.chat_box import chat_keys
        return chat_keys(t)

    def bar_hint(self, hint: str) -> str:
        from cinetable.client.table.network_marks import bar_hint
        return bar_hint(self.scene, hint)

    def draw_presence(self, surface) -> None:
        from cinetable.client.table.network_marks import draw_presence
        draw_presence(self.scene, surface)

    def draw_overlays(self, surface) -> None:
        self.chat_box().watch_overlays(surface, self.scene.draw_overlays)

    def draw_top(self, surface) -> None:
        self.vote_banner().draw(surface)      # an undo ask, over the log's top
        self.chat_box().draw(surface)

    def over_panel(self, mouse) -> bool:
        return self.vote is not None and self.vote.hit(mouse)

    def leave(self) -> None:
        self.scene.session.leave()            # the host plays a stand-in
