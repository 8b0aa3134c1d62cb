"""The results of a finished game, for every game: each player's score item by item
(the state's `score_sheet()`, e.g. Hollywood!'s H7 breakdown), the winner(s), the tie-break
when it decided, and the seed (a new game with it deals the same cards).

Painted once into a cached surface when the scene is built (again when the window
changes); a frame is one blit. Laid out in units from the window's design size: at
1280×800 the table is 1040 wide; a wider window widens it (the chart and the item
columns with it) up to TABLE_MAX, a taller one gives the rows and the chart the room.
"""
from __future__ import annotations

import pygame
import pygame_gui

from cinetable.client import palette, viewport
from cinetable.client.art import GOLD, GOLD_DARK, draw_statuette, reel_token
from cinetable.client.scene import Scene
from cinetable.client.score_chart import draw_score_chart, results_layout
from cinetable.client.table.seats import display_names, initials_for
from cinetable.client.table.text import fit_text
from cinetable.client.widgets import vertical_gradient

# lengths in units (viewport.px/rect give pixels)
TABLE_W = 1040               # the table's width at 1280×800
TABLE_MAX = 1600             # a wider window widens it up to this (then it is centred)
SIDE = 120                   # the room each side of the table keeps
PLAYER_W, TOTAL_W = 300, 150
ROW_H = 74
NOTE_W = 330                 # the saving note's column, left of the title


def table_width(design_w: int) -> int:
    """The results table's width in units for a window `design_w` units wide."""
    return max(TABLE_W, min(TABLE_MAX, design_w - 2 * SIDE))


def columns_for(sheet, table_w: int = TABLE_W) -> tuple:
    """(key, width) of each results column in units: the player, the game's items, the
    total. A column of several numbers (one per film, say) gets a double share."""
    shares = [2 if any(isinstance(r.get(k), tuple) for r in sheet.rows) else 1
              for k in sheet.columns]
    unit = (table_w - PLAYER_W - TOTAL_W) // max(1, sum(shares))
    return (("player", PLAYER_W), *((k, unit * n) for k, n in zip(sheet.columns, shares)),
            ("total", TOTAL_W))


def _either(t, key: str, fallback: str) -> str:
    """The text for `key`, or for `fallback` when there is none (t returns a missing key)."""
    text = t(key)
    return t(fallback) if text == key else text


def result_rows(session, t=None, own: str = "") -> list[dict]:
    """One dict per seat: what the results table shows (also used by the tests): the
    sheet's items by column key, "total", "notes" ({key: note id}), "winner". Human
    seats are named as at the table (`own`: the player's name from the settings)."""
    sheet = session.state.score_sheet()
    names = display_names(session.seats, t or (lambda key, **kw: key), own)
    rows = []
    for seat, (items, notes) in enumerate(zip(sheet.rows, sheet.notes)):
        rows.append({**items, "seat": seat, "name": names[seat], "notes": dict(notes),
                     "winner": seat in sheet.winners})
    return rows


def results_extras(game_id: str):
    """The game's results extras (its CLIENT.results_extras, drawn in the score chart's
    place: `ROOM`, its height, and `draw(surface, rect, session, fonts, t, names)`) or None."""
    from cinetable.client.game_client import client_for
    client = client_for(game_id)
    if client is None or client.results_extras is None:
        return None
    return client.results_extras.load()


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.sheet = session.state.score_sheet()
        from cinetable.client.player_names import own_name
        self.rows = result_rows(session, app.t, own_name(app.settings))
        self.table_w = TABLE_W
        self.cols = columns_for(self.sheet, self.table_w)
        self._surface: pygame.Surface | None = None
        if session.remote:   # the host's record may be here already
            session.poll()
        from cinetable.client.game_history import record_finished_game
        from cinetable.client.results_saving import ResultsSaving
        # once per game, however shown; a full disk's owed writes are tried again
        self.saving = ResultsSaving(session, record_finished_game(session))
        self._said = self.saving.state()
        self._points = None                        # the score chart's (points, stages), once

    def build(self) -> None:
        t = self.app.t
        dw, dh = viewport.design()
        bw, bh, cx, y = 220, 52, dw / 2, dh - 90

        def button(x, w, text):
            return pygame_gui.elements.UIButton(viewport.rect(x, y, w, bh), text, self.app.ui,
                                                container=self.root)
        self.table_w = table_width(dw)
        self.cols = columns_for(self.sheet, self.table_w)
        self.new_b = button(cx - bw - 10, bw, t("results.new_game"))
        self.title_b = button(cx + 10, bw, t("results.title_button"))
        self.replay_b = button(cx + bw + 30, 160, t("results.comfort.replay"))
        self.review_b = button(cx - bw - 190, 160, t("review.button"))
        self._record_buttons()
        self._surface = self._paint()

    def _awaiting_record(self) -> bool:
        """A network game whose record the host has not sent yet (it comes after the end)."""
        return self.session.remote and not self.session.record.actions

    def _record_buttons(self) -> None:
        for button in (self.replay_b, self.review_b):
            if self._awaiting_record():
                button.disable()
            else:
                button.enable()

    def update(self, dt: float) -> None:
        said = self.saving.tick(dt)
        if said != self._said:                     # written after all, or failed late
            self._said = said
            self._surface = self._paint()
        if self._awaiting_record():
            self.session.poll()
            if not self._awaiting_record():          # it came: replay, review, the chart
                self._record_buttons()
                self._points, self._surface = None, self._paint()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.new_b:
                self.new_game()
                return True
            if event.ui_element is self.title_b:
                self.to_title()
                return True
            if event.ui_element is self.replay_b:
                self.replay()
                return True
            if event.ui_element is self.review_b:       # stored in the game's autosave
                self.app.push("review", self.session.record,
                              getattr(self.session, "autosave_path", None),
                              seats=getattr(self.session, "review_seats", None))
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return True
        return False

    def new_game(self) -> None:
        self.app.go("title")
        self.app.push("new_game", self.session.record.game)    # the game just played

    def to_title(self) -> None:
        self.app.go("title")

    def exit(self) -> None:
        self.saving.leave()                        # one more try on the way out
        super().exit()

    def resume(self) -> None:
        super().resume()
        if self._surface is not None:          # back from a review: say its accuracy
            self._surface = self._paint()

    def replay(self) -> None:
        """The game move by move at its table (Esc comes back here)."""
        # a network player's replay opens on their own seat's view (the others a click on)
        self.app.push("replay", self.session.record,
                      self.session.human_seat if self.session.remote else None)

    def comfort_line(self) -> str:
        """'undos used: N · hints used: M' (undos only when the game allowed them)."""
        t, rec = self.app.t, self.session.record
        parts = [t("results.comfort.undos", count=len(rec.undos))] if rec.allow_undo else []
        from cinetable.client.review_words import accuracy_text
        accuracy = accuracy_text(t, rec)            # once the game has been reviewed
        return " · ".join(parts + [t("results.comfort.hints", count=rec.hints)]
                          + ([accuracy] if accuracy else []))

    # ---- painting ------------------------------------------------------------------------
    def _paint(self) -> pygame.Surface:
        """The whole scene but its buttons, laid out in units (cx: the middle, dh: the
        window's height) and painted in pixels."""
        t = self.app.t
        fonts = self.app.fonts
        px, pt = viewport.px, viewport.pt
        dw, dh = viewport.design()
        cx = dw / 2
        surf = vertical_gradient(viewport.size(), (44, 28, 40), (14, 11, 18))
        title = fonts.get("title", 52).render(t("results.title"), True, palette.BRASS)
        surf.blit(title, title.get_rect(midtop=pt(cx, 26)))
        from cinetable.engine import game_info
        info = game_info(self.session.record.game)
        sub = fonts.get("italic", 20).render(
            t("results.game", game=info.title, players=len(self.rows)), True, palette.TEXT_DIM)
        surf.blit(sub, sub.get_rect(midtop=pt(cx, 92)))
        # who won
        winners = [r for r in self.rows if r["winner"]]
        human = self.session.human_seat
        if sum(s.kind == "human" for s in self.session.seats) > 1:
            human = None                 # hotseat: "you" would be whoever held the screen last
        if not winners:                  # a side with nobody at the table won (1947)
            line = t("results.nobody")
        elif len(winners) == 1:
            w = winners[0]
            line = t("results.winner_you") if w["seat"] == human else \
                t("results.winner", name=w["name"])
        else:
            line = t("results.shared", names=", ".join(r["name"] for r in winners))
        img = fonts.get("title", 34).render(line, True, palette.HIGHLIGHT)
        surf.blit(img, img.get_rect(midtop=pt(cx, 128)))
        y = 180
        if self.sheet.tiebreak:
            tb = fonts.get("semibold", 18).render(
                _either(t, f"results.tiebreak_{self.sheet.tiebreak}", "results.tiebreak"), True,
                palette.BRASS)
            surf.blit(tb, tb.get_rect(midtop=pt(cx, y)))
        # the table
        table_w = self.table_w
        x0 = (dw - table_w) // 2
        y = 220
        extras = results_extras(self.session.record.game)
        room = {"chart_min": extras.ROOM} if extras is not None else {}
        row_h, chart = results_layout(len(self.rows), y + 30, dh - 128, x0, table_w, **room)
        head = fonts.get("semibold", 17)
        x = x0
        game = self.session.record.game
        for key, w in self.cols:
            text = _either(t, f"results.{game}.{key}", f"results.{key}").upper()
            if key == "player":
                img = head.render(fit_text(head, text, px(w - 70)), True, palette.BRASS_DIM)
                surf.blit(img, pt(x + 70, y))
            else:
                img = head.render(fit_text(head, text, px(w - 8)), True, palette.BRASS_DIM)
                surf.blit(img, img.get_rect(midtop=pt(x + w // 2, y)))
            x += w
        y += 30
        initials = initials_for([r["name"] for r in sorted(self.rows, key=lambda r: r["seat"])])
        big = fonts.get("title", 30)
        body = fonts.get("body", 22)
        name_f = fonts.get("bold", 24)
        for row in sorted(self.rows, key=lambda r: (-r["total"], r["seat"])):
            rect = viewport.rect(x0, y, table_w, row_h - 8)
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill = (70, 56, 40, 230) if row["winner"] else (40, 34, 48, 220)
            radius = px(12)
            pygame.draw.rect(box, fill, box.get_rect(), border_radius=radius)
            pygame.draw.rect(box, (*(GOLD if row["winner"] else palette.PANEL_EDGE), 255),
                             box.get_rect(), px(3) if row["winner"] else 1, border_radius=radius)
            surf.blit(box, rect.topleft)
            seat = row["seat"]
            token = reel_token(fonts, seat, initials[seat], min(px(18), rect.height // 2 - px(4)))
            surf.blit(token, token.get_rect(center=(rect.x + px(34), rect.centery)))
            if row["winner"]:
                sh = min(px(42), rect.height - px(16))
                draw_statuette(surf, pygame.Rect(rect.x + px(60), rect.centery - sh // 2,
                                                 sh * 22 // 42, sh), GOLD, GOLD_DARK)
            name = name_f.render(fit_text(name_f, row["name"], px(self.cols[0][1] - 100)), True,
                                 palette.TEXT)
            surf.blit(name, name.get_rect(midleft=(rect.x + px(92), rect.centery)))
            x = x0 + self.cols[0][1]
            cells = [self._cell(row, key) for key, _w in self.cols[1:-1]]
            for (key, w), text in zip(self.cols[1:-1], cells):
                img = body.render(text, True, palette.TEXT)
                if img.get_width() > px(w - 12):
                    small = fonts.get("body", 17)
                    img = small.render(fit_text(small, text, px(w - 8)), True, palette.TEXT)
                surf.blit(img, img.get_rect(center=(px(x + w // 2), rect.centery)))
                x += w
            total = big.render(str(row["total"]), True,
                               palette.HIGHLIGHT if row["winner"] else palette.TEXT)
            surf.blit(total, total.get_rect(center=(px(x + self.cols[-1][1] // 2), rect.centery)))
            y += row_h
        names = [r["name"] for r in sorted(self.rows, key=lambda r: r["seat"])]
        if chart is not None and extras is not None:     # the game's own, in the chart's place
            extras.draw(surf, viewport.rect(*chart), self.session, fonts, t, names)
        elif chart is not None:
            self._points = draw_score_chart(surf, viewport.rect(*chart), self.session.record,
                                            fonts, t, names, self._points)
        from cinetable.persistence.seeds import seed_code
        seed = fonts.get("body", 16).render(
            t("results.seed", seed=seed_code(self.session.seed)), True, palette.TEXT_DIM)
        surf.blit(seed, seed.get_rect(midtop=pt(cx, max(y + 12, dh - 122))))
        said = self.saving.text(t)
        if said:             # top left, clear of the title (by the buttons it was hidden)
            from cinetable.client.widgets import render_lines, wrap
            f = fonts.get("italic", 16)
            tint = palette.BAD if self.saving.owed() or self.saving.note else palette.TEXT_DIM
            surf.blit(render_lines(f, wrap(f, said, px(NOTE_W)), tint), pt(24, 24))
        comfort = fonts.get("italic", 16).render(self.comfort_line(), True, palette.TEXT_DIM)
        surf.blit(comfort, comfort.get_rect(bottomright=pt(dw - 24, dh - 16)))
        from cinetable.client.rating_view import result_line  # after it is recorded
        rated = result_line(t, self.app.settings, self.session.record)
        self.rated_rect = None
        if rated:            # right of Replay, which pygame-gui draws over this surface
            from cinetable.client.widgets import render_lines, wrap
            f = fonts.get("semibold", 18)
            room = px(dw - 24) - (self.replay_b.rect.right + px(16))
            img = render_lines(f, wrap(f, rated, room), palette.BRASS, align="right")
            self.rated_rect = surf.blit(img, img.get_rect(bottomright=pt(dw - 24, dh - 40)))
        return surf

    def _cell(self, row: dict, key: str) -> str:
        """A sheet item as text: a number, numbers joined by +, "—", or its note."""
        t = self.app.t
        note = row["notes"].get(key)
        if note:
            return t(f"results.{key}_{note}")
        value = row.get(key)
        if isinstance(value, tuple):
            return " + ".join(str(v) for v in value) if value else t("results.no_films")
        return "—" if value is None else str(value)

    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is not None:
            surface.blit(self._surface, (0, 0))
