"""The rules engine's shortcuts for speed keep the game: equal events of the kinds a year
builds by the hundred are one shared (frozen) object, and a deal drawn after the deck was
replaced or changed from outside comes from the new deck (the sorted copy kept beside the
deck does not go stale)."""
import random

from cannes_helpers import step

from cinetable.engine import load_game
from cinetable.games.cannes import events as E
from cinetable.games.cannes.flow import P

SHARED = (E.AuctionCardDealt, E.BidPlaced, E.OwnBid, E.BidsDone, E.StarRated, E.DiceRolled,
          E.PawnMoved, E.CardLaid)


def test_equal_events_of_the_common_kinds_are_one_shared_object():
    seen: dict = {}
    count = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        s = load_game("cannes", 5).new_initial_state()
        while not s.is_terminal():
            for e in s.apply_action(step(s, rng)):
                if isinstance(e, SHARED):
                    count += 1
                    assert seen.setdefault(e, e) is e, f"{e} built again"
    assert count - len(seen) > 500     # the same deals, dice and pawn moves came back often


def _at_deal(players: int = 4):
    rng = random.Random(3)
    s = load_game("cannes", players).new_initial_state()
    while s.phase != P.DEAL or len(s.deck) < 20:
        s.apply_action(step(s, rng))
    return s


def test_a_deal_comes_from_the_deck_even_after_it_is_replaced_or_changed_outside():
    s = _at_deal()
    rng = random.Random(1)
    s.apply_action(s.sample_outcome(rng))            # the sorted copy is now kept
    s.deck = [7, 9]
    assert {s.sample_outcome(rng).arg for _ in range(40)} == {7, 9}
    s.deck.append(3)
    assert {s.sample_outcome(rng).arg for _ in range(60)} == {3, 7, 9}
    s.apply_action("deal 70000")
    assert {s.sample_outcome(rng).arg for _ in range(40)} == {3, 9}
    world = s.resample(0, random.Random(2))
    assert sorted(world.deck) == [3, 9] or len(world.deck) == 2
    assert {world.sample_outcome(rng).arg for _ in range(40)} == set(world.deck)


def test_a_resampled_world_carries_no_copy_of_the_true_decks_order():
    """A seat's client gets its resampled world (net/seat_state.py): the deck's sorted copy
    kept for the draws is of the true deck, so it never goes with it, at the end neither."""
    s = _at_deal()
    s.apply_action(s.sample_outcome(random.Random(1)))
    assert s._deck_sorted is not None
    assert s.resample(1, random.Random(2))._deck_sorted is None
    rng = random.Random(4)
    while not s.is_terminal():
        s.apply_action(step(s, rng))
    assert s.resample(1, random.Random(2))._deck_sorted is None
