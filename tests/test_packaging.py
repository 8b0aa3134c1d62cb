"""`pip install .` (or pipx) gives a working app: the wheel carries every package and every
file under the top-level assets/ folder inside the package (cinetable/assets), and the app
finds its assets there as well as at the top of a checkout. Checked without building:
setuptools reads the project's configuration (pyproject.toml and setup.py) and lists what
its build_py step would copy; .ci/run builds the wheel and runs its smoke test."""
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from cinetable.engine.assets import asset_path, assets_dir

ROOT = Path(__file__).resolve().parents[1]


def _files_under(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def wheel_files() -> set[str]:
    """The paths, inside the wheel, of every module and data file setuptools would build."""
    from distutils.core import run_setup

    import setuptools  # noqa: F401  (its distutils, not the standard library's)
    cwd = os.getcwd()
    os.chdir(ROOT)              # setup.py and pyproject.toml name paths from the project
    try:
        with warnings.catch_warnings():     # setuptools' notes on the configuration's style
            warnings.simplefilter("ignore")
            build_py = run_setup("setup.py", stop_after="config").get_command_obj("build_py")
            build_py.ensure_finalized()
        lib = Path(build_py.build_lib)
        data = {(Path(build_dir) / name).relative_to(lib).as_posix()
                for _, _, build_dir, names in build_py.data_files for name in names}
        modules = {Path(path).as_posix() for _, _, path in build_py.find_all_modules()}
    finally:
        os.chdir(cwd)
    return data | modules


def test_the_wheel_carries_every_file_under_assets_inside_the_package(wheel_files):
    shipped = _files_under(ROOT / "assets")
    assert "games/cannes.toml" in shipped and "theme.json" in shipped   # the glob sees them
    assert {f"cinetable/assets/{name}" for name in shipped} <= wheel_files
    # nothing lands beside the package in site-packages (where the app never looks)
    assert all(path.startswith("cinetable/") for path in wheel_files)


def test_the_wheel_carries_every_module_of_the_package(wheel_files):
    # setup.py finds the packages: a new game's packages come in without a list to edit
    modules = {f"cinetable/{name}" for name in _files_under(ROOT / "cinetable")
               if name.endswith(".py")}
    assert "cinetable/games/cannes/cards.py" in modules
    assert modules <= wheel_files


def test_assets_are_found_at_the_top_of_a_checkout():
    assert assets_dir() == ROOT / "assets"
    assert asset_path("games", "cannes.toml").is_file()


_LOAD_INSTALLED = r"""
import sys
sys.path.insert(0, sys.argv[1])
import cinetable
assert cinetable.__file__.startswith(sys.argv[1]), cinetable.__file__
from cinetable.engine.assets import assets_dir
from cinetable.games.cannes.cards import load_cards
load_cards()
print(assets_dir())
"""


def test_assets_are_found_inside_an_installed_package(tmp_path):
    # site-packages as a wheel lays it out: the package with its assets inside, no
    # assets/ folder beside it; run from elsewhere than the checkout
    site = tmp_path / "site-packages"
    shutil.copytree(ROOT / "cinetable", site / "cinetable",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "assets" / "games", site / "cinetable" / "assets" / "games")
    done = subprocess.run([sys.executable, "-I", "-c", _LOAD_INSTALLED, str(site)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert Path(done.stdout.strip()) == site / "cinetable" / "assets"
