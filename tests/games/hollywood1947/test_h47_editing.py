"""W3.2 Editing, W3.3 Premiere, W4 winning, and the book's three illustrative rounds (W4.3)."""
import pytest
from h47_helpers import dealt, do, filler_hands

from cinetable.games.hollywood1947 import events as E
from cinetable.games.hollywood1947.actions import CARD_ID

CID = {c: i for i, c in enumerate(CARD_ID)}

LOY5 = ["patriot", "patriot", "patriot", "communist", "communist"]
LOY6 = ["patriot", "patriot", "patriot", "communist", "communist", "star"]


def hands_with(n, first):
    return filler_hands(n, first)


def test_W3_2_1_star_players_must_add_a_card_then_tokens_in_turn_order():
    hands = hands_with(5, {0: ["pat1", "pat2", "pat3"], 2: ["com1", "com2", "com3"]})
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, hands, [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", "pass", "director P3", "pass", "pass")
    assert s.current_player() == 0 and "done" not in {str(a) for a in s.legal_actions()}
    do(s, "add pat1")
    assert s.current_player() == 2                                # P3 spends its token
    assert {str(a) for a in s.legal_actions()} == {"spend com1", "spend com2", "spend com3",
                                                   "keep tokens"}
    ev = do(s, "spend com2")
    assert s.tokens[2] == 0 and s.pile_by == [0, 2]
    assert any(isinstance(e, E.CardAdded) and e.how == "token" for e in ev)


def test_W3_2_2_the_deck_adds_a_card_face_down():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0] * 5)
    do(s, "pass", "poster comedy", *["pass"] * 4)
    assert s.queue[0][0] == "deck"
    do(s, "card reorg1")
    assert s.pile_by == [-1] and s.queue[0][0] == "cut"


def test_W3_2_3_one_card_discarded_at_random_unseen():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 1, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1", "add neutral4", "card com5")
    outs = s.chance_outcomes()
    assert len(outs) == 3 and all(p == pytest.approx(1 / 3) for _, p in outs)
    ev = do(s, "pick com5")
    assert any(isinstance(e, E.RandomDiscard) for e in ev)
    assert not any("com5" in str(e) for e in ev)


def test_W3_2_3_nobody_learns_whose_card_was_cut():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 1, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1", "add neutral4", "card com5")
    # shuffled before the cut: the table no longer shows whose card is where
    assert s.observation(2)["pile_by"] == [-2, -2, -2]
    do(s, "pick neutral1")                        # seat 0's card goes
    added = s.observation(3)["films"][-1]["added_by"]
    assert added == [-1, 0, 1]                    # the cut card's adder is still listed
    assert s.observation(3)["pile_by"] == [-2, -2]


def test_W3_3_1_symbols_with_the_poster_and_ties_to_communists():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [0] * 5)
    do(s, "pass", "poster western", *["pass"] * 4, "card com2-1")
    ev = do(s, "pick com2-1")                     # only card gone: poster alone, 1 vs 0
    film = [e for e in ev if isinstance(e, E.FilmRevealed)][0]
    assert (film.patriot, film.communist, film.winner) == (1, 0, "patriot")
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 0, 0, 0, 0])
    do(s, "pass", "poster noir", *["pass"] * 4, "add neutral1", "card pat4", "pick neutral1")
    film = s.films[-1]
    assert (film[2], film[3], film[4]) == (1, 1, 1)              # 1-1: Communists


def test_W3_3_2_hearing_rerolls_every_die():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1", "card hearing1")
    ev = do(s, "pick neutral1")
    assert any(isinstance(e, E.Hearing) for e in ev)
    assert [k for k, _ in s.queue] == ["die"] * 5
    do(s, "die blank", "die star", "die star", "die blank", "die star")
    assert s.dice == [0, 1, 1, 0, 1]


def test_W3_3_2_reorganization_redeals_every_job():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 1, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1", "add neutral4",
       "card reorg2")
    ev = do(s, "pick neutral1")
    assert any(isinstance(e, E.Reorganization) for e in ev)
    assert [k for k, _ in s.queue] == ["job"] * 5 and all(h == -1 for h in s.job_at)
    do(s, "job 9", "job 8", "job 7", "job 6", "job 5")
    assert s.job_at[8] == 0 and s.job_at[4] == 4 and s.job_at[0] == -1


def test_W3_3_3_draw_back_to_three_then_round_cards_discarded():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1", "card pat9", "pick pat9")
    assert s.queue == [("draw", 0)]
    assert s.loc[CID["neutral1"]] == 2                 # still on the poster while drawing
    do(s, "card com9")
    assert len(s.hands[0]) == 3 and s.loc[CID["neutral1"]] == 1 and s.round == 1


def test_W3_3_4_empty_deck_reshuffles_the_discards():
    s = dealt(5, (1, 2, 3, 4, 5), LOY5, filler_hands(5), [1, 0, 0, 0, 0])
    do(s, "pass", "poster comedy", *["pass"] * 4, "add neutral1")
    for c in [c for c in s.deck if c != CID["com14"]]:
        s._move_card(c, 1, 0)
    discards = len(s.discard)
    ev = do(s, "card com14", "pick neutral1")            # the deck is empty: draw back needs it
    assert any(isinstance(e, E.Reshuffled) and e.what == "deck" for e in ev)
    assert s.queue == [("draw", 0)] and len(s.deck) == discards + 1 and not s.discard
    do(s, s.chance_outcomes()[0][0].text)
    assert len(s.hands[0]) == 3


def _win_setup(score, round_, n=5, loy=LOY5, jobs=(1, 2, 3, 4, 5)):
    s = dealt(n, jobs, loy, filler_hands(n), [0] * n)
    s.score = list(score)
    s.round = round_
    return s


def test_W4_1_first_side_to_four_films_wins():
    s = _win_setup((3, 2), 5)
    do(s, "pass", "poster western", *["pass"] * 4, "card pat10", "pick pat10")
    assert s.is_terminal() and s.winners() == [0, 1, 2] and s.returns()[0] == pytest.approx(1 / 3)


def test_W4_1_three_films_for_communists_with_three_players():
    s = dealt(3, [(3, 4), (5, 6), (7, 8)], ["patriot", "communist", "patriot"],
              filler_hands(3), [0] * 7, ghosts=("pat12",))
    s.score = [1, 2]
    do(s, "poster noir", *["pass"] * 6, "card com10", "pick com10")
    assert s.is_terminal() and s.winners() == [1]


def test_W4_2_seventh_film_one_symbol_margin_to_the_rising_star():
    s = _win_setup((3, 3), 6, n=6, loy=LOY6, jobs=(1, 2, 3, 4, 5, 6))
    do(s, "pass", "poster western", *["pass"] * 5, "card pat10", "pick pat10")
    assert s.is_terminal() and s.winners() == [5] and s.score == [4, 3]     # reel still given


def test_W4_2_seventh_film_two_margin_to_the_side():
    hands = hands_with(6, {0: ["pat2-1", "pat3", "pat4"]})
    s = dealt(6, (1, 2, 3, 4, 5, 6), LOY6, hands, [1, 0, 0, 0, 0, 0])
    s.score, s.round = [3, 3], 6
    do(s, "pass", "poster western", *["pass"] * 5, "add pat2-1", "card pat10", "pick pat10")
    assert s.winners() == [0, 1, 2] and s.side_won == "patriot"


def book_round(poster="western"):
    """Six players, P1 Composer, P2 Editor; the other Jobs dealt to P3-P6."""
    hands = hands_with(6, {0: ["neutral1", "neutral2", "neutral3"],
                           2: ["hearing1", "pat5", "pat6"], 3: ["com1", "com6", "com7"],
                           4: ["neutral4", "pat7", "pat8"], 5: ["com2", "reorg1", "pat9"]})
    return dealt(6, (8, 9, 1, 2, 3, 4), LOY6, hands, [0, 0, 1, 1, 1, 0]), hands


def test_W4_3_book_round_one_patriots_three_to_one_and_dice_rerolled():
    s, _ = book_round()
    # P3 (Screenwriter) starts: draws western + noir, keeps western
    do(s, "screenwriter", "poster western", "poster noir", "keep western")
    do(s, "pass", "pass", "pass")                                 # P4, P5, P6
    do(s, "composer", "card neutral13", "card com3")              # P1 adds neutral13
    do(s, "add neutral13")
    do(s, "editor")                                               # P2 declares
    do(s, "add hearing1", "add com1", "add pat7")                 # the 3 stars: P3, P4, P5
    assert s.queue[0][0] == "look"                                # no deck card (Composer)
    do(s, "pick pat7")
    assert s.current_player() == 1
    ev = do(s, "discard it")
    film = [e for e in ev if isinstance(e, E.FilmRevealed)][0]
    assert sorted(film.cards) == ["com1", "hearing1", "neutral13"]
    assert (film.patriot, film.communist, film.winner) == (3, 1, "patriot")
    assert any(isinstance(e, E.Hearing) for e in ev)
    assert [k for k, _ in s.queue[:6]] == ["die"] * 6


def test_W4_3_book_round_two_tie_to_communists_and_jobs_redealt():
    hands = hands_with(6, {0: ["neutral1", "pat5", "pat6"], 1: ["neutral2", "pat7", "pat8"],
                           2: ["reorg1", "pat9", "pat10"], 3: ["pat1", "com6", "com7"]})
    s = dealt(6, (1, 2, 3, 4, 5, 6), LOY6, hands, [1, 1, 1, 1, 0, 0])
    do(s, "pass", "poster western", *["pass"] * 5)
    do(s, "add neutral1", "add neutral2", "add reorg1", "add pat1")
    assert s.queue[0][0] == "deck"                                # no Composer: deck card
    do(s, "card com3")
    assert len(s.pile) == 5 and s.queue[0][0] == "cut"            # no Editor: random discard
    ev = do(s, "pick com3")
    film = [e for e in ev if isinstance(e, E.FilmRevealed)][0]
    assert (film.patriot, film.communist, film.winner) == (2, 2, "communist")
    assert any(isinstance(e, E.Reorganization) for e in ev)
    assert all(h == -1 for h in s.job_at)
    assert [k for k, _ in s.queue[:6]] == ["job"] * 6


def test_W4_3_book_round_three_seventh_film_to_the_rising_star():
    hands = hands_with(6, {2: ["com1", "pat5", "pat6"], 3: ["com2", "pat7", "pat8"]})
    s = dealt(6, (8, 9, 1, 2, 3, 4), LOY6, hands, [0, 0, 1, 1, 0, 0])
    s.score, s.round = [3, 3], 6
    do(s, "pass", "poster western", *["pass"] * 3)
    do(s, "composer", "card neutral13", "card com3", "add neutral13", "editor")
    do(s, "add com1", "add com2", "pick com2", "put back")
    assert s.queue[0][0] == "cut" and len(s.pile) == 3
    ev = do(s, "pick neutral13")
    film = [e for e in ev if isinstance(e, E.FilmRevealed)][0]
    assert (film.patriot, film.communist) == (1, 2)
    assert s.is_terminal() and s.winners() == [5] and s.side_won == "star"
