"""Chat at a network table (issue 22): T opens a box over the log with the last lines,
a line to type and four quick reactions; Enter sends, Esc (or T on an empty line) closes
it. While it is closed a line just arrived shows a few seconds above the log.

[designed] Reactions are words on chips (our fonts have no emoji), sent as codes so each
player reads them in their own language; Ctrl+1..4 sends them without opening the box.
The typed text is ours (no pygame-gui entry: table scenes rebuild their widgets often).
"""
from __future__ import annotations

import time

import pygame

from cinetable.client import palette
from cinetable.net.messages import MAX_CHAT, REACTIONS

SHOWN = 6                 # lines in the open box
FRESH_S = 8.0             # seconds a line shows above the log while the box is closed
LINE_H, PAD, CHIP_H = 20, 8, 26


class ChatBox:
    def __init__(self, scene):
        self.scene = scene
        self.open = False
        self.typed = ""
        self._skip_t = False
        self.chips: list[tuple[pygame.Rect, str]] = []

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

    def send(self, text: str | None = None, reaction: str | None = None) -> None:
        self.scene.session.send_chat(text=text, reaction=reaction)

    # ---- drawing --------------------------------------------------------------------------
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.scene.LOG_RECT)

    def line_text(self, line: dict) -> tuple[str, tuple]:
        t = self.scene.app.t
        if line.get("refused"):
            return t(f"chat.refused.{line['refused']}"), palette.BAD
        if line.get("reaction"):
            return (t("chat.said", name=line["name"],
                      text=t(f"chat.reaction.{line['reaction']}")), palette.BRASS)
        return t("chat.said", name=line["name"], text=line["text"]), palette.TEXT

    def draw(self, surface, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now     # lines carry arrival times
        lines = self.scene.session.chat
        font = self.scene.app.fonts.get("body", 16)
        if not self.open:
            fresh = [ln for ln in lines if now - ln["at"] < FRESH_S][-3:]
            y = self.rect().y - 6 - LINE_H * len(fresh)
            for ln in fresh:
                self._row(surface, font, ln, self.rect().x, y, with_back=True)
                y += LINE_H
            return
        r = self.rect()
        back = pygame.Surface(r.size, pygame.SRCALPHA)
        back.fill((16, 13, 22, 238))
        surface.blit(back, r.topleft)
        pygame.draw.rect(surface, palette.BRASS_DIM, r, 1, border_radius=4)
        t = self.scene.app.t
        chip_font = self.scene.app.fonts.get("semibold", 14)
        x, self.chips = r.x + PAD, []
        for i, code in enumerate(REACTIONS):
            img = chip_font.render(t(f"chat.reaction.{code}"), True, palette.INK)
            chip = pygame.Rect(x, r.y + PAD, img.get_width() + 16, CHIP_H - 4)
            pygame.draw.rect(surface, palette.BRASS, chip, border_radius=10)
            surface.blit(img, img.get_rect(center=chip.center))
            self.chips.append((chip, code))
            x = chip.right + 6
        hint = chip_font.render(t("chat.hint"), True, palette.TEXT_DIM)
        surface.blit(hint, (r.right - PAD - hint.get_width(), r.y + PAD + 3))
        entry_y = r.bottom - PAD - LINE_H - 2
        shown = (r.bottom - PAD - LINE_H - 6 - (r.y + PAD + CHIP_H)) // LINE_H
        y = entry_y - 4 - LINE_H * min(shown, SHOWN, len(lines))
        for ln in list(lines)[-min(shown, SHOWN):] if lines else []:
            self._row(surface, font, ln, r.x + PAD, y)
            y += LINE_H
        entry = pygame.Rect(r.x + PAD, entry_y, r.w - 2 * PAD, LINE_H + 2)
        pygame.draw.rect(surface, (40, 34, 48), entry, border_radius=3)
        caret = "|" if int(now * 2) % 2 == 0 else " "
        shown_text = self.typed or ""
        img = font.render(shown_text + caret, True, palette.TEXT)
        if not self.typed:
            img = font.render(t("chat.placeholder"), True, palette.TEXT_DIM)
        # the end of a long line stays in view
        area = pygame.Rect(max(0, img.get_width() - entry.w + 8), 0, entry.w - 8, img.get_height())
        surface.blit(img, (entry.x + 4, entry.y + 1), area)

    def _row(self, surface, font, line, x, y, with_back=False) -> None:
        text, colour = self.line_text(line)
        img = font.render(text, True, colour)
        w = min(img.get_width(), self.rect().w - 2 * PAD)
        if with_back:
            back = pygame.Surface((w + 12, LINE_H), pygame.SRCALPHA)
            back.fill((16, 13, 22, 200))
            surface.blit(back, (x - 6, y))
        surface.blit(img, (x, y + 1), pygame.Rect(0, 0, w, img.get_height()))


def chat_box(scene) -> ChatBox:
    box = getattr(scene, "_chat_box", None)
    if box is None:
        box = scene._chat_box = ChatBox(scene)
    return box
