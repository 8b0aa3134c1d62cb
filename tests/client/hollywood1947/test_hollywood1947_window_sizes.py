"""The Hollywood 1947 table at every window size: laid out from the window (the reference
layout at 1280×800, more room used in a bigger window), a busy nine-seat table's frame
with no text over text, none cut, the whole window painted; and a resize away and back
draws the same picture and keeps the table's state."""
import random

import pygame
import pytest
from shell_helpers import frames, until
from sized_app import recorded_app
from test_table_text_layout import LONG_IT, busy_table
from window_sizes import SIZE_IDS, SIZES, problems_at, set_window

from cinetable.client import viewport
from cinetable.client.hollywood1947 import layout as L

pytestmark = pytest.mark.gui


@pytest.fixture
def window():
    """Configure the viewport directly (no window); put it back afterwards."""
    yield viewport.configure
    viewport.configure((1280, 800), 100)


def test_the_layout_at_1280x800_is_the_reference_one(window):
    window((1280, 800), 100)
    assert (L.PANELS, L.BOARD, L.MENU) == ((12, 52, 300, 592), (324, 52, 460, 592),
                                           (796, 52, 472, 520))
    assert (L.LOG, L.LOG_EXPANDED, L.NOTICES) == ((12, 650, 568, 138), (12, 380, 568, 408),
                                                  (324, 606, 262, 44))
    assert (L.LOYALTY, L.HAND, L.HAND_CARD) == ((592, 612, 104, 174), (708, 612, 560, 174),
                                                (100, 150))
    assert (L.POSTER, L.PILE, L.FILMS, L.RECAP) == ((336, 122, 148, 208), (500, 122, 276, 120),
                                                    (334, 502, 440, 102), (328, 114, 452, 384))
    assert L.RESULTS_BUTTON == (1060, 576, 200, 32)
    assert L.menu_rects(3)[2] == (796, 186, 472, 46)
    assert L.panel_rect(8, 9) == (12, 52 + 8 * 65, 300, 61)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_table_s_places_fit_the_window_and_do_not_overlap(window, size, scale):
    window(size, scale)
    screen = pygame.Rect((0, 0), size)
    parts = {"panels": L.PANELS, "log": L.LOG, "menu": L.MENU, "loyalty": L.LOYALTY,
             "hand": L.HAND, "notices": L.NOTICES, "films": L.FILMS, "pile": L.PILE,
             "poster": L.POSTER, "results": L.RESULTS_BUTTON}
    assert all(screen.contains(r) for r in parts.values()), parts
    names = list(parts)
    crossed = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
               if parts[a].colliderect(parts[b]) and {a, b} != {"menu", "results"}]
    assert crossed == []
    assert screen.contains(L.LOG_EXPANDED) and screen.contains(L.REVEAL)
    hand = [L.hand_rect(i, 6) for i in range(6)]
    assert L.HAND.contains(hand[-1].unionall(hand)), "six cards in the hand's room"


def test_a_bigger_window_gives_the_log_the_hand_and_the_board_more_room(window):
    window((1280, 800), 100)
    small = {"log": L.LOG.size, "hand": L.HAND_CARD, "poster": L.POSTER.size,
             "panels": L.PANELS.w, "menu": L.MENU.w}
    window((1920, 1080), 100)
    k = viewport.u()                 # compare in units: the same picture would grow by k
    grown = {"log": L.LOG.size, "hand": L.HAND_CARD, "poster": L.POSTER.size,
             "panels": L.PANELS.w, "menu": L.MENU.w}
    assert grown["log"][0] > small["log"][0] * k * 1.2 and grown["log"][1] > small["log"][1] * k
    assert grown["hand"][1] > small["hand"][1] * k * 1.2
    assert grown["poster"][1] > small["poster"][1] * k * 1.05
    assert grown["panels"] > small["panels"] * k * 1.2 and grown["menu"] > small["menu"] * k


def test_a_very_wide_window_gives_the_log_a_column_and_the_panels_the_height(window):
    """3440×1440 (21:9): the log stands at the right from top to foot, the seat panels run
    down to the foot (nine seats get tall panels), the pieces stop growing and the whole
    is centred."""
    window((2560, 1440), 100)
    assert not L.LOG_BESIDE and L.LOG.bottom > L.PANELS.bottom
    window((3440, 1440), 100)
    assert L.LOG_BESIDE
    assert L.LOG.x > L.MENU.right and L.LOG.top == L.PANELS.top
    assert abs(L.LOG.bottom - L.PANELS.bottom) <= 1 and L.PANELS.bottom > L.HAND.top
    assert L.panel_tall(9)
    assert abs(L.PANELS.x - (3440 - L.LOG.right)) <= 2
    assert L.HAND_CARD[1] <= viewport.px(150 * L.MAX_ZOOM) + 1


def busy(app, n=9, long_tags=True):
    """Nine seats some moves in, a long last move on every panel."""
    scene = busy_table(app, "hollywood1947", n, moves=8)
    for seat in range(n if long_tags else 0):
        scene.last_moves[seat] = LONG_IT
        scene.last_move_stage[seat] = scene.view.stage_key
    scene.mouse = (-1, -1)
    return scene


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_a_busy_nine_seat_table_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        busy(app)
        assert problems_at(rec, app, size, scale) == []


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_a_busy_nine_seat_table_in_italian(tmp_path, monkeypatch, size):
    with recorded_app(tmp_path, monkeypatch, "it") as (rec, app):
        busy(app)
        assert problems_at(rec, app, size) == []


def picture(app, save=None) -> bytes:
    for scene in app.scenes.visible():
        scene.clock = 0.0               # the same moment of what pulses
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(screen)
    app.ui.draw_ui(screen)
    if save:
        pygame.image.save(screen, save)
    return pygame.image.tobytes(screen, "RGB")


def test_a_resize_away_and_back_keeps_the_picture_and_the_state(app):
    scene = busy(app, 5, long_tags=False)      # the moves' own tags
    frames(app, 2)
    scene.peek = True                     # the player's own choices on the table
    rng = random.Random(5)
    for _ in range(40):                   # on to a turn with a group of options
        group = next((what for _label, what in scene.menu() if isinstance(what, str)), None)
        if group or scene.state.is_terminal():
            break
        scene.act(rng.choice(scene.state.legal_actions()))
        assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 4000)
    assert group, "a group of options"
    scene.choose(group)                   # opened
    rows = L.menu_rects(len(scene.menu()))
    scene.mouse = rows[0].center if rows else scene.hand_card_rect(0).center   # hovered
    frames(app, 2)
    before = picture(app)
    state = (list(scene.session.record.actions), list(scene.log.texts), scene.peek,
             scene.menu_group, scene.mouse, scene.session.record.notes,
             dict(scene.shown_last_moves()))
    set_window(app, (1920, 1080))
    frames(app, 2)
    assert picture(app) != before
    set_window(app, (1280, 800))
    frames(app, 2)
    assert (list(scene.session.record.actions), list(scene.log.texts), scene.peek,
            scene.menu_group, scene.mouse, scene.session.record.notes,
            dict(scene.shown_last_moves())) == state
    assert picture(app) == before


def test_a_resize_in_the_middle_of_a_premiere_ends_it_at_once(app):
    """A film's reveal in flight when the window grows: it ends at once (the board shows
    the film made) and nothing is left flying."""
    scene = busy(app, 5)
    app.settings["animation_speed"] = "normal"
    scene.queue.set_speed("normal")
    rng = random.Random(2)
    for _ in range(20000):
        if scene.reveal is not None or scene.state.is_terminal():
            break
        scene.recap = None                   # read: the table goes on
        if scene.human_can_act():
            scene.act(rng.choice(scene.state.legal_actions()))
        frames(app, 1)
    assert scene.reveal is not None, "a premiere is under way"
    films = len(scene.view.obs["films"])
    set_window(app, (1920, 1080))
    assert scene.reveal is None and not scene.queue.busy
    assert len(scene.view.obs["films"]) == films + 1
    frames(app, 2)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_a_small_poster_s_side_word_stays_clear_of_its_seal(app, size):
    """The recap's poster (96×135 units): "Communist", at the legible floor, ran under the
    red seal; the seal gives way."""
    from cinetable.client.hollywood1947.paint import RED, Painter
    from cinetable.client.hollywood1947.words import POSTER_BY_ID, Words
    set_window(app, size)
    pid = next(p for p, poster in POSTER_BY_ID.items() if poster.bias == -1)
    painter = Painter(app.fonts, Words(app.t, ["A", "B", "C"], 3, 0))
    img = painter.poster(pid, (viewport.px(96), viewport.px(135)))
    w, h = img.get_size()
    rows = range(int(h * 0.5), h - 4)
    red = {(x, y) for y in rows for x in range(w) if img.get_at((x, y))[:3] == RED}
    cream = {(x, y) for y in rows for x in range(w)
             if min(img.get_at((x, y))) > 170}          # the word's letters (opaque)
    assert red and cream, "a seal and a word"
    seal = pygame.Rect(min(red)[0], min(y for _x, y in red), 1, 1).unionall(
        [pygame.Rect(x, y, 1, 1) for x, y in red])
    assert not [p for p in cream if seal.collidepoint(p)], seal


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_a_small_card_s_two_line_name_stays_on_the_card(app, size):
    """The recap's cards (62×88 units): "Hearing · 2 Patriot" on two lines at the legible
    floor ran past the card's foot (cut by its edge)."""
    from cinetable.client import palette
    from cinetable.client.hollywood1947.paint import Painter
    from cinetable.client.hollywood1947.words import Words
    set_window(app, size)
    painter = Painter(app.fonts, Words(app.t, ["A", "B", "C"], 3, 0))
    img = painter.card("hearing2", (viewport.px(62), viewport.px(88)))
    w, h = img.get_size()
    inked = [y for y in range(h) for x in range(w)
             if img.get_at((x, y))[3] == 255
             and max(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], palette.INK)) < 40]
    assert inked and max(inked) < h - viewport.px(3), (max(inked), h)
