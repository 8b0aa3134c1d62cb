"""A long session's memory stays bounded: rendered text, the bots' round memos, and the
bench that reports the steady resident memory of bot games through the real scenes."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


class _Fonts:
    def __init__(self):
        import pygame
        pygame.font.init()
        self.font = pygame.font.Font(None, 20)

    def get(self, role, size):
        return self.font


def test_text_cache_is_bounded_by_count_and_bytes_and_keeps_what_is_in_use():
    from cinetable.client.table.text import TextCache
    cache = TextCache(_Fonts(), limit=50, max_bytes=200_000)
    keep = cache.get("body", 16, "Your turn")
    for i in range(2000):
        cache.get("body", 16, f"log line number {i} " * (1 + i % 4))
        assert cache.get("body", 16, "Your turn") is keep      # in use: never evicted
        assert len(cache) <= 50 and cache.bytes <= 200_000 + keep.get_width() * 80 * 4
    assert cache.bytes == sum(s.get_width() * s.get_height() * s.get_bytesize()
                              for s in cache._cache.values())


def test_a_session_of_bot_games_keeps_at_most_two_round_memos(tmp_path):
    """Each round's bot memo held ~10 MB with hard bots, and eight were kept for the app's
    whole life (the 90 -> 233 MB climb): only the round being played is worth keeping."""
    from cinetable.client.session import GameSession
    from cinetable.games.hollywood import heuristics
    seats = [("Vera", "bot", "normal"), ("Sam", "bot", "normal"), ("Ida", "bot", "easy"),
             ("Gene", "bot", "normal")]
    rounds = 0
    for seed in (1, 2):
        s = GameSession.new("hollywood", 4, {}, seats, seed=seed, folder=tmp_path)
        while not s.state.is_terminal():
            s.step_auto(None)
        rounds += s.state.round + 1
        s.flush()
    assert rounds >= 8
    assert 1 <= len(heuristics._MODELS) <= 2


@pytest.mark.gui
def test_the_bench_reports_the_memory_of_a_session_of_games_in_turn(tmp_path, monkeypatch):
    from cinetable.client.bench_memory import session_memory
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    out = session_memory(("hollywood", "poker"), frames=300, game_frames=200,
                         speed="fast")["session"]
    # a warm-up game of each, then games in turn until 300 more frames are played
    assert out["games"] >= 4 and list(out["per_game"]) == ["hollywood", "poker"]
    assert len(out["per_game"]["hollywood"]) >= 2 and len(out["per_game"]["poker"]) >= 2
    if out["start"] is not None:                   # Linux: /proc gives the numbers
        assert 0 < out["start"] <= out["max"] and out["warm"] == out["per_game"]["poker"][0]
        assert out["growth"] == round(out["end"] - out["warm"], 1)


@pytest.mark.gui
def test_a_table_that_leaves_the_screen_frees_its_surfaces_at_once(app):
    """Its animations' closures keep the scene alive until a full collection (once a
    minute in a bot game): its layers, card faces and log rows must not wait for it."""
    from shell_helpers import until

    from cinetable.client.scenes.results import ResultsScene
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "instant"
    seats = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "normal")]
    session = GameSession.new("hollywood", 3, {}, seats, seed=41)
    scene = open_table(app, session)
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    assert scene.background is None and scene._layer is None
    assert not scene.painter.cards._faces and not scene.log.lines and len(scene.text) == 0
    assert scene.log.entries > 40                    # what it told is still there
