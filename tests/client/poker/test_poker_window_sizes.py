"""The Hollywood Poker table at every window size and UI scale: laid out from the window
(no text over text, none outside it, none too small, the whole window painted), the
same picture as before at 1280×800, and a resize away and back that changes nothing."""
import pygame
import pytest
from shell_helpers import frames, until
from sized_app import recorded_app
from test_table_text_layout import busy_table
from window_sizes import SIZE_IDS, SIZES, frame_problems, set_window

from cinetable.client import viewport

pytestmark = pytest.mark.gui

MOST = 8            # the largest poker table
NAMES = ["Ana"] + [f"Bot {i} Longname" for i in range(1, MOST)]


def poker_table(app, moves: int = 6):
    scene = busy_table(app, "poker", MOST, moves=moves, names=NAMES)
    scene.mouse = (-1, -1)
    return scene


def picture(app) -> bytes:
    """The frame drawn at one moment of the table's clock (the log's tag pulses)."""
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.clock = 1.0
        scene.draw(screen)
    app.ui.draw_ui(screen)
    return pygame.image.tobytes(screen, "RGB")


def busy_frame_problems(tmp_path, monkeypatch, size, scale=100, language="en") -> list:
    """What is wrong with a busy eight-seat table's frame in a window of `size`."""
    with recorded_app(tmp_path, monkeypatch, language=language) as (rec, app):
        scene = poker_table(app)
        set_window(app, size, scale)
        frames(app, 2)
        assert scene.view.trick, "a trick on the felt"
        return frame_problems(rec, app, size, scale)


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_a_busy_poker_table_at_every_size(tmp_path, monkeypatch, size, scale):
    assert busy_frame_problems(tmp_path, monkeypatch, size, scale) == []


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_a_busy_poker_table_in_italian(tmp_path, monkeypatch, size):
    assert busy_frame_problems(tmp_path, monkeypatch, size, language="it") == []


def test_everything_the_table_shows_stays_in_the_window(app):
    """Seat panels with their pass chips, the hand, the trick and the buttons lie inside
    the window at every size (the felt is never wider than the room it has)."""
    scene = poker_table(app)
    from cinetable.client.poker import layout as L
    for size, scale in SIZES:
        set_window(app, size, scale)
        window = pygame.Rect((0, 0), size)
        for p in range(MOST):
            panel = scene.panel_rect(p)
            with_chip = panel.inflate(0, 2 * viewport.px(30))
            assert window.contains(with_chip), (size, p, panel)
            assert not with_chip.colliderect(L.LOG), (size, p, panel, L.LOG)
        assert window.contains(L.HAND) and window.contains(L.LOG), size
        assert L.LOG_EXPANDED is None or window.contains(L.LOG_EXPANDED), size
        for name in ("play", "pass", "clear", "results", "careers", "exchange"):
            assert window.contains(scene._buttons[name].rect), (size, name)
        assert not L.LOG.colliderect(L.HAND), size


def test_the_reference_window_keeps_the_table_it_had():
    """At 1280×800 and 100 % every rect is the one the table was designed with."""
    from cinetable.client.poker import layout as L
    viewport.configure((1280, 800), 100)
    assert (L.TABLE, L.CENTRE, L.RX, L.RY) == (pygame.Rect(150, 92, 1020, 470), (660, 327),
                                               520, 238)
    assert (L.LOG, L.LOG_EXPANDED, L.HAND) == (pygame.Rect(12, 598, 330, 190),
                                               pygame.Rect(12, 300, 420, 488),
                                               pygame.Rect(356, 612, 912, 176))
    assert (L.PANEL_W, L.PANEL_H, L.CARD_W, L.CARD_H, L.TRICK_W, L.TRICK_H) == \
        (196, 78, 62, 88, 46, 66)
    assert L.PLAY_BUTTON == pygame.Rect(1118, 566, 140, 38)
    assert L.DIALOG == pygame.Rect(400, 207, 520, 220)
    assert L.ASIDE == pygame.Rect(600, 419, 120, 92)
    assert L.RECAP_BUTTONS["exchange"] == pygame.Rect(1120, 136, 150, 34)


def test_a_bigger_window_gives_the_table_room():
    """1920×1080: a wider felt, seats spread, a wider log, bigger cards; the felt stays
    an oval (3440×1440 is no wider a felt than its height allows, the log a column
    beside it); a 4:3 window's height makes the log taller."""
    from cinetable.client.poker import layout as L
    viewport.configure((1920, 1080), 100)
    u = viewport.u()
    felt, log, card = L.TABLE.w / u, L.LOG.w / u, L.CARD_H / u
    assert felt > 1300 and log > 400 and card > 95
    viewport.configure((3440, 1440), 100)
    assert L.TABLE.w <= 2.5 * L.TABLE.h + 2
    assert L.LOG.h > L.TABLE.h, "a very wide window: the log a column beside the table"
    viewport.configure((1600, 1200), 100)
    assert L.LOG.h / viewport.u() > 230, "a taller window: a taller log"
    viewport.configure((1280, 800), 100)


def test_a_resize_away_and_back_changes_nothing(app):
    scene = poker_table(app)
    scene.toggle(0)
    scene.cursor = 1
    frames(app, 2)
    before = picture(app)
    kept = (list(scene.session.record.actions), list(scene.log.texts), set(scene.selected),
            scene.cursor)
    set_window(app, (1920, 1080))
    frames(app, 2)
    assert scene.selected == kept[2], "the choice survives the resize"
    set_window(app, (1280, 800))
    frames(app, 2)
    assert (list(scene.session.record.actions), list(scene.log.texts), set(scene.selected),
            scene.cursor) == kept
    assert picture(app) == before


def test_a_play_in_flight_lands_at_the_new_place(app):
    """A resize mid-animation: the flight ends at once, the board catches up with the
    record, and nothing is left in the air at the old size's place."""
    scene = poker_table(app)
    for _ in range(40):        # on to a turn where the player may lay a set
        plays = [a for a in scene.state.legal_actions() if a.kind == "play"]
        if plays:
            break
        scene.act(scene.state.legal_actions()[-1])
        assert until(app, scene.human_can_act, 4000)
    assert plays, "the player has a set to play"
    app.settings["animation_speed"] = "normal"
    scene.queue.set_speed("normal")
    scene.act(plays[0])
    assert until(app, lambda: scene.sprites.active, 200)
    set_window(app, (1920, 1080))
    assert not scene.sprites.active and not scene.queue.busy
    frames(app, 2)
    assert not scene.lifting and not scene.trick_hidden and scene.walk is None


def test_a_scoreboard_being_read_stays_up_through_a_resize(app):
    """The deal's scoreboard waits for the player: a resize does not dismiss it, and the
    table still waits behind it until a click."""
    scene = poker_table(app)
    app.settings["animation_speed"] = "normal"
    scene.queue.set_speed("normal")
    scene.view.deal_points = (list(range(MOST)), [0] * MOST, [0] * MOST, 1)
    scene.scoreboard = True
    from cinetable.client.poker.follow import HeldScoreboard
    scene.queue.add(HeldScoreboard(scene, 0.0))
    frames(app, 2)
    assert scene.scoreboard and scene.queue.busy
    set_window(app, (1920, 1080))
    frames(app, 2)
    assert scene.scoreboard and scene.queue.busy, "still held"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    frames(app, 2)
    assert not scene.scoreboard and not scene.queue.busy


def open_panel(scene, name: str) -> None:
    if name == "scoreboard":
        n = scene.view.n
        scene.view.deal_points = (list(range(n)), [9, 6, 4, 2, 1, 0, 0, 0][:n], [5] * n, 1)
        scene.scoreboard = True
    else:
        assert scene.toggle_recap(name)


@pytest.mark.parametrize("panel", ["careers", "trick", "scoreboard"])
@pytest.mark.parametrize("size,scale", [((960, 600), 100), ((3840, 2160), 200)],
                         ids=["960x600", "3840x2160@200"])
def test_the_panels_to_look_at_again_fit_the_window(tmp_path, monkeypatch, panel, size, scale):
    """The career board, the last trick and the scoreboard, in Italian: whole in the
    window, their text clear of each other, above the hand's buttons (a small window
    draws text at the legible floor, taller than its rows were made for)."""
    from cinetable.client.poker import layout as L
    with recorded_app(tmp_path, monkeypatch, language="it") as (rec, app):
        scene = poker_table(app)
        set_window(app, size, scale)
        open_panel(scene, panel)
        frames(app, 2)
        assert frame_problems(rec, app, size, scale) == []
        rect = scene._recap_rect if panel != "scoreboard" else None
        if rect is not None:
            assert pygame.Rect((0, 0), size).contains(rect), rect
            assert rect.bottom <= L.PLAY_BUTTON.y, (rect, L.PLAY_BUTTON)




def test_a_seats_rows_leave_room_for_text_drawn_at_the_legible_floor(app):
    """At 960×600 text designed at 13 units is drawn at 12 px, not 9.75: a seat's role
    row still ends above its card count's row."""
    from cinetable.client.poker import layout as L
    poker_table(app)
    set_window(app, (960, 600))
    px = viewport.px
    role_bottom = px(28) + app.fonts.get("italic", 13).get_height()
    assert role_bottom <= px(46) + L.ROW_GAIN, "the card count's row starts under the role"
