"""What a film card's tooltip says it does for the viewer (H6.2): joins their open project of
its genre, or starts one when they have none. No window."""
import pytest

from cinetable.client.hollywood.narrate import Narrator
from cinetable.client.hollywood.tips import tip_lines
from cinetable.client.hollywood.view import CARDS, TableView
from cinetable.client.services import Translator

HORROR = next(c for c in CARDS.cards if c.kind == "film" and c.genre ==
              next(g.index for g in CARDS.genres if g.id == "horror"))


def horror_tip(lang, human, projects):
    t = Translator(lang)
    view = TableView(3)
    view.slots[0] = HORROR.index
    for g, cards in projects.items():
        view.tableaus[0].projects[g] = list(cards)
    return tip_lines(t, Narrator(t, ["Ann", "Bo", "Cy"], human), ("slot", 0), view,
                     ["Ann", "Bo", "Cy"], human)


def test_H6_2_horror_card_with_no_horror_project_says_it_starts_one():
    lines = horror_tip("en", 0, {})
    assert not any("Joins your" in x for x in lines), lines
    assert any(x.startswith("Starts a Horror project") for x in lines), lines


def test_H6_2_horror_card_joins_an_open_horror_project():
    other = next(c for c in CARDS.cards if c.kind == "film" and c.genre == HORROR.genre
                 and c.index != HORROR.index)
    lines = horror_tip("en", 0, {HORROR.genre: [other.index]})
    assert any(x.startswith("Joins your Horror project") for x in lines), lines


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_H6_2_without_a_viewer_the_tip_names_no_one(lang):
    t = Translator(lang)
    genre = Narrator(t, [], None).genre(HORROR.genre)
    lines = horror_tip(lang, None, {})
    assert t("hollywood.tip.film_worth_any", genre=genre) in lines
    assert t("hollywood.tip.film_worth", genre=genre) not in lines
