"""The contract suite fails a game that breaks the contract: each check below is shown a
game broken on purpose (a leak, a shared clone, a resample that forgets, a notation
that does not parse back) and must refuse it."""
from __future__ import annotations

import pytest
from contract_checks import play_checked

from cinetable.engine.events import Event
from cinetable.games.poker.state import PokerState


def test_a_secret_event_shown_to_everybody_fails(monkeypatch):
    monkeypatch.setattr(Event, "visible", lambda self, seat: True)
    with pytest.raises(AssertionError, match="chance drew"):
        play_checked("poker", 4, {}, seed=1)


def test_a_clone_sharing_the_original_fails(monkeypatch):
    monkeypatch.setattr(PokerState, "clone", lambda self: self)
    with pytest.raises(AssertionError, match="clone|save → load"):  # the copy kept is the played one
        play_checked("poker", 3, {}, seed=1)


def test_a_resample_that_forgets_what_the_seat_saw_fails(monkeypatch):
    from cinetable.engine import load_game
    monkeypatch.setattr(PokerState, "resample",
                        lambda self, seat, rng: load_game("poker", self.n).new_initial_state())
    with pytest.raises(AssertionError, match="resample"):
        play_checked("poker", 3, {}, seed=1)


def test_a_notation_that_does_not_parse_back_fails(monkeypatch):
    original = PokerState.parse_action
    monkeypatch.setattr(PokerState, "parse_action",
                        lambda self, text: original(self, text.replace("deal 7", "deal 8")))
    with pytest.raises(AssertionError, match="round-trip"):
        play_checked("poker", 3, {}, seed=1)
