"""Whose turn it is and what you may do (issue 19.5): on the human's turn the board lights
every legal move (a table's `lit_targets()`, the same answer table/lit.py draws), in every
phase of every game; nothing is lit on another seat's turn."""
import random

import pygame
import pytest
from shell_helpers import frames

from cinetable.client import palette
from cinetable.client.session import GameSession
from cinetable.client.table.lit import LIT_PAD, lit_rects
from cinetable.client.tables import open_table

SCREEN = pygame.Rect(0, 0, 1280, 800)


def _play(app, game, n, seed, steps=3000):
    """Random games with the human in seat 0: yields the scene at each of its turns."""
    seats = [("Marion", "human", None)] + [(f"Bot{i}", "bot", "random") for i in range(1, n)]
    s = GameSession.new(game, n, {}, seats, seed=seed, folder=app.saves_dir,
                        allow_undo=False, bot_time_budget=0.01)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    rng = random.Random(seed)
    for _ in range(steps):
        frames(app, 1)
        if s.state.is_terminal():
            break
        yield scene, s
        if scene.human_can_act():
            scene.act(rng.choice(s.state.legal_actions()))


def _check(app, game, n, seeds):
    kinds, off_turn = set(), 0
    for seed in seeds:
        for scene, s in _play(app, game, n, seed):
            lit = scene.lit_targets()
            if not scene.human_can_act():
                assert not lit, (game, s.state.current_player(), lit)
                off_turn += 1
                continue
            for a in s.state.legal_actions():
                rects = lit.get(a) or []
                assert rects, (game, str(a), len(s.record.actions))
                assert all(SCREEN.contains(r) for r in rects), (game, str(a), rects)
                kinds.add(a.kind)
    assert off_turn, "other seats' turns were seen"
    return kinds


def _ring_drawn(app, scene):
    """The lit rects are drawn: the ring's colour is on each one's edge, once a frame ran."""
    surf = pygame.Surface((1280, 800))
    scene.draw(surf)
    for r in lit_rects(scene.lit_targets()):
        x, y = r.centerx, r.y - LIT_PAD + 1          # inside the ring
        assert tuple(surf.get_at((x, y)))[:3] in (palette.BRASS, palette.HIGHLIGHT), r


def test_hollywood_lights_columns_studio_cards_and_star_choices(app):
    kinds = _check(app, "hollywood", 3, [3, 4])
    assert {"place", "cut", "double", "star"} <= kinds, kinds


def test_hollywood1947_lights_options_and_hand_cards(app):
    kinds = _check(app, "hollywood1947", 5, [3])
    assert {"add", "discard"} <= kinds, kinds


def test_cannes_lights_lots_bids_buttons_and_ratings(app):
    kinds = _check(app, "cannes", 4, [3])
    assert {"rate", "bid", "done"} <= kinds, kinds


@pytest.mark.parametrize("game,n", [("hollywood", 3), ("hollywood1947", 5), ("cannes", 4)])
def test_the_lit_targets_are_drawn(app, game, n):
    for scene, s in _play(app, game, n, 5):
        if scene.human_can_act() and scene.lit_targets():
            _ring_drawn(app, scene)
            return
    pytest.fail("no human turn")
