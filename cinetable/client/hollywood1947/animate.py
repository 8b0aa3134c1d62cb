"""Hollywood 1947's events as animation steps: dice tumble and settle, face-down cards
slide into the film, the premiere (premiere.py), your loyalty turning over, and the
winning side's moment before the results. Each step applies its event when it ends, so
at Instant speed (everything finished at once) the table ends on the same picture."""
from __future__ import annotations

import math

import pygame

from cinetable.client import viewport
from cinetable.client.animation import (
    Call,
    Delay,
    Later,
    Parallel,
    Sequence,
    Tween,
    ease_out_cubic,
)
from cinetable.client.hollywood1947 import board
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.paint import SIDE_COLOUR
from cinetable.client.hollywood1947.premiere import premiere_steps
from cinetable.client.sounds import ending
from cinetable.client.table.sprites import Sprite, turn_lift, turn_width
from cinetable.games.hollywood1947 import events as E

TUMBLE_S = 0.7           # [designed] a die's tumble, fast at first, settling at the end
SLIDE_S = 0.42           # a face-down card sliding into the film
LOYALTY_TURN_S = 0.36    # your loyalty card turning over
MOMENT_S = 1.3           # the winning side's moment
GOLDEN = (232, 196, 110)


def batch_steps(scene, events) -> list:
    steps: list = []
    for ev in events:
        if isinstance(ev, E.DieRolled):
            steps.append(tumble(scene, ev))
        elif isinstance(ev, E.FilmRevealed):
            steps += premiere_steps(scene, ev)
        elif isinstance(ev, E.RoundStarted):
            steps.append(Call(lambda ev=ev: scene.apply_event(ev)))
            if ev.round:
                steps.append(scene.banner.show(scene.app.t("hollywood1947.film",
                                                           number=ev.round + 1),
                                               0.8, scene.BANNER_CENTRE))
        elif isinstance(ev, E.GameOver):
            steps += game_over(scene, ev)
        elif isinstance(ev, E.CardAdded):
            steps.append(Later(lambda ev=ev: slide_in(scene, ev)))
        elif isinstance(ev, (E.PosterRevealed, E.TrophyGiven, E.JobsSwapped)):
            steps += [Call(lambda ev=ev: scene.apply_event(ev)), Delay(0.18)]
        else:
            steps.append(Call(lambda ev=ev: scene.apply_event(ev)))
    return steps


# ---- dice ------------------------------------------------------------------------------------
def tumble(scene, ev) -> Tween:
    """The die spins and changes face quickly, then slower and slower till it lies still
    (eased out: the board shows a few more turns early, fewer late)."""
    d = ev.die

    def begin():
        scene.tumbling[d] = 0.0
        scene.app.sounds.play("dice")

    def apply(p):
        scene.tumbling[d] = p

    def done():
        scene.tumbling.pop(d, None)
        scene.apply_event(ev)
    return Tween(TUMBLE_S, apply, ease_out_cubic, begin, done)


def tumble_tilt(scene, d):
    p = scene.tumbling.get(d)
    if p is None:
        return None
    return (1 - p) * 40 * (1 if int(p * 10) % 2 else -1)


def tumble_face(scene, d) -> bool:
    return int(scene.tumbling.get(d, 1.0) * 9) % 3 == 0


# ---- a card into the film ----------------------------------------------------------------------
def slide_start(scene, holder: int):
    """Where a card added by `holder` comes from: their panel, or the deck's counts."""
    if holder < 0:
        return L.COUNTS.midleft
    return L.panel_rect(holder, board.holders_count(scene.view.obs)).center


def slide_in(scene, ev):
    """A face-down card slides from its holder to the film's next place, lifted a little
    over its shadow; it lands as the film's new card (made when it starts: the place
    depends on the cards the film holds by then)."""
    count = len(scene.view.obs["pile_by"]) + 1
    end = L.pile_card_rect(count - 1, count).center
    back = scene.painter.back(L.PILE_CARD)
    return Sequence(scene.sprites.flight(back, slide_start(scene, ev.holder), end, SLIDE_S,
                                         start_scale=0.55, lift=viewport.px(12),
                                         on_start=lambda: scene.app.sounds.play("deal"),
                                         on_done=lambda: scene.apply_event(ev)),
                    Delay(0.06))


# ---- your loyalty turning over -------------------------------------------------------------------
class LoyaltyTurn:
    """Your loyalty card turning over where it lies (a peek, or revealed at the end):
    `p` goes 0 → 1; the old side shows till half way, the new one after. Not a queued
    step: peeking never holds the table."""

    def __init__(self, old, new):
        self.old, self.new, self.p = old, new, 0.0

    def advance(self, dt: float) -> bool:
        self.p = min(1.0, self.p + dt / LOYALTY_TURN_S)
        return self.p >= 1.0

    def sprite(self, painter) -> Sprite:
        shown = self.new if self.p >= 0.5 else self.old
        sp = Sprite(painter.loyalty(shown, L.LOYALTY.size), L.LOYALTY.center)
        sp.sx, sp.lift = turn_width(self.p), viewport.px(14) * turn_lift(self.p)
        return sp


def reveal_loyalty(scene):
    """At the end your loyalty card turns face up (unless it already is)."""
    def turn():
        if scene.session.human_seat is not None and not scene.peek:
            scene.set_peek(True)
    return Call(turn)


# ---- the winning side's moment -------------------------------------------------------------------
def _ring(size, colour) -> pygame.Surface:
    """A glow around a panel of `size`, brightest at its edge, clear inside."""
    pad = viewport.px(16)
    img = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    r, g, b = colour[:3]
    inner = pygame.Rect(pad, pad, *size)
    for k in range(pad, 0, -max(1, viewport.px(2))):
        a = int(245 * (1 - k / pad) ** 1.5) + 14
        pygame.draw.rect(img, (r, g, b, a), inner.inflate(2 * k, 2 * k),
                         max(1, viewport.px(2)), border_radius=viewport.px(8) + k)
    return img


def side_moment(scene, seats, side: str) -> Tween:
    """The winning side's seats glow in its colour, pulsing, and settle (made when it
    starts: the panels' places are the view's then)."""
    layer = scene.sprites
    held: list = []
    colour = SIDE_COLOUR.get(side, GOLDEN) if side in ("patriot", "communist") else GOLDEN

    def begin():
        total = board.holders_count(scene.view.obs)
        for s in seats:
            r = L.panel_rect(s, total)
            key = ("win_ring", r.size, colour)
            img = scene.painter._cache.get(key)
            if img is None:
                img = scene.painter._cache[key] = _ring(r.size, colour)
            held.append(layer.add(img, r.center, alpha=0.0))

    def apply(p):
        up = min(1.0, p / 0.25) if p < 0.75 else (1 - p) / 0.25
        for sp in held:
            sp.alpha = 255 * ease_out_cubic(max(0.0, up)) * (0.8 + 0.2 * math.cos(p * 6 * math.pi))

    def done():
        for sp in held:
            layer.drop(sp)
        held.clear()
    return Tween(MOMENT_S, apply, lambda x: x, begin, done)


def game_over(scene, ev) -> list:
    """The loyalties are told and yours turns face up; the winning side's seats glow with
    the sting and the banner; only then (the queue empty) come the results."""
    sting = ending(scene.session.human_seat, ev.winners)
    return [Call(lambda: (scene.apply_event(ev), scene.app.sounds.play(sting))),
            reveal_loyalty(scene),
            Parallel(side_moment(scene, list(ev.winners), ev.side),
                     scene.banner.show(scene.app.t(f"hollywood1947.side.{ev.side}"),
                                       1.6, scene.BANNER_CENTRE))]
