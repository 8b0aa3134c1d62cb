"""C4 the year on the track: dice, the Director, laying lots, peeks, calling the auction,
the stage's end; C7.2–C7.5 rulings."""
from __future__ import annotations

from cannes_helpers import CARDS, act, all_done, deal, lay, new_game, roll, to_stage

from cinetable.games.cannes import events as E
from cinetable.games.cannes.cards import SCREENPLAY
from cinetable.games.cannes.flow import P


def with_specials(players: int, owned: dict):
    """The special-card auction where seat s wins the specials owned[s] (0 Quick wits,
    1 DS 19, 2 Producers' friends, 3 Star's kindness); unbid ones stay."""
    s = new_game(players, first=0)
    deal(s)
    while s.phase == P.BID:
        p = s.to_move
        for k in owned.get(p, ()):
            act(s, f"bid lot{k + 1} {min(s.hands[p]) * 10000}")
            if s.phase != P.BID or s.to_move != p:
                break
        if s.phase == P.BID and s.to_move == p:
            act(s, "done")
    return s


def test_C4_1_seven_moves_one_square_twelve_to_the_stage_end_less_stays():
    s = to_stage(4)
    assert s.turn == 0 and s.phase == P.ROLL
    roll(s, 3, 3)
    assert s.squares[0] == 0 and s.turn == 1
    roll(s, 3, 4)
    assert s.squares[1] == 1 and s.turn == 2
    ev = roll(s, 6, 6)
    assert s.squares[2] == 2 and any(isinstance(e, E.PawnMoved) and e.to == 2 for e in ev)


def test_C4_1_a_pawn_never_passes_the_stage_end():
    s = to_stage(4)
    roll(s, 4, 4)                        # seat 0: square 1
    roll(s, 1, 1)
    roll(s, 1, 1)
    roll(s, 1, 1)
    assert s.turn == 0
    roll(s, 6, 5)                        # 11 from square 1: to 2 (the end), not beyond
    assert s.squares[0] == 2 and s.director == 0


def test_C1_4_ds19_moves_on_6_and_jumps_on_11():
    s = with_specials(3, {0: [1]})
    assert s.specials[0] == [1] and s.stage == 0 and s.turn == 0
    roll(s, 3, 3)
    assert s.squares[0] == 1
    roll(s, 3, 3)                        # seat 1 has no DS 19: 6 stays
    assert s.squares[1] == 0
    roll(s, 5, 6)                        # seat 2: 11 moves one square
    assert s.squares[2] == 1
    s2 = with_specials(3, {0: [1]})
    roll(s2, 5, 6)                       # DS 19: 11 jumps to the end
    assert s2.squares[0] == 2


def test_C7_5_quick_wits_second_roll_replaces_the_first_and_both_specials_apply():
    s = with_specials(3, {0: [0, 1]})
    assert sorted(s.specials[0]) == [0, 1]
    roll(s, 1, 2)
    assert s.phase == P.REROLL and s.to_move == 0
    act(s, "reroll")
    ev = roll(s, 2, 4)                   # 6 with DS 19: one square; no third roll
    assert s.squares[0] == 1 and s.turn == 1
    assert [e.again for e in ev if isinstance(e, E.DiceRolled)] == [True]
    # seat 1 has no Quick wits: no choice after its roll
    roll(s, 1, 1)
    assert s.turn == 2
    roll(s, 1, 1)
    roll(s, 6, 6)                        # seat 0 keeps a 12
    assert s.phase == P.REROLL
    act(s, "keep")
    assert s.squares[0] == 2 and s.director == 0


def test_C4_2_first_arrival_is_Director_and_lays_five_with_one_screenplay():
    s = to_stage(5)
    ev = roll(s, 6, 6)
    assert s.director == 0 and any(isinstance(e, E.DirectorNamed) for e in ev)
    assert s.phase == P.LAY
    outs = [CARDS.film[a.arg].kind for a, _ in s.chance_outcomes()]
    assert set(outs) == {SCREENPLAY}                       # the screenplay comes first
    ev = lay(s)
    laid = [e.back for e in ev if isinstance(e, E.CardLaid)]
    assert laid.count("T") == 1 and len(laid) == 5
    assert len(s.lots) == 9 and s.phase == P.PEEK and s.to_move == 0


def test_C4_3_and_C7_4_Director_peeks_then_arrivals_then_later_turns_instead_of_rolling():
    s = to_stage(4)
    roll(s, 6, 6)
    lay(s)
    ev = act(s, "peek lot5")                               # the Director's peek
    seen = [e for e in ev if isinstance(e, E.PeekSeen)]
    assert seen and seen[0].visible_to == (0,)
    assert s.observation(0)["lots"][4]["card"] is not None
    assert s.observation(1)["lots"][4]["card"] is None
    assert s.observation(1)["lots"][4]["peeked_by"] == [0]
    # seat 1's turn: the Director may call first (not during his own arrival)
    assert s.phase == P.CALL and s.to_move == 0
    act(s, "wait")
    roll(s, 6, 6)                                          # seat 1 arrives: may peek
    assert s.phase == P.PEEK and s.to_move == 1
    assert "peek lot5" in [str(a) for a in s.legal_actions()]   # the same or another
    act(s, "peek lot6")
    act(s, "wait")
    roll(s, 1, 1)                                          # seat 2 stays
    act(s, "wait")
    roll(s, 1, 1)                                          # seat 3 stays
    act(s, "wait")                                         # seat 0's turn, at the end
    assert s.phase == P.TURN_PEEK and s.to_move == 0
    assert "peek lot5" not in [str(a) for a in s.legal_actions()]   # only unseen cards
    act(s, "peek lot7")
    assert s.known[s.lots[6]] & 1


def test_C4_4_Director_may_call_at_the_start_of_any_turn():
    s = to_stage(4)
    roll(s, 6, 6)
    lay(s)
    act(s, "pass")
    assert s.legal_actions()[0].text == "call"
    ev = act(s, "call")
    called = [e for e in ev if isinstance(e, E.AuctionCalled)]
    assert called and called[0].seat == 0 and not called[0].forced
    assert s.phase == P.DEAL and s.deal_queue[0] == 1   # the player after the Director


def test_C4_4_and_C7_4_auction_forced_after_the_last_arrival_peek():
    s = to_stage(3)
    roll(s, 6, 6)
    lay(s)
    act(s, "pass", "wait")
    roll(s, 6, 6)
    act(s, "pass", "wait")
    roll(s, 6, 6)
    assert s.phase == P.PEEK and s.to_move == 2
    ev = act(s, "peek lot5")
    called = [e for e in ev if isinstance(e, E.AuctionCalled)]
    assert called and called[0].forced and s.phase == P.DEAL


def test_C4_5_after_the_auction_pawns_join_the_end_and_the_next_stage_starts_after_the_Director():
    s = to_stage(4)
    roll(s, 1, 1)
    roll(s, 6, 6)                                          # seat 1 is Director
    lay(s)
    act(s, "pass", "call")
    deal(s)
    all_done(s)
    assert s.stage == 1 and s.squares == [2, 2, 2, 2]
    assert s.turn == 2 and s.lead == 2


def test_C4_6_the_year_ends_after_the_1_May_auction():
    s = to_stage(5)
    while not s.is_terminal():
        if s.phase == P.ROLL:
            act(s, "die 6")
        elif s.phase == P.LAY:
            lay(s)
        elif s.phase in (P.PEEK, P.TURN_PEEK):
            act(s, "pass")
        elif s.phase == P.CALL:
            act(s, "call")
        elif s.phase == P.DEAL:
            deal(s)
        elif s.phase == P.BID:
            all_done(s)
        else:
            act(s, "decline")
    assert s.stage == 10 and s.auction == 12 and s.squares == [22] * 5


def test_C7_2_unsold_lots_keep_their_peeks_and_the_laid_number_is_not_reduced():
    s = to_stage(4)
    roll(s, 6, 6)
    lay(s)
    act(s, "peek lot5", "call")
    card = s.lots[4]
    deal(s)
    all_done(s)
    assert s.lots[4] == card and s.known[card] == 1        # still seen by seat 0 only
    nxt = s.turn
    while s.director < 0:
        roll(s, 6, 6) if s.turn == nxt else roll(s, 1, 1)
    lay(s)
    assert len(s.lots) == 9 + 5
    new = s.lots[9:]
    assert sum(CARDS.film[c].kind == SCREENPLAY for c in new) == 1


def test_C7_3_four_players_lay_four_from_1_december():
    s = to_stage(4)
    while s.stage < 5 or s.director < 0:
        if s.phase == P.ROLL:
            act(s, "die 6")
        elif s.phase == P.LAY:
            lay(s)
        elif s.phase in (P.PEEK, P.TURN_PEEK):
            act(s, "pass")
        elif s.phase == P.CALL:
            act(s, "call")
        elif s.phase == P.DEAL:
            deal(s)
        elif s.phase == P.BID:
            all_done(s)
    assert s.lay_t + s.lay_sv == 4


def test_C7_4_Director_lays_on_arrival_then_peeks_and_calls_only_at_a_later_turn():
    s = to_stage(5)
    roll(s, 1, 2)
    roll(s, 6, 6)                                          # seat 1 arrives first
    assert s.phase == P.LAY and s.director == 1            # lays before anything else
    lay(s)
    assert s.phase == P.PEEK and s.to_move == 1
    assert "call" not in [str(a) for a in s.legal_actions()]
    act(s, "peek lot5")
    assert s.phase == P.CALL and s.to_move == 1 and s.turn == 2
    for _seat in (2, 3, 4, 0):
        act(s, "wait")
        roll(s, 1, 1)
    assert s.turn == 1 and s.phase == P.CALL                # his own turn: he may call
    act(s, "call")
    assert s.phase == P.DEAL
