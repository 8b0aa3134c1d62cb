"""Your hand as a control: picking cards by click or keys, playing or giving them.

Keys: Left/Right move the cursor over your hand, Space or Up picks the card under it,
1-9, 0 (10), J, Q, K and D add one more card of a value per press (a press once every
copy is chosen puts them all back); Enter plays (or gives back), P passes, C clears.
In the exchange dialog: Y takes, N waives. The help overlay's list is declare.py's HELP_KEYS.
"""
from __future__ import annotations

import pygame

from cinetable.client import viewport
from cinetable.client.poker import layout as L
from cinetable.client.refusals import refusal_text
from cinetable.engine import IllegalActionError
from cinetable.games.poker import actions as A
from cinetable.games.poker.cards import DOUBLE

VALUE_KEYS = {**{pygame.K_1 + i: i + 1 for i in range(9)}, pygame.K_0: 10, pygame.K_j: 11,
              pygame.K_q: 12, pygame.K_k: 13, pygame.K_d: DOUBLE}


class HandControls:
    """Mixed into the poker TableScene (uses its view, state, act, flash)."""

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
            self.flash, self.flash_t = refusal_text(self.app.t, e), 3.0
            return True
        self.selected.clear()
        return self.act(action)

    def toggle(self, i: int) -> None:
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        self._layer_key = None

    def add_value(self, v: int) -> None:
        """One more card of value `v` per press (the sets you play are built copy by copy:
        a pair from three 5s is two presses); [designed] one press more puts them back."""
        idx = [i for i, u in enumerate(self.view.hand) if u == v]
        if not idx:
            return
        free = [i for i in idx if i not in self.selected]
        if free:
            self.selected.add(free[0])
            self.cursor = free[0]
        else:
            self.selected.difference_update(idx)
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

    def hand_rects(self) -> list:
        rects = L.hand_card_rects(len(self.view.hand))
        # the cards chosen, and those of a hinted set (table.show_hint), stand up
        for i in set(self.selected) | getattr(self, "hint_lift", set()):
            if i < len(rects):
                rects[i] = rects[i].move(0, -viewport.px(22))
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
            self.add_value(VALUE_KEYS[key])
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

