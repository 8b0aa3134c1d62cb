"""H1 components and H2 game structure."""
from collections import Counter

import pytest
import tomli
from hollywood_helpers import finish_round, lay_out, layout_with, new_game, play

from cinetable.engine import CHANCE, IllegalActionError
from cinetable.engine.assets import asset_path
from cinetable.games.hollywood import events as E
from cinetable.games.hollywood.cards import BLOCKBUSTER, FILM, STAR, load_cards, parse_cards

CARDS = load_cards()


def raw_toml() -> dict:
    with open(asset_path("games", "hollywood.toml"), "rb") as f:
        return tomli.load(f)


def test_H1_1_star_deck_twelve_stars_four_of_each_value():
    stars = [c for c in CARDS.cards if c.kind == STAR]
    assert len(stars) == 12
    assert Counter(c.value for c in stars) == {1: 4, 2: 4, 3: 4}
    # the Italian scoring example needs two 3-star, four 2-star and two 1-star cards
    assert all(c.name for c in stars)


def test_H1_2_film_deck_39_films_13_per_genre_one_award_each_and_5_blockbusters():
    films = [c for c in CARDS.cards if c.kind == FILM]
    assert len(films) == 39
    assert Counter(c.genre for c in films) == {0: 13, 1: 13, 2: 13}
    awards = [c for c in films if c.award]
    assert sorted(c.genre for c in awards) == [0, 1, 2]
    assert all(c.weight == 2 for c in awards)
    assert all(c.weight == 1 for c in films if not c.award)
    assert len([c for c in CARDS.cards if c.kind == BLOCKBUSTER]) == 5
    assert len(CARDS.film_deck) == 44 and len(CARDS.stars) == 12
    assert [g.id for g in CARDS.genres] == ["action", "horror", "romance"]


def test_H1_2_card_ids_unique_and_indexed():
    assert len(CARDS.cards) == 56
    assert len({c.id for c in CARDS.cards}) == 56
    assert all(c.index == i for i, c in enumerate(CARDS.cards))
    assert all(CARDS.by_id[c.id] is c for c in CARDS.cards)


def test_H1_2_card_data_is_checked_on_load():
    assert len(parse_cards(raw_toml()).cards) == 56
    data = raw_toml()
    data["blockbusters"] = data["blockbusters"] + [{"id": "b1", "name": "Twin"}]
    with pytest.raises(ValueError, match="share an id"):
        parse_cards(data)
    data = raw_toml()
    data["awards"]["horror"] = 13
    with pytest.raises(ValueError, match="Horror award card 13"):
        parse_cards(data)
    data = raw_toml()
    data["stars"][0]["value"] = 4
    with pytest.raises(ValueError, match="star s01 has value 4"):
        parse_cards(data)


@pytest.mark.parametrize("players,each", [(3, 4), (4, 3)])
def test_H1_3_reel_tokens_per_player_and_twelve_in_play(players, each):
    state = new_game(players)
    assert state.tokens == [each] * players
    assert sum(state.tokens) == 12
    assert state.cut_left == [True] * players
    assert state.double_left == [True] * players


@pytest.mark.parametrize("players", [3, 4])
def test_H2_1_as_many_rounds_as_players(players):
    state = new_game(players, first=1)
    started = []
    while not state.is_terminal():
        events = lay_out(state, layout_with(state)) + finish_round(state)
        started += [e for e in events if isinstance(e, E.RoundStarted)]
    assert [e.round for e in started] == list(range(players))
    # every card of the decks was used when 4 play: 4 x (3 stars + 11 film deck cards)
    if players == 4:
        assert state.star_deck == [] and state.film_deck == []


@pytest.mark.parametrize("players", [3, 4])
def test_H2_2_first_player_drawn_by_chance(players):
    from cinetable.engine import load_game
    state = load_game("hollywood", players).new_initial_state()
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"first P{s + 1}" for s in range(players)]
    assert all(p == pytest.approx(1 / players) for _, p in outcomes)
    events = state.apply_action(state.parse_action(f"first P{players}"))
    assert events == [E.FirstPlayerDrawn(players - 1)]
    assert state.first == players - 1


def test_H2_2_each_round_starts_with_next_seat_clockwise():
    state = new_game(4, first=2)
    firsts = []
    while not state.is_terminal():
        lay_out(state, layout_with(state))
        firsts.append(state.current_player())
        finish_round(state)
    assert firsts == [2, 3, 0, 1]            # everybody is first player once


def test_H2_3_studio_cards_are_once_per_game_not_per_round():
    state = new_game(3, first=0)
    lay_out(state, layout_with(state))
    play(state, "cut")                        # seat 0 uses Cut in round 1
    assert state.cut_left == [False, True, True]
    play(state, "double A B")                 # seat 1 uses Double Reel in round 1
    finish_round(state)
    lay_out(state, layout_with(state))
    assert state.current_player() == 1        # round 2: seat 1 starts
    legal = [str(a) for a in state.legal_actions()]
    assert "double" not in legal and "cut" in legal
    with pytest.raises(IllegalActionError, match="already played your Double Reel"):
        state.parse_action("double")
    play(state, "A")
    legal = [str(a) for a in state.legal_actions()]
    assert "cut" in legal and "double" in legal       # seat 2 still holds both
    play(state, "B")
    assert state.current_player() == 0
    legal = [str(a) for a in state.legal_actions()]
    assert "cut" not in legal and "double" in legal
    with pytest.raises(IllegalActionError, match="already played your Cut card"):
        state.parse_action("cut")
    assert state.cut_left == [False, True, True]
    assert state.double_left == [True, False, True]


def test_H1_damaged_card_data_is_named_not_a_crash(tmp_path, monkeypatch):
    """A missing or damaged assets/games/hollywood.toml gives a message naming the file."""
    import cinetable.games.hollywood.cards as cards_mod
    load = cards_mod.load_cards.__wrapped__          # past the cache
    monkeypatch.setattr(cards_mod, "asset_path", lambda *parts: tmp_path / parts[-1])
    with pytest.raises(FileNotFoundError, match="card data is missing"):
        load()
    (tmp_path / "hollywood.toml").write_text("[[genres]]\nid = 'action'\n")
    with pytest.raises(ValueError, match="card data is damaged.*hollywood.toml"):
        load()
    (tmp_path / "hollywood.toml").write_text("stars = [")
    with pytest.raises(ValueError, match="card data is damaged"):
        load()
