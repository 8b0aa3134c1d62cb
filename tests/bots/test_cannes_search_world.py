"""Festival de Cannes `hard`: its search worlds read the bids the table has laid as the
heuristic lays them (its strongest cards first)."""
from __future__ import annotations

import random
from dataclasses import replace

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat, run_to_end
from cinetable.bots.rollouts import RolloutBot
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.cannes import heuristics as H
from cinetable.games.cannes.flow import P
from cinetable.games.cannes.odds import _STRENGTH


def _laid(s, q) -> int:
    return sum(1 for b in s.bids for p, _x in b if p == q)


def _bidding(seed=2):
    """A bid turn of a five-player game of `normal` bots after others laid bids, with a
    rival that laid fewer cards than it holds."""
    rng = random.Random(seed)
    bot = make_bot("normal", "cannes", seed=seed)
    while True:
        s = load_game("cannes", 5).new_initial_state()
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                s.apply_action(sample_chance(s, rng))
                continue
            seat = s.current_player()
            if s.phase == P.BID and any(
                    q != seat and 0 < _laid(s, q) < _laid(s, q) + len(s.hands[q])
                    for q in range(s.n)):
                return s
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else choose_for_seat(s, seat, bot, rng))


def test_search_worlds_put_each_rivals_strongest_cards_on_its_bids():
    s = _bidding()
    seat = s.to_move
    rng = random.Random(5)
    for _ in range(20):
        w = H.search_world(s, seat, rng)
        assert w.hands[seat] == s.hands[seat]
        for q in range(s.n):
            laid = [x for b in w.bids for p, x in b if p == q]
            assert len(laid) == _laid(s, q) and len(w.hands[q]) == len(s.hands[q])
            if q != seat and laid and w.hands[q]:
                assert min(_STRENGTH[x] for x in laid) >= max(_STRENGTH[x] for x in w.hands[q])
        assert [x for b in w.bids for p, x in b if p == seat] == \
            [x for b in s.bids for p, x in b if p == seat]
        # the same unseen cards as a resample, only dealt differently among the rivals
        unseen = sorted(w.deck + [x for q in range(s.n) if q != seat for x in w.hands[q]]
                        + [x for b in w.bids for p, x in b if p != seat])
        plain = s.resample(seat, rng)
        assert unseen == sorted(plain.deck + [x for q in range(s.n) if q != seat
                                              for x in plain.hands[q]]
                                + [x for b in plain.bids for p, x in b if p != seat])


def test_the_rollouts_play_in_the_worlds_the_game_names():
    s = _bidding()
    drawn = []
    plain = H.search_world

    def counted(view, seat, rng):
        drawn.append(seat)
        return plain(view, seat, rng)

    bot = RolloutBot("cannes", time_budget=None, worlds=3)
    assert bot.hooks.search_world is H.search_world      # the game declares its worlds
    bot.hooks = replace(bot.hooks, search_world=counted)
    options = H.candidates(s, s.to_move, s.legal_actions())
    values = run_to_end(bot.play_options(s, s.to_move, options, random.Random(1)))
    assert drawn == [s.to_move] * 3 and all(len(v) == 3 for v in values)


def test_hard_spends_its_time_budget_not_a_small_world_cap():
    # at 0.1 s a decision 40 worlds ended a bid in about 0.05 s, half the budget unused
    bot = make_bot("hard", "cannes", time_budget=0.1)
    assert bot.worlds >= 100
