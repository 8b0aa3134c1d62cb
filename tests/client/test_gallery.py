"""The card gallery: each game's faces by its client package, a fallback for a game
without one, the scene and `cinetable gallery --out`."""
from __future__ import annotations

import pygame
from shell_helpers import frames

from cinetable.client import gallery
from cinetable.client.services import Fonts


def test_a_game_without_a_gallery_module_has_no_faces_and_says_so(app):
    assert gallery.faces_for("no_such_game", app.fonts, (90, 106)) is None
    img = gallery.sheet(app.fonts, "Nothing", [], 800, note="not illustrated yet")
    assert img.get_width() == 800


def test_hollywood_faces_come_from_its_client_package(app):
    faces = gallery.faces_for("hollywood", app.fonts, (90, 106), app.t)
    assert faces and all(isinstance(img, pygame.Surface) for _, img in faces)


def test_the_gallery_scene_is_reached_by_name_changes_game_and_goes_back(app):
    app.scenes.push(app.scene("title"))
    scene = app.push("gallery", "hollywood")
    frames(app, 2)
    assert scene.game_id == "hollywood"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    frames(app, 2)
    assert scene.game_id != "hollywood"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    frames(app, 2)
    assert app.scenes.top is not scene


def test_cinetable_gallery_out_writes_a_png_per_game(tmp_path, monkeypatch):
    from cinetable.cli import main
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    assert main(["gallery", "--game", "hollywood", "--out", str(tmp_path / "out")]) == 0
    img = pygame.image.load(str(tmp_path / "out" / "hollywood.png"))
    assert img.get_width() == 1920


def test_write_pngs_covers_every_playable_game(tmp_path, app):
    paths = gallery.write_pngs(tmp_path, Fonts(), app.t, width=900)
    assert [p.stem for p in paths] == gallery.game_ids()
