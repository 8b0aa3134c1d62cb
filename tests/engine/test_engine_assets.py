"""Assets are found next to the package in a checkout and inside a frozen bundle."""
import sys

from cinetable.engine.assets import asset_path, assets_dir


def test_assets_dir_in_a_checkout_holds_the_card_data():
    assert (assets_dir() / "games" / "hollywood.toml").is_file()
    assert asset_path("games", "hollywood.toml") == assets_dir() / "games" / "hollywood.toml"


def test_assets_dir_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_dir() == tmp_path / "assets"


def test_read_game_data_names_the_game_when_missing_or_damaged(tmp_path):
    import pytest

    from cinetable.engine.assets import read_game_data
    path = tmp_path / "poker.toml"
    with pytest.raises(FileNotFoundError, match="Hollywood Poker card data is missing"):
        read_game_data(path, "Hollywood Poker", dict)
    path.write_text("careers = [")
    with pytest.raises(ValueError, match="Hollywood Poker card data is damaged.*poker.toml"):
        read_game_data(path, "Hollywood Poker", dict)
    path.write_text("a = 1\n")
    with pytest.raises(ValueError, match="damaged.*missing or wrong entry 'careers'"):
        read_game_data(path, "Hollywood Poker", lambda d: d["careers"])
    assert read_game_data(path, "Hollywood Poker", lambda d: d["a"]) == 1
