"""The new game scene: game, players, your name and seat, each other seat's bot level or
the name of another human playing at this screen (seat_rows.py), variants and an optional
seed; Start builds the session and opens its table."""
from __future__ import annotations

import random

import pygame
import pygame_gui

from cinetable.client import palette, rating_view, viewport, widgets
from cinetable.client.bot_names import bot_names
from cinetable.client.player_names import human_seat_names, is_unnamed, own_name, seat_default
from cinetable.client.scenes import menu, seat_rows, setup_memory
from cinetable.client.scenes.menu import MenuScene
from cinetable.client.scenes.variant_explain import explanations

LEVELS = ("auto", "beginner", "easy", "normal", "hard")   # auto: by your rating (rating_view)
# what a seed is typed with: digits, the code's letters (either case) and its hyphens
SEED_CHARACTERS = "0123456789-" + "ABCDEFGHIJKLMNOPQRSTVWXYZ" + "abcdefghijklmnopqrstvwxyz"
NAME_LIMIT = 24                   # the settings file's limit for player_name
SEED_LIMIT = 20                   # a seed number (below 2**64) or a code "4XQ7-M2PA-9KD3B"


class NewGameScene(MenuScene):
    name = "new_game"
    heading_key = "newgame.heading"
    panel_max_h = 680           # [designed] a taller panel would only leave a band empty

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        from cinetable.client import tables
        from cinetable.engine import game_infos
        # a game whose rules are done but whose table is not yet cannot be played here
        self.infos = [i for i in game_infos(implemented_only=True) if tables.has_table(i.id)]
        s = app.settings
        # the game asked for (the results' New game: the one just played), else the game
        # last started here, else the first
        wanted = game_id or s.get("last_game")
        self.game = next((i for i in self.infos if i.id == wanted), self.infos[0])
        self.players = self.game.max_players
        self.player_name = own_name(s)       # empty when none chosen: "Player 1"
        self.seat = 0
        default_level = s.get("bot_level") if s.get("bot_level") in LEVELS else "normal"
        self.levels = {i: default_level for i in range(9)}
        self.options = {o.name: o.default for o in self.game.options}
        self.seed_text = ""
        self.allow_undo = False               # off by default (stored in the record)
        self._mus: dict[str, float] = {}      # the player's rating mu per game, once read
        setup_memory.recall(self)             # this game's last setup, when there is one
        pool = bot_names(app.t)
        self.names = random.sample(pool, len(pool))   # a new cast for every table

    # -- state helpers ---------------------------------------------------------------
    def bot_seats(self) -> list[int]:
        return [i for i in range(self.players) if i != self.seat]

    def bot_name(self, seat: int) -> str:
        order = self.bot_seats().index(seat)
        return self.names[order % len(self.names)]

    def seats(self):
        """The Seat records Start will use."""
        from cinetable.persistence.records import Seat, clean_text
        t = self.app.t
        out = []
        for i in range(self.players):
            if i == self.seat:
                # pasted text may hold control characters: a seat name is shown, keep it clean
                name = clean_text(self.player_name)[:NAME_LIMIT]
                out.append(Seat(name or seat_default(t, i), "human", None))
            elif self.levels[i] == seat_rows.HUMAN:          # hotseat: another human
                out.append(Seat(seat_rows.human_name(self, i, NAME_LIMIT), "human", None))
            else:
                level = self.levels[i]
                if level == rating_view.AUTO:
                    level = rating_view.auto_pick(self.game.id, self.rating_mu())
                out.append(Seat(t("newgame.bot_seat_name", name=self.bot_name(i),
                                  level=t(f"levels.{level}")), "bot", level))
        # no seat is "You" (the log names seats in the third person) and the humans at
        # this screen get distinct names
        humans = [i for i, seat in enumerate(out) if seat.kind == "human"]
        names = human_seat_names([seat.name for seat in out], humans, t)
        return [Seat(n, seat.kind, seat.level) for n, seat in zip(names, out)]

    def rating_mu(self) -> float:
        """The player's rating (openskill mu) in this game, from the history."""
        cache = self._mus
        if self.game.id not in cache:
            cache[self.game.id] = rating_view.player_mu(self.app, self.game.id)
        return cache[self.game.id]

    def seed(self) -> int | None:
        """The seed typed (a number or a code); None when empty. SeedError otherwise."""
        from cinetable.persistence.seeds import parse_seed
        return parse_seed(self.seed_text)

    # -- widgets ----------------------------------------------------------------------
    def _columns(self) -> None:
        """The two columns' places in pixels, from the panel: at 1280×800 the left one at
        x 84 (520 wide), the right one at x 660 (540 wide). A wider panel widens both,
        the right one (seat rows, variants) more; a taller one gives the seat rows room."""
        px = viewport.px
        box = menu.panel_units(self.panel_max_w, self.panel_max_h)
        extra = box.width - (viewport.REFERENCE[0] - 2 * menu.MARGIN)
        self.left_x, self.left_w = px(box.x + 44), px(520 + extra * 0.35)
        self.right_x = px(box.x + 620 + extra * 0.4)
        self.right_w = px(box.right - 40) - self.right_x
        self.extra_h = px(box.height - (viewport.REFERENCE[1] - menu.ABOVE - menu.BELOW))

    def build(self) -> None:
        t = self.app.t
        px = viewport.px
        self.texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.choices: list = []
        f_field = self.app.fonts.get("semibold", 21)
        f_hint = self.app.fonts.get("italic", 18)
        panel, footer_y, footer_h = self.panel, self.footer_y, self.footer_h
        self._columns()
        left_x, left_w, right_x, right_w = self.left_x, self.left_w, self.right_x, self.right_w

        def field(x, y, text):
            self.texts.append((f_field.render(text, True, palette.BRASS), (x, y)))

        def hint(x, y, text, width):
            img = widgets.render_lines(f_hint, widgets.wrap(f_hint, text, width), palette.TEXT_DIM)
            self.texts.append((img, (x, y)))
            return img.get_height()

        # left column: game, players, you, seed
        y = panel.y + px(24)
        field(left_x, y, t("newgame.game"))
        # two games a row: every title whole ("Festival de Cannes" needs ~250 px)
        cols = min(2, len(self.infos))
        self.game_choice = widgets.Choice(
            self, (left_x, y + px(32), left_w if cols > 1 else left_w // 2, px(40)),
            [i.id for i in self.infos], [i.title for i in self.infos], self.game.id,
            self._set_game, columns=cols, gap=px(8))
        self.choices.append(self.game_choice)
        rows = (len(self.infos) + cols - 1) // cols
        below = y + px(32) + rows * px(48) + px(2)
        h = hint(left_x, below, t.get(f"games.{self.game.id}.blurb", self.game.blurb), left_w)

        y = below + h + px(10)
        field(left_x, y, t("newgame.players"))
        counts = list(range(self.game.min_players, self.game.max_players + 1))
        self.players_choice = widgets.Choice(
            self, (left_x, y + px(32), min(left_w, px(72 * len(counts) + 8 * (len(counts) - 1))),
                   px(46)), counts, [str(n) for n in counts], self.players, self._set_players,
            gap=px(8))
        self.choices.append(self.players_choice)

        y += px(88)
        field(left_x, y, t("newgame.your_name"))
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left_x, y + px(32), px(340), px(46)), self.app.ui, container=self.root,
            initial_text=self.player_name[:NAME_LIMIT])
        self.name_entry.set_text_length_limit(NAME_LIMIT)

        y += px(88)
        field(left_x, y, t("newgame.your_seat"))
        n = self.players
        width = px(72) if n <= 4 else (left_w - px(8) * (n - 1)) // n   # big tables: narrower
        self.seat_choice = widgets.Choice(
            self, (left_x, y + px(32), width * n + px(8) * (n - 1), px(46)),
            list(range(n)), [str(i + 1) for i in range(n)], self.seat, self._set_seat, gap=px(8))
        self.choices.append(self.seat_choice)
        if n <= 4:                   # beside the seats while there is room for it
            x = left_x + px(80) * n + px(12)
            # who starts: drawn at random, unless the game's own words say otherwise
            said = t.get(f"{self.game.id}.seat_hint", t("newgame.seat_hint"))
            hint(x, y + px(36), said, width=left_x + left_w - x)

        y += px(88)
        field(left_x, y, t("newgame.seed"))
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left_x, y + px(32), px(250), px(46)), self.app.ui, container=self.root,
            initial_text=self.seed_text)
        self.seed_entry.set_allowed_characters(list(SEED_CHARACTERS))
        self.seed_entry.set_text_length_limit(SEED_LIMIT)
        hint(left_x + px(266), y + px(30), t("newgame.seed_hint"), width=left_w - px(266))

        # right column: opponents, variants
        y = panel.y + px(24)
        field(right_x, y, t("newgame.opponents"))
        f_row = self.app.fonts.get("body", 21)
        self.level_choices: dict[int, widgets.Choice] = {}
        bots = self.bot_seats()
        # rows tighten for big tables (up to 8 bots) so the variants still fit below
        room = px(256) + self.extra_h
        pitch = max(px(36), min(px(56), room // max(1, len(bots))))
        for k, seat in enumerate(bots):
            # a bot's level, or another human at this screen (hotseat) with a name entry
            choice = seat_rows.build_row(self, seat, right_x, y + px(36) + k * pitch, pitch,
                                         f_row, LEVELS, NAME_LIMIT, right_w)
            self.level_choices[seat] = choice
            self.choices.append(choice)
            # Auto says which level it will play, even where no legend fits
            choice.buttons[LEVELS.index(rating_view.AUTO)].set_tooltip(
                rating_view.auto_text(t, self.game.id, self.rating_mu()))
        rows_end = y + px(36) + len(bots) * pitch
        many = len(self.game.options) > 2 and len(bots) > 4     # no room for the hint
        if not many:         # each level's rating and meaning, and whom Auto picks
            f_legend = self.app.fonts.get("italic", 15)
            lines = rating_view.legend(t, self.game.id, self.rating_mu()).split("\n")
            roomy = len(bots) <= 3 and len(self.game.options) <= 2
            if not roomy:    # the variants need the room: the ratings on one line
                lines = [rating_view.short_legend(t, self.game.id, self.rating_mu())]
            img = widgets.render_lines(f_legend, lines, palette.TEXT_DIM)
            self.texts.append((img, (right_x, rows_end + px(2))))
            rows_end += max(0, img.get_height() - px(26))

        y = max(panel.y + px(330), rows_end + px(40))
        self.toggles: dict[str, widgets.Toggle] = {}
        self.option_choices: dict[str, widgets.Choice] = {}
        # many variants (Hollywood 1947 has five) or a big table: each variant on one line,
        # check boxes two a row, descriptions as tooltips, so the panel holds them all
        compact = len(self.game.options) > 2
        if compact and self.game.options:
            y = max(rows_end + px(8 if many else 30), panel.y + px(250))
            field(right_x, y, t("newgame.variants"))
            heading_y, heading_right = y, right_x + f_field.size(t("newgame.variants"))[0]
            y += px(32)
            f_small = self.app.fonts.get("semibold", 19)
            explained = explanations(t, self.game, self.options, self.players)
            toggles = [o for o in self.game.options if not o.choices]
            for spec in (o for o in self.game.options if o.choices):
                key = f"options.{self.game.id}.{spec.name}"
                values = list(spec.choices)
                texts = [t.get(f"{key}.choices.{v}", str(v)) for v in values]
                label = f_small.render(t.get(f"{key}.label", spec.label), True, palette.TEXT)
                # a short label sits left of the buttons; long button texts take two columns
                left = label.get_width() + px(16) if label.get_width() <= px(90) else 0
                width = right_w - left
                text_w = max(f_small.size(x)[0] for x in texts)
                most = 3 if len(values) > 4 else 4
                cols = max(1, min(len(values), width // max(1, text_w + px(24)), most))
                # a long button text ("Caméraman + Actrice + Acteur") would leave one
                # column beside the label: the label goes on the heading's line instead
                # and the buttons take the column's width (no room for a line of its own)
                wide = max(1, min(len(values), right_w // (text_w + px(16)), most))
                if left and wide > cols and heading_right is not None:
                    self.texts.append((label, (heading_right + px(24), heading_y + px(2))))
                    left, width, cols, heading_right = 0, right_w, wide, None
                    top = y
                else:
                    self.texts.append((label, (right_x, y + px(6) if left else y)))
                    top = y if left else y + px(28)
                choice = widgets.Choice(
                    self, (right_x + left, top, width, px(34)), values, texts,
                    self.options.get(spec.name),
                    lambda v, n=spec.name: self._set_option(n, v), columns=cols, gap=px(6),
                    tooltip=" ".join(x for x in (t.get(f"{key}.description", spec.description),
                                                 explained.get(spec.name)) if x) or None)
                self.option_choices[spec.name] = choice
                self.choices.append(choice)
                y = top + ((len(values) + cols - 1) // cols) * px(40) + px(4)
            for i, spec in enumerate(toggles):
                key = f"options.{self.game.id}.{spec.name}"
                x = right_x + (i % 2) * (right_w // 2 + px(5))
                toggle = widgets.Toggle(
                    self, (x, y, px(34), px(34)), bool(self.options.get(spec.name)),
                    lambda v, n=spec.name: self.options.__setitem__(n, v),
                    tooltip=t.get(f"{key}.description", spec.description) or None)
                self.toggles[spec.name] = toggle
                self.texts.append((f_small.render(t.get(f"{key}.label", spec.label), True,
                                                  palette.TEXT), (x + px(44), y + px(5))))
                if i % 2 == 1 or i == len(toggles) - 1:
                    y += px(42)
            f_explain = self.app.fonts.get("italic", 15)
            for text in explained.values():
                img = widgets.render_lines(f_explain, widgets.wrap(f_explain, text, right_w),
                                           palette.TEXT_DIM)
                if y + img.get_height() > panel.bottom - px(12):
                    break                    # a big table: the rows' tooltips say it
                self.texts.append((img, (right_x, y)))
                y += img.get_height() + px(4)
        elif self.game.options:
            field(right_x, y, t("newgame.variants"))
            y += px(38)
            for spec in self.game.options:
                key = f"options.{self.game.id}.{spec.name}"
                label = t.get(f"{key}.label", spec.label)
                description = t.get(f"{key}.description", spec.description)
                if spec.choices:            # e.g. a target score, a number of deals
                    self.texts.append((f_field.render(label, True, palette.TEXT),
                                       (right_x, y + px(6))))
                    values = list(spec.choices)
                    choice = widgets.Choice(
                        self, (right_x, y + px(38), min(right_w, px(110) * len(values)), px(40)),
                        values, [t.get(f"{key}.choices.{v}", str(v)) for v in values],
                        self.options.get(spec.name),
                        lambda v, n=spec.name: self.options.__setitem__(n, v),
                        tooltip=description or None, gap=px(8))
                    self.option_choices[spec.name] = choice
                    self.choices.append(choice)
                    h = hint(right_x, y + px(86), description, width=right_w) if description else 0
                    y += px(86) + h + px(10)
                    continue
                toggle = widgets.Toggle(
                    self, (right_x, y, px(38), px(38)), bool(self.options.get(spec.name)),
                    lambda v, n=spec.name: self.options.__setitem__(n, v),
                    tooltip=description or None)
                self.toggles[spec.name] = toggle
                self.texts.append((f_field.render(label, True, palette.TEXT),
                                   (right_x + px(52), y + px(6))))
                h = hint(right_x + px(52), y + px(36), description, width=right_w - px(52))
                y += max(px(48), px(40) + h) + px(10)

        # footer
        self.back_button = widgets.button(
            self, (panel.x, footer_y, px(200), footer_h), t("common.back"))
        # Allow undo, between Back and Start (the same place in every game)
        box_y = footer_y + (footer_h - px(38)) // 2
        self.undo_toggle = widgets.Toggle(
            self, (panel.x + px(230), box_y, px(38), px(38)), self.allow_undo,
            lambda v: setattr(self, "allow_undo", v), tooltip=t("newgame.undo.description"))
        self.choices.append(self.undo_toggle)      # its clicks are handled with the choices
        label = f_field.render(t("newgame.undo.label"), True, palette.TEXT)
        self.texts.append((label, (panel.x + px(280), box_y + px(6))))
        # what undo can and cannot do differs by game: said beside the box
        self.undo_about = undo_about = t.get(f"{self.game.id}.newgame.undo", "")
        if undo_about:
            f_about = self.app.fonts.get("italic", 15)
            x = panel.x + px(300) + label.get_width()
            img = widgets.render_lines(f_about, widgets.wrap(f_about, undo_about,
                                       panel.right - px(280) - x), palette.TEXT_DIM)
            self.texts.append((img, (x, footer_y + (footer_h - img.get_height()) // 2)))
        self.start_button = widgets.button(
            self, (panel.right - px(260), footer_y, px(260), footer_h), t("newgame.start"),
            cls="@primary")
        # [designed] hosting starts from this game and player count; the Host screen
        # chooses which seats are people (top right: the footer is full)
        self.host_button = widgets.button(
            self, (panel.right - px(260), panel.y - px(70), px(260), px(46)),
            t("newgame.host_online"))

    def _set_game(self, game_id: str) -> None:
        self.game = next(i for i in self.infos if i.id == game_id)
        self.players = min(max(self.players, self.game.min_players), self.game.max_players)
        self.options = {o.name: o.default for o in self.game.options}
        setup_memory.recall(self)
        self._relayout()

    def _set_option(self, name: str, value) -> None:
        self.options[name] = value
        if explanations(self.app.t, self.game, {name: value}, self.players):
            self._relayout()             # its explanation line follows the choice

    def _set_players(self, n: int) -> None:
        self.players = n
        self.seat = min(self.seat, n - 1)
        self._relayout()

    def _set_seat(self, seat: int) -> None:
        self.seat = seat
        self._relayout()

    def _relayout(self) -> None:
        """Rows depend on the player count and seat: rebuild the widgets."""
        self.rebuild()

    def rebuild(self) -> None:
        """New widgets (other rows, a language, a window size) keep the text typed so far."""
        self._keep_typed()
        super().rebuild()

    def _keep_typed(self) -> None:
        if self.root is not None and self.name_entry.alive():
            self.player_name = self.name_entry.get_text()
            self.seed_text = self.seed_entry.get_text()
            seat_rows.keep_names(self)

    # -- events -----------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
                return True
            if event.ui_element is self.start_button:
                self.start()
                return True
            if event.ui_element is self.host_button:
                self.app.push("host", game=self.game.id, players=self.players,
                              options=dict(self.options), allow_undo=self.allow_undo)
                return True
            for c in self.choices + list(self.toggles.values()):
                if c.handle(event):
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return super().handle(event)

    def help_keys(self) -> list[tuple[str, str]]:
        from cinetable.client.keyboard import common_keys
        return [("Return", self.app.t("keys.newgame.start"))] + common_keys(self.app.t)

    def start(self) -> None:
        from cinetable.client import services
        from cinetable.client.scenes.launch import start_new
        from cinetable.persistence.seeds import SeedError
        self._keep_typed()
        try:
            seed = self.seed()
        except SeedError as e:
            self.app.push("message", self.app.t("newgame.error_title"),
                          self.app.t("newgame.bad_seed", seed=self.seed_text.strip(),
                                     reason=str(e)))
            return
        name = " ".join(self.player_name.split())
        from cinetable.persistence.settings import is_valid
        if (name != self.app.settings.get("player_name") and is_valid("player_name", name)
                and not is_unnamed(name)):
            # the name typed here becomes the default for the next game
            self.app.settings["player_name"] = name
            services.save_settings(self.app.settings)
        setup_memory.remember(self)
        args = (self.app, self.game.id, self.players, dict(self.options), self.seats(), seed)
        from cinetable.client.guide.first import offer_first_guide
        if offer_first_guide(self.app, self.game.id,
                             lambda: start_new(*args, allow_undo=self.allow_undo)):
            return                   # a game never played before: the guide is offered first
        start_new(*args, allow_undo=self.allow_undo)

    def draw_content(self, surface: pygame.Surface) -> None:
        panel, x = self.panel, self.right_x - viewport.px(30)
        pygame.draw.line(surface, palette.PANEL_EDGE, (x, panel.y + viewport.px(24)),
                         (x, panel.bottom - viewport.px(24)), 1)
        for img, pos in self.texts:
            surface.blit(img, pos)
