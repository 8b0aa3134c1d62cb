"""New game scene: the setup chosen on screen is the setup the session gets."""
import pygame
import pytest
from shell_helpers import click, frames, key, names

pytestmark = pytest.mark.gui


@pytest.fixture
def new_game(app, title):
    click(app, title.buttons["new"])
    return app.scenes.top



def test_defaults_offer_only_implemented_games_and_their_player_range(app, new_game):
    from cinetable.client.tables import has_table
    from cinetable.engine import game_infos
    # a game is offered once both its rules and its table are there
    assert new_game.game_choice.values == [i.id for i in game_infos(implemented_only=True)
                                           if has_table(i.id)]
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
    click(app, new_game.level_choices[2].buttons[new_game.level_choices[2].values.index("hard")])
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


def test_no_name_chosen_gives_a_neutral_seat_name_that_is_not_stored(app, opened):
    """Never "Vous": the seat is "Joueur 1" and the settings still hold no name."""
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.client.scenes.title import TitleScene
    app.settings["player_name"] = "Vous"             # an older version's built-in name
    app.set_language("fr")
    app.scenes.push(TitleScene(app))
    scene = NewGameScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    assert scene.name_entry.get_text() == ""
    click(app, scene.start_button)
    assert opened[0].record.seats[0].name == "Joueur 1"
    assert app.settings["player_name"] == "Vous"     # not replaced by a seat name


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


def test_an_option_with_choices_is_a_row_of_buttons(app, title, monkeypatch, opened):
    """The scene serves every game: an option with choices (e.g. a target score) is a
    segmented row, and the choice reaches the session's options."""
    import cinetable.engine as engine
    from cinetable.engine import GameInfo, OptionSpec
    fake = GameInfo("hollywood", "Hollywood!", 3, 4, implemented=True, options=(
        OptionSpec("advanced_scoring", False, "Advanced scoring"),
        OptionSpec("target", 30, "Points to win", "The game ends when someone reaches it.",
                   choices=(20, 30, 40))))
    monkeypatch.setattr(engine, "game_infos", lambda implemented_only=False: [fake])
    created = []
    monkeypatch.setattr("cinetable.client.session.GameSession.new",
                        lambda *a, **kw: created.append(a) or object())
    click(app, title.buttons["new"])
    scene = app.scenes.top
    row = scene.option_choices["target"]
    assert row.value == 30 and [b.text for b in row.buttons] == ["20", "30", "40"]
    click(app, row.buttons[2])
    assert scene.options == {"advanced_scoring": False, "target": 40}
    click(app, scene.start_button)
    assert created and created[0][2] == {"advanced_scoring": False, "target": 40}


@pytest.mark.parametrize("players", [1, 4, 8, 9])
def test_big_and_small_tables_fit_the_panel(app, title, monkeypatch, players):
    """Every game's player range (1 to 9) lays out without overlaps: seat buttons stay in
    the left column, bot rows above the variants, everything inside the panel."""
    import cinetable.engine as engine
    from cinetable.engine import GameInfo, OptionSpec
    fake = GameInfo("hollywood", "Hollywood!", 1, 9, implemented=True, options=(
        OptionSpec("advanced_scoring", False, "Advanced scoring", "A variant."),
        OptionSpec("prototype_order", False, "Prototype order", "Another one.")))
    monkeypatch.setattr(engine, "game_infos", lambda implemented_only=False: [fake])
    click(app, title.buttons["new"])
    scene = app.scenes.top
    scene._set_players(players)
    frames(app, 1)
    seat_buttons = scene.seat_choice.buttons
    assert len(seat_buttons) == players
    assert max(b.relative_rect.right for b in seat_buttons) < scene.right_x - 30
    rows = [b.relative_rect for c in scene.level_choices.values() for b in c.buttons]
    toggles = [t.button.relative_rect for t in scene.toggles.values()]
    for r in rows + toggles:
        assert scene.panel.contains(r), r
    if rows and toggles:
        assert max(r.bottom for r in rows) < min(r.top for r in toggles)


def test_a_game_without_a_table_is_not_offered_and_its_save_explains(app, title, monkeypatch):
    """A game whose rules are done before its table: not in New game; loading a save of
    it says so in a dialog instead of ending the app."""
    import cinetable.client.tables as tables
    real = tables.has_table
    monkeypatch.setattr(tables, "has_table", lambda game_id: game_id == "hollywood"
                        and real(game_id))
    from cinetable.client.scenes.new_game import NewGameScene
    assert [i.id for i in NewGameScene(app).infos] == ["hollywood"]

    def no_table(game_id):
        raise ValueError(f"There is no table for the game '{game_id}' yet")
    monkeypatch.setattr(tables, "table_class", no_table)
    from shell_helpers import write_save
    path = write_save(actions=10)
    from cinetable.client.scenes.launch import resume
    resume(app, path)
    frames(app, 2)
    assert names(app) == ["title", "dialog"]
    assert "no table" in app.scenes.top.text


def test_a_fresh_game_gets_a_64_bit_seed(app, new_game, opened):
    key(app, pygame.K_RETURN)
    assert opened[0].record.seed >= 10 ** 7     # not six digits (p = 2**-40 of a miss)


def test_the_seed_code_of_a_results_screen_typed_back_deals_the_same(app, new_game, opened):
    from cinetable.persistence.seeds import seed_code
    seed = 0x1D2C3B4A59687766
    texts = []
    real_t = app.t
    from cinetable.client.scenes.results import ResultsScene
    from cinetable.client.session import GameSession
    done = GameSession.new("hollywood", 3, {}, [("A", "bot", "easy"), ("B", "bot", "easy"),
                                                ("C", "bot", "easy")], seed=seed)
    done.run_bots_until_human()
    app.t = lambda k, **kw: texts.append(kw.get("seed")) or real_t(k, **kw)
    ResultsScene(app, done)._paint()
    app.t = real_t
    shown = [s for s in texts if s]
    assert shown == [seed_code(seed)]
    new_game.seed_entry.set_text(shown[0].lower())          # typed as read, any case
    key(app, pygame.K_RETURN)
    assert opened[0].record.seed == seed


def test_a_typed_six_digit_seed_still_works_and_a_bad_code_is_explained(app, new_game, opened):
    new_game.seed_entry.set_text("123456")
    key(app, pygame.K_RETURN)
    assert opened[0].record.seed == 123456
    click(app, app.scenes.top.buttons["new"])              # back on the title: New game
    new_game = app.scenes.top
    new_game.seed_entry.set_text("4XQ7-M2PA")
    key(app, pygame.K_RETURN)
    assert names(app)[-1] == "dialog" and "4XQ7-M2PA" in app.scenes.top.text
    assert len(opened) == 1


@pytest.mark.gui
def test_every_real_game_fits_the_panel_at_every_player_count(app, title):
    """The four games' own options (Hollywood 1947 has five) and seat rows, at every table
    size: every button inside the panel, opponents above the variants, no two overlapping."""
    click(app, title.buttons["new"])
    scene = app.scenes.top
    for info in scene.infos:
        scene._set_game(info.id)
        for n in range(info.min_players, info.max_players + 1):
            scene._set_players(n)
            frames(app, 1)
            scene = app.scenes.top
            rows = [b.relative_rect for c in scene.level_choices.values() for b in c.buttons]
            options = [t.button.relative_rect for t in scene.toggles.values()] + \
                [b.relative_rect for c in scene.option_choices.values() for b in c.buttons]
            games = [b.relative_rect for b in scene.game_choice.buttons]
            every = rows + options + games
            for r in every:
                assert scene.panel.contains(r), (info.id, n, r)
            if rows and options:
                assert max(r.bottom for r in rows) <= min(r.top for r in options), (info.id, n)
            for i, a in enumerate(every):
                assert not any(a.colliderect(b) for b in every[i + 1:]), (info.id, n, a)


def test_new_game_opens_on_the_game_last_started(app, title, opened):
    click(app, title.buttons["new"])
    scene = app.scenes.top
    poker = scene.game_choice.values.index("poker")
    click(app, scene.game_choice.buttons[poker])
    click(app, app.scenes.top.start_button)
    assert opened[-1].record.game == "poker"
    app.go("title")
    click(app, app.scenes.top.buttons["new"])
    assert app.scenes.top.game.id == "poker"           # not the first game again


def test_the_results_new_game_opens_on_the_game_just_played(app):
    from cinetable.client.scenes.results import ResultsScene
    from cinetable.client.session import GameSession
    s = GameSession.new("cannes", 3, {}, [("A", "bot", "random"), ("B", "bot", "random"),
                                          ("C", "bot", "random")], seed=5)
    s.run_bots_until_human()
    app.scenes.push(ResultsScene(app, s))
    frames(app, 1)
    click(app, app.scenes.top.new_b, 3)
    assert app.scenes.top.name == "new_game" and app.scenes.top.game.id == "cannes"


def test_the_seat_hint_says_who_starts_in_each_game(app, new_game, monkeypatch):
    from cinetable.client import text_wrap, widgets
    hints: list[str] = []
    monkeypatch.setattr(widgets, "wrap", lambda f, text, w: hints.append(text) or
                        text_wrap.wrap(f, text, w))
    t = app.t
    game = new_game.game_choice.values.index("hollywood1947")
    click(app, new_game.game_choice.buttons[game])
    scene = app.scenes.top
    click(app, scene.players_choice.buttons[scene.players_choice.values.index(4)])
    assert t("hollywood1947.seat_hint") in hints and t("newgame.seat_hint") not in hints[-3:]
    hints.clear()
    game = app.scenes.top.game_choice.values.index("cannes")
    click(app, app.scenes.top.game_choice.buttons[game])
    assert t("newgame.seat_hint") in hints          # Cannes' first player is drawn
