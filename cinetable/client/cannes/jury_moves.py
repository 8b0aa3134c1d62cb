"""The jury's verdict as it moves: each prize's statuette leaves the jury's bench and
flies to the film it crowns (its tag on the film's column shows once it lands, to
applause); then the festival's winner gets a moment, a spotlight on their film with the
win or loss sting, before the results can be opened.

The statuettes and the spotlight fly over the jury's panel, so they live on a layer of
their own drawn after it (`scene.jury_sprites`)."""
from __future__ import annotations

import functools
import math

import pygame

from cinetable.client import art, palette
from cinetable.client.animation import (
    Call,
    Delay,
    Later,
    Sequence,
    Tween,
    ease_in_out_cubic,
    linear,
    stagger,
)
from cinetable.client.cannes.overlays import draw_jury
from cinetable.client.viewport import px

PRIZES = ("screenplay", "performance", "grand_prix")    # [designed] the Grand Prix last
STATUETTE_U = 64        # the statuette's height in flight (units)
FLIGHT_S = 0.7
GAP_S = 0.45
MOMENT_S = 1.5


def prize_keys(over) -> list[tuple[int, str]]:
    """(seat, prize) of every prize given, in the order they are handed out."""
    seats = {"grand_prix": over.winners, "screenplay": over.best_screenplay,
             "performance": over.best_performance}
    return [(s, key) for key in PRIZES for s in seats[key]]


@functools.lru_cache(maxsize=4)
def statuette(height: int) -> pygame.Surface:
    """A gold statuette `height` pixels tall (drawn once per size)."""
    img = pygame.Surface((max(2, height * 6 // 10), height), pygame.SRCALPHA)
    art.draw_statuette(img, img.get_rect())
    return img


def on_panel(scene) -> bool:
    """Does this scene draw the jury's panel? (Not a table driven without a window: it
    gets the events and the sounds only.)"""
    return hasattr(scene, "jury_sprites") and bool(scene.view.films)


def spots(scene) -> dict:
    """Each prize tag's rect on the jury's panel (drawn once to a scrap if not yet)."""
    if not scene.prize_spots:
        draw_jury(scene, pygame.Surface((1, 1)))
    return scene.prize_spots


def prizes_arrive(scene, ev):
    """Applause; the statuettes fly one after the other, eased, shrinking onto their
    tags."""
    def flights():
        if not on_panel(scene):
            return Delay(0)
        layer, where, steps = scene.jury_sprites, spots(scene), []
        size = px(STATUETTE_U)
        for key in prize_keys(ev):
            tag = where.get(key)
            if tag is None:
                scene.prizes_waiting.discard(key)
                continue

            def land(key=key):
                scene.prizes_waiting.discard(key)
            end = (tag.x + px(10), tag.centery)
            steps.append(arc(layer, statuette(size), scene.jury_bench, end, px(20) / size, land))
        return stagger(steps, GAP_S) if steps else Delay(0)

    def begin():
        if on_panel(scene):
            scene.prizes_waiting = set(prize_keys(ev))
        scene.apply_event(ev)
        scene.app.sounds.play("applause")

    def landed():
        if on_panel(scene):
            scene.prizes_waiting.clear()
    return Sequence(Call(begin), Delay(0.35), Later(flights), Call(landed))


def tags(scene, seat: int) -> list:
    return [r for (s, _key), r in scene.prize_spots.items() if s == seat]


def arc(layer, img, start, end, end_scale, on_done):
    """A statuette's flight: eased, up in an arc and down onto its tag, shrinking to the
    tag's emblem (no shadow: it flies over the panel, not the felt)."""
    held: dict = {}
    arc_px = px(70)

    def begin():
        held["sp"] = layer.add(img, start)

    def apply(p):
        sp = held["sp"]
        sp.x = start[0] + (end[0] - start[0]) * p
        sp.y = start[1] + (end[1] - start[1]) * p - arc_px * math.sin(math.pi * p)
        sp.scale = 1 + (end_scale - 1) * p

    def done():
        layer.drop(held.pop("sp"))
        on_done()
    return Tween(FLIGHT_S, apply, ease_in_out_cubic, begin, done)


def stage(column: pygame.Rect, tags: list) -> pygame.Rect:
    """Where the Grand Prix stands in a film's column, clear of its text: right of its
    prize tags, from the first tag down (the column's foot when it has none)."""
    if not tags:
        return pygame.Rect(column.x, column.bottom - px(110), column.w, px(110))
    left = max(t.right for t in tags) + px(10)
    top = min(t.y for t in tags)
    return pygame.Rect(left, top, max(0, column.right - left), max(0, column.bottom - top))


def spotlight(column: pygame.Rect, tags: list) -> pygame.Surface:
    """A soft cone of warm light falling on a film's column onto the Grand Prix's
    statuette, standing where it hides none of the film's words."""
    w, h = column.size
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    room = stage(column, tags).move(-column.x, -column.y)
    tall = min(px(150), room.h - px(12), room.w * 10 // 6)
    x = room.centerx if tall >= px(36) else w // 2
    r, g, b = palette.HIGHLIGHT[:3]
    for k in range(10):                       # nested cones: brightest in the middle
        top, foot = w * (0.03 + 0.012 * k), w * (0.12 + 0.04 * k)
        cone = [(w / 2 - top, 0), (w / 2 + top, 0), (x + foot, h), (x - foot, h)]
        pygame.draw.polygon(img, (r, g, b, 14), cone)
    pygame.draw.rect(img, (r, g, b, 220), img.get_rect(), max(1, px(2)), border_radius=px(8))
    if tall >= px(36):                        # the Grand Prix, standing in the light
        big = statuette(tall)
        img.blit(big, big.get_rect(midbottom=(x, room.bottom - px(8))))
    return img


def winner_moment(scene, ev, sting: str):
    """The festival's winner: a spotlight swells over their film on the jury's panel and
    the sting plays, then it settles. No Grand Prix: only the sting."""
    held: dict = {"lights": []}

    def begin():
        scene.app.sounds.play(sting)
        if on_panel(scene):
            cols = scene.jury_columns
            held["lights"] = [scene.jury_sprites.add(spotlight(cols[s], tags(scene, s)),
                                                     cols[s].center, alpha=0)
                              for s in ev.winners if s in cols]

    def apply(p):
        up = ease_in_out_cubic(min(1.0, p / 0.25) if p < 0.7 else (1 - p) / 0.3)
        for sp in held["lights"]:
            sp.alpha = 255 * up

    def done():
        for sp in held.pop("lights", []):
            scene.jury_sprites.drop(sp)
    return Tween(MOMENT_S, apply, linear, begin, done)
