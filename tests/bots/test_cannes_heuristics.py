"""Festival de Cannes bots: film value, lot values from what the seat knows, bids under
the suit rule, the search hooks, and strength against random play."""
from __future__ import annotations

import random

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat, play_out
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.cannes import heuristics as H
from cinetable.games.cannes.cards import load_cards
from cinetable.games.cannes.flow import P
from cinetable.games.cannes.scoring import scene_score

CARDS = load_cards()
ID = {c.id: c.index for c in CARDS.film}


def _at(players, pred, seed=1):
    """A random-play state where pred(state) holds (bots: normal)."""
    rng = random.Random(seed)
    s = load_game("cannes", players).new_initial_state()
    bot = make_bot("normal", "cannes", seed=seed)
    while not pred(s):
        assert not s.is_terminal()
        if s.current_player() == CHANCE:
            s.apply_action(sample_chance(s, rng))
        else:
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else choose_for_seat(s, s.current_player(), bot, rng))
    return s


def test_scene_scores_by_kind_match_the_rules():
    rng = random.Random(3)
    scenes = [c.index for c in CARDS.film if c.kind == 1]
    for _ in range(2000):
        held = rng.sample(scenes, rng.randint(0, 8))
        t = rng.randrange(6)
        kinds = tuple(sorted(CARDS.film[c].scene for c in held))
        assert H.kinds_score(t, kinds) == scene_score(t, held)[0]


def test_a_screenplay_is_worth_most_to_a_seat_without_one():
    s = _at(5, lambda s: s.phase == P.BID and s.stage == 0)
    seat = s.to_move
    assert s.screenplays(seat) == 0
    val = H.Valuer(s, seat)
    t_gain = val.gain(ID["t1"])
    assert t_gain > val.gain(ID["s01"]) and t_gain > val.gain(ID["v01"]) and t_gain > 30


def test_a_peeked_lot_is_valued_as_itself_an_unseen_one_by_its_back():
    s = _at(4, lambda s: s.phase == P.BID and s.stage >= 1 and any(
        c < 54 and s.known[c] >> s.to_move & 1 for c in s.lots)
        and any(c < 54 and not s.known[c] >> s.to_move & 1 for c in s.lots))
    seat = s.to_move
    val = H.Valuer(s, seat)
    for i, c in enumerate(s.lots):
        if c >= 54:
            continue
        if s.known[c] >> seat & 1:
            assert val.lot_value(i) == val.gain(c)
        else:
            assert val.lot_value(i) == val.mean_gain(CARDS.film[c].kind)
    # the unseen value does not depend on which card really lies there
    r = s.resample(seat, random.Random(9))
    assert H.lot_values(r, seat) == H.lot_values(s, seat)


def test_bids_prefer_a_card_that_wins_under_the_suit_rule():
    # 240,000 ♦ (talent) beats every non-talent ♦ up to 480,000; 250,000 ♠ does not
    assert H._BEATS[24][48] and not H._BEATS[25][48]
    s = _at(5, lambda s: s.phase == P.BID and s.stage == 1)
    seat = s.to_move
    s.hands[seat] = [24, 25]
    legal = s.legal_actions()
    scores = H.score_bids(s, seat, legal)
    by = {str(a): sc for a, sc in zip(legal, scores)}
    lot = max(range(len(s.lots)), key=lambda i: H.lot_values(s, seat)[i])
    assert H.lot_values(s, seat)[lot] > 0
    assert by[f"bid lot{lot + 1} 240000"] > by[f"bid lot{lot + 1} 250000"]


def test_exact_win_chance_counts_the_suit_rule_over_all_rivals():
    # every k-card draw from a small pool, resolved by the rules' own resolve_lot
    from itertools import combinations

    from cinetable.games.cannes.phases import resolve_lot
    pool_cards = [1, 4, 5, 9, 13, 20, 29, 32, 33, 36, 40, 44, 45, 48, 50]
    pool = sum(1 << c for c in pool_cards)
    for card in (2, 8, 17, 24, 28, 30, 37, 41, 46, 49):
        for k in (1, 2, 3):
            draws = list(combinations(pool_cards, k))
            wins = sum(resolve_lot([(0, card)] + [(1, x) for x in d])[0] == 0 for d in draws)
            assert abs(H.win_chance_exact(card, pool, k) - wins / len(draws)) < 1e-12
    # a low talent card keeps a real chance against three rivals: judging each rival
    # alone (the normal bot's shortcut) all but writes it off
    full = H._ALL & ~(1 << 1)
    assert H.win_chance_exact(1, full, 3) > 0.1 > H._STRENGTH[1] ** 3 * 10


def test_search_hooks_skip_ratings_and_peeks_and_narrow_bids():
    s = load_game("cannes", 5).new_initial_state()
    assert H.searchless(s, s.legal_actions())
    peek = _at(5, lambda s: s.phase == P.PEEK)
    assert H.searchless(peek, peek.legal_actions())
    call = _at(5, lambda s: s.phase == P.CALL)
    assert not H.searchless(call, call.legal_actions())
    b = _at(5, lambda s: s.phase == P.BID and len(s.legal_actions()) > 10)
    assert not H.searchless(b, b.legal_actions())
    cands = H.candidates(b, b.to_move, b.legal_actions())
    assert str(cands[0]) == "done" and len(cands) == H.SEARCH_WIDTH + 1


def test_hard_bot_picks_a_legal_bid_from_its_own_view():
    b = _at(4, lambda s: s.phase == P.BID and len(s.legal_actions()) > 5)
    bot = make_bot("hard", "cannes", seed=1, time_budget=None, iterations=60)
    a = choose_for_seat(b, b.to_move, bot, random.Random(1))
    assert a in b.legal_actions() and bot.last_iterations > 0


def test_normal_outscores_random_players():
    wins = 0.0
    games = 12
    for g in range(games):
        seat = g % 4
        bots = [make_bot("normal" if p == seat else "random", "cannes", seed=g * 10 + p)
                for p in range(4)]
        s = play_out(load_game("cannes", 4).new_initial_state(), bots, random.Random(g))
        wins += s.returns()[seat]
    assert wins / games > 0.25 + 0.1          # a quarter would be chance


def test_search_leaf_shares_favour_the_better_film_and_sharpen_late(monkeypatch):
    leaf = _at(5, lambda s: s.phase == P.BID and s.stage == 2)
    shares = H.evaluate(leaf)
    pots = H.potentials(leaf)
    assert abs(sum(shares) - 1) < 1e-9
    order = sorted(range(5), key=lambda p: pots[p])
    assert [shares[p] for p in order] == sorted(shares)
    # the same 20-point lead decides more as the year runs out
    monkeypatch.setattr(H, "potentials", lambda state: [20.0, 0.0, 0.0, 0.0, 0.0])
    lead = []
    for done in (3, 7, 11):
        leaf.auction = done
        lead.append(H.evaluate(leaf)[0])
    assert 0.2 < lead[0] < lead[1] < lead[2]


def test_search_leaf_counts_producers_friends_as_future_cards():
    leaf = _at(5, lambda s: s.phase == P.BID and s.stage == 1)
    seat = next(p for p in range(5) if H.FRIENDS not in leaf.specials[p])
    before = H.evaluate(leaf)[seat]
    leaf.specials[seat] = leaf.specials[seat] + [H.FRIENDS]
    assert H.evaluate(leaf)[seat] > before
