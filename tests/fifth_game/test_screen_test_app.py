"""Screen Test in the app, through its real scenes (dummy video driver): New game lists
it and starts it against bots; a game is saved, left and resumed from Load game; a whole
game is played to the results screen, rated against the bots' shipped ratings (its own
assets/ratings) and reviewed."""
from __future__ import annotations

import pytest
from shell_helpers import click, frames, names, until

pytestmark = pytest.mark.gui


def new_screen_test(app, title, players: int = 3):
    click(app, title.buttons["new"])
    scene = app.scenes.top
    assert "screen_test" in scene.game_choice.values
    click(app, scene.game_choice.buttons[scene.game_choice.values.index("screen_test")])
    scene = app.scenes.top
    click(app, scene.players_choice.buttons[scene.players_choice.values.index(players)])
    scene = app.scenes.top
    scene.seed_entry.set_text("2026")
    click(app, scene.start_button)
    return app.scenes.top


def play_human_turns(app, table, until_names=("results",), limit=20000, moves=None) -> None:
    """The human plays its highest card by the keyboard each time it may (`moves` times at
    most); bots play."""
    import pygame
    from shell_helpers import key
    played = [0]

    def done():
        if names(app)[-1] in until_names or played[0] == moves:
            return True
        if names(app)[-1] == "table" and table.human_can_act():
            key(app, pygame.K_0 + max(table.view.hand), n_frames=1)
            played[0] += 1
        return False
    assert until(app, done, limit), names(app)


def test_new_game_lists_it_and_starts_it_against_bots(app, title):
    table = new_screen_test(app, title)
    assert names(app) == ["title", "table"]
    record = table.session.record
    assert record.game == "screen_test" and record.players == 3 and record.seed == 2026
    assert [s.kind for s in record.seats] == ["human", "bot", "bot"]
    assert type(table).__module__ == "screen_test.client.table"


def test_a_whole_game_is_played_to_the_results_screen(app, title):
    table = new_screen_test(app, title)
    play_human_turns(app, table)
    results = app.scenes.top
    assert results.session.state.is_terminal()
    assert results.sheet.columns == ("roles",)
    said = " ".join(table.log.texts)
    assert "Your hand:" in said and "plays a card face down" in said
    assert "takes the role" in said or "share the role" in said
    assert len(results.sheet.rows[0]["roles"]) == 3


def test_a_game_left_for_the_title_resumes_from_load_game(app, title):
    import pygame
    from shell_helpers import key
    table = new_screen_test(app, title)
    play_human_turns(app, table, moves=2)
    assert until(app, lambda: not table.queue.busy)
    done = list(table.session.record.actions)
    key(app, pygame.K_ESCAPE)
    click(app, app.scenes.top.buttons["quit"])
    assert names(app) == ["title"]
    click(app, app.scenes.top.buttons["load"])
    load = app.scenes.top
    row = next(i for i, e in enumerate(load.entries) if e.ok and e.record.game == "screen_test")
    load.select(row)
    click(app, load.load_button)
    resumed = app.scenes.top
    assert names(app)[-1] == "table" and resumed is not table
    assert type(resumed).__module__ == "screen_test.client.table"
    assert resumed.session.record.actions[:len(done)] == done
    play_human_turns(app, resumed)
    assert app.scenes.top.session.state.is_terminal()


def test_a_finished_game_is_rated_against_the_bots_and_reviewed(app, title):
    from cinetable import rating
    from cinetable.client import rating_view
    table = new_screen_test(app, title)
    play_human_turns(app, table)
    results = app.scenes.top
    record = results.session.record
    assert set(rating.level_ratings("screen_test")) >= {"easy", "normal", "hard"}
    line = rating_view.result_line(app.t, app.settings, record)
    assert line.startswith("rating 1"), line           # "rating 1,512 ▲ 12"
    assert results.rated_rect is not None
    click(app, results.review_b)
    review = app.scenes.top
    assert review.name == "review"
    assert review.run is not None and review.run.wait(120) and review.run.done
    frames(app, 3)
    from cinetable.persistence.saves import load_record
    stored = load_record(review.path).review
    assert stored is not None and stored["upto"] == len(record.actions)
