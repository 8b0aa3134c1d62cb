"""The Hollywood 1947 table: seat panels, the film, the centre, your loyalty and hand, an
option menu built from your legal actions, dice that tumble, and the premiere reveal.

The shared loop is BaseTableScene's. Everything drawn comes from the human seat's
observation (view.py), so nothing secret can be shown."""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.hollywood1947 import animate, board, clicks, hint_marks, lit_targets
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.backdrop import paint_backdrop
from cinetable.client.hollywood1947.cut_story import cut_facts, events_seen
from cinetable.client.hollywood1947.declare import HELP_KEYS
from cinetable.client.hollywood1947.narrate import Narrator
from cinetable.client.hollywood1947.notebook import cycle_mark, fact_lines, marks_offered, notes_of
from cinetable.client.hollywood1947.paint import Painter
from cinetable.client.hollywood1947.premiere import premiere_steps
from cinetable.client.hollywood1947.recap import draw_recap, film_recap
from cinetable.client.hollywood1947.running_order import draw as draw_running_order
from cinetable.client.hollywood1947.tips import tip_lines
from cinetable.client.hollywood1947.view import TableView
from cinetable.client.hollywood1947.words import CARD_BY_ID, Words, menu_items  # noqa: F401 (re-exported)
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.seats import initials_for, role_text
from cinetable.client.table.tooltip import Tip
from cinetable.client.widgets import vertical_gradient
from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.belief import public_suspicion

DIGITS = {getattr(pygame, f"K_{k}"): k - 1 for k in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{k}"): k - 1 for k in range(1, 10)})
HAND_KINDS = ("add", "spend", "discard")


class TableScene(BaseTableScene):
    game_keys = list(HELP_KEYS)

    # the layout of the window shown now (layout.py recomputes it on a resize): the base
    # reads its log, notices and banner places from it
    LAYOUT = L

    @property
    def LOG_EXPANDED(self) -> pygame.Rect | None:  # noqa: N802 (the base's name)
        return None if L.LOG_BESIDE else L.LOG_EXPANDED     # a log column stays as it is

    @property
    def BANNER_CENTRE(self) -> tuple[int, int]:  # noqa: N802 (the base's name)
        return L.BOARD.center

    def __init__(self, app, session):
        self.menu_group: str | None = None
        self.peek = False
        self.loyalty_turn: animate.LoyaltyTurn | None = None
        self.reveal: dict | None = None
        self.move_room: dict[int, pygame.Rect] = {}   # seat -> free room (board.py)
        self.tumbling: dict = {}
        self._layer = None
        self._layer_key = None
        self.suspect_after = False
        self.regions: list = []          # (rect, tip key) of what the layer shows
        self.recap: dict | None = None   # a film's recap card, open until dismissed
        self.recap_after = False
        self.note_rects: dict[int, pygame.Rect] = {}   # seat -> its notebook chip
        super().__init__(app, session)

    @property
    def title(self) -> str:
        return self.app.t("hollywood1947.title")

    def viewer_changed(self) -> None:
        self.menu_group, self.peek, self.loyalty_turn = None, False, None

    def set_peek(self, on: bool) -> None:
        """Show or hide your loyalty: the card turns over (at once at Instant speed)."""
        o = self.view.obs
        if on != self.peek and not self.queue.instant and o.get("loyalty"):
            self.loyalty_turn = animate.LoyaltyTurn(o["loyalty"] if self.peek else None,
                                                    o["loyalty"] if on else None)
        self.peek = on

    def update(self, dt: float) -> None:
        turn = self.loyalty_turn
        if turn is not None and (self.queue.instant or turn.advance(dt * self.queue.speed)):
            self.loyalty_turn = None
        super().update(dt)

    # ---- set-up -------------------------------------------------------------------------
    def new_view(self, state):
        return TableView.from_state(state, self.session.human_seat)

    def setup_painting(self) -> None:
        app = self.app
        n = self.session.state.n
        self.words = Words(app.t, self.names, n, self.session.human_seat)
        self.painter = Painter(app.fonts, self.words)
        self.narrator = Narrator(self.words)
        self.role_texts = [role_text(app.t, s, i == self.session.human_seat)
                           for i, s in enumerate(self.session.seats)]
        self.initials = initials_for(self.names)

    def painting_ready(self) -> None:
        self._layer = None

    def release_painting(self) -> None:
        self.painter._cache.clear()
        self._layer = None

    def paint_background(self) -> pygame.Surface:
        bg = vertical_gradient(viewport.size(), (52, 40, 44), (16, 14, 20))
        paint_backdrop(bg, L.BOARD)
        area = L.BOARD.inflate(viewport.px(20), viewport.px(20))
        glow = pygame.Surface(area.size, pygame.SRCALPHA)
        for k in range(18):
            step = viewport.px(5 * k)
            pygame.draw.rect(glow, (255, 240, 200, 3), glow.get_rect().inflate(-step, -step),
                             border_radius=viewport.px(30))
        bg.blit(glow, area.topleft)
        return bg

    def build(self) -> None:
        self.results_b = pygame_gui.elements.UIButton(L.RESULTS_BUTTON, self.app.t("table.results"),
                                                      self.app.ui, container=self.root)
        self.results_b.hide()

    def refresh_controls(self, force: bool = False) -> None:
        if not hasattr(self, "results_b"):
            return
        over = self.state.is_terminal() and not self.queue.busy
        if over != self.results_b.visible:
            self.results_b.show() if over else self.results_b.hide()

    # ---- what the human may do ---------------------------------------------------------
    def legal(self) -> list:
        return self.state.legal_actions() if self.human_can_act() else []

    def menu(self) -> list:
        legal = [a for a in self.legal() if a.kind not in HAND_KINDS
                 or self.state.sub == 7]            # the Composer's two cards are not in hand
        items = menu_items(self.words, legal, self.menu_group)
        if self.menu_group and not items:
            self.menu_group = None
            items = menu_items(self.words, legal, None)
        return items

    def hand_actions(self) -> dict:
        """Card id -> the action clicking that hand card plays."""
        if self.state.sub == 7:
            return {}
        return {A.CARD_ID[a.arg]: a for a in self.legal() if a.kind in HAND_KINDS}

    def hand_card_rect(self, i: int) -> pygame.Rect:
        return L.hand_rect(i, len(self.view.obs["hand"]))

    def choose(self, what) -> bool:
        if isinstance(what, str):
            self.menu_group = what
            return True
        self.menu_group = None
        return self.act(what)

    def act(self, action) -> bool:
        self.recap = None                # the player moves on: the board shows again
        return super().act(action)

    def on_button(self, element) -> bool:
        if element is self.results_b:
            self.open_results()
            return True
        return False

    def notes(self) -> dict[int, str]:
        """The notebook of the human holding the screen (nobody else's)."""
        return notes_of(self.session.record, self.session.human_seat)

    def open_recap(self, k: int) -> None:
        self.recap = film_recap(self.view.obs, k, self.cuts().get(k)) \
            if 0 <= k < len(self.view.obs["films"]) else None

    def cuts(self) -> dict:
        """How each film's cut went, as the human holding the screen saw it (replayed
        once per move: cheap beside a recap, and the same after a load)."""
        key = (len(self.session.record.actions), len(getattr(self.session, "history", ())),
               self.session.human_seat)
        if getattr(self, "_cuts_key", None) != key:
            self._cuts_key = key
            self._cuts = cut_facts(events_seen(self.session, self.session.human_seat))
        return self._cuts

    def _advance(self, dt: float) -> None:
        # a recap stays until dismissed, and the table waits for the player reading it
        # (not at a table no human watches)
        if self.recap is not None and self.session.human_seat is not None:
            return
        super()._advance(dt)

    def recap_holds(self) -> bool:
        """The open recap holds the table (bots and chance wait for the reader), unless it
        is the reader's own turn (their move closes it)."""
        if self.recap is None or self.session.human_seat is None or self.queue.busy \
                or self.state.is_terminal():
            return False
        return not self.session.is_human(self.state.current_player())

    def status(self) -> tuple[str, bool]:
        if self.recap_holds():           # nobody thinks meanwhile: say who the table waits for
            return self.app.t("hollywood1947.prompt.recap_wait"), False
        return super().status()

    def thinking_seat(self):
        return None if self.recap_holds() else super().thinking_seat()

    def on_click(self, pos) -> bool:
        return clicks.on_click(self, pos)

    def mark(self, seat: int) -> bool:
        """Cycle the notebook's mark on a seat and save it with the game."""
        if seat == self.session.human_seat or self.session.human_seat is None:
            return False
        cycle_mark(self.session.record, self.session.human_seat, seat,
                   marks_offered(self.view.obs))
        self.session.autosave()
        self._layer = None
        return True

    def on_key(self, key) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.recap is not None:
            self.recap = None
            return True
        if key == pygame.K_l:
            self.set_peek(not self.peek)
            return True
        if key == pygame.K_BACKSPACE and self.menu_group:
            self.menu_group = None
            return True
        i = DIGITS.get(key)
        items = self.menu()
        if i is not None and i < len(items):
            return self.choose(items[i][1])
        cards = self.hand_actions()          # no menu: the digits pick the lit hand cards
        lit = [c for c in self.view.obs["hand"] if c in cards]
        if i is not None and not items and i < len(lit):
            return self.act(cards[lit[i]])
        return False

    # ---- events → animations -------------------------------------------------------------
    def narrate(self, ev, view):
        return self.narrator.line(ev, view)

    @staticmethod
    def wording(t, names, seat):
        """(new view, narrate) naming moves from `seat`'s side with no table open (review)."""
        return (lambda state: TableView.from_state(state, seat)), Narrator(Words(t, names, len(names), seat)).line

    def hint_rects(self, action) -> list:
        return hint_marks.rects(self, action)

    def lit_targets(self) -> dict:
        return lit_targets.targets(self)

    def log_style(self, ev, seat):
        if isinstance(ev, (E.RoundStarted, E.FilmRevealed, E.GameOver)):
            return palette.BRASS, None
        if isinstance(ev, (E.LoyaltyDealt, E.ComradesKnown, E.CardSeen, E.CardAddedSecret)):
            return palette.HIGHLIGHT, None
        return super().log_style(ev, seat)

    def batch_steps(self, events) -> list:
        return animate.batch_steps(self, events)

    # the steps by their former names (callers outside the package use them)
    def _tumble(self, ev):
        return animate.tumble(self, ev)

    def _premiere(self, ev) -> list:
        return premiere_steps(self, ev)

    def tumble_tilt(self, d):
        return animate.tumble_tilt(self, d)

    def tumble_face(self, d) -> bool:
        return animate.tumble_face(self, d)

    def status_for_batch(self, events, state):
        if any(isinstance(e, E.FilmRevealed) for e in events):
            return self.app.t("hollywood1947.prompt.premiere", number=len(state.films))
        if any(isinstance(e, E.JobDealt) for e in events) and state.round == 0 \
                and not state.films:
            return self.app.t("hollywood1947.prompt.dealing")
        return None

    def end_batch(self) -> None:
        self.tumbling.clear()
        if self.recap_after:
            self.recap_after = False
            if not self.queue.instant:   # "instant" asks for no reading pauses
                self.open_recap(len(self.view.obs["films"]) - 1)
        if self.suspect_after:
            self.suspect_after = False
            self._say_suspicion()

    def _say_suspicion(self) -> None:
        """After a film, one bot says briefly whom it suspects: from the public facts only
        (belief.public_suspicion), so the line reveals nothing the player cannot know."""
        o = self.view.obs
        if self.view.over:
            return
        bots = [q for q in range(o["players"]) if self.session.is_bot(q)]
        if not bots:
            return
        speaker = bots[len(o["films"]) % len(bots)]
        odds = public_suspicion(o)
        others = [q for q in range(o["players"]) if q != speaker]
        if not others:
            return
        top = max(others, key=lambda q: odds[q])
        if odds[top] < 0.45:
            return
        text = self.app.t("hollywood1947.log.suspects", name=self.names[speaker],
                          suspects=self.names[top])
        self.log.add(text, palette.TEXT_DIM, palette.PLAYERS[speaker % len(palette.PLAYERS)])

    # ---- prompt ---------------------------------------------------------------------------
    def human_prompt(self) -> str:
        s = self.state
        t = self.app.t
        key = {1: "turn", 2: "screenwriter", 3: "producer", 4: "gaffer", 5: "reroll",
               6: "discard", 7: "composer", 8: "add", 9: "tokens", 10: "editor"}.get(s.sub)
        if key is None:
            return ""
        if key == "add" and s.left > s.need:
            return t("hollywood1947.prompt.strike", left=s.left - s.added)
        if key in ("gaffer", "discard"):
            return t(f"hollywood1947.prompt.{key}", left=s.left)
        return t(f"hollywood1947.prompt.{key}")

    def round_text(self) -> str:
        o = self.view.obs
        # over: the last film made (the board's score strip says the same), not the next
        number = len(o["films"]) if self.view.over else min(len(o["films"]) + 1, 7)
        return self.app.t("hollywood1947.film", number=max(1, number))

    def seat_rect(self, seat: int) -> pygame.Rect:
        return L.panel_rect(seat, board.holders_count(self.view.obs))

    def last_move_area(self, seat: int):
        """On the panel's lower row, between its pieces and the hand count (a tag at the
        foot covered the count and the next panel)."""
        room = self.move_room.get(seat)
        return room if room is not None and room.w >= viewport.px(60) else None

    # ---- drawing -----------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        # The table is composed into one layer, repainted only when something on it
        # changes (a tumbling die changes it every frame, briefly).
        items = self.menu() if not self.queue.busy else []
        rects = L.menu_rects(len(items))
        hover = next((i for i, r in enumerate(rects) if r.collidepoint(self.mouse)), -1)
        hand = frozenset(self.hand_actions())
        tumble = tuple(sorted((d, round(p, 1)) for d, p in self.tumbling.items()))
        notes = tuple(sorted(self.notes().items()))
        key = (self.view.version, self.turn_seat(), tuple(label for label, _ in items),
               self.menu_group, hover, hand, self.peek, tumble, notes,
               self.session.human_seat, self.loyalty_turn is None)
        if key != self._layer_key or self._layer is None:
            self._layer_key = key
            if self._layer is None:
                self._layer = self.background.copy()
            layer = self._layer
            layer.blit(self.background, (0, 0))
            self.regions = []
            self.note_rects = {}
            board.draw_board(self, layer)
            board.draw_panels(self, layer, self.turn_seat())
            if items:
                board.draw_menu(self, layer, items, self.mouse)
            else:                        # another seat's turn: who plays when
                draw_running_order(self, layer)
            board.draw_hand(self, layer)
        surface.blit(self._layer, (0, 0))

    # ---- tooltips ----------------------------------------------------------------------------
    def tip_at(self, pos):
        if self.reveal is not None or (self.recap is not None and L.RECAP.collidepoint(pos)):
            return None
        for rect, key in reversed(self.regions):     # the last drawn lies on top
            if rect.collidepoint(pos):
                return Tip((key, self.view.version), rect,
                           lambda k=key: self._tip(k))
        return None

    def _tip(self, key) -> list:
        if key[0] == "cards":
            o = self.view.obs
            return [self.names[key[1]], self.app.t("hollywood1947.hand_count",
                                                   count=o["hand_sizes"][key[1]])]
        if key[0] == "note":
            return fact_lines(self.words, self.view.obs, key[1], self.notes().get(key[1]))
        return tip_lines(self.words, key, self.view.obs)

    def draw_overlays(self, surface) -> None:
        if self.loyalty_turn is not None:
            self.loyalty_turn.sprite(self.painter).draw(surface)
        if self.recap is not None and self.reveal is None:
            draw_recap(self, surface, self.recap)
        board.draw_reveal(self, surface)
