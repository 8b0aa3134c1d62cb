"""Seat panels for any game's table: the names shown, token initials, the panel frame and
its header (token, name, the thinking dots' place, role).

    names = display_names(session.seats, t)
    frame = paint_seat_frame(rect.size, palette.PLAYERS[seat], is_turn)
    x = seat_header(frame, text, token_img, names[seat], role_text)   # game draws from x
    dots_at = thinking_dots_pos(text, rect, names[seat])             # each frame, if thinking

The header keeps a gap after the name exactly as wide as the thinking dots, so a bot's
"•••" never runs into its role label, whatever the name's length.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette

NAME_X = 48                  # after the token
NAME_Y = 6
NAME_FONT = ("bold", 20)
ROLE_FONT = ("italic", 15)
DOTS_FONT = ("bold", 22)
DOT = "•"
MAX_DOTS = 3


def level_name(t, level: str | None) -> str:
    if level is None:                  # a human seat other than the viewer (hotseat)
        return t("hotseat.seat_role")
    key = f"levels.{level}"
    text = t(key)
    return (level or "?") if text == key else text


def display_names(seats, t) -> list[str]:
    """Seat names for the table. A bot seat's name may carry its level, "Bette (normal)";
    the panel shows the level on its own, so the suffix is dropped there. A human's
    built-in name ("You") follows the current language ("Vous", "Tu")."""
    from cinetable.client.services import shown_player_name
    out = []
    for s in seats:
        name = shown_player_name(s.name, t) if s.kind == "human" else s.name
        if s.kind == "bot" and s.level:
            for lv in {s.level, level_name(t, s.level)}:
                suffix = f" ({lv})"
                if name.endswith(suffix) and len(name) > len(suffix):
                    name = name[: -len(suffix)]
        out.append(name)
    return out


def initials_for(names: list[str]) -> list[str]:
    """One letter per player for the tokens, distinct where the names allow it."""
    out: list[str] = []
    for i, name in enumerate(names):
        letters = [ch.upper() for ch in name if ch.isalnum()] or [str(i + 1)]
        pick = next((ch for ch in letters if ch not in out), str(i + 1))
        out.append(pick)
    return out


def role_text(t, seat, is_human_seat: bool) -> str:
    """"you", or "bot · normal" (the table.toml strings)."""
    if is_human_seat:
        return t("table.seat.you")
    if seat.kind == "human":           # another human at this screen (hotseat)
        return t("hotseat.seat_role")
    return t("table.seat.bot", level=level_name(t, seat.level))


def darker(c, k=0.6):
    return tuple(int(v * k) for v in c[:3])


def paint_seat_frame(size, colour, is_turn: bool) -> pygame.Surface:
    """A seat panel's background: dark body, a stripe of the player's colour down the
    left edge, a highlighted edge on the seat whose turn it is."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    local = surf.get_rect()
    pygame.draw.rect(surf, (*darker(palette.PANEL, 0.8), 238), local, border_radius=12)
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, 6, local.h), border_top_left_radius=12,
                     border_bottom_left_radius=12)
    edge = palette.HIGHLIGHT if is_turn else palette.PANEL_EDGE
    pygame.draw.rect(surf, edge, local, 3 if is_turn else 1, border_radius=12)
    return surf


def dots_width(text) -> int:
    return text.get(*DOTS_FONT, DOT * MAX_DOTS, palette.HIGHLIGHT).get_width()


def seat_header(surf, text, token, name: str, role: str) -> int:
    """Token, name, a gap for the thinking dots, "(role)"; returns the x after the role."""
    surf.blit(token, token.get_rect(center=(28, 22)))
    name_img = text.get(*NAME_FONT, name, palette.TEXT)
    surf.blit(name_img, (NAME_X, NAME_Y))
    x = NAME_X + name_img.get_width() + 6 + dots_width(text) + 6
    role_img = text.get(*ROLE_FONT, f"({role})", palette.TEXT_DIM)
    surf.blit(role_img, (x, 11))
    return x + role_img.get_width() + 14


def role_rect(text, rect: pygame.Rect, name: str, role: str) -> pygame.Rect:
    """Where seat_header put the role label, in screen coordinates (for tests, tips)."""
    name_w = text.get(*NAME_FONT, name, palette.TEXT).get_width()
    x = NAME_X + name_w + 6 + dots_width(text) + 6
    img = text.get(*ROLE_FONT, f"({role})", palette.TEXT_DIM)
    return pygame.Rect(rect.x + x, rect.y + 11, img.get_width(), img.get_height())


def thinking_dots_pos(text, rect: pygame.Rect, name: str) -> tuple[int, int]:
    name_w = text.get(*NAME_FONT, name, palette.TEXT).get_width()
    return rect.x + NAME_X + name_w + 6, rect.y + NAME_Y


def draw_thinking(surface, text, rect: pygame.Rect, name: str, clock: float) -> pygame.Rect:
    """Animated dots after a thinking bot's name (drawn every frame, not cached);
    returns where the full row of dots goes."""
    x, y = thinking_dots_pos(text, rect, name)
    dots = int(clock * 3) % (MAX_DOTS + 1)
    if dots:
        surface.blit(text.get(*DOTS_FONT, DOT * dots, palette.HIGHLIGHT), (x, y))
    full = text.get(*DOTS_FONT, DOT * MAX_DOTS, palette.HIGHLIGHT)
    return pygame.Rect(x, y, full.get_width(), full.get_height())
