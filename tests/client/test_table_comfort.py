"""Undo, hints, last moves and replays at every game's table (dummy video driver)."""
import json
import random

import pygame
import pytest
from shell_helpers import frames, key, until

from cinetable.client.session import GameSession
from cinetable.client.tables import has_table, open_table
from cinetable.engine import game_infos

GAMES = [i for i in game_infos(implemented_only=True) if has_table(i.id)]


def seats(n, level="random"):
    return [("You", "human", None)] + [(f"Bot {i}", "bot", level) for i in range(1, n)]


def table_for(app, info, allow_undo=True, seed=5):
    n = max(info.min_players, min(4, info.max_players))
    s = GameSession.new(info.id, n, {}, seats(n), seed=seed, folder=app.saves_dir,
                        allow_undo=allow_undo, bot_time_budget=0.02)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    scene.queue.set_speed("instant")
    assert until(app, scene.human_can_act, 3000)
    return scene


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    frames(app, 2)


def seen(state, seat):
    return json.dumps(state.observation(seat), sort_keys=True, default=str)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_hint_names_a_legal_move_in_words_and_is_counted(app, info):
    scene = table_for(app, info)
    legal = scene.state.legal_actions()
    key(app, pygame.K_h, 1)
    assert until(app, lambda: scene.hint is not None, 2000)
    assert scene.hint.action in legal
    assert scene.hint_line and "%" in scene.hint_line
    assert scene.session.record.hints == 1
    scene.act(legal[0] if len(legal) == 1 else scene.hint.action)
    frames(app, 2)
    assert scene.hint is None and scene.hint_line is None     # gone with the move


def test_undo_off_is_refused_with_its_reason(app):
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info, allow_undo=False)
    assert not scene.undo_b.visible
    before = list(scene.session.record.actions)
    ctrl_z(app)
    assert scene.session.record.actions == before
    assert scene.flash == app.t("table.undo.off")


def test_undo_takes_back_a_move_and_the_bots_after_it(app):
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info)
    s = scene.session
    for _ in range(40):                   # play until a move can be taken back
        scene.act(scene.state.legal_actions()[0])
        assert until(app, lambda: scene.human_can_act() or s.state.is_terminal(), 3000)
        if scene.undo_refusal() is None:
            break
    else:
        pytest.skip("no undo allowed in this deal")
    assert scene.undo_b.is_enabled
    k = s.undo_check().position
    shown_then = seen(s.timeline.state_at(k), 0)
    ctrl_z(app)
    assert len(s.record.actions) == k and s.record.undos[-1]["at"] == k
    assert seen(s.state, 0) == shown_then and scene.human_can_act()
    assert scene.flash == app.t("table.undo.done")


def test_undo_refused_after_a_deal_names_the_deal(app):
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info)
    # at the first decision the only thing before is the deal: nothing of yours to undo
    why = scene.undo_refusal()
    assert why in (app.t("table.undo.no_decision"), app.t("table.undo.revealed_chance"))
    assert not scene.undo_b.is_enabled
    tip = scene.comfort_tip(scene.undo_b.rect.center)
    assert tip is not None and why in tip.lines()


def test_the_last_move_of_each_seat_is_marked_until_it_moves_again(app):
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info)
    scene.act(scene.state.legal_actions()[0])
    assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 3000)
    assert 0 in scene.last_moves
    bots = [p for p in scene.last_moves if p != 0]
    assert bots, "the bots moved after the human"
    first = scene.last_moves[0]
    scene.act(scene.state.legal_actions()[-1])
    assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 3000)
    assert scene.last_moves[0] != first or len(scene.state.legal_actions()) == 1


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_replay_at_every_prefix_equals_play(app, info, tmp_path):
    from cinetable.client.table.replay import ReplaySession, replay_scene
    from cinetable.persistence.records import replay
    n = max(info.min_players, min(4, info.max_players))
    s = GameSession.new(info.id, n, {}, seats(n), seed=9, folder=tmp_path)
    rng = random.Random(2)
    for _ in range(12):
        s.run_bots_until_human()
        if s.state.is_terminal():
            break
        s.apply(rng.choice(s.state.legal_actions()))
    s.flush()
    rec = s.record
    rs = ReplaySession(rec, 0, every=4)
    for k in list(range(len(rec.actions) + 1)):
        played = replay(rec, k)
        got = rs.go(k)
        assert [seen(got, p) for p in range(n)] == [seen(played, p) for p in range(n)], k
    scene = replay_scene(app, rec)
    app.scenes.push(scene)
    frames(app, 2)
    assert scene.session.position == len(rec.actions)
    # a finished game shows any seat's view; one to be continued only the human's
    assert scene.session.views() == (list(range(n)) if s.state.is_terminal() else [0])
    key(app, pygame.K_LEFT, 1)
    assert scene.session.position == len(rec.actions) - 1
    # the log is in step: it tells no more than what happened up to the position
    told = list(scene.log.texts)
    key(app, pygame.K_HOME, 1)
    assert scene.session.position == 0 and len(scene.log.texts) <= len(told)


def test_a_replay_step_shown_twice_looks_the_same(app, tmp_path):
    from cinetable.client.table.replay import replay_scene
    info = next(i for i in GAMES if i.id == "hollywood")
    s = GameSession.new(info.id, 3, {}, seats(3), seed=4, folder=tmp_path)
    rng = random.Random(1)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if not s.state.is_terminal():
            s.apply(rng.choice(s.state.legal_actions()))
    scene = replay_scene(app, s.record)
    app.scenes.push(scene)
    frames(app, 2)
    assert len(scene.session.views()) == 3       # finished: every seat's view
    k = len(s.record.actions) // 2
    pictures = []
    for there in (k, k + 7, 0, k):
        scene.go(there)
        scene.mouse = (-1, -1)
        frames(app, 2)
        pictures.append(pygame.image.tobytes(app.screen, "RGB"))
    assert pictures[0] == pictures[3]
    assert pictures[0] != pictures[1]


def test_the_hint_band_ducks_under_the_pointer(app):
    """The hint line covers the top of the table; with the pointer on it, it shows only its
    outline so what lies under it can be seen."""
    from cinetable.client.table.comfort import HINT_BAND
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info)
    surface = pygame.Surface((1280, 800))
    scene.hint_line = "Hint: a long line naming the move to play, with its chances 42%"
    scene.mouse = (5, 5)
    scene.comfort_draw(surface)
    shown = surface.get_at(HINT_BAND.center)
    surface.fill((0, 0, 0))
    scene.mouse = HINT_BAND.center
    scene.comfort_draw(surface)
    assert shown != surface.get_at(HINT_BAND.center) == pygame.Color(0, 0, 0)


def test_the_hint_line_gives_each_figure_its_margin_and_marks_the_as_good_ones(app):
    """Issue 17: "You place a reel ... (33 % to win) · other options: ... Cut 35 %" read as
    a contradiction. The line now says the closer figure is as good, with each ± margin."""
    from cinetable.bots.hint import Hint, Option, settle
    info = next(i for i in GAMES if i.id == "hollywood")
    scene = table_for(app, info)
    place, cut = scene.state.parse_action("place B"), scene.state.parse_action("cut")
    named, options = settle([Option(place, 89, 0.33, 0.04), Option(cut, 85, 0.35, 0.04)], place)
    line = scene.hint_words(Hint(named, options))
    assert "33% ± 4" in line and "35% ± 4 (as good)" in line
    named, options = settle([Option(place, 0, 0.0, 1.0)], place)
    assert "%" not in scene.hint_words(Hint(named, options))     # no figure, no "0 %"
