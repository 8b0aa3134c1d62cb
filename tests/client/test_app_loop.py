"""The frame loop: capped at 60 fps, slowing down when nothing moves and nobody acts."""
import pygame

from cinetable.client.app import FPS, IDLE_FPS
from cinetable.client.scene import Scene


class FakeClock:
    def __init__(self):
        self.asked = []

    def tick(self, fps=0):
        self.asked.append(fps)
        return int(1000 / fps)


class Counting(Scene):
    def __init__(self, app, frames, moving=False):
        super().__init__(app)
        self.left, self.moving = frames, moving

    def busy(self):
        return self.moving

    def update(self, dt):
        self.left -= 1
        if self.left <= 0:
            self.app.quit()


def test_loop_is_capped_and_idles_without_input(app):
    app.clock = FakeClock()
    app.run(Counting(app, 120))
    assert app.clock.asked[0] == FPS
    assert all(f in (FPS, IDLE_FPS) for f in app.clock.asked)
    assert app.clock.asked[-1] == IDLE_FPS          # a second of stillness: idle rate


def test_busy_scene_keeps_full_rate(app):
    app.clock = FakeClock()
    app.run(Counting(app, 120, moving=True))
    assert set(app.clock.asked) == {FPS}


def test_input_wakes_the_loop(app):
    app.clock = FakeClock()
    scene = Counting(app, 200)

    def update(dt, _orig=scene.update):
        _orig(dt)
        if scene.left == 20:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
    scene.update = update
    app.run(scene)
    assert IDLE_FPS in app.clock.asked[:-20]
    assert app.clock.asked[-19] == FPS              # the frame after the input is full rate
