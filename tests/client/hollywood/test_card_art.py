"""Hollywood!'s illustrated faces: every card has its picture, at any UI scale."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from cinetable.client import viewport  # noqa: E402
from cinetable.client.hollywood import vignettes  # noqa: E402
from cinetable.client.hollywood.paint import CARDS, STAR_LOOKS, CardPainter  # noqa: E402
from cinetable.client.services import Fonts  # noqa: E402
from cinetable.games.hollywood.cards import FILM, STAR  # noqa: E402


@pytest.fixture
def fonts():
    pygame.init()
    yield Fonts()
    viewport.configure(viewport.REFERENCE, 100)


def test_every_card_face_is_painted_with_an_illustration(fonts):
    painter = CardPainter(fonts, None, (112, 132))
    for c in CARDS.cards:
        painter.face(c.index)
    assert set(painter.art) == {c.index for c in CARDS.cards}
    for c in CARDS.cards:
        kind = painter.art[c.index].split(":")[0]
        assert kind == {STAR: "portrait", FILM: CARDS.genres[c.genre].id}.get(c.kind,
                                                                              "blockbuster")


def test_every_film_motif_has_a_painter_and_titles_of_a_genre_vary():
    for genre, motifs in vignettes.MOTIFS.items():
        for motif in motifs:
            assert hasattr(vignettes.Scene, f"m_{motif}"), motif
    epics = {vignettes.motif_for("blockbuster", c.name) for c in CARDS.cards
             if c.kind == "blockbuster"}
    assert len(epics) == len(CARDS.film_deck) - sum(c.kind == FILM for c in CARDS.cards)
    assert all(hasattr(vignettes.Scene, f"m_{m}") for m in epics | {"premiere"})
    for g in CARDS.genres:
        films = [c.name for c in CARDS.cards if c.kind == FILM and c.genre == g.index]
        motifs = {vignettes.motif_for(g.id, t) for t in films}
        assert len(motifs) >= 8, (g.id, motifs)


def test_no_two_stars_look_alike():
    sigs = [STAR_LOOKS[c.name].signature() for c in CARDS.stars]
    assert len(set(sigs)) == len(sigs)
    assert len({(STAR_LOOKS[c.name].hair, STAR_LOOKS[c.name].costume)
                for c in CARDS.stars}) == len(sigs)


@pytest.mark.parametrize("scale", [100, 200])
def test_faces_render_at_their_exact_pixel_size_at_100_and_200_percent(fonts, scale):
    viewport.configure((1920, 1080), scale)
    w = viewport.px(112)
    size = (w, round(w * 132 / 112))
    painter = CardPainter(fonts, None, size, (viewport.px(34), viewport.px(46)))
    for c in CARDS.cards:
        assert painter.face(c.index).get_size() == size
        assert painter.mini(c.index).get_size() == (viewport.px(34), viewport.px(46))


def test_the_gallery_shows_studio_cards_deck_backs_and_reels(fonts):
    from cinetable.client.hollywood.gallery import gallery_faces
    faces = gallery_faces(fonts, (90, 106))
    labels = [label for label, _ in faces]
    assert len(faces) == len(CARDS.cards) + 2 + 2 + 5
    assert {"Cut", "Double Reel", "star deck", "film deck"} <= set(labels)
    assert all(img.get_size() == (90, 106) for _, img in faces[:len(CARDS.cards) + 4])


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_gallery_names_backs_and_reels_in_the_players_language(fonts, lang):
    from cinetable.client.hollywood.gallery import gallery_faces
    from cinetable.client.services import Translator
    labels = [label for label, _ in gallery_faces(fonts, (90, 106), Translator(lang))]
    assert not any(label.startswith("gallery.") for label in labels)
    back = {"en": "Star deck (back)", "fr": "Pioche des stars (dos)",
            "it": "Mazzo delle star (dorso)"}[lang]
    assert back in labels


def test_deck_backs_are_painted_once_per_size(fonts):
    painter = CardPainter(fonts, None, (112, 132))
    assert painter.back("star").get_size() == (112, 132)
    assert painter.back("film", (40, 48)).get_size() == (40, 48)
    assert painter.back("star") is painter.back("star")


def test_a_star_in_a_tableau_shows_its_portrait(fonts):
    painter = CardPainter(fonts, None, (112, 132), (42, 56))
    for c in CARDS.stars:
        assert painter.mini(c.index).get_size() == (42, 56)
        assert painter.art[c.index].startswith("portrait:")


def test_films_of_a_genre_sharing_a_motif_differ_in_sky_and_direction():
    for g in CARDS.genres:
        titles = [c.name for c in CARDS.cards if c.kind == FILM and c.genre == g.index]
        seen = set()
        for t in titles:
            variant = vignettes.variant_of(g.id, t, titles)
            sky = vignettes.Scene(pygame.Surface((4, 4)), g.id, t, g.colour, 0, variant).sky
            look = (vignettes.motif_for(g.id, t), sky, variant % 2)
            assert look not in seen, (g.id, t, look)
            seen.add(look)


def test_the_backs_mark_keeps_inside_the_frames_corners(fonts):
    from cinetable.client.hollywood import extras
    surf = pygame.Surface((150, 176), pygame.SRCALPHA)
    extras._caption(surf, fonts.pixel("title", 40), "Hollywood!", (255, 255, 255), 0.79, 0.62)
    assert surf.get_bounding_rect().width <= round(150 * 0.62) + 1
    for deck in ("star", "film"):
        assert extras.paint_back(fonts, deck, 150, 176).get_size() == (150, 176)
