"""New game's ratings legend (client/rating_view.py): each level's shipped rating and what it
means, in the words of the game when its level plays differently (Cannes' beginner)."""
import pytest

from cinetable import rating
from cinetable.client.rating_view import legend

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_each_level_shows_its_rating_and_cannes_beginner_its_own_habit(app, lang):
    app.set_language(lang)
    t = app.t
    cannes, hollywood = (legend(t, g, 0.0).split("\n") for g in ("cannes", "hollywood"))
    own, generic = t("level_meaning.cannes.beginner"), t("level_meaning.beginner")
    assert own != generic and "level_meaning" not in own
    assert own in cannes[0] and generic not in cannes[0]
    assert generic in hollywood[0]
    for lines, game in ((cannes, "cannes"), (hollywood, "hollywood")):
        shipped = rating.level_ratings(game)
        for line, lv in zip(lines, ("beginner", "easy", "normal", "hard")):
            digits = "".join(ch for ch in line if ch.isdigit())
            assert str(round(shipped[lv].rating)) in digits, (line, lv)
        assert t("level_meaning.easy") in lines[1]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_auto_says_which_level_it_will_pick(app, lang):
    """Issue 27: Auto named no level. The legend, the short legend and the Auto button's
    tooltip at New game name the level Auto plays for the player's rating."""
    from cinetable.client import rating_view
    from cinetable.client.scenes.new_game import LEVELS, NewGameScene
    app.set_language(lang)
    t = app.t
    for mu, level in ((rating.level_ratings("hollywood")["hard"].mu + 5, "hard"),
                      (rating.level_ratings("hollywood")["beginner"].mu, "beginner")):
        assert rating_view.auto_pick("hollywood", mu) == level
        name = t(f"levels.{level}").capitalize()
        assert name in legend(t, "hollywood", mu).split("\n")[-1]
        assert rating_view.short_legend(t, "hollywood", mu).endswith(name)
    scene = NewGameScene(app)
    app.scenes.push(scene)
    auto = next(iter(scene.level_choices.values())).buttons[LEVELS.index("auto")]
    picked = t(f"levels.{rating_view.auto_pick(scene.game.id, scene.rating_mu())}")
    assert picked.capitalize() in auto.tool_tip_text
