"""Hollywood 1947's table at every size, 1 to 9 seats (ghosts fill the small ones), in
the three languages: no text overlaps another, none is cut by its panel or by a box
drawn over it, and none leaves the window or touches its edge (text_rects.py)."""
import pygame
import pytest
from shell_helpers import frames
from test_table_text_layout import LONG_IT, busy_table, recorded_app
from text_rects import RecSurface, overlaps

pytestmark = pytest.mark.gui

LANGS = ("en", "fr", "it")
MARGIN = 6              # a line closer than this to the window's edge looks cut off


def drawn_texts(app, rec, scene):
    scene.mouse = (-1, -1)
    frames(app, 2)
    rec.spills.clear()
    rec.cuts.clear()
    screen = RecSurface((1280, 800))
    rec.screen = id(screen)
    scene.draw(screen)
    return rec.texts(screen)


def check(rec, boxes):
    assert not overlaps(boxes), overlaps(boxes)
    inside = pygame.Rect(0, 0, 1280, 800).inflate(-2 * MARGIN, -2 * MARGIN)
    near_edge = [(t, r) for r, t in boxes if not inside.contains(r)]
    assert not near_edge, near_edge
    assert not rec.spills, rec.spills
    assert not rec.cuts, rec.cuts


@pytest.mark.parametrize("n", range(1, 10))
def test_the_1947_table_text_fits_at_every_size(tmp_path, monkeypatch, n):
    lang = LANGS[n % 3]
    with recorded_app(tmp_path, monkeypatch, lang) as (app, rec):
        scene = busy_table(app, "hollywood1947", n, moves=8)
        for seat in range(n):          # a long last move on every panel
            scene.last_moves[seat] = LONG_IT
            scene.last_move_stage[seat] = scene.view.stage_key
        boxes = drawn_texts(app, rec, scene)
        hint = app.t("hollywood1947.loyalty_keys")
        assert [r for r, t in boxes if t == hint], "the loyalty card's keys are drawn"
        check(rec, boxes)


@pytest.mark.parametrize("lang", LANGS)
def test_every_options_plain_words_fit_its_menu_row_uncut(app, lang):
    """Issue 27: option 4's line (what a reroll does) ended in "…" in French and Italian.
    Each option's "what it does" line fits the row's width whole (board.draw_menu)."""
    import tomli

    from cinetable.client.hollywood1947 import layout as L
    from cinetable.engine.assets import asset_path
    font = app.fonts.get("italic", 14)
    room = L.menu_rects(4)[0].w - 30
    with open(asset_path("locales", lang, "hollywood1947.toml"), "rb") as f:
        why = tomli.load(f)["hollywood1947"]["why"]
    too_long = {k: font.size(v)[0] for k, v in why.items() if font.size(v)[0] > room}
    assert not too_long, (room, too_long)


@pytest.mark.parametrize("lang", LANGS)
def test_a_recap_with_a_tie_and_the_cut_fits_its_card(tmp_path, monkeypatch, lang):
    """Issue 27: the recap says why a tie went to the Communists and how the cut went;
    its lines stay whole inside the recap card, none over another."""
    from test_h47_film_story import session_at_premiere

    from cinetable.client.hollywood1947 import layout as L
    from cinetable.client.hollywood1947.recap import draw_recap, film_recap
    from cinetable.client.tables import open_table
    with recorded_app(tmp_path, monkeypatch, lang) as (app, rec):
        app.settings["animation_speed"] = "instant"
        s = session_at_premiere(app.saves_dir, films=1)
        scene = open_table(app, s)
        frames(app, 2)
        card = s.state.observation(0)["films"][0]["cards"][0]
        rc = film_recap(scene.view.obs, 0, {"editor": 0, "card": card, "out": False,
                                            "random": True})
        rc.update(patriot=3, communist=3, winner="communist")
        screen = RecSurface((1280, 800))          # the recap alone, as drawn on the table
        rec.screen = id(screen)
        rec.spills.clear()
        rec.cuts.clear()
        draw_recap(scene, screen, rc)
        inside = rec.texts(screen)
        said = " ".join(t for _r, t in inside)
        for key in ("tie", "cut_editor_back_you"):
            head = app.t(f"hollywood1947.recap.{key}", card="").split(" ")[:3]
            assert " ".join(head) in said, (key, said)
        assert app.t(R_CLOSE) in said, "the closing hint is drawn"
        check(rec, inside)
        assert all(L.RECAP.inflate(-8, -8).contains(r) for r, _t in inside), inside

R_CLOSE = "hollywood1947.recap.close"
