"""New game scene: the setup chosen on screen is the setup the session gets."""
import pygame
import pytest

from shell_helpers import click, frames, key, names

pytestmark = pytest.mark.gui


@pytest.fixture
def new_game(app, title):
    click(app, title.buttons["new"])
    return app.scenes.top


@pytest.fixture
def opened(monkeypatch):
    """Sessions handed to open_table (the table itself is not opened)."""
    out = []
    monkeypatch.setattr("cinetable.client.tables.open_table",
                        lambda app_, session: out.append(session))
    return out


def test_defaults_offer_only_implemented_games_and_their_player_range(app, new_game):
    from cinetable.engine import game_infos
    assert new_game.game_choice.values == [i.id for i in game_infos(implemented_only=True)]
    assert new_game.players_choice.values == [3, 4]
    assert new_game.players == 4
    assert new_game.name_entry.get_text() == app.settings["player_name"]
    assert set(new_game.level_choices) == {1, 2, 3}


def test_start_builds_the_session_from_the_choices(app, new_game, opened):
    click(app, new_game.players_choice.buttons[0])           # 3 players
    new_game = app.scenes.top                                  # (rows were rebuilt)
    assert set(new_game.level_choices) == {1, 2}
    click(app, new_game.seat_choice.buttons[1])               # I sit in seat 2
    assert set(new_game.level_choices) == {0, 2}
    click(app, new_game.level_choices[2].buttons[2])          # seat 3 is hard
    click(app, new_game.toggles["advanced_scoring"].button)   # variant on
    new_game.name_entry.set_text("Marion")
    new_game.seed_entry.set_text("4242")
    click(app, new_game.start_button)
    assert len(opened) == 1
    record = opened[0].record
    assert record.game == "hollywood" and record.players == 3
    assert record.options == {"advanced_scoring": True, "prototype_order": False}
    assert record.seed == 4242
    kinds = [(s.kind, s.level) for s in record.seats]
    assert kinds == [("bot", "normal"), ("human", None), ("bot", "hard")]
    assert record.seats[1].name == "Marion"
    assert record.seats[0].name.endswith("(normal)") and record.seats[2].name.endswith("(hard)")
    assert record.seats[0].name != record.seats[2].name
    assert app.settings["player_name"] == "Marion"
    assert 'player_name = "Marion"' in app.settings_file.read_text(encoding="utf-8")
    assert names(app) == ["title"]          # the menus are gone; the table goes on top


def test_empty_seed_means_a_random_deal(app, new_game, opened):
    click(app, new_game.start_button)
    click(app, app.scenes.top.buttons["new"])
    click(app, app.scenes.top.start_button)
    assert len(opened) == 2
    assert opened[0].record.seed != opened[1].record.seed


def test_bot_names_come_from_the_locale_and_do_not_repeat(app, new_game):
    from cinetable.client.scenes.new_game import bot_names
    pool = bot_names(app.t)
    seats = new_game.seats()
    bots = [s.name.rsplit(" (", 1)[0] for s in seats if s.kind == "bot"]
    assert len(set(bots)) == len(bots) == 3
    assert all(b in pool for b in bots)


def test_return_starts_and_the_real_table_opens(app, new_game):
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert names(app) == ["title", "table"]
    assert app.scenes.top.session.record.players == 4


def test_back_returns_to_title(app, new_game):
    click(app, new_game.back_button)
    assert names(app) == ["title"]


def test_default_name_follows_the_language_and_is_not_stored(app, opened):
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.client.scenes.title import TitleScene
    app.set_language("fr")
    app.scenes.push(TitleScene(app))
    scene = NewGameScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    assert scene.name_entry.get_text() == "Vous"
    click(app, scene.start_button)
    assert opened[0].record.seats[0].name == "Vous"
    assert app.settings["player_name"] == "You"      # still the language-neutral default


def test_a_game_that_cannot_start_is_explained_and_the_app_goes_on(app, new_game,
                                                                    monkeypatch):
    """Damaged game data (a missing card file) shows a message; nothing else changes."""
    def broken(*args, **kwargs):
        raise FileNotFoundError("Hollywood! card data is missing: assets/games/hollywood.toml")
    monkeypatch.setattr("cinetable.client.session.GameSession.new", broken)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert names(app) == ["title", "new_game", "dialog"]
    assert "card data is missing" in app.scenes.top.text
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert names(app) == ["title", "new_game"]
