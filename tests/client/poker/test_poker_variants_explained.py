"""Issue 27: New game says what poker's one orbit and careers variants mean, under their
rows and in their tooltips, and follows the choice (en, fr, it)."""
import pytest
from shell_helpers import click

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_poker_variants_are_explained_where_they_are_chosen(app, title, monkeypatch, lang):
    from cinetable.client import widgets
    app.set_language(lang)
    t = app.t
    wrapped = []
    real = widgets.wrap
    monkeypatch.setattr(widgets, "wrap", lambda f, text, w: wrapped.append(text) or real(f, text, w))
    click(app, title.buttons["new"])
    scene = app.scenes.top
    click(app, scene.game_choice.buttons[scene.game_choice.values.index("poker")])
    scene = app.scenes.top
    click(app, scene.players_choice.buttons[scene.players_choice.values.index(4)])
    scene = app.scenes.top
    orbit = t("options.poker.tricks.explain.orbit")
    careers = t("options.poker.careers.explain.best", players=4, careers=", ".join(
        t(f"poker.career.{c}") for c in ("megastar", "director", "producer", "dishwasher")))
    assert orbit in wrapped and careers in wrapped
    assert orbit in scene.option_choices["tricks"].buttons[0].tool_tip_text
    wrapped.clear()
    row = scene.option_choices["tricks"]
    click(app, row.buttons[row.values.index("continuous")])
    assert app.scenes.top.options["tricks"] == "continuous"
    assert t("options.poker.tricks.explain.continuous") in wrapped
    row = app.scenes.top.option_choices["careers"]
    click(app, row.buttons[row.values.index("lowest")])
    assert t("poker.career.stunt") in " ".join(wrapped)      # the lowest: 7 and 8
