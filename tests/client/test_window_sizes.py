"""The app at any window size: the window is the size it says, scenes fill it, text is
rendered at the size it is shown (no stretched picture)."""
import pygame
import pytest
from shell_helpers import frames
from sized_app import recorded_app
from window_sizes import SIZE_IDS, SIZES, frame_problems, problems_at, set_window


def test_the_window_is_drawn_at_its_own_size_without_scaling(app):
    """No SCALED mode: the screen surface is the window's pixels."""
    assert not app.screen.get_flags() & pygame.SCALED
    app.resize_window((1920, 1080))
    assert app.screen.get_size() == (1920, 1080)
    assert app.ui.get_root_container().get_rect().size == (1920, 1080)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_title_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("title")
        assert problems_at(rec, app, size, scale) == []


def test_text_is_rendered_at_the_size_shown_in_a_big_window(tmp_path, monkeypatch):
    """At 2560×1440 the fonts are made bigger than at 1280×800 (not a 1280×800 picture
    stretched): the recorder sees the title's lines made at a larger pixel size, and no
    smoothscale of a text surface happens."""
    sizes = {}
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.push("title")
        for size in ((1280, 800), (2560, 1440)):
            rec.font_px.clear()
            set_window(app, size)
            frames(app, 1)
            sizes[size] = max(rec.font_px.values())
    assert sizes[(2560, 1440)] > sizes[(1280, 800)] * 1.2


@pytest.mark.parametrize("size,scale", [((960, 600), 100), ((3840, 2160), 200)],
                         ids=["960x600@100", "3840x2160@200"])
def test_the_key_help_over_a_table_fits_every_window(tmp_path, monkeypatch, size, scale):
    """F1's list of keys over a busy table: inside the window, no line over another."""
    from test_table_text_layout import busy_table
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        busy_table(app, "poker", 8)
        set_window(app, size, scale)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
        frames(app, 2)
        assert app.scenes.top.name == "key_help"
        assert frame_problems(rec, app, size, scale) == []
        assert app.screen.get_rect().contains(app.scenes.top.rect)


@pytest.mark.parametrize("game,n", [("hollywood", 4), ("poker", 8), ("hollywood1947", 9),
                                    ("cannes", 6)])
def test_no_text_is_an_enlarged_picture_at_2560x1440(tmp_path, monkeypatch, game, n):
    """A busy table laid out at 2560×1440: every text is made at the size it is shown; no
    surface holding text is scaled up (what the old stretched window did to everything)."""
    from test_table_text_layout import busy_table
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = busy_table(app, game, n)
        enlarged = []

        def watch(fn):
            def scaled(surface, size, *a, **k):
                if rec.of(surface) and size[0] > surface.get_width() \
                        and size[1] > surface.get_height():
                    enlarged.append((rec.of(surface)[0][1], surface.get_size(), tuple(size)))
                return fn(surface, size, *a, **k)
            return scaled
        monkeypatch.setattr(pygame.transform, "smoothscale", watch(pygame.transform.smoothscale))
        monkeypatch.setattr(pygame.transform, "scale", watch(pygame.transform.scale))
        rec.font_px.clear()
        set_window(app, (2560, 1440))
        frames(app, 3)
        scene.draw(app.screen)
        assert enlarged == []
        assert max(rec.font_px.values()) > 20          # fonts were made, and made bigger
