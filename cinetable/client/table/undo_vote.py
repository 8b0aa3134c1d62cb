"""Agreed undo at a network table, the player's side (net/undo_vote.py is the host's).

Ctrl+Z or Undo asks the table (RemoteSession.undo); another player's ask shows as a
panel with Agree / Refuse buttons (keys Y / N), without stopping play; the asker's own
panel has Withdraw. While an ask is open (until every answer is in) the prompt bar says
so; how it ended is said in the chat. An update that goes back shows the table afresh,
as a local undo does (TableComfort.after_undo).

[designed] The panel sits over the top of the game log, the same place at all four
tables: the log is the one area no game needs to play (the board, seats, hands, Cannes'
calendar and Done button are all elsewhere), its newest lines (the move asked about)
stay visible below the panel, and the open chat box keeps below it (chat_box.py).
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.text_wrap import wrap
from cinetable.client.widgets import button

PAD, GAP, ROW_H = 10, 8, 20     # units (as below): drawn through viewport.px
BUTTON_W, BUTTON_H = 128, 32
MIN_BESIDE = 180          # narrower room left of the buttons: the words go above them


def vote_frame(scene) -> None:
    """Each frame at a network table: go back when the host took moves back; the ask
    panel follows the session's vote."""
    s = scene.session
    if getattr(s, "went_back", None) is not None and s.take_back():
        scene.after_undo()
        scene.flash, scene.flash_t = scene.app.t("table.undo.done"), 1.5
    vote_banner(scene).update()


def vote_key(scene, event) -> bool:
    """Y / N (or the panel's buttons) answer another player's ask; the asker's panel has
    Withdraw."""
    s = scene.session
    if event.type == pygame_gui.UI_BUTTON_PRESSED:
        said = vote_banner(scene).pressed(event.ui_element)
        if said is None:
            return False
        if said == "withdraw":
            s.withdraw_undo()
        elif getattr(s, "undo_vote", None) is not None:
            s.answer_undo(said == "agree")
        vote_banner(scene).close()
        return True
    if getattr(s, "undo_vote", None) is None:
        return False
    if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return False
    if event.key in (pygame.K_y, pygame.K_n):
        s.answer_undo(event.key == pygame.K_y)
        vote_banner(scene).close()
        return True
    return False


def vote_prompt(scene) -> str | None:
    """The prompt bar while an ask is open (the host holds the bots meanwhile)."""
    s = scene.session
    vote = getattr(s, "undo_vote", None)
    if vote is not None:
        return scene.app.t("netundo.prompt_vote", name=vote["name"])
    if getattr(s, "undo_asking", False):
        return scene.app.t("netundo.prompt_asking")
    answered = getattr(s, "undo_answered", None)
    if answered is not None:            # agreed: the others still answer
        return scene.app.t("netundo.prompt_answered", name=answered)
    return None



class VoteBanner:
    """An open ask: another player's awaiting this player's answer (Agree / Refuse), or
    this player's own awaiting the others (Withdraw). A panel over the log's top, the
    words and the buttons (pygame-gui, as the table's other buttons)."""

    def __init__(self, scene):
        self.scene = scene
        self.rect: pygame.Rect | None = None      # the panel while an ask waits
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.rows: list[str] = []
        self.text_y = 0               # the words' top
        self._for = None              # what the panel was laid out for

    def update(self) -> None:
        scene = self.scene
        s = scene.session
        vote = getattr(s, "undo_vote", None)
        mine = vote is None and getattr(s, "undo_asking", False)
        if (vote is None and not mine) or scene.root is None \
                or scene.read_only:
            return self.close()
        name = None if mine else vote["name"]
        key = (name, id(scene.root), scene.app.t("netundo.agree"), self.below())
        if key != self._for or not all(b.alive() for b in self.buttons.values()):
            self.close()              # a new ask, a language change, widgets rebuilt
            self._for = key
            self.layout(name)

    def below(self) -> int:
        """The panel's lowest top: under a dialog the table drew over the log (Cannes'
        ratings), as the chat box keeps (chat_box.py notes what the overlays cover)."""
        log = self.scene.LOG_RECT
        chat = self.scene.link.chat
        covered = chat.covered if chat is not None else None
        if covered is not None and covered.colliderect(log):
            return covered.bottom + viewport.px(6)
        return log.y + viewport.px(6)

    def layout(self, name: str | None) -> None:
        """`name`: whose ask this player answers; None: this player's own ask."""
        scene, t = self.scene, self.scene.app.t
        px = viewport.px
        pad, gap, row_h, bw, bh = px(PAD), px(GAP), px(ROW_H), px(BUTTON_W), px(BUTTON_H)
        log = pygame.Rect(scene.LOG_RECT)
        w = log.w - px(16)
        font = scene.app.fonts.get("semibold", 16)
        count = 1 if name is None else 2
        beside = w - count * bw - (count - 1) * gap - 3 * pad
        side = beside >= px(MIN_BESIDE)
        words = t("netundo.own_banner") if name is None else t("netundo.banner", name=name)
        self.rows = wrap(font, words, beside if side else w - 2 * pad)
        text_h = len(self.rows) * row_h
        h = 2 * pad + (max(text_h, bh) if side else text_h + gap + bh)
        top = min(self.below(), log.bottom - px(6) - h)
        self.rect = r = pygame.Rect(log.x + px(8), top, w, h)
        self.text_y = r.y + pad + (max(0, bh - text_h) // 2 if side else 0)
        y = r.centery - bh // 2 if side else r.bottom - pad - bh
        right = pygame.Rect(r.right - pad - bw, y, bw, bh)
        if name is None:
            self.buttons = {"withdraw": button(scene, right, t("netundo.withdraw"))}
            return
        agree = right.move(-bw - gap, 0)
        self.buttons = {"agree": button(scene, agree, t("netundo.agree")),
                        "refuse": button(scene, right, t("netundo.refuse"))}

    def close(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons, self.rect, self._for = {}, None, None

    def pressed(self, element) -> str | None:
        """"agree", "refuse" or "withdraw" for one of the panel's buttons, else None."""
        for name, b in self.buttons.items():
            if b is element:
                return name
        return None

    def hit(self, pos) -> bool:
        return self.rect is not None and self.rect.collidepoint(pos)

    def draw(self, surface) -> None:
        r = self.rect
        if r is None:
            return
        px = viewport.px
        back = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (22, 18, 28, 246), back.get_rect(), border_radius=px(8))
        pygame.draw.rect(back, (*palette.BRASS, 255), back.get_rect(), px(2),
                         border_radius=px(8))
        surface.blit(back, r.topleft)
        text = self.scene.text
        y = self.text_y
        for row in self.rows:
            img = text.get("semibold", 16, row, palette.HIGHLIGHT)
            surface.blit(img, (r.x + px(PAD + 2), y))
            y += px(ROW_H)


def vote_banner(scene) -> VoteBanner:
    return scene.link.vote_banner()


def asked(scene) -> bool:
    """Ctrl+Z at a network table: the ask is sent, the player is told."""
    sent = scene.session.undo()
    if sent:
        scene.flash, scene.flash_t = scene.app.t("netundo.asked"), 3.0
    return sent


def refusal(scene, check) -> str | None:
    """The words for the network's own reasons (None: a reason local undo has)."""
    t = scene.app.t
    if check.reason == "asked":
        return t("netundo.pending")
    if check.reason == "other_moved" and check.revealed_by is not None:
        return t("netundo.other_moved", name=scene.names[check.revealed_by])
    return None


def line_text(t, line: dict) -> tuple[str, tuple]:
    """A chat line telling how an undo ask ended."""
    outcome = line["undo"]
    if outcome == "done":
        return t("netundo.done", name=line["who"]), palette.BRASS
    if outcome in ("refused", "left") and line.get("by"):
        return t(f"netundo.{outcome}", name=line["by"]), palette.BAD
    if outcome == "withdrawn":
        return t("netundo.withdrawn", name=line["who"]), palette.TEXT_DIM
    if outcome in ("moved", "timeout"):
        return t(f"netundo.{outcome}"), palette.TEXT_DIM
    return t("netundo.cancelled"), palette.TEXT_DIM
