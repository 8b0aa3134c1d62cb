"""The load scene: every save, newest first, with Load and Delete.

The list is painted by the scene (two-line rows with the game, the players and the round
on the left, the date on the right) and scrolls with the wheel, the scrollbar and the
arrow keys. A file that cannot be read is listed as unreadable with the reason; it can be
deleted but not loaded.
"""
from __future__ import annotations

import logging

import pygame
import pygame_gui

from cinetable.client import palette, viewport, widgets
from cinetable.client.dates import format_when
from cinetable.client.scenes.menu import MenuScene

ROW_H, ROW_GAP = 66, 6            # units; a taller window shows more rows
DOUBLE_CLICK_S = 0.45

log = logging.getLogger(__name__)


class LoadScene(MenuScene):
    name = "load"
    heading_key = "load.heading"

    def __init__(self, app):
        super().__init__(app)
        self.entries: list = []
        self.selected: int | None = None
        self.hover: int | None = None
        self.scroll = widgets.ScrollView(self.list_rect())
        self._last_click = (-1, -10.0)          # (row, time) for double clicks
        self._clock = 0.0

    def list_rect(self) -> pygame.Rect:
        """Where the rows scroll, in pixels: the panel less its margins and the bar."""
        px, panel = viewport.px, self.panel
        return pygame.Rect(panel.x + px(28), panel.y + px(24), panel.width - px(74),
                           panel.height - px(48))

    def pitch(self) -> int:
        """A row and the gap under it, in pixels."""
        return viewport.px(ROW_H + ROW_GAP)

    # -- data ---------------------------------------------------------------------------
    def refresh(self) -> None:
        from cinetable.persistence.saves import list_saves
        try:
            self.entries = list_saves()
        except OSError:
            self.entries = []
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = len(self.entries) - 1 if self.entries else None
        if self.selected is None and self.entries:
            self.selected = 0

    def build(self) -> None:
        t = self.app.t
        px, panel = viewport.px, self.panel
        fy, fh = self.footer_y, self.footer_h
        self.refresh()
        # the window may have changed: the list's place and the scroll kept in rows
        first_row = self.scroll.target / max(1, self.scroll.content_height)
        self.scroll.rect = self.list_rect()
        self.rows = [self._row(e) for e in self.entries]
        self.scroll.content_height = len(self.rows) * self.pitch()
        self.scroll.scroll_to(first_row * self.scroll.content_height, instant=True)
        f = self.app.fonts.get("italic", 22)
        self.empty_img = widgets.render_lines(
            f, widgets.wrap(f, t("load.empty"), px(700)), palette.TEXT_DIM, align="center")
        self.back_button = widgets.button(self, (panel.x, fy, px(200), fh), t("common.back"))
        # right to left: Load, Delete, Replay, Review, 16 units apart
        right = panel.right
        placed = []
        for w in (220, 180, 160, 160):
            right -= px(w)
            placed.append((right, fy, px(w), fh))
            right -= px(16)
        self.load_button = widgets.button(self, placed[0], t("load.load"), cls="@primary")
        self.delete_button = widgets.button(self, placed[1], t("load.delete"), cls="@danger")
        self.replay_button = widgets.button(self, placed[2], t("load.more.replay"))
        self.review_button = widgets.button(     # any game, finished or not (scenes/review)
            self, placed[3], t("review.button"))
        self._sync_buttons()

    def _row(self, e) -> tuple[pygame.Surface, pygame.Surface]:
        """A row's text blocks; a row that cannot be painted is shown as unreadable and
        leaves the other rows alone."""
        try:
            return self._render_row(e)
        except Exception as error:
            log.exception("cannot show the save %r", str(e.path))
            from cinetable.persistence.saves import SaveEntry, shown_name
            bad = SaveEntry(e.path, False, f"{shown_name(e.path)} cannot be shown "
                            f"({type(error).__name__})", None, "", 0, None, None, False, "",
                            "", e.is_autosave)
            self.entries[self.entries.index(e)] = bad
            return self._render_row(bad)

    def _render_row(self, e) -> tuple[pygame.Surface, pygame.Surface]:
        """(left, right) text blocks of one row."""
        t = self.app.t
        px = viewport.px
        from cinetable.persistence.saves import shown_name
        safe = widgets.safe_text
        f1 = self.app.fonts.get("semibold", 21)
        f2 = self.app.fonts.get("body", 18)
        width = self.list_rect().width - px(260)
        if not e.ok:
            top = f1.render(t("load.unreadable_file", file=shown_name(e.path)), True,
                            palette.BAD)
            reason = widgets.wrap(f2, t("load.unreadable", reason=e.error), width)
            if len(reason) > 1:
                reason = [reason[0].rstrip(".") + "…"]
            bottom = f2.render(reason[0], True, palette.TEXT_DIM)
        else:
            slot = e.name if e.name and not e.is_autosave else t("load.autosave")
            top = f1.render(safe(f"{e.game_title}  ·  {slot}"), True, palette.TEXT)
            seats = seat_words(t, e.record.seats) if e.record is not None else []
            line = t("load.players", n=e.players, names=", ".join(seats))
            bottom_lines = widgets.wrap(f2, line, width)
            text = bottom_lines[0] + ("…" if len(bottom_lines) > 1 else "")
            bottom = f2.render(text, True, palette.TEXT_DIM)
        left = pygame.Surface((max(top.get_width(), bottom.get_width()), px(ROW_H - 14)),
                              pygame.SRCALPHA)
        left.blit(top, (0, 0))
        left.blit(bottom, (0, px(28)))
        if not e.ok:
            state = ""
        elif e.finished:
            state = t("load.finished")
        else:
            from cinetable.client.save_progress import progress_text
            state = progress_text(t, e)
        s_img = f1.render(state, True, palette.GOOD if e.ok and e.finished else palette.BRASS)
        d_img = f2.render(format_when(e.updated), True, palette.TEXT_DIM)
        right_w = px(240)
        right = pygame.Surface((right_w, px(ROW_H - 14)), pygame.SRCALPHA)
        right.blit(s_img, s_img.get_rect(topright=(right_w, 0)))
        right.blit(d_img, d_img.get_rect(topright=(right_w, px(28))))
        return left, right

    def _sync_buttons(self) -> None:
        entry = self.current()
        if entry is not None and entry.ok:
            self.load_button.enable()
            self.replay_button.enable()
            self.review_button.enable()
        else:
            self.load_button.disable()
            self.replay_button.disable()
            self.review_button.disable()
        if entry is not None:
            self.delete_button.enable()
        else:
            self.delete_button.disable()

    def help_keys(self) -> list[tuple[str, str]]:
        from cinetable.client.keyboard import common_keys
        t = self.app.t
        return [("↑ / ↓", t("keys.load.select")), ("Return", t("keys.load.load")),
                ("Delete", t("keys.load.delete"))] + common_keys(t)

    def current(self):
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    # -- actions ------------------------------------------------------------------------
    def load_selected(self) -> None:
        entry = self.current()
        if entry is None or not entry.ok:
            return
        from cinetable.client.scenes.launch import resume
        resume(self.app, entry.path)

    def replay_selected(self) -> None:
        """Watch the selected game move by move (finished or not); Esc comes back here."""
        entry = self.current()
        if entry is None or not entry.ok or entry.record is None:
            return
        try:
            scene = self.app.scene("replay", entry.record)
        except ValueError as e:            # a record that does not replay, a game with no table
            self.app.push("message", self.app.t("load.error_title"), str(e))
            return
        self.app.scenes.push(scene)

    def review_selected(self) -> None:
        """The selected game's review (so far, for a game still going), stored in its
        save; Back comes back here."""
        entry = self.current()
        if entry is None or not entry.ok or entry.record is None:
            return
        self.app.push("review", entry.record, entry.path)

    def delete_selected(self) -> None:
        entry = self.current()
        if entry is None:
            return
        t = self.app.t
        from cinetable.persistence.saves import shown_name
        what = (entry.name if entry.ok and entry.name and not entry.is_autosave
                else shown_name(entry.path))
        self.app.push("confirm", t("load.confirm_delete", name=what),
                      lambda: self._delete(entry.path), title=t("load.delete_title"),
                      yes=t("load.delete"), danger=True)

    def _delete(self, path) -> None:
        from cinetable.client.scenes.launch import claim_saves
        from cinetable.persistence.atomic import SaveError
        from cinetable.persistence.saves import delete_save
        if not claim_saves(self.app, path.parent):   # another copy may be writing it
            return
        try:
            delete_save(path)
        except SaveError as e:         # its own title: the save is fine, deleting failed
            self.app.push("message", self.app.t("load.delete_error_title"), str(e))
            return
        if self.root is not None:
            self.rebuild()

    def select(self, index: int | None) -> None:
        if not self.entries:
            self.selected = None
        else:
            self.selected = min(max(0, index or 0), len(self.entries) - 1)
            top, row_h = self.selected * self.pitch(), viewport.px(ROW_H)
            height = self.scroll.rect.height
            if top < self.scroll.target:
                self.scroll.scroll_to(top)
            elif top + row_h > self.scroll.target + height:
                self.scroll.scroll_to(top + row_h - height)
        self._sync_buttons()

    def row_at(self, pos) -> int | None:
        area = self.scroll.rect
        if not area.collidepoint(pos):
            return None
        y = pos[1] - area.y + self.scroll.offset
        i = int(y // self.pitch())
        if 0 <= i < len(self.entries) and y - i * self.pitch() < viewport.px(ROW_H):
            return i
        return None

    # -- frame --------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
            elif event.ui_element is self.load_button:
                self.load_selected()
            elif event.ui_element is self.delete_button:
                self.delete_selected()
            elif event.ui_element is self.replay_button:
                self.replay_selected()
            elif event.ui_element is self.review_button:
                self.review_selected()
            else:
                return False
            return True
        if self.scroll.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.row_at(event.pos)
            if i is not None:
                last_row, last_time = self._last_click
                self.select(i)
                if last_row == i and self._clock - last_time < DOUBLE_CLICK_S:
                    self.load_selected()
                self._last_click = (i, self._clock)
                return True
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DOWN:
                self.select((self.selected or 0) + 1 if self.selected is not None else 0)
            elif event.key == pygame.K_UP:
                self.select((self.selected or 0) - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load_selected()
            elif event.key == pygame.K_DELETE:
                self.delete_selected()
            else:
                return super().handle(event)
            return True
        return False

    def update(self, dt: float) -> None:
        self._clock += dt
        self.scroll.update(dt)

    def draw_content(self, surface: pygame.Surface) -> None:
        if not self.rows:
            surface.blit(self.empty_img, self.empty_img.get_rect(center=self.panel.center))
            return
        px, area, pitch = viewport.px, self.scroll.rect, self.pitch()
        clip = surface.get_clip()
        surface.set_clip(area.inflate(4, 4))
        off = int(self.scroll.offset)
        first = max(0, off // pitch)
        for i in range(first, len(self.rows)):
            y = area.y + i * pitch - off
            if y > area.bottom:
                break
            rect = pygame.Rect(area.x, y, area.width, px(ROW_H))
            selected = i == self.selected
            bg = (78, 62, 44) if selected else (52, 42, 60) if i == self.hover else (34, 28, 40)
            pygame.draw.rect(surface, bg, rect, border_radius=px(8))
            if selected:
                pygame.draw.rect(surface, palette.BRASS, rect, width=px(2), border_radius=px(8))
            left, right = self.rows[i]
            surface.blit(left, (rect.x + px(18), rect.y + px(8)))
            surface.blit(right, (rect.right - px(18) - right.get_width(), rect.y + px(8)))
        surface.set_clip(clip)
        self.scroll.draw_bar(surface)


def seat_words(t, seats) -> list[str]:
    """The players as the list names them, in the current language: a bot's stored level
    ("Bette (normal)", written when the game began) in this language's word."""
    from cinetable.client.table.seats import display_names, level_name
    names = display_names(seats, t)
    return [t("newgame.bot_seat_name", name=n, level=level_name(t, s.level))
            if s.kind == "bot" and s.level else n for n, s in zip(names, seats)]
