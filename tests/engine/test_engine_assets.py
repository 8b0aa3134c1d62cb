"""Assets are found next to the package in a checkout and inside a frozen bundle."""
import sys

from cinetable.engine.assets import asset_path, assets_dir


def test_assets_dir_in_a_checkout_holds_the_card_data():
    assert (assets_dir() / "games" / "hollywood.toml").is_file()
    assert asset_path("games", "hollywood.toml") == assets_dir() / "games" / "hollywood.toml"


def test_assets_dir_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_dir() == tmp_path / "assets"
