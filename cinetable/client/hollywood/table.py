"""The Hollywood! table: the board, the players' panels, the log, and the human's moves.

The shared table loop (display state lagging the engine, bots, log, prompt bar, flights,
tooltips) is BaseTableScene's; this scene adds Hollywood!'s board and panels, the studio
cards (studio_cards.py), the star choice, the placement preview (the push, and a star it would
waste) and what its cards' tooltips say.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.hollywood import animate, hint_marks, lit_targets, moves
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.backdrop import paint_backdrop
from cinetable.client.hollywood.badges import draw_decks
from cinetable.client.hollywood.board import BoardPainter
from cinetable.client.hollywood.declare import HELP_KEYS
from cinetable.client.hollywood.narrate import Narrator
from cinetable.client.hollywood.overlays import draw_final_word, draw_star_modal
from cinetable.client.hollywood.panels import PanelPainter
from cinetable.client.hollywood.preview import handout_order, placement_wastes
from cinetable.client.hollywood.studio_cards import StudioHand, card_rect
from cinetable.client.hollywood.tips import tip_lines
from cinetable.client.hollywood.view import CARDS, TableView
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.tooltip import Tip
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.actions import CUT, DOUBLE, PLACE
from cinetable.games.hollywood.state import PLAY, STAR_CHOICE

KEY_COLUMNS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
               pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}
KEY_OPTIONS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2,
               pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}


class TableScene(BaseTableScene):
    game_keys = list(HELP_KEYS)
    LAYOUT = L          # its LOG, LOG_EXPANDED, NOTICES and CENTRE, read as they are now

    def __init__(self, app, session):
        self.hidden_slots: set[int] = set()
        self.hidden_tokens: set[int] = set()
        self.counting: dict[int, int] = {}    # seat → its total as it ticks up
        self.moment: moves.Moment | None = None    # the winners' moment, while it plays
        self.waste: set[int] = set()          # stars the hovered placement would waste
        self.decks_rect = pygame.Rect(0, 0, 0, 0)
        self._warm = 0                        # card faces painted ahead of need
        self._button_state: dict = {}
        self.studio = StudioHand(self)        # the Cut and Double Reel cards
        self._refused_at: pygame.Rect | None = None   # what a refused click was on
        super().__init__(app, session)

    @property
    def title(self) -> str:
        return self.app.t("hollywood.title")

    # ---- painting set-up (again after a language change) ----------------------------------
    def new_view(self, state):
        return TableView.from_state(state)

    def setup_painting(self) -> None:
        app = self.app
        self.painter = BoardPainter(app.fonts, app.t, self.names, self.session.seats,
                                    self.session.human_seat, text=self.text)
        self.panels = PanelPainter(self.painter, app.t)
        self.narrator = Narrator(app.t, self.names, self.session.human_seat)

    def painting_ready(self) -> None:
        self.painter.backdrop = self.panels.backdrop = self.background
        self._layer = self.background.copy()
        self._layer_key = None

    def release_painting(self) -> None:
        self.painter.cards._faces.clear()
        self.painter.cards._tokens.clear()
        self.panels._panels.clear()
        self.panels._icons.clear()
        self.studio._faces.clear()
        self.painter.backdrop = self.panels.backdrop = None
        self._layer = None
        self._layer_key = None

    def paint_background(self) -> pygame.Surface:
        p = viewport.px
        bg = paint_backdrop(viewport.size(), L.BOARD)
        # a soft lighter pool under the board
        edge = p(20)
        pool = pygame.Surface((L.BOARD.w + 2 * edge, L.BOARD.h + 2 * edge), pygame.SRCALPHA)
        step = 2 * edge / 20
        for k in range(20):
            pygame.draw.rect(pool, (255, 255, 255, 2),
                             pool.get_rect().inflate(-round(2 * step * k), -round(2 * step * k)),
                             border_radius=p(40))
        bg.blit(pool, (L.BOARD.x - edge, L.BOARD.y - edge))
        if self.session.human_seat is not None:
            studio = self.app.fonts.get("semibold", 14 * L.board_scale()).render(
                self.app.t("hollywood.studio.label").upper(), True, palette.BRASS_DIM)
            bg.blit(studio, (L.STUDIO.x, L.STUDIO.y + p(6 * L.board_scale())))
        return bg

    # ---- widgets ----------------------------------------------------------------------------
    def build(self) -> None:
        t = self.app.t
        ui = self.app.ui
        self.results_b = pygame_gui.elements.UIButton(L.RESULTS_BUTTON, t("table.results"), ui,
                                                      container=self.root)
        self.results_b.hide()
        self.refresh_controls(force=True)

    def lowered_widgets(self) -> list:
        return []            # the studio cards are drawn by the scene: nothing to lower

    def log_keep_clear(self) -> list:
        """On the player's turn the grown log stays below the cards they may click: each
        open column's bottom card and the studio cards."""
        if not self.human_can_act():
            return []
        return [L.slot_rect(self.view.bottom_slot(c))
                for c in self.legal_columns()] + self.studio.rects()

    def widget_rects(self) -> list:
        """Tooltips keep off the studio cards as they do off buttons."""
        return super().widget_rects() + self.studio.rects()

    def draw_tips(self, surface) -> None:
        """A card's tip keeps off the column whose placement is previewed (it hid the
        reels the click would push), as off the studio cards."""
        hover = self.hovered_column()
        column = [L.column_rect(hover)] if hover is not None else []
        self.tips.draw(surface, avoid=self.widget_rects() + column)

    @property
    def NOTICE_AREA(self) -> pygame.Rect:      # noqa: N802 (the base's name)
        return L.notice_area(self._refused_at)

    def refresh_controls(self, force: bool = False) -> None:
        over = self.state.is_terminal() and not self.queue.busy
        want = {"over": over}
        if want == self._button_state and not force:
            return
        self._button_state = want
        if hasattr(self, "results_b"):
            self.results_b.show() if over else self.results_b.hide()

    # ---- state of play ------------------------------------------------------------------------
    def legal_columns(self) -> list[int]:
        if not self.human_can_act() or self.state.phase != PLAY:
            return []
        return [a.arg for a in self.state.legal_actions() if a.kind == "place"]

    def star_options(self) -> list:
        """The human's star choice (STAR actions), when it is waiting."""
        if not self.human_can_act() or self.state.phase != STAR_CHOICE:
            return []
        return self.state.legal_actions()

    def hovered_column(self) -> int | None:
        for col in self.legal_columns():
            if L.column_rect(col).collidepoint(self.mouse):
                return col
        return None

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

    # ---- input --------------------------------------------------------------------------------
    def on_button(self, element) -> bool:
        if element is self.results_b:
            self.open_results()
            return True
        return False

    def play_studio(self, which: str) -> bool:
        """Play a studio card (a click on it, or its key), or say why it cannot be."""
        reason = self._studio_reason(which)
        if reason is not None:
            self._refused_at = card_rect(which)
            self.flash, self.flash_t = reason, 2.5
            return True
        return self.act(CUT if which == "cut" else DOUBLE)

    def on_click(self, pos) -> bool:
        options = self.star_options()
        if options:
            for action, rect in zip(options, L.star_choice_rects(len(options))):
                if rect.collidepoint(pos):
                    return self.act(action)
            return True                  # the modal swallows clicks elsewhere
        which = self.studio.at(pos)
        if which is not None:
            return self.play_studio(which)
        if self.human_can_act() and self.state.phase == PLAY:
            for col in range(4):
                if L.column_rect(col).collidepoint(pos):
                    self._refused_at = L.column_rect(col)   # a full column: said there
                    return self.act(PLACE[col])     # a full column: the engine says so
        return False

    def on_key(self, key) -> bool:
        options = self.star_options()
        if options:
            i = KEY_OPTIONS.get(key)
            if i is not None and i < len(options):
                return self.act(options[i])
            return False
        if key in KEY_COLUMNS and self.human_can_act():
            self._refused_at = L.column_rect(KEY_COLUMNS[key])
            return self.act(PLACE[KEY_COLUMNS[key]])
        if key in (pygame.K_c, pygame.K_d) and self.studio.visible():
            return self.play_studio("cut" if key == pygame.K_c else "double")
        return False

    # ---- events, log, prompt ------------------------------------------------------------------
    def narrate(self, ev, view):
        return self.narrator.line(ev, view)

    @staticmethod
    def wording(t, names, seat):
        """(new view, narrate) naming moves from `seat`'s side with no table open (review)."""
        return (lambda state: TableView.from_state(state)), Narrator(t, names, seat).line

    def hint_rects(self, action) -> list:
        return hint_marks.rects(self, action)

    def lit_targets(self) -> dict:
        out = lit_targets.targets(self)
        if self.waste:      # the hovered column's red warning ring stands in for its light
            warned = {L.slot_rect(s).topleft for s in self.waste}
            out = {a: [r for r in rs if r.topleft not in warned] for a, rs in out.items()}
        return out

    def log_style(self, ev, seat):
        if isinstance(ev, (E.RoundStarted, E.RoundEnded, E.GameOver)):
            return palette.BRASS, None
        if isinstance(ev, E.FilmFinished):
            return palette.HIGHLIGHT, palette.PLAYERS[seat]
        return super().log_style(ev, seat)

    def batch_steps(self, events) -> list:
        return animate.batch_steps(self, events)

    def status_for_batch(self, events, state) -> str | None:
        if any(isinstance(e, E.CardDealt) for e in events):
            return self.app.t("hollywood.prompt.dealing", round=state.round + 1)
        # a star placed by choice goes on handing out (it ended a round: "X plays" over
        # an empty board read as the next round begun)
        if any(isinstance(e, (E.CardAwarded, E.FilmFinished, E.CardsRemoved)) for e in events):
            return self.app.t("hollywood.prompt.handing_out")
        return None

    def end_batch(self) -> None:
        self.hidden_slots.clear()
        self.hidden_tokens.clear()
        self.counting.clear()
        self.moment = None

    def human_prompt(self) -> str:
        t = self.app.t
        if self.state.phase == STAR_CHOICE:
            return t("hollywood.prompt.star_choice")
        if self.state.double_pending:
            key = "double_first" if self.state.double_pending == 2 else "double_second"
            return t(f"hollywood.prompt.{key}")
        studio = self._studio_reason("cut") is None or self._studio_reason("double") is None
        return t("hollywood.prompt.place_studio" if studio else "hollywood.prompt.place")

    def round_text(self) -> str:
        v = self.view
        return self.app.t("table.round", round=min(v.round + 1, v.rounds), rounds=v.rounds)

    def seat_rect(self, seat: int) -> pygame.Rect:
        return L.panel_rect(seat, self.view.n)

    def last_move_area(self, seat: int):
        """The empty band above the points line, the panel's width (beside the points
        line a long move was cut short); that line's free end when the band is taken."""
        areas = L.panel_areas(L.panel_rect(seat, self.view.n))
        foot, p = areas["footer"], viewport.px
        band = pygame.Rect(foot.x, foot.y - p(25), foot.w, p(22))
        content = areas["lanes"][0].y + self.panels.mh + p(22 * self.panels._tk())
        if band.y >= content:
            return band
        free = self.panels.foot_free.get(seat)
        return free if free is not None and free.w >= 120 else None

    def idle_work(self) -> None:
        """Paint one not-yet-cached card face per idle frame, so deals never stall."""
        if self._warm < len(CARDS.cards):
            self.painter.cards.face(self._warm)
            self._warm += 1
        else:
            super().idle_work()         # then the sounds, one per idle frame

    # ---- tooltips -------------------------------------------------------------------------------
    def tip_at(self, pos):
        if self.star_options():
            return None
        which = self.studio.at(pos)
        if which is not None:
            return Tip(("button", which, self.studio.look(which)), card_rect(which),
                       lambda w=which: self._button_tip(w))
        for slot in range(len(self.view.slots)):
            r = L.slot_rect(slot)
            if r.collidepoint(pos) and self.view.slots[slot] >= 0 \
                    and slot not in self.hidden_slots:
                return Tip(("slot", slot, self.view.version), r,
                           lambda s=slot: self._tip(("slot", s)))
        hit = self.panels.region_at(pos)
        if hit is not None:
            rect, key = hit
            return Tip(key, rect, lambda k=key: self._tip(k))
        if self.decks_rect.collidepoint(pos):
            return Tip(("decks", self.view.version), self.decks_rect,
                       lambda: self._tip(("decks",)))
        return None

    def _tip(self, key) -> list[str]:
        lines = tip_lines(self.app.t, self.narrator, key, self.view, self.names,
                          self.session.human_seat)
        if key[0] == "slot" and key[1] in self.waste:     # the preview's warning, said
            c = CARDS.cards[self.view.slots[key[1]]]
            lines[-1] = self.app.t("hollywood.preview.wasted_tip", star=c.name)
        return lines

    def _button_tip(self, which: str) -> list[str]:
        t = self.app.t
        lines = [t(f"hollywood.studio.{which}"), t(f"hollywood.studio.{which}_tip")]
        reason = self._studio_reason(which)
        if reason is not None:
            lines.append(reason)
        return lines

    # ---- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        legal = self.legal_columns()
        hover = self.hovered_column()
        turn = self.turn_seat()
        # The table (board, panels) is composed into one layer, repainted only when
        # something on it changes: most frames are one full-screen blit plus what moves.
        key = (self.view.version, frozenset(self.hidden_slots), frozenset(self.hidden_tokens),
               tuple(legal), hover, turn, frozenset(self.counting))
        if key != self._layer_key:
            self._layer_key = key
            self._compose_layer(legal, hover, turn)
        surface.blit(self._layer, (0, 0))
        self.studio.draw(surface)
        for seat, value in self.counting.items():
            self.panels.draw_count(surface, seat, self.view.n, value)
        moves.draw_moment(self, surface)

    def _compose_layer(self, legal, hover, turn) -> None:
        layer = self._layer
        layer.blit(self.background, (0, 0))
        v = self.view
        h = self.session.human_seat
        previewing = hover is not None and h is not None
        hidden_tokens = self.hidden_tokens
        if previewing:            # the hovered column is drawn as it will be after the click
            hidden_tokens = set(hidden_tokens) | set(self.painter.pushed_slots(v, hover))
        self.painter.draw_board(layer, v, hidden_slots=self.hidden_slots,
                                hidden_tokens=hidden_tokens,
                                hover_col=hover)     # legal columns: lit_targets
        self.waste = set()
        if previewing:
            self.painter.ghost_token(layer, v, hover, h)
            order = handout_order(bool(self.state.game.options.get("prototype_order")))
            self.waste = placement_wastes(v.slots, v.owner, v.tableaus[h].projects, h, hover,
                                          order)
            if self.waste:
                self.painter.waste_warning(layer, sorted(self.waste),
                                           self.app.t("hollywood.preview.wasted"))
        self._draw_decks(layer)
        self.panels.draw_panels(layer, v, turn=turn, counting=self.counting)

    def _draw_decks(self, surface) -> None:
        """The two draw piles: little stacks of their backs and their counts."""
        counts = (("star", self.view.star_deck), ("film", self.view.film_deck))
        self.decks_rect = draw_decks(surface, self.app.fonts, self.text, counts,
                                     (L.STUDIO.centerx, L.STUDIO.bottom), L.board_scale())

    def draw_overlays(self, surface) -> None:
        if self.view.over and not self.queue.busy:
            draw_final_word(self, surface)
        options = self.star_options()
        if options:
            draw_star_modal(self, surface, options)
