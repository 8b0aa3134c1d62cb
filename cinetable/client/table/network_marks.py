"""What a network seat's table adds (BaseTableScene calls these when its session is a
RemoteSession): a dot on each seat panel (green: there; red: away), the table's code in
the top bar, the player the game waits for and a line being re-made in the prompt, a
move the host refused as a refused move, a stand-in bot's moves marked in the log, and
the story so far told from the events this seat was sent (the host keeps the actions).

[designed] Nothing of the network's stays over the board: the notices that did (waiting
for a player, the table's code and address, reconnecting) covered column letters and
cards; the prompt and the bar's right end are free at every table."""
from __future__ import annotations

import logging

import pygame

from cinetable.client import palette, viewport

log = logging.getLogger(__name__)


def network_frame(scene) -> None:
    """Each frame: what the host sent; a seat someone took since shows their name."""
    s = scene.session
    s.poll()
    back = getattr(s, "went_back", None)
    if back is not None and back.get("reset") and s.take_back():
        # a restarted host lost the last moves it had not saved: the table goes back
        scene.after_undo()
        scene.flash, scene.flash_t = scene.app.t("net.host_went_back"), 4.0
    show_refusal(scene)
    from cinetable.client.table.undo_vote import vote_frame
    vote_frame(scene)                 # the table took moves back: show it afresh
    if scene.link.names_seen != s.names_version and not scene.queue.busy:
        scene.link.names_seen = s.names_version
        scene.rebuild()               # names are painted into panels and log lines


def narrate_remote(scene, view) -> None:
    """The story this seat was sent, told from where it starts (a seat that joined or came
    back late did not see the deal: a view from the game's start would miss its hand)."""
    scene.link.stand_ins_told = set()  # the story told again: its marks again too
    start = getattr(scene.session, "story_start", None)
    if start is not None:
        view = scene.new_view(start.clone())
    told = []
    for ev in scene.session.history:
        try:
            view.apply(ev)
        except (ValueError, KeyError, IndexError) as e:   # the log only: the table plays on
            log.warning("the story so far could not be told past %s: %s", ev, e)
            break
        said = scene.narrate(ev, view)
        if said is not None:
            told.append((ev, said))
    for ev, said in told[-scene.log.max_lines:]:
        scene._log_line(ev, said)


def stand_in_mark(scene, ev, text: str, seat) -> tuple[str, str]:
    """A move a stand-in bot made for an absent player says so: the first log line about
    that player of each such move (not every line that follows from it). (The log's line,
    the seat panel's last-move tag): the tag is small, its mark a short word before the
    move ("Stand-in: Bo takes…"), so fitting it cuts the move's end, never the mark."""
    stood_in = getattr(scene.session, "stood_in", None)
    mark = stood_in(ev) if stood_in is not None else None
    told = scene.link.stand_ins_told
    if mark is None or mark[0] != seat or mark[1] in told:
        return text, text
    told.add(mark[1])
    t = scene.app.t
    return t("net.stand_in_line", line=text), t("net.stand_in_tag", line=text)


def draw_presence(scene, surface) -> None:
    for seat, here in enumerate(scene.session.presence):
        r = scene.seat_rect(seat)
        px = viewport.px
        centre = (r.right - px(9), r.y + px(9))
        pygame.draw.circle(surface, (16, 14, 22), centre, px(6))
        pygame.draw.circle(surface, palette.GOOD if here else palette.BAD, centre, px(4))


def waiting_text(scene, seat: int) -> str:
    """The prompt while another person's move is awaited: who, and why when they are not
    there ("Waiting for a player to take Seat 2's seat", "Waiting for Ana (disconnected)")."""
    s, t = scene.session, scene.app.t
    waiting = s.waiting_for
    if waiting and waiting.get("seat") == seat and s.connection == "open":
        key = "net.waiting_open" if waiting.get("reason") == "open" else "net.waiting_away"
        return t(key, name=scene.names[seat])
    return t("net.waiting", name=scene.names[seat])


def connection_text(scene) -> str | None:
    """The prompt while the line to the host is down (the table cannot go on)."""
    said = {"lost": "net.reconnecting", "closed": "net.closed"}.get(scene.session.connection)
    return scene.app.t(said) if said else None


def bar_hint(scene, hint: str) -> str:
    """The key hint at the top bar's right, after the table's code; the host's also says
    where others join (they need it whether or not a seat is free)."""
    s, t = scene.session, scene.app.t
    if not s.table_code:
        return hint
    share = getattr(s, "share", None)
    code = t("net.bar_share", code=s.table_code, address=share) if share \
        else t("net.bar_code", code=s.table_code)
    return f"{code}   {hint}"


def show_refusal(scene) -> None:
    """A move the host refused is said as a refused move at any table is (briefly)."""
    s = scene.session
    if s.refusal is not None and s.refusal is not scene.link.refusal_shown:
        scene.link.refusal_shown = s.refusal
        scene.flash = scene.app.t("net.refused", reason=s.refusal.get("reason", ""))
        scene.flash_t = 4.0
