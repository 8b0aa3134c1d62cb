"""C6 hidden information: no seat's observation or delivered event shows another's
ratings, hand, won cards, unpeeked lots or bids before the reveal; resample keeps
everything the seat knows and redraws the rest."""
from __future__ import annotations

import json
import random
from dataclasses import fields

import pytest
from cannes_helpers import CARDS, playouts, step

from cinetable.engine import CHANCE, load_game
from cinetable.games.cannes.flow import P

FILM_IDS = {c.id: c.index for c in CARDS.film}


def _film_ids_in(obj) -> set:
    text = json.dumps(obj, default=str)
    return {i for i in FILM_IDS if f'"{i}"' in text}


def _secret_ok(s, seat) -> None:
    obs = s.observation(seat)
    bit = 1 << seat
    removed = {CARDS.film[c].id for c in s.removed}
    for fid in _film_ids_in({k: v for k, v in obs.items() if k != "removed"}):
        c = FILM_IDS[fid]
        assert s.known[c] & bit or fid in removed, \
            f"seat {seat} sees {fid} it does not know"
    assert set(obs["ratings"]) == {seat}
    assert obs["hand"] == sorted(x * 10000 for x in s.hands[seat])
    for lot in obs["lots"]:
        assert lot["my_bid"] is None or lot["my_bid"] // 10000 in [
            x for b in s.bids for q, x in b if q == seat]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_C6_observations_and_events_show_no_other_seats_secrets(players):
    for g in range(playouts(1)):
        rng = random.Random(players * 7 + g)
        s = load_game("cannes", players).new_initial_state()
        while not s.is_terminal():
            a = step(s, rng)
            ev = s.apply_action(a)
            if s.is_terminal():
                break
            for seat in range(players):
                if rng.random() < 0.05:
                    _secret_ok(s, seat)
                bit = 1 << seat
                mine = set(s.hands[seat]) | {x for b in s.bids for q, x in b if q == seat}
                for e in ev:
                    if not e.visible(seat):
                        continue
                    if e.kind == "StarRated":          # star names are public, ratings not
                        assert e.seat == seat
                        continue
                    for f in fields(e):
                        v = getattr(e, f.name)
                        vals = v if isinstance(v, tuple) else (v,)
                        for x in vals:
                            if isinstance(x, str) and x in FILM_IDS:
                                assert s.known[FILM_IDS[x]] & bit, (e, seat)
                    if e.kind in ("AuctionCardDealt", "OwnBid"):
                        assert e.seat == seat and e.card // 10000 in mine | set(s.discard)
                    if e.kind == "BidPlaced":
                        assert not hasattr(e, "card")


def test_C6_bids_hidden_until_the_reveal_then_public():
    from cannes_helpers import deal, new_game
    s = new_game(3, first=0)
    deal(s, {0: [480, 10, 20]})
    s.apply_action("bid lot1 480000")
    for seat in (1, 2):
        assert "480000" not in json.dumps(s.observation(seat))
    assert s.observation(0)["lots"][0]["my_bid"] == 480000
    while s.phase == P.BID:
        s.apply_action("done")
    assert 480000 in s.observation(1)["discard"]


@pytest.mark.parametrize("players", [3, 5, 6])
def test_resample_keeps_everything_the_seat_knows_and_redraws_the_rest(players):
    rng = random.Random(players)
    s = load_game("cannes", players).new_initial_state()
    checked = varied = 0
    while not s.is_terminal():
        if s.current_player() != CHANCE and rng.random() < 0.1:
            for seat in range(players):
                r = s.resample(seat, random.Random(rng.random()))
                assert json.dumps(r.observation(seat), sort_keys=True) == \
                    json.dumps(s.observation(seat), sort_keys=True)
                bit = 1 << seat
                assert r.hands[seat] == s.hands[seat] and r.ratings[seat] == s.ratings[seat]
                assert r.won[seat] == s.won[seat]
                for i, c in enumerate(s.lots):
                    if c >= 54 or s.known[c] & bit:
                        assert r.lots[i] == c
                    else:
                        assert CARDS.film[r.lots[i]].kind == CARDS.film[c].kind
                for q in range(players):
                    assert len(r.won[q]) == len(s.won[q]) and len(r.hands[q]) == len(s.hands[q])
                    assert [CARDS.film[c].kind for c in r.won[q]] == \
                        [CARDS.film[c].kind for c in s.won[q]]
                    assert [c for c in r.won[q] if r.known[c] & bit] == \
                        [c for c in s.won[q] if s.known[c] & bit]
                assert sorted(r.discard) == sorted(s.discard) and len(r.deck) == len(s.deck)
                r.legal_actions()
                checked += 1
                others = [q for q in range(players) if q != seat]
                varied += any(r.hands[q] != s.hands[q] or r.ratings[q] != s.ratings[q]
                              for q in others)
        s.apply_action(step(s, rng))
    assert checked > 20 and varied > checked * 0.5


def test_resampled_states_play_on_to_the_end():
    rng = random.Random(5)
    s = load_game("cannes", 4).new_initial_state()
    for _ in range(900):
        if s.is_terminal():
            break
        s.apply_action(step(s, rng))
    for seat in range(4):
        r = s.resample(seat, rng)
        while not r.is_terminal():
            r.apply_action(step(r, rng))
        assert len(r.returns()) == 4


def test_C6_scores_and_a_saves_summary_reveal_nothing_before_the_jury():
    from cannes_helpers import random_game

    from cinetable.persistence.records import summarize
    s, _a = random_game(4, 11, upto=350)
    assert not s.is_terminal() and any(s.won)
    assert s.scores() == [0, 0, 0, 0] and summarize(s)["scores"] == [0, 0, 0, 0]
    assert any(f.total for f in s.provisional_result().films)
    rng = random.Random(11)
    while not s.is_terminal():
        s.apply_action(step(s, rng))
    assert s.scores() == [f.total for f in s.result().films]
