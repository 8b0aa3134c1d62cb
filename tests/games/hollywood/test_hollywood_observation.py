"""H10 information: everything on the table is public; of the decks only their sizes."""
import json
import random

from hollywood_helpers import lay_out, layout_with, new_game, play, run_round

from cinetable.engine import CHANCE, TERMINAL, load_game, sample_chance
from cinetable.games.hollywood.cards import load_cards

CARDS = load_cards()
LAYOUT = "a02 a03 s05 s09 h02 b1 a07 h03 h12 s01 a04 r12 a05 a06"
OWNERS = [0, 1, 0, 2, 0, 1, 0, 1, -1, 1, 2, -1, 2, 2]


def all_strings(obj):
    """Every string and dict key anywhere in an observation."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield str(k)
            yield from all_strings(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from all_strings(v)
    elif isinstance(obj, str):
        yield obj


def card_ids_in(obs) -> set:
    return {s for s in all_strings(obs) if s in CARDS.by_id}


def test_H10_observation_shows_the_table():
    state = new_game(3, first=0)
    run_round(state, LAYOUT, OWNERS)          # stops at seat 1's star choice (s01)
    obs = state.observation(2)
    assert obs["layout"] == LAYOUT.split()
    assert obs["owners"] == OWNERS
    assert obs["star_waiting"] == "s01"
    assert obs["current_player"] == 1 and obs["phase"] == "star"
    assert obs["tableaus"][0]["films"] == [{"star": "s05", "genre": "action", "cards": ["a02"]}]
    assert obs["tableaus"][1]["blockbusters"] == ["b1"]
    assert obs["tableaus"][2]["worthless"] == ["s09"]
    assert obs["cut_left"] == [True, True, True]
    assert obs["star_deck_size"] == 9 and obs["film_deck_size"] == 33
    assert obs["tokens"] == [0, 0, 0]


def test_H10_every_seat_sees_the_same_table():
    state = new_game(4, first=1)
    lay_out(state, layout_with(state))
    play(state, "A double B C")
    views = [state.observation(s) for s in range(4)]
    for v in views:
        v.pop("seat")
    assert all(v == views[0] for v in views)


def test_H10_no_deck_contents_or_order_in_the_observation():
    state = new_game(4, first=0)
    lay_out(state, layout_with(state))
    obs = state.observation(0)
    on_table = {CARDS.cards[c].id for c in state.slots}
    assert card_ids_in(obs) == on_table            # no card still in a deck is named
    assert obs["star_deck_size"] == len(state.star_deck) == 9
    assert obs["film_deck_size"] == len(state.film_deck) == 33
    assert not any("deck" in k and not k.endswith("_size") for k in obs)


def test_H10_states_differing_only_in_deck_order_look_the_same():
    # What is left in a deck follows from the public table, so only its order could be
    # secret; the decks here hold no order, and their list must not leak either.
    a = new_game(3, first=0)
    b = new_game(3, first=0)
    b.star_deck.reverse()
    b.film_deck.reverse()
    assert a.observation(1) == b.observation(1)


def test_H10_observation_is_json_and_names_only_public_cards_in_random_games():
    rng = random.Random(7)
    game = load_game("hollywood", 4, {"advanced_scoring": True})
    for _ in range(5):
        state = game.new_initial_state()
        while True:
            for seat in range(4):
                obs = state.observation(seat)
                assert json.loads(json.dumps(obs)) == obs
                seen = {CARDS.cards[c].id for c in state.slots if c >= 0}
                seen |= {CARDS.cards[c].id for c in state.removed}
                for t in state.tableaus:
                    seen |= {CARDS.cards[c].id for c in t.cards()}
                assert card_ids_in(obs) <= seen
            p = state.current_player()
            if p == TERMINAL:
                break
            a = sample_chance(state, rng) if p == CHANCE else rng.choice(state.legal_actions())
            state.apply_action(a)
        assert state.observation(0)["phase"] == "over"
        assert state.observation(0)["scores"] == state.scores()


def test_H10_resample_is_consistent_with_the_observation():
    state = new_game(3, first=0)
    run_round(state, LAYOUT, OWNERS)
    other = state.resample(1, random.Random(3))
    assert other is not state
    assert other.observation(1) == state.observation(1)
    assert [str(a) for a in other.legal_actions()] == [str(a) for a in state.legal_actions()]
    # the resampled state is independent
    play(other, "star->horror")
    assert state.current_player() == 1 and other.current_player() == CHANCE


def test_H10_events_are_public():
    state = new_game(3, first=0)
    events = run_round(state, LAYOUT, OWNERS)
    assert events and all(e.visible(s) for e in events for s in (0, 1, 2, None))
    assert all(json.dumps(e.to_dict()) for e in events)
