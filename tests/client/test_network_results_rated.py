"""Issue 27 §3: after a network game, the results' "not rated (undos or hints used)" is
drawn whole, clear of the Replay button that pygame-gui draws over the scene (it was
clipped under it), in the longest language. Real sockets on 127.0.0.1."""
from __future__ import annotations

import random

from net_app_helpers import create_table, seat_people
from shell_helpers import frames

from cinetable.client import rating_view
from cinetable.client.remote_session import RemoteSession
from tests.wait_helpers import wait_until


def test_not_rated_is_clear_of_the_results_buttons(app, hosted, monkeypatch):
    code = create_table(hosted, "poker", ["open", "easy", "easy"], {"end": "deals1"})
    [(client, first)] = seat_people(hosted, code, ["Ana"])
    session = RemoteSession(client, first)
    rng = random.Random(5)

    def over():
        session.step_auto()
        if session.human_to_move():
            session.apply(rng.choice(session.state.legal_actions()))
        return session.state.is_terminal()
    wait_until(over, "the one-deal game to end")
    for language in ("en", "fr", "it"):
        app.set_language(language)
        unrated = app.t("rating.unrated")
        monkeypatch.setattr(rating_view, "result_line", lambda *a: unrated)
        results = app.push("results", session)
        frames(app, 2)
        rated = results.rated_rect
        assert rated is not None and app.screen.get_rect().contains(rated)
        buttons = [results.replay_b, results.review_b, results.new_b, results.title_b]
        assert not [b.rect for b in buttons if b.rect.colliderect(rated)], language
        app.scenes.pop()
    session.leave()
