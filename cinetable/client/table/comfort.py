"""Comfort at every table, whatever the game (a mixin of BaseTableScene):

- Undo (button in the top bar, Ctrl+Z): the session takes back the human's last decision
  and everything after it, never past an action that showed the human something
  (engine.undo); when it cannot, the button is disabled and its tooltip says why.
- Hint (button, H): the hard bot's search from the human's own view (bots.hint), run in
  slices between frames like a bot's turn; its move and the estimated win chance of the
  best options in one line under the bar. A game's table may also point at the move
  (`show_hint(action)`) and name moves in its own words (`action_words(action)`).
- The last move of each seat, marked at its seat panel until that seat moves again
  (`last_move_mark(surface, seat, text)` draws it: a game may draw it its own way).
- Hovering a log line rings the seat panel of the seat the line speaks of.
- help_keys(): the keys of the table, for the key help overlay (F1 or ?).
"""
from __future__ import annotations

import random

import pygame
import pygame_gui

from cinetable.client import palette
from cinetable.client.scene import LOGICAL_SIZE
from cinetable.client.table.text import render_rich
from cinetable.client.table.tooltip import Tip

BUTTON_W, BUTTON_H = 84, 32
UNDO_RECT = pygame.Rect(LOGICAL_SIZE[0] - 16 - BUTTON_W, 7, BUTTON_W, BUTTON_H)
HINT_RECT = pygame.Rect(UNDO_RECT.x - 8 - BUTTON_W, 7, BUTTON_W, BUTTON_H)
BAR_RESERVE = LOGICAL_SIZE[0] - HINT_RECT.x + 4     # the prompt bar keeps clear of them
HINT_SLICE_S = 0.009          # hint search per frame (as a bot's turn)
HINT_OPTIONS = 3              # options named in the hint line
HINT_BAND = pygame.Rect(0, 48, LOGICAL_SIZE[0], 30)
LAST_MOVES_REACH = 300        # actions looked back through for each seat's last move


class TableComfort:
    game_keys: list = []      # a game's own keys: [(key text, locale key of what it does)]

    def __init__(self, app):
        super().__init__(app)
        self.hint = None                  # the Hint shown (bots.hint.Hint)
        self.hint_line: str | None = None
        self._hint_think = None
        self._hint_at = -1                # record length the hint is for
        self.last_moves: dict[int, str] = {}
        self.hover_seat: int | None = None
        self._row_seat: dict[int, int | None] = {}    # id(log row surface) -> seat
        self.undo_b = self.hint_b = None

    @property
    def read_only(self) -> bool:
        return bool(getattr(self.session, "read_only", False))

    # ---- widgets ------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.undo_b = self.hint_b = None
        if self.read_only:
            return
        if not self.queue.busy:           # a new table, a language switch: from the record
            self.recount_last_moves()
        t, ui = self.app.t, self.app.ui
        self.hint_b = pygame_gui.elements.UIButton(HINT_RECT, t("table.hint.button"), ui,
                                                   container=self.root)
        self.undo_b = pygame_gui.elements.UIButton(UNDO_RECT, t("table.undo.button"), ui,
                                                   container=self.root)
        self.bar.reserve_right = BAR_RESERVE
        if not self.session.record.allow_undo:
            self.undo_b.hide()

    def _refresh_comfort(self) -> None:
        if self.undo_b is None or not self.undo_b.alive():
            return
        want = self.undo_refusal() is None
        if want != self.undo_b.is_enabled:
            self.undo_b.enable() if want else self.undo_b.disable()
        can_hint = self.human_can_act() and self._hint_think is None
        if can_hint != self.hint_b.is_enabled:
            self.hint_b.enable() if can_hint else self.hint_b.disable()

    def comfort_tip(self, pos):
        for b, text in ((self.undo_b, self.undo_tip), (self.hint_b, self.hint_tip)):
            if b is not None and b.visible and b.rect.collidepoint(pos):
                return Tip(("comfort", id(b)), b.rect, text)
        return None

    def undo_tip(self) -> list[str]:
        t = self.app.t
        why = self.undo_refusal()
        return [t("table.undo.title"), why or t("table.undo.what")]

    def hint_tip(self) -> list[str]:
        t = self.app.t
        return [t("table.hint.title"), t("table.hint.what")]

    # ---- input --------------------------------------------------------------------------
    def comfort_handle(self, event) -> bool:
        if self.read_only:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.undo_b:
                self.try_undo()
                return True
            if event.ui_element is self.hint_b:
                self.ask_hint()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.try_undo()
            return True
        if event.key == pygame.K_h and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask_hint()
            return True
        return False

    # ---- undo -----------------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo cannot be used now, in words (None: it can)."""
        t = self.app.t
        s = self.session
        if self.read_only or not s.record.allow_undo:
            return t("table.undo.off")
        if s.human_seat is None:
            return t("table.undo.no_decision")
        if self.queue.busy or self.pending_deal or not (
                self.human_can_act() or s.is_bot(self.state.current_player())):
            return t("table.undo.wait")
        if self.state.is_terminal():
            return t("table.undo.over")
        check = s.undo_check()
        if check.allowed:
            return None
        if check.reason == "revealed":
            by = check.revealed_by
            if by is None or by < 0:
                return t("table.undo.revealed_chance")
            if by == s.human_seat:
                return t("table.undo.revealed_yours")
            return t("table.undo.revealed_by", name=self.names[by])
        return t("table.undo.no_decision")

    def try_undo(self) -> bool:
        why = self.undo_refusal()
        if why is not None:
            self.flash, self.flash_t = why, 3.0
            return False
        if not self.session.undo():
            return False
        self.after_undo()
        self.flash, self.flash_t = self.app.t("table.undo.done"), 1.5
        return True

    def after_undo(self) -> None:
        """The session went back: show its state afresh (view, log, marks, controls)."""
        self.queue.clear()
        self.sprites.clear()
        self.pending_deal = []
        self.acting = self.batch_actor = self.batch_status = None
        self.bot_wait = self.end_wait = 0.0
        self.results_opened = False
        self.drop_hint()
        self._row_seat = {}
        forget = getattr(self, "viewer_changed", None)
        if forget is not None:
            forget()
        self.view = self.new_view(self.state)
        self._setup_services()            # painters, and the log retold from the record
        self.recount_last_moves()
        self.refresh_controls(force=True)

    # ---- hint -------------------------------------------------------------------------------
    def ask_hint(self) -> bool:
        if not self.human_can_act():
            self.flash, self.flash_t = self.app.t("table.hint.not_now"), 2.0
            return False
        if self._hint_think is not None:
            return False
        from cinetable.bots.hint import think_hint
        from cinetable.bots.levels import DEFAULT_TIME_BUDGET
        s = self.session
        n = len(s.record.actions)
        budget = s.bot_time_budget if s.bot_time_budget is not None else DEFAULT_TIME_BUDGET
        self.drop_hint()
        # the true state goes in; think_for_seat hands the search a resample of the
        # human's view only (bots.hint)
        self._hint_think = think_hint(self.state, s.human_seat,
                                      random.Random(f"{s.seed}:hint:{n}"), time_budget=budget)
        self._hint_at = n
        return True

    def drop_hint(self) -> None:
        self._hint_think = None
        if self.hint is not None:
            self.show_hint(None)
        self.hint = None
        self.hint_line = None

    def _step_hint(self) -> None:
        if self._hint_at != len(self.session.record.actions):
            if self._hint_think is not None or self.hint is not None:
                self.drop_hint()
            return
        if self._hint_think is None:
            return
        import time
        deadline = time.perf_counter() + HINT_SLICE_S
        try:
            while time.perf_counter() < deadline:
                next(self._hint_think)
        except StopIteration as stop:
            self._hint_think = None
            self.hint = stop.value
            self.hint_line = self.hint_words(self.hint)
            self.session.count_hint()
            self.show_hint(self.hint.action)

    def hint_words(self, hint) -> str:
        t = self.app.t
        best = hint.options[:HINT_OPTIONS]
        chance = {o.action: o.estimate for o in hint.options}
        head = t("table.hint.line", move=self.action_words(hint.action),
                 chance=round(100 * chance.get(hint.action, 0.0)))
        others = [t("table.hint.option", move=self.action_words(o.action),
                    chance=round(100 * o.estimate)) for o in best if o.action != hint.action]
        return head + (t("table.hint.others", options=", ".join(others)) if others else "")

    def action_words(self, action) -> str:
        """A move in the table's words: how the log would tell it, narrated in two worlds
        resampled from the human's view; when the words depend on what the human cannot
        know (a peek), the move's notation instead."""
        seat = self.session.human_seat
        said = set()
        try:
            for r in range(2):
                world = self.state.resample(seat, random.Random(r))
                view = self.new_view(world)
                events = world.apply_action(world.parse_action(str(action)))
                text = None
                for ev in events:
                    if ev.visible(seat):
                        view.apply(ev)
                        got = self.narrate(ev, view)
                        if got is not None:
                            text = got[0]
                            break
                said.add(text)
        except Exception:
            return str(action)
        text = said.pop() if len(said) == 1 else None
        return text if text else str(action)

    def show_hint(self, action) -> None:
        """Point at the hinted move on the board (None: stop); the line is shared."""

    # ---- last moves and the log -------------------------------------------------------------
    def note_line(self, ev, text: str, seat) -> None:
        """A log line was added: remember it as the last move of its seat (when the batch
        playing is that seat's move), and map its rows to the seat."""
        if seat is not None and self.batch_actor == seat:
            self.last_moves[seat] = text
        rows = self.log.lines
        for img in rows[-4:]:
            self._row_seat.setdefault(id(img), seat)
        if len(self._row_seat) > 2 * self.log.max_lines:
            keep = {id(img) for img in rows}
            self._row_seat = {k: v for k, v in self._row_seat.items() if k in keep}

    def recount_last_moves(self, reach: int = LAST_MOVES_REACH) -> None:
        """The last move of each seat told from the record (a resumed game, a language
        switch, an undo): the log's words for the newest action of each seat, as the
        human saw it (the last line naming the seat, as a move played live)."""
        s = self.session
        tl = s.timeline
        viewer = s.human_seat
        self.last_moves = {}
        n = len(tl)
        for i in range(n - 1, max(-1, n - 1 - reach), -1):
            before = tl.state_at(i)
            actor = before.current_player()
            if actor < 0 or actor in self.last_moves:
                continue
            view = self.new_view(before)
            words = None
            for ev in before.apply_action(tl.actions[i]):
                if ev.visible(viewer):
                    view.apply(ev)
                    said = self.narrate(ev, view)
                    if said is not None and said[1] == actor:
                        words = said[0]
            if words:
                self.last_moves[actor] = words
            if len(self.last_moves) == len(self.names):
                break

    def log_seat_at(self, pos) -> int | None:
        log = self.log
        if not log.inner.collidepoint(pos):
            return None
        end = len(log.lines) - log.scroll
        start = max(0, end - log.visible_rows)
        y0 = log.inner.bottom - (end - start) * log.line_h
        i = start + (pos[1] - y0) // log.line_h
        if not start <= i < end:
            return None
        return self._row_seat.get(id(log.lines[i]))

    def comfort_update(self, dt: float) -> None:
        if self.read_only:
            self.hover_seat = self.log_seat_at(self.mouse)
            return
        if not self.queue.busy:
            self._step_hint()
        self.hover_seat = self.log_seat_at(self.mouse)
        self._refresh_comfort()

    # ---- drawing ------------------------------------------------------------------------------
    def comfort_draw(self, surface) -> None:
        for seat, text in self.last_moves.items():
            self.last_move_mark(surface, seat, text)
        if self.hover_seat is not None:
            try:
                r = self.seat_rect(self.hover_seat)
            except (NotImplementedError, IndexError, KeyError):
                r = None
            if r is not None:
                pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(8, 8), 3,
                                 border_radius=10)
        if self._hint_think is not None:
            self._band(surface, self.app.t("table.hint.thinking") + "." * (int(self.clock * 3) % 4))
        elif self.hint_line:
            self._band(surface, self.hint_line)

    def _band(self, surface, text: str) -> None:
        font = self.app.fonts.get("semibold", 17)
        img = render_rich(font, text, palette.HIGHLIGHT)
        if img.get_width() > HINT_BAND.w - 40:
            k = (HINT_BAND.w - 40) / img.get_width()
            img = pygame.transform.smoothscale(img, (int(img.get_width() * k),
                                                     max(1, int(img.get_height() * k))))
        box = pygame.Rect(0, 0, img.get_width() + 28, HINT_BAND.h)
        box.midtop = HINT_BAND.midtop
        if box.collidepoint(self.mouse):     # it ducks under the pointer: see what it covers
            pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=8)
            return
        pygame.draw.rect(surface, (20, 16, 26), box, border_radius=8)
        pygame.draw.rect(surface, palette.BRASS, box, 1, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def last_move_mark(self, surface, seat: int, text: str) -> None:
        """A small tag at the seat panel's foot naming the seat's last move."""
        try:
            r = self.seat_rect(seat)
        except (NotImplementedError, IndexError, KeyError):
            return
        font = self.app.fonts.get("body", 13)
        img = render_rich(font, text, palette.TEXT)
        room = max(40, r.w - 12)
        if img.get_width() > room:
            img = img.subsurface(pygame.Rect(0, 0, room, img.get_height()))
        box = pygame.Rect(0, 0, img.get_width() + 12, img.get_height() + 4)
        box.midtop = (r.centerx, r.bottom - box.h // 2)
        box.clamp_ip(pygame.Rect(0, 0, *LOGICAL_SIZE))
        pygame.draw.rect(surface, (28, 22, 34), box, border_radius=6)
        pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=6)
        surface.blit(img, (box.x + 6, box.y + 2))

    # ---- keys ------------------------------------------------------------------------------------
    def help_keys(self) -> list[tuple[str, str]]:
        t = self.app.t
        keys = [("Esc", t("keys.table.menu")), ("Space", t("keys.table.skip")),
                ("H", t("keys.table.hint"))]
        if self.session.record.allow_undo:
            keys.append(("Ctrl+Z", t("keys.table.undo")))
        keys += [(k, t(what)) for k, what in self.game_keys]
        keys += [("F1 / ?", t("keys.help")), ("F11", t("keys.fullscreen"))]
        return keys
