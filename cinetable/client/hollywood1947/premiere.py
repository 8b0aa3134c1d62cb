"""The premiere as it plays: a spotlight comes up over the film strip and moves from card
to card; under it each card turns over where it lies (its back narrowing to the edge, its
face widening, lifted over its shadow), its symbols counted the moment the face shows;
then the winning side's verdict rises in before the recap opens.

The state lives in `scene.reveal` (board.draw_reveal paints it); every step ends exactly
where it would when skipped, so Instant speed shows the same count and verdict."""
from __future__ import annotations

import pygame

from cinetable.client.animation import Call, Delay, Tween, ease_out_back
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.words import CARD_BY_ID
from cinetable.games.hollywood1947 import actions as A

BEAM_UP_S = 0.35         # [designed] the spotlight coming up
BEAM_MOVE_S = 0.22       # from one card to the next
CARD_TURN_S = 0.5        # a card turning over
CARD_BEAT_S = 0.22       # a beat to read it
VERDICT_S = 0.6          # the winning side's verdict rising in
HOLD_S = 0.8             # and held before the recap


def card_rects(count: int) -> list[pygame.Rect]:
    """Where the premiere lays the film's cards, left to right."""
    box, Zp = L.REVEAL, L.zpx
    w = Zp(82)
    # a long film's cards overlap a little: the last one stays inside the box
    gap = min(Zp(92), (box.w - Zp(180) - w) // max(1, count - 1))
    return [pygame.Rect(box.x + Zp(160) + i * gap, box.y + Zp(84), w, Zp(118))
            for i in range(count)]


def premiere_steps(scene, ev) -> list:
    cards = list(ev.cards)
    bias = A.COMP.poster_by_id[ev.poster].bias

    def start():
        scene.reveal = {"poster": ev.poster, "cards": cards, "shown": 0, "done": False,
                        "count": [int(bias > 0), int(bias < 0)], "winner": ev.winner,
                        "turning": None, "turn": 0.0, "beam": 0.0, "verdict": 0.0,
                        "beam_x": float(card_rects(len(cards))[0].centerx) if cards else 0.0}
        scene.app.sounds.play("projector")

    def beam_up(p):
        scene.reveal["beam"] = p

    steps: list = [Call(start), Tween(BEAM_UP_S, beam_up)]
    for i in range(len(cards)):
        if i:
            steps.append(_beam_to(scene, i))
        steps += [_turn(scene, i), Delay(CARD_BEAT_S)]

    def finish():
        scene.reveal["done"] = True
        scene.apply_event(ev)
        scene.suspect_after = True
        scene.recap_after = True     # the recap opens once the view has the film

    def verdict(p):
        rv = scene.reveal
        rv["verdict"], rv["beam"] = p, max(0.0, 1 - p)

    steps += [Call(finish), Tween(VERDICT_S, verdict, ease_out_back), Delay(HOLD_S),
              Call(lambda: setattr(scene, "reveal", None))]
    return steps


def _beam_to(scene, i: int) -> Tween:
    held: dict = {}

    def begin():
        held["from"] = scene.reveal["beam_x"]

    def apply(p):
        to = card_rects(len(scene.reveal["cards"]))[i].centerx
        scene.reveal["beam_x"] = held["from"] + (to - held["from"]) * p
    return Tween(BEAM_MOVE_S, apply, on_start=begin)


def _turn(scene, i: int) -> Tween:
    """Card i turns over at an even pace (the turn's width already eases it); its
    symbols join the count at half time, when its face first shows."""
    def begin():
        scene.reveal["turning"] = i
        scene.app.sounds.play("flip")

    def apply(p):
        rv = scene.reveal
        rv["turn"] = p
        if p >= 0.5 and rv["shown"] <= i:
            c = CARD_BY_ID[rv["cards"][i]]
            rv["shown"] = i + 1
            rv["count"][0] += c.patriot
            rv["count"][1] += c.communist

    def done():
        scene.reveal["turning"] = None
    return Tween(CARD_TURN_S, apply, lambda x: x, begin, done)


def beam_image(box_h: int, card: pygame.Rect, top: int) -> pygame.Surface:
    """A soft cone of light from the top of the premiere box down onto a card, with a
    pool where it lands; painted once per premiere (the beam only moves)."""
    pad = card.w // 4
    w = card.w + 2 * pad
    h = card.bottom - top + pad
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, narrow = w / 2, card.w * 0.18
    for k in range(6):               # nested cones: brighter towards the middle
        f = 1 - k / 7
        pts = [(cx - narrow * f, 0), (cx + narrow * f, 0),
               (cx + (w / 2) * f, h - pad), (cx - (w / 2) * f, h - pad)]
        pygame.draw.polygon(img, (255, 236, 190, 16), pts)
    pool = pygame.Rect(0, 0, w, pad * 2)
    pool.center = (int(cx), h - pad)
    for k in range(5):
        pygame.draw.ellipse(img, (255, 236, 190, 24), pool.inflate(-k * pad // 3, -k * pad // 6))
    lamp = pygame.Rect(0, 0, int(narrow * 2.4), max(3, pad // 3))    # the lamp it comes from
    lamp.midtop = (int(cx), 0)
    pygame.draw.ellipse(img, (255, 240, 205, 150), lamp)
    return img
