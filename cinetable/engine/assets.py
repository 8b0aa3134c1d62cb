"""Where the shipped assets live: next to the package in a checkout, inside the bundle
when frozen by PyInstaller. No pygame here: games read their card data through this."""
from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)
