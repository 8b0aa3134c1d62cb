"""Hollywood 1947's illustrated pieces (issue 29): a picture on every Propaganda card kind
and loyalty card (never a blank face), a figure of its own for each Job, faces at their
exact pixel size at 100 % and 200 %, and the gallery's faces named in each language."""
import pygame
import pytest

from cinetable.client import viewport
from cinetable.client.hollywood1947 import card_art as A
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.hollywood1947.gallery import gallery_faces
from cinetable.client.hollywood1947.paint import Painter
from cinetable.client.hollywood1947.words import COMP, Words
from cinetable.client.services import Fonts, Translator

pytestmark = pytest.mark.gui


def configure(size, scale=100):
    viewport.configure(size, scale)
    L.relayout()


@pytest.fixture
def window():
    """configure() the viewport directly (no window); the reference size put back after."""
    pygame.font.init()
    yield configure
    configure((1280, 800))


def painter():
    return Painter(Fonts(), Words(Translator(), ["Ann"], 1))


def test_every_card_kind_and_loyalty_shows_a_picture_of_its_own(window):
    window((1280, 800))
    p = painter()
    for c in COMP.cards:
        p.card(c.id, L.HAND_CARD)
    for k in ("patriot", "communist", "star"):
        p.loyalty(k, L.LOYALTY.size)
    kinds = {c.kind for c in COMP.cards}
    cards = {k: v for k, v in p.art_used.items() if k in kinds}
    assert set(cards) == kinds
    assert len(set(cards.values())) == len(kinds)          # no two kinds share a picture
    loyal = {k[1]: v for k, v in p.art_used.items() if isinstance(k, tuple) and k[0] == "loyalty"}
    assert loyal == {"patriot": "flag_eagle", "communist": "red_star", "star": "searchlights"}


def test_a_face_with_no_picture_is_refused_rather_than_drawn_blank():
    with pytest.raises(ValueError):
        A.picture("no_such_art", "neutral", (60, 90), 0.6)


def test_each_job_pill_carries_its_own_figure(window):
    window((1280, 800))
    p = painter()
    pills = [p.job_pill(j, L.JOB_PILL_H) for j in range(9)]
    looks = [p.art_used[("job", j)] for j in range(9)]
    assert len({lk.signature() for lk in looks}) == 9
    # the figure's disc sits at the pill's left, before the number: its pixels differ
    heads = [pygame.image.tobytes(img.subsurface((2, 2, L.JOB_PILL_H - 4, L.JOB_PILL_H - 4)),
                                  "RGBA") for img in pills]
    assert len(set(heads)) == 9


@pytest.mark.parametrize("size, scale", [((1280, 800), 100), ((2560, 1600), 200),
                                         ((960, 600), 100), ((3840, 2160), 200)])
def test_faces_render_at_their_exact_pixel_size(window, size, scale):
    window(size, scale)
    p = painter()
    kinds = {c.kind: c.id for c in COMP.cards}
    for box in (L.HAND_CARD, L.PILE_CARD, (viewport.px(26), viewport.px(36))):
        for cid in kinds.values():
            assert p.card(cid, box).get_size() == box
        assert p.back(box).get_size() == box
    for k in (None, "patriot", "communist", "star"):
        assert p.loyalty(k, L.LOYALTY.size).get_size() == L.LOYALTY.size
    for poster in COMP.posters:
        assert p.poster(poster.id, L.POSTER.size).get_size() == L.POSTER.size
    for j in range(9):
        assert p.job_pill(j, L.JOB_PILL_H).get_height() == L.JOB_PILL_H


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_gallery_names_every_piece_in_the_players_language(window, lang):
    window((1280, 800))
    t = Translator(lang)
    faces = gallery_faces(Fonts(), (120, 180), t)
    kinds = {c.kind for c in COMP.cards}
    # each card kind, its back, three loyalties and their back, posters, Jobs, 2 dice, trophy
    assert len(faces) == len(kinds) + 1 + 4 + len(COMP.posters) + 9 + 3
    labels = [label for label, _img in faces]
    assert all(label and "hollywood1947." not in label for label in labels)
    assert len(set(labels)) == len(labels)
    assert all(img.get_width() > 0 for _label, img in faces)


def test_every_poster_carries_its_genres_emblem(window):
    from cinetable.client.hollywood1947.genre_art import EMBLEMS
    window((1280, 800))
    p = painter()
    for poster in COMP.posters:
        p.poster(poster.id, L.POSTER.size)
    assert set(EMBLEMS) == {poster.id for poster in COMP.posters}
    assert {k[1] for k in p.art_used if k[0] == "poster"} == set(EMBLEMS)


def test_a_tumbling_die_turns_its_painted_face_rather_than_painting_it_again(window, monkeypatch):
    from cinetable.client.hollywood1947 import piece_art
    window((1280, 800))
    painted = []
    real = piece_art.die_face
    monkeypatch.setattr(piece_art, "die_face", lambda size, star: painted.append(star) or
                        real(size, star))
    p = painter()
    for tilt in (0.0, 12.5, 40.0, 95.3, 180.0):
        img = p.die(22, True, tilt)
        assert img.get_width() >= 22
    assert painted == [True]
    assert p.token(10).get_size() == (20, 20)
