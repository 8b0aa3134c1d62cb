"""The auction's outcome panel: each lot, its winner and winning card, every bid and the
suit rule, as the engine resolved them (C3.3); it stays until closed, your next
decision or the next Director's new lots."""
import random

import pytest
from shell_helpers import click, click_at, frames, until

from cinetable.client.cannes.auction_panel import auction_rows, panel_rect
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.flow import P

CARDS = load_cards()
STEP = CARDS.auction_step


def expected(bids):
    """C3.3 by hand: the highest card wins, unless talent cards of its suit lie on the
    lot too: then the highest of those wins. -> (seat, value, suit rule decided)."""
    top_seat, top = max(bids, key=lambda b: b[1])
    suit = CARDS.suit(top)
    talents = [b for b in bids if CARDS.talent(b[1]) and CARDS.suit(b[1]) == suit]
    if talents and not CARDS.talent(top):
        seat, card = max(talents, key=lambda b: b[1])
        return seat, card * STEP, True
    return top_seat, top * STEP, False


def random_auctions(seed: int, players: int):
    """Yields (bids per lot before the reveal, the reveal's events) of a random game
    whose players bid a lot, talent cards gladly."""
    rng = random.Random(seed)
    state = load_game("cannes", players).new_initial_state()
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        a = rng.choice(bids) if bids and rng.random() < 0.8 else rng.choice(legal)
        before = [list(b) for b in state.bids] if state.phase == P.BID else None
        events = state.apply_action(a)
        if before is not None and state.phase != P.BID or before is not None and \
                any(type(e).__name__ == "LotResolved" for e in events):
            if a.kind == "bid":
                before[a.arg[0]].append((state_seat(events), a.arg[1]))
            yield before, events


def state_seat(events):
    return next(e.seat for e in events if type(e).__name__ == "BidPlaced")


@pytest.mark.parametrize("seed,players", [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_the_panel_matches_the_engines_resolution_for_random_auctions(seed, players):
    suit_rules = reveals = 0
    for bids, events in random_auctions(seed, players):
        rows = auction_rows(events, {})
        if not rows:
            continue
        reveals += 1
        assert [r.lot for r in rows] == list(range(len(bids)))
        for row, lot_bids in zip(rows, bids):
            assert row.bids == tuple((s, x * STEP) for s, x in lot_bids)
            if not lot_bids:
                assert row.winner == -1
                continue
            seat, value, rule = expected(lot_bids)
            assert (row.winner, row.value, row.suit_rule) == (seat, value, rule)
            assert row.top == max(x for _s, x in lot_bids) * STEP
            suit_rules += rule
    assert reveals >= 10
    assert suit_rules >= 1, "random auctions with the suit rule deciding"


@pytest.mark.gui
def test_the_panel_stays_after_the_reveal_until_closed(app):
    from test_cannes_table import new_table

    from cinetable.client.cannes import overlays as O
    session, scene = new_table(app, seed=4, speed="fast")
    frames(app, 3)
    click_at(app, O.AUTO_RATE.center)
    assert until(app, lambda: scene.human_can_act() and scene.state.phase == P.BID,
                 limit=20000)
    click(app, scene._buttons["done"])                       # you bid on nothing
    assert until(app, lambda: scene.auction_result is not None, limit=20000)
    title, rows = scene.auction_result
    assert len(rows) == 4                                    # the special cards
    for row in rows:
        if row.winner >= 0:
            assert CARDS.specials.index(next(s for s in CARDS.specials
                                             if s[0] == row.back)) in \
                session.state.specials[row.winner]
    frames(app, 400)                                         # no timer closes it
    if scene.auction_result is None:          # your decision did, or the next Director
        assert scene.state.phase in (P.PEEK, P.TURN_PEEK, P.CALL, P.REROLL) \
            or scene.view.director >= 0
        return
    click_at(app, panel_rect().center)
    assert scene.auction_result is None
