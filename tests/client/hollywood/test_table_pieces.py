"""Pieces of the Hollywood! table a first-time player found unclear: the round starter's
and the winner's plates and the draw piles drawn in the card style rather than as bare
words, the empty blockbuster place, last moves shown whole, card tips clear of the
previewed column, and the status while a star choice ends a round."""
import contextlib

import pytest
from shell_helpers import frames, until

from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.badges import PLATES, plate
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]


@contextlib.contextmanager
def drawn_table(tmp_path, monkeypatch, players=3, before_draw=None):
    """(scene, text boxes) of a fresh table on the human's turn, drawn with the text
    recorder (before_draw(scene) runs just before)."""
    from sized_app import recorded_app
    from window_sizes import draw_frame
    seats = SEATS + [("Cal", "bot", "easy")] * (players - 3)
    with recorded_app(tmp_path, monkeypatch) as (rec, app):
        app.settings["animation_speed"] = "instant"
        session = GameSession.new("hollywood", players, {}, seats, seed=3)
        scene = open_table(app, session)
        assert until(app, scene.human_can_act)
        scene.mouse = (-1, -1)
        if before_draw is not None:
            before_draw(scene)
        frames(app, 2)
        _screen, boxes = draw_frame(rec, app, app.screen.get_size())
        yield scene, boxes


@pytest.mark.parametrize("kind", ["first", "winner"])
def test_a_seat_plate_carries_a_picture_left_of_its_word(app, kind):
    session = GameSession.new("hollywood", 3, {}, SEATS, seed=3)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, session)
    img = plate(scene.text, kind, "STARTS")
    fill, _edge = PLATES[kind]
    word = scene.text.get("semibold", 13, "STARTS")
    picture_w = img.get_width() - word.get_width()
    drawn = {img.get_at((x, y))[:3] for x in range(4, picture_w - 6)
             for y in range(4, img.get_height() - 4)}
    assert len(drawn - {fill}) > 8, "no picture on the plate"


def test_the_draw_piles_show_as_little_decks_beside_their_counts(tmp_path, monkeypatch):
    with drawn_table(tmp_path, monkeypatch) as (scene, boxes):
        assert not [t for _r, t in boxes if t.startswith("Decks")]
        counts = {str(scene.view.star_deck), str(scene.view.film_deck)}
        near = {t for r, t in boxes if scene.decks_rect.contains(r)}
        assert counts <= near
        assert scene.decks_rect.bottom <= L.STUDIO.bottom
        assert not scene.decks_rect.colliderect(L.CUT_CARD)
        assert not scene.decks_rect.colliderect(L.DOUBLE_CARD)
        tip = scene.tip_at(scene.decks_rect.center)
        assert tip is not None and tip.lines()[0] == "Draw piles"


@pytest.mark.parametrize("players", [3, 4])
def test_a_long_last_move_shows_whole_above_the_points_line(tmp_path, monkeypatch, players):
    """Beside the points line a long move was cut short ("…"): it has the panel's width."""
    long = "You receive A Dance Before Midnight (Romance project: 1 card) at last"

    def tag_every_seat(scene):
        for seat in range(players):
            scene.last_moves[seat] = long
            scene.last_move_stage[seat] = scene.view.stage_key

    with drawn_table(tmp_path, monkeypatch, players, tag_every_seat) as (scene, boxes):
        tags = [(r, t) for r, t in boxes if t == long]
        assert len(tags) == players
        for r, _t in tags:
            seat = next(s for s in range(players) if L.panel_rect(s, players).contains(r))
            foot = L.panel_areas(L.panel_rect(seat, players))["footer"]
            assert r.bottom <= foot.y


def test_a_card_tip_keeps_off_the_column_being_previewed(app):
    from test_table_details import hover
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood", 3, {}, SEATS, seed=3)
    scene = open_table(app, session)
    assert until(app, scene.human_can_act)
    for col in scene.legal_columns():
        hover(app, L.slot_rect(L.COLUMN_SLOTS[col][-1]).center)
        assert scene.hovered_column() == col
        assert scene.tips.showing and scene.tips.rect is not None
        assert not scene.tips.rect.colliderect(L.column_rect(col)), col


def test_a_star_choice_that_ends_the_round_says_the_cards_are_handed_out(app):
    """A bot's star choice ends some rounds: its batch (the film, the unclaimed cards
    removed, the round's end) said "<bot> plays" over an emptied board."""
    from cinetable.games.hollywood import events as E
    bots = [("Rita", "bot", "easy"), ("Sam", "bot", "easy"), ("Al", "bot", "easy")]
    found = None
    for seed in range(40):
        session = GameSession.new("hollywood", 3, {}, bots, seed=seed)
        while not session.state.is_terminal() and found is None:
            events = session.step_auto(None) or []
            kinds = {type(e) for e in events}
            if E.FilmFinished in kinds and E.RoundEnded in kinds and E.CardAwarded not in kinds:
                found = (session, events)
        if found:
            break
    assert found, "no star choice ended a round"
    session, events = found
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, session)
    assert scene.status_for_batch(events, session.state) == "Handing out the cards…"


def test_an_empty_blockbuster_place_says_what_a_blockbuster_is_worth(tmp_path, monkeypatch):
    """The empty project lanes show their genre; the empty blockbuster place its +2."""
    with drawn_table(tmp_path, monkeypatch) as (scene, boxes):
        for seat in range(3):
            place = L.panel_areas(L.panel_rect(seat, 3))["blockbusters"]
            assert [t for r, t in boxes if t == "+2" and place.contains(r)], seat
