"""Hollywood Poker events as animation steps: the deal (deal_moves: cards fly from the
deck, yours turn over in your hand, the deal's winner gets a moment), plays slide from a
seat (or your hand) to the felt, a won trick is swept to its winner, exchanged cards fly
between the pair, players walk to their new seats, a scoreboard after each deal. Each step applies its event to the view when it ends."""
from __future__ import annotations

from cinetable.client.animation import (
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_out_cubic,
    stagger,
)
from cinetable.client.poker import layout as L
from cinetable.client.poker.deal_moves import (
    Dealt,
    deal_steps,
    hand_turn,
    leftover_steps,
    winner_moment,
    your_hand_size,
)
from cinetable.client.poker.follow import HeldScoreboard
from cinetable.client.sounds import ending
from cinetable.games.poker import events as E

SCOREBOARD_S = 3.2


def batch_steps(scene, events: list) -> list:
    steps: list = []
    deals: list = []
    trick = list(scene.view.trick)      # the trick as it will be when each event plays
    # your cards of this batch's deal: where each lands in your hand, face down till known
    dealt = Dealt(your_hand_size(scene, events)) if scene.human is not None and any(
        isinstance(ev, E.CardDealt) for ev in events) else None
    for ev in events:
        if isinstance(ev, E.CardDealt):
            deals.append(ev)
            continue
        if deals:
            steps.append(deal_steps(scene, deals, dealt))
            deals = []
        if isinstance(ev, E.Played):
            trick.append((ev.player, ev.cards))
        elif isinstance(ev, E.Passed):
            trick.append((ev.player, None))
        elif isinstance(ev, (E.TrickLed, E.DealStarted)):
            trick = []
        if isinstance(ev, E.LeftoverKept):
            steps.append(leftover_steps(scene, ev, dealt))
        elif isinstance(ev, E.HandDealt) and dealt is not None and ev.player == scene.human:
            steps.append(hand_turn(scene, ev, dealt))
        else:
            steps.append(event_steps(scene, ev, trick))
    if deals:
        steps.append(deal_steps(scene, deals, dealt))
    return steps


def event_steps(scene, ev, trick):
    app, painter, fly = scene.app, scene.painter, scene.sprites.flight
    banner = scene.banner.show
    if isinstance(ev, E.Played):
        img = painter.play_group(ev.cards, scene.names[ev.player], True)
        shown = min(sum(1 for _, c in trick if c is not None), scene.TRICK_SHOWN)
        end = L.trick_play_pos(shown - 1, shown)
        start = scene.hand_centre() if ev.player == scene.human else scene.panel_centre(ev.player)

        def lift(p=ev.player):
            scene.lifting = ev.cards if p == scene.human else ()
            app.sounds.play("place")
        return Sequence(fly(img, start, end, 0.34, on_start=lift, start_scale=0.8),
                        Call(lambda: (setattr(scene, "lifting", ()), scene.apply_event(ev))),
                        Delay(0.12))
    if isinstance(ev, E.Passed):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.25))
    if isinstance(ev, E.TrickWon):
        return Sequence(Delay(0.45), Call(lambda: scene.hide_trick(True)),
                        sweep(scene, list(trick), ev.player),
                        Call(lambda: (scene.hide_trick(False), scene.apply_event(ev))),
                        Delay(0.1))
    if isinstance(ev, E.CardsMoved):
        if scene.human in (ev.giver, ev.receiver):       # the pair sees the faces fly
            return Call(lambda: scene.apply_event(ev))
        back = painter.back()
        cards = [fly(back, scene.panel_centre(ev.giver), scene.panel_centre(ev.receiver),
                     0.5, ease=ease_in_out_cubic) for _ in range(ev.count)]
        return Sequence(stagger(cards, 0.1), Call(lambda: scene.apply_event(ev)))
    if isinstance(ev, E.CardsGiven):
        def seat(p):
            return scene.hand_centre() if p == scene.human else scene.panel_centre(p)
        faces = [fly(painter.face(v, (L.TRICK_W, L.TRICK_H)), seat(ev.giver), seat(ev.receiver),
                     0.6, ease=ease_in_out_cubic) for v in ev.cards]
        return Sequence(stagger(faces, 0.08), Call(lambda: scene.apply_event(ev)))
    if isinstance(ev, E.SeatsChanged):
        old = list(scene.view.seats)
        return Sequence(banner(app.t("poker.banner.seats"), 0.8, L.CENTRE),
                        career_flights(scene, ev),
                        Tween(1.1, lambda p: scene.set_walk(old, ev.seats, p), ease_in_out_cubic,
                              None, lambda: (scene.set_walk(None, None, 0),
                                             scene.apply_event(ev))),
                        Delay(0.2))
    if isinstance(ev, E.DealEnded):
        return Sequence(winner_moment(scene, ev.order[0]) if ev.order else Delay(0),
                        Call(lambda: scene.apply_event(ev)),
                        Call(lambda: setattr(scene, "scoreboard", True)),
                        HeldScoreboard(scene, SCOREBOARD_S),     # until dismissed
                        Call(lambda: setattr(scene, "scoreboard", False)))
    if isinstance(ev, E.DealStarted):
        text = app.t("poker.banner.deal", deal=ev.deal + 1)
        return Sequence(Call(lambda: scene.apply_event(ev)), banner(text, 0.7, L.CENTRE))
    if isinstance(ev, E.PlayerOut):
        text = scene.narrator.line(ev, scene.view)[0]
        return Sequence(Call(lambda: scene.apply_event(ev)), banner(text, 0.7, L.CENTRE))
    if isinstance(ev, E.GameOver):
        sting = ending(scene.session.human_seat, ev.winners)
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play(sting))),
                        banner(scene.narrator.line(ev, scene.view)[0], 1.6, L.CENTRE))
    if isinstance(ev, E.ExchangeDecided):       # the recap announces the pair: time to read
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(1.4))
    if isinstance(ev, E.LeaderDrawn):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.3))
    return Call(lambda: scene.apply_event(ev))


def sweep(scene, plays, winner):
    """The cards of a won trick slide to the winner's seat and fade."""
    fly = scene.sprites.flight
    shown = [(p, c) for p, c in plays if c is not None][-scene.TRICK_SHOWN:]
    end = scene.panel_centre(winner)
    parts = []
    for i, (p, cards) in enumerate(shown):
        img = scene.painter.play_group(cards, scene.names[p], False)
        parts.append(fly(img, L.trick_play_pos(i, len(shown)), end, 0.42, end_scale=0.4,
                         end_alpha=0.0))
    return Parallel(*parts) if parts else Delay(0.01)


def career_flights(scene, ev):
    """Each career card flies from its last holder (the felt, after the first deal) to
    its new owner; then the panels show the new careers."""
    fly = scene.sprites.flight
    old = list(scene.view.careers or [])
    parts = []
    for p, rank in enumerate(ev.careers):
        holder = old.index(rank) if rank in old else None
        start = scene.panel_centre(holder) if holder is not None else L.CENTRE
        parts.append(fly(scene.painter.career_chip(rank), start, scene.panel_centre(p), 0.7,
                         ease=ease_in_out_cubic))

    def show(careers):
        scene.view.careers = careers
        scene.view.version += 1
    # the cards leave their holders' panels as they fly (issue 29: the panels kept the
    # old ones, and each new card landed over the one it replaced)
    return Sequence(Call(lambda: show([0] * len(ev.careers))), stagger(parts, 0.06),
                    Call(lambda: show(list(ev.careers))))
