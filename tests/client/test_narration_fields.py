"""Log lines whose strings have fields named like seat_line's own parameters (a shared
win's {names}) are filled, not refused: a tie at the end of a game once ended the table."""
import pytest

from cinetable.client.services import Translator
from cinetable.client.table.narration import seat_line


def test_seat_line_passes_any_field_name_through():
    said = []

    def t(key, /, **fields):
        said.append((key, fields))
        return key
    seat_line(t, "k", ["Ann", "Sam"], None, None, names="Ann and Sam", key=1, seat=2, human=3)
    assert said == [("k", {"names": "Ann and Sam", "key": 1, "seat": 2, "human": 3})]


@pytest.mark.parametrize("lang,joined", [("en", "Ann and Sam"), ("fr", "Ann et Sam"),
                                         ("it", "Ann e Sam")])
def test_hollywood_shared_win_is_told(lang, joined):
    from cinetable.client.hollywood.narrate import Narrator
    line = Narrator(Translator(lang), ["Ann", "Rita", "Sam"], 0).game_over((0, 2), (10, 8, 10), False)
    assert joined in line and "10" in line
