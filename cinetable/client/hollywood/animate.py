"""Hollywood! events as animation steps: the round's cards dealt from their decks turn
face up on the way, a reel slides up its column and nudges the ones it pushes, a card
handed out turns over as it flies to its receiver's panel, points tick up, unclaimed
cards fade away, banners for rounds and studio cards, the winners' moment at the end
(the moving pieces are in moves.py).

Each step applies its event to the table's view (and so narrates it) when it ends, so
the board never shows what has not been animated yet.
"""
from __future__ import annotations

from cinetable.client import viewport
from cinetable.client.animation import (
    Call,
    Delay,
    Parallel,
    Sequence,
    ease_in_quad,
)
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood import moves
from cinetable.client.hollywood.view import CARDS
from cinetable.client.sounds import ending
from cinetable.games.hollywood import events as E


def batch_steps(scene, events: list) -> list:
    """One step per event, the cards dealt in a row flying in as one staggered group."""
    steps: list = []
    deals: list = []
    for ev in events:
        if isinstance(ev, E.CardDealt):
            deals.append(ev)
            continue
        if deals:
            steps.append(moves.deal_steps(scene, deals))
            deals = []
        steps.append(event_steps(scene, ev))
    if deals:
        steps.append(moves.deal_steps(scene, deals))
    return steps


def event_steps(scene, ev):
    app, painter, fly = scene.app, scene.painter, scene.sprites.flight
    if isinstance(ev, E.TokenPlaced):
        return moves.reel_steps(scene, ev)
    if isinstance(ev, E.CardAwarded):
        c = CARDS.by_id[ev.card]
        start = L.slot_rect(ev.slot).center
        end = L.award_target(ev.seat, scene.view.n, ev.result, c.genre)

        def hide(slot=ev.slot, seat=ev.seat):
            scene.hidden_slots.add(slot)
            scene.hidden_tokens.add(slot)
            scene.batch_actor = seat          # the receiver's panel lights up
            app.sounds.play("award")

        step = moves.award_flight(scene, ev, start, end, painter.mw / L.CARD_W + 0.05, hide)
        return moves.counted(scene, Sequence(step, Delay(0.05)))
    if isinstance(ev, E.CardsRemoved):
        fades = []
        for slot, cid in zip(ev.slots, ev.cards):
            r = L.slot_rect(slot)
            fades.append(fly(painter.cards.face(CARDS.by_id[cid].index), r.center,
                             (r.centerx, r.centery + viewport.px(24)), 0.5, end_alpha=0.0,
                             ease=ease_in_quad))
        slots = list(ev.slots)
        return Sequence(Call(lambda: (scene.hidden_slots.update(slots),
                                      scene.hidden_tokens.update(slots))),
                        Parallel(*fades), Call(lambda: scene.apply_event(ev)), Delay(0.15))
    if isinstance(ev, E.FilmFinished):
        return moves.counted(scene, Sequence(
            Call(lambda: (scene.apply_event(ev), app.sounds.play("film"))), Delay(0.3)))
    banner = scene.show_banner
    if isinstance(ev, E.RoundStarted):
        text = app.t("table.round", round=ev.round + 1, rounds=scene.view.rounds)
        return Sequence(Call(lambda: scene.apply_event(ev)),
                        banner(text, 0.9))
    if isinstance(ev, E.RoundEnded):
        return Sequence(Call(lambda: scene.apply_event(ev)), Delay(0.35))
    if isinstance(ev, E.GameOver):
        line = scene.narrator.game_over(ev.winners, ev.scores, ev.tiebreak).split(" — ")[-1]
        sting = ending(scene.session.human_seat, ev.winners)
        # the winners' moment, then the results (the table offers them once it is over)
        return Sequence(Call(lambda: scene.apply_event(ev)),
                        Parallel(moves.winner_moment(scene, ev.winners, sting),
                                 banner(line, 1.6)))
    if isinstance(ev, E.StudioCardPlayed):
        key = "hollywood.studio.cut" if ev.card == "cut" else "hollywood.studio.double"
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("studio"))),
                        banner(app.t(key), 0.6))
    return Call(lambda: scene.apply_event(ev))
