"""A game's table with the guide on it, and opening a guide.

The guided table is the game's own TableScene with GuidedTable mixed in front, so the
board, the controls and the rules are those of a real game: the mixin only checks each
move against the current step before the session checks it against the rules, and draws
the step over the table. The game's table names what a step points at through
guide_rect(target) -> Rect | None.
"""
from __future__ import annotations

import logging

import pygame

from cinetable.client.game_client import client_for
from cinetable.client.guide.callout import Callout
from cinetable.client.guide.script import load_guide
from cinetable.client.guide.steps import GuideProgress

log = logging.getLogger(__name__)

REFUSAL_S = 5.0          # how long a refused move's explanation stays


class GuidedTable:
    def __init__(self, app, session, guide: GuideProgress):
        self.guide = guide
        self._synced = None               # (record length, step, game over) last synced
        super().__init__(app, session)
        self.callout = Callout(app.fonts)

    # ---- what the guide shows ---------------------------------------------------------
    def guide_showing(self) -> bool:
        """A step is on screen: the player is to move, or the game is over, and nothing
        is being animated."""
        if self.guide.left or self.queue.busy:
            return False
        return self.human_can_act() or self.state.is_terminal()

    def guide_buttons(self) -> list[tuple[str, str]]:
        t = self.app.t
        if self.guide.at_end:
            return [("title", t("guide.common.to_title")), ("play_on", t("guide.common.play_on"))]
        out = [("leave", t("guide.common.leave"))]
        if self.guide.reading:
            out.append(("next", t("guide.common.next")))
        return out

    def guide_target(self) -> pygame.Rect | None:
        target = self.guide.step.target
        if not target:
            return None
        try:
            rect = self.guide_rect(target)
        except Exception:                # a layout question must never stop the game
            log.exception("guide_rect(%r) failed", target)
            return None
        return pygame.Rect(rect) if rect is not None else None

    def guide_rect(self, target: str) -> pygame.Rect | None:
        """The rect a step points at: the game's CLIENT.guide_targets
        (client/game_client.py); "seat N" and "log" mean the same at every table."""
        name, _, arg = target.partition(" ")
        if name == "seat" and arg.isdigit():
            return self.seat_rect(int(arg))
        if name == "log":
            return self.log.rect if hasattr(self.log, "rect") else self.LOG_RECT
        client = client_for(self.session.game_id)
        if client is None or client.guide_targets is None:
            return None
        return client.guide_targets.load()(self, target)

    # ---- the loop -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.guide.left or self.queue.busy:
            return
        over = self.state.is_terminal()
        key = (len(self.session.record.actions), self.guide.index, over)
        if key == self._synced:           # nothing moved since the last look
            return
        if over:
            self.guide.sync([], game_over=True)
        elif self.human_can_act():
            self.guide.sync([str(a) for a in self.state.legal_actions()],
                            record=self.session.record.actions)
        else:
            return
        self._synced = (key[0], self.guide.index, over)

    def _advance(self, dt: float) -> None:
        # the results wait while the guide's last words are on screen
        if self.state.is_terminal() and not self.guide.left:
            return
        super()._advance(dt)

    def play(self, events: list, actor, pause: float = 0.0) -> None:
        self.guide.saw(events)            # steps follow what happens (guide.steps)
        super().play(events, actor, pause)

    def act(self, action) -> bool:
        text = " ".join(str(action).split())
        if not self.guide.left and self.human_can_act():
            refusal = self.guide.refusal(text)
            if refusal is not None:
                key, fields = refusal
                self.flash, self.flash_t = self.app.t(key, **fields), REFUSAL_S
                return True
        n, seen = len(self.session.record.actions), len(self.guide.events)
        done = super().act(action)
        if len(self.session.record.actions) > n:
            self.guide.moved(text, len(self.guide.events) - seen)
        return done

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if not self.guide.left:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                name = self.callout.hit(event.pos)
                if name is not None:
                    self.guide_button(name)
                    return True
                if self.callout.box is not None and self.callout.box.collidepoint(event.pos):
                    return True          # a click on the guide's words is not a move below
            if (event.type == pygame.KEYDOWN and self.guide_showing()
                    and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
                if self.guide.at_end:
                    self.guide_button("title")
                    return True
                if self.guide.next():
                    return True
        return super().handle(event)

    def help_keys(self) -> list[tuple[str, str]]:
        keys = list(super().help_keys())
        if not self.guide.left:
            keys.insert(0, ("Return", self.app.t("guide.common.key_next")))
        return keys

    def guide_button(self, name: str) -> None:
        if name == "next":
            self.guide.next()
        elif name == "play_on":
            self.guide.leave()
        elif name in ("leave", "title"):
            self.guide.leave()
            from cinetable.client.tables import go_to_title
            go_to_title(self.app)

    # ---- drawing -----------------------------------------------------------------------------
    def draw_tips(self, surface) -> None:
        if self.guide.left:                # else drawn after the guide's box, over it
            super().draw_tips(surface)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.guide.left:
            return
        t = self.app.t
        if self.guide_showing():
            n, total = self.guide.script.number(self.guide.index)
            heading = t("guide.common.heading", n=n, total=total)
            self.callout.draw(surface, heading, t(self.guide.script.key(self.guide.text)),
                              self.guide_buttons(), self.guide_target(), self.clock,
                              avoid=self.widget_rects())
        else:                      # others are playing: only the way out
            self.callout.draw(surface, t("guide.common.heading_wait"),
                              t("guide.common.watch"), [("leave", t("guide.common.leave"))],
                              None, self.clock)
        super().draw_tips(surface)        # a tooltip is read over the guide's box
        if self.flash and self.flash_t > 0:
            self.draw_notices(surface)    # a refused move's reason stays above the ring


_CLASSES: dict[type, type] = {}


def guided_class(table_cls: type) -> type:
    cls = _CLASSES.get(table_cls)
    if cls is None:
        cls = _CLASSES[table_cls] = type(f"Guided{table_cls.__name__}",
                                         (GuidedTable, table_cls), {"__module__": __name__})
    return cls


def guide_session(app, game_id: str):
    """The guided game's session, its seats named as New game names them."""
    from cinetable.client.bot_names import bot_names
    from cinetable.client.guide.session import GuideSession
    from cinetable.client.player_names import own_name, seat_default
    t = app.t
    script = load_guide(game_id)
    name = own_name(app.settings) or seat_default(t, 0)
    names = bot_names(t)
    return GuideSession.for_script(
        script, name[:24],
        lambda seat: t("newgame.bot_seat_name", name=names[(seat - 1) % len(names)],
                       level=t(f"levels.{script.bots}")))


def open_guide(app, game_id: str):
    """Leave the menus and open the guided game of `game_id` above the title; a guide
    that cannot be read is explained in a dialog. Returns the table scene or None."""
    from cinetable.client.guide.script import GuideError
    from cinetable.client.tables import table_class
    try:
        session = guide_session(app, game_id)
        cls = guided_class(table_class(game_id))
    except (GuideError, ValueError, OSError) as e:
        log.warning("cannot open the guide of %s: %s", game_id, e)
        app.push("message", app.t("guide.common.error_title"), str(e))
        return None
    from cinetable.client.guide.seen import remember_seen
    remember_seen(app, game_id)
    app.go("title")
    scene = cls(app, session, GuideProgress(session.script))
    app.scenes.push(scene)
    return scene
