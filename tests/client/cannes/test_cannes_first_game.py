"""What a first game of Festival de Cannes showed a newcomer (issue 29's play-through),
each fixed and checked here: the stars you hold are on your film before you have a
screenplay; the last auction's panel leaves the lots to the new Director; a lot's peek
marks leave its name readable; the auction card you picked stands out."""
import pytest
from shell_helpers import click_at, frames, until

from cinetable.client.cannes.view import TableView
from cinetable.engine import load_game
from cinetable.games.cannes.cards import STAR, load_cards
from cinetable.games.cannes.flow import P

CARDS = load_cards()
STARS = [c for c in CARDS.film if c.kind == STAR]


def test_a_star_won_before_any_screenplay_is_listed_on_your_film():
    state = load_game("cannes", 4).new_initial_state()
    view = TableView(state, 0)
    view.obs["won"][0]["known"] = [STARS[0].id, STARS[12].id]
    film = view.my_film()
    assert film["screenplay"] is None
    assert {c.id for c in film["shown_stars"]} == {STARS[0].id, STARS[12].id}
    assert set(film["values"]) == {STARS[0].id, STARS[12].id}
    assert film["star_range"] == (0, 0), "no screenplay, no film: the stars score nothing"


@pytest.mark.gui
def test_the_last_auctions_panel_leaves_the_lots_when_the_next_director_lays_them(app):
    """The panel stays while the pawns move, then goes as the new Director is named: the
    lots they lay (and bid on) are never hidden under it."""
    from test_cannes_table import new_table

    from cinetable.client.cannes import overlays as O
    session, scene = new_table(app, seed=2, speed="fast")
    frames(app, 3)
    click_at(app, O.AUTO_RATE.center)
    assert until(app, lambda: scene.human_can_act() and session.state.phase == P.BID,
                 limit=20000)
    scene.submit_bids()                                       # no bid on the specials
    assert until(app, lambda: scene.auction_result is not None, limit=20000)
    assert until(app, lambda: scene.view.director >= 0, limit=20000)
    assert scene.view.director != 0, "a bot is the first Director with this seed"
    assert until(app, lambda: scene.view.lots and not scene.queue.busy, limit=20000)
    assert scene.auction_result is None
