"""W7 hidden information: observations and delivered events show a seat only what it may
know; resample keeps all of it and redraws the rest."""
import json
import random

import pytest
from h47_helpers import PLAYOUTS, new_state, random_step

from cinetable.engine import CHANCE
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.actions import CARD_ID, LOYALTIES, POSTER_ID

SECRET_EVENTS = (E.LoyaltyDealt, E.ComradesKnown, E.CardSeen, E.PostersDrawn,
                 E.PosterRemovedId, E.GhostCards, E.CardsDiscardedSecret, E.CardAddedSecret)


def may_see(s, seat, e) -> bool:
    """The rule for each secret event: whose secret it is."""
    if isinstance(e, E.ComradesKnown):
        return seat in e.communists
    return e.seat == seat


@pytest.mark.parametrize("players", [1, 2, 3, 5, 6, 9])
def test_W7_delivered_events_reveal_only_own_secrets(players):
    rng = random.Random(players)
    for _ in range(PLAYOUTS):
        s = new_state(players, shifting_loyalties=players == 6)
        while not s.is_terminal():
            ev = s.apply_action(random_step(s, rng))
            for e in ev:
                for seat in range(players):
                    if e.visible(seat) and isinstance(e, SECRET_EVENTS):
                        assert may_see(s, seat, e), (seat, e)
                    if not isinstance(e, SECRET_EVENTS):
                        assert getattr(e, "visible_to", None) is None
                    if isinstance(e, (E.CardAdded, E.RandomDiscard, E.CardsDrawn)):
                        assert not any(cid in str(e) for cid in CARD_ID)


def _secret_ids(s, seat):
    """Card and poster ids seat must not see now: others' hands, unknown pile, ghost and
    discarded cards, the Composer's unseen cards, removed posters it did not see."""
    bit = 1 << seat
    cards = [c for c in range(60) if not s.known[c] & bit]
    posters = [i for i in range(15) if s.poster_at[i] in (1, 4) and not s.poster_known[i] & bit]
    return cards, posters


@pytest.mark.parametrize("players", [1, 2, 4, 6, 8])
def test_W7_observation_hides_others_loyalties_hands_pile_ghosts_removed(players):
    rng = random.Random(10 + players)
    s = new_state(players)
    while not s.is_terminal():
        if s.current_player() != CHANCE and rng.random() < 0.3:
            for seat in range(players):
                obs = s.observation(seat)
                text = json.dumps(obs)
                cards, posters = _secret_ids(s, seat)
                for c in cards:
                    assert f'"{CARD_ID[c]}"' not in text, (seat, CARD_ID[c])
                for i in posters:
                    assert f'"{POSTER_ID[i]}"' not in text.replace(f'"poster": "{POSTER_ID[i]}"', "")
                for q, k in enumerate(obs["loyalties"]):
                    mine = s.loyal[seat]
                    if q != seat and not (mine == 1 and s.loyal[q] == 1):
                        assert k is None
                    elif k is not None:
                        assert k == LOYALTIES[s.loyal[q]]
        s.apply_action(random_step(s, rng))


@pytest.mark.parametrize("players,options", [(6, {}), (5, {}), (2, {}), (1, {}),
                                             (7, {"shifting_loyalties": True})])
def test_W7_resample_keeps_all_the_seat_knows_and_redraws_the_rest(players, options):
    rng = random.Random(players)
    s = new_state(players, **options)
    varied = checked = 0
    while not s.is_terminal():
        if s.current_player() != CHANCE and rng.random() < 0.2:
            for seat in range(players):
                r = s.resample(seat, random.Random(rng.random()))
                assert json.dumps(r.observation(seat), sort_keys=True) == \
                    json.dumps(s.observation(seat), sort_keys=True)
                assert r.loyal[seat] == s.loyal[seat]
                if s.loyal[seat] == 1:
                    assert r.comrades() == s.comrades()
                assert sorted(r.hands[seat]) == sorted(s.hands[seat])
                assert [len(h) for h in r.hands] == [len(h) for h in s.hands]
                for c in range(60):
                    if s.known[c] & (1 << seat):
                        assert r.loc[c] == s.loc[c]
                for i in range(15):
                    if s.poster_at[i] == 1:
                        assert any(r.poster_at[k] == 1 and k // 5 == i // 5 for k in range(15))
                sorted_counts = sorted(r.loyal) == sorted(s.loyal) or s.shifting
                assert sorted_counts
                checked += 1
                varied += r.hands != s.hands or r.loyal != s.loyal
        s.apply_action(random_step(s, rng))
    assert checked and (players == 1 or varied / checked > 0.3)


def test_W7_resample_by_a_communist_keeps_the_comrades_and_others_stay_non_communist():
    rng = random.Random(5)
    s = new_state(8)
    while s.current_player() == CHANCE:
        s.apply_action(random_step(s, rng))
    seat = s.comrades()[0]
    for k in range(20):
        r = s.resample(seat, random.Random(k))
        assert r.comrades() == s.comrades()
        assert sorted(r.loyal) == sorted(s.loyal)


def test_W7_resample_weights_tilt_loyalties():
    rng = random.Random(2)
    s = new_state(6)
    while s.current_player() == CHANCE:
        s.apply_action(random_step(s, rng))
    seat = next(p for p in range(6) if s.loyal[p] == 0)
    suspect = next(p for p in range(6) if p != seat)
    weights = [[1.0, 1.0, 1.0] for _ in range(6)]
    weights[suspect] = [0.01, 50.0, 0.01]
    hits = sum(s.resample(seat, random.Random(k), weights).loyal[suspect] == 1
               for k in range(200))
    assert hits > 150
