"""What a first game at the poker table found hard to read (issue 29): two-digit values
whose corners ran together ("1010"), a seat's words of an earlier trick still shown
next to the next one, tags over the panel's card count or cut short, the exchange
recap over the first lead, cards not dimmed when none can answer, and the last
deal's scoreboard announcing careers for a deal that never comes."""
import pytest

from cinetable.client.poker.card_faces import band_height, numeral_ink
from cinetable.client.poker.paint import INKS, Painter
from cinetable.client.services import Fonts, Translator

pytestmark = pytest.mark.gui


def ink_columns(img, ink, rows):
    """The columns of `img` where the numerals' own ink shows within `rows`."""
    cols = set()
    for x in range(img.get_width()):
        for y in range(rows):
            c = img.get_at((x, y))
            if c.a > 200 and sum(abs(a - b) for a, b in zip(c[:3], ink)) < 24:
                cols.add(x)
                break
    return sorted(cols)


@pytest.mark.parametrize("size", [(1240, 720), (1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("v", [10, 11, 12, 13])
def test_two_digit_values_in_both_corners_keep_a_gap_between_them(window, size, v):
    window(size)
    face = Painter(Fonts(), None, Translator(), ["Ann"]).face(v)
    cols = ink_columns(face, numeral_ink(INKS[v]), band_height(face.get_height()))
    mid = face.get_width() // 2
    left = [x for x in cols if x < mid]
    right = [x for x in cols if x >= mid]
    assert left and right
    gap = min(right) - max(left) - 1
    assert gap >= max(4, face.get_width() // 10), f"{v}: corners {gap} px apart"
