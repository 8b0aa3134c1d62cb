"""Every test here writes under tmp_path, never into the real saves/ or settings.toml."""
import pytest


@pytest.fixture(autouse=True)
def isolated_paths(tmp_path, monkeypatch):
    saves = tmp_path / "saves"
    monkeypatch.setenv("CINETABLE_SAVES", str(saves))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    return saves
