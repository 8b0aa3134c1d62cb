"""What a game's setup fixes, built once per setup and shared by its states through their
game object (`game.fx`: never one of a state's fields, which a seat's network frame and a
save name one by one): the actions that name its seats, dice and Jobs; and the events,
built once per distinct fields. Actions and events are immutable, so sharing them changes
nothing; a frozen dataclass costs more to build than the rest of a common action."""
from __future__ import annotations

from functools import cache
from typing import Any

from cinetable.games.hollywood1947 import actions as A
from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.info import parse_cut

GHOSTS = {1: 3, 2: 2, 3: 1}                                                      # W5.5

_ID = A.CARD_ID


class Memo(dict):
    """memo[args]: build(*args), built on the first ask only."""
    __slots__ = ("build",)

    def __init__(self, build):
        super().__init__()
        self.build = build

    def __missing__(self, key):
        e = self[key] = self.build(*key)
        return e


# a card drawn into a hand: the public count and the drawer's secret, by seat (and card)
DRAWN = tuple(E.CardsDrawn(p, 1, "hand") for p in range(9))
SEEN_DRAWN = tuple(tuple(E.CardSeen(p, _ID[c], "drawn", (p,)) for c in range(A.NC))
                   for p in range(9))
TURN_STARTED = tuple(E.TurnStarted(p) for p in range(9))
PASSED = tuple(E.Passed(p) for p in range(9))
DIE_TASK = tuple(("die", d) for d in range(9 + 3))
# the events of the other common actions, by their fields (a card by its index)
JOB_DEALT = Memo(E.JobDealt)
LOYALTY_DEALT = Memo(lambda p, k: E.LoyaltyDealt(p, A.LOYALTIES[k], (p,)))
JOB_USED = Memo(E.JobUsed)
JOBS_SWAPPED = Memo(E.JobsSwapped)
TROPHY_GIVEN = Memo(E.TrophyGiven)
CARD_ADDED = Memo(E.CardAdded)
ADDED_SECRET = Memo(lambda p, c: E.CardAddedSecret(p, _ID[c], (p,)))
DISCARDED = Memo(E.CardsDiscarded)
DISCARDED_ONE = Memo(lambda p, c: E.CardsDiscardedSecret(p, (_ID[c],), (p,)))
CARDS_DRAWN = Memo(E.CardsDrawn)
CARD_SEEN = Memo(lambda p, c, why: E.CardSeen(p, _ID[c], why, (p,)))
POSTER_REVEALED = Memo(lambda i, by: E.PosterRevealed(A.POSTER_ID[i], by))
EDITOR_CHOSE = Memo(E.EditorChose)
RANDOM_DISCARD = Memo(E.RandomDiscard)
ROUND_STARTED = Memo(E.RoundStarted)           # (round, turn order): a few hundred
POSTER_REMOVED = Memo(E.PosterRemoved)
POSTER_REMOVED_ID = Memo(lambda p, i: E.PosterRemovedId(p, A.POSTER_ID[i], (p,)))
# SWAP_TO[own][c]: give Job own, take Job c (own != c)
SWAP_TO: tuple[tuple[Any, ...], ...] = tuple(tuple(A.SWAP.get((a, b)) for b in range(9))
                                             for a in range(9))


class Tables:
    __slots__ = ("setup", "give", "move", "target", "reroll", "produce", "die_rolled",
                 "reroll_chosen")

    def __init__(self, n: int, ghosts: int, dice: int, inplay: tuple):
        self.setup = (n, ghosts, dice, inplay)
        self.give, self.move, self.target, self.reroll = A.seat_tables(n, ghosts, dice)
        # the Producer's swaps: every pair of Jobs in play (a Cut Job never returns)
        self.produce = tuple(A.PRODUCE[(a, b)] for i, a in enumerate(inplay)
                             for b in inplay[i + 1:])
        names = [A.die_name(n, d) for d in range(dice)]
        self.die_rolled = tuple((E.DieRolled(d, names[d], False), E.DieRolled(d, names[d], True))
                                for d in range(dice))
        self.reroll_chosen = tuple(tuple(E.RerollChosen(p, d, names[d]) for d in range(dice))
                                   for p in range(n))


    def __reduce__(self):
        # a pickled state (a bot pool's worker) gets that process's shared tables, whose
        # actions are the ones parse_action and the bots compare by identity
        return tables, self.setup


def setup_tables(n: int, options: dict) -> Tables:
    """The tables of an n-player game with these options (its Jobs in play: W5.1, W6)."""
    small = n <= 3
    ghosts = GHOSTS.get(n, 0)
    out = set(parse_cut(options.get("cut", "none")))
    if small:
        out.add(A.PRODUCER)
    return tables(n, ghosts, (2 * n if small else n) + ghosts,
                  tuple(j for j in range(9) if j not in out))


@cache
def tables(n: int, ghosts: int, dice: int, inplay: tuple) -> Tables:
    return Tables(n, ghosts, dice, inplay)
