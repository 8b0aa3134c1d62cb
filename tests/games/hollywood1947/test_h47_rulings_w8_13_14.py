"""W8.13 Studio order with 1-3 players (a turn at each Job's own number, no orbits) and
W8.14 the round's end (ghosts draw before the round's poster cards are discarded)."""
from h47_helpers import dealt, do, filler_hands

from cinetable.engine import CHANCE
from cinetable.games.hollywood1947.actions import CARD_ID
from cinetable.games.hollywood1947.tasks import DISCARD, OUT


def turn_order(s, turns: int) -> list:
    """Who plays each of the next `turns` Shooting turns, everyone passing."""
    seats = []
    for _ in range(turns):
        seats.append(s.current_player())
        do(s, "pass")
    return seats


def test_W8_13_studio_order_with_two_players_is_a_turn_at_each_job_number():
    # P1 holds Jobs 3 and 7, P2 holds 4 and 5: order 3, 4, 5, 7
    s = dealt(2, [(3, 7), (4, 5)], ["patriot", "communist"], filler_hands(2), [0] * 6,
              ghosts=("com1", "com2"), studio_order=True)
    do(s, "poster comedy")
    assert turn_order(s, 4) == [0, 1, 1, 0]
    assert s.current_player() == CHANCE                    # Shooting is over: 4 turns only


def test_W8_13_solo_studio_order_a_job_swapped_to_a_passed_number_is_no_second_turn():
    # Jobs 4 and 5: at 4 the seat swaps its 5 for the centre's 3, a number already
    # passed; no orbit comes back to it, so Shooting ends after that one turn
    s = dealt(1, [(4, 5)], ["patriot"], [["pat1", "pat2", "pat3"]], [0] * 5,
              ghosts=("com1", "com2", "com3"), studio_order=True)
    do(s, "poster comedy")
    assert s.current_player() == 0
    do(s, "swap 5>3")
    assert s.current_player() == CHANCE                    # on to Editing: the deck card


def test_W8_14_an_emptied_ghost_draws_before_the_round_s_film_is_discarded():
    # G1's die shows a star: it adds its card and gets a new one at the round's end.
    # The deck is empty and the discards hold one card: the deck card of the film comes
    # from the reshuffle, the cut sends one film card to the discards, so when the ghost
    # draws, only the cut card may be reshuffled, never the card still in the film.
    s = dealt(1, [(4, 5)], ["patriot"], [["pat1", "pat2", "pat3"]], [0, 0, 1, 0, 0],
              ghosts=("com1", "com2", "com3"))
    spare = CARD_ID.index("neutral13")
    for c in list(s.deck):
        s._move_card(c, DISCARD if c == spare else OUT, 0)
    do(s, "poster comedy", "pass", "pass", "card neutral13", "pick neutral13")
    assert s.queue[0] == ("ghost", 0)
    outcomes = {str(a) for a, _ in s.chance_outcomes()}
    assert outcomes == {"card neutral13"}                  # com1, still in the film, is not
    assert CARD_ID.index("com1") in s.pile
    do(s, "card neutral13")
    assert s.ghost_card[0] == spare and not s.pile         # then the film is discarded
