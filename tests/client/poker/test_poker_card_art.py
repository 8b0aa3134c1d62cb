"""Hollywood Poker's illustrated cards (issue 29): a picture on every face, the value
readable in the corner a fanned hand shows, faces at their exact pixel size at 100 %
and 200 %, the gallery's faces named in each language, a figure per career badge, and
a brass rail round the felt."""
import pygame
import pytest

from cinetable.client import palette, viewport
from cinetable.client.poker import layout as L
from cinetable.client.poker.paint import INKS, Painter
from cinetable.client.services import Fonts, Translator
from cinetable.games.poker.cards import DOUBLE

pytestmark = pytest.mark.gui

VALUES = range(1, DOUBLE + 1)


def painter():
    return Painter(Fonts(), None, Translator(), ["Ann"])


def test_every_card_face_shows_its_own_picture_none_a_placeholder(window):
    from cinetable.client.poker.vignettes import DOUBLE_ART, VIGNETTES
    window((1280, 800))
    p = painter()
    for v in VALUES:
        p.face(v)
    known = {name for name, _fn in VIGNETTES.values()} | {DOUBLE_ART[0]}
    assert sorted(p.art_used) == list(VALUES)
    assert set(p.art_used.values()) == known and len(known) == len(VALUES)


@pytest.mark.parametrize("size, scale", [((1280, 800), 100), ((2560, 1600), 200),
                                         ((960, 600), 100), ((3840, 2160), 200)])
def test_faces_and_backs_render_at_their_exact_pixel_size(window, size, scale):
    window(size, scale)
    p = painter()
    for card in ((L.CARD_W, L.CARD_H), (L.TRICK_W, L.TRICK_H)):
        for v in VALUES:
            for state in ("", "dim", "sel"):
                assert p.face(v, card, state).get_size() == card
        assert p.back(card).get_size() == card
    assert p.back((viewport.px(18), viewport.px(26))).get_size() == (viewport.px(18),
                                                                      viewport.px(26))


def corner_value_height(img, hue, strip):
    """How tall the first mark in the value's ink (its hue, or that darkened to read on
    cream) is within `strip` of `img`: its rows from the first one with ink down to the
    first without."""
    inks = (hue, tuple(int(c * 0.72) for c in hue))

    def inked(y):
        return any(any(sum(abs(img.get_at((x, y))[i] - ink[i]) for i in range(3)) < 60
                       for ink in inks) for x in range(strip.left, strip.right))
    rows = [inked(y) for y in range(strip.top, strip.bottom)]
    if True not in rows:
        return 0
    first = rows.index(True)
    return (rows[first:] + [False]).index(False)


@pytest.mark.parametrize("v", [1, 7, 10, 13])
def test_the_corner_value_is_big_in_the_strip_a_fanned_hand_shows_at_960x600(window, v):
    window((960, 600))
    assert L.CARD_W < 50                  # the smallest hand this test is about
    p = painter()
    hand = pygame.Rect(0, 0, L.CARD_W // 2, L.CARD_H)            # a tight fan's strip
    assert corner_value_height(p.face(v), INKS[v], hand) >= L.CARD_H * 0.22
    felt = pygame.Rect(0, 0, L.PLAY_STEP, L.TRICK_H)             # a play's cards on the felt
    assert corner_value_height(p.face(v, (L.TRICK_W, L.TRICK_H)), INKS[v], felt) >= \
        L.TRICK_H * 0.22


def test_the_gallery_shows_every_face_and_the_back_named_in_each_language(window):
    from cinetable.client.poker.gallery import gallery_faces
    window((1280, 800))
    for lang in ("en", "fr", "it"):
        faces = gallery_faces(Fonts(), (120, 170), Translator(lang))
        assert len(faces) == len(VALUES) + 1
        labels = [label for label, _img in faces]
        assert len(set(labels)) == len(labels)
        assert not any("poker." in label for label in labels), labels
        assert all(img.get_size() == (120, 170) for _label, img in faces)


def test_each_career_badge_carries_its_own_figure(window):
    from cinetable.client.poker.career_figures import figure
    window((1280, 800))
    figures = {pygame.image.tobytes(figure(rank, 24), "RGBA") for rank in range(1, 9)}
    assert len(figures) == 8
    chip = painter().career_chip(1)
    plain = Fonts().get("semibold", 13).size("1. Megastar")[0]
    assert chip.get_width() >= plain + 20         # the figure sits before the name


def test_the_felt_has_a_brass_rail_round_it(window):
    from cinetable.client.poker.table import felt
    window((1280, 800))
    bg = pygame.Surface(viewport.size())
    bg.fill(palette.BACKGROUND)
    felt(bg)
    rail = bg.get_at((L.TABLE.left - viewport.px(5), L.TABLE.centery))
    assert rail.r > 150 and rail.g > 110 and rail.b < 110, rail     # brass, not wood


def test_a_dimmed_card_is_veiled_within_its_rounded_corners_at_200_percent(window):
    window((3840, 2160), 200)
    p = painter()
    plain, dim = p.face(5), p.face(5, state="dim")
    corner = [(x, y) for x in range(12) for y in range(12)]
    outside = [xy for xy in corner if plain.get_at(xy).a == 0]
    assert outside and all(dim.get_at(xy).a == 0 for xy in outside)   # no veil off the card


class Said:
    """A text cache that renders and remembers every string drawn."""

    def __init__(self):
        self.fonts, self.strings = Fonts(), []

    def get(self, role, size, s, colour):
        self.strings.append(s)
        return self.fonts.get(role, size).render(s, True, colour)


def test_a_seat_keeps_its_role_whole_the_badge_giving_up_its_figure_at_960x600(window):
    from types import SimpleNamespace
    window((960, 600))
    said = Said()
    p = Painter(Fonts(), said, Translator(), ["Bot 3"])
    view = SimpleNamespace(finished=[], sizes=[5], careers=[8], scores=[1], deal=1)
    p.panel(0, view, False, "random")
    assert "random" in said.strings, said.strings
    p.panel(0, SimpleNamespace(finished=[], sizes=[5], careers=[5], scores=[1], deal=1),
            False, "you")
    assert p.career_chip(5).get_width() > p.career_chip(5, with_figure=False).get_width()
