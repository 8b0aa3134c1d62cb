"""Every character the app can show has a glyph: each character of every string table
and card file is drawn by a bundled font or its fallback, never as the empty .notdef box
(pygame's metrics cannot tell: compare renderings, as /work/shared/tools/glyph-check does)."""
import glob

import pygame
import pytest
import tomli

from cinetable.client.font_fallback import REPLACEMENT, has_glyph
from cinetable.client.services import FALLBACK_FONT, FONT_FILES, Fonts
from cinetable.engine.assets import asset_path


def shown_characters() -> dict[str, str]:
    chars: dict[str, str] = {}

    def walk(v, where):
        if isinstance(v, str):
            for ch in v:
                if ch.isprintable() and not ch.isspace():
                    chars.setdefault(ch, where)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x, where)
        elif isinstance(v, list):
            for x in v:
                walk(x, where)

    root = asset_path()
    files = glob.glob(f"{root}/locales/*/*.toml") + glob.glob(f"{root}/games/*.toml")
    assert len(files) > 20
    for f in files:
        with open(f, "rb") as fh:
            walk(tomli.load(fh), f)
    for ch in "♠♥♣♦★↔⇄" + REPLACEMENT:      # drawn by the client from code
        chars.setdefault(ch, "client")
    return chars


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return Fonts()


@pytest.mark.parametrize("role", sorted(FONT_FILES))
def test_every_string_table_and_card_character_has_a_glyph(fonts, role):
    fonts.get(role, 16)
    primary = str(asset_path("fonts", FONT_FILES[role]))
    fallback = str(asset_path("fonts", FALLBACK_FONT))
    missing = {ch: w for ch, w in shown_characters().items()
               if not has_glyph(primary, ch) and not has_glyph(fallback, ch)}
    assert not missing, missing


def boxes(font, text) -> list[str]:
    """The characters of `text` that `font` draws as the .notdef box, one by one."""
    def shape(ch):
        img = font.render(ch, True, (255, 255, 255), (0, 0, 0))
        return img.get_size(), pygame.image.tobytes(img, "RGB")
    box = shape("\ue000")
    return [ch for ch in text if shape(ch) == box]


@pytest.mark.parametrize("text", ["♣ 450 000 ♥", "Zoë 🎬 ★", "bad\ufffdname", "Ἀθηνᾶ ⇄ ↔"])
def test_shared_fonts_draw_suits_and_names_without_boxes(fonts, text):
    for role in FONT_FILES:
        font = fonts.get(role, 18)
        assert not boxes(font, text), (role, text)
        img = font.render(text, True, (255, 255, 255))
        assert img.get_width() == font.size(text)[0] > 0
        # the primary font's lines keep their height: the fallback sits on its baseline
        assert img.get_height() <= font.get_height() + 4


def test_pygame_gui_widgets_draw_suits_and_arrows_without_boxes(fonts):
    """pygame-gui builds its theme fonts itself: they get the same fallback."""
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    from cinetable.client.services import make_ui_manager
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    make_ui_manager((64, 64))
    font = GUIFontPygame(str(asset_path("fonts", FONT_FILES["semibold"])), 16)

    def shape(text):
        img = font.render_premul(text, pygame.Color("white"))
        return img.get_size(), pygame.image.tobytes(img, "RGBA")
    box = shape("\ue000")
    for ch in "♣♥⇄\ufffd":
        assert shape(ch) != box, ch
