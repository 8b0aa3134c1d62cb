"""What one seat may know of a Hollywood Poker game (observation): its own hand, the
hand sizes, every card played, the exchange counts, and the cards of its own exchange."""
from __future__ import annotations

from cinetable.games.poker.cards import DOUBLE, NVALUES
from cinetable.games.poker.phases import PHASES


def observation(state, seat: int) -> dict:
    n = state.n
    pair = state.exchange_pair()
    return {
        "game": "poker",
        "seat": seat,
        "players": n,
        "options": dict(state.game.options),
        "deal": state.deal,
        "phase": PHASES[state.phase],
        "current_player": state.current_player(),
        "doubles": state.full[DOUBLE],
        "careers_in_play": list(state.careers),
        "careers": [state.career_of(p) for p in range(n)],
        "positions": list(state.position),
        "seats": list(state.seat_of),
        "hand": state.hand(seat),
        "hand_sizes": list(state.sizes),
        "undealt": sum(state.deck),
        "played": [state.pile[v] for v in range(1, NVALUES)],
        "trick": {
            "leader": state.leader,
            "plays": [[p, list(a.cards()) if a is not None else None] for p, a in state.trick],
            "value": state.last_value,
            "count": state.last_count,
            "last_player": state.last_player,
        },
        "finished": list(state.finished),
        "exchange": {"pair": list(pair[:3]) if pair else None,
                     "give_left": state.give_left if pair else 0},
        "exchanged": [{"giver": g, "receiver": r, "count": k,
                       "cards": list(c) if seat in (g, r) and c is not None else None}
                      for g, r, k, c in state.exch_log],
        "scores": list(state.totals),
        "target": state.target,
        "max_deals": state.max_deals,
        "winners": list(state._winners),
    }
