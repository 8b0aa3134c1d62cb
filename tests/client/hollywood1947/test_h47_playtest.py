"""What a first game at the Hollywood 1947 table showed (issue 29's play-through): a lit
die that ignored its click, a film strip of plain boxes with its genres cut to "Adven…",
no word of the film's phase, loyalties revealed as bare words, a recap silent about a
Hearing's rerolls, and a second reroll offered as "up to two dice"."""
import pytest
from shell_helpers import click_at, frames, until

from cinetable.client.hollywood1947.table import TableScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table

pytestmark = pytest.mark.gui

FOUR = [("Ann", "human"), ("Bette", "bot", "normal"), ("Alan", "bot", "normal"),
        ("Nora", "bot", "normal")]


def new_table(app, seed=5):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood1947", 4, {}, FOUR, seed=seed, bot_time_budget=0.01)
    scene = open_table(app, session)
    assert isinstance(scene, TableScene)
    return session, scene


def your_turn(app, session, scene):
    """Pass until the human seat is at the top of a Shooting turn."""
    while True:
        assert until(app, lambda: scene.human_can_act() or session.state.is_terminal())
        assert not session.state.is_terminal()
        if session.state.sub == 1 and any(a.kind == "reroll" for a in scene.legal()):
            frames(app, 2)
            return
        session_actions = len(session.record.actions)
        scene.act(scene.legal()[0])
        assert until(app, lambda: len(session.record.actions) > session_actions)


def die_rects(scene) -> dict:
    return {key[1]: rect for rect, key in scene.regions if key[0] == "die"}


def test_a_click_on_a_lit_die_rerolls_it_then_a_second_one(app):
    session, scene = new_table(app)
    your_turn(app, session, scene)
    lit = scene.lit_targets()
    first = next(a for a in scene.legal() if a.kind == "reroll" and a.arg != 0)
    assert die_rects(scene)[first.arg] in lit[first]        # drawn as a target
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[first.arg].center, 2)
    assert session.record.actions[n:n + 1] == [str(first)], "the click on the die did nothing"
    assert until(app, lambda: scene.human_can_act() and session.state.sub == 5)
    frames(app, 2)
    second = next(a for a in scene.legal() if a.kind == "reroll")
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[second.arg].center, 2)
    assert session.record.actions[n:n + 1] == [str(second)]


def test_a_die_that_may_not_be_rolled_again_ignores_the_click(app):
    session, scene = new_table(app)
    your_turn(app, session, scene)
    first = next(a for a in scene.legal() if a.kind == "reroll")
    click_at(app, die_rects(scene)[first.arg].center, 2)
    assert until(app, lambda: scene.human_can_act() and session.state.sub == 5)
    frames(app, 2)
    n = len(session.record.actions)
    click_at(app, die_rects(scene)[first.arg].center, 2)     # each die at most once
    frames(app, 2)
    assert len(session.record.actions) == n


def spy_texts(monkeypatch, scene) -> list:
    said = []
    get = scene.text.get

    def recording(style, size, line, *rest, **kw):
        said.append(line)
        return get(style, size, line, *rest, **kw)
    monkeypatch.setattr(scene.text, "get", recording)
    return said


def films(*rows):
    return [{"poster": poster, "winner": winner, "patriot": pat, "communist": com,
             "cards": list(cards), "added_by": [-1] * len(cards)}
            for poster, winner, pat, com, cards in rows]


def test_the_film_strip_shows_each_film_as_its_poster_with_no_genre_cut(app, monkeypatch):
    """The strip's slots were plain boxes whose genre ran out of room ("Adven…")."""
    import pygame

    from cinetable.client.hollywood1947.recap import draw_strip, strip_rect
    session, scene = new_table(app)
    frames(app, 2)
    scene.view.obs["films"] = films(("adventure", "patriot", 1, 0, ["pat1"]),
                                    ("swashbuckler", "communist", 1, 2, ["com1"]))
    said = spy_texts(monkeypatch, scene)
    draw_strip(scene, pygame.Surface((1280, 800)), [])
    drawn = [key for key in _keys(scene.painter._cache) if key[0] == "mini_poster"]
    assert ("mini_poster", "adventure", strip_rect(0).size) in drawn
    assert ("mini_poster", "swashbuckler", strip_rect(1).size) in drawn
    assert not [line for line in said if line.endswith("…")], said


@pytest.mark.parametrize("stage,word", [("shooting", "shooting"), ("stars", "editing"),
                                        ("premiere", "editing"), ("draw", "premiere")])
def test_the_board_names_the_part_of_the_film_under_way(app, monkeypatch, stage, word):
    """Nothing said whether the film was being shot, edited or premiered; the engine's
    "premiere" stage still waits for the Editor and the cut, so it reads Editing."""
    import pygame

    from cinetable.client.hollywood1947 import board
    session, scene = new_table(app)
    frames(app, 2)
    scene.view.obs["stage"] = stage
    said = spy_texts(monkeypatch, scene)
    board.draw_board(scene, pygame.Surface((1280, 800)))
    assert app.t(f"hollywood1947.phase.{word}").upper() in said


def test_the_shown_phase_follows_the_cards_as_they_are_animated():
    from cinetable.client.hollywood1947.view import TableView
    from cinetable.games.hollywood1947 import events as E
    v = TableView({"stage": "start", "pile_by": [], "score": {"patriot": 0, "communist": 0}},
                  0)
    v.apply(E.RoundStarted(0, (0, 1, 2)))
    assert v.obs["stage"] == "shooting"
    v.apply(E.CardAdded(1, "star"))
    assert v.obs["stage"] == "stars"
    v.apply(E.FilmRevealed(**_revealed_fields()))
    assert v.obs["stage"] == "draw"


def _revealed_fields() -> dict:
    import dataclasses

    from cinetable.games.hollywood1947 import events as E
    out = {}
    for f in dataclasses.fields(E.FilmRevealed):
        out[f.name] = {"winner": "patriot"}.get(f.name, 0)
    return out


def test_known_loyalties_are_plates_with_their_seal_not_bare_words(app):
    import pygame

    from cinetable.client.hollywood1947 import board
    session, scene = new_table(app)
    frames(app, 2)
    o = scene.view.obs
    o["winners"], o["loyalties"] = [1, 3], ["communist", "patriot", "star", "patriot"]
    board.draw_panels(scene, pygame.Surface((1280, 800)), None)
    badges = {key[1] for key in _keys(scene.painter._cache) if key[0] == "loyalty_badge"}
    assert badges == {"communist", "patriot", "star"}


def test_the_recap_says_what_a_hearing_or_a_reorganization_did(app):
    """Every die changed after a film, and the recap did not say why."""
    from cinetable.client.hollywood1947.recap import film_recap
    obs = {"films": films(("war", "patriot", 3, 1, ["hearing1", "com1"]),
                          ("noir", "communist", 1, 3, ["reorg1", "hearing2"])),
           "winners": None}
    assert film_recap(obs, 0)["after"] == ["hearing"]
    assert film_recap(obs, 1)["after"] == ["hearing", "reorg"]
    obs["winners"] = [0]                    # the last film ended the game: neither (W8.11)
    assert film_recap(obs, 1)["after"] == []
    assert film_recap(obs, 0)["after"] == ["hearing"]


def test_the_recap_card_prints_the_hearing_line(app, monkeypatch):
    import pygame

    from cinetable.client.hollywood1947.recap import draw_recap, film_recap
    session, scene = new_table(app)
    frames(app, 2)
    obs = {"films": films(("war", "patriot", 3, 1, ["hearing1", "com1"])), "winners": None}
    said = spy_texts(monkeypatch, scene)
    draw_recap(scene, pygame.Surface((1280, 800)), film_recap(obs, 0))
    assert app.t("hollywood1947.log.hearing") in " ".join(said)


def test_the_second_reroll_is_offered_as_one_die_more(app):
    from cinetable.client.hollywood1947.words import Words, menu_items
    from cinetable.games.hollywood1947 import actions as A
    words = Words(app.t, ["Ann", "Bette", "Alan", "Nora"], 4, 0)
    rerolls = list(A.seat_tables(4, 0, 4)[3])
    first = menu_items(words, [A.PASS, *rerolls], None)
    assert (app.t("hollywood1947.group.reroll"), "reroll") in first
    second = menu_items(words, [*rerolls[1:], A.STOP], None)
    assert (app.t("hollywood1947.group.reroll_second"), "reroll") in second


def test_the_deck_discards_and_posters_are_drawn_as_little_stacks(app):
    import pygame

    from cinetable.client.hollywood1947 import board
    session, scene = new_table(app)
    frames(app, 2)
    board.draw_board(scene, pygame.Surface((1280, 800)))
    kinds = {k for k in ("deck", "discards", "posters")
             if any(key[:2] == ("pile_stack", k) for key in _keys(scene.painter._cache))}
    assert kinds == {"deck", "discards", "posters"}


def _keys(cache) -> list:
    return list(cache._items)


def test_the_screenwriters_two_posters_are_shown_and_a_click_keeps_one(app):
    """The choice was two rows of words ("Keep War (Patriot)"): the posters are drawn
    under them, lit, and a click on one keeps it."""
    from cinetable.client.hollywood1947.poster_pick import pick_rects
    from cinetable.games.hollywood1947 import actions as A
    seed = next(s for s in range(1, 200) if _dealt(s)[A.SCREENWRITER] == 0)   # Ann's
    session, scene = new_table(app, seed)
    assert until(app, scene.human_can_act)
    write = next(a for a in scene.legal() if a.kind == "use" and a.arg[0] == A.SCREENWRITER)
    scene.act(write)
    assert until(app, lambda: scene.human_can_act() and session.state.sub == 2)
    frames(app, 2)
    picks = pick_rects(scene.menu())
    assert len(picks) == 2
    drawn = {key[1] for _r, key in scene.regions if key[0] == "keep_poster"}
    assert drawn == {A.POSTER_ID[a.arg] for _r, a in picks}
    lit = scene.lit_targets()
    assert all(r in lit[a] for r, a in picks)
    n = len(session.record.actions)
    click_at(app, picks[1][0].center, 2)
    assert session.record.actions[n:n + 1] == [str(picks[1][1])]


def _dealt(seed) -> list:
    """Who holds each Job when the deal `seed` first waits for the human seat."""
    session = GameSession.new("hollywood1947", 4, {}, FOUR, seed=seed, bot_time_budget=0.01)
    session.background_save = False
    while not session.human_to_move():
        session.step_auto(None)
    return list(session.state.job_at)


def test_another_seats_turn_shows_the_shooting_order_in_the_options_room(app, monkeypatch):
    """Who plays next, and why them? The order is drawn where the options go, names in
    turn order, with the rule that set it."""
    import pygame
    session, scene = new_table(app)
    frames(app, 2)
    o = scene.view.obs
    o["stage"], o["order"], o["turn"] = "shooting", [2, 3, 0, 1], 1
    monkeypatch.setattr(scene, "menu", lambda: [])
    monkeypatch.setattr(scene, "_layer", None)
    said = spy_texts(monkeypatch, scene)
    scene.draw_table(pygame.Surface((1280, 800)))
    assert app.t("hollywood1947.order.title").upper() in said
    names = [line for line in said if line in ("Alan", "Nora", "Bette",
                                               app.t("hollywood1947.order.you"))]
    assert names[-4:] == ["Alan", "Nora", app.t("hollywood1947.order.you"), "Bette"]
    assert app.t("hollywood1947.order.rule") in " ".join(said)


def test_the_shown_turn_follows_each_turn_as_it_starts():
    from cinetable.client.hollywood1947.view import TableView
    from cinetable.games.hollywood1947 import events as E
    v = TableView({"stage": "start", "pile_by": [], "order": [], "turn": 0}, 0)
    v.apply(E.RoundStarted(1, (2, 0, 1, 2, 0, 1)))          # a small table: twice round
    assert (v.obs["order"], v.obs["turn"]) == ([2, 0, 1, 2, 0, 1], 0)
    v.apply(E.TurnStarted(2))
    v.apply(E.TurnStarted(0))
    assert v.obs["turn"] == 1
    v.apply(E.TurnStarted(1))
    v.apply(E.TurnStarted(2))                                # the second orbit
    assert v.obs["turn"] == 3


def test_a_lit_dies_ring_stays_clear_of_the_trophy_beside_it(app):
    """The gold ring round a die that may be rerolled covered half the seat's trophy."""
    import pygame

    from cinetable.client import viewport
    from cinetable.client.hollywood1947 import board
    from cinetable.client.table.lit import LIT_PAD
    session, scene = new_table(app)
    frames(app, 2)
    scene.view.obs["tokens"][1] = 2
    scene.regions = []
    board.draw_panels(scene, pygame.Surface((1280, 800)), None)
    die = next(r for r, key in scene.regions if key == ("die", 1))
    ring = die.inflate(2 * viewport.px(LIT_PAD), 2 * viewport.px(LIT_PAD))
    trophies = [r for r, key in scene.regions if key == ("trophy", 1)]
    assert len(trophies) == 2 and not any(ring.colliderect(r) for r in trophies)


def test_the_your_hand_label_lies_on_a_plate_over_the_boards_hairline(app):
    import pygame

    from cinetable.client import viewport
    from cinetable.client.hollywood1947 import board
    from cinetable.client.hollywood1947 import layout as L
    from cinetable.client.table.lit import HALO, LIT_PAD
    session, scene = new_table(app)
    frames(app, 2)
    surf = pygame.Surface((1280, 800))
    surf.fill((200, 0, 200))
    board.draw_hand(scene, surf)
    label = app.t("hollywood1947.your_hand").upper()
    font_h = scene.text.get("semibold", 15, label, (0, 0, 0)).get_height()
    card_top = L.hand_rect(0, 1).y
    beside = (L.HAND.x - viewport.px(2), card_top - viewport.px(8) - font_h // 2)
    assert surf.get_at(beside)[:3] != (200, 0, 200)       # left of the "Y": the plate
    ring = card_top - viewport.px(LIT_PAD + HALO)         # where a lit card's ring reaches
    assert surf.get_at((L.HAND.x + viewport.px(20), ring))[:3] == (200, 0, 200)


@pytest.mark.parametrize("size", [(62, 88), (64, 90), (100, 150)])
def test_a_two_line_cards_words_stay_under_its_seals_and_on_the_card(app, size):
    """On the recap's small cards "Hearing · 2 Patriot" ran up over the two seals."""
    from cinetable.client import viewport
    from cinetable.client.hollywood1947.paint import card_layout
    w, h = (viewport.px(n) for n in size)
    line = app.fonts.pixel("semibold", max(viewport.font_px(10), h // 11)).get_height()
    _band, seal_y, r, top = card_layout(w, h, [line, line])
    assert top >= seal_y + 1.3 * r - 1                     # clear of the seals' discs
    assert top + 2 * line <= h - viewport.px(2)            # and on the card


def test_the_seat_still_playing_out_its_turn_keeps_the_ring(app, monkeypatch):
    """The next turn is announced while the last one's die still tumbles: the order
    showed nobody playing, the seat on screen already dimmed as done."""
    import pygame

    from cinetable.client import palette
    from cinetable.client.hollywood1947 import running_order
    session, scene = new_table(app)
    frames(app, 2)
    o = scene.view.obs
    o["stage"], o["order"], o["turn"] = "shooting", [2, 3, 0, 1], 2
    monkeypatch.setattr(scene, "turn_seat", lambda: 3)     # Nora's move still on screen
    rings = []
    circle = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle", lambda s, colour, *a, **k:
                        rings.append(tuple(colour)[:3]) or circle(s, colour, *a, **k))
    running_order.draw(scene, pygame.Surface((1280, 800)))
    assert tuple(palette.HIGHLIGHT) in rings


def test_the_card_the_editor_looks_at_says_only_they_see_it(app, monkeypatch):
    """A small card appeared beside the film with nothing saying what it was."""
    import pygame

    from cinetable.client.hollywood1947 import board
    session, scene = new_table(app)
    frames(app, 2)
    scene.view.obs["editor_look"] = "neutral1"
    said = spy_texts(monkeypatch, scene)
    board.draw_board(scene, pygame.Surface((1280, 800)))
    assert app.t("hollywood1947.look_caption") in said


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_genre_fits_across_its_small_poster_in_the_strip(app, lang):
    """"SWASHBUCKLER" ran off both edges of its slot ("WASHBUCKL")."""
    from cinetable.client.hollywood1947.recap import strip_rect, strip_title
    from cinetable.client.hollywood1947.words import POSTER_BY_ID
    app.set_language(lang)
    session, scene = new_table(app)
    frames(app, 2)
    w = strip_rect(0).w
    wide = [pid for pid in POSTER_BY_ID if strip_title(scene.painter, pid, w).get_width() > w - 4]
    assert not wide


def test_the_removed_posters_show_as_corner_seals_with_counts(app, monkeypatch):
    """"Removed: 1 Neutral, 2 Patriot" was a line of words under the poster: it is now
    the posters' own corner seals with a count each; the tooltip keeps the words."""
    import pygame

    from cinetable.client.hollywood1947 import board
    from cinetable.client.hollywood1947.tips import tip_lines
    session, scene = new_table(app)
    frames(app, 2)
    o = scene.view.obs
    o["removed_posters"] = [0, 1, 1]
    drawn = []
    symbol = board.draw_symbol
    monkeypatch.setattr(board, "draw_symbol",
                        lambda s, side, c, r: drawn.append(side) or symbol(s, side, c, r))
    said = spy_texts(monkeypatch, scene)
    scene.regions = []
    board.draw_board(scene, pygame.Surface((1280, 800)))
    assert app.t("hollywood1947.removed_label") in said and "×2" in said and "×1" in said
    assert drawn[:2] == ["neutral", "patriot"]
    key = next(key for _r, key in scene.regions if key == ("removed",))
    assert "2 " + scene.words.symbol(1) in tip_lines(scene.words, key, o)[0]


@pytest.mark.parametrize("stage,step", [("stars", "stars"), ("tokens", "tokens"),
                                        ("deck", "deck"), ("premiere", "cut")])
def test_another_seats_editing_shows_its_steps_with_the_current_one_lit(app, monkeypatch,
                                                                       stage, step):
    import pygame

    from cinetable.client import palette
    from cinetable.client.hollywood1947 import running_order
    session, scene = new_table(app)
    frames(app, 2)
    scene.view.obs["stage"] = stage
    lines = []
    get = scene.text.get
    monkeypatch.setattr(scene.text, "get", lambda style, size, line, colour, *a, **k:
                        lines.append((line, tuple(colour))) or get(style, size, line, colour,
                                                                   *a, **k))
    running_order.draw(scene, pygame.Surface((1280, 800)))
    said = " ".join(line for line, _c in lines)
    assert app.t("hollywood1947.phase.editing").upper() in said
    for k in ("stars", "tokens", "deck", "cut"):
        assert app.t(f"hollywood1947.edit_step.{k}").split()[0] in said
    assert app.t("hollywood1947.edit_step.ghosts") not in said        # no ghosts at 4
    lit = " ".join(line for line, c in lines if c == tuple(palette.HIGHLIGHT))
    assert lit and lit in app.t(f"hollywood1947.edit_step.{step}")
