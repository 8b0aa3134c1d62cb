"""Hollywood!'s moving pieces, as animation steps: the round's cards dealt from the star
and film decks turning face up on the way; a reel sliding up its column and nudging the
ones it pushes; a card handed out turning over as it flies to its owner's panel; points
ticking up; the game's winner's moment (a glow, their panel rising, the ending sound).

Sprites are made of cached faces and backs (a step is built only when it starts), so a
frame is a few blits; at Instant speed every step ends at once on the same picture.
"""
from __future__ import annotations

import math

import pygame

from cinetable.client import palette, viewport
from cinetable.client.animation import (
    Call,
    Delay,
    Later,
    Parallel,
    Sequence,
    Step,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    stagger,
)
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.view import CARDS
from cinetable.client.table.sprites import SHADOW_RGBA, turn_lift

DEAL_S = 0.36          # [designed] one card from its deck to its place, turning face up
DEAL_GAP_S = 0.06
SLIDE_S = 0.3          # a reel up its column to the bottom card
NUDGE_S = 0.28         # a pushed reel up one card, overshooting a little
NUDGE_AT_S = 0.2       # when the sliding reel reaches the first one it pushes
NUDGE_GAP_S = 0.06     # each pushed reel a beat after the one below it
AWARD_S = 0.42
TALLY_S = 0.5          # points counting up
MOMENT_S = 1.4         # the game's winner's moment
GROW = 0.06            # how much bigger a winner's panel grows as it rises


def deck_of(card_id: str) -> str:
    return "star" if CARDS.by_id[card_id].kind == "star" else "film"


def deck_pos(deck: str) -> tuple[int, int]:
    """The star deck under column C, the film deck under column D (the studio's room)."""
    col = 2 if deck == "star" else 3
    return L.column_x(col) + L.CARD_W // 2, L.STUDIO.centery


def _stack(back: pygame.Surface) -> pygame.Surface:
    """A squared deck: three backs, each a little higher."""
    px = viewport.px
    w, h = back.get_size()
    img = pygame.Surface((w + px(3), h + px(4)), pygame.SRCALPHA)
    for k in range(3):
        img.blit(back, (px(k), px(4) - px(2 * k)))
    return img


def deal_steps(scene, deals: list) -> Step:
    """The decks appear in the studio's room; each card leaves its deck face down and
    turns face up as it flies to its place, lifted over its shadow."""
    layer, cards = scene.sprites, scene.painter.cards
    shown: list = []
    decks = sorted({deck_of(ev.card) for ev in deals})
    flights = []
    for ev in deals:
        deck = deck_of(ev.card)
        face = lambda c=CARDS.by_id[ev.card].index: cards.face(c)  # noqa: E731
        flights.append(layer.flight(lambda d=deck: cards.back(d), deck_pos(deck),
                                    L.slot_rect(ev.slot).center, DEAL_S, turn_to=face,
                                    lift=viewport.px(18),
                                    on_start=lambda: scene.app.sounds.play("deal"),
                                    on_done=lambda ev=ev: scene.apply_event(ev)))

    def show():
        shown.extend(layer.add(_stack(cards.back(d)), deck_pos(d)) for d in decks)

    def hide():
        for sp in shown:
            layer.drop(sp)
        shown.clear()
    return Sequence(Call(show), stagger(flights, DEAL_GAP_S), Call(hide))


def reel_steps(scene, ev) -> Step:
    """The reel slides up its column from below to its card; as it arrives the reels it
    pushes move up one card each, the nearest first, easing out past their card and back."""
    layer, painter = scene.sprites, scene.painter
    srcs = [src for _w, src, _d in ev.pushed]
    nearest_first = sorted(ev.pushed, key=lambda p: -p[1])
    held: list = []

    def begin():
        scene.hidden_tokens.update(srcs)
        for who, src, _dst in nearest_first:
            held.append(layer.add(painter.token(who), L.token_pos(src)))

    def nudges():
        moves = []
        for sp, (_who, _src, dst) in zip(held, nearest_first):
            x, y = L.token_pos(dst)
            moves.append(Tween.attrs(sp, NUDGE_S, ease=ease_out_back, x=x, y=y))
        return stagger(moves, NUDGE_GAP_S)

    x, y = L.token_pos(ev.slot)
    start = (x, y + L.CARD_H * 2 // 5)      # from just under the column's foot
    slide = layer.flight(painter.token(ev.seat), start, (x, y), SLIDE_S, start_alpha=0.0)
    knock = "push" if ev.pushed else "place"

    def done():
        for sp in held:
            layer.drop(sp)
        held.clear()
        scene.hidden_tokens.clear()
        scene.apply_event(ev)
    return Sequence(Call(begin),
                    Parallel(slide, Sequence(Delay(NUDGE_AT_S),
                                             Call(lambda: scene.app.sounds.play(knock)),
                                             Later(nudges))),
                    Call(done), Delay(0.08))


def award_flight(scene, ev, start, end, end_scale: float, on_start) -> Tween:
    """The card lifts off its place and turns right over as it flies: its face narrows
    to the edge, its deck's back shows, then the face again as it lands in the panel."""
    layer, cards = scene.sprites, scene.painter.cards
    face = cards.face(CARDS.by_id[ev.card].index)
    back = cards.back(deck_of(ev.card))
    lift = viewport.px(22)
    held: dict = {}

    def begin():
        held["sp"] = layer.add(face, start)
        on_start()

    def apply(p):
        sp = held["sp"]
        sp.x = start[0] + (end[0] - start[0]) * p
        sp.y = start[1] + (end[1] - start[1]) * p
        sp.scale = 1 + (end_scale - 1) * p
        sp.sx = abs(math.cos(2 * math.pi * p))
        sp.surf = back if 0.25 < p < 0.75 else face
        sp.lift = lift * turn_lift(p)

    def done():
        layer.drop(held.pop("sp"))
        scene.apply_event(ev)
    return Tween(AWARD_S, apply, ease_in_out_cubic, begin, done)


# ---- points ticking up -----------------------------------------------------------------
def totals(scene) -> list[int]:
    return [bd.total for bd in scene.view.breakdowns()]


def counted(scene, step: Step) -> Step:
    """`step` (which applies an event), then the totals it changed count up (or down)
    to their new values in the panels."""
    before: list = []

    def tally() -> Step:
        after = totals(scene)
        moved = {s: (a, b) for s, (a, b) in enumerate(zip(before, after)) if a != b}
        if not moved:
            return Delay(0)

        def begin():
            scene.counting.update({s: a for s, (a, _b) in moved.items()})

        def apply(p):
            for s, (a, b) in moved.items():
                scene.counting[s] = round(a + (b - a) * p)

        def done():
            for s in moved:
                scene.counting.pop(s, None)
        return Tween(TALLY_S, apply, ease_out_cubic, begin, done)
    return Sequence(Call(lambda: before.extend(totals(scene))), step, Later(tally))


# ---- the game's winner ------------------------------------------------------------------
def swell(p: float) -> float:
    """0..1..0: up fast, held while the sound plays, down softly."""
    if p < 0.25:
        return ease_out_cubic(p / 0.25)
    return 1.0 if p < 0.75 else 1 - ease_in_out_cubic((p - 0.75) / 0.25)


def halo(size) -> pygame.Surface:
    """A warm light around a panel of `size`, brightest at the panel's edge."""
    px = viewport.px
    pad = px(20)
    img = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    r, g, b = palette.HIGHLIGHT[:3]
    for k in range(0, pad, max(1, px(2))):
        a = int(200 * (k / pad) ** 1.8) + 10
        pygame.draw.rect(img, (r, g, b, a), img.get_rect().inflate(-2 * k, -2 * k),
                         border_radius=px(10) + pad - k)
    return img


class Moment:
    """The winners' moment as it plays: who, and how far through (0..1). The table draws
    it (draw_moment) over the board, under the banner."""

    def __init__(self, winners):
        self.winners = tuple(winners)
        self.p = 0.0
        self.parts: list[Rise] = []      # made when first drawn


class Rise:
    """One winner's panel rising: where it stands, and its images at a few sizes (scaled
    once each, not every frame)."""

    STEPS = 12

    def __init__(self, rect, panel: pygame.Surface):
        self.rect = rect
        self.panel = panel
        self.halo = halo(rect.size)
        self.x, self.y = rect.center
        self.scale, self.lift, self.alpha = 1.0, 0.0, 0.0
        self._sized: dict[int, tuple] = {}

    def images(self, k: int) -> tuple:
        """(halo, panel, shadow) at step k of STEPS towards the full rise."""
        got = self._sized.get(k)
        if got is None:
            f = 1 + GROW * k / self.STEPS

            def sized(img, scale=pygame.transform.smoothscale):
                w, h = img.get_size()
                return img if k == 0 else scale(img, (round(w * f), round(h * f)))
            panel = sized(self.panel)
            shadow = pygame.Surface(panel.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(shadow, SHADOW_RGBA, shadow.get_rect(),
                             border_radius=viewport.px(10))
            # the soft halo scales well enough without smoothing (half the cost)
            got = self._sized[k] = (sized(self.halo, pygame.transform.scale), panel, shadow)
        return got

    def draw(self, surface, up: float, p: float) -> None:
        k = round(up * self.STEPS)
        self.scale = 1 + GROW * k / self.STEPS
        self.lift = viewport.px(6) * up
        self.alpha = 255 * up * (0.85 + 0.15 * math.cos(p * 6 * math.pi))
        glow, panel, shadow = self.images(k)
        half = panel.get_width() / 2          # grown at the window's edge, it stays whole
        self.x = min(max(self.rect.centerx, half), viewport.size()[0] - half)
        centre = (round(self.x), round(self.y - self.lift))
        d = round(self.lift * 0.4)
        surface.blit(shadow, shadow.get_rect(center=(round(self.x) + d, self.y + d)))
        glow.set_alpha(int(max(0, min(255, self.alpha))))
        surface.blit(glow, glow.get_rect(center=centre))
        surface.blit(panel, panel.get_rect(center=centre))


def winner_moment(scene, winners, sound: str) -> Step:
    """Each winner's panel rises a little towards you in a glow while `sound` plays,
    then settles back."""
    def begin():
        scene.moment = Moment(winners)
        scene.app.sounds.play(sound)

    def apply(p):
        scene.moment.p = p

    def done():
        scene.moment = None
    return Tween(MOMENT_S, apply, lambda x: x, begin, done)


def draw_moment(scene, surface) -> None:
    """The risen panels over the board (their images are the panels' cached ones)."""
    m = scene.moment
    if m is None:
        return
    v = scene.view
    if not m.parts:
        bds = v.breakdowns()
        for seat in m.winners:
            rect = L.panel_rect(seat, v.n)
            m.parts.append(Rise(rect, scene.panels.panel(seat, v, bds[seat], False, rect)))
    up = swell(m.p)
    for rise in m.parts:
        rise.draw(surface, up, m.p)
