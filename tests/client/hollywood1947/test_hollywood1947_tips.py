"""Every Hollywood 1947 card and token has a tooltip saying what it is and what it is worth,
in English, French and Italian; at a real table, hovering each area shows one."""
import pygame
import pytest
from shell_helpers import frames, until

from cinetable.client.hollywood1947.tips import CARD_KINDS, tip_lines
from cinetable.client.hollywood1947.words import CARD_BY_ID, POSTER_BY_ID, Words
from cinetable.client.services import Translator
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.hollywood1947 import actions as A

NAMES = ["Ann", "Bette", "Cary"]


def an_obs(poster="western"):
    """A 3-player table with one ghost: the facts a tip reads."""
    return {"players": 3, "used": [2], "dice": [1, 0, 1, 0, 1, 0, 0],
            "tokens": [1, 0, 0, 1], "poster": poster, "pile_by": [0, -1, 3],
            "ghosts": ["hearing1"], "ghost_full": [True],
            "score": {"patriot": 2, "communist": 1},
            "deck_size": 30, "discard_size": 4, "poster_deck": 9}


def every_key():
    one_of_each = [next(c for c in CARD_BY_ID if CARD_BY_ID[c].kind == k) for k in CARD_KINDS]
    keys = [("hand", c) for c in one_of_each] + [("look", c) for c in one_of_each]
    keys += [("loyalty", k) for k in (None, *A.LOYALTIES)]
    keys += [("job", j, h) for j in range(9) for h in (-1, 1)]
    keys += [("die", d) for d in range(7)] + [("trophy", 0), ("trophy", 3),
                                             ("trophies_centre",), ("poster",)]
    keys += [("pile", i) for i in range(3)] + [("ghost", 0)]
    keys += [("score", "patriot"), ("score", "communist"), ("piles",)]
    return keys


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_card_and_token_kind_has_tip_lines_in_every_language(lang):
    t = Translator(lang)
    words = Words(t, NAMES, 3, 0)
    posters = [next(p for p in POSTER_BY_ID if POSTER_BY_ID[p].bias == b) for b in (1, -1, 0)]
    seen = set()
    for poster in (*posters, None):
        obs = an_obs(poster)
        for key in every_key():
            lines = tip_lines(words, key, obs)
            assert len(lines) >= 2 and all(lines), (lang, key, lines)
            for line in lines:
                assert "hollywood1947." not in line and "{" not in line, (lang, key, line)
            seen.add(tuple(lines))
    assert len(seen) > 40            # the tips differ from one thing to the next


def test_card_tips_say_the_symbols_and_the_premiere_effects():
    words = Words(Translator("en"), NAMES, 3, 0)
    obs = an_obs()
    hearing = tip_lines(words, ("hand", "hearing1"), obs)
    assert hearing[0] == "Hearing · 2 Patriot" and "2 Patriot symbol" in hearing[1]
    assert any("every die is rerolled" in line for line in hearing)
    reorg = tip_lines(words, ("hand", "reorg1"), obs)
    assert "2 Communist symbol" in reorg[1] and any("Jobs are shuffled" in x for x in reorg)
    assert "neither side" in tip_lines(words, ("hand", "neutral1"), obs)[1]
    # a 3-player game: the Communists need only 3 films (W4.1)
    assert "3 films" in tip_lines(words, ("loyalty", "communist"), obs)[1]
    assert tip_lines(words, ("score", "communist"), obs)[1] == "1 of 3 films won"
    director = tip_lines(words, ("job", 2, -1), obs)
    assert director[0] == "3. Director" and "Already used" in director[-1]
    assert tip_lines(words, ("pile", 2), obs)[1] == "Added by Ghost 1"
    ghost = tip_lines(words, ("ghost", 0), obs)
    assert "Hearing · 2 Patriot" in ghost       # this ghost card is known to the viewer
    assert tip_lines(words, ("die", 0), obs)[0] == "Your first die"
    assert "must add a card" in tip_lines(words, ("die", 0), obs)[1]


def hover(app, pos, n_frames=30):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, n_frames)


def hover_each_kind(app, scene, kinds_wanted):
    done = set()
    for rect, key in list(scene.regions):
        if key[0] in kinds_wanted and key[0] not in done:
            hover(app, rect.center)
            assert scene.tips.showing, key
            lines = scene.tips.lines()
            assert lines == tip_lines(scene.words, key, scene.view.obs) and len(lines) >= 2
            done.add(key[0])
    return done


@pytest.mark.gui
def test_hovering_each_area_of_a_solo_table_gives_a_tip(app):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood1947", 1, {}, [("Ann", "human")], seed=9,
                              bot_time_budget=0.01)
    scene = open_table(app, session)
    assert until(app, scene.human_can_act)
    frames(app, 2)
    wanted = {"hand", "loyalty", "job", "die", "ghost", "poster", "score", "piles",
              "trophies_centre"}
    done = hover_each_kind(app, scene, wanted)
    assert done == wanted, wanted - done
    # a trophy on a panel (as the Director gives it): the view shows it, the tip says whose
    scene.view.obs["tokens"][0] = 1
    scene.view.version += 1
    frames(app, 2)
    assert hover_each_kind(app, scene, {"trophy"}) == {"trophy"}
    assert scene.tips.lines()[1] == "Held by Ann"
    hover(app, scene.hand_card_rect(0).center)
    first = scene.tips.lines()[0]
    assert first == scene.words.card(scene.view.obs["hand"][0])
    app.set_language("fr")
    frames(app, 2)
    table_fr = app.scenes.top
    hover(app, (1270, 795))
    hover(app, table_fr.hand_card_rect(0).center)
    assert any("Patriote" in x or "Communiste" in x or "Aucun symbole" in x
               for x in table_fr.tips.lines())


@pytest.mark.gui
def test_face_down_cards_on_the_poster_and_trophies_have_tips(app):
    """Play a five-player game by the first option until cards lie on the poster."""
    app.settings["animation_speed"] = "instant"
    seats = [("Ann", "human")] + [(n, "bot", "easy") for n in ("Bette", "Cary", "Dana",
                                                                 "Errol")]
    session = GameSession.new("hollywood1947", 5, {}, seats, seed=5, bot_time_budget=0.01)
    scene = open_table(app, session)
    found = set()
    for _ in range(200):
        assert until(app, lambda: scene.human_can_act() or app.scenes.top is not scene)
        if app.scenes.top is not scene:
            break
        frames(app, 2)
        found |= hover_each_kind(app, scene, {"pile", "trophy"} - found)
        if found == {"pile", "trophy"}:
            break
        hand = scene.hand_actions()
        if hand:
            scene.act(hand[next(c for c in scene.view.obs["hand"] if c in hand)])
        else:
            items = scene.menu()
            what = items[-1][1] if len(items) > 1 else items[0][1]
            if isinstance(what, str):
                scene.choose(what)
                what = scene.menu()[0][1]
            scene.choose(what)
    assert "pile" in found, found
