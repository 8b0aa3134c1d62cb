"""The rules scene: a game's rules in the player's language, with a table of contents.

The text (assets/rules/<game>.<lang>.md, English as fallback) is laid out once into
cached surfaces by client.richtext; it scrolls with the wheel, the scrollbar, the arrow
and page keys, Home/End, and the section buttons on the left. Opened from the title (no
game given), it offers every playable game above the contents; from a table, that game's.
"""
from __future__ import annotations

import logging

import pygame
import pygame_gui

from cinetable.client import palette, richtext, viewport, widgets
from cinetable.client.scenes.menu import MenuScene
from cinetable.engine.assets import asset_path

log = logging.getLogger(__name__)

TOC_W = 300                  # units: the contents column left of the text
LINE_STEP = 48
PICK_H, PICK_GAP = 32, 4     # the game picker: a button per game over the contents


def rules_text(game_id: str, language: str) -> str | None:
    """The rules file of a game in a language (English if there is no translation)."""
    for lang in (language, "en"):
        path = asset_path("rules", f"{game_id}.{lang}.md")
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


class RulesScene(MenuScene):
    name = "rules"
    heading_key = "rules.heading"
    panel_max_w = 1440        # [designed] lines of text stay short enough to read

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        from cinetable.engine import game_infos
        self.choices = [i for i in game_infos(implemented_only=True)] if game_id is None else []
        self.game_id = game_id if game_id is not None else self.choices[0].id
        self.picks: list[tuple[pygame_gui.elements.UIButton, str]] = []
        self.scroll = widgets.ScrollView(self.text_rect())
        self.doc: richtext.Document | None = None

    def toc_rect(self) -> pygame.Rect:
        """The contents column, in pixels."""
        px, panel = viewport.px, self.panel
        return pygame.Rect(panel.x + px(16), panel.y + px(20), px(TOC_W), panel.height - px(40))

    def text_rect(self) -> pygame.Rect:
        """Where the rules' text scrolls, in pixels."""
        px, panel, toc = viewport.px, self.panel, self.toc_rect()
        return pygame.Rect(toc.right + px(36), panel.y + px(22),
                           panel.right - toc.right - px(36 + 44), panel.height - px(44))

    def heading_text(self) -> str:
        from cinetable.engine import game_info
        return self.app.t(self.heading_key, game=game_info(self.game_id).title)

    def build(self) -> None:
        t = self.app.t
        source = rules_text(self.game_id, self.app.settings.get("language", "en"))
        if source is None:
            log.warning("no rules text for %s", self.game_id)
            source = t("rules.missing")
        keep = self.scroll.target / max(1, self.scroll.content_height)   # across rebuilds
        px, toc_r = viewport.px, self.toc_rect()
        self.scroll.rect = text = self.text_rect()
        self.doc = richtext.Document(richtext.parse(source), self.app.fonts, text.width)
        self.scroll.content_height = self.doc.height
        self.scroll.scroll_to(keep * self.doc.height, instant=True)
        self.toc: list[tuple[pygame_gui.elements.UIButton, int]] = []
        self.picks = []
        for i, info in enumerate(self.choices):
            rect = (toc_r.x, toc_r.y + i * px(PICK_H + PICK_GAP), toc_r.width, px(PICK_H))
            self.picks.append((widgets.button(self, rect, info.title, cls="@toc"), info.id))
        rows = len(self.choices)
        y = toc_r.y + (rows * px(PICK_H + PICK_GAP) + px(18) if rows else 0)
        for title, anchor in self.doc.anchors:
            if y + px(40) > toc_r.bottom:
                break
            b = widgets.button(self, (toc_r.x, y, toc_r.width, px(40)), title, cls="@toc")
            self.toc.append((b, anchor))
            y += px(42)
        panel, fy, fh = self.panel, self.footer_y, self.footer_h
        self.back_button = widgets.button(self, (panel.x, fy, px(200), fh), t("common.back"))
        from cinetable.client.guide.script import has_guide
        self.guide_button = widgets.button(
            self, (panel.right - px(300), fy, px(300), fh), t("guide.common.open"),
            cls="@primary") if has_guide(self.game_id) else None
        f = self.app.fonts.get("italic", 18)
        self.hint = f.render(t("rules.keys_hint"), True, palette.TEXT_DIM)

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
                return True
            if self.guide_button is not None and event.ui_element is self.guide_button:
                from cinetable.client.guide.table import open_guide
                open_guide(self.app, self.game_id)
                return True
            for b, game_id in self.picks:
                if event.ui_element is b and game_id != self.game_id:
                    self.show_game(game_id)
                    return True
            for b, anchor in self.toc:
                if event.ui_element is b:
                    self.scroll.scroll_to(anchor)
                    return True
            return False
        if self.scroll.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            step = viewport.px(LINE_STEP)
            page = self.scroll.rect.height - step
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step,
                     pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll.scroll_by(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll.scroll_to(self.scroll.max_offset)
                return True
        return super().handle(event)

    def show_game(self, game_id: str) -> None:
        """Show another game's rules from their top (the picker)."""
        self.game_id = game_id
        self.scroll = widgets.ScrollView(self.text_rect())
        self.rebuild()

    def update(self, dt: float) -> None:
        self.scroll.update(dt)

    def current_section(self) -> int:
        """Index of the section at the top of the view (highlighted in the contents)."""
        current = 0
        for i, (_, anchor) in enumerate(self.toc):
            if anchor <= self.scroll.offset + viewport.px(40):
                current = i
        return current

    def draw_content(self, surface: pygame.Surface) -> None:
        px, toc = viewport.px, self.toc_rect()
        pygame.draw.line(surface, palette.PANEL_EDGE, (toc.right + px(16), toc.y),
                         (toc.right + px(16), toc.bottom), 1)
        for b, game_id in self.picks:
            if game_id == self.game_id:
                pygame.draw.rect(surface, palette.BRASS, b.rect.inflate(px(4), px(4)), px(2),
                                 border_radius=px(8))
        if self.picks:
            y = self.picks[-1][0].rect.bottom + px(9)
            pygame.draw.line(surface, palette.PANEL_EDGE, (toc.x, y), (toc.right, y), 1)
        if self.toc:
            b, _ = self.toc[self.current_section()]
            r = b.rect
            pygame.draw.rect(surface, (70, 56, 40), r, border_radius=px(6))
            pygame.draw.rect(surface, palette.BRASS,
                             (r.x, r.y + px(6), px(4), r.height - px(12)))
        if self.doc is not None:
            self.doc.draw(surface, self.scroll.rect, int(self.scroll.offset))
        self.scroll.draw_bar(surface)
        surface.blit(self.hint, (self.panel.x + px(240), self.footer_y + px(14)))
