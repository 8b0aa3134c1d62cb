"""Festival de Cannes moves as animation steps: a lot's sealed bids turn over one by one
(the highest last, each with a beat), the sold lot flies to its winner; the year's dice
roll in with an eased tumble and a pawn hops square by square along the film strip.

Everything in flight is a sprite over the cached board (the board leaves out what flies
once, not every frame); every step ends on its event applied, so Instant speed and a
skip show the same table."""
from __future__ import annotations

import math
import random

from cinetable.client.animation import (
    Call,
    Delay,
    Later,
    Sequence,
    Tween,
    ease_out_cubic,
    linear,
)
from cinetable.client.cannes import layout as L
from cinetable.client.viewport import px

TURN_S = 0.3            # [designed] one bid turning over
BEAT_S = 0.22           # the beat after each bid is shown
REVEAL_S = 0.9          # the lot's bids all face up before it flies
SUIT_RULE_S = 1.4       # longer when the suit rule decided
LOT_FLIGHT_S = 0.55
TUMBLE_S = 0.6          # the dice rolling in
TUMBLE_FACES = 10       # faces shown while they roll (fewer and fewer as they slow)
HOP_S = 0.2             # a pawn's hop from one square to the next
PATH_S = 1.4            # at most, a whole move


def _bid(painter, value: int, state: str = ""):
    return painter.auction_card(value, L.SMALL_U, state, L.G)


def turn_order(ev) -> list[int]:
    """The bids in the order they turn over: lowest first, the winning card last."""
    def key(k):
        seat, value = ev.bids[k]
        return (seat == ev.winner and value == ev.value, value, k)
    return sorted(range(len(ev.bids)), key=key)


def reveal_steps(scene, ev, won_card: str | None = None):
    """One lot's reveal: its bids, lying face down, turn over one by one with a beat
    (lifted as they turn, the highest last); the winner is ringed, the gavel falls and
    the lot flies to its winner."""
    if ev.winner < 0:
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.3))
    layer, painter = scene.sprites, scene.painter
    cards: dict = {}

    def lay():
        """The bids as sprites where the board showed them (the board leaves them out)."""
        lot = scene.lot_rect(ev.lot)
        data = scene.view.lots[ev.lot] if ev.lot < len(scene.view.lots) else {}
        back = painter.auction_back()
        for k, (seat, value) in enumerate(ev.bids):
            own = seat == scene.human and data.get("my_bid") == value
            cards[k] = layer.add(_bid(painter, value) if own else back, L.bid_pos(lot, k))
        scene.turning_lot = ev.lot

    def turns():
        steps = [Call(lambda: scene.app.sounds.play("flip"))]    # one flip sound a lot
        for k in turn_order(ev):
            seat, value = ev.bids[k]
            state = "win" if seat == ev.winner and value == ev.value else ""
            face = _bid(painter, value, state)     # cached: painted once
            steps += [layer.turn(cards[k], face, TURN_S, lift=px(12)), Delay(BEAT_S)]
        return Sequence(*steps)

    def settle():
        for sp in cards.values():
            layer.drop(sp)
        cards.clear()
        scene.turning_lot = None
        scene.apply_event(ev)
        scene.app.sounds.play("gavel")

    steps = [Call(lay), Later(turns), Call(settle)]
    if ev.suit_rule:
        steps.append(Call(lambda: scene.explain_suit_rule(ev)))
    steps.append(Delay(SUIT_RULE_S if ev.suit_rule else REVEAL_S))
    steps.append(lot_flight(scene, ev, won_card))
    return Sequence(*steps)


def winner_place(scene, seat: int):
    """Where a won card goes: your film, or the winner's panel."""
    return L.FILM.center if seat == scene.human else scene.panel_centre(seat)


def lot_flight(scene, ev, won_card: str | None):
    """The sold lot rises off the carpet and flies to its winner, eased; a card you win
    unseen turns over on the way, showing you what you bought."""
    painter = scene.painter
    data = scene.view.lots[ev.lot] if ev.lot < len(scene.view.lots) else None
    known = data["card"] if data else None

    def image():
        return painter.face(known) if known else painter.back(ev.back if len(ev.back) == 1
                                                            else "X")
    turn_to = (lambda: painter.face(won_card)) if won_card and not known else None
    start = scene.lot_rect(ev.lot).center
    return Sequence(Call(lambda: scene.hide_lot(ev.lot)),
                    scene.sprites.flight(image, start, winner_place(scene, ev.winner),
                                         LOT_FLIGHT_S, end_scale=0.35, lift=px(28),
                                         turn_to=turn_to))


def dice_spots() -> list[tuple[int, int]]:
    """The two dice's centres in the dice box (where the board draws them)."""
    r, half = L.DICE, px(44) // 2
    return [(r.x + px(14 + i * 54) + half, r.y + px(24) + half) for i in range(2)]


def tumble_index(p: float) -> int:
    """Which of the tumbling faces shows at progress p: quick at first, slowing down."""
    return min(TUMBLE_FACES - 1, int(ease_out_cubic(p) * TUMBLE_FACES))


def dice_tumble(scene, ev):
    """The two dice roll in from the box's right, hopping lower and lower, their faces
    changing more and more slowly till they show the roll."""
    rng = random.Random(hash((ev.seat, ev.dice, scene.view.version)))
    faces = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in range(TUMBLE_FACES - 1)]
    faces.append(tuple(ev.dice))
    ends, held = dice_spots(), {}
    starts = [(x + px(120), y) for x, y in ends]     # from the right: the box has room there

    def begin():
        scene.tumble = True                   # the board leaves the dice out
        scene.app.sounds.play("dice")
        held["dice"] = [scene.sprites.add(scene.painter.die(faces[0][i], 44), starts[i])
                        for i in range(2)]

    def apply(p):
        e = ease_out_cubic(p)
        shown = faces[tumble_index(p)]
        for i, sp in enumerate(held["dice"]):
            sp.surf = scene.painter.die(shown[i], 44)
            sp.x = starts[i][0] + (ends[i][0] - starts[i][0]) * e
            sp.lift = px(16) * abs(math.sin(math.pi * 3 * e)) * (1 - e)

    def done():
        for sp in held.pop("dice", []):
            scene.sprites.drop(sp)
        scene.tumble = None
        scene.apply_event(ev)
    return Sequence(Tween(TUMBLE_S, apply, linear, begin, done), Delay(0.25))


def place(scene, seat: int, square: int):
    """Where the board draws `seat`'s pawn on `square`, beside the pawns already there."""
    squares = scene.view.squares
    there = sorted({s for s in range(scene.view.n) if squares[s] == square} | {seat})
    return L.pawn_pos(square, there.index(seat), len(there))


def pawn_step(scene, ev):
    """The pawn hops square by square along the strip, each hop eased in and out."""
    img = scene.painter.pawn(ev.seat, scene.initials[ev.seat], scene.view.director == ev.seat)
    way = 1 if ev.to >= ev.square else -1
    squares = list(range(ev.square, ev.to + way, way))
    hop = min(HOP_S, PATH_S / max(1, len(squares) - 1))

    def begin():
        scene.moving_pawn = ev.seat

    def done():
        scene.moving_pawn = None
        scene.apply_event(ev)
        scene.app.sounds.play("place")
    spots = [L.pawn_pos(sq, 0, 1) for sq in squares]
    spots[0], spots[-1] = place(scene, ev.seat, ev.square), place(scene, ev.seat, ev.to)
    hops = [scene.sprites.flight(img, a, b, hop, lift=px(10)) for a, b in zip(spots, spots[1:])]
    return Sequence(Call(begin), *hops, Call(done))
