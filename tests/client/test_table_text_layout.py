"""Last-move tags at every table: dropped when the stage moves on, and no text on a busy
table overlaps another or leaves the window (text_rects.py records where text lands)."""
import contextlib
import random

import pygame
import pytest
from shell_helpers import frames, until
from text_rects import RecSurface, outside, overlaps, recording

LONG_IT = "Quella lunghissima mossa che nessuno legge fino in fondo, davvero lunga"
BUSIEST = [("hollywood", 4), ("poker", 8), ("hollywood1947", 9), ("cannes", 6)]


def busy_table(app, game, n, moves=6, names=None):
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    names = names or ["You"] + [f"Bot {i} Longname" for i in range(1, n)]
    seats = [(names[0], "human", None)] + [(names[i], "bot", "random") for i in range(1, n)]
    s = GameSession.new(game, n, {}, seats, seed=3, folder=app.saves_dir,
                        bot_time_budget=0.02)
    app.settings["animation_speed"] = "instant"
    scene = open_table(app, s)
    scene.queue.set_speed("instant")
    rng = random.Random(1)
    for _ in range(moves):
        assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 4000)
        if scene.state.is_terminal():
            break
        scene.act(rng.choice(scene.state.legal_actions()))
    assert until(app, lambda: scene.human_can_act() or scene.state.is_terminal(), 4000)
    return scene


@pytest.mark.parametrize("game,n", BUSIEST, ids=[g for g, _n in BUSIEST])
def test_no_text_overlaps_at_the_busiest_table(tmp_path, monkeypatch, game, n):
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    with recording() as rec:           # fonts and surfaces are made while recording
        from cinetable.client.app import App
        forget_shared_surfaces()
        app = App(smoke=True)
        app.saves_dir = tmp_path
        app.settings["guides_seen"] = ["hollywood", "poker", "hollywood1947", "cannes"]
        app.set_language("it")
        try:
            scene = busy_table(app, game, n)
            for seat in range(n):      # every tag on screen, and long
                scene.last_moves[seat] = LONG_IT
                scene.last_move_stage[seat] = scene.view.stage_key
            scene.mouse = (-1, -1)
            frames(app, 2)
            screen = RecSurface((1280, 800))
            rec.screen = id(screen)
            scene.draw(screen)
            boxes = rec.texts(screen)
            assert sum(LONG_IT[:20] in t for _r, t in boxes) >= n // 2, "tags drawn"
            assert not overlaps(boxes), overlaps(boxes)
            assert not outside(boxes), outside(boxes)
            assert not rec.cuts, rec.cuts          # no box drawn half over a text
        finally:
            while len(app.scenes):
                app.scenes.pop()
            pygame.quit()


def test_last_moves_of_an_earlier_stage_are_not_shown(app):
    """Poker: a seat's last move of deal 1 is not shown once deal 2 is on the board."""
    scene = busy_table(app, "poker", 4, moves=1)
    assert scene.shown_last_moves(), "moves of this deal are shown"
    shown = dict(scene.shown_last_moves())
    scene.view.deal += 1                  # the board moves on to the next deal
    assert scene.shown_last_moves() == {}
    scene.view.deal -= 1
    assert scene.shown_last_moves() == shown
    # and the tags follow: drawn while current, not after the stage changed
    drawn = []
    scene.last_move_mark = lambda surface, seat, text: drawn.append(seat)
    scene.draw_last_moves(app.screen)
    assert sorted(drawn) == sorted(shown)
    drawn.clear()
    scene.view.deal += 1
    scene.draw_last_moves(app.screen)
    assert drawn == []


@pytest.mark.parametrize("game,n", BUSIEST, ids=[g for g, _n in BUSIEST])
def test_the_grown_log_never_covers_the_players_buttons(app, game, n):
    """Issue 17 b): the mouse over the log on the player's turn grows it, but not over
    the buttons of their move (Cannes' Roll again, Hollywood!'s studio cards)."""
    scene = busy_table(app, game, n, moves=30 if game == "cannes" else 2)
    assert scene.human_can_act()
    frames(app, 2)
    shown = [w for w in scene.lowered_widgets() if w.visible]
    if game == "cannes":
        assert shown, "the player's buttons are up"
    scene.mouse = scene.log.collapsed_rect.center
    frames(app, 2)
    drawn = [r for r, _img in scene._lowered]     # lowered: drawn by the scene, in place
    assert all(w.visible or w.rect in drawn for w in shown), "still shown"
    covered = [w.rect for w in scene.lowered_widgets() if scene.log.rect.colliderect(w.rect)]
    assert not covered, (scene.log.rect, covered)
    if game == "hollywood":
        assert scene.log.expanded, "grown as far as the buttons let it"


# 24 letters each, wide ones (issue 17 d): no name may run out of its panel or into a role
LONG_NAMES = [f"{i}WWW Maximilianus Longna"[:24] for i in range(9)]


def forget_shared_surfaces() -> None:
    """Surfaces cached across apps were made before this recording, as plain surfaces:
    text drawn on a copy of one (a table's layer on its background gradient) would go
    unseen, and the checks pass on nothing."""
    from cinetable.client import widgets
    widgets._gradient_column.cache_clear()


@contextlib.contextmanager
def recorded_app(tmp_path, monkeypatch, language="it"):
    """An App whose fonts and surfaces are made while text placement is recorded."""
    monkeypatch.setenv("CINETABLE_SAVES", str(tmp_path))
    monkeypatch.setenv("CINETABLE_SETTINGS", str(tmp_path / "settings.toml"))
    with recording() as rec:
        from cinetable.client.app import App
        try:    # probe fonts kept from an earlier test's pygame (gone with its pygame.quit)
            from cinetable.client import font_fallback
            font_fallback._probes.clear()
        except (ImportError, AttributeError):
            pass
        forget_shared_surfaces()
        app = App(smoke=True)
        app.saves_dir = tmp_path
        app.settings["guides_seen"] = ["hollywood", "poker", "hollywood1947", "cannes"]
        app.set_language(language)
        try:
            yield app, rec
        finally:
            while len(app.scenes):
                app.scenes.pop()
            pygame.quit()


@pytest.mark.parametrize("game,n", BUSIEST, ids=[g for g, _n in BUSIEST])
def test_long_names_stay_inside_their_panels(tmp_path, monkeypatch, game, n):
    with recorded_app(tmp_path, monkeypatch) as (app, rec):
        scene = busy_table(app, game, n, moves=30 if game == "cannes" else 6,
                           names=LONG_NAMES[:n])
        scene.mouse = (-1, -1)
        frames(app, 2)
        rec.spills.clear()
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        scene.draw(screen)
        boxes = rec.texts(screen)
        assert any("Maximilianus" in t for _r, t in boxes), "names drawn"
        assert not rec.spills, rec.spills      # nothing cut by its panel's edge
        assert not overlaps(boxes), overlaps(boxes)
        assert not outside(boxes), outside(boxes)
        assert not rec.cuts, rec.cuts


@pytest.mark.parametrize("game,n", BUSIEST, ids=[g for g, _n in BUSIEST])
def test_no_table_text_is_drawn_over_the_pause_dimming(tmp_path, monkeypatch, game, n):
    """Issue 17 c): Esc at a table with last-move tags: everything the table draws is
    under the pause menu's veil; only the menu's own words come after it."""
    from cinetable.client import widgets
    from cinetable.client.scenes.pause import PauseScene
    with recorded_app(tmp_path, monkeypatch) as (app, rec):
        scene = busy_table(app, game, n, moves=30 if game == "cannes" else 6)
        for seat in range(1, n):       # a tag on every bot's panel, whatever was played
            scene.last_moves[seat] = f"Mossa {seat} della partita"
            scene.last_move_stage[seat] = scene.view.stage_key
        assert scene.shown_last_moves(), "tags on the panels"
        app.scenes.push(PauseScene(app, scene.session))
        frames(app, 2)
        screen = RecSurface((1280, 800))
        rec.screen = id(screen)
        real_dim = widgets.dim
        dimmed = []

        def dim(surface, alpha=160):
            real_dim(surface, alpha)
            dimmed.append(rec.texts(surface))
            rec.content.pop(id(surface), None)     # from here on: what is drawn after it
        monkeypatch.setattr(widgets, "dim", dim)
        for shown in app.scenes.visible():
            shown.draw(screen)
        t = app.t
        tags = [tag[:8] for tag in scene.shown_last_moves().values()]
        assert len(dimmed) == 1
        assert any(tag in x for tag in tags for _r, x in dimmed[0]), "the tags, under it"
        after = {x for _r, x in rec.texts(screen)}
        assert after <= {t("pause.heading"), t("pause.autosaved")}, after


def finished_cannes(app, seats, seed):
    """A Festival de Cannes game played to the end at random (bots and the human)."""
    from cinetable.client.session import GameSession
    s = GameSession.new("cannes", len(seats), {}, seats, seed=seed, folder=app.saves_dir,
                        bot_time_budget=0.01)
    rng = random.Random(seed)
    while not s.state.is_terminal():
        if s.human_to_move():
            s.apply(rng.choice(s.state.legal_actions()))
        else:
            s.step_auto(None)
    return s


CANNES_SIX = [(LONG_NAMES[i], "human" if i == 0 else "bot", None if i == 0 else "random")
              for i in range(6)]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_cannes_results_with_six_players_show_the_whole_jury_breakdown(tmp_path, monkeypatch,
                                                                        lang):
    """Issue 27: the breakdown under six results rows lost a winner's fourth star, and its
    text was tiny. Every star of every film is drawn whole, nothing overlaps or is cut."""
    from cinetable.client.scenes.results import ResultsScene
    from cinetable.games.cannes.cards import load_cards
    film = load_cards().film
    with recorded_app(tmp_path, monkeypatch, lang) as (app, rec):
        for seed in (3, 11):
            s = finished_cannes(app, CANNES_SIX, seed)
            app.scenes.push(ResultsScene(app, s))
            frames(app, 2)
            screen = RecSurface((1280, 800))
            rec.screen = id(screen)
            app.scenes.top.draw(screen)
            boxes = rec.texts(screen)
            assert not overlaps(boxes), overlaps(boxes)
            assert not outside(boxes), outside(boxes)
            assert not rec.cuts, rec.cuts
            drawn = " ".join(t for _r, t in boxes)
            result = s.state.result()
            for f in result.films:
                for v in f.stars:                          # each star, with its value
                    assert film[v].name in drawn, (film[v].name, drawn)
            stars = [r for r, t in boxes if any(film[v].name in t for f in result.films
                                                for v in f.stars)]
            assert min(r.h for r in stars) >= 10, "not tiny"   # 15 px type: ink ~11 px
            app.scenes.pop()


def test_nine_seats_show_more_of_each_name_than_its_level(app):
    """Hollywood 1947 with nine seats at 1280×800: a panel too narrow for a whole name and
    its "(level)" shortens the level first; each name keeps at least five characters."""
    from cinetable.client.table.seats import _shown_names
    names = ["You"] + [f"Bernadette {i}" for i in range(1, 9)]
    scene = busy_table(app, "hollywood1947", 9, moves=2, names=names)
    frames(app, 2)
    scene.draw(app.screen)
    shown = _shown_names(scene.text)
    cut = {n: s for n, s in shown.items() if n.startswith("Bernadette")}
    assert len(cut) == 8, shown
    assert all(len(s.rstrip("…")) >= 5 for s in cut.values()), cut
