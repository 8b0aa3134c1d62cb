"""The one word wrap (client/text_wrap.py): lines never wider than asked, every word
kept, hanging indents, long words split, a cap on lines ending with an ellipsis."""
from __future__ import annotations

import pygame
import pytest

from cinetable.client.text_wrap import safe_text, wrap


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    from cinetable.client.services import Fonts
    return Fonts().get("body", 15)


TEXT = "Vera pushes the reel up column C and the two reels above it move up with it"


def test_lines_fit_and_keep_every_word(font):
    rows = wrap(font, TEXT, 140)
    assert len(rows) > 2 and all(font.size(r)[0] <= 140 for r in rows)
    assert " ".join(rows).split() == TEXT.split()


def test_continuation_lines_hang_under_the_indent(font):
    rows = wrap(font, TEXT, 140, indent="   ")
    assert not rows[0].startswith(" ") and all(r.startswith("   ") for r in rows[1:])
    assert all(font.size(r)[0] <= 140 for r in rows)


def test_a_word_wider_than_the_line_is_split_between_letters(font):
    word = "Tous-les-pions-sont-arrivés-la-vente-s'ouvre"
    rows = wrap(font, word, 90)
    assert len(rows) > 1 and "".join(rows) == word
    assert all(font.size(r)[0] <= 90 for r in rows)


def test_newlines_start_paragraphs_and_empty_ones_stay(font):
    assert wrap(font, "one\n\ntwo", 500) == ["one", "", "two"]


def test_max_lines_ends_the_last_line_with_an_ellipsis(font):
    rows = wrap(font, TEXT, 140, max_lines=2)
    assert len(rows) == 2 and rows[-1].endswith("…")
    assert font.size(rows[-1])[0] <= 140
    assert wrap(font, "short", 140, max_lines=2) == ["short"]


def test_control_characters_become_spaces():
    assert safe_text("a\x00b\nc") == "a b\nc"
