"""Following the poker table at one's own pace (issue 19), mixed into the TableScene:

- the career board (R, or its button): what each career means and who holds it; in the
  first deal it says what will give them (P4.1). It opens by itself when the first deal's
  leader is drawn, and the table waits behind it (no trick is played under it) until a
  click or R closes it, or your turn comes with a trick to answer;
- the exchange recap (X): opened by the first exchange of a deal, filled pair by pair as
  the cards move; stays until a click on it, X, your next play, or (opened by itself)
  the first card played on the felt, which it would cover;
- the last trick (L): the previous trick's plays in order, who won, who leads;
- the scoreboard after a deal stays until a click, Space or Enter (the table waits behind
  it), unless nobody plays by hand or the speed is instant ([designed]: instant waits
  for nothing).
"""
from __future__ import annotations

import pygame

from cinetable.client.animation import Delay, Step
from cinetable.client.poker import recap_panels as P
from cinetable.games.poker import events as E

RECAP_KEYS = {pygame.K_r: "careers", pygame.K_l: "trick", pygame.K_x: "exchange"}


class HeldScoreboard(Step):
    """The scoreboard's time on screen: at least `minimum` seconds, then until the player
    dismisses it (scene.scoreboard goes False). Skipped or instant: it just ends."""

    def __init__(self, scene, minimum: float):
        self.scene = scene
        self.minimum = Delay(minimum)

    def advance(self, dt: float) -> float:
        if not self.started:
            self.start()
        left = self.minimum.advance(dt) if not self.minimum.done else dt
        if not self.minimum.done:
            return 0.0
        if self.scene.scoreboard and self.scene.holds_scoreboard():
            return 0.0
        self.finish()
        return left

    def finish(self) -> None:
        self.scene.scoreboard = False
        self.done = True


class FollowPanels:
    """Uses the scene's view, state, session, queue, human, _buttons (see table.py)."""

    recap: str | None = None           # the panel open: "careers", "exchange", "trick"
    recap_auto = False                 # the open one opened by itself (careers, exchange)

    def holds_scoreboard(self) -> bool:
        # a replay (read-only) has its own pace: it never waits behind the scoreboard
        return (self.session.human_seat is not None and not self.queue.instant
                and not self.session.read_only)

    def careers_hold(self) -> bool:
        """The career board that opened by itself at the first deal holds the table until
        the player closes it: the first trick is not played under it (issue 27)."""
        return self.recap == "careers" and self.recap_auto and self.holds_scoreboard() \
            and not self.queue.busy and not self.human_can_act()

    def waiting_for_reader(self) -> bool:
        return self.careers_hold() or super().waiting_for_reader()

    def status(self) -> tuple[str, bool]:
        if self.careers_hold():
            return self.app.t("poker.prompt.careers_hold"), False
        return super().status()

    def recap_available(self, name: str) -> bool:
        v = self.view
        if name == "exchange":
            return v.exchange_summary.shown
        return not v.over

    def toggle_recap(self, name: str) -> bool:
        if self.recap == name:
            self.recap = None
        elif self.recap_available(name):
            self.recap, self.recap_auto = name, False
        else:
            return False
        self._layer_key = None
        return True

    def recap_key(self, key) -> bool:
        name = RECAP_KEYS.get(key)
        return name is not None and self.human is not None and self.toggle_recap(name)

    def recap_handle(self, event) -> bool:
        """Before the table's own handling: a click or key that dismisses the held
        scoreboard, a click on an open panel (closes it)."""
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.scoreboard and self.holds_scoreboard() and (click or (
                event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER))):
            self.scoreboard = False
            return True
        rect = getattr(self, "_recap_rect", None)
        if click and self.recap and rect is not None and rect.collidepoint(event.pos):
            self.recap = None
            return True
        return False

    def recap_event(self, ev) -> None:
        """An event shown: panels that open by themselves, or no longer apply."""
        if self.human is None or self.session.read_only:
            return
        if isinstance(ev, E.LeaderDrawn):               # P4.1: the first deal starts
            self.recap, self.recap_auto = "careers", True
        elif isinstance(ev, E.ExchangeDecided) and len(self.view.exchange_summary.pairs) == 1:
            self.recap, self.recap_auto = "exchange", True
        elif isinstance(ev, E.Played) and self.recap == "exchange" and self.recap_auto:
            self.recap = None        # issue 29: it covered the first lead you had to answer
        elif isinstance(ev, E.DealEnded) and self.recap in ("exchange", "careers"):
            self.recap = None

    def recap_after_move(self, phase: int) -> None:
        """The player made a move: the exchange recap has been read."""
        if phase == 4 and self.recap in ("exchange", "careers"):
            self.recap = None
        if phase == 4:
            self.view.exchange_summary.received = []
            self._layer_key = None

    def recap_update(self) -> None:
        # the board that opened by itself never hides a trick the player must answer
        if self.recap == "careers" and self.recap_auto and self.human_can_act() and \
                self.view.trick:
            self.recap = None
        if self.recap and not self.recap_available(self.recap):
            self.recap = None

    def recap_buttons_wanted(self) -> dict:
        show = self.human is not None and not self.view.over
        return {"careers": show, "trick": show,
                "exchange": show and self.view.exchange_summary.shown}

    def draw_recap(self, surface) -> None:
        self._recap_rect = None
        if self.recap is None or self.scoreboard:
            return
        if self.recap == "exchange":
            if self.human_can_act() and self.state.phase == 2:
                return                                  # the take/waive dialog is up
            self._recap_rect = P.draw_exchange(self, surface)
        elif self.recap == "careers":
            self._recap_rect = P.draw_career_board(self, surface)
        else:
            self._recap_rect = P.draw_last_trick(self, surface)
