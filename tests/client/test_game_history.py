"""A finished game is added to the history once, from the results scene's hook; a
damaged or unwritable history gives a note for the player."""
import json
import random

import pytest

from cinetable.client.game_history import record_finished_game
from cinetable.client.services import Translator
from cinetable.client.session import GameSession
from cinetable.persistence.history import load_history


def play_out(seats, folder, seed=3):
    s = GameSession.new("hollywood", len(seats), {}, seats, seed=seed, folder=folder)
    rng = random.Random(seed)
    while not s.state.is_terminal():
        s.run_bots_until_human()
        if s.human_to_move():
            s.apply(rng.choice(s.state.legal_actions()))
    s.flush()
    return s


@pytest.fixture
def history_file(tmp_path, monkeypatch):
    path = tmp_path / "history.json"
    monkeypatch.setenv("CINETABLE_HISTORY", str(path))
    return path


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    return play_out([("Ann", "human", None), ("Bo", "bot", "random"), ("Cy", "bot", "easy")], folder)


def test_a_finished_game_is_recorded_once_with_the_human_result(history_file, finished):
    assert record_finished_game(finished) is None
    assert record_finished_game(finished) is None          # the results scene shown again
    entries = load_history().entries
    assert len(entries) == 1
    e = entries[0]
    assert e["id"] == finished.record.id and e["game"] == "hollywood"
    ann = e["seats"][0]
    assert ann["kind"] == "human" and ann["score"] == finished.state.scores()[0]
    assert ann["won"] == (0 in finished.state.winners())
    assert [s["level"] for s in e["seats"][1:]] == ["random", "easy"]


def test_a_game_of_bots_only_is_not_recorded(history_file, tmp_path):
    s = play_out([("Bo", "bot", "random")] * 3, tmp_path)
    assert record_finished_game(s) is None and not history_file.exists()


def test_a_damaged_history_is_set_aside_and_the_note_names_the_copy(history_file, finished, tmp_path):
    history_file.write_text("[1, 2")
    note = record_finished_game(finished)
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_text() == "[1, 2"
    text = note.text(Translator("en"))
    assert aside[0].name in text and "history.json" in text
    assert [e["id"] for e in json.loads(history_file.read_text())["games"]] == [finished.record.id]


def test_an_unwritable_history_gives_a_note_and_the_game_goes_on(tmp_path, monkeypatch, finished):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("x")
    monkeypatch.setenv("CINETABLE_HISTORY", str(blocker / "history.json"))
    note = record_finished_game(finished)
    assert note is not None and note.key == "stats.not_recorded"
    assert note.text(Translator("fr")).startswith("Cette partie")
