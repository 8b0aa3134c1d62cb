"""Every test keeps its saves and settings in its own temporary folder, so running the
tests never touches a player's saves/ or settings.toml; and no test announces or browses
tables on the network (the discovery tests bind theirs to 127.0.0.1 themselves)."""
import pytest


@pytest.fixture(autouse=True)
def _private_saves_and_settings(tmp_path_factory, monkeypatch):
    root = tmp_path_factory.mktemp("cinetable-data")
    monkeypatch.setenv("CINETABLE_SAVES", str(root / "saves"))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(root / "settings.toml"))
    monkeypatch.setenv("CINETABLE_DISCOVERY_INTERFACES", "off")
