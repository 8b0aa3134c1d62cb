"""Legal plays (P5.2, P5.3, P3) from precomputed tables, and why an action is illegal.

A hand is a list of counts by value (14 = Double). Leads and follows are looked up by
(value, naturals held, Doubles held[, set size]): legal_actions runs at every decision
of every playout, so it only concatenates ready-made tuples."""
from __future__ import annotations

from cinetable.games.poker import actions as A
from cinetable.games.poker.cards import DOUBLE, NVALUES, value_name

PLAY = A.PLAY
MAXN, MAXD = A.MAX_NATURALS, A.MAX_DOUBLES

# LEAD[v][naturals][doubles]: every set of value v (at least one natural, P3.1)
LEAD = [[[tuple(PLAY[v][k][j] for k in range(1, c + 1) for j in range(d + 1))
          for d in range(MAXD + 1)] for c in range(MAXN + 1)] if v < DOUBLE else None
        for v in range(DOUBLE)]
# Doubles-only sets (P3.2) by Doubles held
LEAD_D = [tuple(PLAY[DOUBLE][0][j] for j in range(1, d + 1)) for d in range(MAXD + 1)]
# FOLLOW[v][naturals][doubles][size]
FOLLOW = [[[[tuple(PLAY[v][k][m - k] for k in range(max(1, m - d), min(c, m) + 1))
             for m in range(MAXN + MAXD + 1)] for d in range(MAXD + 1)] for c in range(MAXN + 1)]
          if 0 < v < DOUBLE else None for v in range(DOUBLE)]


def lead_actions(hand) -> list:
    d = hand[DOUBLE]
    out: list = []
    for v in range(1, DOUBLE):
        c = hand[v]
        if c:
            out += LEAD[v][c][d]
    out += LEAD_D[d]
    return out


def follow_actions(hand, last_value: int, size: int) -> list:
    d = hand[DOUBLE]
    out = [A.PASS]
    for v in range(last_value + 1, DOUBLE):
        c = hand[v]
        if c:
            out += FOLLOW[v][c][d][size]
    if d >= size and last_value < DOUBLE and size <= MAXD:
        out.append(PLAY[DOUBLE][0][size])
    return out


def _cards_text(values) -> str:
    return " ".join(value_name(v) for v in values)


def why_illegal(state, action) -> str:
    """A sentence for the player saying why `action` cannot be played now."""
    from cinetable.games.poker.phases import DEAL, EXCH_DECIDE, EXCH_GIVE, LEADER, OVER
    kind = getattr(action, "kind", None)
    if kind is None:
        return f"{action!r} is not a Hollywood Poker action"
    ph = state.phase
    if ph == OVER:
        return "The game is over"
    if kind in ("deal", "leader"):
        if ph == DEAL and kind == "deal":
            return f"No {value_name(action.value)} is left to deal"
        if ph == LEADER and kind == "leader":
            return f"There is no seat P{action.value + 1} in a {state.n}-player game"
        return "Cards are dealt and the leader drawn only at the start of a deal"
    if ph in (DEAL, LEADER):
        return "Wait: the cards are being dealt"
    if ph == EXCH_DECIDE:
        return "First say whether you take the exchange or waive it"
    if ph == EXCH_GIVE:
        if kind == "give":
            return f"You hold no {value_name(action.value)} to give back"
        return f"Give back {state.give_left} more card(s) first"
    if kind in ("exchange", "waive", "give"):
        return "The exchange is over: play or pass"
    if kind == "pass":
        return "The leader cannot pass: play one or more cards of one value"
    hand = state.hands[state.to_move]
    if action.value != DOUBLE and hand[action.value] < action.nat:
        return f"You hold only {hand[action.value]} card(s) of value {action.value}"
    if hand[DOUBLE] < action.dbl:
        return f"You hold only {hand[DOUBLE]} Double(s)"
    if state.last_count and action.count != state.last_count:
        return f"Play exactly {state.last_count} card(s), as many as the leader"
    if state.last_count and action.value <= state.last_value:
        return (f"Play higher than {value_name(state.last_value)}: "
                f"{_cards_text(action.cards())} does not beat it")
    return f"'{action}' is not legal now"
