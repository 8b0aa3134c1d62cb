"""Rules scene and its markup: the text is laid out, scrolls, and both languages match."""
import re

import pygame
import pytest
from shell_helpers import click, frames, key, names, wheel

from cinetable.client import richtext
from cinetable.engine.assets import asset_path


def test_parse_blocks_and_inline_styles():
    blocks = richtext.parse("# T\n\n## Sec\nOne\ntwo.\n\n- a **b**\n  - c\n> *ex*\n> - x\n>\n> y\n")
    assert [(b.kind, b.text) for b in blocks][:4] == [
        ("h1", "T"), ("h2", "Sec"), ("p", "One two."), ("li", "a **b**")]
    assert blocks[4].kind == "li2" and blocks[4].text == "c"
    quote = blocks[5]
    assert quote.kind == "quote" and "\n• x" in quote.text and "\n\n" in quote.text
    fig = richtext.parse("text\n::: push | one | two\nmore")
    assert [(b.kind, b.text) for b in fig] == [("p", "text"), ("figure", "push | one | two"),
                                               ("p", "more")]
    assert richtext.spans("a **b** *c* d") == [("", "a "), ("b", "b"), ("", " "), ("i", "c"),
                                               ("", " d")]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_cover_the_topics_in_both_languages(lang):
    text = asset_path("rules", f"hollywood.{lang}.md").read_text(encoding="utf-8")
    sections = re.findall(r"^## ", text, flags=re.M)
    en_sections = re.findall(r"^## ", asset_path("rules", "hollywood.en.md").read_text(
        encoding="utf-8"), flags=re.M)
    assert len(sections) == len(en_sections) >= 8
    cut, double = {"en": ("Cut", "Double Reel"), "fr": ("Clap de fin", "Double bobine")}[lang]
    for word in (cut, double, "Blockbuster", "Star", "19"):       # 19: the worked example
        assert word in text
    assert text.count("\n> ") >= 6                                  # examples are present


def test_worked_example_in_the_rules_adds_up():
    """The rules' example totals what the game's own scoring gives for that tableau."""
    from cinetable.games.hollywood.cards import load_cards
    from cinetable.games.hollywood.scoring import Tableau, score_tableau
    cards = load_cards()
    films = {g.id: [c.index for c in cards.cards if c.kind != "star" and c.genre == g.index
                    and getattr(c, "award", False) is False] for g in cards.genres}
    award = {g.id: next(c.index for c in cards.cards if getattr(c, "award", False)
                        and c.genre == g.index) for g in cards.genres}
    star = {v: next(c.index for c in cards.cards if c.kind == "star" and c.value == v)
            for v in (2, 3)}
    block = next(c.index for c in cards.cards if c.kind == "blockbuster")
    genre = {g.id: g.index for g in cards.genres}
    t = Tableau()
    t.blockbusters.append(block)
    t.films.append((star[2], genre["horror"], (award["horror"], *films["horror"][:2])))
    t.films.append((star[3], genre["romance"], tuple(films["romance"][:2])))
    t.projects[genre["action"]] = films["action"][:3]
    t.projects[genre["romance"]] = films["romance"][2:3]
    assert score_tableau(t).total == 19
    t.projects[genre["action"]] = films["action"][:1]
    assert score_tableau(t).total == 16


@pytest.mark.gui
def test_rules_scene_scrolls_with_wheel_keys_and_contents(app, title):
    click(app, title.buttons["rules"])
    scene = app.scenes.top
    assert names(app) == ["title", "rules"]
    assert scene.doc.height > 3 * scene.scroll.rect.height       # long enough to scroll
    assert scene.scroll.offset == 0
    wheel(app, -3, scene.scroll.rect.center, n_frames=40)
    assert scene.scroll.offset > 100
    key(app, pygame.K_END, n_frames=60)
    assert scene.scroll.offset == pytest.approx(scene.scroll.max_offset, abs=1)
    key(app, pygame.K_HOME, n_frames=60)
    assert scene.scroll.offset == 0
    button, anchor = scene.toc[4]
    click(app, button, n_frames=60)
    assert scene.scroll.offset == pytest.approx(min(anchor, scene.scroll.max_offset), abs=1)
    assert scene.current_section() == 4
    key(app, pygame.K_PAGEUP, n_frames=60)
    assert scene.scroll.offset < anchor


@pytest.mark.gui
def test_rules_scrollbar_drag(app, title):
    click(app, title.buttons["rules"])
    scene = app.scenes.top
    thumb = scene.scroll.thumb_rect()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, thumb.centery + 200),
                                         rel=(0, 200), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, thumb.centery + 200),
                                         button=1))
    frames(app, 2)
    assert scene.scroll.offset > 200


@pytest.mark.gui
def test_rules_follow_the_language(app, title):
    app.settings["language"] = "fr"
    app.set_language("fr")
    click(app, app.scenes.top.buttons["rules"])
    scene = app.scenes.top
    assert scene.doc.anchors[0][0] == "Le but du jeu"
    assert scene.back_button.text == "Retour"


@pytest.mark.gui
def test_rules_from_the_title_offer_every_game(app, title):
    from cinetable.engine import game_infos
    click(app, title.buttons["rules"])
    scene = app.scenes.top
    assert [g for _, g in scene.picks] == [i.id for i in game_infos(implemented_only=True)]
    first_doc = scene.doc
    button = next(b for b, g in scene.picks if g == "poker")
    click(app, button, n_frames=3)
    scene = app.scenes.top
    assert scene.game_id == "poker" and scene.doc is not first_doc
    assert scene.scroll.offset == 0
    assert "Hollywood Poker" in scene.heading_text()
    # the poker sections, not Hollywood!'s, in the contents
    assert [t for t, _ in scene.doc.anchors] != [t for t, _ in first_doc.anchors]


@pytest.mark.gui
def test_rules_from_a_table_show_only_that_game(app):
    from cinetable.client.scenes.rules import RulesScene
    scene = RulesScene(app, "cannes")
    app.scenes.push(scene)
    frames(app, 1)
    assert scene.picks == [] and scene.game_id == "cannes"
