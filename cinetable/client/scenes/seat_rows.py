"""New game's rows for the seats other than yours: each is a bot of some level or another
human at the same screen (hotseat play), who then gets a name typed in the row.

The scene (NewGameScene) keeps `levels[seat]` (a bot level, or HUMAN), the names typed
in `human_names[seat]` (kept while the rows are rebuilt) and the name entries in
`human_entries`.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport, widgets

HUMAN = "human"
# in a 540-unit column: the kind buttons (six: Auto, four levels, Human) 380 units wide,
# 160 units right of the row's start (its label); a wider column gives both more room
ROW_X, ROW_W = 160, 380


def kinds(levels) -> tuple:
    return tuple(levels) + (HUMAN,)


def human_default(t, seat: int) -> str:
    return t("hotseat.player_name", seat=seat + 1)


def build_row(scene, seat: int, x: int, y: int, pitch: int, font, levels, name_limit: int,
              width: int):
    """Label (or name entry) and the kind buttons of one seat, in a column `width` pixels
    wide (all in pixels); returns the Choice."""
    t = scene.app.t
    px = viewport.px
    row_x = px(ROW_X) + round((width - px(ROW_X + ROW_W)) * 0.4)
    row_w = width - row_x
    if not hasattr(scene, "human_names"):
        scene.human_names, scene.human_entries = {}, {}
    h = pitch - px(8)
    human = scene.levels[seat] == HUMAN
    if human:
        # "Seat 3 ·" then the name, editable in the row
        label = t("newgame.opponent_row", seat=seat + 1, name="").rstrip()
        img = font.render(label, True, palette.TEXT)
        scene.texts.append((img, (x, y + (h - img.get_height()) // 2)))
        ex = x + img.get_width() + px(8)
        entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(ex, y, max(px(80), x + row_x - px(10) - ex), h), scene.app.ui,
            container=scene.root,
            initial_text=scene.human_names.get(seat, human_default(t, seat))[:name_limit])
        entry.set_text_length_limit(name_limit)
        scene.human_entries[seat] = entry
    else:
        scene.human_entries.pop(seat, None)
        row = t("newgame.opponent_row", seat=seat + 1, name=scene.bot_name(seat))
        img = font.render(row, True, palette.TEXT)
        scene.texts.append((img, (x, y + (h - img.get_height()) // 2)))
    # short names: five levels and Human share the row (New game's legend has the long ones)
    texts = [t.get(f"levels_short.{lv}", widgets.capitalised(t(f"levels.{lv}")))
             for lv in levels] + [t("hotseat.human")]

    def changed(value, s=seat):
        was = scene.levels[s]
        scene.levels[s] = value
        if HUMAN in (was, value):        # a name entry comes or goes
            scene._relayout()
    # "Human" is the longest label in every language: its button gets the room it needs
    weights = [1.0] * (len(texts) - 1) + [1.4]
    return widgets.Choice(scene, (x + row_x, y, row_w, h), kinds(levels), texts,
                          scene.levels[seat], changed, gap=px(4), weights=weights)


def keep_names(scene) -> None:
    """Keep what was typed in the name entries (before the rows are rebuilt)."""
    for seat, entry in getattr(scene, "human_entries", {}).items():
        if entry.alive():
            scene.human_names[seat] = entry.get_text()


def human_name(scene, seat: int, name_limit: int) -> str:
    """The name of another human seat, cleaned; the default name when left empty."""
    from cinetable.persistence.records import clean_text
    keep_names(scene)                    # what the entries hold now
    typed = getattr(scene, "human_names", {}).get(seat)
    if typed is None:
        typed = human_default(scene.app.t, seat)
    return clean_text(typed)[:name_limit] or human_default(scene.app.t, seat)
