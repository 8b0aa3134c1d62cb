"""The shared table at any window size: the replay scene laid out from the window at every
size, the prompt bar across the whole window, and a resize that keeps the table's state
(record, log lines and scroll, chat) and draws the same picture once back at the first
size; flights in the air land at once when the window changes."""
import pygame
import pytest
from shell_helpers import frames, until
from sized_app import recorded_app
from text_rects import outside
from window_sizes import SIZE_IDS, SIZES, draw_frame, problems_at, set_window

pytestmark = pytest.mark.gui

GAME, PLAYERS = "hollywood", 4          # the simplest table, at its largest


def busy(app, moves: int = 6):
    from test_table_text_layout import busy_table
    return busy_table(app, GAME, PLAYERS, moves=moves)


def replay_of(app, table):
    """The replay of `table`'s game, a few moves from its end, pushed over it."""
    from cinetable.client.table.replay import replay_scene
    record = table.session.record
    scene = replay_scene(app, record, position=max(0, len(record.actions) - 2))
    app.scenes.push(scene)
    frames(app, 2)
    return scene


def still_picture(scene) -> bytes:
    """The table drawn at a fixed clock and pointer (its pulses and dots follow the clock)."""
    scene.clock, scene.mouse = 0.0, (-1, -1)
    screen = pygame.Surface(scene.app.screen.get_size())
    scene.draw(screen)
    scene.app.ui.draw_ui(screen)
    return pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_replay_at_every_size(tmp_path, monkeypatch, size, scale):
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        scene = replay_of(app, busy(app))
        assert problems_at(rec, app, size, scale) == []
        # its controls in the bar, inside the window, the slider where the step box says
        bar = pygame.Rect(0, 0, size[0], scene.bar.height)
        for b in (scene.back_b, scene.seat_b, scene.next_b, scene.slider, scene.prev_b,
                  scene.speed_b, scene.play_b):
            assert bar.contains(b.rect), (b, b.rect)
        assert scene.back_b.rect.right > size[0] - scene.bar.height


def test_the_replay_in_italian_at_the_smallest_window(tmp_path, monkeypatch):
    size = (960, 600)
    with recorded_app(tmp_path, monkeypatch, language="it") as (rec, app):
        replay_of(app, busy(app))
        assert problems_at(rec, app, size) == []


def test_the_prompt_bar_spans_a_wide_window(app):
    """The bar (and the Undo button at its right end) follow the window's width."""
    table = busy(app, moves=2)
    app.resize_window((1920, 1080))
    frames(app, 2)
    screen = pygame.Surface(app.screen.get_size())
    table.draw(screen)
    assert screen.get_at((1919, 5))[:3] == (16, 13, 20)          # the bar's colour
    assert table.undo_b.rect.right > 1920 - 40
    assert table.bar.height > 46                                   # its height in units


def test_a_resize_away_and_back_keeps_the_table_and_its_picture(app):
    from cinetable.client import viewport
    table = busy(app)
    frames(app, 2)
    table.log.scroll_by(2)              # reading the history
    assert table.log.scroll == 2
    before = (list(table.session.record.actions), list(table.log.texts),
              table.log.scroll, table.log.entries, still_picture(table))
    for size in ((1920, 1080), (960, 600), (3440, 1440)):
        app.resize_window(size)
        frames(app, 2)
        assert table.log.rect.right <= size[0] and table.log.rect.bottom <= size[1]
    app.resize_window((1280, 800))
    frames(app, 2)
    assert viewport.u() == 1.0
    after = (list(table.session.record.actions), list(table.log.texts),
             table.log.scroll, table.log.entries, still_picture(table))
    assert after[:4] == before[:4]
    assert after[4] == before[4], "the same picture back at 1280×800"


def test_the_replay_after_a_resize_away_and_back(app):
    table = busy(app)
    scene = replay_of(app, table)
    scene.go(3)
    frames(app, 2)
    before = (scene.session.position, list(scene.log.texts), still_picture(scene))
    app.resize_window((2560, 1440))
    frames(app, 2)
    assert scene.session.position == 3 and scene.log.texts == before[1]
    app.resize_window((1280, 800))
    frames(app, 2)
    assert (scene.session.position, list(scene.log.texts), still_picture(scene)) == before


def test_a_flight_in_the_air_lands_when_the_window_changes(app, monkeypatch):
    """Animations in flight end at once at the new layout: nothing is left flying from
    the old place, and what they were to show is on the board and in the log (the shared
    table does it: a game's own relayout, if any, is left out)."""
    from cinetable.client.animation import Call
    table = busy(app, moves=2)
    if "relayout" in type(table).__dict__:
        monkeypatch.delattr(type(table), "relayout")
    table.queue.set_speed("normal")
    landed = []
    face = pygame.Surface((20, 30))
    table.queue.add(table.sprites.flight(face, (100, 100), (600, 400), 5.0),
                    Call(lambda: landed.append(True)))
    frames(app, 3)
    assert table.sprites.active and table.queue.busy
    app.resize_window((1920, 1080))
    assert not table.queue.busy and not table.sprites.active and landed == [True]


@pytest.mark.parametrize("size,scale", SIZES, ids=SIZE_IDS)
def test_the_hotseat_curtain_at_every_size(tmp_path, monkeypatch, size, scale):
    from cinetable.client.table.curtain import CurtainScene
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.scenes.push(CurtainScene(app, "Bot 3 Longname", lambda: None))
        assert problems_at(rec, app, size, scale) == []
        scene = app.scenes.top
        window = pygame.Rect(0, 0, *size)
        assert window.contains(scene.button.rect)
        assert abs(scene.button.rect.centerx - size[0] // 2) <= 1


@pytest.mark.parametrize("size", [(960, 600), (3440, 1440)], ids=["960x600", "3440x1440"])
def test_since_your_turn_panel_in_the_window(tmp_path, monkeypatch, size):
    """The panel opens centred across the window below the bar, its lines inside it."""
    with recorded_app(tmp_path, monkeypatch, language="it") as (rec, app):
        table = busy(app)
        set_window(app, size)
        frames(app, 2)
        assert table.since.toggle() and table.since.open
        frames(app, 1)
        from cinetable.client.table.since_panel import panel_rect
        panel = panel_rect()
        assert pygame.Rect(0, table.bar.height, *size).contains(panel)
        assert abs(panel.centerx - size[0] // 2) <= 1
        screen, boxes = draw_frame(rec, app, size)
        inside = [t for r, t in boxes if panel.contains(r)]
        assert len(inside) >= 3, boxes
        assert outside(boxes, size) == []


def test_no_tooltip_from_the_board_over_the_since_your_turn_panel(app):
    """Seen at 960×600: a card's tip stayed drawn over the open panel's lines."""
    from cinetable.client.table.tooltip import Tip
    table = busy(app, moves=2)
    anchor = pygame.Rect(table.LOG_RECT.x, table.bar.height + 40, 20, 20)
    table.tip_at = lambda pos: Tip("card", anchor, lambda: ["A card", "what it is"])
    table.mouse = anchor.center
    assert until(app, lambda: table.tips.showing, 200), "a tip shows on the board"
    assert table.since.toggle()
    frames(app, 3)
    screen = pygame.Surface(app.screen.get_size())
    table.draw(screen)
    assert not table.tips.showing and table.tips.rect is None


def test_a_resize_after_a_language_switch_mid_animation_keeps_the_log(app):
    """A language switch while a move plays keeps the log's lines as they were; a resize
    after it still has every one of them to lay out again."""
    from cinetable.client.animation import Delay
    table = busy(app, moves=2)
    table.queue.set_speed("normal")
    table.queue.add(Delay(5.0))
    texts = list(table.log.texts)
    app.set_language("fr")
    assert table.log.texts == texts
    app.resize_window((1920, 1080))
    assert table.log.texts == texts and len(table.log.lines) >= len(texts)
