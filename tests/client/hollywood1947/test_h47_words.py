"""Option menu labels and grouping, and log lines, without a display."""
import sys
from pathlib import Path

from cinetable.client.hollywood1947.narrate import Narrator
from cinetable.client.hollywood1947.view import TableView
from cinetable.client.hollywood1947.words import Words, menu_items
from cinetable.client.services import Translator

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "games" / "hollywood1947"))
from h47_helpers import dealt, do, filler_hands  # noqa: E402

NAMES = ["Ann", "Bette", "Cary", "Dana", "Errol"]
LOY5 = ["patriot", "patriot", "patriot", "communist", "communist"]


def test_the_producer_swaps_open_as_one_group_with_readable_labels():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0] * 5)
    do(s, "pass", "poster comedy")                      # Bette holds the Producer
    w = Words(Translator("en"), NAMES, 5, 1)
    top = menu_items(w, s.legal_actions(), None)
    labels = [label for label, _ in top]
    assert labels[0] == "Pass" and "Producer: swap two Jobs…" in labels
    opened = menu_items(w, s.legal_actions(), "producer")
    assert len(opened) == 36 and "Producer: swap Screenwriter ⇄ Producer" in opened[0][0]


def test_french_labels_and_die_names():
    s = dealt(1, [(4, 5)], ["patriot"], [["pat1", "pat2", "pat3"]], [0] * 5,
              ghosts=("com1", "com2", "com3"))
    do(s, "poster comedy")
    w = Words(Translator("fr"), ["Ann"], 1, 0)
    rerolls = [w.label(a) for a in s.legal_actions() if a.kind == "reroll"]
    # the human's own dice are "yours", not named after the human
    assert "Relancer votre premier dé" in rerolls and "Relancer le dé du fantôme 3" in rerolls
    assert not any("de Ann" in r for r in rerolls)
    other = Words(Translator("fr"), ["Ann", "Bob"], 2, 1)
    assert other.die(0) != w.die(0) and "Ann" in other.die(0)


def test_log_lines_tell_no_secret_of_another_seat():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0, 1, 0, 0, 0])
    w = Words(Translator("en"), NAMES, 5, 0)
    view = TableView.from_state(s, 0)
    narr = Narrator(w)
    ev = do(s, "pass", "poster comedy", "pass", "pass", "pass", "pass", "add neutral4")
    lines = [narr.line(e, view) for e in ev if e.visible(0)]
    text = " ".join(line[0] for line in lines if line)
    assert "Bette adds a card face down" in text and "Neutral" not in text.replace(
        "(Neutral)", "")


def test_public_suspicion_reads_only_the_observation_and_tells_no_loyalty():
    from cinetable.games.hollywood1947.belief import public_suspicion
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5, {3: ["com1", "com2", "com3"]}),
              [0, 0, 0, 1, 0])
    do(s, "pass", "poster noir", *["pass"] * 4, "add com1", "card com4", "pick com4")
    views = [public_suspicion(s.observation(q)) for q in range(5)]
    assert all(v == views[0] for v in views)          # the same for every seat
    assert max(range(5), key=lambda q: views[0][q]) == 3


def test_every_log_line_about_your_own_seat_says_you_in_every_language():
    """Issue 27: "Newbie discards 1 card" about the player's own seat, where every other
    line says "You…": no line whose subject is your seat names you; and no line names its
    subject twice ("Walter gives a trophy to Walter")."""
    import random

    from h47_helpers import new_state, play_random
    names = ["Newbie", "Bette", "Cary", "Dana", "Errol"]
    for lang in ("en", "fr", "it"):
        narr = Narrator(Words(Translator(lang), names, 5, 0))
        said_about_you, twice = [], []

        def narrate(state, _action, events):
            for ev in events:
                said = narr.line(ev, TableView.from_state(state, 0)) if ev.visible(0) else None
                if said and said[1] == 0:
                    said_about_you.append((type(ev).__name__, said[0]))
                if said and said[1] is not None and 0 < said[1] < 5:    # "Walter ... Walter"
                    twice.extend([said[0]] if said[0].count(names[said[1]]) > 1 else [])
        for seed in range(6):
            play_random(new_state(5), random.Random(seed), narrate)
        about_you = len(said_about_you)
        named = [x for x in said_about_you if "Newbie" in x[1]]
        assert not named, (lang, named)
        assert not twice, (lang, twice[:3])     # a seat acting on itself says so
        assert about_you > 50, "lines about your seat were met"


def test_a_trophy_given_to_or_taken_from_you_says_you_in_every_language():
    """Issue 27: "Bette gives a trophy to Newbie" named the player where other lines say
    "you"; the same for a trophy the Director moves to or from the player."""
    from cinetable.games.hollywood1947 import events as E
    names = ["Newbie", "Bette", "Cary", "Dana", "Errol"]
    from h47_helpers import new_state
    view = TableView.from_state(new_state(5), 0)
    for lang in ("en", "fr", "it"):
        narr = Narrator(Words(Translator(lang), names, 5, 0))
        lines = [narr.line(ev, view)[0] for ev in (
            E.TrophyGiven(seat=1, source=-1, target=0), E.TrophyGiven(seat=1, source=2, target=0),
            E.TrophyGiven(seat=1, source=0, target=2), E.TrophyGiven(seat=0, source=2, target=0),
            E.TrophyGiven(seat=0, source=0, target=2))]
        assert not [x for x in lines if "Newbie" in x or "{" in x], (lang, lines)
        assert all("Bette" in x for x in lines[:3]) and all("Cary" in x for x in lines[1:]), lines
