"""The Hollywood Poker table: the players around an oval, the trick in the middle, your
hand fanned along the bottom; sets chosen by click or keys, the exchange in a dialog,
a scoreboard after each deal. The loop (bots, log, flights, prompt) is BaseTableScene's.

Keys: Left/Right move the cursor over your hand, Space or Up picks the card under it,
1-9, 0 (10), J, Q, K and D pick all your cards of a value; Enter plays, P passes,
C clears. In the exchange dialog: Y takes, N waives.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette
from cinetable.client.poker import animate
from cinetable.client.poker import layout as L
from cinetable.client.poker.narrate import Narrator, cards_text
from cinetable.client.poker.overlays import draw_dialog, draw_scoreboard
from cinetable.client.poker.paint import Painter, felt
from cinetable.client.poker.view import TableView
from cinetable.client.scene import LOGICAL_SIZE
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.seats import level_name
from cinetable.client.table.tooltip import Tip
from cinetable.client.widgets import vertical_gradient
from cinetable.engine import IllegalActionError
from cinetable.games.poker import actions as A
from cinetable.games.poker import events as E
from cinetable.games.poker.cards import DOUBLE

VALUE_KEYS = {**{pygame.K_1 + i: i + 1 for i in range(9)}, pygame.K_0: 10, pygame.K_j: 11,
              pygame.K_q: 12, pygame.K_k: 13, pygame.K_d: DOUBLE}


class TableScene(BaseTableScene):
    LOG_RECT = L.LOG
    LOG_EXPANDED = L.LOG_EXPANDED
    NOTICE_AREA = L.NOTICES
    BANNER_CENTRE = L.CENTRE
    TRICK_SHOWN = 6

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
        self.human = session.human_seat

    @property
    def title(self) -> str:
        return self.app.t("poker.title")

    # ---- painting set-up --------------------------------------------------------------------
    def new_view(self, state):
        return TableView(state, self.session.human_seat)

    def setup_painting(self) -> None:
        self.painter = Painter(self.app.fonts, self.text, self.app.t, self.names)
        self.narrator = Narrator(self.app.t, self.names, self.session.human_seat)

    def painting_ready(self) -> None:
        self._layer = self.background.copy()
        self._layer_key = None

    def paint_background(self) -> pygame.Surface:
        bg = vertical_gradient(LOGICAL_SIZE, (46, 36, 52), (18, 16, 24))
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
            "results": b(pygame.Rect(L.W - 180, L.TOP_BAR + 10, 160, 40), "table.results"),
        }
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

    # ---- the human's choices ------------------------------------------------------------------
    def selection_values(self) -> list:
        hand = self.view.hand
        return sorted(hand[i] for i in self.selected if i < len(hand))

    def selection_action(self):
        """The play the selected cards make (naturals of one value plus Doubles)."""
        vals = self.selection_values()
        if not vals:
            return None
        return "play " + " ".join("D" if v == DOUBLE else str(v) for v in vals)

    def playable_values(self) -> set:
        """Values that are part of some legal play now (highlighted in your hand)."""
        if not self.human_can_act() or self.state.phase != 4:
            return set()
        out = set()
        for a in self.state.legal_actions():
            if a.kind == "play":
                out.add(a.value if a.nat else DOUBLE)
                if a.dbl:
                    out.add(DOUBLE)
        return out

    def play_selection(self) -> bool:
        text = self.selection_action()
        if text is None:
            self.flash, self.flash_t = self.app.t("poker.prompt.select_first"), 2.5
            return True
        if len({v for v in self.selection_values() if v != DOUBLE}) > 1:
            self.flash, self.flash_t = self.app.t("poker.prompt.one_value"), 3.0
            return True
        try:
            action = self.state.parse_action(text)
        except IllegalActionError as e:
            self.flash, self.flash_t = str(e), 3.0
            return True
        self.selected.clear()
        return self.act(action)

    def toggle(self, i: int) -> None:
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        self._layer_key = None

    def toggle_value(self, v: int) -> None:
        idx = [i for i, u in enumerate(self.view.hand) if u == v]
        if not idx:
            return
        if all(i in self.selected for i in idx):
            self.selected.difference_update(idx)
        else:
            self.selected.update(idx)
        self._layer_key = None

    def give_selection(self) -> bool:
        if not self.human_can_act() or self.state.phase != 3:
            return False
        vals = self.selection_values()
        if len(vals) != self.state.give_left:
            self.flash = self.app.t("poker.prompt.give", count=self.state.give_left,
                                    name=self.names[self.state.pairs[self.state.pair_i][1]])
            self.flash_t = 2.5
            return True
        self.selected.clear()
        self.pending_gives = [A.GIVE[v] for v in vals]
        return True

    def update(self, dt: float) -> None:
        if self.pending_gives and self.human_can_act() and self.state.phase == 3:
            self.act(self.pending_gives.pop(0))
        elif self.pending_gives and self.human_can_act():
            self.pending_gives = []
        super().update(dt)

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
        return name is not None

    def hand_rects(self) -> list:
        rects = L.hand_card_rects(len(self.view.hand))
        for i in self.selected:
            if i < len(rects):
                rects[i] = rects[i].move(0, -22)
        return rects

    def on_click(self, pos) -> bool:
        if self.human is None:
            return False
        rects = self.hand_rects()
        for i in range(len(rects) - 1, -1, -1):          # the top card of the fan first
            if rects[i].collidepoint(pos):
                if self.state.phase in (3, 4) and self.human_can_act():
                    self.cursor = i
                    self.toggle(i)
                return True
        return False

    def on_key(self, key) -> bool:
        if self.human is None or not self.human_can_act():
            return False
        ph = self.state.phase
        if ph == 2:
            if key == pygame.K_y:
                return self.act(A.EXCHANGE)
            if key == pygame.K_n:
                return self.act(A.WAIVE)
            return False
        n = len(self.view.hand)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            self.cursor = (self.cursor + (1 if key == pygame.K_RIGHT else -1)) % n
            self._layer_key = None
            return True
        if key in (pygame.K_SPACE, pygame.K_UP) and n:
            self.toggle(min(self.cursor, n - 1))
            return True
        if key in VALUE_KEYS:
            self.toggle_value(VALUE_KEYS[key])
            return True
        if key == pygame.K_c:
            self.selected.clear()
            self._layer_key = None
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.give_selection() if ph == 3 else self.play_selection()
        if key == pygame.K_p and ph == 4 and self.state.last_count:
            self.selected.clear()
            return self.act(A.PASS)
        return False

    # ---- events, log, prompt --------------------------------------------------------------------
    def narrate(self, ev, view):
        return self.narrator.line(ev, view)

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
        return t("poker.prompt.follow", cards=cards_text(last.cards()) if last else "")

    def round_text(self) -> str:
        v = self.view
        if v.max_deals:
            return self.app.t("poker.round_of", deal=v.deal + 1, deals=v.max_deals, target=v.target)
        return self.app.t("poker.round", deal=v.deal + 1, target=v.target)

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
        # the shared thinking dots go after the name (drawn 34 px left of their default)
        return self.panel_rect(seat).move(-34, -1)

    def hand_centre(self):
        return L.HAND.centerx, L.HAND.bottom - L.CARD_H // 2 - 12

    def hide_trick(self, hidden: bool) -> None:
        self.trick_hidden = hidden
        self._layer_key = None

    # ---- tooltips ----------------------------------------------------------------------------------
    def tip_at(self, pos):
        for p in range(self.view.n):
            r = self.panel_rect(p)
            if r.collidepoint(pos):
                return Tip(("panel", p, self.view.version), r, lambda p=p: self._panel_tip(p))
        return None

    def _panel_tip(self, p: int) -> list[str]:
        t, v = self.app.t, self.view
        lines = [self.names[p]]
        if v.careers and v.careers[p]:
            lines.append(self.narrator.career(v.careers[p]))
        lines.append(t("poker.tip.cards", count=v.sizes[p]))
        lines.append(t("poker.tip.score", points=v.scores[p], target=v.target))
        return lines

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
                layer.blit(chip, chip.get_rect(midtop=(r.centerx, r.bottom + 2)))
        if not self.trick_hidden:
            plays = [(p, c) for p, c in v.trick if c is not None][-self.TRICK_SHOWN:]
            for i, (p, cards) in enumerate(plays):
                img = self.painter.play_group(cards, self.names[p], i == len(plays) - 1)
                layer.blit(img, img.get_rect(center=L.trick_play_pos(i, len(plays))))
        self._draw_hand(layer, playable)

    def _draw_hand(self, layer, playable) -> None:
        if self.human is None:
            return
        hand = self.view.hand
        rects = self.hand_rects()
        lifting = list(self.lifting)
        giving = self.human_can_act() and self.state.phase == 3
        for i, (v, r) in enumerate(zip(hand, rects)):
            if v in lifting and i not in self.selected:
                pass
            if i in self.selected:
                state = "sel"
            elif playable and v not in playable and not giving:
                state = "dim"
            else:
                state = ""
            layer.blit(self.painter.face(v, state=state), r)
            if i == self.cursor and self.human_can_act():
                pygame.draw.line(layer, palette.HIGHLIGHT, (r.x + 6, r.bottom + 5),
                                 (r.x + 26, r.bottom + 5), 3)

    def draw_overlays(self, surface) -> None:
        if self.scoreboard and self.view.deal_points:
            draw_scoreboard(self, surface)
        elif self.human_can_act() and self.state.phase == 2:
            draw_dialog(self, surface)
