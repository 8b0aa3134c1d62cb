"""Screen Test's table (a BaseTableScene): the seats along the top, the role auditioned
for and the cards played for it face down in the middle, the auditions so far on the
right, your hand at the bottom (click a card, or press its number, to audition with it).
Drawn each frame from the view: a handful of cards needs no painters' caches."""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.animation import Call
from cinetable.client.art import reel_token
from cinetable.client.table.base import BaseTableScene
from cinetable.client.table.seats import initials_for, paint_seat_frame, role_text, seat_header
from screen_test.client.view import ScreenView
from screen_test.rules import actions as A
from screen_test.rules import events as E

CARD_W, CARD_H = 92, 128          # units
HAND_X, GAP = 600, 16
BACK = (112, 30, 40)


class TableScene(BaseTableScene):
    title = "Screen Test"

    # ---- the hooks ------------------------------------------------------------------
    def new_view(self, state):
        return ScreenView(state, self.viewer())

    def viewer(self) -> int:
        seat = self.session.human_seat
        return 0 if seat is None else seat

    def batch_steps(self, events) -> list:
        """Each event shown as it comes; the cards shown stay a moment under a banner
        saying who takes the role (the next audition's role is drawn at once)."""
        steps = []
        for ev in events:
            if not ev.visible(self.session.human_seat):
                continue
            steps.append(Call(lambda ev=ev: self.apply_event(ev)))
            if isinstance(ev, E.Revealed):
                steps.append(self.show_banner(self.took_text(ev.winners, ev.points), 1.6))
        return steps

    def took_text(self, winners, points: int) -> str:
        who = ", ".join(self.names[p] for p in winners)
        key = "screen_test.took" if len(winners) == 1 else "screen_test.shared"
        return self.app.t(key, names=who, points=points)

    def narrate(self, ev, view):
        t, names = self.app.t, self.names
        if isinstance(ev, E.HandDealt):
            return t("screen_test.log.hand", cards=", ".join(map(str, ev.cards))), ev.player
        if isinstance(ev, E.RoleOpened):
            return t("screen_test.log.role", n=ev.audition + 1, role=self.role_name(ev.points),
                     points=ev.points), None
        if isinstance(ev, E.PlayedFaceDown):
            return t("screen_test.log.face_down", name=names[ev.player]), ev.player
        if isinstance(ev, E.Revealed):
            who = ", ".join(names[p] for p in ev.winners)
            key = "screen_test.log.won" if len(ev.winners) == 1 else "screen_test.log.tied"
            return t(key, names=who, points=ev.points), ev.winners[0]
        return None

    def human_prompt(self) -> str:
        return self.app.t("screen_test.prompt", role=self.role_name(self.view.role))

    def round_text(self) -> str:
        n, _role = self.view.on_stage()
        return self.app.t("screen_test.round", n=n, of=self.view.auditions)

    def role_name(self, points: int) -> str:
        return self.app.t(f"screen_test.role.p{points}")

    # ---- layout (units; viewport.rect makes pixels) ------------------------------------
    @property
    def BANNER_CENTRE(self) -> tuple[int, int]:       # noqa: N802 (the shared name)
        """Under the cards shown, over the felt's empty foot."""
        dw, _dh = viewport.design()
        return viewport.pt((dw - 300) / 2, 500)

    def seat_rect(self, seat: int) -> pygame.Rect:
        dw, _dh = viewport.design()
        n = self.view.n
        w = (dw - 24 - 12 * (n - 1)) / n
        return viewport.rect(12 + seat * (w + 12), 62, w, 100)

    def last_move_area(self, seat: int) -> pygame.Rect:
        """Inside the panel, under its points line."""
        r, px = self.seat_rect(seat), viewport.px
        return pygame.Rect(r.x + px(40), r.bottom - px(28), r.w - px(52), px(22))

    def stage_rect(self, i: int) -> pygame.Rect:
        dw, _dh = viewport.design()
        n = self.view.n
        left = (dw - 300) / 2 - (n * CARD_W + (n - 1) * 28) / 2
        return viewport.rect(left + i * (CARD_W + 28), 280, CARD_W, CARD_H)

    def hand_rects(self) -> list[pygame.Rect]:
        _dw, dh = viewport.design()
        return [viewport.rect(HAND_X + i * (CARD_W + GAP), dh - 164, CARD_W, CARD_H)
                for i in range(len(self.view.hand))]

    # ---- drawing ----------------------------------------------------------------------
    def paint_background(self) -> pygame.Surface:
        surf = pygame.Surface(viewport.size())
        surf.fill(palette.FELT_DARK)
        dw, dh = viewport.design()
        pygame.draw.rect(surf, palette.FELT, viewport.rect(12, 172, dw - 24, dh - 388),
                         border_radius=viewport.px(18))
        return surf

    def draw_table(self, surface) -> None:
        surface.blit(self.background, (0, 0))
        t, v, text, px = self.app.t, self.view, self.text, viewport.px
        initials = initials_for(self.names)
        to_move = None if self.queue.busy else self.state.current_player()
        for seat in range(v.n):
            rect = self.seat_rect(seat)
            frame = paint_seat_frame(rect.size, palette.PLAYERS[seat], seat == to_move)
            token = reel_token(self.app.fonts, seat, initials[seat], px(17))
            seat_header(frame, text, token, self.names[seat],
                        role_text(t, self.session.seats[seat], seat == self.session.human_seat))
            line = t("screen_test.seat_line", points=v.points[seat], count=v.sizes[seat])
            frame.blit(text.get("semibold", 18, line, palette.TEXT), viewport.pt(48, 42))
            surface.blit(frame, rect.topleft)
        self._draw_stage(surface)
        self._draw_history(surface)
        dw, dh = viewport.design()
        label = t("screen_test.your_hand").upper()
        surface.blit(text.get("title", 16, label, palette.BRASS_DIM), viewport.pt(HAND_X, dh - 194))
        for card, rect in zip(v.hand, self.hand_rects()):
            self._card(surface, rect, card, None)

    def _draw_stage(self, surface) -> None:
        t, v, text = self.app.t, self.view, self.text
        dw, _dh = viewport.design()
        cx = (dw - 300) / 2
        _n, points = v.on_stage()
        if points:
            img = text.get("title", 16, self.round_text().upper(), palette.BRASS_DIM)
            surface.blit(img, img.get_rect(midtop=viewport.pt(cx, 186)))
            role = t("screen_test.role_line", role=self.role_name(points), points=points)
            img = text.get("title", 34, role, palette.BRASS)
            surface.blit(img, img.get_rect(midtop=viewport.pt(cx, 210)))
        cards, shown = v.shown_cards()
        for seat, card in enumerate(cards):
            rect = self.stage_rect(seat)
            if card is None:
                pygame.draw.rect(surface, palette.FELT_DARK, rect, viewport.px(2),
                                 border_radius=viewport.px(10))
            else:
                self._card(surface, rect, card if (shown or card) else 0, seat)
            name = text.get("body", 16, self.names[seat], palette.TEXT)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + viewport.px(6))))
        if shown:                           # the role's winners ringed until the next play
            for seat in v.history[-1][2]:
                pygame.draw.rect(surface, palette.HIGHLIGHT, self.stage_rect(seat).inflate(
                    viewport.px(10), viewport.px(10)), viewport.px(3), border_radius=viewport.px(12))

    def _draw_history(self, surface) -> None:
        t, v, text = self.app.t, self.view, self.text
        dw, _dh = viewport.design()
        x, y = dw - 300, 192
        surface.blit(text.get("title", 16, t("screen_test.so_far").upper(), palette.BRASS_DIM),
                     viewport.pt(x, y))
        for i, (role, _cards, won, share) in enumerate(v.history):
            who = ", ".join(self.names[p] for p in won)
            line = t("screen_test.history_line", n=i + 1, role=self.role_name(role),
                     names=who, points=share)
            surface.blit(text.get("body", 17, line, palette.TEXT), viewport.pt(x, y + 30 + 26 * i))

    def _card(self, surface, rect: pygame.Rect, value: int, seat: int | None) -> None:
        """A card's face (its number), or its back when value is 0 (face down)."""
        px, r = viewport.px, viewport.px(10)
        if not value:
            pygame.draw.rect(surface, BACK, rect, border_radius=r)
            pygame.draw.rect(surface, palette.BRASS, rect.inflate(-px(10), -px(10)), px(2),
                             border_radius=r)
            pygame.draw.circle(surface, palette.BRASS_DIM, rect.center, px(22), px(3))
            return
        pygame.draw.rect(surface, palette.CREAM, rect, border_radius=r)
        if seat is not None:
            stripe = pygame.Rect(rect.x, rect.y, rect.w, px(12))
            pygame.draw.rect(surface, palette.PLAYERS[seat], stripe,
                             border_top_left_radius=r, border_top_right_radius=r)
        img = self.text.get("title", 56, str(value), palette.INK)
        surface.blit(img, img.get_rect(center=rect.center))

    # ---- the human's move -------------------------------------------------------------
    def lit_targets(self) -> dict:
        if not self.human_can_act():
            return {}
        return {A.PLAY[card]: [rect] for card, rect in zip(self.view.hand, self.hand_rects())}

    def on_click(self, pos) -> bool:
        for card, rect in zip(self.view.hand, self.hand_rects()):
            if rect.collidepoint(pos):
                return self.act(A.PLAY[card])
        return False

    def on_key(self, key) -> bool:
        value = key - pygame.K_0
        if 1 <= value <= 9 and value in self.view.hand:
            return self.act(A.PLAY[value])
        return False
