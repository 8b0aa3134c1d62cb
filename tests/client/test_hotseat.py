"""Hotseat play: several humans at one screen. Random games of every game are played
through the real table scene; at every frame the table is drawn, what its view holds
must be the side of the human the table shows, and when a human is to move, that human's
own observation. In games with secrets a curtain hides the table exactly between two
different humans' turns; saves and Continue keep who is human."""
from __future__ import annotations

import os
import random

import pygame
import pytest
from shell_helpers import click, frames, key, until

from cinetable.client.session import GameSession
from cinetable.client.table.curtain import CurtainScene
from cinetable.client.tables import open_table
from cinetable.engine import game_info, load_game, sample_chance

pytestmark = pytest.mark.gui

PLAYOUTS = int(os.environ.get("CINETABLE_PLAYOUTS", "1"))

# seats: 2 or 3 humans, and a bot between them (bots play on in front of the last viewer)
SETUPS = {
    "poker": (3, {"end": "deals1"}, ["human", "bot", "human"]),
    "cannes": (3, {}, ["human", "human", "bot"]),
    "hollywood1947": (4, {}, ["human", "bot", "human", "human"]),
    "hollywood": (3, {}, ["human", "bot", "human"]),
}
NAMES = ["Ann", "Rita", "Bette", "Cary"]
MAX_ACTIONS = 400          # a long random Festival is cut here (past its first auctions)


def seats_for(kinds):
    return [(NAMES[i], "human") if k == "human" else (NAMES[i], "bot", "random")
            for i, k in enumerate(kinds)]


def view_seat(view):
    """The seat a game's view was built for (Hollywood!'s view has no side)."""
    for attr in ("seat", "viewer"):
        if hasattr(view, attr):
            return getattr(view, attr)
    return "public"


def secrets_of_view(game, view):
    """What a view holds that only some seats may know, in the observation's terms."""
    if game == "poker":
        return {"hand": sorted(view.hand), "sizes": list(view.sizes)}
    if game == "cannes":
        return {"hand": list(view.hand), "obs": view.obs}
    if game == "hollywood1947":
        return {"obs": view.obs}
    return None


def secrets_of_seat(game, state, seat):
    obs = state.observation(seat)
    if game == "poker":
        return {"hand": sorted(obs["hand"]), "sizes": list(obs["hand_sizes"])}
    if game == "cannes":
        return {"hand": list(obs["hand"]), "obs": obs}
    if game == "hollywood1947":
        from cinetable.client.hollywood1947.view import observe
        return {"obs": observe(state, seat)}
    return None


class Watch:
    """Checks every frame the table draws and every event it shows."""

    def __init__(self, game, app, scene):
        self.game, self.app, self.scene, self.session = game, app, scene, scene.session
        self.draws = self.checked_idle = 0
        self.events = 0
        self.turns: list[int] = []        # the human of each decision, in order
        draw, apply_event = scene.draw, scene.apply_event

        def checked_draw(surface):
            self.check_frame()
            draw(surface)

        def checked_apply(ev):
            viewer = self.session.human_seat
            assert ev.visible(viewer), f"{ev} shown to seat {viewer}"
            self.events += 1
            apply_event(ev)
        log_line = scene._log_line

        def checked_log_line(ev, said):
            # every log line, the story retold after a pass included, is the viewer's
            assert ev.visible(self.session.human_seat), f"{ev} told to {self.session.human_seat}"
            self.told += 1
            log_line(ev, said)
        self.told = 0
        scene.draw, scene.apply_event = checked_draw, checked_apply
        scene._log_line = checked_log_line

    def check_frame(self):
        sc, s = self.scene, self.session
        self.draws += 1
        assert not isinstance(self.app.scenes.top, CurtainScene), "table drawn behind the curtain"
        viewer = s.human_seat
        if view_seat(sc.view) != "public":
            assert view_seat(sc.view) == viewer, "the view is not the viewer's"
        state = s.state
        p = state.current_player()
        if sc.queue.busy or sc.pending_deal or state.is_terminal() or not s.is_human(p):
            return
        # a human to move and nothing left to show: the table is theirs, and holds
        # exactly what their own observation holds
        assert viewer == p, f"seat {p} to move but the table shows seat {viewer}"
        assert sc.human_can_act()
        assert secrets_of_view(self.game, sc.view) == secrets_of_seat(self.game, state, p)
        self.checked_idle += 1


def play(app, scene, rng, limit=MAX_ACTIONS):
    """Random moves through the table; curtains answered with Return. Returns the Watch
    and the names the curtains showed, in order."""
    session = scene.session
    watch = Watch(session.game_id, app, scene)
    curtains = []
    for _ in range(20 * limit):
        assert not app.recovered, app.recovered      # a check failed inside a frame
        if session.state.is_terminal() or len(session.record.actions) >= limit:
            break
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            curtains.append(top.player)
            key(app, pygame.K_RETURN, 1)
            continue
        if top is scene and scene.human_can_act():
            p = session.state.current_player()
            watch.turns.append(p)
            scene.act(rng.choice(session.state.legal_actions()))
        frames(app, 1)
    return watch, curtains


def changes(turns):
    """Each human turn whose human differs from the one before."""
    return [p for k, p in enumerate(turns) if k == 0 or turns[k - 1] != p]


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_hotseat_table_only_draws_the_observation_of_the_human_to_move(app, game):
    n, options, kinds = SETUPS[game]
    secret = game_info(game).secrets
    app.settings["animation_speed"] = "instant"
    for k in range(PLAYOUTS):
        session = GameSession.new(game, n, options, seats_for(kinds), seed=100 + k)
        scene = open_table(app, session)
        watch, curtains = play(app, scene, random.Random(k))
        humans = [i for i, kd in enumerate(kinds) if kd == "human"]
        assert watch.checked_idle >= 10 and watch.events > 20 and watch.told > 20
        assert len(set(watch.turns)) == len(humans), "every human got turns"
        passed = changes(watch.turns)
        if secret:
            # exactly one curtain before each turn of a human other than the last one
            # shown (the first included: the table opens on nobody's secrets)
            assert curtains == [NAMES[p] for p in passed]
            waiting = isinstance(app.scenes.top, CurtainScene)     # a game cut at a pass
            assert scene.hotseat.passes == len(passed) + waiting
        else:
            assert curtains == [] and len(passed) > 1


def test_the_curtain_hides_the_table_and_continue_button_hands_it_over(app):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("poker", 3, {"end": "deals1"}, seats_for(["human", "bot", "human"]),
                              seed=7)
    scene = open_table(app, session)
    assert until(app, lambda: isinstance(app.scenes.top, CurtainScene), 600)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    # the deal was shown from nobody's side: no hand on the table yet
    assert scene.view.seat is None and scene.view.hand == []
    assert list(app.scenes.visible()) == [curtain]          # nothing of the table is drawn
    p = session.state.current_player()
    assert curtain.player == NAMES[p]
    # Esc opens the pause menu over the curtain, still hiding the table
    key(app, pygame.K_ESCAPE, 2)
    assert app.scenes.top is not curtain and scene not in list(app.scenes.visible())
    key(app, pygame.K_ESCAPE, 2)
    assert app.scenes.top is curtain
    click(app, curtain.button, 2)
    assert app.scenes.top is scene
    assert session.human_seat == p and scene.view.seat == p
    assert sorted(scene.view.hand) == sorted(session.state.observation(p)["hand"])
    assert scene.human_can_act()


def test_one_human_never_sees_a_curtain(app):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("poker", 3, {"end": "deals1"}, seats_for(["human", "bot", "bot"]),
                              seed=3)
    scene = open_table(app, session)
    watch, curtains = play(app, scene, random.Random(3), limit=60)
    assert curtains == [] and session.human_seat == 0 and watch.checked_idle > 3


def test_a_saved_hotseat_game_continues_with_the_same_humans(app):
    from cinetable.client.scenes import launch
    app.settings["animation_speed"] = "instant"
    kinds = ["human", "bot", "human"]
    session = GameSession.new("cannes", 3, {}, seats_for(kinds), seed=21)
    scene = open_table(app, session)
    play(app, scene, random.Random(5), limit=60)
    session.flush()
    played = list(session.record.actions)
    entry = launch.latest_save()
    assert entry is not None
    assert launch.resume(app, entry.path)
    assert until(app, lambda: isinstance(app.scenes.top, CurtainScene), 600)
    resumed = app.scenes.top
    assert isinstance(resumed, CurtainScene), "a resumed hotseat game opens behind the curtain"
    table = next(s for s in app.scenes if getattr(s, "session", None) is not None
                 and s is not resumed)
    again = table.session
    # the same game (chance and the bot played on up to the next human's turn)
    assert again is not session and again.record.actions[:len(played)] == played
    assert [(s.name, s.kind) for s in again.seats] == [(s.name, s.kind) for s in session.seats]
    assert again.human_seat is None                      # nobody's side before the pass
    p = again.state.current_player()
    assert resumed.player == NAMES[p] and kinds[p] == "human"
    watch, curtains = play(app, table, random.Random(6), limit=len(played) + 60)
    assert curtains[0] == NAMES[p] and watch.checked_idle > 3
    assert set(watch.turns) == {i for i, k in enumerate(kinds) if k == "human"}


def test_the_secrets_flag_says_which_games_keep_secrets():
    """Hollywood! shows everything (no curtain); the other games hide something from some
    seat in their events."""
    for game, (n, options, _) in SETUPS.items():
        state = load_game(game, n, options).new_initial_state()
        rng = random.Random(1)
        hidden = False
        for _ in range(400):
            if state.is_terminal():
                break
            p = state.current_player()
            action = rng.choice(state.legal_actions()) if p >= 0 else sample_chance(state, rng)
            events = state.apply_action(action)
            hidden = hidden or any(getattr(e, "visible_to", None) is not None for e in events)
        assert hidden == game_info(game).secrets, game


def test_new_game_makes_any_other_seat_a_human_with_the_name_typed(app):
    from cinetable.client.scenes.new_game import NewGameScene
    scene = NewGameScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    choice = scene.level_choices[2]
    click(app, choice.buttons[choice.values.index("human")], 2)
    assert scene.levels[2] == "human"
    entry = scene.human_entries[2]                   # the row was rebuilt with a name entry
    assert entry.get_text() == "Player 3"
    entry.set_text("Bette")
    other = scene.level_choices[1]
    click(app, other.buttons[other.values.index("hard")], 2)
    seats = scene.seats()
    assert [(s.kind, s.level) for s in seats[:3]] == [("human", None), ("bot", "hard"),
                                                       ("human", None)]
    assert seats[2].name == "Bette"
    # a third human rebuilds the rows: the name typed is kept
    click(app, other.buttons[other.values.index("human")], 2)
    assert scene.human_entries[2].get_text() == "Bette"
    assert [s.name for s in scene.seats()[1:3]] == ["Player 2", "Bette"]
    click(app, other.buttons[other.values.index("hard")], 2)
    # and back to a bot: the entry goes, the seat is a bot again
    choice = scene.level_choices[2]
    click(app, choice.buttons[choice.values.index("easy")], 2)
    assert 2 not in scene.human_entries and scene.seats()[2].kind == "bot"


def test_undo_is_off_when_several_humans_share_the_screen(tmp_path):
    seats = seats_for(["human", "bot", "human"])
    session = GameSession.new("poker", 3, {"end": "deals1"}, seats, seed=4, folder=tmp_path,
                              allow_undo=True)
    session.run_bots_until_human()
    session.human_seat = session.state.current_player()
    session.apply(session.state.legal_actions()[0])
    check = session.undo_check()
    assert not check.allowed and check.reason == "hotseat"
    assert not session.undo()
    alone = GameSession.new("poker", 3, {"end": "deals1"}, seats_for(["human", "bot", "bot"]),
                            seed=4, folder=tmp_path, allow_undo=True)
    assert alone.undo_check().reason != "hotseat"


def test_the_prompt_names_the_human_to_move_when_several_share_the_screen(app):
    app.settings["animation_speed"] = "instant"
    session = GameSession.new("hollywood", 3, {}, seats_for(["human", "human", "bot"]), seed=2)
    scene = open_table(app, session)
    assert until(app, scene.human_can_act, 600)
    p = session.state.current_player()
    prompt, dots = scene.status()
    assert prompt == f"{NAMES[p]} · {scene.human_prompt()}" and not dots
    alone = GameSession.new("hollywood", 3, {}, seats_for(["human", "bot", "bot"]), seed=2)
    table = open_table(app, alone)
    assert until(app, table.human_can_act, 600)
    assert table.status()[0] == table.human_prompt()
