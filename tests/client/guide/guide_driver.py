"""Following a guide as a player would: the move a step expects (for a step that takes
any move, what a normal bot would play in the player's seat)."""
from __future__ import annotations

import random

from cinetable.bots import make_bot
from cinetable.bots.base import choose_for_seat

_BOTS: dict = {}


def expected_move(step, state, seat: int = 0) -> str:
    legal = [str(a) for a in state.legal_actions()]
    if step.expect == ("*",):
        game = type(state).__module__.split(".")[2]
        bot = _BOTS.setdefault(game, make_bot("normal", game, seed=5))
        return str(choose_for_seat(state, seat, bot, random.Random(len(legal))))
    return next(a for a in legal if step.accepts(a))


def other_legal_move(step, state) -> str | None:
    """A legal move the step does not ask for (None when it takes any, or all fit)."""
    if step.expect == ("*",):
        return None
    return next((str(a) for a in state.legal_actions() if not step.accepts(str(a))), None)
