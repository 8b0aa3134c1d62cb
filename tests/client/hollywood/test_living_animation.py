"""Hollywood!'s table as it moves: the round's cards leave the star and film decks face
down and turn face up on the way; a reel slides up its column and the reels it pushes
ease up after it, overshooting a little; a card handed out turns right over as it
flies; points tick up; the winners' moment comes before the results; Space skips;
Instant speed ends on the same picture without waiting."""
import pygame
import pytest
from shell_helpers import frames, until
from test_hollywood_table import new_table
from test_menu_window_sizes import picture

from cinetable.client.hollywood import animate, moves
from cinetable.client.hollywood import layout as L
from cinetable.client.hollywood.view import CARDS
from cinetable.client.scenes.results import ResultsScene
from cinetable.games.hollywood import events as E

pytestmark = pytest.mark.gui

BOTS = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "normal")]


def ready(app, seed=5):
    """A table at Instant speed dealt and waiting for Ann, then set to Normal speed."""
    session, scene = new_table(app, seed=seed)
    assert until(app, scene.human_can_act)
    frames(app, 2)
    scene.queue.set_speed("normal")
    return session, scene


def space(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    frames(app, 2)


def test_dealt_cards_leave_their_decks_face_down_and_turn_face_up_on_the_way(app):
    session, scene = new_table(app, seed=5, speed="normal")
    cards = scene.painter.cards
    backs = {id(cards.back("star")): "star", id(cards.back("film")): "film"}
    stacks = {moves.deck_pos("star"), moves.deck_pos("film")}
    assert until(app, lambda: scene.sprites.active, 600)
    seen_back = seen_face = on_edge = decks = False
    for _ in range(300):
        flying = [sp for sp in scene.sprites.sprites if (sp.x, sp.y) not in stacks]
        decks = decks or any((sp.x, sp.y) in stacks for sp in scene.sprites.sprites)
        for sp in flying:
            if id(sp.surf) in backs and sp.lift > 0:
                seen_back = True
            elif sp.lift > 0 and sp.sx < 1:
                seen_face = seen_face or seen_back     # the face after the back
            on_edge = on_edge or sp.sx < 0.2
        if all(c >= 0 for c in scene.view.slots):
            break
        frames(app)
    assert decks and seen_back and seen_face and on_edge
    assert until(app, lambda: not scene.sprites.active, 60)


def test_a_placed_reel_slides_up_first_then_the_reels_it_pushes_ease_up_past_their_card(
        app):
    session, scene = ready(app)
    ev = E.TokenPlaced(0, "A", 3, ((1, 2, 1), (2, 3, 2)))      # top first, as the rules say
    scene.queue.add(animate.event_steps(scene, ev))
    placed, pushed = scene.painter.token(0), scene.painter.token(2)
    frames(app)
    assert {2, 3} <= scene.hidden_tokens, "the pushed reels are drawn moving, not in place"
    sx, sy = L.token_pos(3)
    start = None
    ys, overshoot, slide = [], False, []
    for _ in range(120):
        mine = [sp for sp in scene.sprites.sprites if sp.surf is placed]
        theirs = [sp for sp in scene.sprites.sprites if sp.surf is pushed]
        if mine:
            slide.append(mine[0].y)
        if theirs:
            y = theirs[0].y
            if start is None:
                start = y
            if y != start and not ys:
                # the pushed reel moves once the sliding one has reached it
                assert not mine or mine[0].y - sy < (slide[0] - sy) * 0.3
            ys.append(y)
            overshoot = overshoot or y < L.token_pos(2)[1] - 1
        if not scene.queue.busy:
            break
        frames(app)
    assert slide[0] > sy and overshoot, "slid up from below; pushed up past its card"
    steps = [a - b for a, b in zip(slide, slide[1:]) if a != b]
    assert max(steps) > 1.5 * min(steps), "the slide eases in and out"
    assert scene.view.owner[2] == 2 and scene.view.owner[3] == 0
    assert not scene.sprites.sprites and not scene.hidden_tokens


def test_space_skips_a_reel_to_its_place(app):
    session, scene = ready(app)
    scene.queue.add(animate.event_steps(scene, E.TokenPlaced(0, "B", 7, ((1, 7, 6),))))
    frames(app, 5)
    assert scene.sprites.active
    space(app)
    assert not scene.sprites.sprites and scene.view.owner[7] == 0 and scene.view.owner[6] == 1


def test_a_card_handed_out_turns_right_over_as_it_flies_to_the_panel(app):
    session, scene = ready(app)
    card = CARDS.cards[scene.view.slots[0]]
    back = scene.painter.cards.back("star" if card.kind == "star" else "film")
    face = scene.painter.cards.face(card.index)
    scene.queue.add(animate.event_steps(scene, E.CardAwarded(1, card.id, 0, "worthless")))
    shown = []
    for _ in range(120):
        sp = [s for s in scene.sprites.sprites if s.surf in (face, back)]
        if sp:
            shown.append(("back" if sp[0].surf is back else "face", sp[0].lift > 0))
        if not scene.queue.busy:
            break
        frames(app)
    order = [s for i, (s, _l) in enumerate(shown) if i == 0 or shown[i - 1][0] != s]
    assert order == ["face", "back", "face"], order
    assert any(lifted for s, lifted in shown if s == "back")
    assert card.index in scene.view.tableaus[1].worthless


def test_points_tick_up_in_the_panel_after_a_blockbuster(app):
    session, scene = ready(app)
    slot = next(s for s, c in enumerate(scene.view.slots) if c >= 0)
    bb = next(c for c in CARDS.cards if c.kind == "blockbuster")
    before = scene.view.breakdowns()[1].total
    scene.queue.add(animate.event_steps(scene, E.CardAwarded(1, bb.id, slot, "blockbuster")))
    counted = []
    for _ in range(200):
        if 1 in scene.counting:
            counted.append(scene.counting[1])
        if not scene.queue.busy:
            break
        frames(app)
    assert counted[0] == before and counted[-1] == before + 2 and before + 1 in counted
    assert counted == sorted(counted) and not scene.counting
    assert scene.view.breakdowns()[1].total == before + 2


def test_the_winners_moment_rises_in_a_glow_then_the_results_come(app, monkeypatch):
    session, scene = new_table(app, seed=41, seats=BOTS)
    played = []
    monkeypatch.setattr(scene.app.sounds, "play", lambda name, *a, **k: played.append(name))
    batch = scene.batch_steps

    def last_batch_at_normal_speed(events):
        if any(isinstance(e, E.GameOver) for e in events):
            scene.queue.set_speed("normal")
        return batch(events)
    monkeypatch.setattr(scene, "batch_steps", last_batch_at_normal_speed)
    assert until(app, lambda: scene.moment is not None, 4000)
    winner = session.state.winners()[0]
    rect = L.panel_rect(winner, 3)
    risen = False
    while app.scenes.top is scene and scene.moment is not None:
        rise, = scene.moment.parts
        assert rise.rect == rect and rise.y == rect.centery and not scene.results_b.visible
        risen = risen or (rise.scale > 1.04 and rise.lift > 0 and rise.alpha > 100)
        frames(app)
    assert risen and "fanfare" in played
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene), 600)


def test_a_round_at_instant_speed_ends_on_the_picture_played_out_at_normal_speed(app):
    session, scene = new_table(app, seed=5)
    busy = []
    assert until(app, lambda: busy.append(scene.queue.busy) or scene.human_can_act(), 600)
    assert not any(busy) and not scene.sprites.sprites
    frames(app, 2)
    instant = picture(app)
    app.scenes.pop()
    session, scene = new_table(app, seed=5, speed="normal")
    assert until(app, lambda: scene.human_can_act() and not scene.queue.busy, 1200)
    frames(app, 2)
    assert picture(app) == instant
