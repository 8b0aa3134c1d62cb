"""The tables play the effects of what moves (issue 29): the Cannes dice, the auction's
flip and gavel, the projector for a film presented, applause at the jury; and each game's
end plays your win or loss sting (the fanfare when only bots played). Driven through the
animation steps with a recording sound player; no window."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from cinetable.client import animation
from cinetable.client.cannes import animate as cannes_animate
from cinetable.games.cannes import events as CE


class Heard:
    def __init__(self):
        self.names: list[str] = []

    def play(self, name):
        self.names.append(name)
        return True


class Anything:
    """Stands for the painter, sprites and banner: every call gives a harmless step."""

    def __getattr__(self, name):
        return lambda *a, **k: animation.Delay(0.01)


def cannes_scene(human=0):
    heard = Heard()
    scene = SimpleNamespace(
        app=SimpleNamespace(sounds=heard, t=lambda key, **k: key),
        painter=Anything(), sprites=Anything(), banner=Anything(),
        narrator=SimpleNamespace(line=lambda ev, view: ["line"]),
        view=SimpleNamespace(version=1, lots=[], results={}, director=-1),
        session=SimpleNamespace(human_seat=human), human=human,
        applied=[], tumble=None, flipping=None)
    scene.apply_event = scene.applied.append
    scene.lot_rect = lambda lot: __import__("pygame").Rect(0, 0, 10, 10)
    scene.panel_centre = lambda seat: (0, 0)
    scene.hide_lot = lambda lot: None
    return scene, heard


def run(step, seconds=5.0):
    for _ in range(int(seconds * 60)):
        if step.done:
            break
        step.advance(1 / 60)


@pytest.mark.parametrize("human,sting", [(0, "win"), (1, "loss"), (None, "fanfare")])
def test_the_cannes_jury_brings_applause_and_your_sting(human, sting):
    scene, heard = cannes_scene(human)
    ev = CE.GameOver((30, 20), (0,), (), (), ())
    run(cannes_animate.event_steps(scene, ev))
    assert heard.names == ["applause", sting]


def test_cannes_dice_rattle_as_they_start_to_tumble():
    scene, heard = cannes_scene()
    step = cannes_animate.event_steps(scene, CE.DiceRolled(0, (3, 4), False))
    step.advance(1 / 60)
    assert heard.names == ["dice"]


def test_an_auction_lot_flips_its_bids_then_the_gavel_falls():
    scene, heard = cannes_scene()
    ev = CE.LotResolved(0, "T", ((0, 5), (1, 3)), 0, 5, False)
    step = cannes_animate.event_steps(scene, ev)
    step.advance(1 / 60)
    assert heard.names == ["flip"]
    run(step)
    assert heard.names == ["flip", "gavel"]


def test_a_film_presented_starts_the_projector():
    scene, heard = cannes_scene()
    ev = CE.FilmPresented(0, "", (), (), 0, (), 0, 0)
    run(cannes_animate.event_steps(scene, ev))
    assert heard.names == ["projector"]


@pytest.mark.parametrize("human,sting", [(1, "win"), (0, "loss"), (None, "fanfare")])
def test_hollywood_and_poker_end_on_your_sting(human, sting):
    from cinetable.client.hollywood import animate as hollywood_animate
    from cinetable.client.poker import animate as poker_animate
    from cinetable.games.hollywood import events as HE
    from cinetable.games.poker import events as PE
    scene, heard = cannes_scene(human)
    scene.narrator.game_over = lambda *a: "over"
    scene.show_banner = lambda *a, **k: animation.Delay(0.01)
    run(hollywood_animate.event_steps(scene, HE.GameOver((1, 9), (1,), False)))
    run(poker_animate.event_steps(scene, PE.GameOver((1, 9), (1,)), None))
    assert heard.names == [sting, sting]


def test_hollywood_1947_dice_rattle_and_the_premiere_runs_its_projector_and_flips():
    from cinetable.client.hollywood1947.table import CARD_BY_ID, A, TableScene
    from cinetable.games.hollywood1947 import events as HE
    heard = Heard()
    scene = SimpleNamespace(app=SimpleNamespace(sounds=heard), tumbling={}, reveal=None,
                            apply_event=lambda ev: None)
    step = TableScene._tumble(scene, HE.DieRolled(0, "x", False))
    run(step)
    assert heard.names == ["dice"]
    heard.names.clear()
    poster = next(iter(A.COMP.poster_by_id))
    cards = tuple(list(CARD_BY_ID)[:3])
    steps = TableScene._premiere(scene, HE.FilmRevealed(0, poster, cards, 1, 2, "communist"))
    run(animation.Sequence(*steps[:-3]), 10)
    assert heard.names == ["projector", "flip", "flip", "flip"]
