"""Settings scene: each change is live in app.settings and written to the TOML file."""
import pygame
import pytest
import tomli
from shell_helpers import click, frames, key, names

pytestmark = pytest.mark.gui


@pytest.fixture
def settings(app, title):
    click(app, title.buttons["settings"])
    return app.scenes.top


def saved(app) -> dict:
    with open(app.settings_file, "rb") as f:
        return tomli.load(f)


def test_animation_speed_is_written_to_the_toml(app, settings):
    fast = settings.speed.buttons[settings.speed.values.index("fast")]
    click(app, fast)
    assert app.settings["animation_speed"] == "fast"
    assert saved(app)["animation_speed"] == "fast"


def test_bot_level_and_fullscreen_toggles_are_saved(app, settings):
    click(app, settings.level.buttons[settings.level.values.index("easy")])
    click(app, settings.fullscreen.button)       # the dummy driver may refuse: no crash
    data = saved(app)
    assert data["bot_level"] == "easy"
    assert data["fullscreen"] is True
    click(app, settings.fullscreen.button)
    assert saved(app)["fullscreen"] is False


def test_window_size_preset_is_saved_and_applied(app, title, monkeypatch):
    """A size is written to the settings and the window takes it: every scene is laid
    out again for it (the settings scene comes back with the same choices lit)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    click(app, title.buttons["settings"])
    settings = app.scenes.top
    click(app, settings.window.buttons[settings.window.values.index((1600, 900))])
    data = saved(app)
    assert (data["window_width"], data["window_height"]) == (1600, 900)
    assert pygame.display.get_surface().get_size() == (1600, 900)
    assert app.scenes.top.window.value == (1600, 900)
    assert abs(app.scenes.top.panel.centerx - 800) <= 1  # the frame follows the window


def test_window_sizes_offered_fit_the_desktop_and_none_is_below_960x600(app, title,
                                                                         monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    click(app, title.buttons["settings"])
    offered = app.scenes.top.window.values
    assert (960, 600) in offered and (1920, 1080) not in offered   # no room for a title bar
    assert all(w >= 960 and h >= 600 and w <= 1880 and h <= 1000 for w, h in offered)


def test_language_switch_relabels_every_scene(app, settings, title):
    assert settings.back_button.text == "Back"
    click(app, settings.language.buttons[1])          # Français
    assert saved(app)["language"] == "fr"
    settings = app.scenes.top
    assert settings.back_button.text == "Retour"
    assert not title.buttons["new"].visible           # the title below stays hidden
    key(app, pygame.K_ESCAPE)
    assert names(app) == ["title"]
    assert title.buttons["new"].text == "Nouvelle partie"
    assert title.buttons["new"].visible


def test_player_name_is_saved_when_leaving(app, settings):
    settings.name_entry.set_text("  Jean   Gabin ")
    key(app, pygame.K_ESCAPE)
    assert app.settings["player_name"] == "Jean Gabin"
    assert saved(app)["player_name"] == "Jean Gabin"


def test_blank_name_keeps_the_previous_one(app, settings):
    settings.name_entry.set_text("   ")
    click(app, settings.back_button)
    assert app.settings["player_name"] == ""         # still none chosen


def test_settings_are_read_back_by_a_new_app(app, settings, tmp_path):
    click(app, settings.speed.buttons[3])            # instant
    from cinetable.client.services import load_settings
    assert load_settings()["animation_speed"] == "instant"


def test_a_failed_settings_write_does_not_crash(app, settings, monkeypatch):
    from cinetable.persistence import settings as store
    from cinetable.persistence.atomic import SaveError

    def refuse(*args, **kwargs):
        raise SaveError("The disk is full")
    monkeypatch.setattr(store, "save_settings", refuse)
    click(app, settings.speed.buttons[0])
    frames(app, 1)
    assert app.settings["animation_speed"] == "slow"     # live for this run anyway
    assert names(app) == ["title", "settings"]


def test_an_old_built_in_name_is_no_name_in_any_language(app, settings):
    """Settings from an older version hold "You": the entry is empty (never "Vous")
    and leaving does not store anything in its place."""
    app.settings["player_name"] = "You"
    click(app, settings.language.buttons[1])          # Français
    settings = app.scenes.top
    assert settings.name_entry.get_text() == ""
    click(app, settings.back_button)
    assert app.settings["player_name"] == "You"


def test_a_chosen_name_is_kept_in_every_language(app, settings):
    settings.name_entry.set_text("Jean")
    click(app, settings.language.buttons[1])
    assert app.scenes.top.name_entry.get_text() == "Jean"
    assert app.settings["player_name"] == "Jean"


def test_results_of_an_old_game_name_the_you_seat_by_the_players_name(app):
    from cinetable.client.scenes.results import result_rows
    from cinetable.client.session import GameSession
    s = GameSession.new("hollywood", 3, {}, [("You", "human"), ("Sam", "bot", "easy"),
                                              ("Ava", "bot", "easy")], seed=9)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if s.human_to_move():
            s.apply(s.state.legal_actions()[0])
    app.set_language("fr")
    assert [r["name"] for r in result_rows(s, app.t)] == ["Joueur 1", "Sam", "Ava"]
    assert [r["name"] for r in result_rows(s, app.t, "Jean")] == ["Jean", "Sam", "Ava"]


def test_rating_counts_assisted_toggle_and_beginner_default_are_saved(app, settings):
    assert app.settings["rating_counts_assisted"] is False
    click(app, settings.assisted.button)
    assert saved(app)["rating_counts_assisted"] is True
    assert app.settings["rating_counts_assisted"] is True     # live for the results
    click(app, settings.level.buttons[settings.level.values.index("beginner")])
    assert saved(app)["bot_level"] == "beginner"
    click(app, settings.assisted.button)
    assert saved(app)["rating_counts_assisted"] is False


def test_ui_scale_applies_at_once_is_saved_and_the_settings_come_back_the_same(app, settings):
    """150 % makes the app draw bigger straight away (every scene laid out again) and is
    written to the file; the settings scene shows the same choices and the name being
    typed; Auto goes back to the display's scale."""
    from cinetable.client import viewport
    app.resize_window((1920, 1080))          # room to grow (1280×800 is the smallest layout)
    settings = app.scenes.top
    click(app, settings.speed.buttons[settings.speed.values.index("fast")])
    settings.name_entry.set_text("Greta")
    before = viewport.u()
    click(app, settings.ui_scale.buttons[settings.ui_scale.values.index(150)])
    assert app.ui_scale() == 150 and viewport.scale_percent() == 150
    assert viewport.u() > before
    assert saved(app)["ui_scale"] == 150
    again = app.scenes.top
    assert again.ui_scale.value == 150 and again.speed.value == "fast"
    assert again.name_entry.get_text() == "Greta"
    assert again.back_button.rect.height == viewport.px(52)   # widgets made at the new scale
    click(app, again.ui_scale.buttons[0])                      # Auto
    assert saved(app)["ui_scale"] == 0 and app.ui_scale() == app.dpi_scale
