"""Hollywood 1947 actions: interned value objects that round-trip through notation.

Decisions                                   Chance (one random event = one action)
    pass                                        job 4            deal Job 4 (Gaffer)
    screenwriter / gaffer / composer / editor   loyalty communist
    producer 3<>8    swap Jobs 3 and 8          card com7        the drawn card
    director P2 / director P1>G2                poster western   a poster drawn
    cinematographer P3 / actress P2 / actor P1  die star / die blank
    swap 4>6         give Job 4, take Job 6     pick neutral3    a random poster card
    reroll P2 / reroll P1b / reroll G1          (looked at, or discarded)
    stop  end  peek  done  keep tokens  discard it  put back
    keep western  add pat3  spend pat3  discard pat3
Seats are P1..P9, ghosts G1..G3; in a game of 1-3 players each seat's dice are a and b.
"""
from __future__ import annotations

from functools import cache

from cinetable.engine.actions import Action  # noqa: F401  (re-exported: A.Action)
from cinetable.games.hollywood1947.cards import load_components

COMP = load_components()
JOB_IDS = tuple(j.id for j in COMP.jobs)
LOYALTIES = ("patriot", "communist", "star")
SCREENWRITER, PRODUCER, DIRECTOR, GAFFER, CINEMATOGRAPHER, ACTRESS, ACTOR, COMPOSER, EDITOR = range(9)


def _table(kind, args, fmt):
    return tuple(Action(kind, a, fmt(a)) for a in args)


NC, NP = len(COMP.cards), len(COMP.posters)
CARD_ID = tuple(c.id for c in COMP.cards)
POSTER_ID = tuple(p.id for p in COMP.posters)

# chance
JOB_DEAL = _table("job", range(9), lambda j: f"job {j + 1}")
LOYAL = _table("loyalty", range(3), lambda k: f"loyalty {LOYALTIES[k]}")
CARD = _table("card", range(NC), lambda c: f"card {CARD_ID[c]}")
POSTER = _table("poster", range(NP), lambda i: f"poster {POSTER_ID[i]}")
DIE = (Action("die", 0, "die blank"), Action("die", 1, "die star"))
PICK = _table("pick", range(NC), lambda c: f"pick {CARD_ID[c]}")

# decisions without a holder or die in them
PASS = Action("pass", None, "pass")
STOP = Action("stop", None, "stop")
END = Action("end", None, "end")
PEEK = Action("peek", None, "peek")
DONE = Action("done", None, "done")
KEEP_TOKENS = Action("keep", None, "keep tokens")
EDIT_DISCARD = Action("edit", True, "discard it")
EDIT_RETURN = Action("edit", False, "put back")
USE_SIMPLE = {SCREENWRITER: Action("use", (SCREENWRITER,), "screenwriter"),
              GAFFER: Action("use", (GAFFER,), "gaffer"),
              COMPOSER: Action("use", (COMPOSER,), "composer"),
              EDITOR: Action("use", (EDITOR,), "editor")}
PRODUCE = {(a, b): Action("use", (PRODUCER, a, b), f"producer {a + 1}<>{b + 1}")
           for a in range(9) for b in range(a + 1, 9)}
SWAP = {(a, b): Action("swap", (a, b), f"swap {a + 1}>{b + 1}")
        for a in range(9) for b in range(9) if a != b}
KEEP_POSTER = _table("keep", range(NP), lambda i: f"keep {POSTER_ID[i]}")
ADD = _table("add", range(NC), lambda c: f"add {CARD_ID[c]}")
SPEND = _table("spend", range(NC), lambda c: f"spend {CARD_ID[c]}")
DISCARD = _table("discard", range(NC), lambda c: f"discard {CARD_ID[c]}")


def holder_name(n: int, h: int) -> str:
    return f"P{h + 1}" if h < n else f"G{h - n + 1}"


def die_name(n: int, d: int) -> str:
    players = 2 * n if n <= 3 else n
    if d >= players:
        return f"G{d - players + 1}"
    return f"P{d // 2 + 1}{'ab'[d % 2]}" if n <= 3 else f"P{d + 1}"


@cache
def seat_tables(n: int, ghosts: int, dice: int):
    """Actions that name seats, ghosts or dice, for an n-player game."""
    holders = n + ghosts
    hn = [holder_name(n, h) for h in range(holders)]
    give = tuple(Action("use", (DIRECTOR, -1, h), f"director {hn[h]}") for h in range(holders))
    move = {(a, b): Action("use", (DIRECTOR, a, b), f"director {hn[a]}>{hn[b]}")
            for a in range(holders) for b in range(holders) if a != b}
    target = {j: tuple(Action("use", (j, p), f"{JOB_IDS[j]} P{p + 1}") for p in range(n))
              for j in (CINEMATOGRAPHER, ACTRESS, ACTOR)}
    reroll = tuple(Action("reroll", d, f"reroll {die_name(n, d)}") for d in range(dice))
    return give, move, target, reroll


ALL_FIXED = (*JOB_DEAL, *LOYAL, *CARD, *POSTER, *DIE, *PICK, PASS, STOP, END, PEEK, DONE,
             KEEP_TOKENS, EDIT_DISCARD, EDIT_RETURN, *USE_SIMPLE.values(), *PRODUCE.values(),
             *SWAP.values(), *KEEP_POSTER, *ADD, *SPEND, *DISCARD)


@cache
def by_text(n: int, ghosts: int, dice: int) -> dict:
    give, move, target, reroll = seat_tables(n, ghosts, dice)
    acts = (*ALL_FIXED, *give, *move.values(), *(a for t in target.values() for a in t), *reroll)
    out = {a.text.lower(): a for a in acts}
    for (a, b), act in PRODUCE.items():             # either order names the same swap
        out[f"producer {b + 1}<>{a + 1}"] = act
    return out


def lookup(text: str, n: int, ghosts: int, dice: int):
    key = " ".join(str(text).split()).lower()
    return by_text(n, ghosts, dice).get(key)
