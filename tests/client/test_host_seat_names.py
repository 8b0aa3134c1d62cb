"""A network host's default seat names ("Seat 2", "Bot 3") are shown in the player's
language, a chosen name as it is."""
from __future__ import annotations

from cinetable.client.services import Translator
from cinetable.client.table.seats import display_names
from cinetable.persistence.records import Seat


def test_a_hosts_default_seat_names_are_shown_in_the_players_language():
    seats = [Seat("Ana"), Seat("Seat 2"), Seat("Bot 3", "bot", "normal")]
    assert display_names(seats, Translator("fr")) == ["Ana", "Place 2", "Robot 3"]
    assert display_names(seats, Translator("it")) == ["Ana", "Posto 2", "Bot 3"]
    assert display_names(seats, Translator("en")) == ["Ana", "Seat 2", "Bot 3"]


def test_a_seat_named_seat_of_another_number_keeps_its_name():
    seats = [Seat("Ana"), Seat("Seat 7")]
    assert display_names(seats, Translator("fr")) == ["Ana", "Seat 7"]
