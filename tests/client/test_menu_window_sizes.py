"""The title and the menu scenes (New game, Settings, Load, Rules) at every window size
and UI scale: laid out from the window (no text over text, none cut by the window's
edge, the whole window painted, every button inside the window and none over another),
and a resize away and back draws the same picture and keeps what the player chose."""
import pygame
import pytest
from shell_helpers import frames, write_save
from sized_app import recorded_app
from window_sizes import SIZE_IDS, SIZES, frame_problems, problems_at, set_window

pytestmark = pytest.mark.gui

SCENES = ["title", "new_game", "settings", "load", "rules"]


def picture(app) -> bytes:
    """The frame as the player sees it: the scenes and their widgets."""
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(screen)
    app.ui.draw_ui(screen)
    return pygame.image.tobytes(screen, "RGB")


def widget_problems(scene, size) -> list:
    """Buttons and entries outside the window, or over one another."""
    from pygame_gui.core import UIContainer
    window = pygame.Rect((0, 0), size)
    # the scene's own widgets (a slider's arrows are in a container of its own)
    rects = [e.rect for e in scene.root.elements
             if e.visible and not isinstance(e, UIContainer)]
    out = [("outside", r) for r in rects if not window.contains(r)]
    for i, a in enumerate(rects):
        out += [("over", a, b) for b in rects[i + 1:] if a.colliderect(b)]
    return out


def open_scene(app, name: str):
    if name != "title":
        app.push("title")
    if name == "load":
        for seed in (1, 2, 3):
            write_save(name=f"A rather long save name {seed}", seed=seed, actions=6)
    return app.push(name)


def nine_seats(app):
    """New game for Hollywood 1947 at its largest table (nine seats)."""
    scene = app.push("new_game")
    scene._set_game("hollywood1947")
    scene._set_players(9)
    assert scene.players == 9 and len(scene.level_choices) == 8
    return scene


@pytest.mark.parametrize("name", SCENES)
@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_menu_scenes_at_every_size(tmp_path, monkeypatch, name, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        open_scene(app, name)
        assert problems_at(rec, app, size, scale) == []
        assert widget_problems(app.scenes.top, size) == []


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_new_game_with_nine_seats_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("title")
        nine_seats(app)
        set_window(app, size, scale)
        frames(app, 2)
        scene = app.scenes.top
        assert frame_problems(rec, app, size, scale) == []
        assert widget_problems(scene, size) == []
        buttons = [b.rect for c in scene.choices for b in getattr(c, "buttons", [])]
        assert all(scene.panel.contains(r) for r in buttons if r.bottom < scene.footer_y)


@pytest.mark.parametrize("name", ["new_game_9", *SCENES])
def test_italian_at_the_smallest_window(tmp_path, monkeypatch, name):
    size = (960, 600)
    with recorded_app(tmp_path, monkeypatch, language="it") as (rec, app):
        if name == "new_game_9":
            app.push("title")
            nine_seats(app)
        else:
            open_scene(app, name)
        assert problems_at(rec, app, size) == []
        assert widget_problems(app.scenes.top, size) == []


@pytest.mark.parametrize("name", SCENES)
def test_a_resize_away_and_back_looks_the_same(tmp_path, monkeypatch, name):
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        # the title's lights move with time: its still picture (instant animation) is compared
        app.settings["animation_speed"] = "instant"
        open_scene(app, name)
        set_window(app, (1366, 768))
        frames(app, 2)
        first = picture(app)
        set_window(app, (2560, 1440), 150)
        frames(app, 2)
        set_window(app, (1366, 768))
        frames(app, 2)
        assert picture(app) == first


def test_new_game_keeps_the_name_seats_and_options_through_resizes(tmp_path, monkeypatch):
    """What the player typed and chose before the window changed is still there after,
    and the picture is the same once the window is back."""
    from shell_helpers import click
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        app.push("title")
        scene = nine_seats(app)
        click(app, scene.seat_choice.buttons[2])
        scene = app.scenes.top
        level = scene.level_choices[4]
        click(app, level.buttons[level.values.index("hard")])
        human = scene.level_choices[5]
        click(app, human.buttons[human.values.index("human")])
        scene = app.scenes.top
        scene.name_entry.set_text("Marlene")
        scene.seed_entry.set_text("4242")
        scene.human_entries[5].set_text("Humphrey")
        name, spec = next((k, o) for k, o in ((o.name, o) for o in scene.game.options)
                          if o.choices)
        choice = scene.option_choices[name]
        other = next(v for v in choice.values if v != choice.value)
        click(app, choice.buttons[choice.values.index(other)])
        frames(app, 2)
        first = picture(app)
        for size, scale in (((960, 600), 100), ((3840, 2160), 200), ((1280, 800), 100)):
            set_window(app, size, scale)
            frames(app, 2)
        scene = app.scenes.top
        assert picture(app) == first
        assert scene.name_entry.get_text() == "Marlene"
        assert scene.seed_entry.get_text() == "4242"
        assert scene.human_entries[5].get_text() == "Humphrey"
        assert (scene.players, scene.seat) == (9, 2)
        assert scene.levels[4] == "hard" and scene.levels[5] == "human"
        assert scene.options[name] == other and scene.option_choices[name].value == other
        assert [s.name for s in scene.seats()][2] == "Marlene"


def test_load_keeps_the_selected_row_through_a_resize(tmp_path, monkeypatch):
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        scene = open_scene(app, "load")
        scene.select(2)
        set_window(app, (3440, 1440))
        frames(app, 2)
        scene = app.scenes.top
        assert scene.selected == 2
        assert scene.list_rect().height // scene.pitch() > 548 // 72   # more rows than at 1280×800


@pytest.mark.parametrize("language", ["en", "fr", "it"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1366, 768)], ids=str)
def test_nine_seats_variant_buttons_hold_their_words(tmp_path, monkeypatch, language, size):
    """Hollywood 1947's longest cut ("Caméraman + Actrice + Acteur") stays whole in its
    button: the variants keep to the panel, above the footer, none over another."""
    from cinetable.client import viewport
    with recorded_app(tmp_path, monkeypatch, language=language) as (rec, app):
        app.push("title")
        nine_seats(app)
        set_window(app, size)
        frames(app, 2)
        scene = app.scenes.top
        assert frame_problems(rec, app, size) == [] and widget_problems(scene, size) == []
        font = app.fonts.get("semibold", 19)
        for choice in scene.option_choices.values():
            for b in choice.buttons:
                assert font.size(b.text)[0] + viewport.px(12) <= b.rect.width, b.text
                assert scene.panel.contains(b.rect)
        toggles = [t.button.rect for t in scene.toggles.values()]
        assert all(scene.panel.contains(r) for r in toggles)
