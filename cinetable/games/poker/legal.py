"""Legal plays (P5.2, P5.3, P3) from precomputed tables, and why an action is illegal.

A hand is a list of counts by value (14 = Double). Leads and follows are looked up by
(value, naturals held, Doubles held[, set size]): legal_actions runs at every decision
of every playout, so it only concatenates ready-made tuples."""
from __future__ import annotations

from cinetable.engine.errors import Refusal as R
from cinetable.games.poker import actions as A
from cinetable.games.poker.cards import DOUBLE, value_name

play = A.play
MAXN, MAXD = A.MAX_NATURALS, A.MAX_DOUBLES

# LEAD[v][naturals][doubles]: every set of value v (at least one natural, P3.1); v >= 1
LEAD = [[[tuple(play(v, k, j) for k in range(1, c + 1) for j in range(d + 1))
          for d in range(MAXD + 1)] for c in range(MAXN + 1)] if v else []
        for v in range(DOUBLE)]
# Doubles-only sets (P3.2) by Doubles held
LEAD_D = [tuple(play(DOUBLE, 0, j) for j in range(1, d + 1)) for d in range(MAXD + 1)]
# FOLLOW[v][naturals][doubles][size]
FOLLOW = [[[[tuple(play(v, k, m - k) for k in range(max(1, m - d), min(c, m) + 1))
             for m in range(MAXN + MAXD + 1)] for d in range(MAXD + 1)] for c in range(MAXN + 1)]
          if v else [] for v in range(DOUBLE)]


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
        out.append(LEAD_D[size][-1])                # the set of `size` Doubles
    return out


def _cards_text(values) -> str:
    return " ".join(value_name(v) for v in values)


def why_illegal(state, action) -> str:
    """A sentence for the player saying why `action` cannot be played now."""
    from cinetable.games.poker.phases import DEAL, EXCH_DECIDE, EXCH_GIVE, LEADER, OVER
    kind = getattr(action, "kind", None)
    if kind is None:
        return R(f"{action!r} is not a Hollywood Poker action", "poker.unknown",
                 text=repr(action))
    ph = state.phase
    if ph == OVER:
        return R("The game is over", "common.game_over")
    if kind in ("deal", "leader"):
        if ph == DEAL and kind == "deal":
            v = value_name(action.value)
            return R(f"No {v} is left to deal", "poker.none_to_deal", value=v)
        if ph == LEADER and kind == "leader":
            return R(f"There is no seat P{action.value + 1} in a {state.n}-player game",
                     "common.no_seat", seat=action.value + 1, players=state.n)
        return R("Cards are dealt and the leader drawn only at the start of a deal",
                 "poker.deal_at_start")
    if ph in (DEAL, LEADER):
        return R("Wait: the cards are being dealt", "common.wait_dealing")
    if ph == EXCH_DECIDE:
        return R("First say whether you take the exchange or waive it", "poker.decide_first")
    if ph == EXCH_GIVE:
        if kind == "give":
            v = value_name(action.value)
            return R(f"You hold no {v} to give back", "poker.none_to_give", value=v)
        k = state.give_left
        return R(f"Give back {k} more {'card' if k == 1 else 'cards'} first",
                 "poker.give_first", count=k)
    if kind in ("exchange", "waive", "give"):
        return R("The exchange is over: play or pass", "poker.exchange_over")
    if kind == "pass":
        return R("The leader cannot pass: play one or more cards of one value",
                 "poker.leader_no_pass")
    hand = state.hands[state.to_move]
    if action.value != DOUBLE and hand[action.value] < action.nat:
        k = hand[action.value]
        return R(f"You hold only {k} {'card' if k == 1 else 'cards'} of value {action.value}",
                 "poker.hold_only", count=k, value=action.value)
    if hand[DOUBLE] < action.dbl:
        k = hand[DOUBLE]
        return R(f"You hold only {k} {'Double' if k == 1 else 'Doubles'}",
                 "poker.hold_only_doubles", count=k)
    if state.last_count and action.count != state.last_count:
        k = state.last_count
        return R(f"Play exactly {k} {'card' if k == 1 else 'cards'}, as many as the leader",
                 "poker.play_count", count=k)
    if state.last_count and action.value <= state.last_value:
        v, cards = value_name(state.last_value), _cards_text(action.cards())
        return R(f"Play higher than {v}: {cards} does not beat it", "poker.play_higher",
                 value=v, cards=cards)
    return R(f"'{action}' is not legal now", "common.not_legal", action=str(action))
