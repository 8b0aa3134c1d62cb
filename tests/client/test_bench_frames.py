"""The frame bench's animation figures: which frames count as an animation, and which
animation is the busiest (the issue's "frame p99 during the busiest animation")."""
from __future__ import annotations

from cinetable.client.bench_frames import ANIMATION_MIN_FRAMES, _animation_stats, measure_frames


def test_busiest_animation_is_the_run_with_the_most_work_per_frame():
    light = [(3.0, 2.0)] * 40
    heavy = [(9.0, 8.0)] * 20 + [(12.0, 11.0)]
    stats = _animation_stats([light, heavy, light])
    assert stats["busiest_animation_ms"]["frames"] == 21
    assert stats["busiest_animation_ms"]["cpu_p99"] == 11.0
    assert stats["animation_ms"]["frames"] == 101


def test_a_blip_shorter_than_an_animation_is_not_one():
    blip = [(40.0, 1.0)] * (ANIMATION_MIN_FRAMES - 1)
    real = [(5.0, 4.0)] * ANIMATION_MIN_FRAMES
    stats = _animation_stats([blip, real])
    assert stats["animation_ms"]["frames"] == ANIMATION_MIN_FRAMES
    assert stats["busiest_animation_ms"]["p99"] == 5.0
    assert _animation_stats([blip]) == {}


def test_a_bot_game_reports_its_animation_frames(tmp_path, monkeypatch):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    got = measure_frames("poker", 3, frames=240, cap_frames=2)
    anim = got["animation_ms"]
    assert 0 < anim["frames"] <= got["frames"]
    assert got["busiest_animation_ms"]["frames"] >= ANIMATION_MIN_FRAMES
