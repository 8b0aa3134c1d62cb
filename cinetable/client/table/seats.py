"""Seat panels for any game's table: the names shown, token initials, the panel frame and
its header (token, name, the thinking dots' place, role).

    names = display_names(session.seats, t)
    frame = paint_seat_frame(rect.size, palette.PLAYERS[seat], is_turn)
    x = seat_header(frame, text, token_img, names[seat], role_text)   # game draws from x
    dots_at = thinking_dots_pos(text, rect, names[seat])             # each frame, if thinking

The header keeps a gap after the name exactly as wide as the thinking dots, so a bot's
"•••" never runs into its role label, whatever the name's length; a long name or role is
ended with "…" so that both stay inside the panel.
"""
from __future__ import annotations

import pygame

from cinetable.client import palette, viewport
from cinetable.client.art import darker
from cinetable.client.table.text import fit_text

# in units (drawn through viewport.px)
NAME_X = 48                  # after the token
NAME_Y = 6
NAME_FONT = ("bold", 20)
ROLE_FONT = ("italic", 15)
DOTS_FONT = ("bold", 22)
DOT = "•"
MAX_DOTS = 3
EDGE = 12                    # kept free at the panel's right edge
ROLE_ROOM = 72               # what a long name leaves the role label at least


def level_name(t, level: str | None) -> str:
    if level is None:                  # a human seat other than the viewer (hotseat)
        return t("hotseat.seat_role")
    key = f"levels.{level}"
    text = t(key)
    return (level or "?") if text == key else text


def display_names(seats, t, own: str = "") -> list[str]:
    """Seat names for the table. A bot seat's name may carry its level, "Bette (normal)";
    the panel shows the level on its own, so the suffix is dropped there. A human seat
    is never "You" (log lines name it in the third person): an older version's built-in
    name becomes the player's own name `own` or "Player 2" (player_names.py)."""
    from cinetable.client.player_names import human_seat_names
    out = []
    for i, s in enumerate(seats):
        name = _host_default(s, i, t)
        if s.kind == "bot" and s.level:
            for lv in {s.level, level_name(t, s.level)}:
                suffix = f" ({lv})"
                if name.endswith(suffix) and len(name) > len(suffix):
                    name = name[: -len(suffix)]
        out.append(name)
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    return human_seat_names(out, humans, t, own)


def _host_default(seat, i: int, t) -> str:
    """A network host names its seats in English, "Seat 2" and "Bot 3" (net/table.py):
    shown in the player's language."""
    key = "net.bot_name" if seat.kind == "bot" else "net.seat_name"
    english = ("Bot {seat}" if seat.kind == "bot" else "Seat {seat}").format(seat=i + 1)
    return t(key, seat=i + 1) if seat.name == english else seat.name


def initials_for(names: list[str]) -> list[str]:
    """One letter per player for the tokens, distinct where the names allow it, and the
    same in every language ("Joueur 2" has the letter of "Player 2")."""
    from cinetable.client.player_names import letter_source
    out: list[str] = []
    for i, name in enumerate(names):
        letters = [ch.upper() for ch in letter_source(name) if ch.isalnum()] or [str(i + 1)]
        pick = next((ch for ch in letters if ch not in out), str(i + 1))
        out.append(pick)
    return out


def role_text(t, seat, is_human_seat: bool) -> str:
    """"you", or "bot · normal" (the table.toml strings)."""
    if is_human_seat:
        return t("table.seat.you")
    if seat.kind in ("human", "remote"):   # another person: at this screen, or at a network table
        return t("hotseat.seat_role")
    return t("table.seat.bot", level=level_name(t, seat.level))


def paint_seat_frame(size, colour, is_turn: bool) -> pygame.Surface:
    """A seat panel's background: dark body, a stripe of the player's colour down the
    left edge, a highlighted edge on the seat whose turn it is."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    local = surf.get_rect()
    px = viewport.px
    radius = px(12)
    pygame.draw.rect(surf, (*darker(palette.PANEL, 0.8), 238), local, border_radius=radius)
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, px(6), local.h),
                     border_top_left_radius=radius, border_bottom_left_radius=radius)
    edge = palette.HIGHLIGHT if is_turn else palette.PANEL_EDGE
    pygame.draw.rect(surf, edge, local, px(3) if is_turn else 1, border_radius=radius)
    return surf


def dots_width(text) -> int:
    return text.get(*DOTS_FONT, DOT * MAX_DOTS, palette.HIGHLIGHT).get_width()


def fitted_name(text, name: str, width: int) -> str:
    """The name as a header `width` wide shows it: ended with "…" where it would leave
    the role label less than ROLE_ROOM after the thinking dots' gap. In a narrow panel
    (nine seats) the role keeps at most a third of the room: the name goes first, the
    role is shortened or left out (_role_label)."""
    px = viewport.px
    room = width - px(NAME_X + EDGE) - (dots_width(text) + px(12))
    return fit_text(text.fonts.get(*NAME_FONT), name, room - min(px(ROLE_ROOM), room // 3))


def _role_label(text, role: str, room: int) -> str:
    """"(role)", its role ended with "…" to fit `room` (nothing when even that cannot)."""
    font = text.fonts.get(*ROLE_FONT)
    label = f"({role})"
    if font.size(label)[0] <= room:
        return label
    short = fit_text(font, role, room - font.size("()")[0])
    return f"({short})" if short else ""


def _header(text, width: int, name: str, role: str):
    """The name and role images of a header `width` wide, and the role's x."""
    name_img = text.get(*NAME_FONT, fitted_name(text, name, width), palette.TEXT)
    px = viewport.px
    x = px(NAME_X) + name_img.get_width() + px(6) + dots_width(text) + px(6)
    role_img = text.get(*ROLE_FONT, _role_label(text, role, width - px(EDGE) - x),
                        palette.TEXT_DIM)
    return name_img, role_img, x


def _shown_names(text) -> dict:
    """Each name as its header last showed it (where the thinking dots go)."""
    return text.seat_names_shown


def seat_header(surf, text, token, name: str, role: str, width: int | None = None) -> int:
    """Token, name, a gap for the thinking dots, "(role)", each shortened with "…" to
    stay inside the panel's first `width` pixels (all of it by default); returns the x
    after the role."""
    px = viewport.px
    surf.blit(token, token.get_rect(center=viewport.pt(28, 22)))
    width = surf.get_width() if width is None else width
    _shown_names(text)[name] = fitted_name(text, name, width)
    name_img, role_img, x = _header(text, width, name, role)
    surf.blit(name_img, viewport.pt(NAME_X, NAME_Y))
    surf.blit(role_img, (x, px(11)))
    return x + role_img.get_width() + px(14)


def role_rect(text, rect: pygame.Rect, name: str, role: str,
              width: int | None = None) -> pygame.Rect:
    """Where seat_header put the role label, in screen coordinates (for tests, tips)."""
    _name, img, x = _header(text, rect.w if width is None else width, name, role)
    return pygame.Rect(rect.x + x, rect.y + viewport.px(11), img.get_width(), img.get_height())


def thinking_dots_pos(text, rect: pygame.Rect, name: str) -> tuple[int, int]:
    shown = _shown_names(text).get(name) or fitted_name(text, name, rect.w)
    name_w = text.get(*NAME_FONT, shown, palette.TEXT).get_width()
    px = viewport.px
    return rect.x + px(NAME_X) + name_w + px(6), rect.y + px(NAME_Y)


def draw_thinking(surface, text, rect: pygame.Rect, name: str, clock: float,
                  at: tuple[int, int] | None = None) -> pygame.Rect:
    """Animated dots after a thinking bot's name (drawn every frame, not cached), `at`
    where a game that lays out its own panels puts them; returns where the full row of
    dots goes."""
    x, y = at or thinking_dots_pos(text, rect, name)
    dots = int(clock * 3) % (MAX_DOTS + 1)
    if dots:
        surface.blit(text.get(*DOTS_FONT, DOT * dots, palette.HIGHLIGHT), (x, y))
    full = text.get(*DOTS_FONT, DOT * MAX_DOTS, palette.HIGHLIGHT)
    return pygame.Rect(x, y, full.get_width(), full.get_height())
