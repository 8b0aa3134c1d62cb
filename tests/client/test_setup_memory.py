"""Issue 17.7b-c: New game remembers each game's last setup (in the settings file) and
shows it when that game is picked again; a bad remembered setup falls back to the
defaults. Every variant has a description and a tooltip in each language."""
import pytest
from shell_helpers import click

from cinetable.engine import game_infos
from cinetable.persistence.settings import read_settings

pytestmark = pytest.mark.gui


@pytest.fixture
def new_game(app, title):
    click(app, title.buttons["new"])
    return app.scenes.top


def pick(app, scene, game_id):
    click(app, scene.game_choice.buttons[scene.game_choice.values.index(game_id)])
    return app.scenes.top


def test_new_game_remembers_the_last_setup_of_each_game(app, new_game, opened):
    scene = pick(app, new_game, "poker")
    click(app, scene.players_choice.buttons[scene.players_choice.values.index(6)])
    scene = app.scenes.top
    click(app, scene.seat_choice.buttons[2])
    scene = app.scenes.top
    click(app, scene.level_choices[4].buttons[scene.level_choices[4].values.index("hard")])
    end = scene.option_choices["end"]
    click(app, end.buttons[end.values.index("deals5")])
    click(app, scene.undo_toggle.button)
    click(app, scene.start_button)
    assert opened and opened[0].record.players == 6
    saved, reset = read_settings(app.settings_file)
    assert not reset and saved["new_game_setups"]["poker"]["players"] == 6

    click(app, app.scenes.top.buttons["new"])
    again = app.scenes.top
    assert again.game.id == "poker"          # New game opens on the game last started...
    assert (again.players, again.seat, again.levels[4]) == (6, 2, "hard")   # ...as it was
    assert again.options["end"] == "deals5" and again.allow_undo
    assert again.option_choices["end"].value == "deals5" and again.undo_toggle.value
    hw = pick(app, again, "hollywood")                           # per game
    assert hw.options == {"advanced_scoring": False, "prototype_order": False}


@pytest.mark.parametrize("bad", [
    'new_game_setups = 5',
    'new_game_setups = { poker = { players = 99 } }',
    'new_game_setups = { poker = { players = 12, seat = 11, levels = ["hard"], '
    'options = { end = "never", tricks = true, ghost = "x" }, undo = true } }',
])
def test_a_bad_remembered_setup_falls_back_to_the_defaults(app, bad):
    from cinetable.client.scenes.new_game import NewGameScene
    app.settings_file.write_text(bad + "\n", encoding="utf-8")
    saved, _reset = read_settings(app.settings_file)
    app.settings.update(saved)
    scene = NewGameScene(app)
    app.scenes.push(scene)
    scene = pick(app, scene, "poker")
    assert 2 <= scene.players <= 8 and scene.seat < scene.players
    assert scene.options == {"tricks": "orbit", "end": "target", "careers": "best"}


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_variant_has_a_description_and_a_tooltip(app, new_game, lang):
    app.set_language(lang)
    scene = app.scenes.top
    for info in game_infos(implemented_only=True):
        if info.id not in scene.game_choice.values:
            continue
        scene = pick(app, scene, info.id)
        for spec in info.options:
            assert spec.description, (info.id, spec.name)
            key = f"options.{info.id}.{spec.name}.description"
            text = app.t(key)
            assert text != key and "\n" not in text, (lang, key)
            widget = scene.option_choices.get(spec.name) or scene.toggles[spec.name]
            buttons = getattr(widget, "buttons", None) or [widget.button]
            # the description first; a chosen value's explanation may follow it
            assert all(b.tool_tip_text.startswith(text) for b in buttons), (lang, key)
