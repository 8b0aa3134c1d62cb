"""Issue 27 §3: Join offers Rejoin only for a seat there is still a game at. A seat whose
game this app saw end is forgotten, and so is one the host no longer knows (refused).
Real sockets on 127.0.0.1."""
from __future__ import annotations

import random

from net_app_helpers import create_table, frames_until
from shell_helpers import click, frames

from cinetable.net import seat_tokens


def _join(app, hosted, code: str):
    scene = app.push("join")
    frames(app, 2)
    scene.entries["address"].set_text(f"127.0.0.1:{hosted.port}")
    scene.entries["code"].set_text(code)
    scene.entries["name"].set_text("Ana")
    click(app, scene.buttons["go"])
    frames_until(app, lambda: app.scenes.top is not scene, "the table to open")
    return app.scenes.top


def test_join_does_not_offer_rejoin_for_a_game_that_ended(app, hosted):
    app.settings["animation_speed"] = "instant"
    code = create_table(hosted, "poker", ["open", "easy", "easy"], {"end": "deals1"})
    table = _join(app, hosted, code)
    assert seat_tokens.latest_joined(app.saves_dir)[1]["table"] == code
    rng = random.Random(3)

    def over():
        if table.human_can_act():
            table.act(rng.choice(table.state.legal_actions()))
        return table.session.state.is_terminal()
    frames_until(app, over, "the one-deal game to end")
    while len(app.scenes):
        app.scenes.pop()
    assert seat_tokens.latest_joined(app.saves_dir) is None
    scene = app.push("join")
    frames(app, 2)
    assert "rejoin" not in scene.buttons


def test_a_rejoin_the_host_refuses_is_not_offered_again(app, hosted):
    code = create_table(hosted, "cannes", ["open", "easy", "easy"])
    _join(app, hosted, code)
    app.scenes.pop()
    app.scenes.pop()
    # the host forgot the table (its files deleted, another saves folder...)
    hosted.server.tables[code].token_hashes[0] = "0" * 64
    scene = app.push("join")
    frames(app, 2)
    click(app, scene.buttons["rejoin"])
    frames_until(app, lambda: scene.status_bad, "the host's refusal")
    assert app.scenes.top is scene and "rejoin" not in scene.buttons
    assert seat_tokens.latest_joined(app.saves_dir) is None
