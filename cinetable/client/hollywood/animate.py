"""Hollywood! events as animation steps: cards dealt fly in from above one after another,
reels drop onto their card (pushed reels slide up first), cards handed out fly to their
receiver's panel, unclaimed cards fade away, banners for rounds, studio cards, the end.

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
    ease_out_back,
    ease_out_cubic,
    stagger,
)
from cinetable.client.hollywood import layout as L
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
            steps.append(deal_steps(scene, deals))
            deals = []
        steps.append(event_steps(scene, ev))
    if deals:
        steps.append(deal_steps(scene, deals))
    return steps


def deal_steps(scene, deals: list):
    flights = []
    for ev in deals:
        target = L.slot_rect(ev.slot).center
        face = lambda c=CARDS.by_id[ev.card].index: scene.painter.cards.face(c)  # noqa: E731
        flights.append(scene.sprites.flight(face, L.DECK_POS, target, 0.24,
                                            on_start=lambda: scene.app.sounds.play("deal"),
                                            on_done=lambda ev=ev: scene.apply_event(ev),
                                            start_scale=0.5, ease=ease_out_cubic))
    return stagger(flights, 0.06)


def event_steps(scene, ev):
    app, painter, fly = scene.app, scene.painter, scene.sprites.flight
    if isinstance(ev, E.TokenPlaced):
        parts = []
        srcs = [src for _w, src, _d in ev.pushed]
        for who, src, dst in ev.pushed:
            parts.append(fly(painter.token(who), L.token_pos(src), L.token_pos(dst), 0.26,
                             ease=ease_out_cubic))
        x, y = L.token_pos(ev.slot)
        drop = fly(painter.token(ev.seat), (x, y - viewport.px(70)), (x, y), 0.3, start_alpha=0.0,
                   ease=ease_out_back)
        parts.append(Sequence(Delay(0.1 if ev.pushed else 0.0), drop))
        # the knock sounds when the token, easing in with an overshoot, first reaches the
        # card (about a third of its drop), not when the drop begins
        knock = "push" if ev.pushed else "place"
        parts.append(Sequence(Delay((0.1 if ev.pushed else 0.0) + 0.11),
                              Call(lambda: app.sounds.play(knock))))
        return Sequence(Call(lambda: scene.hidden_tokens.update(srcs)), Parallel(*parts),
                        Call(lambda: (scene.hidden_tokens.clear(), scene.apply_event(ev))),
                        Delay(0.08))
    if isinstance(ev, E.CardAwarded):
        c = CARDS.by_id[ev.card]
        start = L.slot_rect(ev.slot).center
        end = L.award_target(ev.seat, scene.view.n, ev.result, c.genre)

        def hide(slot=ev.slot, seat=ev.seat):
            scene.hidden_slots.add(slot)
            scene.hidden_tokens.add(slot)
            scene.batch_actor = seat          # the receiver's panel lights up
            app.sounds.play("award")

        step = fly(painter.cards.face(c.index), start, end, 0.34, on_start=hide,
                   on_done=lambda: scene.apply_event(ev),
                   end_scale=painter.mw / L.CARD_W + 0.05)
        return Sequence(step, Delay(0.05))
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
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("film"))),
                        Delay(0.3))
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
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play(sting))),
                        banner(line, 1.6))
    if isinstance(ev, E.StudioCardPlayed):
        key = "hollywood.studio.cut" if ev.card == "cut" else "hollywood.studio.double"
        return Sequence(Call(lambda: (scene.apply_event(ev), app.sounds.play("studio"))),
                        banner(app.t(key), 0.6))
    return Call(lambda: scene.apply_event(ev))
