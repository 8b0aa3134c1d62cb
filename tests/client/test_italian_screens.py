"""No English left on an Italian screen: every string the app renders while a player goes
through every scene and plays every game to its results in Italian is recorded (each
font render and each pygame-gui widget's text) and checked against the English table.

A rendered string fails when it is an English string of en/ that differs from its it/
value (filled in or not), or when it holds a word that only the English table uses.
Names are not words of a language: the cards' titles and the stars' names of the games'
data files, and the players' names, are taken out before the check."""
from __future__ import annotations

import random
import re

import pygame
import pytest
import tomli
from shell_helpers import frames

from cinetable.client.services import _load_locale
from cinetable.engine.assets import asset_path

pytestmark = pytest.mark.gui

WORD = re.compile(r"[A-Za-zÀ-ÿ']{3,}")
FIELD = re.compile(r"\{[^{}]*\}")
PLAYERS = {"hollywood": 3, "poker": 4, "hollywood1947": 5, "cannes": 4}


def words(text: str) -> set:
    return {w.lower().strip("'") for w in WORD.findall(FIELD.sub(" ", text))}


def data_names() -> list[str]:
    """The proper names of the games' data files, longest first: Hollywood!'s film titles,
    blockbusters and stars, Festival de Cannes' screenplays and stars. (Genres, scenes,
    posters, Jobs and special cards are words, translated in the string tables.)"""
    def load(game):
        with open(asset_path("games", f"{game}.toml"), "rb") as f:
            return tomli.load(f)
    hollywood, cannes = load("hollywood"), load("cannes")
    names = [s["name"] for s in hollywood["stars"]]
    names += [b["name"] for b in hollywood["blockbusters"]]
    names += [title for titles in hollywood["films"].values() for title in titles]
    names += cannes["women"] + cannes["men"] + [s["name"] for s in cannes["screenplays"]]
    assert len(names) > 60
    return sorted(set(names), key=len, reverse=True)


class EnglishCheck:
    """Finds rendered strings that are English in an Italian app."""

    def __init__(self, names=()):
        en, it = _load_locale("en"), _load_locale("it")
        changed = {k: v for k, v in en.items() if v != it.get(k) and k != "bots.names"}
        italian = set().union(*(words(v) for v in it.values()))
        self.vocabulary = set().union(*(words(v) for v in changed.values())) - italian
        self.templates = []
        said_in_italian = {v.casefold() for v in it.values()}   # "Scene": a plural of scena
        for text in set(changed.values()):
            literal = FIELD.sub("", text)
            if sum(c.isalpha() for c in literal) >= 3 and text.casefold() not in said_in_italian:
                parts = [re.escape(p) for p in FIELD.split(text)]
                self.templates.append(re.compile("(?s)" + ".+?".join(parts), re.IGNORECASE))
        self.names = [n for n in (*names, *data_names()) if n]
        split = [n.split() for n in self.names]
        self.heads = {" ".join(p[:k]) for p in split for k in range(1, len(p))}
        self.tails = {" ".join(p[k:]) for p in split for k in range(1, len(p))}
        # a name on three lines or more: its middle words make a line of their own
        self.middles = {" ".join(p[i:j]) for p in split for i in range(1, len(p))
                        for j in range(i + 1, len(p))}

    def _without_names(self, text: str) -> str:
        if text.strip() in self.middles:
            return " "
        for name in self.names:
            text = text.replace(name, " ").replace(name.upper(), " ")
        # a name cut by line wrapping: its first words end a line, its last words start one
        # (the longest such piece goes, whichever name it belongs to)
        ends = [h for h in self.heads if text.endswith(h)
                and (len(text) == len(h) or text[-len(h) - 1] == " ")]
        if ends:
            text = text[:-max(map(len, ends))]
        starts = [t for t in self.tails if text.startswith(t)
                  and (len(text) == len(t) or text[len(t)] == " ")]
        if starts:
            text = text[max(map(len, starts)):]
        return text

    def problems(self, text: str) -> list[str]:
        left = self._without_names(text)
        if not left.strip():
            return []
        if any(t.fullmatch(text) for t in self.templates):
            return ["an English string of en/"]
        found = words(left) & self.vocabulary
        return [f"English words {sorted(found)}"] if found else []


def test_the_check_finds_english_and_lets_italian_and_names_through():
    check = EnglishCheck(names=["Bot1"])
    assert check.problems("Your turn: place a reel — click a column or press 1–4")
    assert check.problems("Bot1 places a reel on The Last Heist (column 2)")   # filled in
    assert check.problems("YOUR STUDIO CARDS")                               # upper-cased
    assert check.problems("the first player is")                            # a wrapped piece
    assert not check.problems("Tocca a te: piazza una Bobina — clicca una colonna o premi 1–4")
    assert not check.problems("Bot1 riceve The Last Heist (progetto Azione: 1 carta)")
    assert not check.problems("Piazzi una Bobina su Gone With the")          # a title, wrapped
    assert not check.problems("Veronica Lake-Shore ★★★")
    assert not check.problems("The Harbour")                 # "The Harbour Café", wrapped
    assert not check.problems("Scene")                       # Italian too (plural of scena)


class Recorder:
    """Every string rendered with a pygame font, and every pygame-gui widget's text."""

    def __init__(self, app, monkeypatch):
        self.seen: dict[str, str] = {}
        self.where = "start"
        recorder = self

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):
                if isinstance(text, str):
                    recorder.seen.setdefault(text, recorder.where)
                return super().render(text, *args, **kwargs)

        monkeypatch.setattr(pygame.font, "Font", RecordingFont)
        app.fonts._cache.clear()
        self.app = app

    def frames(self, n: int = 2) -> None:
        for _ in range(n):
            frames(self.app, 1)
            for element in self.app.ui.get_sprite_group().sprites():
                for attr in ("text", "html_text"):
                    value = getattr(element, attr, None)
                    if isinstance(value, str) and value:
                        self.seen.setdefault(value, self.where)


def play_to_the_results(rec: Recorder, game_id: str) -> None:
    """A human seat playing random legal moves against easy bots, the mouse wandering
    over the table now and then (tooltips), until the results scene shows."""
    from cinetable.client.scenes.pause import PauseScene
    from cinetable.client.scenes.results import ResultsScene
    from cinetable.client.session import GameSession
    from cinetable.client.tables import open_table
    app = rec.app
    app.settings["animation_speed"] = "instant"
    n = PLAYERS[game_id]
    seats = [("Tu", "human")] + [(f"Bot{i}", "bot", "easy") for i in range(1, n)]
    session = GameSession.new(game_id, n, {}, seats, seed=11, bot_time_budget=0.01)
    scene = open_table(app, session)
    rec.frames(2)
    app.scenes.push(PauseScene(app, session))
    rec.frames(2)
    app.scenes.pop()
    rng = random.Random(3)
    for step in range(20_000):
        if app.scenes.top is not scene:
            break
        if step % 5 == 0:
            pos = (rng.randrange(1280), rng.randrange(800))
            pygame.mouse.set_pos(pos)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
        if scene.human_can_act():
            scene.act(rng.choice(session.state.legal_actions()))
        elif session.state.is_terminal() and not scene.queue.busy and step % 30 == 0:
            # a final board that stays until read (the Cannes jury): the player goes on
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                 mod=0, unicode="\r", scancode=0))
        rec.frames(1)
    assert isinstance(app.scenes.top, ResultsScene), game_id
    rec.frames(3)


def tour(rec: Recorder, language: str) -> dict[str, str]:
    """Every scene in `language`, each game played to its results; the strings rendered
    (text -> where it was first seen)."""
    from cinetable.client.scenes.load import LoadScene
    from cinetable.client.scenes.new_game import NewGameScene
    from cinetable.client.scenes.rules import RulesScene
    from cinetable.client.scenes.settings import SettingsScene
    from cinetable.client.scenes.statistics import StatisticsScene
    from cinetable.client.scenes.title import TitleScene
    app = rec.app
    rec.seen = {}
    app.set_language(language)
    app.scenes.clear_to(TitleScene(app))
    rec.frames(3)
    for game in PLAYERS:
        rec.where = f"{game} table"
        play_to_the_results(rec, game)
        app.scenes.clear_to(TitleScene(app))
        rec.where = f"{game} rules"
        app.scenes.push(RulesScene(app, game))
        rec.frames(3)
        app.scenes.pop()
    # the menus after the games: Load lists the autosaves, Statistics the finished games
    rec.where = "new game"
    scene = NewGameScene(app)
    app.scenes.push(scene)
    for game in PLAYERS:
        scene._set_game(game)
        rec.frames(2)
    app.scenes.pop()
    for cls in (LoadScene, SettingsScene, StatisticsScene):
        rec.where = cls.__name__
        app.scenes.push(cls(app))
        rec.frames(3)
        app.scenes.pop()
    for game in PLAYERS:
        rec.where = f"{game} statistics"
        app.scenes.push(StatisticsScene(app, game))
        rec.frames(3)
        app.scenes.pop()
    rec.frames(2)
    assert len(rec.seen) > 500            # the check saw the screens, not a blank window
    return rec.seen


NAMES = ["Tu", "You"] + [f"Bot{i}" for i in range(1, 9)]
# shown the same in every language on purpose: each language's name in itself (Settings)
# and the app's name
SAME_IN_EVERY_LANGUAGE = {"English", "Français", "Italiano", "cinetable"}


def test_no_english_is_left_on_any_italian_scene(app, monkeypatch):
    """Two checks. The Italian screens hold no English string or word of en/. And a
    string the English and the Italian tours (same games, same seeds) both rendered holds
    no word the Italian tables do not use: text written in the code or taken from a data
    file, untranslated, shows up here even when en/ does not have it."""
    rec = Recorder(app, monkeypatch)
    english = dict(tour(rec, "en"))
    italian = tour(rec, "it")

    check = EnglishCheck(names=NAMES)
    found = {text: (italian[text], why) for text in italian
             if (why := check.problems(text))}
    assert not found, "\n".join(f"{where}: {text!r} ({why})"
                                for text, (where, why) in sorted(found.items()))

    italian_words = set().union(*(words(v) for v in _load_locale("it").values()))
    untranslated = {}
    for text in set(english) & set(italian):
        left = check._without_names(text).strip()
        if text in SAME_IN_EVERY_LANGUAGE or any(left in name for name in check.names):
            continue                        # a piece of a title cut by line wrapping
        if strange := words(left) - italian_words:
            untranslated[text] = (italian[text], sorted(strange))
    assert not untranslated, "\n".join(f"{where}: {text!r} {w}"
                                       for text, (where, w) in sorted(untranslated.items()))
