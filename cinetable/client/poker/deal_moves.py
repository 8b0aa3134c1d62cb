"""Hollywood Poker's deal and its end, as animation steps: the cards leave a deck in the
middle of the felt, the others' face down to their seats, yours to their places in your
hand, where they wait face down and turn over one by one when your hand is known; the
deal's winner gets a moment (a glow, their panel rising, the win sound)."""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport
from cinetable.client.animation import (
    Call,
    Later,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_out_cubic,
    stagger,
)
from cinetable.client.poker import layout as L
from cinetable.client.table.seats import level_name
from cinetable.games.poker import events as E

DEAL_S = 0.26            # [designed] one card's flight from the deck
DEAL_GAP_S = 0.018       # between two cards leaving the deck
TURN_S = 0.28            # one card of your hand turning over
TURN_GAP_S = 0.045       # the wave along your hand
MOMENT_S = 1.1           # the deal's winner's moment
RISE_SCALE = 0.08        # how much bigger their panel grows as it rises
RISE_PX = 5              # and how far up (units)


class Dealt:
    """Your cards of one deal: where each goes in your hand, and the backs lying there."""

    def __init__(self, size: int):
        self.size = size         # the hand once dealt (the Dishwasher's leftover included)
        self.next = 0            # the next free place
        self.backs: list = []    # sprites face down in your hand, in place order

    def slot(self):
        rects = L.hand_card_rects(max(self.size, self.next + 1))
        r = rects[min(self.next, len(rects) - 1)]
        self.next += 1
        return r.center


def your_hand_size(scene, events) -> int:
    """How many cards your hand holds once this batch's deal is done."""
    for ev in events:
        if isinstance(ev, E.HandDealt) and ev.player == scene.human:
            return len(ev.cards)
    return sum(1 for ev in events if isinstance(ev, E.CardDealt) and ev.player == scene.human)


def _deck_image(scene) -> pygame.Surface:
    """A squared deck: a few backs, each a little higher than the last."""
    back, px = scene.painter.back(), viewport.px
    w, h = back.get_size()
    img = pygame.Surface((w + px(4), h + px(6)), pygame.SRCALPHA)
    for k in range(4):
        img.blit(back, (px(k), px(6) - px(2 * k)))
    return img


def deal_steps(scene, deals: list, dealt: Dealt | None):
    """The cards of `deals` fly from the deck: face down to each seat, yours to your hand
    (kept there face down for `hand_turn`)."""
    layer, px = scene.sprites, viewport.px
    deck: dict = {}
    small = scene.painter.back()
    big = scene.painter.back((L.CARD_W, L.CARD_H))
    flights = []
    for i, ev in enumerate(deals):
        sound = (lambda: scene.app.sounds.play("deal")) if i % 6 == 0 else None

        def land(ev=ev):
            scene.apply_event(ev)
        if dealt is not None and ev.player == scene.human:
            flights.append(layer.flight(big, L.CENTRE, dealt.slot(), DEAL_S + 0.08,
                                        on_start=sound, on_done=land,
                                        start_scale=L.TRICK_W / L.CARD_W, lift=px(16),
                                        keep=dealt.backs.append))
        else:
            flights.append(layer.flight(small, L.CENTRE, scene.panel_centre(ev.player), DEAL_S,
                                        on_start=sound, on_done=land, end_scale=0.5))

    def show_deck():
        deck["sp"] = layer.add(_deck_image(scene), L.CENTRE)

    def hide_deck():
        layer.drop(deck.pop("sp", None))
    return Sequence(Call(show_deck), stagger(flights, DEAL_GAP_S), Call(hide_deck))


def leftover_steps(scene, ev, dealt: Dealt | None):
    """The deal's last cards: to the Dishwasher (P2.2), or set aside face down (P2.3)."""
    layer = scene.sprites
    if ev.player < 0:
        end = L.ASIDE.center
    elif ev.player != scene.human or dealt is None:
        end = scene.panel_centre(ev.player)
    else:
        big = scene.painter.back((L.CARD_W, L.CARD_H))
        flights = [layer.flight(big, L.CENTRE, dealt.slot(), DEAL_S + 0.08,
                                start_scale=L.TRICK_W / L.CARD_W, lift=viewport.px(16),
                                keep=dealt.backs.append) for _ in range(ev.count)]
        return Sequence(stagger(flights, 0.06), Call(lambda: scene.apply_event(ev)))
    flights = [layer.flight(scene.painter.back(), L.CENTRE, end, DEAL_S)
               for _ in range(min(ev.count, 4))]
    return Sequence(stagger(flights, 0.06), Call(lambda: scene.apply_event(ev)))


def hand_turn(scene, ev, dealt: Dealt):
    """Your cards lying face down turn over along the hand, left to right, each showing
    the face the hand will show there; then the hand is yours."""
    layer, faces = scene.sprites, sorted(ev.cards)

    def wave():       # the backs are known once the deal has laid them down
        turns = []
        for k, sp in enumerate(dealt.backs[:len(faces)]):
            sound = (lambda: scene.app.sounds.play("flip")) if k % 2 == 0 else None
            turns.append(layer.turn(sp, lambda v=faces[k]: scene.painter.face(v), TURN_S,
                                    lift=viewport.px(14), on_start=sound))
        return stagger(turns, TURN_GAP_S)

    def done():
        for sp in dealt.backs:
            layer.drop(sp)
        dealt.backs.clear()
        scene.apply_event(ev)
    return Sequence(Later(wave), Call(done))


def rise(p: float) -> float:
    """The moment's shape (0..1): up quickly, held, settling back softly."""
    if p < 0.3:
        return ease_out_cubic(p / 0.3)
    if p > 0.7:
        return 1 - ease_in_out_cubic((p - 0.7) / 0.3)
    return 1.0


def _glow(size) -> pygame.Surface:
    """A brass halo around a panel of `size`, strongest at its edge."""
    px = viewport.px
    pad = px(18)
    img = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    r, g, b = palette.BRASS[:3]
    for k in range(pad, 0, -max(1, px(2))):
        a = int(210 * (1 - k / pad) ** 1.6) + 12
        pygame.draw.rect(img, (r, g, b, a), img.get_rect().inflate(-2 * (pad - k), -2 * (pad - k)),
                         border_radius=px(8) + k)
    return img


def winner_moment(scene, winner: int):
    """The deal's winner: their panel rises towards you (a little bigger, a little
    higher, over its shadow) in a brass glow, the win sound plays, and it settles back.
    Grown about its own centre, it always covers the panel drawn under it."""
    layer, px = scene.sprites, viewport.px
    held: dict = {}

    def begin():
        rect = scene.panel_rect(winner)
        t = scene.app.t
        role = t("table.seat.you") if winner == scene.human else level_name(
            t, scene.session.seats[winner].level)
        panel = scene.painter.panel(winner, scene.view, winner == scene.turn_seat(), role)
        held["x"], held["y"] = rect.center
        held["parts"] = [layer.add(_glow(rect.size), rect.center), layer.add(panel, rect.center)]
        scene.app.sounds.play("win")

    def apply(p):
        glow, panel = held["parts"]
        up = rise(p)
        panel.scale = glow.scale = 1 + RISE_SCALE * up
        panel.lift = px(RISE_PX) * up                 # over its shadow
        # grown, a panel at the window's edge stays whole: it grows away from the edge
        half = panel.size()[0] / 2
        panel.x = glow.x = min(max(held["x"], half), L.W - half)
        glow.y = held["y"] - panel.lift
        glow.alpha = 255 * up * (0.8 + 0.2 * math.sin(p * 4 * math.pi))

    def done():
        for sp in held.pop("parts", []):
            layer.drop(sp)
    return Tween(MOMENT_S, apply, lambda x: x, begin, done)
