"""BaseTableScene: what every game's table scene does, whatever the game.

The board drawn is a *display state* (the game's view) that lags the true state: every
batch of engine events becomes one group of animations, and each event is applied to
the view (and narrated in the log) when its animation ends. While the queue is busy
nobody is asked for a move: the human's input is ignored and bots wait, so what is shown
always matches what has been narrated.

Here: the loop (chance a step per frame, one batch animated; bots searched in slices,
shown thinking a minimum time), the human's move checked by the session, the log (retold
on resume or a language change), flights (lowering the buttons they cross), prompt bar,
banners, notices, tooltips, Esc, hotseat (table/curtain.py). A game's TableScene gives:

    new_view(state)              its display state: apply(event), sync(state), version
    narrate(ev, view)            (log text, seat) or None
    batch_steps(events)          animation steps for one batch (see SpriteLayer.flight)
    status_for_batch(ev, st)     prompt while the batch plays ("Dealing round 2…") or None
    human_prompt()               the prompt on the human's turn
    draw_table(surface)          board and seat panels (cache them: see DESIGN.md)
    draw_overlays(surface)       anything over the flights (a choice modal...)
    tip_at(pos)                  a tooltip.Tip for what is under the mouse, or None
    seat_rect(seat)              a seat panel's rect (thinking dots go after the name)
    title, round_text()          for the prompt bar
    LOG_RECT, LOG_EXPANDED, NOTICE_AREA, BANNER_CENTRE   its layout in pixels (properties:
                                 or LAYOUT, its layout module, read each time)
and may override setup_painting / painting_ready / paint_background (painters made
again on a language change), log_style, lowered_widgets, refresh_controls, on_button,
on_click, on_key, end_batch, idle_work, viewer_changed. It uses self.text (a bounded TextCache),
self.sprites.flight(...), self.show_banner(text, s), self.apply_event(ev) (view + log)
and self.act(action) (the human's move).

Undo, hints, last moves, log hover and the key list come from table/comfort.py; a game
may add `game_keys`, point at a hinted move (`show_hint`), name moves in its own words
(`action_words`) and draw a seat's last move its own way (`last_move_mark`).
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette
from cinetable.client.animation import AnimationQueue, Call, Delay, Sequence
from cinetable.client.memory_release import release_after_table
from cinetable.client.player_names import own_name
from cinetable.client.refusals import refusal_text
from cinetable.client.scene import Scene
from cinetable.client.table.banner import Banner, draw_notices
from cinetable.client.table.comfort import TableComfort
from cinetable.client.table.curtain import Hotseat
from cinetable.client.table.hooks import TableHooks
from cinetable.client.table.lit import draw_lit
from cinetable.client.table.log_panel import LogPanel
from cinetable.client.table.pacing import PacedTurns
from cinetable.client.table.places import TablePlaces
from cinetable.client.table.prompt_bar import PromptBar
from cinetable.client.table.seats import display_names, draw_thinking
from cinetable.client.table.since_panel import SinceTurn
from cinetable.client.table.sprites import SpriteLayer
from cinetable.client.table.text import TextCache
from cinetable.client.table.tooltip import Tooltip
from cinetable.engine import IllegalActionError


class BaseTableScene(TablePlaces, TableComfort, PacedTurns, TableHooks, Scene):
    name = "table"
    title = ""
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.link = session.table_link(self)      # what the table does about a network
        self.names = display_names(session.seats, app.t, own_name(app.settings))
        self.queue = AnimationQueue(speed_name=app.settings.get("animation_speed", "normal"))
        self.pending_deal: list = []          # chance events waiting for the deal to end
        self.hotseat = Hotseat(self)          # sets the viewer (session.human_seat) first
        self.view = self.new_view(session.state)
        self.sprites = SpriteLayer()
        self.acting: int | None = None        # bot seat shown "thinking" during its pause
        self.batch_actor: int | None = None   # whose move the running animation shows
        self.batch_status: str | None = None  # what the running animation is about
        self.bot_wait = 0.0
        self.end_wait = 0.0
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.flash: str | None = None         # a refused move, shown briefly
        self.flash_t = 0.0
        self.results_opened = False
        self.since = SinceTurn(self)          # "Since your last turn" (S, the log's header)
        self.widgets_lowered = False          # buttons hidden under flights (see _lower)
        self._lowered: list = []
        self._setup_services()

    # ---- services that depend on the language ---------------------------------------------
    def _setup_services(self, keep_log: bool = False) -> None:
        app = self.app
        self.text = TextCache(app.fonts)
        self.tips = Tooltip(self.text)
        self.banner = Banner(self.text)
        self.bar = PromptBar(app.fonts, self.text, self.title)
        self.setup_painting()
        title = self.text.get("title", 15, app.t("table.log").upper(), palette.BRASS_DIM)
        old = getattr(self, "log", None)
        self.log = LogPanel(self.LOG_RECT, app.fonts.get("body", 15), title,
                            expanded=self.LOG_EXPANDED,
                            cue_text=lambda n: app.t("table.new_lines", count=n),
                            cue_font=app.fonts.get("semibold", 13))
        if old is not None and keep_log:
            self._row_seat = {}
            self.log.retake(old, self._row_seat)    # the same lines, laid out anew
        elif old is not None and self.queue.busy:
            # mid-animation the board lags the record: keep the lines as they are
            log = self.log
            log.lines, log.texts, log.items, log.entries = (old.lines, old.texts, old.items,
                                                           old.entries)
        else:
            self._narrate_history()     # a resumed game, or a new language: the story so far
        self.background = self.paint_background()
        self.bar.paint(self.background)
        if pygame.display.get_surface() is not None:
            self.background = self.background.convert()
        self.log.backdrop = self.background
        self.painting_ready()

    # ---- lifecycle ------------------------------------------------------------------------
    def rebuild(self) -> None:
        # a language change: "Player 2" follows it (in place: painters and narrators
        # made earlier hold this list), then cached text is painted again
        self.names[:] = display_names(self.session.seats, self.app.t,
                                      own_name(self.app.settings))
        self._setup_services()
        self._lowered, self.widgets_lowered = [], False
        super().rebuild()

    def relayout(self) -> None:
        """A new window size or UI scale: what flies lands at once (the board is then
        the record's, drawn at the new place), everything is painted again at the new
        size; the log keeps its lines and scroll, the table its state, chat and hover."""
        self.queue.finish_all()
        self.sprites.clear()
        # the seats' last-move tags as play left them (enter() would tell them again from
        # the record, which tags some moves live play does not)
        tags = (dict(self.last_moves), dict(self.last_move_stage))
        self._setup_services(keep_log=True)
        self._lowered, self.widgets_lowered = [], False
        Scene.rebuild(self)              # the widgets made again at their new place
        self.last_moves, self.last_move_stage = tags

    def resume(self) -> None:
        super().resume()
        self.refresh_controls(force=True)
        self.queue.set_speed(self.app.settings.get("animation_speed", "normal"))

    def exit(self) -> None:
        self.queue.clear()
        self.session.flush()       # leaving the table: the autosave is on disk
        self.link.leave()              # a network seat: the host plays a stand-in
        super().exit()
        self.release()
        release_after_table(self.session.record.game)    # memos, cycles, malloc's free pages

    def release(self) -> None:
        """Free a table's surfaces as it leaves the screen. The scene itself may live on
        until the next full garbage collection (its animations' closures refer to it, and
        the app runs those at most once a minute in a bot game): without this, a finished
        table's ~25 MB of layers, faces and text stayed beside the next one's."""
        self.sprites.clear()
        self._lowered = []
        self.text.clear()
        self.log.release()
        self.release_painting()
        self.background = None

    def enter(self) -> None:
        if self.background is None:      # released, and shown again: paint it afresh
            self._setup_services()
        super().enter()

    def release_painting(self) -> None:
        """The game's part of release(): drop its painters' cached surfaces."""

    # ---- state of play ----------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def human_can_act(self) -> bool:
        # the human to move is the one the table shows (hotseat: after the curtain)
        return (not self.queue.busy and not self.state.is_terminal()
                and self.session.human_to_move()
                and self.state.current_player() == self.session.human_seat)

    def act(self, action) -> bool:
        """The human's move: checked by the session (the engine says why it is refused)."""
        if not self.human_can_act():
            return False
        seat = self.state.current_player()
        try:
            events = self.session.apply(action)
        except IllegalActionError as e:
            self.flash, self.flash_t = refusal_text(self.app.t, e), 2.5
            return True
        self.play(events, seat)
        self.open_undo_window()           # the next seat waits a moment (undo allowed)
        return True

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.link.handle(event):              # chat at a network table: typing first
            return True
        if self.pacing_handle(event):           # "since your turn", "wait for me" (pacing.py)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from cinetable.client.tables import pause_scene
            self.app.scenes.push(pause_scene(self.app, self.session))
            return True
        if self.comfort_handle(event):          # undo, hint (table/comfort.py)
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN) and \
                self.log.handle(event, self.mouse):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.on_button(event.ui_element)
        if self.queue.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.on_click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.on_key(event.key)
        return False

    def on_button(self, element) -> bool:
        return False

    # ---- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.link.frame()                # a network seat: presence, names, the line
        self.flash_t = max(0.0, self.flash_t - dt)
        self._deal()
        if self.queue.busy:
            self.queue.update(dt)
        else:
            self._advance(dt)
            self.idle_work()
        self.log.set_expanded(self.log.hit(self.mouse) and not self.over_log_panel(),
                              keep_clear=self.log_keep_clear())
        self.comfort_update(dt)
        # no tip over the log, nor from the board under the since-your-turn panel
        self.tips.update(dt, None if self.log.hit(self.mouse) or self.since.open else
                         self.comfort_tip(self.mouse) or self.tip_at(self.mouse))
        self._lower()
        self.refresh_controls()
        self.hotseat.check()             # another human to move: the screen changes hands

    def idle_work(self) -> None:
        """Something cheap to do in a frame with nothing to animate (warm caches)."""
        self.app.sounds.warm()

    def over_log_panel(self) -> bool:
        """The mouse is on a panel over the log (an undo ask): the log stays as it is."""
        return self.link.over_panel(self.mouse)

    def log_keep_clear(self) -> list[pygame.Rect]:
        """On the player's turn the grown log stays clear of their move's buttons."""
        return [w.rect for w in self.lowered_widgets()] if self.human_can_act() else []

    def _lower(self) -> None:
        """pygame-gui draws its widgets over the scene: while something flies (or the
        log is grown over the board), the widgets it may cross are hidden and drawn by the
        scene as they looked, under the flight (or the log)."""
        want = self.sprites.active or self.log.expanded or self.since.open
        if want == self.widgets_lowered:
            return
        self.widgets_lowered = want
        if want:
            self._lowered = [(w.rect.copy(), w.image.copy()) for w in self.lowered_widgets()
                             if w.visible and getattr(w, "image", None) is not None]
            for w in self.lowered_widgets():
                w.hide()
        else:
            self._lowered = []
        self.refresh_controls(force=True)

    # ---- events → animations --------------------------------------------------------------------
    def play(self, events: list, actor: int | None, pause: float = 0.0) -> None:
        snapshot = self.state.clone()
        steps: list = [Call(lambda: setattr(self, "batch_actor", actor))]
        if actor is not None and self.session.is_bot(actor) and pause > 0:
            steps += [Call(lambda: setattr(self, "acting", actor)), Delay(pause)]
        status = self.status_for_batch(events, snapshot)
        steps.append(Call(lambda: self._begin_batch(status)))
        steps += self.paced_batch(self.batch_steps(events), events, actor)
        steps.append(Call(lambda: self._end_batch(snapshot)))
        self.queue.add(Sequence(*steps))

    def _begin_batch(self, status) -> None:
        self.acting = None
        self.batch_status = status

    def _end_batch(self, snapshot) -> None:
        self.view.sync(snapshot)
        self.sprites.clear()
        self.end_batch()
        self.acting = None
        self.batch_status = None
        self.batch_actor = None

    def show_banner(self, text: str, duration: float):
        """An animation step: `text` large over the board, fading in and out."""
        return self.banner.show(text, duration, self.BANNER_CENTRE)

    def end_batch(self) -> None:
        """The game's own clean-up after a batch played (hidden slots...)."""

    def apply_event(self, ev) -> None:
        """Show one event: update the view and narrate it."""
        self.view.apply(ev)
        said = self.narrate(ev, self.view)
        if said is not None:
            self._log_line(ev, said)

    def _log_line(self, ev, said) -> None:
        text, seat = said
        tag = text
        text, tag = self.link.mark(ev, text, seat)     # a stand-in bot's move is marked
        colour, dot = self.log_style(ev, seat)
        self.log.add(text, colour, dot, seat)
        self.note_line(ev, tag, seat)

    def _narrate_history(self) -> None:
        """Tell the game so far in the log, by replaying the record through a fresh view
        (only the last lines the log keeps are rendered)."""
        from cinetable.engine import load_game
        rec = self.session.record
        state = load_game(rec.game, rec.players, rec.options).new_initial_state()
        view = self.new_view(state)
        viewer = self.session.human_seat
        told = []
        if self.link.narrate(view):       # a network seat: from the events it was sent
            return
        for text in rec.actions:
            for ev in state.apply_action(state.parse_action(text)):
                if ev.visible(viewer):
                    view.apply(ev)
                    said = self.narrate(ev, view)
                    if said is not None:
                        told.append((ev, said))
            view.sync(state)
        for ev, said in told[-self.log.max_lines:]:
            self._log_line(ev, said)

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        for rect, img in self._lowered:
            surface.blit(img, rect.topleft)
        self.draw_last_moves(surface)    # part of the panels: overlays and flights go over
        self.link.draw_presence(surface)
        prompt, dots = self.status()
        t = self.app.t
        hint = t("table.skip_hint") if self.queue.busy else t("table.menu_hint")
        hint = self.link.bar_hint(hint)                  # a network table's code, in view
        self.bar.draw(surface, self.round_text(), prompt, dots, hint, self.clock)
        thinking = self.thinking_seat()
        if thinking is not None:
            draw_thinking(surface, self.text, self.seat_rect(thinking), self.names[thinking],
                          self.clock, self.thinking_dots_at(thinking))
        self.log.draw(surface)
        self.since.draw_tag(surface)
        self.sprites.draw(surface)
        self.banner.draw(surface)
        self.link.draw_overlays(surface)      # a network chat keeps off their dialogs
        draw_lit(surface, self.lit_targets(), self.mouse)   # what you may do (19.5)
        self.since.draw_panel(surface)
        self.comfort_draw(surface)
        self.draw_tips(surface)
        self.draw_notices(surface)
        self.link.draw_top(surface)              # a network undo ask and chat

    def draw_tips(self, surface) -> None:
        """The tooltip, over everything (a guided table draws it over its guide's box)."""
        self.tips.draw(surface, avoid=self.widget_rects())

    def widget_rects(self) -> list[pygame.Rect]:
        """The visible widgets of this scene (pygame-gui draws them over the scene)."""
        if self.root is None:
            return []
        return [e.rect for e in self.root.elements if e.visible]

    def draw_notices(self, surface) -> list[pygame.Rect]:
        notices = []
        err = self.session.last_save_error
        if err:
            notices.append((self.app.t("table.save_failed", error=err), palette.BAD))
        if self.flash and self.flash_t > 0:
            notices.append((self.flash, palette.BAD))
        self.notice_rects = draw_notices(surface, self.text, notices, self.NOTICE_AREA)
        return self.notice_rects
