"""Words the player reads, in every language: real plural forms, articles that agree,
a capital at the start of a sentence, no rule ids in tooltips, French "1er", and log
lines wrapped rather than cut."""
import re

import pygame
import pytest

from cinetable.client.services import Translator, _load_locale

LANGUAGES = ["en", "fr", "it"]

# "card(s)", "carte(s)", "un(e)", "posé(e)", "carta/e", "lotto/i", "1 pts"-style counts
HEDGED = re.compile(r"\w\((s|e|es|x)\)|\b\w+/(e|i)\b|\bun\(e\)")
COUNT_ABBREV = re.compile(r"\{\w+\} (pts|pt)\b")
RULE_ID = re.compile(r"\(?\b[HPWC]\d+(\.\d+)+\b\)?")


def _plain_and_plural(lang):
    """(plain strings {key: text}, plural tables {key: {form: text}})."""
    table = _load_locale(lang)
    plural: dict = {}
    plain = {}
    for key, text in table.items():
        stem, _, form = key.rpartition(".")
        if form in ("one", "other"):
            plural.setdefault(stem, {})[form] = text
        else:
            plain[key] = text
    return plain, plural


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_locale_string_hedges_a_plural_or_an_agreement(lang):
    plain, plural = _plain_and_plural(lang)
    texts = dict(plain)
    texts.update({f"{k}.{f}": v for k, forms in plural.items() for f, v in forms.items()})
    hedged = {k: v for k, v in texts.items() if HEDGED.search(v)}
    assert not hedged, hedged
    # an abbreviated unit after a count must be a plural table ("1 pt", "2 pts")
    fixed = {k: v for k, v in plain.items() if COUNT_ABBREV.search(v)}
    assert not fixed, fixed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tooltips_name_no_rule_ids(lang):
    """Rule ids ("H6.4", "(C5.1)") belong to the rules scene, not to tips and prompts."""
    plain, plural = _plain_and_plural(lang)
    texts = {**plain, **{f"{k}.{f}": v for k, fs in plural.items() for f, v in fs.items()}}
    tips = {k: v for k, v in texts.items()
            if (".tip" in k or "_tip" in k or ".prompt." in k) and RULE_ID.search(v)}
    assert not tips, tips


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_tables_agree_for_0_1_and_2(lang):
    """Every plural table has both forms; French takes 0 and 1 as singular, English and
    Italian only 1; t(key, count=n) picks the same form as t.plural."""
    _plain, plural = _plain_and_plural(lang)
    assert plural
    t = Translator(lang)
    for key, forms in plural.items():
        assert set(forms) == {"one", "other"}, key
        fields = set(re.findall(r"\{(\w+)", forms["one"] + forms["other"]))
        for n in (0, 1, 2):
            one = n == 1 or (n == 0 and lang == "fr")
            values = {f: f"x{f}" for f in fields}
            values.update({f: n for f in ("count", "points", "lots", "cards", "left", "n")})
            got = t.plural(key, n, **values)
            want = forms["one" if one else "other"].format(**values)
            assert got in (want, want[:1].upper() + want[1:]), (key, n, got)
            if "count" in fields:
                assert t(key, **values) == got, (key, n)


@pytest.mark.parametrize("lang, one, two", [
    ("en", "Rita bids on 1 lot", "Rita bids on 2 lots"),
    ("fr", "Rita enchérit sur 1 lot", "Rita enchérit sur 2 lots"),
    ("it", "Rita fa un'offerta su 1 lotto", "Rita fa offerte su 2 lotti"),
])
def test_a_count_field_picks_the_plural_form(lang, one, two):
    t = Translator(lang)
    assert t("cannes.log.bids", name="Rita", count=1) == one
    assert t("cannes.log.bids", name="Rita", count=2) == two
    assert t.plural("cannes.log.bids", 2, name="Rita", count=2) == two


def test_french_has_no_count_of_zero_in_the_plural():
    t = Translator("fr")
    assert t("poker.panel.points", points=0) == "0 pt"
    assert t("poker.panel.points", points=1) == "1 pt"
    assert t("poker.panel.points", points=2) == "2 pts"
    assert Translator("en")("poker.panel.points", points=1) == "1 pt"


def test_french_first_of_the_month_is_1er_on_the_track_in_the_log_and_in_load():
    from cinetable.client.cannes.narrate import Narrator, calendar_date
    from cinetable.client.save_progress import progress_text
    fr, it, en = Translator("fr"), Translator("it"), Translator("en")
    assert calendar_date(fr, 1, 8) == "1er août"
    assert calendar_date(fr, 15, 8) == "15 août"
    assert calendar_date(it, 1, 8) == f"1º {it('cannes.month.8')}"
    assert calendar_date(en, 1, 8) == f"1 {en('cannes.month.8')}"
    narrator = Narrator(fr, ["Ann", "Alan"], 0)
    assert narrator.date(4) == "1er août"           # square 4: the end of the 2nd month

    class Entry:
        game, stage, round, rounds = "cannes", "month", 2, 11
    assert progress_text(fr, Entry()) == "Mois jusqu'au 1er août"


@pytest.mark.parametrize("lang, adventure, love", [
    ("en", "an Adventure scene", "a Love scene"),
    ("fr", "une scène Aventure", "une scène Amour"),
    ("it", "una scena Avventura", "una scena Amore"),
])
def test_articles_agree_with_the_word_that_follows(lang, adventure, love):
    from cinetable.client.cannes.narrate import CARDS, Narrator
    from cinetable.games.cannes.cards import SCENE
    narrator = Narrator(Translator(lang), ["Ann", "Alan"], 0)
    scene_card = {CARDS.scene_ids[c.scene]: cid for cid, c in CARDS.by_id.items()
                  if c.kind == SCENE}
    assert narrator.card(scene_card["adventure"]) == adventure
    assert narrator.card(scene_card["love"]) == love


@pytest.mark.parametrize("lang, laid", [
    ("en", "Lot 2: a star laid face down"),
    ("fr", "Lot 2 : une vedette face cachée"),
    ("it", "Lotto 2: una star, coperta"),
])
def test_a_card_back_is_named_with_its_own_article(lang, laid):
    from cinetable.client.cannes.narrate import Narrator
    from cinetable.games.cannes import events as E
    narrator = Narrator(Translator(lang), ["Ann", "Alan"], 0)
    assert narrator.line(E.CardLaid(lot=1, back="V"), None)[0] == laid
    assert "un(e)" not in Translator("fr")("cannes.log.passed", giver="Alan", name="Ann",
                                             what=narrator.kind_a("S"))


def test_french_elides_before_a_vowel_and_a_sentence_starts_with_a_capital():
    fr = Translator("fr")
    line = fr("hollywood.log.film", star="★", stars="", name="Alan", genre="noir", size=3,
              points=4)
    assert "d'Alan" in line and "de Alan" not in line
    assert "de Rita" in fr("hollywood.log.film", star="★", stars="", name="Rita",
                           genre="noir", size=3, points=4)
    # a lower-case word put at the start of a sentence gets its capital
    en = Translator("en")
    assert en("cannes.log.card_won", name="rita", card="a star") == "Rita gets a star"


@pytest.fixture
def font():
    pygame.font.init()
    from cinetable.client.services import Fonts
    yield Fonts().get("body", 15)


def test_log_lines_wrap_instead_of_being_cut(font):
    """The full text of a long line is drawn, on rows no wider than the panel."""
    from cinetable.client.table.log_panel import LogPanel
    from cinetable.client.text_wrap import wrap
    panel = LogPanel(pygame.Rect(0, 0, 260, 200), font)
    text = ("Alan ouvre la vente du 1er janv. (4 lots) "
            "Tous-les-pions-sont-arrivés-la-vente-du-1er-janvier-s'ouvre-maintenant")
    width = panel.inner.w - 14 - 14
    rows = wrap(font, text, width, indent="   ")
    assert len(rows) >= 3
    assert all(font.size(r)[0] <= width for r in rows), rows
    assert "".join(r.strip() for r in rows).replace(" ", "") == text.replace(" ", "")
    panel.add(text, dot=(255, 0, 0))
    assert len(panel.lines) == len(rows)
    assert all(img.get_width() <= panel.inner.w for img in panel.lines)


def test_a_seat_panel_line_is_shortened_never_cut_mid_letter(font):
    from cinetable.client.table.text import fit_text, panel_line
    line = panel_line("Alan ouvre la vente du 1er janv. (4 lots)", "Alan")
    assert line == "Ouvre la vente du 1er janv. (4 lots)"
    short = fit_text(font, line, 120)
    assert short.endswith("…") and font.size(short)[0] <= 120
    assert fit_text(font, "Enchérit sur 3 lots", 200) == "Enchérit sur 3 lots"
