"""The viewport's arithmetic: pixels per unit from the window and the UI scale, the
design size never below the reference, fonts at their shown size with a legible floor."""
import pytest

from cinetable.client import viewport


@pytest.fixture(autouse=True)
def reference_after():
    yield
    viewport.configure(viewport.REFERENCE, 100)


def test_the_reference_window_draws_one_pixel_per_unit():
    viewport.configure((1280, 800), 100)
    assert viewport.u() == 1.0
    assert viewport.design() == (1280, 800)
    assert viewport.rect(12, 650, 556, 138) == (12, 650, 556, 138)


@pytest.mark.parametrize("size,scale", [((960, 600), 100), ((1366, 768), 100),
                                        ((1920, 1080), 100), ((2560, 1440), 100),
                                        ((3440, 1440), 100), ((1920, 1080), 200),
                                        ((3840, 2160), 200), ((1280, 800), 75)])
def test_the_design_is_never_smaller_than_the_reference(size, scale):
    viewport.configure(size, scale)
    w, h = viewport.design()
    assert w >= 1280 - 1 and h >= 800 - 1
    assert viewport.u() * w <= size[0] + 1 and viewport.u() * h <= size[1] + 1


def test_a_bigger_window_shows_more_room_and_larger_text():
    viewport.configure((1920, 1080), 100)
    u_hd, room_hd = viewport.u(), viewport.design()
    viewport.configure((2560, 1440), 100)
    assert viewport.u() > u_hd > 1.0
    assert viewport.design()[0] > room_hd[0]


def test_4k_at_200_percent_looks_like_1080p_at_100_percent():
    viewport.configure((1920, 1080), 100)
    hd = viewport.design()
    viewport.configure((3840, 2160), 200)
    assert abs(viewport.design()[0] - hd[0]) <= 2 and abs(viewport.design()[1] - hd[1]) <= 2
    assert viewport.u() == pytest.approx(2 * 1920 / hd[0], rel=0.01)


def test_a_small_window_scales_down_but_text_keeps_its_floor():
    viewport.configure((960, 600), 100)
    assert viewport.u() == 0.75
    assert viewport.font_px(13) == 12                  # 9.75 px would be unreadable
    assert viewport.font_px(40) == 30
    viewport.configure((1280, 800), 75)                # the player chose small text:
    assert viewport.u() == pytest.approx(0.866, abs=0.001)   # 1707×1067 units of room
    assert viewport.font_px(8) == 9                    # the floor is 75 % of 12 px


def test_listeners_hear_every_change_once():
    calls = []
    viewport.on_change(lambda: calls.append(viewport.size()))
    assert calls == [viewport.size()]                  # at once
    assert viewport.configure((1920, 1080), 100)
    assert not viewport.configure((1920, 1080), 100)   # nothing changed: not called
    assert calls[-1] == (1920, 1080) and len(calls) == 2
    viewport._listeners.pop()


def test_scale_from_dpi():
    assert viewport.scale_from_dpi(None) == 100
    assert viewport.scale_from_dpi(96) == 100
    assert viewport.scale_from_dpi(110) == 100         # near enough to 96: no change
    assert viewport.scale_from_dpi(144) == 150
    assert viewport.scale_from_dpi(192) == 200
    assert viewport.scale_from_dpi(9000) == 100        # nonsense from a broken EDID
