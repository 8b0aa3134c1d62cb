"""A game's table is found by its id (cinetable.client.<id>.table.TableScene), and the
shared table parts know no game."""
import pathlib
import re

import pytest

from cinetable.client import tables


def test_a_table_is_found_by_game_id_without_a_list_of_games():
    from cinetable.client.hollywood.table import TableScene
    from cinetable.client.table.base import BaseTableScene
    assert tables.table_class("hollywood") is TableScene
    assert issubclass(TableScene, BaseTableScene)
    assert not hasattr(tables, "TABLES")


@pytest.mark.parametrize("game_id", ["no_such_game", "../etc", "", "hollywood.table"])
def test_an_unknown_or_malformed_id_has_no_table(game_id):
    assert not tables.has_table(game_id)
    with pytest.raises(ValueError, match="no table"):
        tables.table_class(game_id)


def test_the_shared_table_parts_name_no_game():
    root = pathlib.Path(tables.__file__).parent / "table"
    sources = {p.name: p.read_text() for p in root.glob("*.py")}
    assert {"base.py", "seats.py", "log_panel.py", "prompt_bar.py", "sprites.py",
            "tooltip.py", "banner.py", "text.py", "pacing.py"} <= set(sources)
    for name, text in sources.items():
        assert not re.search(r"cinetable\.(games|client\.hollywood)", text), name
        assert "hollywood" not in text.lower(), name


def test_every_client_module_stays_under_about_400_lines():
    root = pathlib.Path(tables.__file__).parent
    for sub in ("table", "hollywood"):
        for p in (root / sub).glob("*.py"):
            assert len(p.read_text().splitlines()) <= 420, p.name
