"""The Hollywood! table at every window size and UI scale: a busy four-player game fills
the window with no text over text, none cut by its edge or made too small; a resize
away and back leaves the table as it was."""
import re

import pygame
import pytest
from shell_helpers import frames
from sized_app import recorded_app
from test_table_text_layout import busy_table
from window_sizes import SIZE_IDS, SIZES, draw_frame, problems_at, set_window

from cinetable.client import viewport
from cinetable.client.hollywood import layout as L

PLAYERS = 4          # the most Hollywood! seats


def _busy(app):
    scene = busy_table(app, "hollywood", PLAYERS, moves=8)
    scene.mouse = (-1, -1)
    return scene


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_a_busy_table_fills_the_window_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        _busy(app)
        assert problems_at(rec, app, size, scale) == []


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_a_busy_table_in_italian_fits_small_and_very_wide(tmp_path, monkeypatch, size):
    with recorded_app(tmp_path, monkeypatch, language="it") as (rec, app):
        _busy(app)
        assert problems_at(rec, app, size) == []


def test_the_star_choice_fits_the_window_at_every_size():
    """The modal and its three options stay inside the window, the options inside it."""
    for size, scale in SIZES:
        viewport.configure(size, scale)
        window = pygame.Rect((0, 0), size)
        assert window.contains(L.STAR_MODAL), size
        for rect in L.star_choice_rects(3):
            assert L.STAR_MODAL.contains(rect), size
    viewport.configure(viewport.REFERENCE)


def test_the_reference_window_keeps_the_designed_table():
    viewport.configure((1280, 800))
    assert (L.BOARD, L.LOG, L.PANELS) == (pygame.Rect(12, 54, 556, 592),
                                          pygame.Rect(12, 654, 556, 138),
                                          pygame.Rect(580, 54, 688, 738))
    assert (L.CARD_W, L.CARD_H, L.mini_size(4), L.mini_size(3)) == (112, 132, (42, 58), (52, 72))
    assert L.slot_rect(13) == pygame.Rect(429, 364, 112, 132)


def test_a_bigger_window_gives_bigger_cards_and_a_longer_log():
    viewport.configure((1280, 800))
    small = (L.CARD_H / viewport.u(), L.LOG.h / viewport.u(), L.mini_size(4)[1] / viewport.u())
    viewport.configure((2560, 1440))
    big = (L.CARD_H / viewport.u(), L.LOG.h / viewport.u(), L.mini_size(4)[1] / viewport.u())
    viewport.configure((1280, 800))
    assert all(b > s * 1.2 for b, s in zip(big, small)), (small, big)


def test_a_very_wide_window_puts_the_log_beside_the_board():
    viewport.configure((3440, 1440))
    try:
        assert L.SIDE_LOG and L.LOG.x > L.BOARD.right and L.LOG.h > L.BOARD.h
        assert L.PANELS.x > L.LOG.right
        assert L.PANELS.w / viewport.u() <= 1300          # no long thin strips
    finally:
        viewport.configure((1280, 800))


def _state(scene):
    return (list(scene.session.record.actions), list(scene.log.texts), scene.mouse,
            scene.hovered_column(), scene.view.version)


def test_a_resize_away_and_back_leaves_the_table_as_it_was(tmp_path, monkeypatch):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = _busy(app)
        col = scene.legal_columns()[0]
        scene.mouse = L.column_rect(col).center          # a column hovered: its preview
        frames(app, 2)
        before, state = draw_frame(rec, app, (1280, 800))[0], _state(scene)
        assert state[3] == col
        for size, scale in ((1920, 1080), 100), ((960, 600), 100), ((1280, 800), 100):
            set_window(app, size, scale)
            frames(app, 2)
        after = draw_frame(rec, app, (1280, 800))[0]
        assert _state(scene) == state
        assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")


def test_cards_in_flight_land_at_the_new_places_after_a_resize(tmp_path, monkeypatch):
    """A resize mid-move finishes its animation at once: nothing keeps flying between
    the old layout's places, and the board shows the move made."""
    from cinetable.client.hollywood.view import TableView
    with recorded_app(tmp_path, monkeypatch) as (_rec, app):
        scene = _busy(app)
        scene.queue.set_speed("normal")
        scene.act(scene.state.legal_actions()[0])
        frames(app, 1)
        assert scene.queue.busy and scene.sprites.active
        set_window(app, (1920, 1080))
        assert not scene.queue.busy and not scene.sprites.active
        shown = TableView.from_state(scene.state)
        assert (scene.view.slots, scene.view.owner) == (shown.slots, shown.owner)


def test_the_words_under_tableau_cards_grow_with_the_cards(tmp_path, monkeypatch):
    """In a window whose panels show bigger tableau cards, the counts and values under
    them are made bigger than the window's scale alone would make them."""
    shown = {}
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        _busy(app)
        for size in ((2560, 1440), (1280, 800)):          # each a change: text made anew
            rec.font_px.clear()
            set_window(app, size)
            frames(app, 1)
            draw_frame(rec, app, size)
            labels = [px for text, px in rec.font_px.items()
                      if re.fullmatch(r"\d+ cards?", text)]      # a project's size
            shown[size] = (max(labels), viewport.u())
    (small, u1), (big, u2) = shown[(1280, 800)], shown[(2560, 1440)]
    assert big > small * u2 / u1 * 1.15, shown
