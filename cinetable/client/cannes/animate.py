"""Festival de Cannes events as animation steps. The auction is the show: bids slide face
down under the lots, then each lot's bids turn face up, the winning card is ringed (the
suit rule explained when it decides) and the lot flies to its new owner. Dice tumble
before a pawn steps along the film strip; the Director's cards fly onto the table."""
from __future__ import annotations

import random

from cinetable.client.animation import (
    Call,
    Delay,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_out_cubic,
    stagger,
)
from cinetable.client.cannes import layout as L
from cinetable.client.sounds import ending
from cinetable.games.cannes import events as E

REVEAL_S = 0.9          # one lot's bids shown face up before it flies
SUIT_RULE_S = 1.4       # longer when the suit rule decided


def batch_steps(scene, events: list) -> list:
    steps: list = []
    bids: list = []
    for ev in events:
        if isinstance(ev, E.BidPlaced):
            bids.append(ev)
            continue
        if bids:
            steps.append(bid_steps(scene, bids))
            bids = []
        steps.append(event_steps(scene, ev))
    if bids:
        steps.append(bid_steps(scene, bids))
    return steps


def bid_steps(scene, bids):
    """Cards laid against lots slide in face down, from the bidder's panel or your hand."""
    fly = scene.sprites.flight
    back = scene.painter.auction_back()
    flights = []
    lots = scene.view.lots
    for i, ev in enumerate(bids):
        lot = scene.lot_rect(ev.lot)
        k = sum(1 for b in bids[:i] if b.lot == ev.lot) + \
            (len(lots[ev.lot]["bids"]) if ev.lot < len(lots) else 0)
        start = scene.hand_centre() if ev.seat == scene.human else scene.panel_centre(ev.seat)
        flights.append(fly(back, start, L.bid_pos(lot, k), 0.32, ease=ease_out_cubic,
                           on_start=lambda: scene.app.sounds.play("place"),
                           on_done=lambda ev=ev: scene.apply_event(ev)))
    return stagger(flights, 0.12)


def dice_tumble(scene, ev):
    """The two dice tumble for a moment, then show the roll."""
    rng = random.Random(hash((ev.seat, ev.dice, scene.view.version)))
    faces = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in range(8)]

    def apply(p):
        scene.tumble = faces[min(7, int(p * 8))]

    def done():
        scene.tumble = None
        scene.apply_event(ev)
    return Sequence(Tween(0.5, apply, lambda x: x, lambda: scene.app.sounds.play("dice"), done),
                    Delay(0.25))


def pawn_step(scene, ev):
    img = scene.painter.pawn(ev.seat, scene.initials[ev.seat], scene.view.director == ev.seat)
    start = L.pawn_pos(ev.square, 0, 1)
    end = L.pawn_pos(ev.to, 0, 1)

    def begin():
        scene.moving_pawn = ev.seat

    def done():
        scene.moving_pawn = None
        scene.apply_event(ev)
        scene.app.sounds.play("place")
    return Sequence(Call(begin), scene.sprites.flight(img, start, end, 0.35, ease=ease_out_cubic,
                                                      on_done=done))


def reveal_steps(scene, ev):
    """One lot's reveal: the bids turn face up, the winner is ringed, the lot flies."""
    if ev.winner < 0:
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.3))
    lot = scene.lot_rect(ev.lot)
    hold = SUIT_RULE_S if ev.suit_rule else REVEAL_S
    def turn(p):
        # the lot's bids turn over: backs narrow to nothing, the faces widen back
        if p >= 0.5 and ev.lot not in scene.view.results:
            scene.apply_event(ev)
        scene.flipping = (ev.lot, abs(1 - 2 * p))

    # the bids flip over, then the gavel falls: sold
    steps = [Tween(0.32, turn, lambda x: x, lambda: scene.app.sounds.play("flip"),
                   lambda: (setattr(scene, "flipping", None), scene.app.sounds.play("gavel")))]
    if ev.suit_rule:
        steps.append(Call(lambda: scene.explain_suit_rule(ev)))
    steps.append(Delay(hold))
    lot_data = scene.view.lots[ev.lot] if ev.lot < len(scene.view.lots) else None

    def image():
        if lot_data and lot_data["card"]:
            return scene.painter.face(lot_data["card"])
        return scene.painter.back(ev.back if len(ev.back) == 1 else "X")
    end = scene.panel_centre(ev.winner)
    steps.append(Call(lambda: scene.hide_lot(ev.lot)))
    steps.append(scene.sprites.flight(image, lot.center, end, 0.45, end_scale=0.35,
                                      ease=ease_in_out_cubic))
    return Sequence(*steps)


def event_steps(scene, ev):
    app, painter, fly = scene.app, scene.painter, scene.sprites.flight
    banner = scene.banner.show
    if isinstance(ev, E.DiceRolled):
        return dice_tumble(scene, ev)
    if isinstance(ev, E.PawnMoved):
        return pawn_step(scene, ev)
    if isinstance(ev, E.CardLaid):
        start = scene.panel_centre(scene.view.director) if scene.view.director >= 0 else L.CENTRE
        n = len(scene.view.lots) + 1
        end = L.lot_rect(ev.lot, max(n, ev.lot + 1)).center
        return Sequence(fly(painter.back(ev.back), start, end, 0.3, start_scale=0.4,
                            ease=ease_out_cubic, on_start=lambda: app.sounds.play("deal"),
                            on_done=lambda: scene.apply_event(ev)))
    if isinstance(ev, E.LotResolved):
        return reveal_steps(scene, ev)
    if isinstance(ev, E.AuctionCardDealt):
        if ev.seat != scene.human:
            return Call(lambda: scene.apply_event(ev))
        img = painter.auction_card(ev.card)
        return Sequence(fly(img, L.CENTRE, scene.hand_centre(), 0.28, start_scale=0.5,
                            ease=ease_out_cubic, on_start=lambda: app.sounds.play("deal")),
                        Call(lambda: scene.apply_event(ev)))
    if isinstance(ev, E.HandsDealt):
        back = painter.auction_back()
        flights = [fly(back, L.CENTRE, scene.panel_centre(p), 0.3, end_scale=0.6,
                       ease=ease_out_cubic)
                   for p, k in enumerate(ev.counts) if p != scene.human for _ in range(min(k, 2))]
        return Sequence(stagger(flights, 0.03) if flights else Delay(0.01),
                        Call(lambda: scene.apply_event(ev)))
    if isinstance(ev, E.AuctionCalled):
        text = scene.narrator.line(ev, scene.view)[0]
        return Sequence(Call(lambda: scene.apply_event(ev)), banner(text, 1.1, L.CENTRE))
    if isinstance(ev, E.DirectorNamed):
        text = app.t("cannes.banner.director", name=scene.names[ev.seat])
        return Sequence(Call(lambda: scene.apply_event(ev)), banner(text, 0.9, L.CENTRE))
    if isinstance(ev, (E.Peeked, E.PeekSeen)):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.25))
    if isinstance(ev, E.StageStarted):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.2))
    if isinstance(ev, E.FilmPresented):
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("projector"))),
                        Delay(0.9))
    if isinstance(ev, E.GameOver):
        text = scene.narrator.line(ev, scene.view)[0]
        # the jury's prizes: applause, and your win or loss
        sting = ending(scene.session.human_seat, ev.winners)
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("applause"),
                                      app.sounds.play(sting))),
                        banner(text, 1.8, L.CENTRE))
    return Call(lambda: scene.apply_event(ev))

