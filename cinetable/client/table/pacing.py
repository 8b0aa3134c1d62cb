"""Pacing a table's turns: chance, bots and the end of the game move on by themselves, at
a speed a player can follow (a mixin of BaseTableScene, which holds the state it uses).

- Chance needs no decision: it is stepped one action per frame even while animations
  play, and what it dealt is animated as one batch once a player is to move.
- A bot searches in slices of BOT_SLICE_S between frames (the window never stalls) and
  its turn is shown for at least BOT_PAUSE ("Rita is thinking" with dots in the prompt
  and after its name) before its move is animated.
- The final board stays AUTO_RESULTS seconds (animation time) before the results open.
- With undo allowed, chance and bots wait while the undo window after the human's move is
  open (table/undo_window.py), and the prompt says how to take the move back.
- A bot's move that shows the viewer something stays at least MIN_BOT_MOVE (animation
  time, so scaled by the speed; none at instant). With the setting "after each bot move:
  wait for me" the table then holds until Space or a click ("Space: next move").
- While "Since your last turn" is open (table/since_panel.py) the table waits too.
"""
from __future__ import annotations

from cinetable.client.animation import AtLeast, Call, Sequence
from cinetable.engine import CHANCE

BOT_SLICE_S = 0.009      # bot thinking per frame: with drawing, a frame stays under 16 ms
BOT_PAUSE = 0.55         # minimum time a bot's turn is shown before its move (animation s)
AUTO_RESULTS = 4.0       # the final board stays this long before the results open
MIN_BOT_MOVE = 1.2       # a bot's move with something to see lasts at least this (animation s)
AFTER_BOT_MOVE = ("go_on", "wait")     # the setting's values (persistence/settings.py)


class PacedTurns:
    reader_hold = False      # "wait for me": the table holds after a bot's move

    def busy(self) -> bool:
        # Animations, bots and chance move on their own; a human's turn or the final board
        # waits for input (the results timer still runs at the idle frame rate).
        if self.reader_hold or self.since.open:
            return self.queue.busy
        return self.queue.busy or not (self.state.is_terminal() or self.session.human_to_move())

    def waiting_for_reader(self) -> bool:
        """Bots and chance wait: the player reads a bot's move, or what happened since."""
        if self.reader_hold and (self.session.human_to_move() or self.state.is_terminal()):
            self.reader_hold = False       # the player's own turn (or the end) waits anyway
        return self.reader_hold or self.since.open

    def paced_batch(self, steps: list, events: list, actor) -> list:
        """A batch's steps, paced for a reader: a bot's move that shows the viewer anything
        lasts at least MIN_BOT_MOVE (on the queue's clock, so the speed scales it), and
        with "wait for me" the table holds after it until Space or a click."""
        if actor is None or not self.session.is_bot(actor) or not events:
            return steps
        out = [AtLeast(Sequence(*steps), MIN_BOT_MOVE)]
        if self.app.settings.get("after_bot_move", "go_on") == "wait":
            out.append(Call(lambda: setattr(self, "reader_hold", True)))
        return out

    def release_reader(self) -> bool:
        if not self.reader_hold:
            return False
        self.reader_hold = False
        return True

    def pacing_handle(self, event) -> bool:
        """Before anything else at the table: the "since your last turn" panel, and Space
        or a click that lets the table go on after a bot's move ("wait for me")."""
        import pygame
        if self.since.handle(event):
            return True
        if self.reader_hold and not self.queue.busy and (
                (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
                or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and not self.log.hit(event.pos))):
            return self.release_reader()
        return False

    def _deal(self) -> None:
        """Chance needs no decision, so it goes on while animations play: one step per
        frame (one autosave per frame), and what it dealt is queued as one batch once a
        player is to move, to be animated together."""
        s = self.session
        if s.state.current_player() != CHANCE or self.undo_window.open \
                or self.waiting_for_reader():
            return
        self.pending_deal.extend(s.step_auto(None) or [])   # a network seat: nothing came yet
        if s.state.current_player() != CHANCE:
            events, self.pending_deal = self.pending_deal, []
            self.play(events, None)

    def _advance(self, dt: float) -> None:
        s = self.session
        state = s.state
        if self.undo_window.open or self.waiting_for_reader():   # undo still possible,
            return                                               # or the player reads
        if state.is_terminal():
            self.end_wait += dt
            if not self.results_opened and self.end_wait >= self.queue.scaled(AUTO_RESULTS):
                self.open_results()
            return
        p = state.current_player()
        if s.is_bot(p):
            self.bot_wait += dt
            events = s.step_auto(BOT_SLICE_S)
            if events is not None:
                waited = self.bot_wait * (self.queue.speed if not self.queue.instant else 1)
                self.play(events, p, pause=max(0.0, BOT_PAUSE - waited))
                self.bot_wait = 0.0

    def open_results(self) -> None:
        if self.results_opened:
            return
        self.results_opened = True
        from cinetable.client.tables import open_results
        open_results(self.app, self.session)

    # ---- the prompt ------------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        """The prompt in the top bar and whether it shows thinking dots."""
        t = self.app.t
        if self.state.is_terminal() and not self.queue.busy:
            return t("table.prompt.over"), False
        said = self.link.connection_text()      # the line to a network host is down
        if said:
            return said, False
        if self.queue.busy:
            if self.acting is not None:
                return self.thinking_text(self.acting), True
            if self.batch_status:
                return self.batch_status, False
            if self.batch_actor is not None and self.session.is_bot(self.batch_actor):
                return t("table.prompt.bot_turn", name=self.names[self.batch_actor]), False
            return "", False
        if self.undo_window.open:
            return t("table.undo.window"), False
        said = self.link.vote_prompt()          # a network undo ask holds the table, bots too
        if said:
            return said, False
        if self.waiting_for_reader() and self.reader_hold:
            return t("table.prompt.next_move"), False
        p = self.state.current_player()
        if p < 0:
            return "", False
        if self.session.is_human(p):
            if self.hotseat.active:        # several humans at one screen: say whose turn
                return t("hotseat.prompt", name=self.names[p], prompt=self.human_prompt()), False
            return self.human_prompt(), False
        return self.thinking_text(p), True

    def thinking_text(self, seat: int) -> str:
        """A bot thinks; a person at another screen is waited for (network tables)."""
        return self.link.waiting_text(seat) or \
            self.app.t("table.prompt.thinking", name=self.names[seat])

    def thinking_seat(self) -> int | None:
        if self.acting is not None:
            return self.acting
        if self.link.holds_table():
            return None                   # nobody thinks while an undo ask holds the table
        if not self.queue.busy and not self.state.is_terminal() and not self.undo_window.open \
                and not self.reader_hold:
            p = self.state.current_player()
            if p >= 0 and self.session.is_bot(p):
                return p
        return None

    def turn_seat(self) -> int | None:
        if self.queue.busy:
            return self.acting if self.acting is not None else self.batch_actor
        p = self.state.current_player()
        return p if p >= 0 else None
