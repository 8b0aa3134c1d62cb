"""What the Festival de Cannes table shows (issue 27): nothing drawn over "Your film",
the words of the log and of the cards in the player's language."""
import random

import pygame
import pytest
from shell_helpers import frames, until
from words_drawn import spy_words

from cinetable.client.cannes import layout as L
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.cannes.flow import P

pytestmark = pytest.mark.gui

SIX = [("Ann", "human")] + [(f"Bot{i}", "bot", "random") for i in range(1, 6)]


def session_at(app, stop, seats=SIX, seeds=range(1, 40)):
    """A game played at random (the human too) until `stop(state)` holds with the human to
    move; the first seed that gets there."""
    for seed in seeds:
        s = GameSession.new("cannes", len(seats), {}, seats, seed=seed, folder=app.saves_dir,
                            bot_time_budget=0.01)
        rng = random.Random(seed)
        while not s.state.is_terminal():
            if s.human_to_move():
                if stop(s.state):
                    return s
                s.apply(rng.choice(s.state.legal_actions()))
            else:
                s.step_auto(None)
    raise AssertionError("no seed reached the position")


def table_at(app, stop, **kw):
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, session_at(app, stop, **kw))
    scene.queue.set_speed("instant")
    assert until(app, lambda: scene.human_can_act(), 4000)
    frames(app, 2)
    return scene


def test_roll_again_and_keep_stand_clear_of_your_film(app):
    scene = table_at(app, lambda s: s.phase == P.REROLL)
    shown = [w for w in scene.lowered_widgets() if w.visible]
    assert {w.text for w in shown} == {app.t("cannes.button.reroll"),
                                       app.t("cannes.button.keep")}
    over = [w.text for w in shown if w.rect.colliderect(L.FILM)]
    assert not over, over
    lit = [r for rects in scene.lit_targets().values() for r in rects]
    assert all(any(r == w.rect for r in lit) for w in shown), "the lit rings follow them"


class _Spy:
    """A font that notes what it renders."""
    def __init__(self, font, said):
        self.font, self.said = font, said

    def render(self, text, *a, **k):
        self.said.append(text)
        return self.font.render(text, *a, **k)

    def __getattr__(self, name):
        return getattr(self.font, name)


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_lot_backs_carry_no_french_initials_but_the_kinds_word(app, lang):
    """Issue 27: the backs read T / V / S (the book's French initials) in English."""
    from cinetable.client.cannes.paint import Painter
    app.set_language(lang)
    painter = Painter(app.fonts, None, app.t, ["A", "B", "C"], 3)
    said = []
    painter.font = lambda role, size: _Spy(app.fonts.get(role, size), said)
    for kind in "TSV":
        painter.back(kind)
        painter.back(kind, (16, 22))              # a seat panel's count
    assert not set(said) & set("TSV"), said
    assert said == [app.t(f"cannes.kind.{k}").upper() for k in "TSV"]


def test_the_log_says_a_roll_below_seven_moves_nothing():
    """Issue 27: a roll under 7 was told and then nothing: no move line, no word why."""
    from cinetable.client.cannes.narrate import Narrator
    from cinetable.client.cannes.view import TableView
    from cinetable.client.services import Translator
    from cinetable.engine import load_game
    from cinetable.games.cannes import events as E
    from cinetable.games.cannes.cards import load_cards
    from cinetable.games.cannes.phases import DS19
    view = TableView(load_game("cannes", 4).new_initial_state(), 0)
    for lang in ("en", "fr", "it"):
        t = Translator(lang)
        say = Narrator(t, ["Ann", "Bo", "Cy", "Di"], 0).line
        stays = t("cannes.log.no_move", need=7)
        assert say(E.DiceRolled(1, (2, 4), False), view)[0].endswith(stays)
        assert say(E.DiceRolled(0, (1, 2), True), view)[0].endswith(stays)
        assert not say(E.DiceRolled(1, (3, 4), False), view)[0].endswith(stays)
    view.won[1]["specials"].append(load_cards().specials[DS19][0])   # 6 is enough (C4.1)
    t = Translator("en")
    say = Narrator(t, ["Ann", "Bo", "Cy", "Di"], 0).line
    assert say(E.DiceRolled(1, (2, 4), False), view)[0] == "Bo rolls 2 + 4 = 6"
    assert say(E.DiceRolled(1, (2, 3), False), view)[0] == "Bo rolls 2 + 3 = 5: below 6, the pawn stays"


def test_since_your_turn_counts_the_lines_it_lists(app):
    """Issue 27: "Since your turn: 37 moves" over a log of 4 lines (a Cannes auction is
    many bids, told in a line per lot): the tag counts what the panel lists."""
    scene = table_at(app, lambda s: s.phase == P.BID and s.stage >= 1 and s.hands[0])
    since = scene.since
    since.refresh()
    assert since.lines, "the auction was told"
    assert since.moves == len(since.lines)
    words = spy_words(scene)
    since.draw_tag(pygame.Surface((1280, 800)))
    assert any(app.t.plural("table.since.tag", len(since.lines)) in w for w in words), words


def test_a_star_that_stays_out_of_your_film_or_pushes_one_out_is_said():
    """Issue 27: a third actress won left "Your film" unchanged without a word."""
    from cinetable.client.cannes.narrate import Narrator
    from cinetable.client.cannes.view import TableView
    from cinetable.client.services import Translator
    from cinetable.engine import load_game
    from cinetable.games.cannes import events as E
    t = Translator("en")
    say = Narrator(t, ["Ann", "Bo", "Cy", "Di"], 0).line
    view = TableView(load_game("cannes", 4).new_initial_state(), 0)
    mine = view.obs["ratings"][0]
    mine[:4] = [20, 19, 1, 18]                     # v01, v02 rated high; v03 low; v04 between
    view.obs["won"][0]["known"] = ["v01", "v02", "v03"]      # three actresses held
    line = say(E.CardWon(0, 2, "v03", (0,)), view)[0]
    assert line == "You get Lucienne Brissac" + t("cannes.log.star_out_woman"), line
    view.obs["won"][0]["known"] = ["v01", "v03", "v04"]
    mine[:4] = [20, 1, 5, 18]
    line = say(E.CardWon(0, 2, "v04", (0,)), view)[0]
    assert line.endswith(t("cannes.log.star_replaces_woman", other="Lucienne Brissac")), line
    view.obs["won"][0]["known"] = ["v01", "v04"]                # room: it simply joins
    assert say(E.CardWon(0, 2, "v04", (0,)), view)[0] == "You get Ginette Solange"
    assert say(E.CardWon(1, 2, "v04", (1,)), view)[0] == "Bo gets Ginette Solange"


def test_your_film_panel_names_the_stars_it_leaves_out(app):
    scene = table_at(app, lambda s: s.phase == P.BID and s.stage >= 1)
    view = scene.view
    view.ratings[:3] = [20, 19, 1]
    view.obs["won"][0]["known"] = ["v01", "v02", "v03"]      # no screenplay yet
    words = spy_words(scene)
    scene._layer_key = None
    scene.draw(pygame.Surface((1280, 800)))
    assert app.t("cannes.film.left_out", names="Lucienne Brissac") in words, words


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_every_film_card_face_holds_its_words(tmp_path, monkeypatch, lang):
    """Issue 27: "Drama" was cut at the bottom of a screenplay card naming five scenes."""
    from test_table_text_layout import recorded_app

    from cinetable.client.cannes.paint import Painter
    from cinetable.games.cannes.cards import load_cards
    with recorded_app(tmp_path, monkeypatch, lang) as (app, rec):
        painter = Painter(app.fonts, None, app.t, ["A", "B", "C"], 3)
        for c in load_cards().film:
            face = painter.face(c.id)
            cut = [(t, r) for r, t in rec.texts(face) if not face.get_rect().inflate(-4, -4).contains(r)]
            assert not cut and not rec.spills, (c.name, cut, rec.spills)


def jury_table(app, seats=SIX, seed=3):
    """The table at the end of a game played at random, its last human move made through
    the table (so that the jury is shown as in play)."""
    first = GameSession.new("cannes", len(seats), {}, seats, seed=seed, folder=app.saves_dir,
                            bot_time_budget=0.01)
    rng = random.Random(seed)
    last = 0
    while not first.state.is_terminal():
        if first.human_to_move():
            last = len(first.record.actions)
            first.apply(rng.choice(first.state.legal_actions()))
        else:
            first.step_auto(None)
    actions = list(first.record.actions)
    s = GameSession.new("cannes", len(seats), {}, seats, seed=seed, folder=app.saves_dir,
                        bot_time_budget=0.01)
    for a in actions[:last]:
        s.apply(a)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    scene.queue.set_speed("instant")
    assert until(app, scene.human_can_act, 4000)
    scene.act(s.state.parse_action(str(actions[last])))
    assert until(app, lambda: scene._buttons["results"].visible, 6000)
    frames(app, 2)
    return scene


def test_see_the_results_sits_clear_of_the_jurys_border_and_films(app):
    scene = jury_table(app)
    assert scene.view.films, "the jury is shown"
    button = scene._buttons["results"].rect
    inner = L.JURY.inflate(-8, -8)
    assert inner.contains(button), (button, L.JURY)
    assert button.bottom <= L.JURY.y + 46, "above the films' colour bars"


def test_a_hint_leaves_the_top_bar_when_the_bids_are_laid_not_after_the_reveal(app):
    """Issue 27: the hint for your bids stayed in the top bar through the whole reveal."""
    scene = table_at(app, lambda s: s.phase == P.BID and s.stage >= 1
                     and s.bidder_i == s.n - 1)          # the last to bid: Done reveals
    assert scene.ask_hint()
    assert until(app, lambda: scene.hint_line is not None, 4000)
    app.settings["animation_speed"] = "normal"
    scene.queue.set_speed("normal")
    scene.submit_bids()                   # no card laid: Done; the auction is revealed
    frames(app, 2)
    assert scene.queue.busy, "the reveal plays"
    assert scene.hint_line is None and scene.hint_mark is None
