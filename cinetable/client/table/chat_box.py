"""Chat at a network table (issue 22): T opens a box over the log with the last lines,
a line to type and four quick reactions; Enter sends, Esc (or T on an empty line) closes
it. While it is closed a line just arrived shows a few seconds above the log.

[designed] Reactions are words on chips (our fonts have no emoji), sent as codes so each
player reads them in their own language; Ctrl+1..4 sends them without opening the box.
The typed text is ours (no pygame-gui entry: table scenes rebuild their widgets often).

[designed] The chat never covers a dialog or a control: the table's overlays (rating,
choices, recaps...) are watched where the chat goes (what they drew over the log and just
above it), and the open box shrinks to the room below them (without the reaction chips
when it is tight; hidden when there is none). Fresh lines go inside the log's top when
the spot above it holds a control (Cannes' Done) or a dialog.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.net.messages import MAX_CHAT, REACTIONS

SHOWN = 6                 # lines in the open box
FRESH_S = 8.0             # seconds a line shows above the log while the box is closed
LINE_H, PAD, CHIP_H = 20, 8, 26   # units (as the heights below): drawn through viewport.px
FRESH_ROOM = 6 + 3 * LINE_H  # above the log: where fresh lines show
LOG_TITLE_H = 26             # the log's own title, left readable
FULL_H = 2 * PAD + CHIP_H + 2 * LINE_H + 10     # chips, a line and the entry
COMPACT_H = 2 * PAD + 2 * LINE_H + 6            # a line and the entry


class ChatBox:
    def __init__(self, scene):
        self.scene = scene
        self.open = False
        self.typed = ""
        self._skip_t = False
        self.chips: list[tuple[pygame.Rect, str]] = []
        self.covered: pygame.Rect | None = None   # what the overlays drew where chat goes

    # ---- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL \
                and pygame.K_1 <= event.key < pygame.K_1 + len(REACTIONS):
            self.send(reaction=REACTIONS[event.key - pygame.K_1])
            return True
        if not self.open:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_t and not event.mod & (
                    pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.open, self.typed = True, ""
                self._skip_t = True          # the T that opened the box is no letter
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            if self._skip_t and event.text.lower() == "t":
                self._skip_t = False
                return True
            self._skip_t = False
            self.typed = (self.typed + event.text)[:MAX_CHAT]
            return True
        if event.type == pygame.KEYDOWN:
            self._skip_t = False
            if event.key == pygame.K_ESCAPE or (event.key == pygame.K_t and not self.typed):
                self.open = False
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.typed.strip():
                    self.send(text=self.typed)
                self.typed = ""
            elif event.key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
            return True                      # while typing, no key plays the table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, code in self.chips:
                if rect.collidepoint(event.pos):
                    self.send(reaction=code)
                    return True
            return self.rect().collidepoint(event.pos)
        return False

    def now(self) -> float:
        """On the clock that stamped the lines' arrivals (the session's)."""
        return self.scene.session.clock()

    def send(self, text: str | None = None, reaction: str | None = None) -> None:
        self.scene.session.send_chat(text=text, reaction=reaction)

    # ---- where it goes --------------------------------------------------------------------
    def watch_overlays(self, surface, draw_overlays) -> None:
        """Draw the table's overlays, noting what they cover of the chat's place (~2 ms:
        only while the chat shows something)."""
        lines = self.scene.session.chat
        vote = self.scene.link.vote                          # an undo ask keeps off them too
        if not self.open and not (lines and self.now() - lines[-1]["at"] < FRESH_S) \
                and (vote is None or vote.rect is None):
            self.covered = None
            draw_overlays(surface)
            return
        log = pygame.Rect(self.scene.LOG_RECT)
        room = viewport.px(FRESH_ROOM)
        band = pygame.Rect(log.x, log.y - room, log.w, log.h + room)
        band = band.clip(surface.get_rect())
        before = surface.subsurface(band).copy()
        draw_overlays(surface)
        changed = changed_rect(before, surface.subsurface(band))
        self.covered = changed.move(band.topleft) if changed is not None else None

    def rect(self) -> pygame.Rect:
        """The open box: the log's place, below any dialog drawn over it."""
        r = pygame.Rect(self.scene.LOG_RECT)
        c = self.covered
        vote = self.scene.link.vote                          # an undo ask over the log's top
        if vote is not None and vote.rect is not None:
            c = vote.rect if c is None else c.union(vote.rect)
        if c is not None and c.colliderect(r):
            top = min(r.bottom, c.bottom + viewport.px(6))
            r.h, r.y = r.bottom - top, top
        return r

    def fresh_spot(self, size) -> pygame.Rect | None:
        """Where lines just said show while the box is closed: above the log, or inside
        its top when a control or dialog is there; None when neither is free."""
        log, px = pygame.Rect(self.scene.LOG_RECT), viewport.px
        obstacles = [r for r in self.scene.widget_rects()]
        if self.covered is not None:
            obstacles.append(self.covered)
        above = pygame.Rect(log.x - px(6), log.y - px(6) - size[1], size[0] + px(12), size[1])
        beside = above.copy()            # right of what is there (Cannes' Done button)
        for i in above.collidelistall(obstacles):
            beside.x = max(beside.x, obstacles[i].right + px(8))
        inside = pygame.Rect(log.x + px(4), self.rect().y + px(LOG_TITLE_H), size[0] + px(12),
                             size[1])
        for spot in (above, beside):
            if spot.right <= log.right and spot.collidelist(obstacles) < 0:
                return spot
        if inside.bottom <= log.bottom and inside.collidelist(obstacles) < 0:
            return inside
        return None

    # ---- drawing --------------------------------------------------------------------------

    def line_text(self, line: dict) -> tuple[str, tuple]:
        t = self.scene.app.t
        if line.get("refused"):
            return t(f"chat.refused.{line['refused']}"), palette.BAD
        if line.get("undo"):                  # how an undo ask ended (table/undo_vote.py)
            from cinetable.client.table.undo_vote import line_text
            return line_text(t, line)
        if line.get("reaction"):
            return (t("chat.said", name=line["name"],
                      text=t(f"chat.reaction.{line['reaction']}")), palette.BRASS)
        return t("chat.said", name=line["name"], text=line["text"]), palette.TEXT

    def draw(self, surface, now: float | None = None) -> None:
        now = self.now() if now is None else now     # lines carry arrival times
        lines = self.scene.session.chat
        font = self.scene.app.fonts.get("body", 16)
        px = viewport.px
        pad, line_h, chip_h = px(PAD), px(LINE_H), px(CHIP_H)
        if not self.open:
            fresh = [ln for ln in lines if now - ln["at"] < FRESH_S][-3:]
            if not fresh:
                return
            wide = max(min(font.size(self.line_text(ln)[0])[0], self.scene.LOG_RECT.w - 2 * pad)
                       for ln in fresh)
            spot = self.fresh_spot((wide, line_h * len(fresh)))
            if spot is None:
                return
            y = spot.y
            for ln in fresh:
                self._row(surface, font, ln, spot.x + px(6), y, with_back=True)
                y += line_h
            return
        r = self.rect()
        if r.h < px(COMPACT_H):          # a dialog fills the log's place: shown when it goes
            self.chips = []
            return
        back = pygame.Surface(r.size, pygame.SRCALPHA)
        back.fill((16, 13, 22, 238))
        surface.blit(back, r.topleft)
        pygame.draw.rect(surface, palette.BRASS_DIM, r, 1, border_radius=px(4))
        t = self.scene.app.t
        chip_font = self.scene.app.fonts.get("semibold", 14)
        x, self.chips = r.x + pad, []
        chips = r.h >= px(FULL_H)        # tight below a dialog: the line and entry only
        for i, code in enumerate(REACTIONS if chips else ()):
            img = chip_font.render(t(f"chat.reaction.{code}"), True, palette.INK)
            chip = pygame.Rect(x, r.y + pad, img.get_width() + px(16), px(CHIP_H - 4))
            pygame.draw.rect(surface, palette.BRASS, chip, border_radius=px(10))
            surface.blit(img, img.get_rect(center=chip.center))
            self.chips.append((chip, code))
            x = chip.right + px(6)
        if chips:
            hint = chip_font.render(t("chat.hint"), True, palette.TEXT_DIM)
            surface.blit(hint, (r.right - pad - hint.get_width(), r.y + pad + px(3)))
        entry_y = r.bottom - pad - line_h - px(2)
        shown = (r.bottom - pad - line_h - px(6) - (r.y + pad + (chip_h if chips else 0))
                 ) // line_h
        y = entry_y - px(4) - line_h * min(shown, SHOWN, len(lines))
        for ln in list(lines)[-min(shown, SHOWN):] if lines else []:
            self._row(surface, font, ln, r.x + pad, y)
            y += line_h
        entry = pygame.Rect(r.x + pad, entry_y, r.w - 2 * pad, line_h + px(2))
        pygame.draw.rect(surface, (40, 34, 48), entry, border_radius=px(3))
        caret = "|" if int(now * 2) % 2 == 0 else " "
        shown_text = self.typed or ""
        img = font.render(shown_text + caret, True, palette.TEXT)
        if not self.typed:
            img = font.render(t("chat.placeholder"), True, palette.TEXT_DIM)
        # the end of a long line stays in view
        area = pygame.Rect(max(0, img.get_width() - entry.w + px(8)), 0, entry.w - px(8),
                           img.get_height())
        surface.blit(img, (entry.x + px(4), entry.y + 1), area)

    def _row(self, surface, font, line, x, y, with_back=False) -> None:
        text, colour = self.line_text(line)
        img = font.render(text, True, colour)
        px = viewport.px
        w = min(img.get_width(), self.rect().w - 2 * px(PAD))
        if with_back:
            back = pygame.Surface((w + px(12), px(LINE_H)), pygame.SRCALPHA)
            back.fill((16, 13, 22, 200))
            surface.blit(back, (x - px(6), y))
        surface.blit(img, (x, y + 1), pygame.Rect(0, 0, w, img.get_height()))


def chat_keys(t) -> list[tuple[str, str]]:
    """The chat's keys for the key help (F1) at a network table."""
    said = ", ".join(f"{i + 1} {t(f'chat.reaction.{code}')}" for i, code in enumerate(REACTIONS))
    return [("T", t("chat.keys.open")),
            (f"Ctrl+1–{len(REACTIONS)}", t("chat.keys.react", reactions=said))]


def changed_rect(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect | None:
    """The bounds of the pixels that differ between two same-sized surfaces."""
    diff = after.copy()
    diff.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)      # lighter...
    back = before.copy()
    back.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)       # ...or darker
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (8, 8, 8, 255))
    mask.invert()
    if mask.count() == 0:
        return None
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:])


def chat_box(scene) -> ChatBox:
    return scene.link.chat_box()
