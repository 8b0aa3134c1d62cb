"""Play online: host a table (the app runs `cinetable serve` on a thread) or join one by
address and table code. Routes "host" and "join". Either way the player sits down under
their own name and the game's usual table opens on a RemoteSession.

[designed] The host picks how many of the seats are people (the others are bots of the
chosen level) and whether the table is open to the local network (the default) or to
this machine only. Hosting keeps one server per app run (app.hosted).

Laid out in units from the menu frame's panel for the window as it is (`rows_x`, the
found list's rect), drawn in pixels: a wider window widens the list of tables found (up
to FOUND_MAX), a taller one shows more of them.
"""
from __future__ import annotations

import pygame_gui

from cinetable.client import palette, viewport, widgets
from cinetable.client.player_names import own_name
from cinetable.client.scenes.menu import MenuScene, panel_units

LEVELS = ("beginner", "easy", "normal", "hard")     # New game's, but Auto (a local rating)
NETWORKS = ("local", "machine")
# lengths in units (viewport.px/rect give pixels)
ROW_W, ROW_H, ROW_GAP = 420, 44, 16
LABELS_W = 300             # from the content's left to the fields: their labels' room
CONTENT_W = 1200           # the content's width at 1280×800: a wider panel centres it
FOUND_X, FOUND_W, FOUND_MAX = 140, 900, 1400     # the list of tables found (join)
FOUND_H, PANEL_H = 290, 596     # its height in the 1280×800 panel; a taller one adds


ADDRESS_CHARS = 200          # a server's address as typed: host:port or a ws(s):// URL


def server_url(address: str) -> str:
    """The WebSocket URL of an address as a player types it: host:port, or a ws:// or
    wss:// URL (a server behind TLS) kept as it is."""
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


class OnlineScene(MenuScene):
    name = "online"

    def __init__(self, app, mode: str = "join"):
        super().__init__(app)
        self.mode = mode
        self.games = host_games()
        self.heading_key = f"online.{mode}.heading"
        self.client = None
        self.seated = None
        self.status, self.status_bad = "", False
        level = app.settings.get("bot_level")           # as New game: its default level
        self.choice = {"game": 3, "players": 3, "people": 2, "network": 0,
                       "level": LEVELS.index(level if level in LEVELS else "normal"),
                       "undo": 0}               # off, as at New game
        self.options: dict = {}            # the variants New game chose (the game's defaults)
        self.entries: dict = {}
        self.typed: dict = {}               # the entries' text while they are made again
        self.buttons: dict = {}
        self.found = None                  # join: tables on the local network (online_found)
        self.rejoining = False             # the seat asked for is one this machine held

    @property
    def panel_max_h(self) -> float:                     # type: ignore[override]
        """Host's rows need no more than the 1280×800 panel; Join's list of tables found
        takes a taller one's room (up to MAX_ROWS): the block is centred past that."""
        return PANEL_H if self.mode == "host" else PANEL_H + 300

    # ---- widgets -------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Laid out again (a language, the window): what was typed stays."""
        self.typed = {k: e.get_text() for k, e in self.entries.items()}
        super().rebuild()

    def build(self) -> None:
        t = self.app.t
        box = self.box = panel_units(self.panel_max_w, self.panel_max_h)
        self.left = box.x + (box.w - CONTENT_W) // 2     # units: the content's left edge
        y = box.y + 40
        rows = (["address", "code"] if self.mode == "join"
                else ["game", "players", "people", "level", "server", "network", "undo"]) + ["name"]
        self.rows = []                       # (key, its top in pixels)
        for key in rows:
            rect = viewport.rect(self.left + LABELS_W, y, ROW_W, ROW_H)
            self.rows.append((key, rect.y))
            if key in ("address", "code", "name", "server"):
                # a server: empty hosts on this computer (its placeholder says so)
                e = pygame_gui.elements.UITextEntryLine(
                    rect, self.app.ui, container=self.root,
                    placeholder_text=t("online.server_here") if key == "server" else None)
                s = self.app.settings
                e.set_text(self.typed.get(key) or {
                    "address": s.get("online_address") or "127.0.0.1:8765", "code": "",
                    "server": s.get("online_server") or "",
                    "name": own_name(s) or t("online.guest")}[key])
                e.set_text_length_limit(ADDRESS_CHARS if key in ("address", "server") else 40)
                self.entries[key] = e
            else:
                self.buttons[key] = widgets.button(self, rect, self._choice_text(key))
            y += ROW_H + ROW_GAP
        self._show_network()
        panel, footer_y, footer_h, px = self.panel, self.footer_y, self.footer_h, viewport.px
        go = t(f"online.{self.mode}.go")
        if self.mode == "join":
            from cinetable.net import seat_tokens
            from cinetable.persistence.paths import saves_dir
            self.rejoin_entry = seat_tokens.latest_joined(saves_dir())
            if seat_tokens.forgotten(saves_dir()) is not None:    # damaged: set aside
                self._say("online.seats_forgotten_short", True)
            if self.rejoin_entry is not None:      # a seat this machine holds: take it back
                url, entry = self.rejoin_entry
                self.buttons["rejoin"] = widgets.button(
                    self, (panel.right - px(540), footer_y, px(260), footer_h),
                    t("online.rejoin", code=entry["table"]),
                    tooltip=url.removeprefix("ws://"))
            from cinetable.client.scenes.online_found import FoundList
            # the list of tables found: wider in a wide window, longer in a tall one
            width = max(FOUND_W, min(FOUND_MAX, box.w - (CONTENT_W - FOUND_W)))
            x = box.centerx - width // 2 - (CONTENT_W // 2 - FOUND_W // 2 - FOUND_X)
            found = viewport.rect(x, y + 14, width, FOUND_H + box.h - PANEL_H)
            if self.found is None:
                self.found = FoundList(self, found)
            self.found.rect = found
            self.found.build()
        self.buttons["go"] = widgets.button(
            self, (panel.right - px(260), footer_y, px(260), footer_h), go, cls="@primary")
        self.buttons["back"] = widgets.button(self, (panel.x, footer_y, px(200), footer_h),
                                              t("online.back"))

    def _choice_text(self, key: str) -> str:
        t, c = self.app.t, self.choice
        if key == "game":
            from cinetable.engine import game_info
            return game_info(self.games[c["game"]]).title
        if key == "level":               # as New game shows them: "Normal", not "normal"
            return widgets.capitalised(t(f"levels.{LEVELS[c['level']]}"))
        if key == "network":
            if self._on_a_server():          # the server elsewhere decides who reaches it
                return t("online.network.server")
            return t(f"online.network.{NETWORKS[c['network']]}")
        if key == "undo":               # undo asks every other player (net/undo_vote.py)
            return t("online.undo.on" if c["undo"] else "online.undo.off")
        return str(c[key])

    def host_note(self) -> str | None:
        """The locale key of the line under Host's rows: how the others will find the
        table (a server's code, this network's Join list), or None."""
        if self._on_a_server():
            return "online_found.host_server"
        from cinetable.net.discovery import interfaces
        # discovery off: the table is found by its address only
        if NETWORKS[self.choice["network"]] == "local" and interfaces() is not None:
            return "online_found.host_visible"
        return None

    def _on_a_server(self) -> bool:
        e = self.entries.get("server")
        return e is not None and bool(e.get_text().strip())

    def _show_network(self) -> None:
        """'Open to' is this computer's choice: greyed, saying so, while a server is typed."""
        b = self.buttons.get("network")
        if b is None:
            return
        b.set_text(self._choice_text("network"))
        if self._on_a_server():
            b.disable()
        else:
            b.enable()

    def _cycle(self, key: str) -> None:
        c = self.choice
        if key == "game":
            c["game"] = (c["game"] + 1) % len(self.games)
            self.options = {}                           # another game: its own defaults
            self.set_players(c["players"])              # into the new game's limits
        elif key == "players":
            low, high = self.player_limits()
            self.set_players(c["players"] + 1 if c["players"] < high else low)
        elif key == "people":
            c["people"] = c["people"] % c["players"] + 1
        elif key == "level":
            c["level"] = (c["level"] + 1) % len(LEVELS)
        elif key == "network":
            c["network"] = (c["network"] + 1) % len(NETWORKS)
        elif key == "undo":
            c["undo"] = 1 - c["undo"]
        for k in ("players", "people"):
            self.buttons[k].set_text(self._choice_text(k))
        self.buttons[key].set_text(self._choice_text(key))

    def player_limits(self) -> tuple[int, int]:
        """The chosen game's least and most players (the registry's, as New game)."""
        from cinetable.engine import game_info
        info = game_info(self.games[self.choice["game"]])
        return info.min_players, info.max_players

    def set_players(self, n: int) -> None:
        low, high = self.player_limits()
        c = self.choice
        c["players"] = min(max(n, low), high)
        c["people"] = max(1, min(c["people"], c["players"]))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and \
                event.ui_element is self.entries.get("server"):
            self._show_network()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            found = self.found.pressed(event) if self.found is not None else None
            if found is not None:
                self.join_found(found)
                return True
            key = widgets.pressed(self.buttons, event)
            if key == "back":
                self.back()
            elif key == "go":
                self.go()
            elif key == "rejoin":
                self.go(rejoin=self.rejoin_entry)
            elif key is not None:
                self._cycle(key)
            return key is not None
        return super().handle(event)

    # ---- hosting and joining ----------------------------------------------------------------
    def _say(self, key: str, bad: bool = False, **fields) -> None:
        self.status, self.status_bad = self.app.t(key, **fields), bad

    def join_found(self, found) -> None:
        """A table found on the network: its address and code, then Join. A server: its
        address; the code is the player's to type."""
        if self.client is not None:
            return
        self.entries["address"].set_text(found.host_port)
        self.entries["code"].set_text(found.code)
        if found.code:
            self.go()
        else:
            self.entries["code"].focus()
            self._say("online.need_code")

    def go(self, rejoin: tuple[str, dict] | None = None) -> None:
        if self.client is not None:
            return
        from cinetable.net.client import NetClient
        name = self.entries["name"].get_text().strip()
        if rejoin is not None:
            url, code = rejoin[0], rejoin[1]["table"]
            self.share = None
        elif self.mode == "join":
            address = self.entries["address"].get_text().strip() or "127.0.0.1:8765"
            code = self.entries["code"].get_text().strip().upper()
            if not code:
                return self._say("online.need_code", True)
            url = server_url(address)
            self.share = None
            self._remember_address("online_address", address)
        elif self.entries["server"].get_text().strip():
            # a table on a server elsewhere (a club's): created there, no port forwarding
            server = self.entries["server"].get_text().strip()
            url, code = server_url(server), None
            self.share = server.removeprefix("ws://")
            self._remember_address("online_server", server)
        else:
            self._remember_address("online_server", "")
            try:
                url, code = self._host(), None
            except OSError as e:
                return self._say("online.cannot_host", True, error=str(e))
        self.client = NetClient(url)
        self.name, self.code, self.url = name, code, url
        from cinetable.net import seat_tokens
        from cinetable.persistence.paths import saves_dir
        held = seat_tokens.find(saves_dir(), seat_tokens.join_key(url, code)) if code else None
        self.rejoining = held is not None
        if held is not None:               # this machine's seat there: the same one again
            self.client.rejoin(code, held["token"])
        elif code is None:
            c = self.choice
            seats = ["open"] * c["people"] + [LEVELS[c["level"]]] * (c["players"] - c["people"])
            self.client.create(self.games[c["game"]], c["players"], seats, dict(self.options),
                               allow_undo=bool(c["undo"]))
        else:
            self.client.sit(code, name)
        self._say("online.connecting")

    def _remember_address(self, key: str, address: str) -> None:
        """The address typed is offered again next time (the settings file)."""
        from cinetable.client import services
        from cinetable.persistence.settings import is_valid
        if self.app.settings.get(key) == address or not is_valid(key, address):
            return
        self.app.settings[key] = address
        try:
            services.save_settings(self.app.settings)
        except (OSError, ValueError):      # a full disk must not stop the game
            pass

    def _host(self) -> str:
        from cinetable.net.in_process import EVERY_NETWORK, LOOPBACK, HostedServer
        hosted = getattr(self.app, "hosted", None)
        if hosted is None or not hosted.running:
            from cinetable.persistence.paths import saves_dir
            hosted = HostedServer(saves_dir())
            network = NETWORKS[self.choice["network"]]
            hosted.start(EVERY_NETWORK if network == "local" else LOOPBACK)
            self.app.hosted = hosted
        self.share = hosted.share_address()
        return hosted.url()

    def update(self, dt: float) -> None:
        if self.found is not None:
            self.found.update(dt)
        if self.client is None:
            return
        batch = list(self.client.poll())
        for i, msg in enumerate(batch):
            kind = msg.get("type")
            if kind == "created":
                self.code = msg["table"]
                self.client.sit(self.code, self.name)
            elif kind == "seated":
                self.seated = msg
                if msg.get("token"):
                    self._remember(msg)
            elif kind == "update" and self.seated is not None:
                return self._open(msg, batch[i + 1:])   # the rest is the table's
            elif kind == "refused":
                self._say("online.refused", True, reason=msg.get("reason", ""))
                if self.rejoining and msg.get("code") in ("no_table", "bad_token"):
                    self._forget()             # that seat is gone: Rejoin no longer offers it
                self._drop()
            elif kind == "connection" and msg.get("status") == "closed":
                self._say("online.no_host", True)
                self._drop()

    def _seat_key(self, code: str) -> str:
        from cinetable.net import seat_tokens
        if self.mode == "host":
            return seat_tokens.host_key(code)
        return seat_tokens.join_key(self.url, code)

    def _forget(self) -> None:
        from cinetable.net import seat_tokens
        from cinetable.persistence.atomic import SaveError
        from cinetable.persistence.paths import saves_dir
        try:
            seat_tokens.forget(saves_dir(), self._seat_key(self.code))
        except (SaveError, OSError) as e:
            import logging
            logging.getLogger(__name__).warning("cannot forget the seat token: %s", e)
        if "rejoin" in self.buttons:
            self.buttons.pop("rejoin").kill()

    def _remember(self, msg: dict) -> None:
        """The seat's token, in this machine's saves folder: a restarted app sits back
        down (the host by Continue or Load, a joined player by Rejoin)."""
        from cinetable.net import seat_tokens
        from cinetable.persistence.atomic import SaveError
        from cinetable.persistence.paths import saves_dir
        extra = {"network": NETWORKS[self.choice["network"]]} if self.mode == "host" else {}
        try:
            seat_tokens.remember(saves_dir(), self._seat_key(msg["table"]), msg["table"],
                                 msg["token"], **extra)
        except (SaveError, OSError) as e:     # the game goes on; only a later rejoin is lost
            import logging
            logging.getLogger(__name__).warning("cannot keep the seat token: %s", e)

    def _drop(self) -> None:
        if self.client is not None:
            self.client.reconnect = False
            self.client.close()
        self.client, self.seated = None, None

    def _open(self, first: dict, backlog=()) -> None:
        from cinetable.client.remote_session import RemoteSession
        from cinetable.client.tables import open_table
        from cinetable.persistence.paths import saves_dir
        session = RemoteSession(self.client, first, backlog,
                                seat_key=(saves_dir(), self._seat_key(self.code)))
        session.share = self.share
        self.client = None                 # the session holds it now
        open_table(self.app, session)

    def exit(self) -> None:
        if self.client is not None:        # left while connecting
            self._drop()
        if self.found is not None:
            self.found.close()
            self.found = None
        super().exit()

    def draw_content(self, surface) -> None:
        t, font = self.app.t, self.app.fonts.get("body", 20)
        px, box = viewport.px, self.box
        row_x = px(self.left + LABELS_W)
        for key, y in self.rows:
            img = font.render(t(f"online.field.{key}"), True, palette.TEXT)
            surface.blit(img, (row_x - px(24) - img.get_width(), y + px(10)))
        if self.found is not None:
            self.found.draw(surface)
        else:                               # hosting
            self._draw_variants(surface)
            note = self.host_note()
            if note is not None:
                img = font.render(t(note), True, palette.TEXT_DIM)
                surface.blit(img, (row_x, self.rows[-1][1] + px(ROW_H + ROW_GAP)))
        if self.status:
            img = font.render(self.status, True, palette.BAD if self.status_bad else palette.TEXT)
            surface.blit(img, viewport.pt(box.x + 40, box.bottom - 60))


    def variant_lines(self) -> list[str]:
        """The chosen game's variants as they will be played ("Game end: 1 deal")."""
        from cinetable.engine import game_info
        t, game = self.app.t, self.games[self.choice["game"]]
        out = []
        for spec in game_info(game).options:
            key = f"options.{game}.{spec.name}"
            label = t.get(f"{key}.label", spec.label)
            value = self.options.get(spec.name, spec.default)
            if spec.choices:
                out.append(t("online.variant", label=label,
                             value=t.get(f"{key}.choices.{value}", str(value))))
            else:
                out.append(t("online.variant_on" if value else "online.variant_off",
                             label=label))
        return out

    def _draw_variants(self, surface) -> None:
        """Beside the rows: the variants the table is opened with (New game's choice)."""
        lines = self.variant_lines()
        if not lines:
            return
        px, box = viewport.px, self.box
        x, y = px(self.left + LABELS_W + ROW_W + 40), self.rows[0][1] + px(10)
        width = px(box.right - 24) - x
        head = self.app.fonts.get("semibold", 20)
        img = head.render(self.app.t("newgame.variants"), True, palette.BRASS)
        surface.blit(img, (x, y))
        y += img.get_height() + px(8)
        font = self.app.fonts.get("body", 18)
        for line in lines:
            for row in widgets.wrap(font, line, width):
                img = font.render(row, True, palette.TEXT)
                surface.blit(img, (x, y))
                y += font.get_linesize()
            y += px(4)


def host_games() -> tuple[str, ...]:
    """The games a table can be hosted for: the registry's playable games with a table."""
    from cinetable.client.tables import has_table
    from cinetable.engine.registry import game_infos
    return tuple(i.id for i in game_infos(implemented_only=True) if has_table(i.id))


def join_scene(app):
    return OnlineScene(app, "join")


def host_scene(app, game: str | None = None, players: int | None = None,
               options: dict | None = None, allow_undo: bool = False):
    """The Host screen; New game's Host online passes its game, player count, variants
    and undo choice."""
    scene = OnlineScene(app, "host")
    if game in scene.games:
        scene.choice["game"] = scene.games.index(game)
        scene.options = dict(options or {})
    scene.choice["undo"] = int(bool(allow_undo))
    scene.set_players(players or scene.choice["players"])
    return scene
