"""The bots are game-agnostic: on a tiny game with no hooks (not registered), `normal` falls
back to random play and ISMCTS searches with random rollouts."""
from __future__ import annotations

import random

from cinetable.bots import choose_for_seat, make_bot
from cinetable.engine import CHANCE, TERMINAL


class Nim:
    """Two players take 1 or 2 stones in turn; who takes the last stone wins. A chance
    move first decides how many stones there are, to exercise chance in search."""

    def __init__(self, stones=None):
        self.stones = stones
        self.turn = 0

    def current_player(self):
        if self.stones is None:
            return CHANCE
        return TERMINAL if self.stones == 0 else self.turn

    def is_terminal(self):
        return self.stones == 0

    def legal_actions(self):
        return [] if not self.stones else [t for t in (1, 2) if t <= self.stones]

    def chance_outcomes(self):
        return [(4, 0.5), (7, 0.5)] if self.stones is None else []

    def apply_action(self, a):
        if self.stones is None:
            self.stones = a
            return []
        self.stones -= a
        if self.stones:
            self.turn = 1 - self.turn
        return []

    def clone(self):
        c = Nim(self.stones)
        c.turn = self.turn
        return c

    def resample(self, seat, rng):
        return self.clone()

    def returns(self):
        if self.stones:
            return [0.0, 0.0]
        return [1.0 if p == self.turn else 0.0 for p in (0, 1)]

    def scores(self):
        return self.returns()


def test_hard_finds_the_winning_move_with_random_rollouts():
    # 4 stones: take 1 (leaving 3) wins; 7 stones: take 1 (leaving 6) wins
    bot = make_bot("hard", "nim", time_budget=None, iterations=400)
    assert bot.hooks is None
    for stones in (4, 7):
        assert choose_for_seat(Nim(stones), 0, bot, random.Random(1)) == 1


def test_hard_plays_through_chance_from_the_start():
    bot = make_bot("hard", "nim", time_budget=None, iterations=50)
    state = Nim()
    state.apply_action(4)
    assert choose_for_seat(state, 0, bot, random.Random(2)) in (1, 2)


def test_normal_and_easy_fall_back_to_random_legal_moves():
    for level in ("easy", "normal"):
        bot = make_bot(level, "nim")
        seen = {choose_for_seat(Nim(5), 0, bot, random.Random(s)) for s in range(30)}
        assert seen == {1, 2}
