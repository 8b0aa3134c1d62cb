"""After a network game, a joined player gets the replay and the review from the results
screen, as after a local game (issue 22): the host's record arrives after the end; the
replay opens on the player's own view; the review covers their own decisions only."""
from __future__ import annotations

import random

from net_app_helpers import WAIT_S, create_table, frames_until, seat_people
from shell_helpers import click, frames

from cinetable.client.remote_session import RemoteSession
from tests.wait_helpers import polling


def test_a_joined_player_gets_replay_and_review_after_the_game(app, hosted):
    code = create_table(hosted, "poker", ["open", "open", "easy"], {"end": "deals1"})
    (ana, first_ana), (bo, first_bo) = seat_people(hosted, code, ("Ana", "Bo"))
    mine = RemoteSession(bo, first_bo)
    other = RemoteSession(ana, first_ana)
    assert mine.record.actions == [] or set(mine.record.actions) == {"?"}
    table = hosted.server.tables[code]          # a finished table leaves the host's memory
    rng = random.Random(4)
    for _ in polling("the game to end"):
        if mine.state.is_terminal() and other.state.is_terminal():
            break
        for s in (mine, other):
            s.step_auto()
            if s.human_to_move():
                s.apply(rng.choice(s.state.legal_actions()))
    assert table.state.is_terminal()
    results = app.push("results", mine)
    frames(app, 1)
    frames_until(app, lambda: mine.record.actions == table.record.actions,
                 "the host's record after the end")
    frames(app, 2)
    assert results.replay_b.is_enabled and results.review_b.is_enabled
    assert mine.review_seats == {1}
    click(app, results.replay_b)
    replay = app.scenes.top
    assert replay.session.human_seat == 1               # Bo's own view first
    assert len(replay.session.timeline) == len(table.record.actions)
    app.scenes.pop()
    frames(app, 1)
    click(app, results.review_b)
    review = app.scenes.top
    assert review.name == "review" and review.seats == {1}
    assert {s for _k, s in review.run.job.todo} == {1}     # Bo's decisions, not Ana's
    review.run.cancel()
    assert review.run.wait(WAIT_S)
    app.scenes.pop()
    for s in (mine, other):
        s.leave()
