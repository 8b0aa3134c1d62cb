"""Hidden information: observations and delivered events show a seat only its own hand,
its own exchange and counts; resample keeps every card the seat has seen where it saw it."""
import json
import random

import pytest
from poker_helpers import PLAYOUTS, counts, deal_hands, new_state, step

from cinetable.engine import CHANCE
from cinetable.games.poker import events as E
from cinetable.games.poker.state import PLAY

D = 14


def walk(players, seed, options=None, limit=None):
    """(state, events of the last action) after every action of a random game."""
    rng = random.Random(seed)
    s = new_state(players, **(options or {}))
    while not s.is_terminal() and (limit is None or s.history_len < limit):
        ev = s.apply_action(step(s, rng))
        yield s, ev


def secret_events(ev):
    return [e for e in ev if isinstance(e, (E.HandDealt, E.CardsGiven))]


@pytest.mark.parametrize("players", [2, 4, 5, 7, 8])
def test_no_event_delivered_to_a_seat_shows_another_hand_or_exchange(players):
    for s, ev in walk(players, players, limit=3000):
        for e in ev:
            if isinstance(e, E.HandDealt):
                assert e.visible_to == (e.player,)
                assert [q for q in range(players) if e.visible(q)] == [e.player]
            elif isinstance(e, E.CardsGiven):
                assert set(e.visible_to) == {e.giver, e.receiver}
            else:   # every other event is public and names no card of a hand
                assert getattr(e, "visible_to", None) is None
                assert not hasattr(e, "cards") or isinstance(e, E.Played)


@pytest.mark.parametrize("players", [3, 5, 8])
def test_observation_shows_own_hand_only_and_own_exchange_only(players):
    for s, ev in walk(players, 40 + players, limit=2500):
        if s.history_len % 7:
            continue
        for seat in range(players):
            obs = s.observation(seat)
            json.dumps(obs)
            assert obs["hand"] == s.hand(seat)
            text = json.dumps(obs)
            for q in range(players):     # other hands appear only as sizes
                if q != seat:
                    assert "hand_" + str(q) not in text
            for x in obs["exchanged"]:
                if seat not in (x["giver"], x["receiver"]):
                    assert x["cards"] is None
        # two states differing only in other hands look the same to the seat
        for seat in range(players):
            r = s.resample(seat, random.Random(s.history_len))
            assert r.observation(seat) == s.observation(seat)


def test_the_leftover_is_seen_only_by_the_dishwasher():
    for s, ev in walk(5, 9):
        kept = [e for e in ev if isinstance(e, E.LeftoverKept)]
        if kept and kept[0].player >= 0:
            dw = kept[0].player
            hands = {e.player: e for e in ev if isinstance(e, E.HandDealt)}
            assert len(hands[dw].cards) == 15 and hands[dw].visible_to == (dw,)
            assert all(not hands[dw].visible(q) for q in range(5) if q != dw)
            break
    else:
        pytest.fail("no second deal")


def second_deal_exchange():
    s = new_state(4)
    rng = random.Random(2)
    while s.deal == 0:
        s.apply_action(step(s, rng))
    pp = s.pos_player
    mega, dish = pp[0], pp[-1]
    deal_hands(s, {dish: [D, 12, 12, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3],
                   mega: [4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7]})
    s.apply_action("exchange")
    s.apply_action("give 4")
    s.apply_action("give 5")
    return s, mega, dish


def test_resample_keeps_what_a_seat_saw_in_its_exchange():
    s, mega, dish = second_deal_exchange()
    given = [c for g, r, k, c in s.exch_log if g == dish][0]
    worst = min(given)
    assert given[0] == D                       # the Dishwasher's best card went first
    for seed in range(40):
        # the Dishwasher knows the Megastar holds the cards it gave
        r = s.resample(dish, random.Random(seed))
        for v in set(given):
            assert r.hands[mega][v] >= given.count(v)
        assert r.hands[dish] == s.hands[dish] and r.sizes == s.sizes
        # the Megastar knows the Dishwasher holds its 4 and 5, and kept nothing better
        # than the worst card it gave
        r = s.resample(mega, random.Random(seed))
        assert r.hands[dish][4] >= 1 and r.hands[dish][5] >= 1
        assert all(r.hands[dish][v] == 0 for v in range(worst + 1, D + 1))
        assert r.pile == s.pile
    # a seat outside the pair knows nothing of those cards: they get redrawn
    other = s.pos_player[1]
    seen = {tuple(s.resample(other, random.Random(k)).hands[mega]) for k in range(20)}
    assert len(seen) > 1


def test_resample_keeps_the_played_cards_and_drops_cards_played_since():
    s, mega, dish = second_deal_exchange()
    while s.phase != PLAY:
        s.apply_action("waive")
    # the Megastar plays its Double: the Dishwasher no longer expects it in its hand
    s.apply_action("play D")
    r = s.resample(dish, random.Random(1))
    assert r.hands[mega][12] >= 1 and r.pile[D] == 1


@pytest.mark.parametrize("players", [2, 4, 6, 8])
def test_resample_is_a_consistent_deal_for_every_seat(players):
    for s, ev in walk(players, 70 + players, limit=400 * max(1, PLAYOUTS // 4)):
        if s.current_player() == CHANCE or s.history_len % 11:
            continue
        for seat in range(players):
            r = s.resample(seat, random.Random(seat))
            assert r.hands[seat] == s.hands[seat] and r.pile == s.pile
            assert r.sizes == s.sizes and sum(r.deck) == sum(s.deck)
            total = counts([])
            for h in r.hands + [r.pile, r.deck]:
                total = [a + b for a, b in zip(total, h)]
            assert tuple(total) == s.full
            assert [str(a) for a in r.legal_actions()] == [str(a) for a in s.legal_actions()] \
                or seat != s.current_player()
