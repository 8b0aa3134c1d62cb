"""The deal shown in the Hollywood Poker header, at the table and in its replay (P6.2, P8.5):
never a deal past the last one, and no points target where a single deal is played."""
import random

import pytest
from shell_helpers import frames

from cinetable.client.session import GameSession
from cinetable.client.table.replay import replay_scene

pytestmark = pytest.mark.gui

SEATS = [("Ann", "human"), ("Rita", "bot", "random"), ("Sam", "bot", "random")]


def finished(options, tmp_path, seed=5):
    s = GameSession.new("poker", 3, options, SEATS, seed=seed, folder=tmp_path)
    rng = random.Random(seed)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if not s.state.is_terminal():
            s.apply(rng.choice(s.state.legal_actions()))
    s.flush()
    return s


def header(app, record, position=None):
    scene = replay_scene(app, record, position=position)
    app.scenes.push(scene)
    frames(app, 1)
    text = scene.round_text()
    app.scenes.pop()
    return text


def test_P6_2_one_deal_game_says_single_deal_not_a_target(app, tmp_path):
    s = finished({"end": "deals1"}, tmp_path)
    for pos in (0, len(s.record.actions) // 2, None):
        text = header(app, s.record, pos)
        assert text == app.t("poker.round_single"), text
        assert "2/1" not in text and "points" not in text


def test_P8_5_deals_shown_stop_at_the_last_one(app, tmp_path):
    s = finished({"end": "deals5"}, tmp_path)
    played = s.state.deal
    assert header(app, s.record) == app.t("poker.round_of", deal=played, deals=5,
                                          target=s.state.target)
    assert header(app, s.record, 0) == app.t("poker.round_of", deal=1, deals=5,
                                             target=s.state.target)
