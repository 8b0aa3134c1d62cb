"""Honest undo: take back a seat's last decision, never past something revealed to it.

Undo against bots goes back to just before the seat's last decision, taking back the
bot moves and chance actions after it. That is fair only if nothing the seat could not
know at that moment has been shown to it since: a card dealt to it or to the table, a
die, a peek, a bid flipped, a card another player had to hold to play it. Undoing past
such a moment would let a player try a move, look, and try another.

The test is the seat's observation, the only thing it is ever shown. An action reveals
something to `seat` when the seat's observation after it could have been different in
a world the seat could not tell apart from the real one before it:
- for a chance action: another outcome of the same chance event gives the seat another
  observation (a die, a card dealt face up or to the seat; a card dealt face down to
  someone else changes nothing it sees but a count, whatever the card);
- for any player's action: in a resampled world (`resample(seat)` before the action),
  the same action is not legal (it shows what a hand held) or leaves the seat another
  observation (it flips a face-down card, a peek).
The chance test tries every other outcome (up to ALTERNATIVES); the world test samples a
few worlds, enough for a card the seat could not place to land elsewhere in one of them.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from cinetable.engine.errors import IllegalActionError
from cinetable.engine.protocol import CHANCE
from cinetable.engine.timeline import Timeline

ALTERNATIVES = 64     # other chance outcomes tried per chance action (all, up to this)
WORLDS = 16           # resampled worlds tried per player action (stops at the first
                      # difference; 16 misses a 50:50 hidden card once in 65536)


@dataclass(frozen=True)
class UndoCheck:
    """Where an undo would go. `position` is the number of actions kept (None: no undo);
    `reason` says why not: "no_decision" or "revealed"; `revealed_by` is the seat (or
    CHANCE) whose action revealed something, `revealed_at` its index."""

    position: int | None
    reason: str = ""
    revealed_by: int | None = None
    revealed_at: int | None = None

    @property
    def allowed(self) -> bool:
        return self.position is not None


def _seen(state, seat: int) -> str:
    return json.dumps(state.observation(seat), sort_keys=True, default=str)


def _applied(state, action):
    """A clone of `state` after `action`, or None if the action is not legal there."""
    trial = state.clone()
    try:
        trial.apply_action(action)
    except (IllegalActionError, ValueError, KeyError, IndexError):
        return None
    return trial


def reveals(before, action, seat: int, rng: random.Random) -> bool:
    """Does applying `action` to `before` show `seat` something it could not know?"""
    after = _applied(before, action)
    if after is None:
        return True
    seen = _seen(after, seat)
    if before.current_player() == CHANCE:
        outcomes = [a for a, _ in before.chance_outcomes() if a != action]
        for other in rng.sample(outcomes, min(ALTERNATIVES, len(outcomes))):
            alt = _applied(before, other)
            if alt is not None and _seen(alt, seat) != seen:
                return True
        return False
    for _ in range(WORLDS):
        world = before.resample(seat, random.Random(rng.random()))
        alt = _applied(world, action)
        if alt is None or _seen(alt, seat) != seen:
            return True
    return False


def undo_check(timeline: Timeline, seat: int, rng: random.Random | None = None) -> UndoCheck:
    """Where `seat`'s undo would go now: just before its last decision (with more than one
    legal action), if no action from that decision on revealed anything to it."""
    rng = rng or random.Random(len(timeline))
    n = len(timeline)
    # walk back over the actions after the seat's last decision, newest first
    for k in range(n - 1, -1, -1):
        before = timeline.state_at(k)
        action = timeline.actions[k]
        mine = before.current_player() == seat
        if reveals(before, action, seat, rng):
            return UndoCheck(None, "revealed", before.current_player(), k)
        if mine and len(before.legal_actions()) > 1:
            return UndoCheck(k)
    return UndoCheck(None, "no_decision")
