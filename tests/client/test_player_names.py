"""Player names (issue 17, item 3): the first start asks the player's name and keeps it;
no seat is named "You" in the third person (old saves and settings held the built-in
"You"); hotseat humans have distinct names and the curtain says whom to pass to."""
from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, frames, key, until

from cinetable.client.services import Translator
from cinetable.client.session import GameSession
from cinetable.client.table.curtain import CurtainScene
from cinetable.client.table.seats import display_names
from cinetable.client.tables import open_table
from cinetable.persistence.records import Seat

pytestmark = pytest.mark.gui

# an older version's hotseat game: the player was "You", the other human "Player 3"
OLD_SEATS = [("You", "human"), ("Rita", "bot", "random"), ("Player 3", "human"),
             ("Sam", "bot", "random")]
THIRD_PERSON_YOU = ("You plays", "You gets", "You gives", "You is", "You takes",
                    "You passes", "You keeps", "You leads", "You wins")


def test_log_lines_about_an_old_saves_you_seat_name_the_player():
    from cinetable.client.poker.narrate import Narrator
    from cinetable.games.poker import events as E
    t = Translator("en")
    seats = [Seat(*s) for s in OLD_SEATS]
    names = display_names(seats, t, "Marion")
    assert names == ["Marion", "Rita", "Player 3", "Sam"]
    viewer = Narrator(t, names, 2)               # the other human has the screen
    line, _ = viewer.line(E.LeaderDrawn(player=0, order=(0, 1, 2, 3)), None)
    assert line == "Marion is drawn to lead the first deal."
    line, _ = viewer.line(E.ExchangeDecided(higher=1, lower=0, count=1, taken=True), None)
    assert line.startswith("Rita takes the exchange: Marion gives")
    own, _ = Narrator(t, names, 0).line(E.LeaderDrawn(player=0, order=(0, 1, 2, 3)), None)
    assert own == "You are drawn to lead the first deal."
    # no name chosen in the settings: a neutral seat name, never "You"
    assert display_names(seats, t)[0] == "Player 1"
    assert display_names(seats, Translator("fr"))[:3] == ["Joueur 1", "Rita", "Player 3"]


def test_two_hotseat_humans_read_their_own_lines_and_each_others_names(app):
    """Hollywood 1947 deals a job to each seat: the viewer reads "You get the ...", the
    other human's line names them ("Marion gets the ..."), never "You gets"."""
    app.settings["animation_speed"] = "instant"
    app.settings["player_name"] = "Marion"
    session = GameSession.new("hollywood1947", 4, {}, OLD_SEATS, seed=5)
    scene = open_table(app, session)
    assert until(app, lambda: isinstance(app.scenes.top, CurtainScene), 600)
    click(app, app.scenes.top.button, 2)
    frames(app, 3)
    viewer = session.human_seat
    other = 2 if viewer == 0 else 0
    text = "\n".join(scene.log.texts)
    assert not any(bad in text for bad in THIRD_PERSON_YOU), text
    assert "You get the" in text
    assert f"{['Marion', 'Rita', 'Player 3', 'Sam'][other]} gets the" in text


def test_the_first_start_asks_the_name_once_and_keeps_it(app):
    from cinetable.client.scenes.dialogs import TextPromptScene
    from cinetable.client.scenes.title import TitleScene
    from cinetable.persistence.settings import load_settings
    app.name_asked = False                       # a first start: no name in the settings
    assert app.settings["player_name"] == ""
    title = TitleScene(app)
    app.scenes.push(title)
    frames(app, 3)
    prompt = app.scenes.top
    assert isinstance(prompt, TextPromptScene) and prompt.title == "Welcome to cinetable"
    prompt.entry.set_text("  Marion\tDelorme ")
    key(app, pygame.K_RETURN, 2)
    assert app.scenes.top is title
    assert app.settings["player_name"] == "Marion Delorme"
    assert load_settings(app.settings_file)["player_name"] == "Marion Delorme"
    frames(app, 3)
    assert app.scenes.top is title               # asked once


def test_later_leaves_the_name_unchosen_and_is_not_asked_again_this_run(app):
    from cinetable.client.scenes.title import TitleScene
    app.name_asked = False
    app.settings["player_name"] = "You"          # an older version's built-in name
    title = TitleScene(app)
    app.scenes.push(title)
    frames(app, 3)
    assert app.scenes.top is not title
    click(app, app.scenes.top.cancel, 3)
    assert app.scenes.top is title and app.settings["player_name"] == "You"


def test_the_curtain_names_the_player_never_you(app):
    app.settings["animation_speed"] = "instant"
    app.settings["player_name"] = "Marion"
    session = GameSession.new("poker", 4, {"end": "deals1"}, OLD_SEATS, seed=7)
    open_table(app, session)
    assert until(app, lambda: isinstance(app.scenes.top, CurtainScene), 600)
    curtain = app.scenes.top
    p = session.state.current_player()
    assert curtain.player == ["Marion", "Rita", "Player 3", "Sam"][p]
    assert app.t("hotseat.pass_to", name=curtain.player) != "Pass to You"


def test_new_game_gives_hotseat_humans_distinct_names(app):
    from cinetable.client.scenes.new_game import NewGameScene
    scene = NewGameScene(app)                    # no name chosen yet
    app.scenes.push(scene)
    frames(app, 2)
    assert scene.name_entry.get_text() == ""
    choice = scene.level_choices[2]
    click(app, choice.buttons[choice.values.index("human")], 2)
    names = [s.name for s in scene.seats()]
    assert names[0] == "Player 1" and names[2] == "Player 3"
    scene.name_entry.set_text("Ann")
    scene.human_entries[2].set_text("Ann")       # the same name typed twice
    scene._keep_typed()                          # as Start does
    names = [s.name for s in scene.seats()]
    assert names[0] == "Ann" and names[2] == "Player 3"


def test_seat_letters_are_the_same_in_every_language():
    from cinetable.client.table.seats import initials_for
    seats = [Seat(*s) for s in OLD_SEATS]
    letters = {lang: initials_for(display_names(seats, Translator(lang)))
               for lang in ("en", "fr", "it")}
    assert letters["en"] == letters["fr"] == letters["it"] == ["P", "R", "L", "S"]
