"""The animation queue: tweens, sequences, parallel parts, speed factors, skip, instant."""
import math

import pygame
import pytest

from cinetable.client import animation as A


class Box:
    def __init__(self):
        self.x = 0.0
        self.alpha = 255.0


def run(queue, seconds, dt=1 / 60):
    for _ in range(int(round(seconds / dt))):
        queue.update(dt)


@pytest.mark.parametrize("ease", [A.linear, A.ease_in_quad, A.ease_out_quad, A.ease_out_cubic,
                                  A.ease_in_out_cubic, A.ease_out_back, A.ease_out_bounce])
def test_easings_start_at_0_and_end_at_1(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_moves_from_the_value_at_start_and_lands_exactly_on_target():
    box = Box()
    q = A.AnimationQueue()
    q.add(A.Tween.attrs(box, 0.5, x=100.0, ease=A.linear))
    box.x = 20.0                       # changed after queueing, before the tween starts
    q.update(0.25)
    assert box.x == pytest.approx(60.0)
    q.update(0.3)
    assert box.x == 100.0 and not q.busy


@pytest.mark.parametrize("speed,seconds", [("slow", 1 / 0.6), ("normal", 1.0), ("fast", 0.5)])
def test_speed_factors_scale_the_duration(speed, seconds):
    box = Box()
    q = A.AnimationQueue(speed_name=speed)
    q.add(A.Tween.attrs(box, 1.0, x=1.0, ease=A.linear))
    run(q, seconds * 0.9)
    assert q.busy and box.x < 1.0
    run(q, seconds * 0.15)
    assert not q.busy and box.x == 1.0


def test_instant_completes_everything_at_once_with_callbacks_in_order():
    seen = []
    box = Box()
    q = A.AnimationQueue(speed_name="instant")
    assert q.instant and q.scaled(3.0) == 0.0
    q.add(A.Sequence(A.Delay(5), A.Call(lambda: seen.append("a")),
                     A.Tween.attrs(box, 2.0, x=9.0, on_done=lambda: seen.append("b"))))
    q.add(A.Call(lambda: seen.append("c")))
    assert seen == ["a", "b", "c"] and box.x == 9.0 and not q.busy


def test_groups_play_one_after_another():
    seen = []
    q = A.AnimationQueue()
    q.add(A.Delay(0.5), A.Call(lambda: seen.append(1)))
    q.add(A.Call(lambda: seen.append(2)))
    q.update(0.4)
    assert seen == []
    q.update(0.2)
    assert seen == [1, 2]


def test_parallel_parts_run_together_and_end_with_the_longest():
    a, b = Box(), Box()
    q = A.AnimationQueue()
    q.add(A.Parallel(A.Tween.attrs(a, 0.2, x=1.0), A.Tween.attrs(b, 0.6, x=1.0)))
    q.update(0.3)
    assert a.x == 1.0 and b.x < 1.0 and q.busy
    q.update(0.31)
    assert b.x == 1.0 and not q.busy


def test_stagger_starts_each_step_a_gap_later():
    boxes = [Box() for _ in range(3)]
    q = A.AnimationQueue()
    q.add(A.stagger([A.Tween.attrs(bx, 0.1, x=1.0) for bx in boxes], 0.2))
    q.update(0.15)
    assert [bx.x for bx in boxes] == [1.0, 0.0, 0.0]
    q.update(0.2)
    assert boxes[1].x == 1.0 and boxes[2].x == 0.0


def test_leftover_time_flows_into_the_next_step_in_the_same_frame():
    seen = []
    q = A.AnimationQueue()
    q.add(A.Sequence(A.Delay(0.1), A.Delay(0.1), A.Call(lambda: seen.append("end"))))
    q.update(0.25)
    assert seen == ["end"]


def test_skip_finishes_only_the_current_group():
    a, b = Box(), Box()
    done = []
    q = A.AnimationQueue()
    q.add(A.Tween.attrs(a, 1.0, x=5.0, on_done=lambda: done.append("a")))
    q.add(A.Tween.attrs(b, 1.0, x=5.0))
    q.update(0.1)
    assert q.skip()
    assert a.x == 5.0 and done == ["a"] and b.x == 0.0 and len(q) == 1
    q.finish_all()
    assert b.x == 5.0 and not q.skip()


def test_a_click_or_space_skips_but_escape_is_never_eaten():
    pygame.init()
    q = A.AnimationQueue()
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))
    assert not q.handle_event(click)          # idle: nothing to skip, the click passes on
    q.add(A.Delay(1))
    q.add(A.Delay(1))
    assert not q.handle_event(esc) and len(q) == 2
    assert q.handle_event(space) and len(q) == 1
    assert q.handle_event(click) and len(q) == 0


def test_speed_can_change_between_frames():
    box = Box()
    q = A.AnimationQueue()
    q.add(A.Tween.attrs(box, 1.0, x=1.0, ease=A.linear))
    q.update(0.25)
    q.set_speed("fast")
    q.update(0.25)
    assert box.x == pytest.approx(0.75)
    q.set_speed("instant")
    q.update(0.0)
    assert box.x == 1.0 and math.isinf(q.speed)


def test_flip_narrows_to_nothing_swaps_the_face_at_half_time_and_widens_again():
    card = Box()
    card.flip = 1.0
    card.face = "back"
    q = A.AnimationQueue()
    q.add(A.flip(card, 0.4, on_half=lambda: setattr(card, "face", "front")))
    q.update(0.1)
    assert 0.0 < card.flip < 1.0 and card.face == "back"
    q.update(0.11)
    assert card.face == "front" and card.flip < 0.2
    q.update(0.2)
    assert card.flip == 1.0 and not q.busy
