"""What a first game of Festival de Cannes showed a newcomer (issue 29's play-through),
each fixed and checked here: the stars you hold are on your film before you have a
screenplay; the last auction's panel leaves the lots to the new Director; a lot's peek
marks leave its name readable; the auction card you picked stands out."""
import pytest
from shell_helpers import click_at, frames, until

from cinetable.client.cannes.view import TableView
from cinetable.engine import load_game
from cinetable.games.cannes.cards import STAR, load_cards
from cinetable.games.cannes.flow import P

CARDS = load_cards()
STARS = [c for c in CARDS.film if c.kind == STAR]


def test_a_star_won_before_any_screenplay_is_listed_on_your_film():
    state = load_game("cannes", 4).new_initial_state()
    view = TableView(state, 0)
    view.obs["won"][0]["known"] = [STARS[0].id, STARS[12].id]
    film = view.my_film()
    assert film["screenplay"] is None
    assert {c.id for c in film["shown_stars"]} == {STARS[0].id, STARS[12].id}
    assert set(film["values"]) == {STARS[0].id, STARS[12].id}
    assert film["star_range"] == (0, 0), "no screenplay, no film: the stars score nothing"


@pytest.mark.gui
def test_the_last_auctions_panel_leaves_the_lots_when_the_next_director_lays_them(app):
    """The panel stays while the pawns move, then goes as the new Director is named: the
    lots they lay (and bid on) are never hidden under it."""
    from test_cannes_table import new_table

    from cinetable.client.cannes import overlays as O
    session, scene = new_table(app, seed=2, speed="fast")
    frames(app, 3)
    click_at(app, O.AUTO_RATE.center)
    assert until(app, lambda: scene.human_can_act() and session.state.phase == P.BID,
                 limit=20000)
    scene.submit_bids()                                       # no bid on the specials
    assert until(app, lambda: scene.auction_result is not None, limit=20000)
    assert until(app, lambda: scene.view.director >= 0, limit=20000)
    assert scene.view.director != 0, "a bot is the first Director with this seed"
    assert until(app, lambda: scene.view.lots and not scene.queue.busy, limit=20000)
    assert scene.auction_result is None


MARK = (3, 251, 7)            # a colour no card uses: the peek marks, painted with it


@pytest.mark.gui
def test_who_looked_at_a_lot_is_marked_beside_its_number_not_over_its_name(app):
    import pygame
    from test_cannes_moves import table

    scene = table(app)
    scene.painter.peek_marks = lambda seats: _flat((12 * len(seats), 12))
    scene.view.lots = [{"kind": "S", "card": CARDS.film[30].id, "peeked_by": [0, 1, 2],
                        "bids": [], "my_bid": None},
                       {"kind": "V", "card": None, "peeked_by": [3], "bids": [], "my_bid": None}]
    scene.view.version += 1
    frames(app, 2)
    layer = scene._layer
    for i in range(2):
        r = scene.lot_rect(i)
        inside = {layer.get_at((x, y))[:3] for x in range(r.x, r.right, 2)
                  for y in range(r.y, r.bottom, 2)}
        assert MARK not in inside, f"lot {i + 1}: the marks lie on the card"
        above = pygame.Rect(r.x - r.w // 2, r.y - r.h // 4, 2 * r.w, r.h // 4)
        row = {layer.get_at((x, y))[:3] for x in range(above.x, above.right)
               for y in range(above.y, above.bottom)}
        assert MARK in row, f"lot {i + 1}: its marks stand over it"


def _flat(size):
    import pygame

    from cinetable.client.viewport import px
    s = pygame.Surface((px(size[0]), px(size[1])))
    s.fill(MARK)
    return s


def at_your_first_bid(app, seed=9):
    """A table (Ann and three bots) on Ann's first bid, the stars rated for her."""
    from test_cannes_table import new_table

    from cinetable.client.cannes import overlays as O
    session, scene = new_table(app, seed=seed)
    frames(app, 3)
    click_at(app, O.AUTO_RATE.center)
    assert until(app, lambda: scene.human_can_act() and session.state.phase == P.BID,
                 limit=20000)
    frames(app, 2)
    return scene


@pytest.mark.gui
def test_the_auction_card_you_pick_rises_out_of_your_hand(app):
    from cinetable.client.viewport import px
    scene = at_your_first_bid(app)
    r = scene.hand_rects()[0]
    over = [(x, r.y - px(6)) for x in range(r.x + px(6), r.right - px(6))]
    before = [scene._layer.get_at(at) for at in over]
    click_at(app, r.center)
    assert scene.selected == scene.view.hand[0]
    frames(app, 2)
    after = [scene._layer.get_at(at) for at in over]
    assert sum(a != b for a, b in zip(after, before)) > len(over) * 0.8, \
        "the picked card shows above its place"
    from cinetable.client.cannes import layout as L
    lit = [rect for a, rects in scene.lit_targets().items() if a.kind == "bid"
           and a.arg[1] * 10000 == scene.selected for rect in rects]
    assert L.picked(r) in lit and r not in lit, "its light rises with it"


def _flattest_share(surface, rect=None) -> float:
    """How much of `surface` (or its `rect`) its commonest colour covers: a word on a
    flat box is mostly one colour."""
    from collections import Counter
    r = rect or surface.get_rect()
    count = Counter(tuple(surface.get_at((x, y))) for x in range(r.x, r.right)
                    for y in range(r.y, r.bottom))
    return count.most_common(1)[0][1] / sum(count.values())


@pytest.mark.gui
def test_a_seats_special_cards_and_the_director_tag_are_drawn_pieces_not_flat_boxes(app):
    from test_cannes_moves import table

    p = table(app).painter
    for sid in ("quick", "ds19", "friends", "kindness"):
        assert _flattest_share(p.special_chip(sid)) < 0.4, sid     # its emblem, a card
    assert _flattest_share(p.director_badge()) < 0.4                # a brass plaque


@pytest.mark.gui
def test_the_jurys_prizes_are_gilt_plaques_not_flat_boxes(app):
    import pygame
    from test_cannes_moves import jury, table

    from cinetable.client.cannes import overlays as O
    scene = table(app)
    scene.view.over_event = jury(scene)
    screen = pygame.Surface(app.screen.get_size())
    O.draw_jury(scene, screen)
    assert set(scene.prize_spots) == {(2, "screenplay"), (3, "performance"), (3, "grand_prix")}
    for key, r in scene.prize_spots.items():
        assert _flattest_share(screen, r) < 0.4, key


@pytest.mark.gui
def test_each_bid_is_marked_with_its_bidders_pawn(app):
    """Beside each bid under a lot stands its bidder's pawn (the one on the film strip,
    with the initial), not a dot of colour."""
    from test_cannes_moves import one_lot, table

    from cinetable.client.cannes import layout as L
    from cinetable.client.viewport import px
    scene = table(app)
    scene.painter.pawn = lambda seat, initial, director=False: _flat((22, 22))
    one_lot(scene, bids=(1, 2, 3))
    frames(app, 2)
    r = scene.lot_rect(0)
    for k in range(3):
        x, y = L.bid_pos(r, k)
        beside = {tuple(scene._layer.get_at((x - L.SMALL[0] // 2 - dx, y)))[:3]
                  for dx in range(px(2), px(16))}
        assert any(max(abs(a - b) for a, b in zip(c, MARK)) < 10 for c in beside), \
            f"bid {k + 1}"


@pytest.mark.parametrize("lang,words", [("en", "-5 to 14"), ("fr", "-5 à 14"),
                                        ("it", "da -5 a 14")])
def test_a_film_total_that_may_be_negative_reads_as_a_range_in_words(lang, words):
    from cinetable.client.cannes.film_panel import _span
    from cinetable.client.services import Translator
    t = Translator(lang)
    assert _span((-5, 14), t) == words          # "-5–14" read as "minus 5 minus 14"
    assert _span((62, 101), t) == "62\u2013101"
    assert _span((40, 40), t) == "40"


@pytest.mark.gui
def test_an_empty_hand_says_when_new_auction_cards_come(app):
    from test_cannes_moves import table
    scene = table(app)
    seen: list = []
    get = scene.text.get
    scene.text.get = lambda role, size, words, *a, **k: (seen.append(words),
                                                          get(role, size, words, *a, **k))[1]
    scene.view.hand = []
    scene.view.version += 1
    frames(app, 2)
    assert app.t("cannes.hand_empty") in seen


@pytest.mark.gui
def test_the_directors_plaque_keeps_clear_of_the_special_cards_on_a_seat_panel(app):
    import pygame
    from test_cannes_moves import table

    from cinetable.client.cannes.tip_regions import seat_regions
    from cinetable.client.viewport import px
    scene = table(app)
    scene.view.won[1]["specials"] = ["quick", "ds19", "kindness"]
    scene.view.director = 1
    for h in (72, 76, 80):                  # a seat panel's height in a 1280x800 window
        scene.seat_rect = lambda seat, h=h: pygame.Rect(px(1020), px(254), px(248), px(h))
        regions = dict(seat_regions(scene, 1))
        plaque = regions[("director", 1)]
        for sid in ("quick", "ds19", "kindness"):
            assert not regions[("special", sid)].colliderect(plaque), (h, sid)
            assert scene.seat_rect(1).contains(regions[("special", sid)]), (h, sid)


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_bidding_prompt_fits_one_row_of_the_header_at_1280x800(app, lang):
    app.set_language(lang)
    try:
        scene = at_your_first_bid(app)
        assert scene.bar.prompt_rect is not None
        assert scene.bar.prompt_rect.h <= app.fonts.get("bold", 20).get_linesize(), \
            "one row: not squeezed onto two"
    finally:
        app.set_language("en")


@pytest.mark.gui
def test_a_card_laid_until_done_tells_how_to_take_it_back(app):
    scene = at_your_first_bid(app)
    r = scene.hand_rects()[0]
    click_at(app, r.center)
    click_at(app, scene.lot_rect(0).center)
    assert scene.held == [(0, scene.view.hand[0])]
    lines = scene.tip_at(r.center).lines()
    assert app.t("cannes.tip.held", lot=1) in lines
