"""Agreed undo at a network table, the player's side (net/undo_vote.py is the host's).

Ctrl+Z or Undo asks the table (RemoteSession.undo); another player's ask shows as a line
among the table's notices, answered with Y (agree) or N (refuse) without stopping play;
how it ended is said in the chat. An update that goes back shows the table afresh, as a
local undo does (TableComfort.after_undo).
"""
from __future__ import annotations

import pygame

from cinetable.client import palette


def vote_frame(scene) -> None:
    """Each frame at a network table: go back when the host took moves back."""
    s = scene.session
    if getattr(s, "went_back", None) is not None and s.take_back():
        scene.after_undo()
        scene.flash, scene.flash_t = scene.app.t("table.undo.done"), 1.5


def vote_key(scene, event) -> bool:
    """Y / N answer another player's ask."""
    s = scene.session
    if getattr(s, "undo_vote", None) is None or event.type != pygame.KEYDOWN \
            or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return False
    if event.key in (pygame.K_y, pygame.K_n):
        s.answer_undo(event.key == pygame.K_y)
        return True
    return False


def vote_notice(scene):
    """(text, colour) of the ask awaiting this player's answer, or None."""
    vote = getattr(scene.session, "undo_vote", None)
    if vote is None:
        return None
    return scene.app.t("netundo.vote", name=vote["name"]), palette.BRASS


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
    if outcome in ("moved", "timeout"):
        return t(f"netundo.{outcome}"), palette.TEXT_DIM
    return t("netundo.cancelled"), palette.TEXT_DIM
