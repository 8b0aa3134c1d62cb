"""Festival de Cannes's illustrated cards (issue 29): a picture on every face (a portrait
per star, a vignette per scene kind, a title card per screenplay, an emblem per special
card), each lot kind's back, faces at their exact pixel size at 100 % and 200 %, the
stars' portraits fitting actress or actor and no two alike, the gallery named in each
language, a picture per month on the track, and the Croisette behind the lots."""
import pygame
import pytest

from cinetable.client import viewport
from cinetable.client.cannes import layout as L
from cinetable.client.cannes.paint import CARDS, SPECIAL_IDS, Painter
from cinetable.client.services import Fonts, Translator
from cinetable.games.cannes.cards import SCENE, SCREENPLAY, STAR

pytestmark = pytest.mark.gui


def at(size, scale=100):
    """The viewport configured directly (no window) and the table laid out for it."""
    viewport.configure(size, scale)
    L.relayout()


@pytest.fixture(autouse=True)
def _reference_size_after():
    pygame.font.init()
    yield
    at((1280, 800))


def painter():
    return Painter(Fonts(), None, Translator(), ["Ana", "Bob", "Cy"], 3)


def test_every_card_face_shows_its_own_picture_none_a_placeholder():
    at((1280, 800))
    p = painter()
    ids = [c.id for c in CARDS.film] + SPECIAL_IDS
    for cid in ids:
        p.face(cid)
    assert sorted(p.art_used) == sorted(ids)
    art = p.art_used
    stars = {art[c.id] for c in CARDS.film if c.kind == STAR}
    scenes = {c.scene: art[c.id] for c in CARDS.film if c.kind == SCENE}
    plays = {art[c.id] for c in CARDS.film if c.kind == SCREENPLAY}
    assert len(stars) == 20 and all(a.startswith("portrait:") for a in stars)
    assert len(set(scenes.values())) == len(CARDS.scene_ids) and all(
        a == f"scene:{CARDS.scene_ids[k]}" for k, a in scenes.items())
    assert len(plays) == 6 and all(a.startswith("title card:") for a in plays)
    assert {art[s] for s in SPECIAL_IDS} == {f"special:{s}" for s in SPECIAL_IDS}


def test_each_lot_kind_and_the_special_cards_have_their_own_illustrated_back():
    at((1280, 800))
    p = painter()
    backs = {pygame.image.tobytes(p.back(k), "RGBA") for k in "TSVX"}
    assert len(backs) == 4
    assert {p.art_used[k] for k in "TSVX"} == {"back:T", "back:S", "back:V", "back:X"}


@pytest.mark.parametrize("size, scale", [((1280, 800), 100), ((2560, 1600), 200),
                                         ((960, 600), 100), ((3840, 2160), 200)])
def test_faces_backs_bids_and_dice_render_at_their_exact_pixel_size(size, scale):
    at(size, scale)
    p = painter()
    lot = (L.LOT_W, L.LOT_H)
    for cid in [c.id for c in CARDS.film] + SPECIAL_IDS:
        assert p.face(cid, 7).get_size() == lot
        assert p.face(cid, None, (78, 104), L.G).get_size() == (L.card_px(78), L.card_px(104))
    for kind in "TSV":
        assert p.back(kind).get_size() == lot
    assert p.auction_back().get_size() == L.SMALL
    assert p.auction_card(CARDS.value(3)).get_size() == (L.CARD_W, L.CARD_H)
    assert p.die(6, 44).get_size() == (viewport.px(44),) * 2


def test_actresses_and_actors_have_fitting_portraits_no_two_alike():
    from cinetable.client.cannes.card_faces import LOOKS
    from cinetable.client.portraits import FEMININE
    stars = [c for c in CARDS.film if c.kind == STAR]
    assert all((LOOKS[c.name].hair in FEMININE) == c.female for c in stars)
    assert len({LOOKS[c.name].signature() for c in stars}) == len(stars)


def test_the_gallery_shows_every_face_named_in_each_language():
    from cinetable.client.cannes.gallery import gallery_faces
    at((1280, 800))
    for lang in ("en", "fr", "it"):
        faces = gallery_faces(Fonts(), (120, 166), Translator(lang))
        labels = [label for label, _img in faces]
        # 6 screenplays, 10 scene kinds, 20 stars, 4 specials, 4 backs, 6 auction
        # cards, the sealed bid, 6 dice, 3 prizes
        assert len(faces) == 60
        assert len(set(labels)) == len(labels)
        assert not any("cannes." in label for label in labels), labels
        assert all(img.get_size() == (120, 166) for _label, img in faces[:44])


def test_the_track_shows_a_picture_for_each_month():
    from cinetable.client.cannes.vignettes import picture
    at((1280, 800))
    months = {pygame.image.tobytes(picture("month", str(m), (40, 40)), "RGBA")
              for m in range(1, 13)}
    assert len(months) == 12
    p = painter()
    surf = pygame.Surface(viewport.size())
    p.track(surf)
    plain, first = L.square_rect(1), L.square_rect(2)         # 15 June, 1 July
    colours = {tuple(surf.get_at((x, y))) for x in range(first.x + 4, first.right - 4)
               for y in range(first.y + 4, first.bottom - 4)}
    empty = {tuple(surf.get_at((x, y))) for x in range(plain.x + 4, plain.right - 4)
             for y in range(plain.y + 4, plain.bottom - 4)}
    assert len(empty) == 1 and len(colours) > 4


def test_the_lots_lie_on_a_red_carpet_with_rays_and_palms():
    from cinetable.client.cannes.backdrop import CARPET, red_carpet
    at((1920, 1080))
    surf = pygame.Surface(viewport.size())
    red_carpet(surf, L.LOTS, viewport.px(14))
    r = L.LOTS
    side = min(r.h - viewport.px(20), r.w // 5)
    trunk = tuple(surf.get_at((r.x + viewport.px(6) + int(side * 0.49),
                               r.bottom - int(side * 0.2))))[:3]
    assert sum(trunk) < sum(CARPET)                  # a dark palm stands at the left end
    row = {tuple(surf.get_at((x, r.y + r.h // 3)))[:3] for x in range(r.centerx - 200,
                                                                      r.centerx + 200)}
    assert len(row) >= 2                             # the fan of rays crosses the middle


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_a_special_cards_long_name_fits_its_lot_in_each_language(lang):
    """No ink of the name in the card's outer columns (Intraprendenza ran off both
    edges at 960x600)."""
    at((960, 600))
    p = Painter(Fonts(), None, Translator(lang), ["Ana"], 1)
    edge = viewport.px(3)
    for sid in SPECIAL_IDS:
        img = p.face(sid)
        w = img.get_width()
        inked = [(x, y) for x in [*range(edge), *range(w - edge, w)]
                 for y in range(viewport.px(8), viewport.px(40))
                 if sum(img.get_at((x, y))[:3]) < 300 and img.get_at((x, y))[3] > 200]
        assert not inked, (sid, inked[:3])


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_a_screenplays_title_and_scenes_keep_apart_inside_its_card(lang, size):
    """At 960x600 the type stays at the legible floor: the five scenes of a screenplay
    lay over each other until the band and the title's second line gave way."""
    from tests.client.text_rects import overlaps, recording
    at(size)
    with recording() as rec:
        p = Painter(Fonts(), None, Translator(lang), ["Ana"], 1)
        for c in CARDS.film:
            if c.kind == SCREENPLAY:
                img = p.face(c.id)
                boxes = rec.texts(img)
                assert len(boxes) >= len(c.needs) + 1
                assert not overlaps(boxes), (c.id, boxes)
                assert all(img.get_rect().contains(r) for r, _t in boxes), (c.id, boxes)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_an_auction_cards_suit_keeps_clear_of_its_000_nf(size):
    """At the legible floor "000 NF" is taller than designed; the spade drawn under it
    ran into its letters at 960x600."""
    from tests.client.text_rects import recording
    at(size)
    with recording() as rec:
        p = Painter(Fonts(), None, Translator(), ["Ana"], 1)
        for k in (1, 3, 45, 47):                 # spades and clubs, talent and not
            img = p.auction_card(CARDS.value(k))
            unit = next(r for r, text in rec.texts(img) if text == "000 NF")
            suit_ink = [(x, y) for x in range(unit.x, unit.right) for y in range(unit.y, unit.bottom)
                        if sum(abs(a - b) for a, b in zip(img.get_at((x, y))[:3], (34, 34, 44))) < 30]
            assert not suit_ink, (k, unit, suit_ink[:3])


def test_the_jury_has_five_faces_women_and_men_and_each_prize_its_emblem():
    from cinetable.client.cannes.overlays import JURY, jury_portraits
    from cinetable.client.cannes.vignettes import PRIZES, picture
    from cinetable.client.portraits import FEMININE
    at((1280, 800))
    faces = jury_portraits()
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 5
    assert {look.hair in FEMININE for look in JURY.values()} == {True, False}
    emblems = {pygame.image.tobytes(picture("prize", k, (24, 24), (60, 40, 90)), "RGBA")
               for k in PRIZES}
    assert set(PRIZES) == {"grand_prix", "screenplay", "performance"} and len(emblems) == 3
