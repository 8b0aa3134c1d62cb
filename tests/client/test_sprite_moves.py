"""Shared table moves (table/sprites.py): a card turning over, easing in and out, and the
same last picture at Instant speed."""
import math

import pygame
import pytest

from cinetable.client import animation as A
from cinetable.client.table.sprites import Sprite, SpriteLayer


def card(colour, size=(60, 90)):
    s = pygame.Surface(size)
    s.fill(colour)
    return s


def test_a_turned_card_shows_its_back_then_its_face_and_narrows_to_its_edge_between():
    back, face = card((200, 0, 0)), card((250, 250, 250))
    layer = SpriteLayer()
    sp = layer.add(back, (100, 100))
    q = A.AnimationQueue()
    q.add(layer.turn(sp, face, 1.0, lift=10))
    frames = []
    for _ in range(20):
        q.update(0.05)
        frames.append((sp.surf, sp.rect().w, sp.lift))
    first, second = frames[:9], frames[10:19]        # before and after half time
    assert all(s is back for s, _w, _l in first) and all(s is face for s, _w, _l in second)
    widths = [w for _s, w, _l in frames]
    assert widths[:10] == sorted(widths[:10], reverse=True), "narrows in the first half"
    assert widths[9:] == sorted(widths[9:]), "widens in the second"
    assert min(widths) <= 6 and widths[-1] == 60        # on its edge, then whole again
    assert max(lift for _s, _w, lift in frames) > 8 and sp.lift == 0   # lifted, then down
    assert not q.busy and sp.surf is face and sp.sx == 1.0


def test_a_card_flying_with_a_turn_lands_face_up_where_it_was_sent_and_stays_if_kept():
    back, face = card((200, 0, 0)), card((250, 250, 250))
    layer, kept = SpriteLayer(), []
    q = A.AnimationQueue()
    q.add(layer.flight(back, (0, 0), (400, 200), 1.0, turn_to=lambda: face, lift=12,
                       keep=kept.append))
    q.update(0.25)
    sp = layer.sprites[0]
    assert sp.surf is back and 0 < sp.sx < 1 and sp.lift > 0
    q.update(0.5)
    assert sp.surf is face
    q.update(0.5)
    assert kept == [sp] and layer.sprites == [sp]          # kept: still drawn
    assert (sp.x, sp.y, sp.sx, sp.lift) == (400, 200, 1.0, 0.0) and sp.surf is face


@pytest.mark.parametrize("make", ["flight", "attrs"])
def test_moves_ease_in_and_out_and_end_exactly_on_target(make):
    """Slow off the mark, slow into place: a quarter of the time in, the thing has gone
    less than a quarter of the way; three quarters in, more than three quarters. (An
    even ease passes the midpoint at half time, so the quarters are where it shows.)"""
    layer, box = SpriteLayer(), Sprite(card((0, 0, 0)), (0, 0))
    q = A.AnimationQueue()
    if make == "flight":
        q.add(layer.flight(card((0, 0, 0)), (0, 0), (100, 0), 1.0))
    else:
        q.add(A.Tween.attrs(box, 1.0, x=100))

    def x():
        return layer.sprites[0].x if make == "flight" else box.x
    q.update(0.25)
    assert 0 < x() < 25
    q.update(0.5)
    assert 75 < x() < 100
    if make == "attrs":
        q.update(0.3)
        assert box.x == 100
    else:
        q.update(0.24)
        last = layer.sprites[0]
        q.update(0.02)
        assert last.x == 100 and not layer.sprites


def test_instant_speed_leaves_the_same_last_picture_as_playing_it_out():
    def play(speed, steps):
        back, face = card((200, 0, 0)), card((250, 250, 250))
        layer, kept = SpriteLayer(), []
        q = A.AnimationQueue(speed_name=speed)
        q.add(layer.flight(back, (0, 0), (300, 120), 0.5, lift=8, keep=kept.append))
        q.add(A.Later(lambda: layer.turn(kept[0], face, 0.3, lift=6)))
        for _ in range(steps):
            q.update(1 / 60)
        screen = pygame.Surface((400, 200))
        layer.draw(screen)
        return q.busy, pygame.image.tobytes(screen, "RGB")
    busy_now, instant = play("instant", 0)          # no frame waited for
    busy_later, played = play("normal", 120)
    assert not busy_now and not busy_later and instant == played


def test_space_or_a_click_skips_a_turn_to_its_end():
    for event in (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))):
        back, face = card((200, 0, 0)), card((250, 250, 250))
        layer = SpriteLayer()
        sp = layer.add(back, (50, 50))
        q = A.AnimationQueue()
        q.add(layer.turn(sp, face, 1.0, lift=10))
        q.update(0.3)
        assert sp.sx < 1
        assert q.handle_event(event)
        assert not q.busy and sp.surf is face and (sp.sx, sp.lift) == (1.0, 0.0)


def test_a_step_made_later_sees_what_the_steps_before_it_left():
    seen = []
    q = A.AnimationQueue()
    q.add(A.Sequence(A.Call(lambda: seen.append("laid")),
                     A.Later(lambda: A.Call(lambda: seen.append(f"after {len(seen)}")))))
    q.update(0.0)
    assert seen == ["laid", "after 1"]
    q = A.AnimationQueue()
    made = []
    q.add(A.Sequence(A.Delay(1.0), A.Later(lambda: made.append(1) or A.Delay(1.0))))
    assert q.skip() and made == [1]          # skipped before it started: made and finished


def test_a_lifted_card_casts_a_shadow_on_the_felt_under_it():
    screen = pygame.Surface((200, 200))
    screen.fill((0, 120, 0))
    sp = Sprite(card((250, 250, 250), (40, 60)), (100, 100))
    sp.lift = 20
    sp.draw(screen)
    assert sp.rect().centery == 80                       # drawn higher
    below = screen.get_at((100 + 8, 100 + 8 + 26))      # under the card's old bottom edge
    assert below[1] < 120 and below[:3] != (250, 250, 250)
    assert math.isclose(sp.sx, 1.0)
