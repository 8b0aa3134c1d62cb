"""Screen Test in the app, through its real scenes (dummy video driver): New game lists
it and starts it against bots, a whole game is played to the results screen."""
from __future__ import annotations

import pytest
from shell_helpers import click, names, until

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


def play_human_turns(app, table, until_names=("results",), limit=20000) -> None:
    """The human plays its highest card by the keyboard each time it may; bots play."""
    import pygame
    from shell_helpers import key
    def done():
        if names(app)[-1] in until_names:
            return True
        if names(app)[-1] == "table" and table.human_can_act():
            key(app, pygame.K_0 + max(table.view.hand), n_frames=1)
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
