"""Replaying a game's record move by move, at the game's own table.

    scene = replay_scene(app, record)          # then app.scenes.push(scene)

A `ReplaySession` (replay_session.py) looks like a GameSession to a table scene but is read-only: its state
is the record's state after the first k actions (an engine Timeline, so any step is a
snapshot clone plus a few actions), it never autosaves and runs no bots. The scene is
the game's own TableScene with `ReplayControls` mixed in before it: the same drawing, no
moves, and controls in the top bar (step back and forward, a slider, play/pause at a
speed, whose view is shown, Back). Keys: ←/→ a move, Home/End, Space play, V the
next view, Esc back.

What the table shows is what the chosen seat could see at that moment; every seat's view
may be chosen once the game is over, and while it is not only the human seats' views
(a game still to be continued must not show the bots' hands). The log is told from the
chosen seat's side once when the scene opens: a step only slices it.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.table.comfort import BUTTON_H
from cinetable.client.table.replay_session import ReplaySession

SPEEDS = (1, 2, 5, 10)         # moves per second when playing
LOG_ENTRIES = 60               # log entries retold at a step (more than the panel shows)


def replay_scene(app, record, viewer: int | None = None, position: int | None = None,
                 speed: int = 0):
    """The game's table scene replaying `record` (at its end unless `position`)."""
    from cinetable.client.tables import table_class
    base = table_class(record.game)
    cls = type(f"Replay{base.__name__}", (ReplayControls, base), {})
    probe = ReplaySession(record, None)
    views = probe.views()
    if viewer not in views:
        humans = [s for s in views if probe.is_human(s)]
        viewer = humans[0] if humans else views[0]
    session = ReplaySession(record, viewer)
    scene = cls(app, session)
    scene.speed_i = speed
    scene.go(len(session.timeline) if position is None else position)
    return scene


class ReplayControls:
    """Mixed in before a game's TableScene: the replay's loop, keys, controls and log."""

    def __init__(self, app, session):
        self.playing = False
        self.play_t = 0.0
        self.speed_i = 0
        self.story: list | None = None
        super().__init__(app, session)
        self.hotseat.active = False

    # ---- the story told from the viewer's side, once ----------------------------------------
    def _tell(self) -> None:
        """(step, ev, text, seat) of every log entry, and the mover and words of each step."""
        tl = self.session.timeline
        state = tl.state_at(0)
        view = self.new_view(state)
        viewer = self.session.human_seat
        self.story, self.movers, self._rows = [], [], {}
        for i, action in enumerate(tl.actions):
            actor = state.current_player()
            words = None
            for ev in state.apply_action(action):
                if ev.visible(viewer):
                    view.apply(ev)
                    said = self.narrate(ev, view)
                    if said is not None:
                        self.story.append((i, ev, said[0], said[1]))
                        if said[1] == actor and actor >= 0:
                            words = said[0]
            view.sync(state)
            self.movers.append((actor, words))

    def _narrate_history(self) -> None:
        pass                       # the log is retold at each step (go)

    # ---- stepping ---------------------------------------------------------------------------
    def go(self, k: int) -> None:
        if self.story is None:
            self._tell()
        s = self.session
        state = s.go(k)
        k = s.position
        self.queue.clear()
        self.sprites.clear()
        self.view = self.new_view(state)
        # a fresh view starts its version again: painters that cache by version must not
        # take it for the one they drew (every step gets versions of its own)
        self._views = getattr(self, "_views", 0) + 1
        self.view.version += self._views * 1_000_000
        # the last move of each seat up to k
        self.last_moves = {}
        n = len(self.session.seats)
        for i in range(k - 1, -1, -1):
            actor, words = self.movers[i]
            if actor >= 0 and words and actor not in self.last_moves:
                self.last_moves[actor] = words
                if len(self.last_moves) == n:
                    break
        self._retell(k)
        # opened from a game review (scenes/review.py): its line shows at that move only
        self.review_shown = k == getattr(self, "review_at", None)
        # ... and the better move is drawn on the board there (the table's show_hint)
        self.show_hint(getattr(self, "review_action", None) if self.review_shown else None)
        self.refresh_controls(force=True)
        self._sync_slider()

    def _retell(self, k: int) -> None:
        import bisect
        log = self.log
        end = bisect.bisect_left([e[0] for e in self.story], k) if self.story else 0
        lines, texts = [], []
        for j in range(max(0, end - LOG_ENTRIES), end):
            rows = self._rows.get(j)
            if rows is None:
                _step, ev, text, seat = self.story[j]
                colour, dot = self.log_style(ev, seat)
                log.lines, log.texts = [], []
                log.add(text, colour, dot)
                rows = self._rows[j] = list(log.lines)
                for img in rows:
                    self._row_seat[id(img)] = seat
            lines += rows
            texts.append(self.story[j][2])
        log.lines, log.texts = lines[-log.max_lines:], texts
        log.items = []                 # a relayout retells the step (relayout), not these
        log.scroll = log.unseen = 0
        log._changed()

    def _sync_slider(self) -> None:
        slider = getattr(self, "slider", None)
        if slider is not None and slider.alive():
            if int(slider.get_current_value()) != self.session.position:
                slider.set_current_value(self.session.position)

    # ---- widgets in the top bar -----------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        t, ui, root = self.app.t, self.app.ui, self.root
        px = viewport.px
        right = viewport.width() - px(16)
        y, h = px(7), px(BUTTON_H)

        def place(w):          # w in units, placed leftwards from the window's right
            nonlocal right
            right -= px(w)
            r = pygame.Rect(right, y, px(w), h)
            right -= px(6)
            return r
        # a wider window gives the slider the room (finer steps), up to a sensible length
        slider_w = 210 + min(390, max(0, viewport.design()[0] - 1280) // 2)
        self.back_b = pygame_gui.elements.UIButton(place(76), t("replay.back"), ui, container=root)
        self.seat_b = pygame_gui.elements.UIButton(place(150), self._seat_text(), ui,
                                                   container=root)
        self.next_b = pygame_gui.elements.UIButton(place(34), ">", ui, container=root)
        n = len(self.session.timeline)
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            place(slider_w), self.session.position, (0, max(1, n)), ui, container=root,
            click_increment=1)
        self.prev_b = pygame_gui.elements.UIButton(place(34), "<", ui, container=root)
        self.speed_b = pygame_gui.elements.UIButton(place(50), f"×{SPEEDS[self.speed_i]}", ui,
                                                    container=root)
        self.play_b = pygame_gui.elements.UIButton(place(80), self._play_text(), ui,
                                                   container=root)
        self.bar.reserve_right = viewport.width() - right

    def relayout(self) -> None:
        # the rows of each step were rendered for the old size: told again at this one
        self._rows, self._row_seat = {}, {}
        super().relayout()
        self.go(self.session.position)

    def _seat_text(self) -> str:
        t = self.app.t
        return f"{t('replay.seat')}: {self.names[self.session.human_seat]}"[:22]

    def _play_text(self) -> str:
        return self.app.t("replay.pause" if self.playing else "replay.play")

    def refresh_controls(self, force: bool = False) -> None:
        super().refresh_controls(force)
        # a replay plays no move: the game's own buttons stay hidden
        mine = {getattr(self, k, None) for k in
                ("back_b", "seat_b", "next_b", "slider", "prev_b", "speed_b", "play_b")}
        # the slider's thumb and arrows live in a container of their own in the top bar
        mine.add(getattr(getattr(self, "slider", None), "button_container", None))
        if self.root is not None:
            for e in self.root.elements:
                if e not in mine and e.visible:
                    e.hide()

    # ---- input ----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN) and \
                self.log.handle(event, self.mouse):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.on_replay_button(event.ui_element)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.playing = False
            self.go(int(event.value))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        k, pos = event.key, self.session.position
        if k == pygame.K_ESCAPE:
            self.leave()
        elif k == pygame.K_LEFT:
            self.playing = False
            self.go(pos - 1)
        elif k == pygame.K_RIGHT:
            self.go(pos + 1)
        elif k == pygame.K_HOME:
            self.playing = False
            self.go(0)
        elif k == pygame.K_END:
            self.playing = False
            self.go(len(self.session.timeline))
        elif k == pygame.K_SPACE:
            self.toggle_play()
        elif k == pygame.K_v:
            self.next_view()
        else:
            return False
        return True

    def on_replay_button(self, element) -> bool:
        pos = self.session.position
        if element is self.back_b:
            self.leave()
        elif element is self.next_b:
            self.go(pos + 1)
        elif element is self.prev_b:
            self.playing = False
            self.go(pos - 1)
        elif element is self.play_b:
            self.toggle_play()
        elif element is self.speed_b:
            self.speed_i = (self.speed_i + 1) % len(SPEEDS)
            self.speed_b.set_text(f"×{SPEEDS[self.speed_i]}")
        elif element is self.seat_b:
            self.next_view()
        else:
            return False
        return True

    def toggle_play(self) -> None:
        if not self.playing and self.session.position >= len(self.session.timeline):
            self.go(0)
        self.playing = not self.playing
        self.play_t = 0.0
        self.play_b.set_text(self._play_text())

    def next_view(self) -> None:
        views = self.session.views()
        cur = self.session.human_seat
        nxt = views[(views.index(cur) + 1) % len(views)] if cur in views else views[0]
        scene = replay_scene(self.app, self.session.record, nxt, self.session.position,
                             self.speed_i)
        self.app.scenes.replace(scene)

    def leave(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # ---- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.flash_t = max(0.0, self.flash_t - dt)
        if self.playing:
            self.play_t += dt
            if self.play_t >= 1.0 / SPEEDS[self.speed_i]:
                self.play_t = 0.0
                self.go(self.session.position + 1)
                if self.session.position >= len(self.session.timeline):
                    self.playing = False
                    self.play_b.set_text(self._play_text())
        self.log.set_expanded(self.log.hit(self.mouse))
        self.hover_seat = self.log_seat_at(self.mouse)
        self.tips.update(dt, None if self.log.hit(self.mouse) else self.tip_at(self.mouse))

    def busy(self) -> bool:
        return self.playing

    def status(self) -> tuple[str, bool]:
        # the position in the prompt's place, between the round and the controls (a box
        # under the slider covered the first seat's panel)
        return self.step_text(), False

    def step_text(self) -> str:
        t = self.app.t
        k = self.session.position
        text = t("replay.step", k=k, n=len(self.session.timeline))
        taken = sum(len(u["actions"]) for u in self.session.record.undos if u["at"] == k)
        if taken:
            text += " · " + t("replay.undone", count=taken)
        return text

    def draw(self, surface) -> None:
        super().draw(surface)
        if getattr(self, "review_shown", False):
            self._draw_review_line(surface)

    def _draw_review_line(self, surface) -> None:
        """The review's verdict on this move, in the log's place (the board stays clear:
        the better move is drawn on it); the log is back at any other step."""
        from cinetable.client.widgets import render_lines, wrap
        px = viewport.px
        box = pygame.Rect(self.LOG_RECT)
        pygame.draw.rect(surface, (20, 16, 26), box, border_radius=px(8))
        pygame.draw.rect(surface, palette.BRASS, box, px(2), border_radius=px(8))
        head = self.text.get("semibold", 15, getattr(self, "review_head", "").upper(),
                             palette.BRASS)
        surface.blit(head, (box.x + px(12), box.y + px(8)))
        room = pygame.Rect(box.x + px(12), box.y + px(14) + head.get_height(), box.w - px(24), 0)
        room.h = box.bottom - px(6) - room.y
        for size in (17, 16, 15, 14, 13):      # the largest size the whole verdict fits in
            font = self.app.fonts.get("semibold", size)
            lines = [row for part in self.review_line.split("\n")
                     for row in wrap(font, part, room.w)]
            if len(lines) * font.get_linesize() <= room.h:
                break
        img = render_lines(font, lines, palette.HIGHLIGHT)
        surface.blit(img, room.topleft, pygame.Rect(0, 0, room.w, room.h))

    def thinking_seat(self):
        return None

    def open_results(self) -> None:
        pass

    def help_keys(self) -> list[tuple[str, str]]:
        t = self.app.t
        return [("← / →", t("keys.replay.step")), ("Home / End", t("keys.replay.ends")),
                ("Space", t("keys.replay.play")), ("V", t("keys.replay.seat")),
                ("Esc", t("keys.back")), ("F1 / ?", t("keys.help"))]
