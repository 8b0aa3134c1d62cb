"""A long session stays flat: every cache of painted surfaces has a bound, a closing
table drops its surfaces and its game's bot memos, and malloc's free pages go back."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

SEATS = [("Rita", "bot", "normal"), ("Sam", "bot", "easy"), ("Orson", "bot", "normal"),
         ("Ida", "bot", "easy"), ("Gene", "bot", "normal"), ("Mae", "bot", "easy")]


def _surface(w, h):
    import pygame
    return pygame.Surface((w, h), pygame.SRCALPHA)


def _bytes(cache):
    return sum(s.get_width() * s.get_height() * s.get_bytesize()
               for s in cache._items.values())


def test_surface_cache_is_bounded_by_count_and_bytes_and_keeps_what_is_in_use():
    from cinetable.client.surface_cache import SurfaceCache
    cache = SurfaceCache(limit=30, max_bytes=100 * 100 * 4 * 10)
    keep = cache.get_or_make("current panel", lambda: _surface(100, 100))
    for i in range(1000):
        cache.get_or_make(("panel", i), lambda: _surface(100 + i % 7, 100))
        assert cache.get("current panel") is keep            # in use: never evicted
        assert len(cache) <= 30 and cache.bytes <= 100 * 100 * 4 * 10
    assert cache.bytes == _bytes(cache)
    assert ("panel", 0) not in cache and ("panel", 999) in cache
    cache["current panel"] = _surface(10, 10)                # replaced: its bytes follow
    assert cache.bytes == _bytes(cache)
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


@pytest.mark.parametrize("game", ["poker", "cannes", "hollywood1947"])
def test_painter_caches_of_every_game_stay_within_their_bound(app, game):
    """Panels are keyed by what they show: a game's worth of keys must not pile up
    (Festival de Cannes held 535 panels, 33 MB, after one game)."""
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    n = {"poker": 5, "cannes": 5, "hollywood1947": 6}[game]
    scene = open_table(app, GameSession.new(game, n, {}, SEATS[:n], seed=3))
    painter = scene.painter
    cache = painter._panels if game == "poker" else painter._cache
    for i in range(3 * cache.limit):
        cache[("a panel as it looked", i)] = _surface(200, 120)
        assert len(cache) <= cache.limit
        assert cache.bytes <= cache.max_bytes


@pytest.mark.parametrize("game", ["poker", "cannes", "hollywood1947"])
def test_a_closing_table_of_every_game_drops_its_painted_surfaces(app, game):
    from shell_helpers import frames

    from cinetable.client.scene import Scene
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app.settings["animation_speed"] = "fast"
    n = {"poker": 5, "cannes": 5, "hollywood1947": 6}[game]
    scene = open_table(app, GameSession.new(game, n, {}, SEATS[:n], seed=5))
    frames(app, 90)
    caches = ([scene.painter._faces, scene.painter._backs, scene.painter._panels]
              if game == "poker" else [scene.painter._cache])
    assert any(len(c) for c in caches)                       # it painted something
    app.scenes.replace(Scene(app))                           # the table leaves the screen
    assert all(len(c) == 0 for c in caches) and scene._layer is None


def test_a_closing_table_forgets_its_games_bot_memos():
    from cinetable.client import memory_release
    from cinetable.games.cannes import odds
    from cinetable.games.hollywood import heuristics as hollywood
    from cinetable.games.hollywood1947 import heuristics as h1947
    hollywood._MODELS["a round"] = object()
    h1947._LEAN_MEMO["a film"] = [0.0]
    odds._WIN_MEMO[(1, 2, 3)] = 0.5
    memory_release.release_after_table("hollywood1947")
    assert not h1947._LEAN_MEMO and "a round" in hollywood._MODELS   # only its own game
    memory_release.release_after_table("hollywood")
    memory_release.release_after_table("cannes")
    assert not hollywood._MODELS and not odds._WIN_MEMO
    memory_release.release_after_table("poker")                      # no memos: nothing to do


def test_trim_heap_hands_free_pages_back_on_glibc(monkeypatch):
    import sys

    from cinetable import heap
    if sys.platform.startswith("linux") and heap._malloc_trim() is not None:
        assert heap.trim_heap() is True
    monkeypatch.setattr(heap, "_malloc_trim", lambda: None)  # elsewhere: a no-op
    assert heap.trim_heap() is False


def test_a_closing_table_empties_the_art_caches_kept_at_module_level():
    """Film vignettes, portraits and the like are cached per module, outside any table:
    they are emptied when a table closes, as the table's own surfaces are."""
    import pygame

    from cinetable.client.memory_release import release_after_table
    from cinetable.client.surface_cache import SurfaceCache
    art = SurfaceCache(max_bytes=1 << 20)
    art["face"] = pygame.Surface((64, 64))
    assert art.bytes > 0
    release_after_table("hollywood")
    assert len(art) == 0 and art.bytes == 0


def test_window_sized_pictures_are_kept_once_whatever_the_scenes_seen():
    """Each table's background gradient, the dimming veil, the menus' backdrop: at most
    one window-sized picture of each is kept (four gradients of 2560×1440 were kept for
    the whole run: 60 MB), and a gradient is exactly the row-by-row shading."""
    import pygame

    from cinetable.client import widgets
    pygame.display.init()
    try:
        pygame.display.set_mode((8, 8))
        for top in ((52, 40, 44), (46, 36, 52), (40, 30, 46), (44, 28, 40), (10, 20, 30)):
            img = widgets.vertical_gradient((2560, 1440), top, (16, 14, 20))
            assert img.get_size() == (2560, 1440)
            assert img.get_at((2000, 0))[:3] == top and img.get_at((5, 1439))[:3] == (16, 14, 20)
        for size in ((1280, 800), (2560, 1440)):
            screen = pygame.Surface(size)
            widgets.dim(screen)
            widgets.menu_backdrop(size)
        assert widgets._veil.cache_info().currsize == 1
        assert widgets._menu_backdrop.cache_info().currsize == 1
        assert widgets.spotlight.cache_info().currsize == 1
    finally:
        pygame.display.quit()
