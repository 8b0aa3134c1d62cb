"""Title scene: the main menu, Continue, Quit, and start-up timing being recorded."""
import pygame
import pytest
from shell_helpers import click, frames, key, names, write_save

pytestmark = pytest.mark.gui


def test_title_opens_draws_and_closes(app, title):
    assert app.first_frame_s is not None and app.first_frame_s > 0
    assert set(title.buttons) == {"new", "continue", "join", "load", "statistics", "settings",
                                  "rules", "quit"}
    app.scenes.pop()
    assert title.root is None and len(app.scenes) == 0


def test_continue_disabled_without_saves(app, title):
    assert not title.buttons["continue"].is_enabled


def test_continue_enabled_with_a_save_and_resumes_it(app, monkeypatch):
    path = write_save(actions=20)
    from cinetable.client.scenes.title import TitleScene
    opened = []
    monkeypatch.setattr("cinetable.client.tables.open_table",
                        lambda app_, session: opened.append(session))
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    assert scene.buttons["continue"].is_enabled
    assert scene.latest.path == path
    click(app, scene.buttons["continue"])
    assert len(opened) == 1
    assert opened[0].record.seed == 7 and len(opened[0].record.actions) == 20


def test_continue_ignores_finished_and_unreadable_saves(app):
    (app.saves_dir / "autosave-broken.json").write_text("{ not json", encoding="utf-8")
    from cinetable.client.scenes.title import TitleScene
    scene = TitleScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    assert not scene.buttons["continue"].is_enabled


def test_menu_buttons_push_their_scenes_and_esc_comes_back(app, title):
    for button, scene_name in [("new", "new_game"), ("load", "load"), ("statistics", "statistics"),
                               ("settings", "settings"), ("rules", "rules")]:
        click(app, title.buttons[button])
        assert names(app) == ["title", scene_name]
        key(app, pygame.K_ESCAPE)
        assert names(app) == ["title"]
        assert title.buttons[button].visible


def test_quit_stops_the_app(app, title):
    assert app.running
    click(app, title.buttons["quit"])
    assert not app.running


def test_title_buttons_hidden_while_covered(app, title):
    click(app, title.buttons["settings"])
    assert not title.buttons["new"].visible



# -- the façade: painted once, only its lights move -------------------------------------
def shown(app) -> pygame.Surface:
    """The title as the player sees it (scenes and widgets) on a fresh surface."""
    screen = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(screen)
    app.ui.draw_ui(screen)
    return screen


def changed(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels that differ between two pictures."""
    diff, back = a.copy(), b.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    return same


def facade(app):
    """The painted façade the title shows (the cached one)."""
    from cinetable.client import title_scene, viewport
    from cinetable.client.scenes.title import _drop
    return title_scene.painted(viewport.size(), viewport.u(), _drop(),
                               app.fonts.get("title", 128))


def after(app, seconds: float) -> pygame.Surface:
    frames(app, max(1, round(seconds * 60)))
    return shown(app)


def bulb_rects(painted) -> list[pygame.Rect]:
    half = painted.lit.get_width() // 2
    return [pygame.Rect(x - half, y - half, 2 * half, 2 * half) for x, y in painted.bulbs]


def test_the_first_title_frame_waits_for_no_painting_and_the_facade_comes_next(app):
    from cinetable.client import title_scene
    from cinetable.client.scenes.title import TitleScene
    title_scene.painted.cache_clear()
    app.scenes.push(TitleScene(app))
    frames(app, 1)
    assert app.first_frame_s is not None
    assert title_scene.painted.cache_info().currsize == 0      # plain night sky first
    frames(app, 1)
    assert title_scene.painted.cache_info().currsize == 1


def test_the_facade_is_painted_once_per_window_size_not_each_frame(app, title, monkeypatch):
    from cinetable.client import title_scene
    painted = []
    real = title_scene.Scene._paint_front
    monkeypatch.setattr(title_scene.Scene, "_paint_front",
                        lambda self, logo: painted.append(self.size) or real(self, logo))
    title_scene.painted.cache_clear()
    frames(app, 40)
    assert painted == [(1280, 800)]
    app.resize_window((1920, 1080))
    frames(app, 40)
    assert painted == [(1280, 800), (1920, 1080)]


def test_the_marquee_bulbs_chase_and_the_searchlights_sweep(app, title):
    from cinetable.client import title_scene
    assert title.busy()               # drawn at full rate while the lights move
    first = after(app, 1.0)           # the façade's lights are up
    second = after(app, 1 / title_scene.CHASE_HZ)                # one step of the chase
    moved = changed(first, second)
    painted = facade(app)
    switched = [b for b in painted.bulbs if moved.get_at(b)]
    assert len(switched) >= len(painted.bulbs) // 3
    for r in bulb_rects(painted):     # what else changed: the beams, in the sky
        moved.erase(pygame.Mask(r.size, fill=True), r.topleft)
    assert moved.count() > 0


def test_between_frames_only_the_bulbs_and_the_beams_change(app, title):
    frames(app, 60)
    t0, first = title._clock, shown(app)
    second = after(app, 0.7)
    painted = facade(app)
    allowed = pygame.Mask(app.screen.get_size())
    beams = [pts for t in (t0, title._clock) for pts, _alpha in painted.beam_polygons(t)]
    for r in bulb_rects(painted) + [pygame.Rect(_box(pts)) for pts in beams]:
        allowed.draw(pygame.Mask(r.size, fill=True), r.topleft)
    moved = changed(first, second)
    assert moved.count() > 0
    moved.erase(allowed, (0, 0))
    assert moved.count() == 0


def _box(pts):
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3,
            int(max(ys) - min(ys)) + 3)


def test_instant_animation_shows_a_still_title_with_every_bulb_lit(app, title):
    app.settings["animation_speed"] = "instant"
    assert not title.busy()           # nothing moves: the app may slow down
    first = after(app, 0.1)
    assert changed(first, after(app, 1.3)).count() == 0
    for x, y in facade(app).bulbs:
        assert sum(first.get_at((x, y))[:3]) > 600, (x, y)


def test_the_title_slows_to_the_idle_rate_when_left_alone_and_wakes_on_a_move(app, title):
    from cinetable.client.scenes.title import AWAKE_S
    assert title.busy()
    frames(app, round(AWAKE_S) + 2, dt=1.0)
    assert not title.busy()           # nobody there: a few frames a second will do
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert title.busy()


def test_the_painted_facade_keeps_about_one_window_of_pixels(app, title):
    from cinetable.client.surface_cache import surface_bytes
    painted = facade(app)
    kept = [v for v in vars(painted).values() if isinstance(v, pygame.Surface)]
    kept += [own for _rect, own in painted.tiles.values() if own is not None]
    window = surface_bytes(pygame.Surface(app.screen.get_size()))
    assert sum(surface_bytes(s) for s in kept) < 1.5 * window


def test_the_marquee_lights_come_up_bulb_by_bulb_after_the_first_frame(app):
    from cinetable.client.scenes.title import LIGHTS_UP_S, TitleScene
    app.scenes.push(TitleScene(app))
    frames(app, 1)                    # the first frame: plain night sky
    half = after(app, LIGHTS_UP_S / 2)
    bulbs = facade(app).bulbs
    bright = [sum(half.get_at(b)[:3]) > 600 for b in bulbs]
    assert all(bright[:len(bulbs) // 3]) and not any(bright[-len(bulbs) // 3:])
