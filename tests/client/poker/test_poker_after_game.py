"""Issue 27: what the poker table shows once the game is over (the badges, the last
scoreboard), how the log names a Double, and when the career board opens."""
import random

import pygame
import pytest
from shell_helpers import frames, until
from words_drawn import spy_words

from cinetable.client.poker.overlays import draw_scoreboard
from cinetable.client.poker.view import TableView
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.engine import load_game, sample_chance

SEATS = [("Ann", "human")] + [(f"Bot{i}", "bot", "random") for i in range(1, 5)]


def finished(options, seed=3):
    state = load_game("poker", 5, options).new_initial_state()
    rng = random.Random(seed)
    first = state.clone()
    events = []
    while not state.is_terminal():
        a = sample_chance(state, rng) if state.current_player() < 0 else \
            rng.choice(state.legal_actions())
        events += state.apply_action(a)
    return first, state, events


def earned(state):
    order = state.deal_log[-1][0]
    return [state.careers[order.index(p)] for p in range(state.n)]


@pytest.mark.parametrize("options", [{"end": "deals1"}, {"end": "deals5"}])
def test_after_the_game_the_badges_show_the_careers_the_last_deal_gave(options):
    first, state, events = finished(options)
    assert TableView(state, 0).careers == earned(state)       # a game loaded finished
    view = TableView(first, 0)                                 # a game played to the end
    for ev in events:
        if ev.visible(0):
            view.apply(ev)
    assert view.careers == earned(state)
    assert view.careers[state.deal_log[-1][0][0]] == 1        # the first out: Megastar


def drawn_scoreboard(app, options):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("poker", 5, options, SEATS, seed=4, folder=app.saves_dir)
    rng = random.Random(4)
    while not session.state.is_terminal():
        if session.human_to_move():
            session.apply(rng.choice(session.state.legal_actions()))
        else:
            session.step_auto(None)
    scene = open_table(app, session)
    frames(app, 2)
    state = session.state                   # the last deal's scoreboard, as shown after it
    order, points = state.deal_log[-1]
    scene.view.deal_points = (order, points, tuple(state.totals), state.deal)
    words = spy_words(scene)
    draw_scoreboard(scene, pygame.Surface((1280, 800)))
    return words, scene


def test_a_one_deal_game_has_no_next_career_column(app):
    words, _scene = drawn_scoreboard(app, {"end": "deals1"})
    assert app.t("poker.scoreboard.total") in words
    assert app.t("poker.scoreboard.career") not in words
    assert app.t("poker.career.megastar") not in words


def test_the_last_scoreboard_of_a_longer_game_names_the_careers_won_not_next(app):
    words, scene = drawn_scoreboard(app, {"end": "deals5"})
    assert app.t("poker.scoreboard.career") not in words
    assert app.t("poker.scoreboard.career_won") in words


def test_the_career_board_that_opens_at_the_first_deal_holds_the_first_trick(app):
    """Issue 27: the board opened by itself over the felt while the bots played the first
    trick under it. The table now waits until the player closes it."""
    import pygame
    from shell_helpers import key

    for seed in range(1, 30):
        app.settings["animation_speed"] = "fast"
        session = GameSession.new("poker", 5, {}, SEATS, seed=seed, folder=app.saves_dir)
        scene = open_table(app, session)
        scene.queue.set_speed("fast")
        assert until(app, lambda: scene.recap == "careers" and not scene.queue.busy, 4000)
        if session.state.current_player() != 0:
            break
        app.scenes.pop()
    else:
        raise AssertionError("the human led every first deal")
    n = len(session.record.actions)
    frames(app, 600)                                   # ten seconds of the table's clock
    assert len(session.record.actions) == n, "nobody played under the board"
    assert scene.status()[0] == app.t("poker.prompt.careers_hold")
    key(app, pygame.K_r)
    assert scene.recap is None
    assert until(app, lambda: len(session.record.actions) > n, 4000), "the trick begins"
