"""The engine's fast paths play the same game as the full ones, step by step, in seeded
random games of every game: a quiet apply (no events built) leaves the state apply_action
leaves, a chance sampled without the outcome list is one the list offers, and Festival de
Cannes's bid table lists the bids its notation names, in the same order."""
from __future__ import annotations

import random

import pytest

from cinetable.engine import CHANCE, TERMINAL, load_game
from cinetable.engine.actions import Action
from cinetable.engine.protocol import pick_outcome
from cinetable.engine.registry import GAME_IDS, definition
from cinetable.games.cannes import actions as CA
from cinetable.games.cannes.flow import P as CP

GAMES = sorted(GAME_IDS)


class _Replay(random.Random):
    """Gives the one draw it was made with, for sample_outcome."""

    def __init__(self, r: float):
        super().__init__(0)
        self.r = r

    def random(self) -> float:
        return self.r


def _fields(obj) -> dict:
    """Every field of a state (slots along the classes, and a __dict__ if any), but the
    game and the legal-list memos a query may fill; objects in it compared field by field."""
    names = {n for cls in type(obj).__mro__ for n in getattr(cls, "__slots__", ())}
    out = {n: getattr(obj, n) for n in names if hasattr(obj, n)}
    out.update(getattr(obj, "__dict__", {}))
    return {n: _plain(v) for n, v in out.items() if n not in ("game", "_legal", "__weakref__")}


def _plain(v):
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if v is None or isinstance(v, (bool, int, float, str, frozenset, Action)):
        return v
    return type(v).__name__, _fields(v)


def _view(state) -> tuple:
    p = state.current_player()
    moves = ([(str(a), q) for a, q in state.chance_outcomes()] if p == CHANCE else
             [] if p == TERMINAL else [str(a) for a in state.legal_actions()])
    return p, moves, [state.observation(q) for q in range(state.game.num_players)], \
        state.returns()


def _cannes_reference_legal(state) -> list:
    """The bids a Cannes seat may lay, from the rules and the notation alone."""
    p = state.to_move
    out = [CA.DONE]
    for lot, b in enumerate(state.bids):
        if all(s != p for s, _c in b):
            out += [CA.lookup(f"bid lot{lot + 1} {c * CA.STEP}") for c in sorted(state.hands[p])]
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_fast_paths_play_the_same_game_as_the_full_ones(game_id):
    game = load_game(game_id, definition(game_id).usual_players)
    rng = random.Random(f"fast-paths:{game_id}")
    steps = 0
    for _ in range(6):
        full = game.new_initial_state()
        quiet = full.clone() if hasattr(full, "apply_quiet") else None
        while (p := full.current_player()) != TERMINAL:
            if p == CHANCE:
                r = rng.random()
                a = full.sample_outcome(_Replay(r)) if hasattr(full, "sample_outcome") \
                    else pick_outcome(full.chance_outcomes(), r)
                assert a in [o for o, q in full.chance_outcomes() if q > 0]
            else:
                legal = full.legal_actions()
                if game_id == "cannes" and full.phase == CP.BID:
                    assert legal == _cannes_reference_legal(full)
                a = legal[rng.randrange(len(legal))]
            full.apply_action(a)
            if quiet is not None:
                quiet.apply_quiet(a)
                assert _view(quiet) == _view(full)
                assert _fields(quiet) == _fields(full)
            steps += 1
    assert steps > 300
