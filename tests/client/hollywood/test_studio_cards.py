"""The Hollywood! Studio cards (Cut, Double Reel) as illustrated cards on the table:
clicked to play, refusing with their reason, a look for each state, sized from the
layout at every window size; the seat panels' small studio icons; refusals said by
what was clicked."""
import pygame
import pygame_gui
import pytest
from shell_helpers import click_at, frames, key, until
from window_sizes import SIZES, set_window

from cinetable.client.hollywood import hint_marks, lit_targets
from cinetable.client.hollywood import layout as L
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.hollywood.actions import CUT, DOUBLE

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]


def new_table(app, seed=9):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood", 3, {}, SEATS, seed=seed)
    scene = open_table(app, session)
    assert until(app, scene.human_can_act)
    return session, scene


def test_clicking_the_cut_card_plays_cut_and_the_double_card_double_reel(app):
    session, scene = new_table(app)
    n = len(session.record.actions)
    click_at(app, L.CUT_CARD.center, 2)
    assert session.record.actions[n] == "cut"
    assert until(app, scene.human_can_act)
    click_at(app, L.DOUBLE_CARD.center, 2)
    assert session.record.actions[-1] == "double"


def test_a_played_studio_card_refuses_a_click_and_its_key_with_the_reason(app):
    session, scene = new_table(app)
    click_at(app, L.CUT_CARD.center, 2)
    assert until(app, scene.human_can_act)
    n = len(session.record.actions)
    click_at(app, L.CUT_CARD.center, 2)
    assert scene.flash == "Already played" and len(session.record.actions) == n
    scene.flash = None
    key(app, pygame.K_c, 1)
    assert scene.flash == "Already played" and len(session.record.actions) == n


def test_a_studio_card_clicked_out_of_turn_says_not_your_turn(app):
    session, scene = new_table(app)
    key(app, pygame.K_1 + scene.legal_columns()[0], 1)
    assert not scene.human_can_act()
    n = len(session.record.actions)
    click_at(app, L.DOUBLE_CARD.center, 1)
    assert scene.flash == "Not your turn"
    assert len(session.record.actions) <= n + 2          # only the bots' moves went on
    assert "double" not in session.record.actions[n:]


def test_cut_during_a_double_reel_says_to_finish_the_double_reel(app):
    session, scene = new_table(app)
    key(app, pygame.K_d, 2)
    assert scene.status()[0] == "Double Reel: place your first reel"
    click_at(app, L.CUT_CARD.center, 1)
    assert scene.flash == "Finish your Double Reel first"


def test_the_table_has_no_pygame_gui_button_for_the_studio_cards(app):
    session, scene = new_table(app)
    words = {app.t("hollywood.studio.cut"), app.t("hollywood.studio.double")}
    buttons = [e for e in scene.root.elements if isinstance(e, pygame_gui.elements.UIButton)]
    assert not [b for b in buttons if b.text in words]
    assert not [b for b in buttons if b.visible and (b.rect.colliderect(L.CUT_CARD)
                                                      or b.rect.colliderect(L.DOUBLE_CARD))]


def test_each_look_of_a_studio_card_is_drawn_differently(app):
    session, scene = new_table(app)
    ready = scene.studio.face("cut", "ready")
    waiting = scene.studio.face("cut", "waiting")
    played = scene.studio.face("cut", "played")
    centre = (ready.get_width() // 2, ready.get_height() // 2)
    assert len({ready.get_at(centre)[:3], waiting.get_at(centre)[:3],
                played.get_at(centre)[:3]}) == 3
    click_at(app, L.CUT_CARD.center, 2)
    assert until(app, scene.human_can_act)
    assert scene.studio.look("cut") == "played" and scene.studio.look("double") == "ready"


def test_a_playable_studio_card_lifts_under_the_mouse(app):
    session, scene = new_table(app)
    above = (L.CUT_CARD.centerx, L.CUT_CARD.y - 2)

    def pixel_above(mouse):
        scene.mouse = mouse
        screen = pygame.Surface(app.screen.get_size())
        screen.fill((255, 0, 255))
        scene.studio.draw(screen)
        return screen.get_at(above)[:3]

    assert pixel_above((-1, -1)) == (255, 0, 255)
    assert pixel_above(L.CUT_CARD.center) != (255, 0, 255)


def test_the_hint_and_the_lit_targets_point_at_the_studio_cards(app):
    session, scene = new_table(app)
    assert hint_marks.rects(scene, CUT) == [L.CUT_CARD]
    assert hint_marks.rects(scene, DOUBLE) == [L.DOUBLE_CARD]
    lit = lit_targets.targets(scene)
    assert lit[CUT] == [L.CUT_CARD] and lit[DOUBLE] == [L.DOUBLE_CARD]
    from cinetable.client.hollywood.guide_targets import guide_rect
    studio = guide_rect(scene, "studio")
    assert studio.contains(L.CUT_CARD) and studio.contains(L.DOUBLE_CARD)


def test_the_studio_cards_fit_their_corner_at_every_window_size(app):
    session, scene = new_table(app)
    for size, scale in SIZES:
        set_window(app, size, scale)
        frames(app, 1)
        cut, double = L.CUT_CARD, L.DOUBLE_CARD
        assert L.STUDIO.contains(cut) and L.STUDIO.contains(double), size
        assert not cut.colliderect(double), size
        assert cut.size == double.size and cut.w > cut.h >= L.CARD_H // 2, size
        for slot in range(14):
            assert not cut.colliderect(L.slot_rect(slot)), size
            assert not double.colliderect(L.slot_rect(slot)), size
        assert scene.studio.face("double", "ready").get_size() == double.size


def test_a_full_column_refusal_shows_by_that_column_below_the_letters(app):
    from test_table_details import _full_column_turn
    session, scene = new_table(app, seed=11)
    col = _full_column_turn(app, scene)
    click_at(app, L.slot_rect(L.COLUMN_SLOTS[col][0]).center, 1)
    assert scene.flash == f"Column {'ABCD'[col]} is full"
    frames(app, 1)
    (rect,) = scene.notice_rects
    letter_y = L.column_label_pos(col)[1]
    assert rect.top > letter_y + 8                       # clear of the column letters
    assert rect.left <= L.column_x(col) + L.CARD_W // 2 <= rect.right
    assert L.BOARD.contains(rect)


def test_the_seat_panels_show_studio_cards_as_icons_not_words(tmp_path, monkeypatch):
    from sized_app import recorded_app
    from window_sizes import draw_frame
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        session, scene = new_table(app)
        scene.mouse = (-1, -1)
        screen, boxes = draw_frame(rec, app, app.screen.get_size())
        words = {app.t("hollywood.studio.cut"), app.t("hollywood.studio.double")}
        in_panels = [(r, t) for r, t in boxes if t in words and r.x >= L.PANELS.x]
        assert in_panels == []
        icons = [r for seat in range(3) for r, k in scene.panels.regions[seat]
                 if k[0] == "studio"]
        assert len(icons) == 6 and all(r.h >= 16 for r in icons)


def test_released_painting_lets_go_of_the_studio_faces_and_panel_icons(app):
    session, scene = new_table(app)
    frames(app, 2)
    assert scene.studio._faces and scene.panels._icons
    scene.release_painting()
    assert not scene.studio._faces and not scene.panels._icons
