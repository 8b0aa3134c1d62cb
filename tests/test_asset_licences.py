"""Every file shipped under assets/ is listed with its licence in assets/LICENSES.md."""
import re
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def listed_files() -> set[str]:
    text = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    return {m.group(1) for m in re.finditer(r"^\| `([^`]+)` \| [^|]*\S[^|]* \|", text, re.M)}


def test_every_asset_file_is_listed_with_a_licence():
    shipped = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()}
    missing = sorted(shipped - listed_files())
    assert not missing, f"not in assets/LICENSES.md: {missing}"


def test_the_list_names_no_file_that_is_not_shipped():
    shipped = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()}
    assert listed_files() <= shipped, sorted(listed_files() - shipped)
