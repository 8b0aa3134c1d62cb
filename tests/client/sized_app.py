"""An App made inside the text recorder, for the tests that draw scenes at many window
sizes (window_sizes.py)."""
from __future__ import annotations

import contextlib

import pygame
from text_rects import recording


@contextlib.contextmanager
def recorded_app(tmp_path, monkeypatch, language: str = "en"):
    """(recorder, app): fonts and surfaces made while recording; saves in tmp_path."""
    saves = tmp_path / "saves"
    saves.mkdir(exist_ok=True)
    monkeypatch.setenv("CINETABLE_SAVES", str(saves))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    monkeypatch.setenv("CINETABLE_DISCOVERY_INTERFACES", "off")
    with recording() as rec:
        from cinetable.client.app import App
        app = App(smoke=True)
        app.saves_dir = saves
        app.settings["guides_seen"] = ["hollywood", "poker", "hollywood1947", "cannes"]
        app.name_asked = True
        if language != "en":
            app.set_language(language)
        try:
            yield rec, app
        finally:
            while len(app.scenes):
                app.scenes.pop()
            pygame.quit()
            from cinetable.persistence.folder_lock import release
            release(saves)
    assert not app.recovered, app.recovered
