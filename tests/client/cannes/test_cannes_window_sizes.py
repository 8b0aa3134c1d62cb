"""The Festival de Cannes table at every window size and UI scale: a busy six-player
game's frame is whole (no text over text or out of the window, none too small, no pixel
left unpainted), the layout uses a bigger window's room, and a resize keeps the table as
it was (its picture, record, log and choices; an animation in flight lands)."""
import pygame
import pytest
from shell_helpers import frames, until
from sized_app import recorded_app
from test_table_text_layout import busy_table, forget_shared_surfaces
from window_sizes import SIZE_IDS, SIZES, frame_problems, problems_at, set_window

from cinetable.client import viewport
from cinetable.client.cannes import layout as L
from cinetable.games.cannes import actions as A
from cinetable.games.cannes.flow import P

MOVES = 30        # into the auctions: lots, bids, a hand, a film, the last auction's panel


def busy(app):
    forget_shared_surfaces()
    scene = busy_table(app, "cannes", 6, moves=MOVES)
    scene.mouse = (-1, -1)
    return scene


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_a_busy_cannes_table_is_whole_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = busy(app)
        set_window(app, size, scale)
        frames(app, 2)
        assert scene.view.lots and scene.view.hand, "a busy table"
        assert frame_problems(rec, app, size, scale) == []


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_the_cannes_table_in_italian_is_whole(tmp_path, monkeypatch, size):
    with recorded_app(tmp_path, monkeypatch, "it") as (rec, app):
        busy(app)
        assert problems_at(rec, app, size) == []


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_the_rating_screen_is_whole(tmp_path, monkeypatch, size):
    with recorded_app(tmp_path, monkeypatch, "it") as (rec, app):
        forget_shared_surfaces()
        scene = busy_table(app, "cannes", 6, moves=0)
        scene.mouse = (-1, -1)
        set_window(app, size)
        frames(app, 2)
        from cinetable.client.cannes.overlays import rating_rects
        scene.mouse = rating_rects()[3].center       # the hovered star's worth is told
        assert frame_problems(rec, app, size) == []


def test_the_cannes_layout_is_todays_at_the_reference_and_grows_in_a_bigger_window():
    viewport.configure((1280, 800), 100)
    assert (L.TRACK, L.SEATS, L.LOTS, L.HAND, L.FILM, L.LOG, L.DICE, L.DIALOG, L.JURY) == (
        pygame.Rect(12, 54, 1256, 104), pygame.Rect(1020, 168, 248, 520),
        pygame.Rect(12, 168, 996, 262), pygame.Rect(12, 438, 600, 108),
        pygame.Rect(624, 438, 384, 350), pygame.Rect(12, 598, 600, 190),
        pygame.Rect(1020, 696, 248, 92), pygame.Rect(190, 190, 900, 440),
        pygame.Rect(12, 168, 996, 420))
    assert (L.LOT_W, L.LOT_H, L.CARD_W, L.CARD_H, L.BUTTONS_Y) == (84, 116, 56, 82, 552)
    try:
        viewport.configure((3440, 1440), 100)
        u = viewport.u()
        assert L.LOT_H / u > 116 * 1.2, "bigger cards in a bigger window"
        assert L.LOG.w / u > 900 and L.SEATS.w / u > 300, "a wider log and seat column"
        assert L.LOG.h / u > 250, "a taller log"
        for r in (L.TRACK, L.SEATS, L.LOTS, L.HAND, L.FILM, L.LOG, L.DICE):
            assert pygame.Rect(0, 0, 3440, 1440).contains(r), r
        assert not L.LOTS.colliderect(L.SEATS) and not L.HAND.colliderect(L.FILM)
        assert L.LOG.bottom <= 1440 - viewport.px(12) + 1
        assert L.DIALOG.w / u > 900 * 1.2, "the rating screen grows with the cards"
        from cinetable.client.cannes.overlays import AUTO_RATE, rating_rects
        assert all(L.DIALOG.contains(r) for r in rating_rects() + [AUTO_RATE])
    finally:
        viewport.configure((1280, 800), 100)


def picture(app, scene) -> bytes:
    """The table and its buttons drawn at one moment of its clock (things pulse), as
    bytes."""
    scene.clock = 100.0
    surface = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(surface)
    app.ui.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


def table_state(scene) -> tuple:
    return (list(scene.session.record.actions), list(scene.log.texts), scene.selected,
            list(scene.held), scene.auction_result, scene.view.version, scene.mouse,
            dict(scene.last_moves))


def test_a_resize_away_and_back_leaves_the_cannes_table_as_it_was(app):
    scene = busy_table(app, "cannes", 6, moves=MOVES)
    assert until(app, lambda: scene.human_can_act() and scene.state.phase == P.BID, 4000)
    scene.selected = scene.view.hand[0]          # a card picked, the pointer on a lot
    scene.mouse = scene.lot_rect(0).center
    frames(app, 2)
    before, state = picture(app, scene), table_state(scene)
    for size, scale in (((1920, 1080), 100), ((960, 600), 100), ((1280, 800), 100)):
        set_window(app, size, scale)
        frames(app, 2)
        assert table_state(scene) == state, size
    assert picture(app, scene) == before


def test_a_resize_lands_the_cannes_animation_in_flight_at_the_new_layout(app):
    """Bids sliding to their lots when the window grows: they land at once, and nothing
    is drawn at the old layout's places afterwards."""
    scene = busy_table(app, "cannes", 6, moves=MOVES)
    assert until(app, lambda: scene.human_can_act() and scene.state.phase == P.BID, 4000)
    scene.queue.set_speed("normal")
    bid = next(a for a in scene.state.legal_actions() if a.kind == "bid")
    lot, value = bid.arg[0], bid.arg[1] * A.STEP
    scene.held = [(lot, value)]
    scene.submit_bids()
    frames(app, 1)
    assert scene.queue.busy, "the bid is sliding"
    set_window(app, (1920, 1080))
    assert not scene.queue.busy and not scene.sprites.sprites, "landed"
    assert scene.human in scene.view.lots[lot]["bids"], "the bid lies under its lot"
    frames(app, 2)
    assert not scene.sprites.sprites


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_cards_and_the_director_badge_hold_their_words_in_a_small_window(
        tmp_path, monkeypatch, lang):
    """At 960×600 type stays at the legible floor while the art is drawn at 3/4: the
    Exceptional-talent band, the bids and the DIRECTOR tab still hold their words (the
    talent word became a "T" there; the band and the tab grow with the type)."""
    from test_table_text_layout import recorded_app as italian_ready_app

    from cinetable.client.cannes.paint import Painter
    from cinetable.games.cannes.cards import load_cards
    cards = load_cards()
    with italian_ready_app(tmp_path, monkeypatch, lang) as (app, rec):
        set_window(app, (960, 600))
        painter = Painter(app.fonts, None, app.t, ["A", "B", "C"], 3)
        badge = painter.director_badge()
        ink = [r for r, _t in rec.texts(badge)]
        assert ink and all(badge.get_rect().inflate(0, -4).contains(r) for r in ink), (
            "the tab's word clear of its edges", ink, badge.get_size())
        made = []
        for k in range(1, cards.auction_count + 1):
            value = k * cards.auction_step
            made += [painter.auction_card(value), painter.auction_card(value, L.SMALL_U, g=L.G)]
        for img in made:
            cut = [(t, r) for r, t in rec.texts(img) if not img.get_rect().contains(r)]
            assert not cut and not rec.spills, (cut, rec.spills)


def test_the_track_dates_sit_on_the_strip_as_at_the_reference_in_a_small_window(
        tmp_path, monkeypatch):
    """At 960×600 the dates under the frames (type at the legible floor, bigger than the
    art around it) reach no further over the film strip's lower holes than they do at
    1280×800: the frames are shortened by what the type grew."""
    from test_table_text_layout import recorded_app as text_app

    from cinetable.client.cannes.paint import Painter
    with text_app(tmp_path, monkeypatch, "en") as (app, rec):
        over = {}
        for size in ((1280, 800), (960, 600)):
            set_window(app, size)
            painter = Painter(app.fonts, None, app.t, ["A", "B", "C"], 3)
            strip = pygame.Surface(app.screen.get_size())
            painter.track(strip)
            holes = L.TRACK.bottom - viewport.px(13)
            dates = [r for r, _t in rec.texts(strip)]
            assert len(dates) == L.SQUARES
            over[size] = max(r.bottom for r in dates) - holes
        assert over[(960, 600)] <= round(over[(1280, 800)] * 0.75) + 1, over


def test_the_jury_keeps_its_films_together_in_a_wide_window():
    """Three films at 3440×1440: columns of at most 440 units, centred in the panel; at
    the reference they share its width as before."""
    from cinetable.client.cannes.overlays import jury_columns
    try:
        viewport.configure((1280, 800), 100)
        assert jury_columns(3) == (24, 324) and jury_columns(6) == (24, 162)
        viewport.configure((3440, 1440), 100)
        left, w = jury_columns(3)
        assert w == viewport.px(440)
        assert abs((left - L.JURY.x) - (L.JURY.right - (left + 3 * w))) <= 2, "centred"
    finally:
        viewport.configure((1280, 800), 100)


def test_the_films_points_stay_near_their_rows_in_a_wide_window(tmp_path, monkeypatch):
    """At 3440×1440 the film panel is wide: its points stand at most 480 units from its
    left edge, not across an empty stretch at its far right."""
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = busy(app)
        set_window(app, (3440, 1440))
        frames(app, 2)
        screen = pygame.Surface((3440, 1440))
        rec.screen = id(screen)
        scene.auction_result = None
        scene._layer_key = None
        scene.draw(screen)
        film = L.FILM
        points = [r for r, t in rec.texts(screen)
                  if film.collidepoint(r.center) and t.lstrip("-").isdigit()]
        assert points, "the film's rows have points"
        assert all(r.right <= film.x + viewport.px(480) for r in points), points
