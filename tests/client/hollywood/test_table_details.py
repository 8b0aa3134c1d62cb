"""What a player sees on the Hollywood! table: tooltips clear of the buttons, flights over
them, refusals clear of the names, the thinking dots clear of the role, the log's cue
and length, the star-wasting preview, scores that say they are points, and a table that
looks the same after a language switch or a resize."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.hollywood import layout as L
from cinetable.client.session import GameSession
from cinetable.client.table import seats as S
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]


def new_table(app, seed=17, speed="instant", seats=SEATS, language=None):
    app.settings["animation_speed"] = speed
    if language:
        app.set_language(language)
    session = GameSession.new("hollywood", len(seats), {}, seats, seed=seed)
    return session, open_table(app, session)


def hover(app, pos, n_frames=30):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, n_frames)


def test_the_double_reel_tooltip_is_clear_of_both_studio_cards(app):
    session, scene = new_table(app)
    assert until(app, scene.human_can_act)
    for card in (L.DOUBLE_CARD, L.CUT_CARD):
        hover(app, card.center)
        assert scene.tips.showing and scene.tips.rect is not None
        assert not scene.tips.rect.colliderect(L.CUT_CARD)
        assert not scene.tips.rect.colliderect(L.DOUBLE_CARD)
    assert scene.tips.lines()[0] == "Cut"


def test_cards_handed_out_fly_over_the_studio_cards(app):
    """The studio cards are painted with the table, under the flights: nothing needs
    lowering while cards fly across them, and they stay in view."""
    session, scene = new_table(app, seed=5, speed="fast")
    crossed = 0
    for _ in range(6000):
        if scene.view.round >= 1 or session.state.is_terminal():
            break
        if scene.human_can_act():
            key(app, pygame.K_1 + scene.legal_columns()[-1], 1)
            continue
        frames(app, 1)
        over = [sp for sp in scene.sprites.sprites
                if sp.rect().colliderect(L.CUT_CARD) or sp.rect().colliderect(L.DOUBLE_CARD)]
        if over:
            crossed += 1
            assert scene.studio.visible() and not scene._lowered
    assert crossed > 0, "no card flew across the studio cards in a whole round"
    assert until(app, scene.human_can_act)
    assert scene.studio.visible()


def _full_column_turn(app, scene):
    """Play column A on the human's turns until it is full on one of them."""
    for _ in range(40):
        assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal())
        full = [c for c in range(4) if scene.state.column_full(c)]
        if full:
            return full[0]
        key(app, pygame.K_1 + scene.legal_columns()[0], 1)
    raise AssertionError("no column filled up")


def test_column_is_full_shows_over_the_board_not_over_a_name(app):
    from shell_helpers import click_at
    session, scene = new_table(app, seed=11)
    col = _full_column_turn(app, scene)
    n = len(session.record.actions)
    click_at(app, L.slot_rect(L.COLUMN_SLOTS[col][0]).center, 1)    # a click says why too
    assert scene.flash == f"Column {'ABCD'[col]} is full"
    scene.flash = None
    key(app, pygame.K_1 + col, 1)
    assert scene.flash == f"Column {'ABCD'[col]} is full"
    assert len(session.record.actions) == n
    assert scene.notice_rects
    for rect in scene.notice_rects:
        assert L.BOARD.contains(rect)
        for seat in range(3):
            assert not rect.colliderect(L.panel_rect(seat, 3))


@pytest.mark.parametrize("name", ["Al", "Bo", "Maximilian"])
def test_thinking_dots_never_run_into_the_role_label(app, name):
    seats = [("Ann", "human"), (name, "bot", "normal"), ("Sam", "bot", "easy")]
    session, scene = new_table(app, seats=seats)
    rect = L.panel_rect(1, 3)
    dots = S.draw_thinking(app.screen, scene.text, rect, name, 0.9)
    role = S.role_rect(scene.text, rect, name, S.role_text(app.t, session.seats[1], False))
    name_w = scene.text.get(*S.NAME_FONT, name).get_width()
    assert dots.x >= rect.x + S.NAME_X + name_w          # after the name
    assert dots.right < role.x                            # and before the role


def test_the_log_shows_six_lines_and_more_when_hovered(app):
    session, scene = new_table(app)
    for i in range(40):
        scene.log.add(f"line {i}")
    assert scene.log.visible_rows >= 6
    hover(app, L.LOG.center, 3)
    assert scene.log.expanded and scene.log.visible_rows >= 20
    hover(app, (900, 300), 3)
    assert not scene.log.expanded and scene.log.visible_rows >= 6


def test_new_lines_while_scrolled_up_show_a_cue_that_returns_to_the_newest(app):
    session, scene = new_table(app)
    hover(app, (900, 300), 2)
    log = scene.log
    for i in range(40):
        log.add(f"line {i}")
    log.set_expanded(False)
    log.scroll_by(6)
    first = log.scroll
    assert log.cue_rect() is None               # nothing new yet
    for i in range(3):
        log.add(f"news {i}")
    assert log.scroll == first + 3              # the rows in view stay put
    assert log.unseen == 3 and log.cue_rect() is not None
    assert app.t("table.new_lines", count=3) == "3 new ↓"
    cue = log.cue_rect().center
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cue, button=1), cue)
    assert log.scroll == 0 and log.unseen == 0 and log.cue_rect() is None


def test_footer_and_blockbusters_say_they_are_points(app):
    t = app.t
    line = t("hollywood.panel.breakdown", blockbusters=2, films="0", ambitious=0)
    assert line.startswith("Points:") and "blockbusters 2" in line
    assert t("hollywood.panel.plus_pts", points=2) == "+2 pts"
    app.set_language("fr")
    assert app.t("hollywood.panel.breakdown", blockbusters=2, films="0",
                 ambitious=0).startswith("Points :")


def _snapshot(app):
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_table_looks_the_same_after_a_language_switch_and_a_resize(app):
    session, scene = new_table(app, seed=13)
    for _ in range(2):
        assert until(app, scene.human_can_act)
        key(app, pygame.K_1 + scene.legal_columns()[0], 1)
    assert until(app, scene.human_can_act)
    hover(app, (1270, 795), 3)
    first = _snapshot(app)
    app.set_language("fr")
    frames(app, 3)
    french = _snapshot(app)
    assert french != first
    app.set_language("en")
    frames(app, 3)
    assert _snapshot(app) == first
    app.resize_window((1000, 625))         # a smaller window, and back
    frames(app, 3)
    assert app.screen.get_size() == (1000, 625)
    app.resize_window((1280, 800))
    frames(app, 3)
    assert _snapshot(app) == first
    # French after a switch is French as a fresh table draws it (no English under it)
    app.set_language("fr")
    frames(app, 3)
    assert _snapshot(app) == french
    session.flush()
    fresh = GameSession.resume(session.autosave_path)
    open_table(app, fresh)
    frames(app, 3)
    hover(app, (1270, 795), 3)
    assert _snapshot(app) == french


def test_an_old_saves_you_seat_is_player_1_in_each_language_at_the_table(app):
    """A seat an older version named "You" is never "You"/"Vous"/"Tu" at the table (the
    log would read "You plays"): "Player 1" follows the language; a chosen name never
    changes."""
    seats = [("You", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]
    session, scene = new_table(app, seed=13, seats=seats)
    assert until(app, scene.human_can_act)
    assert scene.names[0] == "Player 1"
    app.set_language("fr")
    frames(app, 3)
    scene = app.scenes.top
    assert scene.names[0] == "Joueur 1" and scene.names[1] == "Rita"
    app.set_language("it")
    frames(app, 3)
    assert app.scenes.top.names[0] == "Giocatore 1"
    assert S.display_names(session.seats, app.t, "Giulia")[0] == "Giulia"
    chosen = [type(s)(name="Ann", kind="human") for s in session.seats[:1]]
    assert S.display_names(chosen, app.t) == ["Ann"]


def test_the_hint_takes_the_prompts_place_and_leaves_the_games_title(app):
    """Issue 27: the hint line covered the whole top bar, the game's title included."""
    session, scene = new_table(app)
    assert until(app, scene.human_can_act)
    scene.mouse = (-1, -1)
    title = pygame.Rect(0, 0, 16 + scene.bar.logo_w + 4, 46)
    before = pygame.Surface((1280, 800))
    scene.draw(before)
    scene.hint_line = "Hint: a long line naming the move to play, with its chances 42% ± 4"
    after = pygame.Surface((1280, 800))
    scene.draw(after)
    same = all(before.get_at((x, y)) == after.get_at((x, y))
               for x in range(title.left, title.right, 3) for y in range(title.top, title.bottom, 3))
    assert same, "the title is drawn as it was"
    assert before.get_at(scene.hint_band().center) != after.get_at(scene.hint_band().center)


def test_the_grown_log_stays_below_the_cards_you_may_click(app):
    """Issue 27: on your turn, hovering the log grew it over the bottom row of cards."""
    session, scene = new_table(app)
    assert until(app, scene.human_can_act)
    frames(app, 2)
    scene.mouse = scene.log.collapsed_rect.center
    frames(app, 2)
    bottoms = [L.slot_rect(scene.view.bottom_slot(c)) for c in scene.legal_columns()]
    assert bottoms, "columns to play"
    assert not [r for r in bottoms if scene.log.rect.colliderect(r)], scene.log.rect
