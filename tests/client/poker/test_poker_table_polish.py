"""What a first game at the poker table found hard to read (issue 29): two-digit values
whose corners ran together ("1010"), a seat's words of an earlier trick still shown
next to the next one, tags over the panel's card count or cut short, the exchange
recap over the first lead, cards not dimmed when none can answer, and the last
deal's scoreboard announcing careers for a deal that never comes."""
import pygame
import pytest
from shell_helpers import key, until
from test_poker_follow import play_on, table

from cinetable.client import viewport
from cinetable.client.poker import layout as L
from cinetable.client.poker.card_faces import band_height, numeral_ink
from cinetable.client.poker.narrate import cards_text
from cinetable.client.poker.paint import INKS, Painter
from cinetable.client.services import Fonts, Translator
from cinetable.games.poker import events as E

pytestmark = pytest.mark.gui


def ink_columns(img, ink, rows):
    """The columns of `img` where the numerals' own ink shows within `rows`."""
    cols = set()
    for x in range(img.get_width()):
        for y in range(rows):
            c = img.get_at((x, y))
            if c.a > 200 and sum(abs(a - b) for a, b in zip(c[:3], ink)) < 24:
                cols.add(x)
                break
    return sorted(cols)


@pytest.mark.parametrize("size", [(1240, 720), (1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("v", [10, 11, 12, 13])
def test_two_digit_values_in_both_corners_keep_a_gap_between_them(window, size, v):
    window(size)
    face = Painter(Fonts(), None, Translator(), ["Ann"]).face(v)
    cols = ink_columns(face, numeral_ink(INKS[v]), band_height(face.get_height()))
    mid = face.get_width() // 2
    left = [x for x in cols if x < mid]
    right = [x for x in cols if x >= mid]
    assert left and right
    gap = min(right) - max(left) - 1
    assert gap >= max(4, face.get_width() // 10), f"{v}: corners {gap} px apart"


def played_tricks(app, count=1):
    """A table past `count` won tricks, a new one led and answered by nobody yet."""
    session, scene = table(app)
    won = []
    real = scene.apply_event

    def spy(ev):
        if isinstance(ev, E.TrickWon):
            won.append(ev)
        real(ev)
    scene.apply_event = spy
    assert play_on(app, scene, session, lambda: len(won) >= count and session.state.deal == 0
                   and len(scene.view.trick) == 1 and not scene.queue.busy)
    return session, scene


def test_a_seats_words_from_the_trick_before_are_not_shown_next_to_the_new_one(app):
    session, scene = played_tricks(app, 2)
    v = scene.view
    in_trick = {p for p, _ in v.trick} | set(v.finished)
    shown = scene.shown_last_moves()
    assert set(scene.last_moves) - in_trick, "some seat spoke in the trick before"
    assert set(shown) <= in_trick, shown
    assert v.trick[0][0] in shown, "the lead just played is said"
    scene.set_walk(list(v.seats), list(reversed(v.seats)), 0.5)
    assert scene.shown_last_moves() == {}, "no words cross the panels as they walk"
    scene.set_walk(None, None, 0)
    scene.recap, scene._recap_rect = "trick", pygame.Rect((0, 0), viewport.size())
    assert scene.shown_last_moves() == {}, "none half hidden under an open recap"


def test_a_seats_words_sit_off_its_panel_and_are_never_cut_short(app):
    session, scene = played_tricks(app)
    long = "Marlene takes the exchange: Walter gives their best card."
    for seat in range(session.state.n):
        area = scene.last_move_area(seat)
        assert not area.colliderect(scene.panel_rect(seat)), f"seat {seat} over its panel"
        assert not (scene.view.aside and area.colliderect(L.ASIDE)), "over the set-aside cards"
        said = []
        real = scene.text.get
        scene.text.get = lambda *a, **k: (said.append(a[2]), real(*a, **k))[1]
        try:
            scene.last_move_mark(pygame.Surface(viewport.size()), seat, long)
        finally:
            scene.text.get = real
        assert " ".join(said) == long, said


def test_the_exchange_recap_that_opened_by_itself_gives_way_to_the_first_lead(app):
    session, scene = table(app)
    assert until(app, lambda: session.state.phase == 4 and not scene.queue.busy)
    scene.apply_event(E.ExchangeDecided(1, 2, 1, True))
    assert scene.recap == "exchange"
    scene.apply_event(E.Played(1, (5,), 5, 12))
    assert scene.recap is None, "it covered the card the player had to answer"
    key(app, pygame.K_x, 2)                          # asked for again: it stays
    scene.apply_event(E.Played(2, (6,), 6, 12))
    assert scene.recap == "exchange"


def test_when_nothing_can_answer_every_card_is_dimmed_and_the_prompt_says_pass(app):
    session, scene = table(app)
    assert play_on(app, scene, session, lambda: scene.human_can_act() and
                   session.state.last_count and not scene.playable_values(), 20000)
    drawn = []
    real = scene.painter.face
    scene.painter.face = lambda v, size=None, state="": (     # your hand's, not the trick's
        size is None and drawn.append(state), real(v, size, state))[1]
    try:
        scene._layer_key = None
        scene.draw_table(pygame.Surface(viewport.size()))
    finally:
        scene.painter.face = real
    assert drawn and set(drawn) == {"dim"}, drawn
    last = next(a for _, a in reversed(session.state.trick) if a is not None)
    assert scene.human_prompt() == app.t("poker.prompt.cannot_beat",
                                         cards=cards_text(last.cards(), app.t))


@pytest.mark.parametrize("end", ["deals", "target"])
def test_the_last_deals_scoreboard_promises_no_next_career_and_shows_badges(app, end):
    from cinetable.client.poker.overlays import career_column, draw_scoreboard
    session, scene = table(app)
    assert until(app, lambda: session.state.phase == 4 and not scene.queue.busy)
    v = scene.view
    v.max_deals, v.target = (2, 30) if end == "deals" else (0, 30)
    last = (6, 5, 2, 1) if end == "deals" else (31, 12, 9, 4)
    v.deal_points = ((0, 1, 2, 3), (6, 5, 2, 1), (6, 5, 2, 1), 1)
    assert career_column(v) == "poker.scoreboard.career", "after deal 1 of 2: the next"
    v.deal_points = ((0, 1, 2, 3), (6, 5, 2, 1), last, 2)
    assert career_column(v) == "poker.scoreboard.career_won"
    badges = []
    real = scene.painter.career_chip
    scene.painter.career_chip = lambda rank, *a: (badges.append(rank), real(rank, *a))[1]
    try:
        draw_scoreboard(scene, pygame.Surface(viewport.size()))
    finally:
        scene.painter.career_chip = real
    assert badges == list(session.state.careers)


@pytest.mark.parametrize("v", [7, 13, 14])
def test_the_recaps_small_cards_are_the_decks_own_faces_not_flat_tiles(window, v):
    from types import SimpleNamespace

    from cinetable.client.poker.recap_panels import MINI, mini_card
    window((1280, 800))
    painter = Painter(Fonts(), None, Translator(), ["Ann"])
    scene = SimpleNamespace(painter=painter, app=SimpleNamespace(fonts=Fonts()))
    size = (viewport.px(MINI[0]), viewport.px(MINI[1]))
    as_drawn = pygame.image.tobytes(mini_card(scene, v), "RGBA")
    assert as_drawn == pygame.image.tobytes(painter.face(v, size), "RGBA")
    assert v in painter.art_used, "its picture is on it"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_refused_click_is_told_near_the_buttons_clear_of_every_seat(app, size):
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    for n in range(2, 9):
        seats = [("Ann", "human")] + [(f"Bot{i}", "bot", "easy") for i in range(1, n)]
        session = GameSession.new("poker", n, {}, seats, seed=3, bot_time_budget=0.02)
        scene = open_table(app, session)
        viewport.configure(size, 100)
        L.relayout()
        area = scene.NOTICE_AREA
        for p in range(n):
            assert not area.colliderect(scene.panel_rect(p)), (n, p)
        assert area.bottom <= L.PLAY_BUTTON.top or n > 6, "over the buttons below 7 seats"
        app.scenes.pop()
    viewport.configure((1280, 800), 100)
    L.relayout()


def test_career_cards_leave_the_panels_while_they_fly_to_their_new_holders(app):
    from cinetable.client.poker.animate import career_flights
    session, scene = table(app)
    assert until(app, lambda: session.state.phase == 4 and not scene.queue.busy)
    n = session.state.n
    scene.view.careers = [1, 2, 3, 8][:n]
    ev = E.SeatsChanged(tuple(range(n)), (8, 1, 2, 3)[:n])
    step = career_flights(scene, ev)
    step.advance(0.05)
    assert not step.done
    assert not any(scene.view.careers), "the old cards still sat on the panels"
    while not step.done:
        step.advance(0.1)
    assert scene.view.careers == list(ev.careers)


@pytest.mark.parametrize("place, metal", [(1, (226, 186, 84)), (2, (196, 200, 210)),
                                          (3, (196, 128, 70))])
def test_a_finished_seat_shows_its_place_as_a_rosette_not_words(window, place, metal):
    from types import SimpleNamespace

    from cinetable.client.table.text import TextCache
    window((1280, 800))
    fonts = Fonts()
    painter = Painter(fonts, TextCache(fonts), Translator(), ["Ann", "Rita", "Sam", "Cary"])
    order = [1, 2, 3, 0]
    view = SimpleNamespace(finished=order[:place], sizes=[3, 0, 0, 0], careers=[1, 2, 3, 8],
                           scores=[6, 5, 2, 1], deal=1)
    img = painter.panel(order[place - 1], view, False, "normal")
    row = viewport.px(50) + L.ROW_GAIN
    spot = pygame.Rect(0, 0, viewport.px(22), viewport.px(22))
    spot.center = (L.PANEL_W // 2 + viewport.px(10), row + viewport.px(11))
    metal_px = sum(1 for x in range(spot.left, spot.right) for y in range(spot.top, spot.bottom)
                   if sum(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], metal)) < 60)
    assert metal_px > spot.w * spot.h // 5, f"{metal_px} px of the medal's metal"


def test_the_exchange_dialog_shows_the_careers_and_the_cards_that_change_hands(app):
    from types import SimpleNamespace

    from cinetable.client.poker.overlays import draw_dialog
    session, scene = table(app)
    assert until(app, lambda: session.state.phase == 4 and not scene.queue.busy)
    scene.view.careers = [1, 2, 3, 8]
    drawn = []
    painter = SimpleNamespace(
        career_chip=lambda rank, *a: (drawn.append(("career", rank)),
                                      scene.painter.career_chip(rank, *a))[1],
        back=lambda size=None: (drawn.append(("back",)), scene.painter.back(size))[1])
    ask = SimpleNamespace(state=SimpleNamespace(pairs=[(0, 3, 2)], pair_i=0), app=app,
                          names=scene.names, text=scene.text, view=scene.view,
                          painter=painter)
    draw_dialog(ask, pygame.Surface(viewport.size()))
    assert drawn == [("career", 8), ("career", 1), ("back",)], drawn


def test_a_table_opened_mid_game_recaps_the_exchange_of_its_own_deal(app):
    from cinetable.client.poker.view import TableView
    session, scene = table(app)
    assert play_on(app, scene, session, lambda: session.state.deal == 1)
    assert TableView(session.state, 0).exchange_summary.deal == 1, "not 'before deal 1'"
