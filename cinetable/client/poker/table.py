"""The Hollywood Poker table: the players around an oval, the trick in the middle, your
hand fanned along the bottom; sets chosen by click or keys, the exchange in a dialog,
a scoreboard after each deal. The loop (bots, log, flights, prompt) is BaseTableScene's.
Picking cards with the mouse and keys is in controls.py; the panels to look at again (the
career board, the exchange recap, the last trick) and the held scoreboard in follow.py;
what the tooltips point at in tip_targets.py, the seats' last words in seat_words.py.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.animation import Call
from cinetable.client.poker import animate, hint_marks
from cinetable.client.poker import layout as L
from cinetable.client.poker.controls import HandControls
from cinetable.client.poker.declare import HELP_KEYS
from cinetable.client.poker.felt import felt
from cinetable.client.poker.follow import FollowPanels, HeldScoreboard
from cinetable.client.poker.narrate import Narrator, cards_text
from cinetable.client.poker.overlays import draw_dialog, draw_scoreboard
from cinetable.client.poker.paint import Painter
from cinetable.client.poker.seat_words import SeatWords
from cinetable.client.poker.tip_targets import TipTargets
from cinetable.client.poker.view import TableView
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.seats import level_name
from cinetable.client.widgets import vertical_gradient
from cinetable.games.poker import actions as A
from cinetable.games.poker import events as E
from cinetable.games.poker.cards import DOUBLE


def _now(name: str) -> property:
    """A layout rect read when asked, never a copy made when the class was."""
    return property(lambda self: getattr(L, name))


class TableScene(SeatWords, TipTargets, FollowPanels, HandControls, BaseTableScene):
    game_keys = list(HELP_KEYS)
    TRICK_SHOWN = 6

    # the base's layout names, read from the layout as it is now (it changes with the window)
    LOG_RECT = _now("LOG")
    LOG_EXPANDED = _now("LOG_EXPANDED")

    @property
    def NOTICE_AREA(self):
        """Where a refused click is told: over the Play button, where the eye is (issue
        29: it was at the felt's top, over the top seat), or under the trick when a seat
        of a big table sits there."""
        seats = [self.panel_rect(p) for p in range(self.view.n)] if hasattr(self, "view") else []
        if any(L.NOTICES.colliderect(r) for r in seats):
            return L.NOTICES_FELT
        return L.NOTICES
    BANNER_CENTRE = _now("CENTRE")

    def __init__(self, app, session):
        self.selected: set[int] = set()        # indexes into the view's hand
        self.cursor = 0
        self.pending_gives: list = []          # give-back cards chosen, played one by one
        self.scoreboard = False
        self.walk = None                       # (old seats, new seats, progress)
        self.lifting: tuple = ()
        self.trick_hidden = False
        self._buttons: dict = {}
        super().__init__(app, session)

    @property
    def title(self) -> str:
        return self.app.t("poker.title")

    def viewer_changed(self) -> None:
        self.selected, self.cursor, self.pending_gives = set(), 0, []

    # ---- painting set-up --------------------------------------------------------------------
    def new_view(self, state):
        return TableView(state, self.session.human_seat)

    def setup_painting(self) -> None:
        self.painter = Painter(self.app.fonts, self.text, self.app.t, self.names)
        # card faces painted ahead of need, one per idle frame, so plays never stall
        self._warm = [(v, size, st) for size in ((L.CARD_W, L.CARD_H), (L.TRICK_W, L.TRICK_H))
                      for v in range(1, DOUBLE + 1) for st in ("", "dim", "sel")
                      if size == (L.CARD_W, L.CARD_H) or st == ""]
        self.human = self.session.human_seat     # the viewer (changes in hotseat play)
        self.narrator = Narrator(self.app.t, self.names, self.session.human_seat)

    def painting_ready(self) -> None:
        self._layer = self.background.copy()
        self._layer_key = None

    def relayout(self) -> None:
        # what flies lands at once (the base); a scoreboard the player was reading stays
        # up, the table waiting behind it as before
        held = self.scoreboard and self.holds_scoreboard()
        super().relayout()
        if held:
            self.scoreboard = True
            self.queue.add(HeldScoreboard(self, 0.0),
                           Call(lambda: setattr(self, "scoreboard", False)))

    def release_painting(self) -> None:
        self.painter._faces.clear()
        self.painter._backs.clear()
        self.painter._panels.clear()
        self._layer = None
        self._layer_key = None

    def paint_background(self) -> pygame.Surface:
        bg = vertical_gradient(viewport.size(), (46, 36, 52), (18, 16, 24))
        felt(bg)
        return bg

    # ---- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        t, ui = self.app.t, self.app.ui

        def b(rect, key):
            return pygame_gui.elements.UIButton(rect, t(key), ui, container=self.root)
        self._buttons = {
            "play": b(L.PLAY_BUTTON, "poker.button.play"),
            "pass": b(L.PASS_BUTTON, "poker.button.pass"),
            "clear": b(L.CLEAR_BUTTON, "poker.button.clear"),
            "give": b(L.PLAY_BUTTON, "poker.button.give"),
            "take": b(L.DIALOG_YES, "poker.button.take"),
            "waive": b(L.DIALOG_NO, "poker.button.waive"),
            "results": b(L.RESULTS_BUTTON, "table.results"),
        }
        for name, rect in L.RECAP_BUTTONS.items():     # issue 19: to look at again
            self._buttons[name] = b(rect, f"poker.button.recap.{name}")
        self._shown = None
        self.refresh_controls(force=True)

    def lowered_widgets(self) -> list:
        return [self._buttons[k] for k in ("play", "pass", "clear", "give")] if self._buttons else []

    def refresh_controls(self, force: bool = False) -> None:
        if not self._buttons:
            return
        phase = self.state.phase if self.human_can_act() and not self.pending_gives else -1
        over = self.state.is_terminal() and not self.queue.busy
        can_pass = phase == 4 and self.state.last_count > 0
        want = {
            "play": phase == 4 and not self.widgets_lowered,
            "pass": can_pass and not self.widgets_lowered,
            "clear": phase in (3, 4) and not self.widgets_lowered,
            "give": phase == 3 and not self.widgets_lowered,
            "take": phase == 2,
            "waive": phase == 2,
            "results": over,
            **self.recap_buttons_wanted(),
        }
        key = tuple(sorted(want.items())) + (len(self.selected),)
        if key == self._shown and not force:
            return
        self._shown = key
        for name, show in want.items():
            w = self._buttons[name]
            w.show() if show else w.hide()
        give = self._buttons["give"]
        left = self.state.give_left if phase == 3 else 0
        give.enable() if len(self.selected) == left else give.disable()

    def update(self, dt: float) -> None:
        if self.pending_gives and self.human_can_act() and self.state.phase == 3:
            self.act(self.pending_gives.pop(0))
        elif self.pending_gives and self.human_can_act():
            self.pending_gives = []
        super().update(dt)
        self.recap_update()

    # ---- input ----------------------------------------------------------------------------------
    def on_button(self, element) -> bool:
        name = next((k for k, w in self._buttons.items() if w is element), None)
        if name == "results":
            self.open_results()
        elif name == "play":
            return self.play_selection()
        elif name == "pass":
            self.selected.clear()
            return self.act(A.PASS)
        elif name == "clear":
            self.selected.clear()
            self._layer_key = None
        elif name == "give":
            return self.give_selection()
        elif name == "take":
            return self.act(A.EXCHANGE)
        elif name == "waive":
            return self.act(A.WAIVE)
        elif name in ("careers", "trick", "exchange"):
            self.toggle_recap(name)
        return name is not None

    def handle(self, event) -> bool:
        return self.recap_handle(event) or super().handle(event)

    def on_key(self, key) -> bool:
        return self.recap_key(key) or super().on_key(key)

    def act(self, action) -> bool:
        moves, phase = len(self.session.record.actions), self.state.phase
        done = super().act(action)
        if len(self.session.record.actions) > moves:
            self.recap_after_move(phase)
        return done

    def idle_work(self) -> None:
        if self._warm:
            v, size, st = self._warm.pop()
            self.painter.face(v, size, st)
        else:
            super().idle_work()

    # ---- events, log, prompt --------------------------------------------------------------------
    def narrate(self, ev, view):
        return self.narrator.line(ev, view)

    @staticmethod
    def wording(t, names, seat):
        """(new view, narrate) naming moves from `seat`'s side with no table open (review)."""
        return (lambda state: TableView(state, seat)), Narrator(t, names, seat).line

    def hint_rects(self, action) -> list:
        return hint_marks.rects(self, action)

    def show_hint(self, action) -> None:
        super().show_hint(action)
        self.hint_lift = hint_marks.cards(self, action) if action is not None else set()
        self._layer_key = None                # the set stands up in the hand

    def log_style(self, ev, seat):
        if isinstance(ev, (E.DealStarted, E.DealEnded, E.GameOver, E.SeatsChanged)):
            return palette.BRASS, None
        if isinstance(ev, (E.PlayerOut, E.TrickWon)):
            return palette.HIGHLIGHT, palette.PLAYERS[seat % len(palette.PLAYERS)]
        return super().log_style(ev, seat)

    def batch_steps(self, events) -> list:
        return animate.batch_steps(self, events)

    def status_for_batch(self, events, state) -> str | None:
        if any(isinstance(e, E.CardDealt) for e in events):
            return self.app.t("poker.prompt.dealing", deal=state.deal + 1)
        ended = next((e for e in events if isinstance(e, E.DealEnded)), None)
        if ended is not None:
            return self.app.t("poker.prompt.deal_over", deal=ended.deal + 1)
        return None

    def end_batch(self) -> None:
        self.selected = {i for i in self.selected if i < len(self.view.hand)}
        self._layer_key = None

    def apply_event(self, ev) -> None:
        if isinstance(ev, (E.HandDealt, E.CardsGiven, E.Played)) and \
                self.human in (getattr(ev, "player", None), getattr(ev, "giver", None),
                               getattr(ev, "receiver", None)):
            self.selected.clear()
        super().apply_event(ev)
        self.recap_event(ev)

    def human_prompt(self) -> str:
        t, s = self.app.t, self.state
        if s.phase == 2:
            hi, lo, count = s.pairs[s.pair_i]
            return t("poker.prompt.exchange", name=self.names[lo], count=count)
        if s.phase == 3:
            return t("poker.prompt.give", count=s.give_left, name=self.names[s.pairs[s.pair_i][1]])
        if not s.last_count:
            return t("poker.prompt.lead")
        last = next((a for _, a in reversed(s.trick) if a is not None), None)
        cards = cards_text(last.cards(), t) if last else ""
        if not self.playable_values():            # nothing in the hand answers it
            return t("poker.prompt.cannot_beat", cards=cards)
        return t("poker.prompt.follow", cards=cards)

    def round_text(self) -> str:
        v = self.view
        # v.deal counts the deals played: once the game is over the last one is shown
        deal = max(1, v.deal if v.over else v.deal + 1)
        if v.max_deals == 1:       # one deal cannot reach any table's target (P6.1)
            return self.app.t("poker.round_single")
        if v.max_deals:
            return self.app.t("poker.round_of", deal=min(deal, v.max_deals), deals=v.max_deals,
                              target=v.target)
        return self.app.t("poker.round", deal=deal, target=v.target)

    # ---- geometry --------------------------------------------------------------------------------
    def rel_seat(self, p: int, seats=None) -> float:
        seats = seats or self.view.seats
        base = seats[self.human] if self.human is not None else 0
        return (seats[p] - base) % self.view.n

    def set_walk(self, old, new, progress) -> None:
        self.walk = (old, new, progress) if old is not None else None
        self._layer_key = None

    def panel_centre(self, p: int):
        n = self.view.n
        if self.walk:
            old, new, k = self.walk
            a, b = self.rel_seat(p, old), self.rel_seat(p, new)
            if b - a > n / 2:
                b -= n
            elif a - b > n / 2:
                b += n
            return L.seat_centre(a + (b - a) * k, n)
        return L.seat_centre(self.rel_seat(p), n)

    def panel_rect(self, p: int) -> pygame.Rect:
        return L.panel_rect_at(self.panel_centre(p))

    def seat_rect(self, seat: int) -> pygame.Rect:
        # where shared seat code measures from (the presence dot): 34 px left of the panel
        return self.panel_rect(seat).move(-viewport.px(34), -1)

    def thinking_dots_at(self, seat: int) -> tuple[int, int]:
        return self.painter.thinking_dots_at(seat, self.panel_rect(seat))

    def hand_centre(self):
        return L.HAND.centerx, L.HAND.bottom - L.CARD_H // 2 - viewport.px(12)

    def hide_trick(self, hidden: bool) -> None:
        self.trick_hidden = hidden
        self._layer_key = None

    # ---- drawing ------------------------------------------------------------------------------------
    def draw_table(self, surface) -> None:
        playable = self.playable_values()
        key = (self.view.version, frozenset(self.selected), self.cursor, frozenset(playable),
               self.turn_seat(), self.walk and self.walk[2], self.lifting, self.trick_hidden)
        if key != self._layer_key:
            self._layer_key = key
            self._compose(playable)
        surface.blit(self._layer, (0, 0))

    def _compose(self, playable) -> None:
        layer, v = self._layer, self.view
        layer.blit(self.background, (0, 0))
        turn = self.turn_seat()
        t = self.app.t
        for p in range(v.n):
            role = t("table.seat.you") if p == self.human else level_name(
                t, self.session.seats[p].level)
            img = self.painter.panel(p, v, p == turn, role)
            r = layer.blit(img, self.panel_rect(p))
            passed = any(q == p and c is None for q, c in v.trick[-v.n:])
            if passed and not self.walk:
                chip = self.painter.pass_chip(t("poker.panel.pass"))
                layer.blit(chip, chip.get_rect(midtop=(r.centerx, r.bottom + viewport.px(2))))
        if v.aside:
            layer.blit(self.painter.aside_stack(v.aside), L.ASIDE)
        if not self.trick_hidden:
            plays = [(p, c) for p, c in v.trick if c is not None][-self.TRICK_SHOWN:]
            n = len(plays)           # each name short of its neighbour's
            gap = L.trick_play_pos(1, n)[0] - L.trick_play_pos(0, n)[0] if n > 1 else \
                viewport.px(200)
            for i, (p, cards) in enumerate(plays):
                img = self.painter.play_group(cards, self.names[p], i == n - 1,
                                              gap - viewport.px(10))
                layer.blit(img, img.get_rect(center=L.trick_play_pos(i, len(plays))))
        self._draw_hand(layer, playable)

    def _draw_hand(self, layer, playable) -> None:
        if self.human is None:
            return
        hand = self.view.hand
        if hand:        # the value keys, J Q K among them, named where the cards are
            legend = self.text.get("body", 15, self.app.t("poker.legend.keys"), palette.TEXT_DIM)
            layer.blit(legend, legend.get_rect(midtop=(L.HAND.centerx, L.LEGEND_Y)))
        rects = self.hand_rects()
        lifting = list(self.lifting)
        giving = self.human_can_act() and self.state.phase == 3
        # nothing can answer the trick: every card is dimmed, not every card lit
        beaten = not playable and self.human_can_act() and self.state.phase == 4
        fresh, given = set(), list(self.view.exchange_summary.received)
        px = viewport.px
        for i, v in enumerate(hand):         # the cards you were given, edged till you play
            if v in given:
                given.remove(v)
                fresh.add(i)
        for i, (v, r) in enumerate(zip(hand, rects)):
            if v in lifting and i not in self.selected:
                pass
            if i in self.selected:
                state = "sel"
            elif (beaten or playable and v not in playable) and not giving:
                state = "dim"
            else:
                state = ""
            layer.blit(self.painter.face(v, state=state), r)
            if i in fresh:
                pygame.draw.rect(layer, palette.BRASS, r.inflate(px(4), px(4)), px(3),
                                 border_radius=px(9))
            if i == self.cursor and self.human_can_act():
                pygame.draw.line(layer, palette.HIGHLIGHT, (r.x + px(6), r.bottom + px(5)),
                                 (r.x + px(26), r.bottom + px(5)), px(3))

    def draw_overlays(self, surface) -> None:
        self.draw_recap(surface)
        if self.scoreboard and self.view.deal_points:
            draw_scoreboard(self, surface)
        elif self.human_can_act() and self.state.phase == 2:
            draw_dialog(self, surface)
