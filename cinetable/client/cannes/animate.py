"""Festival de Cannes events as animation steps. The auction is the show: bids slide face
down under the lots, then each lot's bids turn over one by one, the highest last, the
winning card is ringed (the suit rule explained when it decides) and the lot flies to its
new owner (moves.py). Dice tumble before a pawn hops along the film strip; the
Director's cards fly onto the table; at the end the jury's statuettes fly to the films
they crown and the winner gets a moment (jury_moves.py)."""
from __future__ import annotations

from cinetable.client.animation import Call, Delay, Sequence, ease_out_cubic, stagger
from cinetable.client.cannes import jury_moves
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.moves import dice_tumble, pawn_step, reveal_steps
from cinetable.client.sounds import ending
from cinetable.games.cannes import events as E


def batch_steps(scene, events: list) -> list:
    steps: list = []
    bids: list = []
    # the cards you win, known to you: they turn over as they fly to your film
    won = {ev.lot: ev.card for ev in events
           if isinstance(ev, E.CardWon) and ev.seat == scene.human and ev.card}
    for ev in events:
        if isinstance(ev, E.BidPlaced):
            bids.append(ev)
            continue
        if bids:
            steps.append(bid_steps(scene, bids))
            bids = []
        if isinstance(ev, E.LotResolved):
            steps.append(reveal_steps(scene, ev, won.get(ev.lot)))
        else:
            steps.append(event_steps(scene, ev))
    if bids:
        steps.append(bid_steps(scene, bids))
    return steps


def close_results(scene) -> None:
    """The last auction's panel lies over the lots: it stays while the pawns move, and
    goes when the next Director is named (or a lot is laid), so the new lots are seen."""
    scene.auction_result = None


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
        flights.append(fly(back, start, L.bid_pos(lot, k), 0.32,
                           on_start=lambda: scene.app.sounds.play("place"),
                           on_done=lambda ev=ev: scene.apply_event(ev)))
    return stagger(flights, 0.12)


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
        return Sequence(Call(lambda: close_results(scene)),
                        fly(painter.back(ev.back), start, end, 0.3, start_scale=0.4,
                            on_start=lambda: app.sounds.play("deal"),
                            on_done=lambda: scene.apply_event(ev)))
    if isinstance(ev, E.LotResolved):
        return reveal_steps(scene, ev)
    if isinstance(ev, E.AuctionCardDealt):
        if ev.seat != scene.human:
            return Call(lambda: scene.apply_event(ev))
        img = painter.auction_card(ev.card)
        return Sequence(fly(img, L.CENTRE, scene.hand_centre(), 0.28, start_scale=0.5,
                            on_start=lambda: app.sounds.play("deal")),
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
    if isinstance(ev, E.DirectorNamed):     # the new lots come: the last auction's panel goes
        text = app.t("cannes.banner.director", name=scene.names[ev.seat])
        return Sequence(Call(lambda: (scene.apply_event(ev), close_results(scene))),
                        banner(text, 0.9, L.CENTRE))
    if isinstance(ev, (E.Peeked, E.PeekSeen)):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.25))
    if isinstance(ev, E.StageStarted):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.2))
    if isinstance(ev, E.FilmPresented):
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("projector"))),
                        Delay(0.9))
    if isinstance(ev, E.GameOver):
        text = scene.narrator.line(ev, scene.view)[0]
        # the jury's prizes arrive (applause), then the winner's moment with your sting
        sting = ending(scene.session.human_seat, ev.winners)
        return Sequence(jury_moves.prizes_arrive(scene, ev),
                        jury_moves.winner_moment(scene, ev, sting),
                        banner(text, 1.8, L.CENTRE))
    return Call(lambda: scene.apply_event(ev))

