"""Hovering any card says what it is and what it is worth, in the current language; the
column preview warns when a placement would waste a star (H6.4)."""
import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.preview import owners_after_place, placement_wastes, wasted_stars
from cinetable.client.hollywood.view import CARDS, COLUMN_SLOTS
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.hollywood.state import HANDOUT_TOP_DOWN

SEATS = [("Ann", "human"), ("Rita", "bot", "normal"), ("Sam", "bot", "easy")]
STAR = next(c.index for c in CARDS.cards if c.kind == "star")
FILMS = {g: next(c.index for c in CARDS.cards if c.kind == "film" and c.genre == g
                 and not c.award) for g in range(3)}
BLOCK = next(c.index for c in CARDS.cards if c.kind == "blockbuster")


def hover(app, pos, n_frames=30):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, n_frames)


def table(app, seed=19):          # a deal with a star at the foot of a column
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood", 3, {}, SEATS, seed=seed)
    scene = open_table(app, session)
    assert until(app, scene.human_can_act)
    return session, scene


# ---- the preview's rule, without a window ---------------------------------------------
def test_H6_4_a_star_claimed_with_no_open_project_is_wasted():
    slots = [FILMS[0]] * 14
    owner = [-1] * 14
    slots[3], owner[3] = STAR, 0                 # column A bottom: a star for seat 0
    assert wasted_stars(slots, owner, [[], [], []], 0, HANDOUT_TOP_DOWN) == {3}
    owner[0] = 0                                  # a film claimed before it (A top)
    assert wasted_stars(slots, owner, [[], [], []], 0, HANDOUT_TOP_DOWN) == set()
    owner[0] = -1
    assert wasted_stars(slots, owner, [[FILMS[0]], [], []], 0, HANDOUT_TOP_DOWN) == set()


def test_H6_3_two_stars_one_project_the_second_is_wasted_unless_a_film_comes_between():
    slots = [BLOCK] * 14
    owner = [-1] * 14
    slots[0], owner[0] = STAR, 0
    slots[1], owner[1] = STAR, 0
    assert wasted_stars(slots, owner, [[FILMS[1]], [], []], 0, HANDOUT_TOP_DOWN) == {1}
    slots[1], slots[2], owner[2] = FILMS[2], STAR, 0     # film, then star: both used
    assert wasted_stars(slots, owner, [[FILMS[1]], [], []], 0, HANDOUT_TOP_DOWN) == set()


def test_H4_3_the_preview_counts_the_push():
    owner = [-1] * 14
    owner[7] = 1                                  # column B: one reel at the bottom
    after = owners_after_place(owner, 1, 0)
    assert after[6] == 1 and after[7] == 0 and after.count(-1) == 12
    slots = [BLOCK] * 14
    slots[7] = STAR
    assert placement_wastes(slots, owner, [[], [], []], 0, 1, HANDOUT_TOP_DOWN) == {7}
    assert placement_wastes(slots, owner, [[], [], []], 0, 0, HANDOUT_TOP_DOWN) == set()


# ---- on the table ------------------------------------------------------------------------
@pytest.mark.gui
def test_hovering_a_column_whose_star_would_be_lost_warns_in_the_preview(app):
    session, scene = table(app)
    v = scene.view
    assert not any(v.tableaus[0].projects)
    kinds = {c: CARDS.cards[v.slots[COLUMN_SLOTS[c][-1]]].kind for c in scene.legal_columns()}
    star_cols = [c for c, k in kinds.items() if k == "star"]
    other = [c for c, k in kinds.items() if k != "star"]
    assert star_cols and other, kinds
    col = star_cols[0]
    bottom = COLUMN_SLOTS[col][-1]
    hover(app, L.slot_rect(bottom).center)
    assert scene.hovered_column() == col and scene.waste == {bottom}
    r = L.slot_rect(bottom)
    assert tuple(app.screen.get_at((r.x - 2, r.centery)))[:3] == (222, 96, 88)   # red ring
    lines = scene.tips.lines()
    assert any("no open project" in line and "lost" in line for line in lines)
    hover(app, L.slot_rect(COLUMN_SLOTS[other[0]][-1]).center)
    assert scene.waste == set()


@pytest.mark.gui
def test_hovering_cards_tells_what_they_are_and_are_worth_in_the_current_language(app):
    session, scene = table(app)
    card = CARDS.cards[scene.view.slots[0]]
    hover(app, L.slot_rect(0).center)
    lines = scene.tips.lines()
    assert scene.tips.showing and lines[0].startswith(card.name)
    worth = {"film": "project", "star": "scores its cards", "blockbuster": "2 points"}
    assert any(worth[card.kind] in line for line in lines), lines
    hover(app, scene.decks_rect.center)
    assert scene.tips.lines()[0] == "Draw piles"
    app.set_language("fr")
    frames(app, 2)
    table_fr = app.scenes.top
    hover(app, L.slot_rect(0).center)
    fr = table_fr.tips.lines()
    french = {"film": "projet", "star": "vaut ses cartes", "blockbuster": "2 points"}
    assert fr[0].startswith(card.name) and any(french[card.kind] in x for x in fr), fr
    hover(app, table_fr.decks_rect.center)
    assert table_fr.tips.lines()[0] == "Pioches"


@pytest.mark.gui
def test_tableau_cards_and_studio_cards_have_tips(app):
    session, scene = table(app, seed=3)
    while scene.view.round < 1:             # play a round: cards reach the tableaus
        assert until(app, lambda: scene.human_can_act() or scene.view.round >= 1)
        if scene.view.round >= 1:
            break
        options = scene.star_options()
        key(app, pygame.K_1 if options else pygame.K_1 + scene.legal_columns()[0], 1)
    assert until(app, scene.human_can_act)
    frames(app, 2)
    regions = [(r, k) for items in scene.panels.regions.values() for r, k in items]
    kinds = {k[0] for _r, k in regions}
    assert {"studio"} <= kinds and kinds & {"project_card", "card", "film"}, kinds
    for wanted in ("project_card", "film", "card", "studio"):
        hit = next(((r, k) for r, k in regions if k[0] == wanted), None)
        if hit is None:
            continue
        rect, k = hit
        hover(app, rect.center)
        lines = scene.tips.lines()
        assert scene.tips.showing and len(lines) >= 2, (wanted, lines)
        if wanted == "studio":
            assert lines[0] in ("Cut (studio card)", "Double Reel (studio card)")
        elif wanted == "film":
            assert "pts" in lines[1]
        else:
            assert lines[0].split(" ★")[0] == CARDS.cards[k[1]].name


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_card_and_token_kind_has_tooltip_text_in_every_language(lang):
    """Every card of the game (stars, films with and without award, blockbusters), a card
    in a project, studio cards held and played, reels and decks: lines in `lang`, none a
    raw key, none with a field left unfilled."""
    from cinetable.client.hollywood.narrate import Narrator
    from cinetable.client.hollywood.tips import card_lines, tip_lines
    from cinetable.client.services import Translator
    t = Translator(lang)
    names = ["Ann", "Rita", "Sam"]
    narrator = Narrator(t, names, 0)
    view = type("V", (), {"star_deck": 9, "film_deck": 33})()
    keys = [("card", c.index) for c in CARDS.cards]
    keys += [("project_card", FILMS[0], 2), ("studio", "cut", 0, True),
             ("studio", "double", 1, False), ("reels", 1, 4), ("decks",)]
    keys.append(("film", STAR, 0, (FILMS[0], FILMS[0]), 6))
    for tip in keys:
        lines = tip_lines(t, narrator, tip, view, names, 0)
        assert lines and all(isinstance(x, str) and x.strip() for x in lines), tip
        for line in lines:
            assert not line.startswith("hollywood.") and "{" not in line, (tip, line)
    if lang != "en":              # translated, not the English lines
        en = Translator("en")
        assert card_lines(t, narrator, STAR)[1:] != card_lines(en, Narrator(en, names, 0), STAR)[1:]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_H4_a_greyed_full_columns_cards_say_why_no_reel_can_go_there(lang):
    """Issue 27: a full column is dimmed while reels are placed; its cards' tooltips now
    say why (every card has a reel), and an open column's do not."""
    from cinetable.client.hollywood.narrate import Narrator
    from cinetable.client.hollywood.tips import tip_lines
    from cinetable.client.hollywood.view import TableView
    from cinetable.client.services import Translator
    from cinetable.engine import CHANCE, load_game
    t = Translator(lang)
    state = load_game("hollywood", 3, {}).new_initial_state()
    while state.current_player() == CHANCE:       # the deal
        state.apply_action(state.chance_outcomes()[0][0])
    view = TableView.from_state(state)
    for s in COLUMN_SLOTS[2]:                     # column C: a reel on each card
        view.owner[s] = 1
    assert sum(view.tokens) > 0 and view.column_closed(2) and not view.column_closed(0)
    names = ["Ann", "Rita", "Sam"]
    narr = Narrator(t, names, 0)
    why = t("hollywood.tip.column_full", column="C")
    assert why in tip_lines(t, narr, ("slot", COLUMN_SLOTS[2][0]), view, names, 0)
    assert why not in tip_lines(t, narr, ("slot", COLUMN_SLOTS[0][0]), view, names, 0)
