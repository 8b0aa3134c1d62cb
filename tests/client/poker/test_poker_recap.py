"""Issue 19: what the poker table keeps to look at again, from one seat's events: the
exchange between deals (P4.4), the last trick (P5.4, P8.2) and the career board from the
first deal on (P4.1). Random games through the engine; no window."""
import random

import pytest

from cinetable.client.poker.career_board import career_rows
from cinetable.client.poker.view import TableView
from cinetable.client.services import Translator
from cinetable.engine import load_game, sample_chance
from cinetable.games.poker import events as E
from cinetable.games.poker.phases import PLAY


def games(n, seed, options=None):
    """(state before, action, events) of a random game, chance included."""
    state = load_game("poker", n, options or {}).new_initial_state()
    rng = random.Random(seed)
    while not state.is_terminal():
        a = sample_chance(state, rng) if state.current_player() < 0 else \
            rng.choice(state.legal_actions())
        before = state.clone()
        yield before, a, state.apply_action(a), state


def expected_pairs(state, viewer):
    out = []
    for hi, lo, count in state.pairs:
        moves = [(g, r, k, c) for g, r, k, c in state.exch_log if {g, r} == {hi, lo}]
        seen = viewer in (hi, lo)
        best = next((tuple(c) for g, r, k, c in moves if g == lo), None) if seen else None
        back = [v for g, r, k, c in moves if g == hi for v in c] if seen and moves else None
        out.append((hi, lo, count, bool(moves), best, back,
                    sum(k for g, r, k, c in moves if g == hi)))
    return out


@pytest.mark.parametrize("n,seed", [(4, 1), (5, 2), (8, 3), (3, 4), (6, 5)])
def test_P4_4_exchange_summary_matches_the_engines_exchange_for_each_seat(n, seed):
    views = None
    checked = 0
    for before, a, events, state in games(n, seed, {"end": "deals5"}):
        if views is None:
            views = [TableView(before, seat) for seat in range(n)]
        for seat, view in enumerate(views):
            for ev in events:
                if ev.visible(seat):
                    view.apply(ev)
        exchanged = any(isinstance(e, (E.ExchangeDone, E.ExchangeDecided)) for e in events)
        if exchanged and state.phase == PLAY:            # the exchange has just ended
            for seat, view in enumerate(views):
                got = [(p.higher, p.lower, p.count, p.taken, p.best, p.back, p.back_count)
                       for p in view.exchange_summary.pairs]
                assert got == expected_pairs(state, seat), (seat, state.deal)
                assert view.exchange_summary.deal == state.deal
                received = []           # given to the seat, less what it gave on at once
                for g, r, k, c in state.exch_log:
                    for v in c:
                        if r == seat:
                            received.append(v)
                        elif g == seat and v in received:
                            received.remove(v)
                received.sort()
                assert sorted(view.exchange_summary.received) == received
            checked += 1
    assert checked >= 3, "exchanges were seen"


@pytest.mark.parametrize("options", [{}, {"tricks": "continuous"}])
def test_P5_4_last_trick_matches_the_plays_of_the_previous_trick(options):
    n = 5
    views = None
    checked = ends = 0
    for before, a, events, state in games(n, 7, {"end": "deals5", **options}):
        if views is None:
            views = [TableView(before, seat) for seat in range(n)]
        played = [(p, tuple(x.cards()) if x is not None else None) for p, x in before.trick]
        if getattr(a, "kind", "") in ("play", "pass"):
            played.append((before.to_move, tuple(a.cards()) if a.kind == "play" else None))
        for view in views:
            for ev in events:
                if ev.visible(view.seat):
                    view.apply(ev)
        won = next((e for e in events if isinstance(e, E.TrickWon)), None)
        ended = next((e for e in events if isinstance(e, E.DealEnded)), None)
        if won is None and ended is None:
            continue
        for view in views:
            last = view.last_trick
            assert last.plays == played
            assert last.deal == before.deal
            if won is not None:
                assert (last.winner, last.next_leader) == (won.player, won.next_leader)
                assert last.winner == before.last_player or last.winner == before.to_move
            else:                                     # P8.2: the deal ended mid-trick
                assert last.next_leader == -1
                assert last.winner == next(p for p, c in reversed(played) if c)
        checked += won is not None
        ends += ended is not None
    assert checked > 20 and ends >= 2


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_P4_1_career_board_lists_the_careers_from_the_first_deal(lang):
    t = Translator(lang)
    n = 5
    state = load_game("poker", n).new_initial_state()
    rng = random.Random(3)
    name = lambda rank: t(f"poker.career.r{rank}")     # noqa: E731 (any text will do)
    first = career_rows(t, name, n, state.careers, [0] * n, [], 0)
    assert [r.rank for r in first] == list(state.careers)
    assert all(r.holder is None and r.next_holder is None for r in first)
    assert all(r.meaning and "poker.board" not in r.meaning for r in first)
    assert "2" in first[0].meaning and "2" in first[-1].meaning      # 5 players: 2 cards
    while state.deal == 0:                            # play the first deal out
        a = sample_chance(state, rng) if state.current_player() < 0 else \
            rng.choice(state.legal_actions())
        state.apply_action(a)
        if state.deal == 0 and state.finished:
            rows = career_rows(t, name, n, state.careers, [0] * n, state.finished, 0)
            assert [r.next_holder for r in rows[:len(state.finished)]] == state.finished
    careers = [state.career_of(p) for p in range(n)]
    rows = career_rows(t, name, n, state.careers, careers, state.finished, 1)
    assert [r.holder for r in rows] == [careers.index(r.rank) for r in rows]
