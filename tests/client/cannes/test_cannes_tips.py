"""Every card and token of the Festival de Cannes table has a tooltip saying what it is and
what it is worth, in English, French and Italian; hovering each area of a real table
shows one."""
import pytest
from shell_helpers import frames, until

from cinetable.client.cannes.narrate import Narrator
from cinetable.client.cannes.tip_regions import tip_regions
from cinetable.client.cannes.tips import SPECIAL_IDS, tip_lines
from cinetable.client.cannes.view import CARDS, TableView
from cinetable.client.services import Translator
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.cannes.flow import P

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy"),
         ("Cary", "bot", "normal")]
NAMES = [s[0] for s in SEATS]


def every_key(view) -> list:
    """One tip key for every card type and token kind the table can show."""
    keys = [("film", c.id) for c in CARDS.film]
    keys += [("special", sid) for sid in SPECIAL_IDS]
    keys += [("auction", CARDS.value(a)) for a in range(1, CARDS.auction_count + 1)]
    keys += [("need", kind, pts) for kind in range(len(CARDS.scene_ids)) for pts in (0, 10)]
    keys += [("square", sq) for sq in range(23)]
    keys += [("pawn", p) for p in range(view.n)] + [("seat", p) for p in range(view.n)]
    keys += [("dice",), ("director", 0), ("deck",)]
    return keys


def lots_of_every_kind(view) -> None:
    """Face-down lots of each back, a peeked star, a special card and a bid laid on one."""
    view.lots = [{"kind": k, "card": None, "peeked_by": [1], "bids": [2], "my_bid": None}
                 for k in "TSV"]
    view.lots.append({"kind": "V", "card": "v03", "peeked_by": [0], "bids": [0],
                      "my_bid": 270000})
    view.lots.append({"kind": "X", "card": "ds19", "peeked_by": [], "bids": [], "my_bid": None})


def assert_said(lines, what, lang):
    assert len(lines) >= 2, (what, lang, lines)
    for line in lines:
        assert line and "cannes." not in line and "{" not in line, (what, lang, line)


@pytest.mark.parametrize("lang", ("en", "fr", "it"))
def test_every_card_and_token_has_tooltip_lines_in_each_language(lang):
    t = Translator(lang)
    session = GameSession.new("cannes", 4, {}, SEATS, seed=5)
    view = TableView(session.state, 0)
    view.dice = [3, 5]
    lots_of_every_kind(view)
    narrator = Narrator(t, NAMES, 0)
    keys = every_key(view) + [("lot", i) for i in range(len(view.lots))]
    keys += [("bid", i, 0) for i in range(4)]
    for key in keys:
        assert_said(tip_lines(t, narrator, key, view, NAMES), key, lang)


def test_tooltips_say_what_a_card_is_worth():
    t = Translator("en")
    view = TableView(GameSession.new("cannes", 4, {}, SEATS, seed=5).state, 0)
    narrator = Narrator(t, NAMES, 0)
    low = tip_lines(t, narrator, ("auction", 280000), view, NAMES)
    high = tip_lines(t, narrator, ("auction", 290000), view, NAMES)
    assert low[0].startswith("280 000 NF ♦") and "Exceptional talent" in low[2]   # C1.3
    assert high[0].startswith("290 000 NF ♠") and "No Exceptional" in high[2]     # C7.1
    play = tip_lines(t, narrator, ("film", "t5"), view, NAMES)
    assert "4 scenes" in play[1] and "80" in play[3]
    lots_of_every_kind(view)
    lot = tip_lines(t, narrator, ("lot", 1), view, NAMES)
    assert lot[0] == "Lot 2: Face-down scene" and "Seen by Rita" in lot
    fr = tip_lines(Translator("fr"), Narrator(Translator("fr"), NAMES, 0), ("special", "ds19"),
                   view, NAMES)
    assert "6 ou plus" in fr[2]
    view.won[2]["specials"] = ["ds19"]                       # C1.4: DS 19 moves on 6
    assert any("6 or more" in x for x in tip_lines(t, narrator, ("pawn", 2), view, NAMES))
    assert not any("6 or more" in x for x in tip_lines(t, narrator, ("pawn", 1), view, NAMES))


def hover(app, scene, rect):
    import pygame
    pos = rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 30)
    return scene.tips.lines() if scene.tips.showing else []


@pytest.mark.gui
def test_hovering_each_area_of_a_real_table_gives_a_tip(app):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("cannes", 4, {}, SEATS, seed=5)
    scene = open_table(app, session)
    s = session.state
    assert until(app, scene.human_can_act)
    while s.phase == P.RATE:                     # rate the stars, then play until bidding
        scene.pending = list(s.legal_actions())
        assert until(app, lambda: s.phase != P.RATE or scene.human_can_act() and not scene.pending)
    quiet = ("done", "pass", "wait", "keep", "decline")
    for _ in range(400):          # play on to the first film auction: specials owned, a Director
        assert until(app, lambda: scene.human_can_act() and s.legal_actions())
        if s.phase == P.BID and s.stage >= 0:
            break
        legal = s.legal_actions()
        scene.act(next((a for a in legal if a.kind in quiet), legal[0]))
    assert s.phase == P.BID and s.stage >= 0 and scene.view.director >= 0
    frames(app, 2)
    seen = set()
    for key, rect in tip_regions(scene):
        if key[0] in seen or key[0] in ("need",):
            continue
        lines = hover(app, scene, rect)
        if lines and scene.tips.tip.key[0] == key:
            seen.add(key[0])
            assert len(lines) >= 2 and "cannes." not in " ".join(lines), (key, lines)
    assert {"lot", "bid", "auction", "seat", "pawn", "square", "dice", "deck", "special",
            "director"} <= seen, seen
    # your film: a screenplay, an exact scene (Children), a stand-in (Seduction), a star
    scene.view.won[0]["known"] = ["t5", "s01", "s10", "v02"]
    scene.view.version += 1
    frames(app, 2)
    film = [(k, r) for k, r in tip_regions(scene) if k[0] in ("film", "need")]
    assert [k for k, _r in film][0] == ("film", "t5") and ("film", "v02") in dict(film)
    for key, rect in film:
        lines = hover(app, scene, rect)
        assert scene.tips.tip.key[0] == key and len(lines) >= 2, (key, lines)
