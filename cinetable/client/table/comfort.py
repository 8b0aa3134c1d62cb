"""Comfort at every table, whatever the game (a mixin of BaseTableScene):

- Undo (button in the top bar, Ctrl+Z): the session takes back the human's last decision
  and everything after it, never past an action that showed the human something
  (engine.undo); when it cannot, the button is disabled and its tooltip says why, in the
  words Ctrl+Z shows (one function, `undo_refusal`). After the human's move the next seat
  waits a moment for it (table/undo_window.py).
- Hint (button, H): the hard bot's search from the human's own view (bots.hint), run in
  slices between frames like a bot's turn; its move and the estimated win chance of the
  best options in one line under the bar. A game's table may also point at the move
  (`show_hint(action)`) and name moves in its own words (`action_words(action)`).
- The last move of each seat at its panel, and the seat a hovered log line speaks of
  (table/last_moves.py).
- help_keys(): the keys of the table, for the key help overlay (F1 or ?).
"""
from __future__ import annotations

import random

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.table.last_moves import LastMoves
from cinetable.client.table.text import render_rich
from cinetable.client.table.tooltip import Tip
from cinetable.client.table.undo_window import UndoWindow
from cinetable.client.text_wrap import wrap

BUTTON_W, BUTTON_H = 84, 32  # units
HINT_SLICE_S = 0.009          # hint search per frame (as a bot's turn)
HINT_OPTIONS = 2              # options named in the hint line (3 did not fit at a readable size)
# in pixels, at the window's top right (relayout)
UNDO_RECT = HINT_RECT = HINT_BAND = pygame.Rect(0, 0, 0, 0)
BAR_RESERVE = 0               # the prompt bar keeps clear of the buttons


def relayout() -> None:
    global UNDO_RECT, HINT_RECT, HINT_BAND, BAR_RESERVE
    px, w = viewport.px, viewport.width()
    UNDO_RECT = pygame.Rect(w - px(16 + BUTTON_W), px(7), px(BUTTON_W), px(BUTTON_H))
    HINT_RECT = pygame.Rect(UNDO_RECT.x - px(8 + BUTTON_W), px(7), px(BUTTON_W), px(BUTTON_H))
    BAR_RESERVE = w - HINT_RECT.x + px(4)
    # the hint answers the prompt, so it takes the prompt bar's place (a band lower down
    # covered the board: a table's column letters, the first seat's name)
    HINT_BAND = pygame.Rect(px(8), px(3), HINT_RECT.x - px(16), px(40))   # two rows of 15


viewport.on_change(relayout)


class TableComfort(LastMoves):
    game_keys: list = []      # a game's own keys: [(key text, locale key of what it does)]
    # a staticmethod wording(t, names, seat) -> (new_view(state), narrate(ev, view)):
    # moves named from a seat's side with no table open (the review); None: the notation
    wording = None

    def __init__(self, app):
        super().__init__(app)
        self.hint = None                  # the Hint shown (bots.hint.Hint)
        self.hint_line: str | None = None
        self._hint_think = None
        self._hint_at = -1                # record length the hint is for
        self.hint_mark = None             # the move the hint (or a review) points at
        self.last_moves: dict[int, str] = {}
        self.last_move_stage: dict[int, object] = {}   # seat -> stage_key it was made in
        self.hover_seat: int | None = None
        self._row_seat: dict[int, int | None] = {}    # id(log row surface) -> seat
        self.undo_b = self.hint_b = None
        self.undo_window = UndoWindow()   # the next seat waits: the move can be taken back
        self._undo_said: str | None = None   # the refusal Ctrl+Z flashed last

    @property
    def read_only(self) -> bool:
        return bool(self.session.read_only)

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
        if not self.pending_deal:         # mid-deal (a chance step a frame) it stays as is
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
        if self.link.comfort_key(event):      # Y / N or Agree / Refuse: another's undo ask
            return True
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
        if event.key == pygame.K_SPACE and self.undo_window.open:
            self.undo_window.close()      # go on at once (and skip the move's animation)
            return not self.queue.busy
        if event.key == pygame.K_h and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask_hint()
            return True
        return False

    # ---- undo -----------------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo cannot be used now, in words (None: it can): the one source of the
        reason, for the button's tooltip and Ctrl+Z alike. It asks the record, whatever
        the board is still animating, so the reason does not change when the animation
        ends (a "wait" while a move played hid the reason that followed it)."""
        t = self.app.t
        s = self.session
        if self.read_only or not s.record.allow_undo:
            # at a network table the host chose it, not New game's "Allow undo"
            return t(self.link.undo_off_key)
        if s.human_seat is None:
            return t("table.undo.no_decision")
        if self.state.is_terminal():
            return t("table.undo.over")
        check = s.undo_check()
        if check.allowed:
            return None
        said = self.link.undo_refusal(check)      # a network table's own reasons
        if said is not None:
            return said
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
        self._undo_said = why
        if why is not None:
            self.flash, self.flash_t = why, 3.0
            return False
        sent = self.link.ask_undo()           # at a network table the others are asked first
        if sent is not None:
            return sent
        if not self.session.undo():
            return False
        self.after_undo()
        self.flash, self.flash_t = self.app.t("table.undo.done"), 1.5
        return True

    def open_undo_window(self) -> None:
        """The human has just moved: with undo allowed (and the move one it can take back),
        hold the next seat a moment; not when the human moves again or the game is over."""
        s = self.session
        if self.read_only or not s.record.allow_undo or self.state.is_terminal() \
                or s.human_to_move() or not self.link.undo_window:   # a network host plays on
            return
        if s.undo_check().allowed:
            self.undo_window.start()

    def _undo_update(self, dt: float) -> None:
        # the window counts pacing time once the move's animation has played
        if self.undo_window.open and not self.queue.busy:
            self.undo_window.tick(dt, self.queue.speed)
        # a refusal Ctrl+Z showed stays only while it is still the reason (the tooltip's)
        if self.flash_t > 0 and self._undo_said is not None and self.flash == self._undo_said \
                and not self.pending_deal and self.undo_refusal() != self._undo_said:
            self.flash_t = 0.0
            self._undo_said = None

    def after_undo(self) -> None:
        """The session went back: show its state afresh (view, log, marks, controls)."""
        self.undo_window.close()
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
        """The hint line: the named move and its figure first (bots.hint settles them so
        that no figure shown beats it unless marked "as good"), each with its ± margin."""
        t = self.app.t
        named, others = hint.options[0], hint.options[1:HINT_OPTIONS]
        move = self.action_words(hint.action)
        if not named.visits:                 # no figure: the move alone
            return t("table.hint.line_plain", move=move)
        head = t("table.hint.line", move=move, chance=round(100 * named.estimate),
                 margin=max(1, round(100 * named.margin)))
        said = [t("table.hint.option_as_good" if o.as_good else "table.hint.option",
                  move=self.action_words(o.action), chance=round(100 * o.estimate),
                  margin=max(1, round(100 * o.margin))) for o in others]
        return head + (t("table.hint.others", options=", ".join(said)) if said else "")

    def action_words(self, action) -> str:
        """A move in the table's words: how the log would tell it, narrated in two worlds
        resampled from the human's view; when the words depend on what the human cannot
        know (a peek), the move's notation instead."""
        from cinetable.client.move_words import word_action
        return word_action(self.state, self.session.human_seat, action, self.new_view,
                           self.narrate)

    def show_hint(self, action) -> None:
        """Point at the hinted move on the board (None: stop); the line is shared. The
        game's table says where the move is (`hint_rects`); a ring is drawn there."""
        self.hint_mark = action

    def hint_rects(self, action) -> list:
        """Where `action` is on the board (a card, a column, a button): none by default."""
        return []

    def comfort_update(self, dt: float) -> None:
        if self.read_only:
            self.hover_seat = self.log_seat_at(self.mouse)
            return
        if self._hint_at != len(self.session.record.actions) and (
                self._hint_think is not None or self.hint is not None):
            self.drop_hint()      # a move was made: at once, not after its animation
        if not self.queue.busy:
            self._step_hint()
        self.hover_seat = self.log_seat_at(self.mouse)
        self._refresh_comfort()
        self._undo_update(dt)

    # ---- drawing ------------------------------------------------------------------------------
    def comfort_draw(self, surface) -> None:
        prompt = getattr(self.bar, "prompt_rect", None)
        if self.undo_window.open and not self.queue.busy and prompt is not None:
            self.undo_window.draw(surface, prompt)
        if self.hover_seat is not None:
            try:
                r = self.seat_rect(self.hover_seat)
            except (NotImplementedError, IndexError, KeyError):
                r = None
            if r is not None:
                px = viewport.px
                pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(px(8), px(8)), px(3),
                                 border_radius=px(10))
        if self.hint_mark is not None:
            self._ring_hint(surface)
        if self._hint_think is not None:
            self._band(surface, self.app.t("table.hint.thinking") + "." * (int(self.clock * 3) % 4))
        elif self.hint_line:
            self._band(surface, self.hint_line)

    def _ring_hint(self, surface) -> None:
        """A brass ring, gently pulsing, round each place the hinted move is."""
        try:
            rects = self.hint_rects(self.hint_mark)
        except Exception:                 # a pointer is a nicety: the line says it
            rects = []
        px = viewport.px
        grow = px(6 + round(2 * abs(((self.clock * 2) % 2) - 1)))
        for r in rects:
            pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(2 * grow, 2 * grow), px(4),
                             border_radius=px(12))

    def hint_band(self) -> pygame.Rect:
        """The prompt's place in the bar: right of the game's title, which stays."""
        left = viewport.px(16) + getattr(self.bar, "logo_w", 0) + viewport.px(10)
        return pygame.Rect(left, HINT_BAND.y, HINT_BAND.right - left, HINT_BAND.h)

    def _band(self, surface, text: str) -> None:
        band, px = self.hint_band(), viewport.px
        room = band.w - px(24)
        font = self.app.fonts.get("semibold", 17)
        img = render_rich(font, text, palette.HIGHLIGHT)
        if img.get_width() > room:         # a long hint goes on two rows, then shrinks
            font = self.app.fonts.get("semibold", 15)
            rows = [render_rich(font, row, palette.HIGHLIGHT)
                    for row in wrap(font, text, room)]
            img = pygame.Surface((max(r.get_width() for r in rows),
                                  sum(r.get_height() for r in rows) - 2), pygame.SRCALPHA)
            for i, row in enumerate(rows):
                img.blit(row, (0, i * (row.get_height() - 2)))
        if img.get_width() > room or img.get_height() > band.h - px(2):
            k = min(room / img.get_width(), (band.h - px(2)) / img.get_height())
            img = pygame.transform.smoothscale(img, (int(img.get_width() * k),
                                                     max(1, int(img.get_height() * k))))
        box = band                         # the round and prompt: no half-hidden prompt
        if box.collidepoint(self.mouse):     # it ducks under the pointer: see what it covers
            pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=px(8))
            return
        pygame.draw.rect(surface, (20, 16, 26), box, border_radius=px(8))
        pygame.draw.rect(surface, palette.BRASS, box, 1, border_radius=px(8))
        surface.blit(img, img.get_rect(center=box.center))

    # ---- keys ------------------------------------------------------------------------------------
    def help_keys(self) -> list[tuple[str, str]]:
        t = self.app.t
        keys = [("Esc", t("keys.table.menu")), ("Space", t("keys.table.skip")),
                ("H", t("keys.table.hint")), ("S", t("keys.table.since"))]
        if self.app.settings.get("after_bot_move") == "wait":
            keys.append(("Space", t("keys.table.next")))
        if self.session.record.allow_undo:
            keys.append(("Ctrl+Z", t("keys.table.undo")))
        keys += [(k, t(what)) for k, what in self.game_keys]
        keys += self.link.keys(t)                       # chat: network tables only
        keys += [("F1 / ?", t("keys.help")), ("F11", t("keys.fullscreen"))]
        return keys

