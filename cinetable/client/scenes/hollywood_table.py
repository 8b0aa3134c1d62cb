"""The Hollywood! table: the board, the players' panels, the log, and the human's moves.

The board drawn is a *display state* (`TableView`) that lags the true state: every batch
of engine events becomes one group of animations, and each event is applied to the view
(and narrated in the log) when its animation ends. While the queue is busy nobody is
asked for a move: the human's input is ignored and bots wait, so what is shown always
matches what has been narrated.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette
from cinetable.client.animation import (AnimationQueue, Call, Delay, Parallel, Sequence, Tween,
                                        ease_in_quad, ease_out_back, ease_out_cubic,
                                        ease_in_out_cubic, stagger)
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.board import BoardPainter, display_names
from cinetable.client.hollywood.log_panel import LogPanel
from cinetable.client.hollywood.narrate import Narrator, stars
from cinetable.client.hollywood.view import CARDS, TableView
from cinetable.client.widgets import vertical_gradient
from cinetable.client.scene import LOGICAL_SIZE, Scene
from cinetable.engine import CHANCE, IllegalActionError
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.actions import CUT, DOUBLE, PLACE
from cinetable.games.hollywood.scoring import film_value, weight
from cinetable.games.hollywood.state import PLAY, STAR_CHOICE

BOT_SLICE_S = 0.009      # bot thinking per frame: with drawing, a frame stays under 16 ms
BOT_PAUSE = 0.55         # minimum time a bot's turn is shown before its move (animation s)
AUTO_RESULTS = 4.0       # the final board stays this long before the results open
KEY_COLUMNS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
               pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}
KEY_OPTIONS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2,
               pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}


class Sprite:
    """A surface in flight, drawn centred at (x, y) over the board."""

    __slots__ = ("surf", "x", "y", "alpha", "scale")

    def __init__(self, surf, pos, alpha=255.0, scale=1.0):
        self.surf = surf
        self.x, self.y = pos
        self.alpha = alpha
        self.scale = scale

    def draw(self, surface) -> None:
        img = self.surf
        if self.scale != 1.0:
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, int(w * self.scale)),
                                                     max(1, int(h * self.scale))))
        a = int(max(0, min(255, self.alpha)))
        if a < 255:
            img = img.copy() if img is self.surf else img
            img.set_alpha(a)
        surface.blit(img, img.get_rect(center=(int(self.x), int(self.y))))


class HollywoodTableScene(Scene):
    name = "table"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.names = display_names(session.seats, app.t)
        self.view = TableView.from_state(session.state)
        self.queue = AnimationQueue(speed_name=app.settings.get("animation_speed", "normal"))
        self.sprites: list[Sprite] = []
        self.hidden_slots: set[int] = set()
        self.hidden_tokens: set[int] = set()
        self.acting: int | None = None        # bot seat shown "thinking" during its pause
        self.batch_actor: int | None = None   # whose move the running animation shows
        self.batch_status: str | None = None  # what the running animation is about
        self.bot_wait = 0.0
        self.end_wait = 0.0
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.hover_time = 0.0
        self.hover_button: str | None = None
        self.banner: str | None = None
        self.banner_alpha = 0.0
        self.flash: str | None = None         # a refused move, shown briefly
        self.flash_t = 0.0
        self.results_opened = False
        self.pending_deal: list = []          # chance events waiting for the deal to end
        self._warm = 0                        # card faces painted ahead of need
        self._button_state: dict = {}
        self._setup_services()

    def _setup_services(self) -> None:
        app = self.app
        self.painter = BoardPainter(app.fonts, app.t, self.names, self.session.seats,
                                    self.session.human_seat)
        self.text = self.painter.text
        self.narrator = Narrator(app.t, self.names, self.session.human_seat)
        title = self.text.get("title", 15, app.t("table.log").upper(), palette.BRASS_DIM)
        old = getattr(self, "log", None)
        self.log = LogPanel(L.LOG, app.fonts.get("body", 16), title)
        if old is not None and self.queue.busy:
            # mid-animation the board lags the record: keep the lines as they are
            self.log.lines, self.log.texts, self.log.entries = old.lines, old.texts, old.entries
        else:
            self._narrate_history()     # a resumed game, or a new language: the story so far
        self._background = self._paint_background()
        self.painter.backdrop = self._background
        self.log.backdrop = self._background
        self._layer = self._background.copy()
        self._layer_key = None

    # ---- lifecycle ------------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        ui = self.app.ui
        self.cut_b = pygame_gui.elements.UIButton(L.CUT_BUTTON, t("hollywood.studio.cut"), ui,
                                                  container=self.root)
        self.double_b = pygame_gui.elements.UIButton(L.DOUBLE_BUTTON,
                                                     t("hollywood.studio.double"), ui,
                                                     container=self.root)
        self.results_b = pygame_gui.elements.UIButton(L.RESULTS_BUTTON, t("table.results"), ui,
                                                      container=self.root)
        self.results_b.hide()
        self._button_state = {}
        self._refresh_controls()

    def rebuild(self) -> None:
        self._setup_services()           # a language change: repaint cached text
        super().rebuild()

    def resume(self) -> None:
        super().resume()
        self._button_state = {}
        self.queue.set_speed(self.app.settings.get("animation_speed", "normal"))

    def exit(self) -> None:
        self.queue.clear()
        self.session.flush()       # leaving the table: the autosave is on disk
        super().exit()

    # ---- state of play ----------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def human_can_act(self) -> bool:
        return (not self.queue.busy and not self.state.is_terminal()
                and self.session.human_to_move())

    def legal_columns(self) -> list[int]:
        if not self.human_can_act() or self.state.phase != PLAY:
            return []
        return [a.arg for a in self.state.legal_actions() if a.kind == "place"]

    def star_options(self) -> list:
        """The human's star choice (STAR actions), when it is waiting."""
        if not self.human_can_act() or self.state.phase != STAR_CHOICE:
            return []
        return self.state.legal_actions()

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from cinetable.client.tables import pause_scene
            self.app.scenes.push(pause_scene(self.app, self.session))
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.log.handle(event, self.mouse):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if self.queue.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._on_click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event.key)
        return False

    def _on_button(self, element) -> bool:
        if element is self.results_b:
            self.open_results()
            return True
        if element is self.cut_b:
            return self.act(CUT)
        if element is self.double_b:
            return self.act(DOUBLE)
        return False

    def _on_click(self, pos) -> bool:
        options = self.star_options()
        if options:
            for action, rect in zip(options, L.star_choice_rects(len(options))):
                if rect.collidepoint(pos):
                    return self.act(action)
            return True                  # the modal swallows clicks elsewhere
        for col in self.legal_columns():
            if L.column_rect(col).collidepoint(pos):
                return self.act(PLACE[col])
        return False

    def _on_key(self, key) -> bool:
        options = self.star_options()
        if options:
            i = KEY_OPTIONS.get(key)
            if i is not None and i < len(options):
                return self.act(options[i])
            return False
        if key in KEY_COLUMNS and self.human_can_act():
            return self.act(PLACE[KEY_COLUMNS[key]])
        if key == pygame.K_c and self.human_can_act():
            return self.act(CUT)
        if key == pygame.K_d and self.human_can_act():
            return self.act(DOUBLE)
        return False

    def act(self, action) -> bool:
        """The human's move: checked by the session (the engine says why it is refused)."""
        if not self.human_can_act():
            return False
        seat = self.state.current_player()
        try:
            events = self.session.apply(action)
        except IllegalActionError as e:
            self.flash, self.flash_t = str(e), 2.5
            return True
        self.play(events, seat)
        return True

    # ---- the loop -----------------------------------------------------------------------------
    def busy(self) -> bool:
        # Animations, bots and chance move on their own; a human's turn or the final board
        # waits for input (the results timer still runs at the idle frame rate).
        return self.queue.busy or not (self.state.is_terminal() or self.session.human_to_move())

    def update(self, dt: float) -> None:
        self.clock += dt
        self.flash_t = max(0.0, self.flash_t - dt)
        self._update_hover(dt)
        self._deal()
        if self.queue.busy:
            self.queue.update(dt)
        else:
            self._advance(dt)
            self._warm_up()
        self._refresh_controls()

    def _deal(self) -> None:
        """Chance needs no decision, so it goes on while animations play: one card per
        frame (one autosave per frame), and the whole deal is queued as one batch once
        the layout is complete, to fly in card after card."""
        s = self.session
        if s.state.current_player() != CHANCE:
            return
        self.pending_deal.extend(s.step_auto(None))
        if s.state.current_player() != CHANCE:
            events, self.pending_deal = self.pending_deal, []
            self.play(events, None)

    def _warm_up(self) -> None:
        """Paint one not-yet-cached card face per idle frame, so deals never stall."""
        if self._warm < len(CARDS.cards):
            self.painter.cards.face(self._warm)
            self._warm += 1
        else:
            self.app.sounds.warm()       # then the sounds, one per idle frame

    def _advance(self, dt: float) -> None:
        s = self.session
        state = s.state
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

    # ---- events → animations --------------------------------------------------------------------
    def play(self, events: list, actor: int | None, pause: float = 0.0) -> None:
        snapshot = self.state.clone()
        steps: list = [Call(lambda: setattr(self, "batch_actor", actor))]
        if actor is not None and self.session.is_bot(actor) and pause > 0:
            steps += [Call(lambda: setattr(self, "acting", actor)), Delay(pause)]
        status = None
        if any(isinstance(e, E.CardDealt) for e in events):
            status = self.app.t("hollywood.prompt.dealing", round=snapshot.round + 1)
        elif any(isinstance(e, E.CardAwarded) for e in events):
            status = self.app.t("hollywood.prompt.handing_out")
        steps.append(Call(lambda: self._begin_batch(status)))
        deals: list = []
        for ev in events:
            if isinstance(ev, E.CardDealt):
                deals.append(ev)
                continue
            if deals:
                steps.append(self._deal_steps(deals))
                deals = []
            steps.append(self._steps_for(ev))
        if deals:
            steps.append(self._deal_steps(deals))
        steps.append(Call(lambda: self._end_batch(snapshot)))
        self.queue.add(Sequence(*steps))

    def _begin_batch(self, status) -> None:
        self.acting = None
        self.batch_status = status

    def _end_batch(self, snapshot) -> None:
        self.view.sync(snapshot)
        self.sprites.clear()
        self.hidden_slots.clear()
        self.hidden_tokens.clear()
        self.acting = None
        self.batch_status = None
        self.batch_actor = None

    def _narrate_history(self) -> None:
        """Tell the game so far in the log, by replaying the record through a fresh view
        (only the last lines the log keeps are rendered)."""
        from cinetable.engine import load_game
        rec = self.session.record
        state = load_game(rec.game, rec.players, rec.options).new_initial_state()
        view = TableView(rec.players, bool(state.game.options.get("advanced_scoring")))
        viewer = self.session.human_seat
        told = []
        for text in rec.actions:
            for ev in state.apply_action(state.parse_action(text)):
                if ev.visible(viewer):
                    view.apply(ev)
                    said = self.narrator.line(ev, view)
                    if said is not None:
                        told.append((ev, said))
            view.sync(state)
        for ev, said in told[-self.log.max_lines:]:
            self._log_line(ev, said)

    def _apply(self, ev) -> None:
        """Show one event: update the view and narrate it."""
        self.view.apply(ev)
        said = self.narrator.line(ev, self.view)
        if said is not None:
            self._log_line(ev, said)

    def _log_line(self, ev, said) -> None:
        text, seat = said
        if isinstance(ev, (E.RoundStarted, E.RoundEnded, E.GameOver)):
            self.log.add(text, palette.BRASS)
        elif isinstance(ev, E.FilmFinished):
            self.log.add(text, palette.HIGHLIGHT, palette.PLAYERS[seat])
        else:
            dot = palette.PLAYERS[seat % len(palette.PLAYERS)] if seat is not None else None
            self.log.add(text, palette.TEXT, dot)

    def _sprite(self, surf, pos, **kw) -> Sprite:
        sp = Sprite(surf, pos, **kw)
        self.sprites.append(sp)
        return sp

    def _drop(self, sp: Sprite) -> None:
        if sp in self.sprites:
            self.sprites.remove(sp)

    def _deal_steps(self, deals: list):
        flights = []
        for ev in deals:
            target = L.slot_rect(ev.slot).center
            face = lambda c=CARDS.by_id[ev.card].index: self.painter.cards.face(c)  # noqa: E731
            flights.append(self._flight(face, L.DECK_POS, target, 0.24,
                                        on_start=lambda: self.app.sounds.play("deal"),
                                        on_done=lambda ev=ev: self._apply(ev),
                                        start_scale=0.5, ease=ease_out_cubic))
        return stagger(flights, 0.06)

    def _flight(self, surf, start, end, duration, *, on_start=None, on_done=None,
                start_scale=1.0, end_scale=1.0, start_alpha=255.0, end_alpha=255.0,
                ease=ease_in_out_cubic):
        """A tween moving a new sprite from start to end; the sprite goes away at the end.
        `surf` may be a function, called when the flight starts (paint only when needed)."""
        holder: dict = {}

        def begin():
            img = surf() if callable(surf) else surf
            holder["sp"] = self._sprite(img, start, alpha=start_alpha, scale=start_scale)
            if on_start:
                on_start()

        def apply(p):
            sp = holder["sp"]
            sp.x = start[0] + (end[0] - start[0]) * p
            sp.y = start[1] + (end[1] - start[1]) * p
            sp.scale = start_scale + (end_scale - start_scale) * p
            sp.alpha = start_alpha + (end_alpha - start_alpha) * p

        def done():
            self._drop(holder["sp"])
            if on_done:
                on_done()

        return Tween(duration, apply, ease, begin, done)

    def _steps_for(self, ev):
        if isinstance(ev, E.TokenPlaced):
            parts = []
            srcs = [src for _w, src, _d in ev.pushed]
            for who, src, dst in ev.pushed:
                parts.append(self._flight(self.painter.token(who), L.token_pos(src),
                                          L.token_pos(dst), 0.26, ease=ease_out_cubic))
            x, y = L.token_pos(ev.slot)
            drop = self._flight(self.painter.token(ev.seat), (x, y - 70), (x, y), 0.3,
                                start_alpha=0.0, ease=ease_out_back)
            parts.append(Sequence(Delay(0.1 if ev.pushed else 0.0), drop))
            # the knock sounds when the token, easing in with an overshoot, first
            # reaches the card (about a third of its drop), not when the drop begins
            knock = "push" if ev.pushed else "place"
            parts.append(Sequence(Delay((0.1 if ev.pushed else 0.0) + 0.11),
                                  Call(lambda: self.app.sounds.play(knock))))
            return Sequence(Call(lambda: self.hidden_tokens.update(srcs)), Parallel(*parts),
                            Call(lambda: (self.hidden_tokens.clear(), self._apply(ev))),
                            Delay(0.08))
        if isinstance(ev, E.CardAwarded):
            c = CARDS.by_id[ev.card]
            start = L.slot_rect(ev.slot).center
            end = L.award_target(ev.seat, self.view.n, ev.result, c.genre)

            def hide(slot=ev.slot, seat=ev.seat):
                self.hidden_slots.add(slot)
                self.hidden_tokens.add(slot)
                self.batch_actor = seat          # the receiver's panel lights up
                self.app.sounds.play("award")

            fly = self._flight(self.painter.cards.face(c.index), start, end, 0.34,
                               on_start=hide, on_done=lambda: self._apply(ev),
                               end_scale=self.painter.mw / L.CARD_W + 0.05)
            return Sequence(fly, Delay(0.05))
        if isinstance(ev, E.CardsRemoved):
            fades = []
            for slot, cid in zip(ev.slots, ev.cards):
                r = L.slot_rect(slot)
                fades.append(self._flight(self.painter.cards.face(CARDS.by_id[cid].index),
                                          r.center, (r.centerx, r.centery + 24), 0.5,
                                          end_alpha=0.0, ease=ease_in_quad))
            slots = list(ev.slots)
            return Sequence(Call(lambda: (self.hidden_slots.update(slots),
                                          self.hidden_tokens.update(slots))),
                            Parallel(*fades), Call(lambda: self._apply(ev)), Delay(0.15))
        if isinstance(ev, E.FilmFinished):
            return Sequence(Call(lambda: (self._apply(ev), self.app.sounds.play("film"))),
                            Delay(0.3))
        if isinstance(ev, E.RoundStarted):
            text = self.app.t("table.round", round=ev.round + 1, rounds=self.view.rounds)
            return Sequence(Call(lambda: self._apply(ev)), self._banner(text, 0.9))
        if isinstance(ev, E.RoundEnded):
            return Sequence(Call(lambda: self._apply(ev)), Delay(0.35))
        if isinstance(ev, E.GameOver):
            return Sequence(Call(lambda: (self._apply(ev), self.app.sounds.play("fanfare"))),
                            self._banner(self.narrator.game_over(ev.winners, ev.scores,
                                                                 ev.tiebreak).split(" — ")[-1],
                                         1.6))
        if isinstance(ev, E.StudioCardPlayed):
            key = "hollywood.studio.cut" if ev.card == "cut" else "hollywood.studio.double"
            return Sequence(Call(lambda: (self._apply(ev), self.app.sounds.play("studio"))),
                            self._banner(self.app.t(key), 0.6))
        return Call(lambda: self._apply(ev))

    def _banner(self, text: str, duration: float):
        def begin():
            self.banner = text

        def apply(p):
            # fade in over the first fifth, out over the last fifth
            self.banner_alpha = 255 * min(1.0, p * 5, (1 - p) * 5)

        def done():
            self.banner = None

        return Tween(duration, apply, lambda x: x, begin, done)

    # ---- controls ---------------------------------------------------------------------------------
    def _studio_reason(self, which: str) -> str | None:
        """Why a studio card cannot be played now (None when it can)."""
        t = self.app.t
        h = self.session.human_seat
        if h is None:
            return t("hollywood.studio.not_your_turn")
        v = self.view
        if which == "cut" and not v.cut_left[h]:
            return t("hollywood.studio.used")
        if which == "double" and not v.double_left[h]:
            return t("hollywood.studio.used")
        if not self.human_can_act() or self.state.phase != PLAY:
            return t("hollywood.studio.not_your_turn")
        if self.state.double_pending:
            return t("hollywood.studio.second_pending")
        if which == "double" and self.state.tokens[h] < 2:
            return t("hollywood.studio.needs_two")
        return None

    def _refresh_controls(self) -> None:
        over = self.state.is_terminal() and not self.queue.busy
        want = {
            "cut": self._studio_reason("cut") is None,
            "double": self._studio_reason("double") is None,
            "over": over,
            # pygame-gui draws over the scene: hide the buttons under the star prompt
            "studio": (self.session.human_seat is not None and not over
                       and not self.star_options()),
        }
        if want == self._button_state:
            return
        self._button_state = want       # (resume() clears it: the root shows every child)
        for key, b in (("cut", self.cut_b), ("double", self.double_b)):
            b.enable() if want[key] else b.disable()
            b.show() if want["studio"] else b.hide()
        self.results_b.show() if over else self.results_b.hide()

    def _update_hover(self, dt: float) -> None:
        which = None
        if self.session.human_seat is not None and not self.state.is_terminal():
            if L.CUT_BUTTON.collidepoint(self.mouse):
                which = "cut"
            elif L.DOUBLE_BUTTON.collidepoint(self.mouse):
                which = "double"
        if which != self.hover_button:
            self.hover_button, self.hover_time = which, 0.0
        else:
            self.hover_time += dt

    def hovered_column(self) -> int | None:
        for col in self.legal_columns():
            if L.column_rect(col).collidepoint(self.mouse):
                return col
        return None

    # ---- status line ----------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        """The prompt in the top bar and whether it shows thinking dots."""
        t = self.app.t
        s = self.session
        if self.state.is_terminal() and not self.queue.busy:
            return t("hollywood.prompt.over"), False
        if self.queue.busy:
            if self.acting is not None:
                return t("hollywood.prompt.thinking", name=self.names[self.acting]), True
            if self.batch_status:
                return self.batch_status, False
            if self.batch_actor is not None and self.session.is_bot(self.batch_actor):
                return t("hollywood.prompt.bot_turn", name=self.names[self.batch_actor]), False
            return "", False
        p = self.state.current_player()
        if p < 0:
            return "", False
        if s.is_human(p):
            if self.state.phase == STAR_CHOICE:
                return t("hollywood.prompt.star_choice"), False
            if self.state.double_pending:
                key = "double_first" if self.state.double_pending == 2 else "double_second"
                return t(f"hollywood.prompt.{key}"), False
            studio = self._studio_reason("cut") is None or self._studio_reason("double") is None
            return t("hollywood.prompt.place_studio" if studio else "hollywood.prompt.place"), False
        return t("hollywood.prompt.thinking", name=self.names[p]), True

    def thinking_seat(self) -> int | None:
        if self.acting is not None:
            return self.acting
        if not self.queue.busy and not self.state.is_terminal():
            p = self.state.current_player()
            if p >= 0 and self.session.is_bot(p):
                return p
        return None

    # ---- drawing ------------------------------------------------------------------------------------
    def _paint_background(self) -> pygame.Surface:
        w, h = LOGICAL_SIZE
        bg = vertical_gradient(LOGICAL_SIZE, (40, 62, 68), (18, 30, 34))
        # a soft lighter pool under the board
        pool = pygame.Surface((L.BOARD.w + 40, L.BOARD.h + 40), pygame.SRCALPHA)
        for k in range(20):
            pygame.draw.rect(pool, (255, 255, 255, 2), pool.get_rect().inflate(-4 * k, -4 * k),
                             border_radius=40)
        bg.blit(pool, (L.BOARD.x - 20, L.BOARD.y - 20))
        bar = pygame.Rect(0, 0, w, L.TOP_BAR)
        pygame.draw.rect(bg, (16, 13, 20), bar)
        pygame.draw.line(bg, palette.BRASS_DIM, (0, L.TOP_BAR - 1), (w, L.TOP_BAR - 1), 1)
        logo = self.app.fonts.get("title", 26).render(
            self.app.t("hollywood.title"), True, palette.BRASS)
        bg.blit(logo, (16, (L.TOP_BAR - logo.get_height()) // 2))
        self._logo_w = logo.get_width()
        studio = self.app.fonts.get("semibold", 14).render(
            self.app.t("hollywood.studio.label").upper(), True, palette.BRASS_DIM)
        if self.session.human_seat is not None:
            bg.blit(studio, (L.STUDIO.x, L.STUDIO.y + 6))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def draw(self, surface: pygame.Surface) -> None:
        legal = self.legal_columns()
        hover = self.hovered_column()
        turn = self._turn_seat()
        # The table (board, panels, log) is composed into one layer, repainted only when
        # something on it changes: most frames are one full-screen blit plus what moves.
        key = (self.view.version, frozenset(self.hidden_slots), frozenset(self.hidden_tokens),
               tuple(legal), hover, turn, self.log.entries, self.log.scroll)
        if key != self._layer_key:
            self._layer_key = key
            self._compose_layer(legal, hover, turn)
        surface.blit(self._layer, (0, 0))
        self._draw_top_bar(surface)
        thinking = self.thinking_seat()
        if thinking is not None:
            self.painter.draw_thinking(surface, thinking, self.view.n, self.clock)
        for sp in self.sprites:
            sp.draw(surface)
        if self.banner is not None:
            self._draw_banner(surface)
        if self.view.over and not self.queue.busy:
            self._draw_final_word(surface)
        options = self.star_options()
        if options:
            self._draw_star_modal(surface, options)
        self._draw_tooltip(surface)
        self._draw_warnings(surface)

    def _compose_layer(self, legal, hover, turn) -> None:
        layer = self._layer
        layer.blit(self._background, (0, 0))
        v = self.view
        previewing = hover is not None and self.session.human_seat is not None
        hidden_tokens = self.hidden_tokens
        if previewing:            # the hovered column is drawn as it will be after the click
            hidden_tokens = set(hidden_tokens) | set(self.painter.pushed_slots(v, hover))
        self.painter.draw_board(layer, v, hidden_slots=self.hidden_slots,
                                hidden_tokens=hidden_tokens, legal_cols=legal,
                                hover_col=hover)
        if previewing:
            self.painter.ghost_token(layer, v, hover, self.session.human_seat)
        self._draw_decks(layer)
        self.painter.draw_panels(layer, v, turn=turn)
        self.log.draw(layer)

    def _draw_top_bar(self, surface) -> None:
        v = self.view
        t = self.app.t
        text = self.text
        rnd = text.get("semibold", 18, t("table.round", round=min(v.round + 1, v.rounds),
                                         rounds=v.rounds), palette.TEXT)
        surface.blit(rnd, (30 + self._logo_w, (L.TOP_BAR - rnd.get_height()) // 2))
        prompt, dots = self.status()
        if prompt:
            img = text.get("bold", 20, prompt, palette.HIGHLIGHT)
            x = L.W // 2 - img.get_width() // 2 + 60
            surface.blit(img, (x, (L.TOP_BAR - img.get_height()) // 2))
            if dots:
                d = text.get("bold", 20, "." * (int(self.clock * 3) % 4), palette.HIGHLIGHT)
                surface.blit(d, (x + img.get_width() + 1, (L.TOP_BAR - img.get_height()) // 2))
        hint = text.get("body", 15, t("table.skip_hint") if self.queue.busy else
                        t("table.menu_hint"), palette.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midright=(L.W - 16, L.TOP_BAR // 2)))

    def _turn_seat(self) -> int | None:
        if self.queue.busy:
            return self.acting if self.acting is not None else self.batch_actor
        p = self.state.current_player()
        return p if p >= 0 else None

    def _draw_decks(self, surface) -> None:
        t = self.app.t
        img = self.text.get("body", 14, t("hollywood.prompt.decks", stars=self.view.star_deck,
                                          films=self.view.film_deck), palette.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(L.STUDIO.centerx, L.STUDIO.bottom + 2)))

    def _draw_final_word(self, surface) -> None:
        """Over the emptied board: who won, until the results open."""
        res = self.state.result()
        if res is None:
            return
        line = self.narrator.game_over(res.winners, [b.total for b in res.breakdowns],
                                       res.tiebreak).split(" — ")[-1]
        img = self.text.get("title", 30, line, palette.HIGHLIGHT)
        box = pygame.Rect(0, 0, L.BOARD.w - 40, img.get_height() + 36)
        box.center = (L.BOARD.centerx, L.slot_rect(1).centery)
        pygame.draw.rect(surface, (14, 12, 18), box, border_radius=14)
        pygame.draw.rect(surface, palette.BRASS, box, 2, border_radius=14)
        if img.get_width() > box.w - 24:
            img = pygame.transform.smoothscale(
                img, (box.w - 24, int(img.get_height() * (box.w - 24) / img.get_width())))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_banner(self, surface) -> None:
        text = self.banner
        img = self.text.get("title", 40, text, palette.HIGHLIGHT)
        box = img.get_rect(center=L.BOARD.center).inflate(60, 24)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (12, 10, 16, 220), panel.get_rect(), border_radius=14)
        pygame.draw.rect(panel, (*palette.BRASS, 255), panel.get_rect(), 2, border_radius=14)
        panel.blit(img, img.get_rect(center=panel.get_rect().center))
        panel.set_alpha(int(self.banner_alpha))
        surface.blit(panel, box.topleft)

    def _draw_tooltip(self, surface) -> None:
        if self.hover_button is None or self.hover_time < 0.35:
            return
        reason = self._studio_reason(self.hover_button)
        t = self.app.t
        if reason is None:
            reason = t(f"hollywood.studio.{self.hover_button}_tip")
        img = self.text.get("body", 16, reason, palette.TEXT)
        anchor = L.CUT_BUTTON if self.hover_button == "cut" else L.DOUBLE_BUTTON
        box = img.get_rect().inflate(18, 10)
        box.midbottom = (anchor.centerx, anchor.y - 6)
        box.clamp_ip(pygame.Rect(0, 0, *LOGICAL_SIZE))
        pygame.draw.rect(surface, (20, 16, 26), box, border_radius=6)
        pygame.draw.rect(surface, palette.BRASS_DIM, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_warnings(self, surface) -> None:
        lines = []
        err = self.session.last_save_error
        if err:
            lines.append((self.app.t("table.save_failed", error=err), palette.BAD))
        if self.flash and self.flash_t > 0:
            lines.append((self.flash, palette.BAD))
        y = L.TOP_BAR + 4
        for text, colour in lines:
            img = self.text.get("semibold", 16, text, palette.CREAM)
            box = img.get_rect(midtop=(L.W // 2, y)).inflate(20, 8)
            pygame.draw.rect(surface, colour, box, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
            y = box.bottom + 4

    def _draw_star_modal(self, surface, options) -> None:
        t = self.app.t
        v = self.view
        h = self.session.human_seat
        star = v.pending[1] if v.pending else self.state.pending_star()
        veil = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
        veil.fill((6, 4, 10, 150))
        surface.blit(veil, (0, 0))
        m = L.STAR_MODAL
        pygame.draw.rect(surface, (30, 26, 38), m, border_radius=16)
        pygame.draw.rect(surface, palette.BRASS, m, 2, border_radius=16)
        c = CARDS.cards[star]
        title = self.text.get("title", 30, t("hollywood.star.title", star=c.name,
                                              stars=stars(c.value)), palette.HIGHLIGHT)
        surface.blit(title, title.get_rect(midtop=(m.centerx, m.y + 18)))
        sub = self.text.get("body", 18, t("hollywood.star.subtitle", count=len(options)),
                            palette.TEXT)
        surface.blit(sub, sub.get_rect(midtop=(m.centerx, m.y + 62)))
        mult = v.multipliers()
        for i, (action, rect) in enumerate(zip(options, L.star_choice_rects(len(options)))):
            g = action.arg
            cards = v.tableaus[h].projects[g]
            hover = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, (48, 40, 58) if hover else (38, 32, 46), rect,
                             border_radius=12)
            pygame.draw.rect(surface, palette.HIGHLIGHT if hover else palette.PANEL_EDGE, rect,
                             3 if hover else 1, border_radius=12)
            sym = self.painter.cards.symbol(g, 30)
            surface.blit(sym, (rect.x + 14, rect.y + 12))
            name = self.text.get("title", 24, self.narrator.genre(g), palette.TEXT)
            surface.blit(name, (rect.x + 52, rect.y + 12))
            key = self.text.get("semibold", 14, t("hollywood.star.option_key", n=i + 1),
                                palette.BRASS)
            surface.blit(key, key.get_rect(topright=(rect.right - 12, rect.y + 18)))
            mw, mh = self.painter.mw, self.painter.mh
            step = min(24, (rect.w - 28 - mw) // max(1, len(cards) - 1)) \
                if len(cards) > 1 else 0
            for k, card in enumerate(cards):
                surface.blit(self.painter.cards.mini(card), (rect.x + 14 + k * step, rect.y + 56))
            w = weight(cards)
            pts = film_value(star, cards, mult, g)
            line = self.text.get("body", 17, self.narrator.size(w), palette.TEXT)
            surface.blit(line, (rect.x + 14, rect.y + 62 + mh))
            if any(CARDS.cards[x].award for x in cards):
                note = self.text.get("italic", 15, t("hollywood.star.award_note"),
                                     palette.TEXT_DIM)
                surface.blit(note, (rect.x + 14, rect.y + 84 + mh))
            val = self.text.get("title", 26, t("hollywood.star.option_value", count=w,
                                                value=c.value, points=pts), palette.HIGHLIGHT)
            surface.blit(val, val.get_rect(midbottom=(rect.centerx, rect.bottom - 14)))
