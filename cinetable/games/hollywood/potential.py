"""Hollywood! bot heuristics, part 1: the potential of a tableau, `phi`, the points it
will likely be worth at the end (the model is described in heuristics.py), and the
per-card tables the valuations read."""
from __future__ import annotations

from cinetable.games.hollywood.cards import BLOCKBUSTER, FILM, STAR, load_cards
from cinetable.games.hollywood.layout import COLUMN_SLOTS, DEAL, FIRST, NSLOTS, STARS_PER_ROUND

CARDS = load_cards()
NG = len(CARDS.genres)
K_FILM, K_STAR, K_BLOCK = 0, 1, 2
_KIND = tuple({FILM: K_FILM, STAR: K_STAR, BLOCKBUSTER: K_BLOCK}[c.kind] for c in CARDS.cards)
_GENRE = tuple(c.genre for c in CARDS.cards)
_WEIGHT = tuple(c.weight for c in CARDS.cards)
_VALUE = tuple(c.value for c in CARDS.cards)
_COL_LEN = tuple(len(s) for s in COLUMN_SLOTS)

# ---- tuning (points): see heuristics.py for the rest ----------------------------
# Tuned by self-play (one variant against three of the others, 800 games a variant):
# valuing open projects as if 3.2 stars a round were shared (more than the ~2.6 claimed)
# won 30% instead of 25%; it stands for the film cards those projects will still gain.
STAR_SHARE = 3.2        # stars a round, shared by the players, expected for open projects
AMBITION = 0.9          # how likely the largest leftover project scores H7.3 before the end


class Context:
    """What a valuation needs to know about the game, computed once per decision."""

    __slots__ = ("final", "fstars", "vbar", "mult", "order_top_down")

    def __init__(self, view, rounds_after: int | None = None):
        n = view.n
        if rounds_after is None:
            rounds_after = rounds_after_current(view)
        self.final = rounds_after == 0
        self.fstars = rounds_after * STAR_SHARE / n
        stars = view.star_deck
        self.vbar = sum(map(_VALUE.__getitem__, stars)) / len(stars) if stars else 0.0
        self.mult = expected_multipliers(view, rounds_after) \
            if view.game.options.get("advanced_scoring") else None
        self.order_top_down = not view.game.options.get("prototype_order")


def rounds_after_current(view) -> int:
    """Rounds still to be dealt after the cards now on the table are handed out."""
    if view.phase in (FIRST, DEAL):
        return view.n - view.round
    return view.n - 1 - view.round


def expected_multipliers(view, rounds_after: int):
    """H9.1: Film cards of each genre removed by the end, expected."""
    removed = list(view.removed_films)
    laid = [0] * NG
    if any(s >= 0 for s in view.slots):     # this round's two unclaimed cards
        for c in view.slots:
            if c >= 0 and _KIND[c] == K_FILM:
                laid[_GENRE[c]] += 1
        for g in range(NG):
            removed[g] += 2 * laid[g] / NSLOTS
    deck = view.film_deck
    if deck and rounds_after:
        per_round = 2 * (NSLOTS - STARS_PER_ROUND) / NSLOTS
        for c in deck:
            if _KIND[c] == K_FILM:
                removed[_GENRE[c]] += rounds_after * per_round / len(deck)
    return tuple(removed)


# ---- tableau potential ---------------------------------------------------------------
# A tableau summary is a tuple (pw0, pw1, pw2, fv0, fv1, fv2, blockbusters): open project
# weights per genre, and finished-film points per genre before any H9.1 multiplier.

_W = _WEIGHT.__getitem__     # sum(map(_W, cards)): a C-level loop (searches sum a lot)


def summary(tableau) -> tuple:
    pw = [sum(map(_W, p)) for p in tableau.projects]
    fv = [0] * NG
    for star, g, films in tableau.films:
        fv[g] += sum(map(_W, films)) * _VALUE[star]
    return (*pw, *fv, len(tableau.blockbusters))


def phi(sm: tuple, ctx: Context) -> float:
    mult = ctx.mult
    pts = 2.0 * sm[6]
    if mult is None:
        pts += sm[3] + sm[4] + sm[5]
    else:
        pts += sm[3] * mult[0] + sm[4] * mult[1] + sm[5] * mult[2]
    w0, w1, w2 = sm[0], sm[1], sm[2]
    if ctx.final:                                      # exact H7.3, tie rule included
        a, b, c = sorted((w0, w1, w2), reverse=True)
        return pts + (a if a > b else 0)
    ws = [w for w in (w0, w1, w2) if w]
    if not ws:
        return pts
    if mult is None:
        ws.sort(reverse=True)
        keyed = [(w, w) for w in ws]
    else:
        keyed = sorted(((w * mult[g], w) for g, w in enumerate((w0, w1, w2)) if w),
                       reverse=True)
    s = ctx.fstars
    vbar = ctx.vbar
    best_left = 0.0
    for i, (wv, w) in enumerate(keyed):
        q = s - i
        q = 0.0 if q < 0.0 else (1.0 if q > 1.0 else q)
        pts += q * wv * vbar
        left = (1.0 - q) * w
        if left > best_left:
            best_left = left
    return pts + AMBITION * best_left


def finish_with_star(sm: tuple, g: int, value: int) -> tuple:
    lst = list(sm)
    lst[3 + g] += sm[g] * value
    lst[g] = 0
    return tuple(lst)


def receive(sm: tuple, card: int, ctx: Context) -> tuple:
    """The summary after receiving one card (H6); a star finishes the best project."""
    k = _KIND[card]
    if k == K_FILM:
        lst = list(sm)
        lst[_GENRE[card]] += _WEIGHT[card]
        return tuple(lst)
    if k == K_BLOCK:
        return sm[:6] + (sm[6] + 1,)
    v = _VALUE[card]
    best, best_val = sm, None                  # no open project: the star is lost (H6.4)
    for g in range(NG):
        if sm[g]:
            t = finish_with_star(sm, g, v)
            val = phi(t, ctx)
            if best_val is None or val > best_val:
                best, best_val = t, val
    return best


def receive_all(sm: tuple, cards, ctx: Context) -> tuple:
    for c in cards:
        sm = receive(sm, c, ctx)
    return sm
