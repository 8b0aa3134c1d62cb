"""The Festival de Cannes beginner (games/cannes/naive.py): a star-struck newcomer's bids,
always legal, and clearly beaten by `easy` (issue 20, a ladder with real steps)."""
import random

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat
from cinetable.engine import CHANCE, load_game, sample_chance
from cinetable.games.cannes import naive
from cinetable.games.cannes.cards import SCREENPLAY
from cinetable.games.cannes.phases import P

KIND = naive._KIND


def test_newcomer_bids_its_biggest_card_on_at_most_three_lots_a_screenplay_first():
    """Over random 5-player games, at every bid decision: the newcomer's move is legal,
    a bid uses the biggest card in hand, it stops after MAX_BIDS lots, and without a
    screenplay it goes for an open screenplay lot before any scene."""
    game = load_game("cannes", 5, {})
    checked = screenplay_firsts = 0
    for g in range(6):
        rng = random.Random(g)
        state = game.new_initial_state()
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if state.phase == P.BID:
                a = naive.naive_action(state, legal, random.Random(checked))
                checked += 1
                assert a in legal
                placed = sum(1 for b in state.bids for q, _x in b if q == p)
                if a.kind == "bid":
                    lot, card = a.arg
                    assert card == max(state.hands[p]) and placed < naive.MAX_BIDS
                    lots = {b.arg[0] for b in legal if b.kind == "bid"}
                    open_t = [i for i in lots if state.lots[i] < naive.NFILM
                              and KIND[state.lots[i]] == SCREENPLAY]
                    if open_t and not any(KIND[c] == SCREENPLAY for c in state.won[p]):
                        assert lot in open_t or naive.appeal(state, p, lot) > naive.SCENE_APPEAL
                        screenplay_firsts += lot in open_t
                else:
                    assert placed >= naive.MAX_BIDS or len(legal) == 1
            state.apply_action(legal[rng.randrange(len(legal))])
    assert checked > 300 and screenplay_firsts > 10


def test_cannes_beginner_plays_legal_moves_and_loses_clearly_to_easy():
    """80 five-player games with fixed seeds, one easy among four beginners: easy wins
    well over its fair share (20%) and its films score clearly more. The former beginner
    (85% random moves) lost only narrowly: 27.5% of wins here, films 13 points behind."""
    game = load_game("cannes", 5, {})
    games = 80
    wins = {"easy": 0.0, "beginner": 0.0}
    points = {"easy": 0.0, "beginner": 0.0}
    for g in range(games):
        rng = random.Random(g)
        levels = ["beginner"] * 5
        levels[g % 5] = "easy"
        bots = [make_bot(lv, "cannes", seed=g * 10 + s) for s, lv in enumerate(levels)]
        state = game.new_initial_state()
        while not state.is_terminal():
            p = state.current_player()
            if p == CHANCE:
                state.apply_action(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            action = choose_for_seat(state, p, bots[p])
            assert action in legal
            state.apply_action(action)
        for lv, r, x in zip(levels, state.returns(), state.scores()):
            wins[lv] += r
            points[lv] += x
    assert wins["easy"] / games > 0.20 + 0.10
    assert points["easy"] / games - points["beginner"] / (4 * games) > 20
