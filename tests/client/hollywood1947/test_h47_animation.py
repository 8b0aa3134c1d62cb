"""Hollywood 1947 as it moves: the premiere's cards turn over one by one under a spotlight
and are counted as their faces show, then the winning side's verdict rises in before the
recap; dice settle with an ease; face-down cards slide into the film; your loyalty turns
over; the winning side glows before the results; Instant speed ends on the same table."""
import pygame
import pytest
from shell_helpers import frames, key, until
from test_h47_table import FIVE
from test_hollywood1947_window_sizes import picture

from cinetable.client.animation import Sequence
from cinetable.client.hollywood1947 import animate, premiere
from cinetable.client.hollywood1947 import layout as L
from cinetable.client.scenes.results import ResultsScene
from cinetable.client.session import GameSession
from cinetable.client.tables import open_table
from cinetable.games.hollywood1947 import events as E

pytestmark = pytest.mark.gui
BOTS = [("Bette", "bot", "random"), ("Cary", "bot", "random"), ("Dana", "bot", "random"),
        ("Errol", "bot", "random")]


def table(app, seats, seed=2, speed="instant"):
    app.settings["animation_speed"] = speed
    session = GameSession.new("hollywood1947", len(seats), {}, seats, seed=seed,
                              bot_time_budget=0.01, folder=app.saves_dir)
    return open_table(app, session)


def settled(app, seats=FIVE, seed=2):
    """A table at Instant speed waiting for its human, then set to Normal speed."""
    scene = table(app, seats, seed)
    assert until(app, scene.human_can_act)
    frames(app, 2)
    scene.queue.set_speed("normal")
    return scene


def slow_from(scene, kind) -> None:
    """The table plays at Normal speed from the first batch holding an event of `kind`."""
    play = scene.play

    def play_slow(events, actor, pause=0.0):
        if any(isinstance(ev, kind) for ev in events):
            scene.queue.set_speed("normal")
        play(events, actor, pause)
    scene.play = play_slow


def to_first_premiere(app):
    """A table of bots played at Instant speed up to its first premiere, which then plays
    at Normal speed."""
    scene = table(app, BOTS, seed=3)
    slow_from(scene, E.FilmRevealed)
    assert until(app, lambda: scene.reveal is not None, 6000)
    return scene


def test_the_premiere_turns_each_card_over_under_the_spotlight_counting_it_as_its_face_shows(
        app, monkeypatch):
    scene = to_first_premiere(app)
    rv = scene.reveal
    card = scene.painter.card
    faces = []          # the faces the premiere painted in one frame

    def spy(cid, size):
        faces.append(cid)
        return card(cid, size)
    monkeypatch.setattr(scene.painter, "card", spy)
    first_half = second_half = False
    start = list(rv["count"])
    while scene.reveal is rv and not rv["done"]:
        frames(app)
        if rv["turning"] != 0:
            continue
        assert rv["beam"] > 0.99, "the spotlight is up over the card"
        faces.clear()
        scene.draw(pygame.Surface(app.screen.get_size()))
        shown = rv["cards"][0] in faces
        if rv["turn"] < 0.5:             # its back narrowing to its edge, not counted yet
            first_half = first_half or (not shown and rv["count"] == start)
        else:                            # its face widening, its symbols counted
            second_half = second_half or (shown and rv["count"] != start
                                          or premiere_card_has_no_symbol(rv))
    assert first_half and second_half


def premiere_card_has_no_symbol(rv) -> bool:
    from cinetable.client.hollywood1947.words import CARD_BY_ID
    c = CARD_BY_ID[rv["cards"][0]]
    return c.patriot + c.communist == 0


def test_the_winning_side_has_its_moment_then_the_recap_opens(app):
    scene = to_first_premiere(app)
    rv = scene.reveal
    growing = []
    while scene.reveal is rv:
        frames(app)
        if rv["done"] and 0 < rv["verdict"] < 1:
            growing.append(scene.recap is None)
    assert growing and all(growing), "the verdict rises in before the recap"
    assert until(app, lambda: scene.recap is not None, 60)


def test_a_premiere_skipped_ends_on_its_count_and_verdict(app):
    scene = to_first_premiere(app)
    ev_cards = scene.reveal["cards"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    frames(app, 2)
    assert scene.reveal is None
    film = scene.view.obs["films"][-1]
    assert sorted(film["cards"]) == sorted(ev_cards)


def test_a_die_tumbles_fast_then_settles_with_an_ease(app):
    scene = settled(app)
    ev = E.DieRolled(0, "Ann", True)
    scene.queue.add(animate.tumble(scene, ev))
    seen = []
    for _ in range(int(animate.TUMBLE_S * 60) + 5):
        frames(app)
        seen.append(scene.tumbling.get(0))
    half = seen[int(animate.TUMBLE_S * 30) - 1]
    assert half is not None and half > 0.75, "half the time gone, most of the tumble done"
    assert scene.tumbling.get(0) is None and scene.view.obs["dice"][0] == 1


def test_a_card_slides_face_down_into_the_film_and_lands_there(app):
    scene = settled(app)
    before = len(scene.view.obs["pile_by"])
    scene.queue.add(Sequence(*animate.batch_steps(scene, [E.CardAdded(2, "star")])))
    back = scene.painter.back(L.PILE_CARD)
    start = L.panel_rect(2, 5).center
    end = L.pile_card_rect(before, before + 1).center
    path = []
    while len(scene.view.obs["pile_by"]) == before:       # it lands only at the end
        frames(app)
        path += [(sp.x, sp.y, sp.lift) for sp in scene.sprites.sprites if sp.surf is back]
    assert len(path) > 10 and max(lift for *_, lift in path) > 0
    assert abs(path[0][0] - start[0]) < abs(path[-1][0] - start[0])
    assert abs(path[-1][0] - end[0]) <= 2 and abs(path[-1][1] - end[1]) <= 2
    assert scene.view.obs["pile_by"][-1] == 2 and not scene.sprites.sprites


def test_your_loyalty_turns_over_showing_its_back_then_its_face(app):
    scene = settled(app)
    loyal = scene.view.obs["loyalty"]
    back = scene.painter.loyalty(None, L.LOYALTY.size)
    face = scene.painter.loyalty(loyal, L.LOYALTY.size)
    key(app, pygame.K_l, 0)
    frames(app)
    shown = []
    while scene.loyalty_turn is not None:
        sp = scene.loyalty_turn.sprite(scene.painter)
        shown.append((sp.surf is back, sp.surf is face, sp.sx))
        frames(app)
    assert shown[0][0] and shown[-1][1], "its back first, its face at the end"
    assert min(sx for *_, sx in shown) < 0.3, "on its edge half way"
    assert scene.peek


def test_at_instant_speed_the_loyalty_shows_at_once(app):
    scene = table(app, FIVE)
    assert until(app, scene.human_can_act)
    key(app, pygame.K_l, 1)
    assert scene.peek and scene.loyalty_turn is None


def test_the_winning_side_glows_before_the_results_come(app):
    scene = settled(app)
    ev = E.GameOver((1, 3), "communist", ("patriot", "communist", "patriot", "communist",
                                          "patriot"))
    scene.queue.add(Sequence(*animate.game_over(scene, ev)))
    frames(app, int(animate.MOMENT_S * 30))
    rings = scene.sprites.sprites
    assert len(rings) == 2 and all(sp.alpha > 60 for sp in rings)
    assert [sp.rect().center for sp in rings] == [L.panel_rect(1, 5).center,
                                                  L.panel_rect(3, 5).center]
    assert scene.peek, "your loyalty turned face up"
    assert until(app, lambda: not scene.queue.busy, 300)
    assert not scene.sprites.sprites


def test_a_game_at_normal_speed_ends_with_the_moment_then_the_results(app):
    scene = table(app, BOTS, seed=3)
    slow_from(scene, E.GameOver)
    assert until(app, lambda: scene.state.is_terminal(), 20000)
    glowed = until(app, lambda: scene.view.over and len(scene.sprites.sprites) > 0, 600)
    assert glowed and not isinstance(app.scenes.top, ResultsScene)
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene), 1200)


def test_instant_speed_ends_on_the_table_played_out_at_normal_speed(app):
    scene = table(app, FIVE, seed=4)
    busy = []
    assert until(app, lambda: busy.append(scene.queue.busy) or scene.human_can_act())
    assert not any(busy)
    frames(app, 2)
    instant = picture(app)
    app.scenes.pop()
    scene = table(app, FIVE, seed=4, speed="normal")
    assert until(app, lambda: scene.human_can_act() and not scene.queue.busy, 3000)
    frames(app, 2)
    assert picture(app) == instant


def test_the_premiere_lays_its_cards_inside_its_box(app):
    table(app, FIVE)
    for n in range(1, 12):
        assert all(L.REVEAL.contains(r) for r in premiere.card_rects(n)), n
