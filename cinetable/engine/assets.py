"""Where the shipped assets live: inside a PyInstaller bundle when frozen, inside the
installed package (a wheel carries the top-level assets/ as cinetable/assets, see
pyproject.toml), else at the top of the checkout (run from the source tree or an editable
install). No pygame here: games read their card data through this."""
from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path


def assets_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    # a wheel installs as plain files, so this is a real folder: fonts and pygame need paths
    packaged = resources.files("cinetable") / "assets"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def read_game_data(path, title: str, parse):
    """A game's card data: the TOML file at `path` (assets/games/<id>.toml) read with tomli
    and given to `parse`.

    Every game reads its data this way, so a missing or damaged file always gives a message
    naming the game and the file (the app shows it instead of crashing): FileNotFoundError
    when it is missing, ValueError when it is not TOML or `parse` finds an entry missing or
    wrong."""
    import tomli
    try:
        with open(path, "rb") as f:
            data = tomli.load(f)
    except FileNotFoundError:
        raise FileNotFoundError(f"{title} card data is missing: {path}") from None
    except (tomli.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ValueError(f"{title} card data is damaged: {path}: {e}") from None
    try:
        return parse(data)
    except (KeyError, TypeError, AttributeError, IndexError, ValueError) as e:
        raise ValueError(f"{title} card data is damaged: {path}: missing or wrong entry {e}") from None
