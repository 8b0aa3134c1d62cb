"""The Festival de Cannes table: the year on a strip of film, the lots face down (those
you peeked shown to you), your auction hand, your film as it stands; the auction laid
card by card, then revealed lot by lot. The loop (bots, log, flights, prompt) is
BaseTableScene's.

Mouse: at setup click the stars from your favourite down (or fill automatically); in an
auction click a card of your hand, then a lot to lay it there, and Done; click a lot to
peek at it. Keys: Enter = Done, C = call, W = wait, P = pass, R = reroll, K = keep.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.animation import Call
from cinetable.client.cannes import animate, auction_panel, first_steps, hint_marks, lit_targets
from cinetable.client.cannes import layout as L
from cinetable.client.cannes import overlays as O
from cinetable.client.cannes.backdrop import CARPET, night_sky, red_carpet
from cinetable.client.cannes.clicks import on_click
from cinetable.client.cannes.declare import HELP_KEYS
from cinetable.client.cannes.film_panel import draw_film
from cinetable.client.cannes.narrate import Narrator, money
from cinetable.client.cannes.paint import Painter
from cinetable.client.cannes.tip_regions import tip_regions
from cinetable.client.cannes.tips import tip_lines
from cinetable.client.cannes.view import TableView
from cinetable.client.refusals import refusal_text
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.seats import initials_for
from cinetable.client.table.sprites import SpriteLayer
from cinetable.client.table.text import fit_text, panel_line
from cinetable.client.table.tooltip import Tip
from cinetable.client.viewport import px
from cinetable.engine import IllegalActionError
from cinetable.games.cannes import actions as A
from cinetable.games.cannes import events as E
from cinetable.games.cannes.flow import P

BUTTONS = ("done", "call", "wait", "pass", "reroll", "keep")
KEYS = {pygame.K_RETURN: "done", pygame.K_KP_ENTER: "done", pygame.K_c: "call",
        pygame.K_w: "wait", pygame.K_p: "pass", pygame.K_r: "reroll", pygame.K_k: "keep"}


class TableScene(BaseTableScene):
    game_keys = list(HELP_KEYS)
    LAYOUT = L          # its LOG, LOG_EXPANDED, NOTICES and CENTRE, read as they are now

    def __init__(self, app, session):
        self.selected: int | None = None       # the auction card picked to lay (its value)
        self.hidden_lots: set = set()          # lots flying to their winner
        self.moving_pawn: int | None = None
        self.tumble = None                     # True while the dice roll (as sprites)
        self.suit_note: tuple | None = None    # (text, until) while the suit rule decides
        self.turning_lot: int | None = None    # the lot whose bids turn over (as sprites)
        self.jury_sprites = SpriteLayer()      # statuettes and spotlight, over the jury
        self.prize_spots: dict = {}            # (seat, prize) -> its tag on the jury's panel
        self.jury_columns: dict = {}           # seat -> its film's column there
        self.jury_bench = (0, 0)               # the jurors' portraits: statuettes leave there
        self.prizes_waiting: set = set()       # prizes whose statuette is still flying
        self.pending: list = []                # ratings filled automatically, one a frame
        self.held: list = []                   # your bids laid but not confirmed: (lot, value)
        self.auction_result: tuple | None = None   # (title, rows) of the last reveal
        self._buttons: dict = {}
        self.button_rects: dict = {}           # the buttons shown, where they stand
        super().__init__(app, session)
        self.initials = initials_for(self.names)

    @property
    def title(self) -> str:
        return self.app.t("cannes.title")

    def viewer_changed(self) -> None:
        self.selected, self.pending, self.held = None, [], []
        self.auction_result = None

    # ---- painting set-up --------------------------------------------------------------------
    def new_view(self, state):
        return TableView(state, self.session.human_seat)

    def setup_painting(self) -> None:
        self.painter = Painter(self.app.fonts, self.text, self.app.t, self.names, self.session.state.n)
        self.human = self.session.human_seat     # the viewer (changes in hotseat play)
        self.narrator = Narrator(self.app.t, self.names, self.session.human_seat)
        self.initials = initials_for(self.names)

    def painting_ready(self) -> None:
        self._layer = self.background.copy()
        self._layer_key = None

    def repaint(self) -> None:
        """The composed table is painted again at the next frame (a click changed it)."""
        self._layer_key = None

    def release_painting(self) -> None:
        self.painter._cache.clear()
        self.jury_sprites.clear()
        self._layer = None
        self._layer_key = None

    def paint_background(self) -> pygame.Surface:
        bg = night_sky(viewport.size())
        box = px(10)
        red_carpet(bg, L.LOTS, px(14))
        pygame.draw.rect(bg, (30, 26, 36), L.HAND, border_radius=box)
        pygame.draw.rect(bg, (30, 26, 36), L.FILM, border_radius=box)
        pygame.draw.rect(bg, (30, 26, 36), L.DICE, border_radius=box)
        self.painter.track(bg)
        t = self.app.t
        for rect, key in ((L.LOTS, "cannes.area.lots"), (L.HAND, "cannes.area.hand"),
                          (L.FILM, "cannes.area.film")):
            img = self.text.get("title", 15, t(key).upper(), palette.BRASS_DIM)
            if rect is L.LOTS:       # the heading breaks the carpet's gold hairline
                bg.fill(CARPET, img.get_rect(topleft=(rect.x + px(10), rect.y + px(4))).inflate(px(6), 0))
            bg.blit(img, (rect.x + px(10), rect.y + px(4)))
        return bg

    # ---- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        t, ui = self.app.t, self.app.ui
        self._buttons = {name: pygame_gui.elements.UIButton(
            L.button_rect(0), t(f"cannes.button.{name}"), ui, container=self.root)
            for name in BUTTONS}
        self._buttons["results"] = pygame_gui.elements.UIButton(     # where Done was
            L.RESULTS_BUTTON, t("table.results"), ui, container=self.root)
        self._shown = None
        self.refresh_controls(force=True)

    def lowered_widgets(self) -> list:
        return [self._buttons[k] for k in BUTTONS] if self._buttons else []

    def legal_names(self) -> set:
        if not self.human_can_act():
            return set()
        return {a.kind for a in self.state.legal_actions()}

    def refresh_controls(self, force: bool = False) -> None:
        if not self._buttons:
            return
        kinds = self.legal_names() if not self.widgets_lowered else set()
        over = self.state.is_terminal() and not self.queue.busy
        want = {name: name in kinds for name in BUTTONS}
        want["results"] = over
        key = tuple(sorted(want.items())) + (bool(self.view.films),)
        if key == self._shown and not force:
            return
        self._shown = key
        self.button_rects = {}
        for name, show in want.items():
            w = self._buttons[name]
            w.show() if show else w.hide()
            if show and name in BUTTONS:     # packed from the left: clear of "Your film"
                self.button_rects[name] = L.button_rect(len(self.button_rects))
                w.set_relative_position(self.button_rects[name].topleft)
        jury = bool(self.view.films)          # the jury's panel covers the buttons' row
        rect = L.JURY_RESULTS_BUTTON if jury else L.RESULTS_BUTTON
        self._buttons["results"].set_dimensions(rect.size)
        self._buttons["results"].set_relative_position(rect.topleft)

    # ---- the human's choices ------------------------------------------------------------------
    def act_text(self, text: str) -> bool:
        try:
            action = self.state.parse_action(text)
        except Exception as e:                       # IllegalActionError: say why
            self.flash, self.flash_t = refusal_text(self.app.t, e), 2.5
            return True
        return self.act(action)

    def on_button(self, element) -> bool:
        name = next((k for k, w in self._buttons.items() if w is element), None)
        if name == "results":
            self.open_results()
            return True
        if name in BUTTONS:
            if name == "done":
                self.selected = None
                if self.state.phase == P.BID:
                    return self.submit_bids()
            return self.act_text(name)
        return False

    def on_key(self, key) -> bool:
        name = KEYS.get(key)
        if name == "done" and self.state.is_terminal() and not self.queue.busy:
            self.open_results()                  # the jury stays until the player moves on
            return True
        if name == "done" and self.state.phase == P.BID and "done" in self.legal_names():
            return self.submit_bids()
        if name and name in self.legal_names():
            return self.act_text(name)
        return False

    def act(self, action) -> bool:
        n = len(self.session.record.actions)
        done = super().act(action)
        if len(self.session.record.actions) > n:      # your next decision closes the panel
            self.auction_result = None
        return done

    def submit_bids(self) -> bool:
        """Done: the bids you laid go to the engine in the order laid, then "done" if the
        engine still waits for you (it ends your turn itself when your hand is empty or
        every lot holds your card). One batch, one undo."""
        if not self.human_can_act() or self.state.phase != P.BID:
            return False
        seat = self.state.current_player()
        events: list = []
        try:
            for lot, value in self.held:
                events += self.session.apply(A.bid(lot, value // A.STEP))
                if self.state.phase != P.BID or self.state.current_player() != seat:
                    break
            if self.state.phase == P.BID and self.state.current_player() == seat:
                events += self.session.apply(A.DONE)
        except IllegalActionError as e:              # not expected: the bids were checked
            self.flash, self.flash_t = refusal_text(self.app.t, e), 2.5
        self.held, self.selected = [], None
        self.auction_result = None
        self._layer_key = None
        if events:
            self.play(events, seat)
            self.open_undo_window()
        return True

    def _advance(self, dt: float) -> None:
        # the jury stays on the table until the player opens the results (not on a timer)
        if not self.state.is_terminal():
            super()._advance(dt)

    def choices(self) -> list:
        """(label, action) of the claim dialogs, when the human must choose."""
        if not self.human_can_act():
            return []
        s, t = self.state, self.app.t
        legal = s.legal_actions()
        if s.phase == P.CLAIM:
            return [(t("cannes.claim.from", name=self.names[a.arg]) if a.kind == "claim"
                     else t("cannes.claim.decline"), a) for a in legal]
        if s.phase in (P.GIVE, P.TAKE):
            return [(self.painter.card_name(A.CARDS.film[a.arg].id), a) for a in legal]
        return []

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.auction_result and not self.view.films and \
                auction_panel.panel_rect().collidepoint(event.pos):
            self.auction_result = None               # a click on the panel closes it
            return True                              # (even while the dice roll)
        return super().handle(event)

    def on_click(self, pos) -> bool:
        return on_click(self, pos)

    def update(self, dt: float) -> None:
        if self.pending and self.human_can_act() and self.state.phase == P.RATE:
            a = self.pending.pop(0)
            if a in self.state.legal_actions():
                self.act(a)
        elif self.pending and self.human_can_act():
            self.pending = []
        super().update(dt)
        if self.auction_result and self.state.phase in (P.PEEK, P.TURN_PEEK) \
                and self.human_can_act():
            self.auction_result = None       # you are asked to look at a lot: show them

    # ---- events, log, prompt --------------------------------------------------------------------
    def narrate(self, ev, view):
        return self.narrator.line(ev, view)

    @staticmethod
    def wording(t, names, seat):
        """(new view, narrate) naming moves from `seat`'s side with no table open (review)."""
        return (lambda state: TableView(state, seat)), Narrator(t, names, seat).review_line

    def hint_rects(self, action) -> list:
        return hint_marks.rects(self, action)

    def lit_targets(self) -> dict:
        return lit_targets.targets(self)

    def log_style(self, ev, seat):
        if isinstance(ev, (E.AuctionCalled, E.StageStarted, E.GameOver, E.FilmPresented)):
            return palette.BRASS, None
        if isinstance(ev, (E.LotResolved, E.DirectorNamed, E.CardWon, E.PeekSeen)):
            dot = palette.PLAYERS[seat % len(palette.PLAYERS)] if seat is not None else None
            return palette.HIGHLIGHT, dot
        return super().log_style(ev, seat)

    def batch_steps(self, events) -> list:
        steps = animate.batch_steps(self, events)
        if any(isinstance(e, E.LotResolved) for e in events):
            faces = {i: lot["card"] for i, lot in enumerate(self.view.lots) if lot["card"]}
            result = (self.auction_title(), auction_panel.auction_rows(events, faces))
            steps.append(Call(lambda: setattr(self, "auction_result", result)))
        return steps

    def auction_title(self) -> str:
        v = self.view
        if v.stage < 0:
            return self.app.t("cannes.auction.title_specials")
        return self.app.t("cannes.auction.title", date=self.narrator.date(2 * v.stage + 2))

    def play(self, events: list, actor, pause: float = 0.0) -> None:
        # a bot's star ratings are secret and show nothing: no thinking pause for them
        if all(isinstance(e, (E.StarRated, E.RatingsDone)) for e in events):
            pause = 0.0
        super().play(events, actor, pause)

    def status_for_batch(self, events, state) -> str | None:
        if any(isinstance(e, E.LotResolved) for e in events):
            return self.app.t("cannes.prompt.reveal")
        return None

    def end_batch(self) -> None:
        self.hidden_lots.clear()
        self.jury_sprites.clear()
        self.prizes_waiting.clear()
        self.turning_lot = self.tumble = None
        if self.selected is not None and self.selected not in self.view.hand:
            self.selected = None
        self._layer_key = None

    def explain_suit_rule(self, ev) -> None:
        top = max(v for _s, v in ev.bids)
        text = self.app.t("cannes.suit_rule", value=money(ev.value), top=money(top),
                          name=self.names[ev.winner])
        self.suit_note = (text, self.clock + 2.5)

    def hide_lot(self, lot: int) -> None:
        self.hidden_lots.add(lot)
        self._layer_key = None

    def human_prompt(self) -> str:
        t, s = self.app.t, self.state
        ph = s.phase
        if ph == P.RATE:
            return t("cannes.prompt.rate", rating=20 - s.rated[s.to_move])
        if ph == P.BID:
            return t("cannes.prompt.bid", count=len(s.hands[s.to_move]))
        if ph == P.CALL:
            return t("cannes.prompt.call", name=self.names[s.turn])
        if ph == P.REROLL:
            return t("cannes.prompt.reroll", total=sum(s.dice))
        if ph in (P.PEEK, P.TURN_PEEK):
            return t("cannes.prompt.peek")
        if ph == P.CLAIM:
            return t("cannes.prompt.claim")
        if ph == P.GIVE:
            return t("cannes.prompt.give", name=self.names[s.claimant])
        if ph == P.TAKE:
            return t("cannes.prompt.take", name=self.names[s.claimant])
        return ""

    def round_text(self) -> str:
        v = self.view
        if v.stage < 0:
            return self.app.t("cannes.round.setup")
        return self.app.t("cannes.round.stage", date=self.narrator.date(2 * v.stage + 2),
                          auction=v.stage + 1)

    # ---- geometry --------------------------------------------------------------------------------
    def lot_rect(self, i: int) -> pygame.Rect:
        return L.lot_rect(i, max(len(self.view.lots), 1))

    def seat_rect(self, seat: int) -> pygame.Rect:
        return L.seat_rect(seat, self.view.n)

    def panel_centre(self, seat: int):
        return self.seat_rect(seat).center

    def hand_centre(self):
        return L.HAND.centerx, L.HAND.y + px(60)

    def hand_rects(self) -> list:
        # the cards keep their places while you lay bids (a laid card stays, marked, until
        # Done): the card under the pointer never moves
        return L.hand_rects(len(self.view.hand))

    def held_lot(self, value: int) -> int | None:
        return next((lot for lot, x in self.held if x == value), None)

    def held_lot_value(self, lot: int) -> int | None:
        return next((x for i, x in self.held if i == lot), None)

    def held_bid_rect(self, lot: int) -> pygame.Rect:
        """Where your unconfirmed card lies under a lot (after the bids already laid)."""
        k = len(self.view.lots[lot]["bids"]) if lot < len(self.view.lots) else 0
        box = pygame.Rect((0, 0), L.SMALL)
        box.center = L.bid_pos(self.lot_rect(lot), k)
        return box

    def last_move_mark(self, surface, seat: int, text: str) -> None:
        """A seat's last move, on its panel's bottom line (the panels are stacked: a tag
        under one would cover the next)."""
        if self.view.scores is not None or self.view.films:
            return                                   # the panels show the points then
        r = self.seat_rect(seat)
        badge = max(px(92), self.painter.director_badge().get_width() + px(16))
        room = r.w - px(24) - (badge if self.view.director == seat else 0)
        # one row between the chips and the panel's edge: shortened, never cut mid-letter
        line = fit_text(self.app.fonts.get("italic", 13), panel_line(text, self.names[seat]),
                        room)
        img = self.text.get("italic", 13, line, palette.TEXT_DIM)
        surface.blit(img, (r.x + px(14), r.bottom - img.get_height() - px(4)))

    # ---- tooltips ----------------------------------------------------------------------------------
    def tip_at(self, pos):
        """What is under the mouse, most precise first: bids, lots, hand, film rows, seat
        chips and badge, pawns, squares, dice."""
        for key, rect in tip_regions(self):
            if rect.collidepoint(pos):
                return Tip((key, self.view.version), rect, lambda k=key: self._tip(k))
        return None

    def _tip(self, key) -> list[str]:
        return tip_lines(self.app.t, self.narrator, key, self.view, self.names)

    # ---- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        key = (self.view.version, self.selected, tuple(self.held), self.turn_seat(),
               frozenset(self.hidden_lots),
               self.moving_pawn, self.tumble, self.human_can_act(), self.turning_lot)
        if key != self._layer_key:
            self._layer_key = key
            self._compose()
        surface.blit(self._layer, (0, 0))

    def _compose(self) -> None:
        from cinetable.client.cannes.board import draw_board
        layer = self._layer
        layer.blit(self.background, (0, 0))
        draw_board(self, layer)
        if first_steps.explain_auction(self):    # your first auctions: how a lot is won
            first_steps.draw_auction_rules(self, layer)
        else:
            draw_film(self, layer)

    def draw_overlays(self, surface) -> None:
        v = self.view
        if self.suit_note and self.clock < self.suit_note[1]:
            img = self.text.get("bold", 17, self.suit_note[0], palette.HIGHLIGHT)
            r = img.get_rect(midbottom=(L.LOTS.centerx, L.LOTS.bottom - px(6)))
            r = r.inflate(px(20), px(8))
            pygame.draw.rect(surface, (30, 20, 30), r, border_radius=px(8))
            pygame.draw.rect(surface, palette.HIGHLIGHT, r, 1, border_radius=px(8))
            surface.blit(img, img.get_rect(center=r.center))
        if v.films:
            O.draw_jury(self, surface)
            self.jury_sprites.draw(surface)
            return
        if self.auction_result:
            auction_panel.draw_auction(self, surface, self.auction_result[1],
                                       self.auction_result[0])
        if self.human is None or not self.human_can_act():
            return
        s = self.state
        if s.phase == P.RATE:
            O.draw_rating(self, surface)
            return
        opts = self.choices()
        if opts:
            key = {P.CLAIM: "cannes.claim.title", P.GIVE: "cannes.claim.give",
                   P.TAKE: "cannes.claim.take"}[s.phase]
            O.draw_choices(self, surface, self.app.t(key, name=self.names[s.claimant]), opts)
