"""The Festival de Cannes beginner (games/cannes/naive.py): a star-struck newcomer's bids,
always legal (its tournament against `easy`: tests/test_rating.py)."""
import random

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
