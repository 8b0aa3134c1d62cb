"""Protocol helpers shared by every game: chance sampling, all_moves, events, layering."""
import ast
import random
from pathlib import Path

import pytest

from cinetable.engine import CHANCE, TERMINAL, Event, IllegalActionError, load_game, sample_chance
from cinetable.games.hollywood import events as E

ROOT = Path(__file__).resolve().parents[2] / "cinetable"


def test_sample_chance_follows_the_probabilities():
    state = load_game("hollywood", 4).new_initial_state()
    rng = random.Random(1)
    counts = {}
    for _ in range(4000):
        a = sample_chance(state, rng)
        counts[str(a)] = counts.get(str(a), 0) + 1
    assert set(counts) == {"first P1", "first P2", "first P3", "first P4"}
    assert all(800 < c < 1200 for c in counts.values())


def test_sample_chance_is_reproducible_with_a_seed():
    state = load_game("hollywood", 3).new_initial_state()
    state.apply_action(state.parse_action("first P1"))
    a = [str(sample_chance(state, random.Random(9))) for _ in range(3)]
    assert len(set(a)) == 1


def test_all_moves_is_chance_outcomes_or_legal_actions():
    state = load_game("hollywood", 3).new_initial_state()
    assert state.current_player() == CHANCE
    assert state.all_moves() == [a for a, _ in state.chance_outcomes()]
    assert state.legal_actions() == []


def test_errors_are_value_errors():
    assert issubclass(IllegalActionError, ValueError)
    state = load_game("hollywood", 3).new_initial_state()
    with pytest.raises(ValueError):
        state.parse_action("nonsense")


def test_event_kind_visibility_and_dict():
    e = E.TokenPlaced(1, "B", 7, ((0, 7, 6),))
    assert e.kind == "TokenPlaced"
    assert e.visible(None) and e.visible(3)
    assert e.to_dict() == {"kind": "TokenPlaced", "seat": 1, "column": "B", "slot": 7,
                           "pushed": ((0, 7, 6),)}
    with pytest.raises(AttributeError):
        e.seat = 2                                  # events are frozen


def test_event_with_secret_is_seen_only_by_its_seats():
    from dataclasses import dataclass

    @dataclass(frozen=True, slots=True)
    class CardDrawn(Event):
        card: str
        visible_to: tuple

    e = CardDrawn("h07", (2,))
    assert e.visible(2) and not e.visible(1) and not e.visible(None)


def test_terminal_constant_differs_from_chance_and_seats():
    assert CHANCE < 0 and TERMINAL < 0 and CHANCE != TERMINAL


@pytest.mark.parametrize("package", ["engine", "games", "bots", "persistence"])
def test_rules_layers_never_import_pygame(package):
    for path in (ROOT / package).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] in ("pygame", "pygame_gui") for n in names), path


def test_rules_layers_use_no_pickle_eval_or_exec():
    for package in ("engine", "games"):
        for path in (ROOT / package).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    assert all(a.name != "pickle" for a in node.names), path
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                    assert node.func.id not in ("eval", "exec"), path
