"""Hollywood 1947's story of the films: the recap after each premiere matches the
engine's premiere events; what a premiere revealed stays public after any load (the
observation, the film strip and the log); the suspicion notebook is saved with the
game, and only the human holding the screen sees their own marks."""
import random

import pygame
import pytest
from shell_helpers import click_at, frames, key, until

from cinetable.client.hollywood1947.notebook import cycle_mark, notes_of
from cinetable.client.hollywood1947.recap import film_recap
from cinetable.engine import CHANCE, load_game
from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.persistence import records


def random_game(players=4, seed=3):
    """(actions, [(index after which a film was revealed, FilmRevealed)]) of a whole game."""
    rng = random.Random(seed)
    state = load_game("hollywood1947", players, {}).new_initial_state()
    actions, films = [], []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            outs, probs = zip(*state.chance_outcomes())
            a = rng.choices(outs, probs)[0]
        else:
            a = rng.choice(state.legal_actions())
        actions.append(str(a))
        for ev in state.apply_action(a):
            if isinstance(ev, E.FilmRevealed):
                films.append((len(actions), ev, list(state.score)))
    return actions, films


@pytest.mark.parametrize("seed", [3, 11])
def test_the_recap_matches_the_engines_premiere_events(seed):
    actions, films = random_game(seed=seed)
    assert films
    state = load_game("hollywood1947", 4, {}).new_initial_state()
    done = 0
    for k, (at, ev, score) in enumerate(films):
        for a in actions[done:at]:
            state.apply_action(state.parse_action(a))
        done = at
        rc = film_recap(state.observation(1), k)
        assert rc["number"] == ev.round + 1 == k + 1
        assert (rc["poster"], sorted(rc["cards"]), rc["patriot"], rc["communist"],
                rc["winner"]) == (ev.poster, sorted(ev.cards), ev.patriot, ev.communist,
                                  ev.winner)
        assert [rc["reels"]["patriot"], rc["reels"]["communist"]] == score
        assert sum(c for _h, c in rc["adders"]) >= len(ev.cards)


def test_W3_3_1_a_record_loaded_at_any_point_shows_every_card_revealed_before_it():
    actions, films = random_game(seed=5)
    for upto in range(0, len(actions) + 1, 7):
        rec = records.GameRecord(game="hollywood1947", players=4,
                                 seats=[records.Seat(f"P{i}") for i in range(4)],
                                 actions=actions[:upto])
        state = records.replay(rec)
        shown = [sorted(ev.cards) for at, ev, _s in films if at <= upto]
        for seat in range(4):
            obs = state.observation(seat)
            assert [sorted(f["cards"]) for f in obs["films"]] == shown


FOUR = [("Marion", "human"), ("Bette", "bot", "random"), ("Cary", "bot", "random"),
        ("Dana", "bot", "random")]


def session_at_premiere(folder, films=2, seed=7):
    """A session stopped right after its `films`-th premiere (autosaved)."""
    from cinetable.client.session import GameSession
    s = GameSession.new("hollywood1947", 4, {}, FOUR, seed=seed, folder=folder,
                        bot_time_budget=0.01)
    s.background_save = False
    rng = random.Random(seed)
    while len(s.state.films) < films:
        if s.human_to_move() and s.state.current_player() == 0:
            s.apply(rng.choice(s.state.legal_actions()))
        else:
            s.step_auto(None)
    s.autosave(wait=True)
    return s


def test_a_game_saved_at_a_premiere_shows_its_cards_after_loading(app):
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    s = session_at_premiere(app.saves_dir)
    films = [list(f[1]) for f in s.state.films]
    loaded = GameSession.resume(s.autosave_path)
    scene = open_table(app, loaded)
    frames(app, 3)
    strip = [k for _r, k in scene.regions if k[0] == "film"]
    assert strip == [("film", 0), ("film", 1)]
    film_lines = [t for t in scene.log.texts if "Cards:" in t]
    assert len(film_lines) == 2, scene.log.texts
    for line, cards in zip(film_lines, films):
        names = [scene.words.card(A.CARD_ID[c]) for c in cards]
        assert all(n in line for n in names), (line, names)


def test_the_notebook_is_saved_with_the_game_and_kept_from_bots(app):
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    s = session_at_premiere(app.saves_dir, films=1)
    scene = open_table(app, s)
    assert until(app, lambda: scene.human_can_act() or s.state.is_terminal())
    frames(app, 2)
    assert set(scene.note_rects) == {1, 2, 3}, "a chip on every other seat, none on yours"
    click_at(app, scene.note_rects[2].center, 2)
    click_at(app, scene.note_rects[2].center, 2)     # Patriot? then Communist?
    assert scene.notes() == {2: "communist"}
    s.flush()
    back = GameSession.resume(s.autosave_path)
    assert notes_of(back.record, 0) == {2: "communist"}
    # not game state: every seat's observation (all a bot is given) is the same without it
    plain = records.replay(back.record.copy(notes={}))
    for q in range(4):
        assert back.state.observation(q) == plain.observation(q)


def test_each_hotseat_human_sees_only_their_own_notes(app):
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    seats = [("Ann", "human"), ("Bob", "human"), ("Cary", "bot", "random")]
    s = GameSession.new("hollywood1947", 3, {}, seats, seed=4, bot_time_budget=0.01)
    cycle_mark(s.record, 0, 1)
    scene = open_table(app, s)
    s.human_seat = 0
    assert scene.notes() == {1: "patriot"}
    s.human_seat = 1                    # the screen passes to Bob
    assert scene.notes() == {}
    assert cycle_mark(s.record, 1, 1) is None, "no note on your own seat"


def test_an_open_recap_holds_the_table_and_the_top_bar_says_so(app):
    """Issue 27: while a recap is open the bots wait for the reader, so the top bar says
    the table waits for you (not "Bette is thinking…" for half a minute)."""
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    s = session_at_premiere(app.saves_dir, films=1)
    while not s.is_bot(s.state.current_player()):     # on to a bot's turn
        if s.human_to_move():
            s.apply(s.state.legal_actions()[0])
        else:
            s.step_auto(None)
    scene = open_table(app, s)
    scene.open_recap(0)
    done = len(s.record.actions)
    frames(app, 40)
    assert len(s.record.actions) == done, "the table waits while the recap is open"
    assert scene.status() == (app.t("hollywood1947.prompt.recap_wait"), False)
    assert scene.thinking_seat() is None, "no thinking dots on a bot's panel"
    key(app, pygame.K_RETURN)
    assert scene.recap is None
    assert until(app, lambda: len(s.record.actions) > done), "closed: the table goes on"


def test_W3_2_3_the_recap_names_the_cut_card_to_the_editor_alone():
    """Issue 27: the recap says how each film's cut went; the card the Editor looked at
    is named to the Editor only, the others learn who edited and whether it went out."""
    from cinetable.client.hollywood1947.cut_story import cut_facts, cut_line
    from cinetable.client.hollywood1947.words import Words
    from cinetable.client.services import Translator
    actions, films = random_game(players=5, seed=21)
    rec = records.GameRecord(game="hollywood1947", players=5,
                             seats=[records.Seat(f"P{i}") for i in range(5)], actions=actions)
    seen = {q: [] for q in range(5)}
    state = load_game("hollywood1947", 5, {}).new_initial_state()
    for text in rec.actions:
        for ev in state.apply_action(state.parse_action(text)):
            for q in range(5):
                if ev.visible(q):
                    seen[q].append(ev)
    facts = {q: cut_facts(seen[q]) for q in range(5)}
    assert set(facts[0]) == {ev.round for _at, ev, _s in films}
    edited = [k for k, c in facts[0].items() if c["editor"] >= 0]
    assert edited, "an Editor cut a film in this game"
    t = Translator("en")
    for k in edited:
        ed = facts[0][k]["editor"]
        assert facts[ed][k]["card"] is not None, "the Editor saw the card"
        for q in range(5):
            assert facts[q][k]["editor"] == ed and facts[q][k]["out"] == facts[ed][k]["out"]
            if q != ed:
                assert facts[q][k]["card"] is None, "nobody else learns the card"
        words = Words(t, [f"P{i}" for i in range(5)], 5, ed)
        card = words.card(facts[ed][k]["card"])
        assert card in cut_line(t, words, facts[ed][k], ed)
        other = (ed + 1) % 5
        line = cut_line(t, Words(t, [f"P{i}" for i in range(5)], 5, other), facts[other][k],
                        other)
        assert f"P{ed} (Editor)" in line
    plain = [k for k, c in facts[0].items() if c["editor"] < 0]
    assert all(facts[0][k]["random"] for k in plain), "no Editor: a card went at random"
